import { PageHeading } from 'shared';

export function UserProfileCreatedPage() {
  return (
    <PageHeading
      title="User profile created"
      description="Here we will confirm your profile and help you book your first service."
    />
  );
}
