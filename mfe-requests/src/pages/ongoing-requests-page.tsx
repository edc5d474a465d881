import { PageHeading, useT } from 'shared';
import { JobList } from '../components/job-list.js';
import { requestsBook } from '../i18n/index.js';

export function OngoingRequestsPage() {
  const t = useT(requestsBook);
  return (
    <>
      <PageHeading title={t('ongoing.title')} description={t('ongoing.description')} />
      <JobList tab="ongoing" />
    </>
  );
}
