import { Link } from 'react-router-dom';
import { PageHeading, buttonClass } from 'shared';

export function PasswordSuccessfulPage() {
  return (
    <>
      <PageHeading
        title="Password changed"
        description="Your new password is set. For your safety we signed you out everywhere, and emailed you to say the password changed."
      />
      <Link to="/sign-in" className={buttonClass('primary', true)}>
        Sign in
      </Link>
    </>
  );
}
