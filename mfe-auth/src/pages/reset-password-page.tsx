import { PageHeading } from 'shared';

export function ResetPasswordPage() {
  return (
    <PageHeading
      title="Reset your password"
      description="Here you will enter your email so we can send you a code to reset your password."
    />
  );
}
