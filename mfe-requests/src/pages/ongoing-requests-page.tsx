import { PageHeading } from 'shared';
import { JobList } from '../components/job-list.js';

export function OngoingRequestsPage() {
  return (
    <>
      <PageHeading
        title="Ongoing requests"
        description="Jobs in progress now, and accepted jobs that are due."
      />
      <JobList tab="ongoing" />
    </>
  );
}
