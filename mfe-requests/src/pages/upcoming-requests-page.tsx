import { PageHeading } from 'shared';

export function UpcomingRequestsPage() {
  return (
    <PageHeading
      title="Upcoming requests"
      description="Here you will see booked jobs that have not started, and cancel them if needed."
    />
  );
}
