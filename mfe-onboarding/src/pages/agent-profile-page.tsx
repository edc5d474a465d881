import { PageHeading } from 'shared';

export function AgentProfilePage() {
  return (
    <PageHeading
      title="Create your agent profile"
      description="Here you will start your agent profile: your phone number, state and LGA."
    />
  );
}
