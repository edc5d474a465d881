import { PageHeading } from 'shared';

export function CompletedRequestsPage() {
  return (
    <PageHeading
      title="Completed requests"
      description="Here you will find finished jobs, and review your Aboki."
    />
  );
}
