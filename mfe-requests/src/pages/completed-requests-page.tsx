import { PageHeading, useT } from 'shared';
import { JobList } from '../components/job-list.js';
import { requestsBook } from '../i18n/index.js';

export function CompletedRequestsPage() {
  const t = useT(requestsBook);
  return (
    <>
      <PageHeading title={t('Completed requests')} description={t('Jobs the Aboki has finished.')} />
      <JobList tab="completed" />
    </>
  );
}
