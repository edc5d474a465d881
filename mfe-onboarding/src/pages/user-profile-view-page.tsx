import { PageHeading } from 'shared';

export function UserProfileViewPage() {
  return (
    <PageHeading
      title="Your profile"
      description="Here you will see and update your contact details and address."
    />
  );
}
