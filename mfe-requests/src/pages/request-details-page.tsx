import { PageHeading } from 'shared';

export function RequestDetailsPage() {
  return (
    <PageHeading
      title="Request details"
      description="Here you will add details for your Aboki, such as the job and directions."
    />
  );
}
