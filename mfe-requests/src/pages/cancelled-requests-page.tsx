import { PageHeading } from 'shared';

export function CancelledRequestsPage() {
  return (
    <PageHeading
      title="Cancelled requests"
      description="Here you will find requests that were cancelled, by you or by the agent."
    />
  );
}
