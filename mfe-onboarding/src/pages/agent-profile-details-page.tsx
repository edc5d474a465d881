import { PageHeading } from 'shared';

export function AgentProfileDetailsPage() {
  return (
    <PageHeading
      title="Agent profile details"
      description="Here you will add your address with a landmark so Users and Abokis can find you."
    />
  );
}
