import { PageHeading, useT } from 'shared';
import { JobList } from '../components/job-list.js';
import { requestsBook } from '../i18n/index.js';

export function CancelledRequestsPage() {
  const t = useT(requestsBook);
  return (
    <>
      <PageHeading title={t('cancelled.title')} description={t('cancelled.description')} />
      <JobList tab="cancelled" />
    </>
  );
}
