import { Link } from 'react-router-dom';
import { PageHeading, buttonClass, type PageHeadingProps } from 'shared';

/** The page's heading, also painted in its skeleton before its code arrives (scripts/build-info.mjs). */
export const heading = {
  title: 'Password changed',
  description:
    'Your new password is set. For your safety we signed you out everywhere, and emailed you to say the password changed.',
} satisfies PageHeadingProps;

export function PasswordSuccessfulPage() {
  return (
    <>
      <PageHeading {...heading} />
      <Link to="/sign-in" className={buttonClass('primary', true)}>
        Sign in
      </Link>
    </>
  );
}
