import { PageHeading } from 'shared';

export function AgentDashboardPage() {
  return (
    <PageHeading
      title="Agent dashboard"
      description="Here agents will see their Abokis, new requests to accept or decline, and jobs in progress."
    />
  );
}
