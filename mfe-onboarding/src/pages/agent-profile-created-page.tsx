import { PageHeading } from 'shared';

export function AgentProfileCreatedPage() {
  return (
    <PageHeading
      title="Agent profile created"
      description="Here we will confirm your agent profile and point you to onboarding your first Aboki."
    />
  );
}
