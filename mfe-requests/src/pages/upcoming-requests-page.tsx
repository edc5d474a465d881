import { PageHeading, useT } from 'shared';
import { JobList } from '../components/job-list.js';
import { requestsBook } from '../i18n/index.js';

export function UpcomingRequestsPage() {
  const t = useT(requestsBook);
  return (
    <>
      <PageHeading
        title={t('Upcoming requests')}
        description={t('Requests waiting for the day: sent, or accepted by the Aboki’s agent.')}
      />
      <JobList tab="upcoming" />
    </>
  );
}
