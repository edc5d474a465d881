import { PageHeading } from 'shared';
import { JobList } from '../components/job-list.js';

export function UpcomingRequestsPage() {
  return (
    <>
      <PageHeading
        title="Upcoming requests"
        description="Requests waiting for the day: sent, or accepted by the Aboki’s agent."
      />
      <JobList tab="upcoming" />
    </>
  );
}
