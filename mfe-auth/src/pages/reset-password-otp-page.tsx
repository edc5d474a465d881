import { PageHeading } from 'shared';

export function ResetPasswordOtpPage() {
  return (
    <PageHeading
      title="Enter your reset code"
      description="Here you will enter the 6-digit code from the password-reset email."
    />
  );
}
