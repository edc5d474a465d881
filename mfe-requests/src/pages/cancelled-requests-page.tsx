import { PageHeading, useT } from 'shared';
import { JobList } from '../components/job-list.js';
import { requestsBook } from '../i18n/index.js';

export function CancelledRequestsPage() {
  const t = useT(requestsBook);
  return (
    <>
      <PageHeading
        title={t('Cancelled requests')}
        description={t('Requests that were cancelled, declined, expired or missed.')}
      />
      <JobList tab="cancelled" />
    </>
  );
}
