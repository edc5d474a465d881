import { PageHeading, useT } from 'shared';
import { JobList } from '../components/job-list.js';
import { requestsBook } from '../i18n/index.js';

export function CompletedRequestsPage() {
  const t = useT(requestsBook);
  return (
    <>
      <PageHeading title={t('completed.title')} description={t('completed.description')} />
      <JobList tab="completed" />
    </>
  );
}
