import { PageHeading, useT } from 'shared';
import { JobList } from '../components/job-list.js';
import { requestsBook } from '../i18n/index.js';

export function UpcomingRequestsPage() {
  const t = useT(requestsBook);
  return (
    <>
      <PageHeading title={t('upcoming.title')} description={t('upcoming.description')} />
      <JobList tab="upcoming" />
    </>
  );
}
