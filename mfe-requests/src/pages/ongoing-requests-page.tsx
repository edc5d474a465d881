import { PageHeading } from 'shared';

export function OngoingRequestsPage() {
  return (
    <PageHeading
      title="Ongoing requests"
      description="Here you will follow the jobs that are in progress now."
    />
  );
}
