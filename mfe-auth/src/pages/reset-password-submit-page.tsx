import { PageHeading } from 'shared';

export function ResetPasswordSubmitPage() {
  return (
    <PageHeading
      title="Choose a new password"
      description="Here you will set and confirm your new password."
    />
  );
}
