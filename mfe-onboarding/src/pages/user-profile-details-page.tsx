import { PageHeading } from 'shared';

export function UserProfileDetailsPage() {
  return (
    <PageHeading
      title="User profile details"
      description="Here you will add your address with a landmark so your Aboki can find you."
    />
  );
}
