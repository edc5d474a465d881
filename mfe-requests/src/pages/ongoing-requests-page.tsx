import { PageHeading, useT } from 'shared';
import { JobList } from '../components/job-list.js';
import { requestsBook } from '../i18n/index.js';

export function OngoingRequestsPage() {
  const t = useT(requestsBook);
  return (
    <>
      <PageHeading
        title={t('Ongoing requests')}
        description={t('Jobs in progress now, and accepted jobs that are due.')}
      />
      <JobList tab="ongoing" />
    </>
  );
}
