import { PageHeading } from 'shared';

export function UserProfilePage() {
  return (
    <PageHeading
      title="Create your user profile"
      description="Here you will start your profile: your phone number, state and LGA."
    />
  );
}
