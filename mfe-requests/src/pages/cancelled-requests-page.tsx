import { PageHeading } from 'shared';
import { JobList } from '../components/job-list.js';

export function CancelledRequestsPage() {
  return (
    <>
      <PageHeading
        title="Cancelled requests"
        description="Requests that were cancelled, declined, expired or missed."
      />
      <JobList tab="cancelled" />
    </>
  );
}
