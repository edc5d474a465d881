import { PageHeading } from 'shared';

export function AgentProfileViewPage() {
  return (
    <PageHeading title="Your agent profile" description="Here you will see and update your agent details." />
  );
}
