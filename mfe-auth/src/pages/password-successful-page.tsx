import { PageHeading } from 'shared';

export function PasswordSuccessfulPage() {
  return (
    <PageHeading
      title="Password changed"
      description="Here we will confirm your new password is set and take you to sign in."
    />
  );
}
