import { PageHeading } from 'shared';
import { JobList } from '../components/job-list.js';

export function CompletedRequestsPage() {
  return (
    <>
      <PageHeading title="Completed requests" description="Jobs the Aboki has finished." />
      <JobList tab="completed" />
    </>
  );
}
