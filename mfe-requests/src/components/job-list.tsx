import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import {
  Card,
  EmptyState,
  LoadMoreButton,
  Loaded,
  buttonClass,
  formatNaira,
  languageAtom,
  useLoad,
  useT,
  useLoadMore,
  type LoadMore,
} from 'shared';
import { formatLagosSpan } from 'shared/lagos-time';
import type { JobTab } from 'shared/schemas';
import { listJobs, type JobsPage } from '../api/booking.js';
import { useLiveJobEvents } from 'shared/live-events';
import { requestsBook, type RequestsText } from '../i18n/index.js';
import { JobStatusBadge } from './job-status.js';
import { paymentStatusText } from './payment-words.js';
import styles from './components.module.css';

/** What each tab says when it has nothing in it. */
const EMPTY_TABS: Record<JobTab, { title: RequestsText; description: RequestsText }> = {
  ongoing: {
    title: 'Nothing in progress',
    description: 'Jobs appear here while the Aboki is with you, and when an accepted job is due.',
  },
  upcoming: {
    title: 'No upcoming requests',
    description: 'Requests you send appear here until the day comes.',
  },
  completed: {
    title: 'No completed jobs yet',
    description: 'Jobs appear here once the Aboki has finished them.',
  },
  cancelled: {
    title: 'Nothing cancelled',
    description: 'Requests that were cancelled, declined, expired or missed appear here.',
  },
};

/** `/manage-services-request/job/:reference`, where a row leads. */
export const jobPath = (reference: string) => `/manage-services-request/job/${encodeURIComponent(reference)}`;

/** One tab's jobs, 20 at a time with "Load more" (keyset: the API's nextCursor). */
export function JobList({ tab }: { tab: JobTab }) {
  const t = useT(requestsBook);
  const list = useLoad(() => listJobs(tab), [tab]);

  // A job that changes moves between tabs: the first page is read again, in place.
  useLiveJobEvents(list.refresh);

  const more = useLoadMore({
    nextPage: (cursor) => listJobs(tab, cursor),
    join: (shown: JobsPage, page: JobsPage) => ({
      jobs: [...shown.jobs, ...page.jobs],
      nextCursor: page.nextCursor,
    }),
    put: list.setData,
  });

  return (
    <Loaded
      load={list}
      loadingLabel={t('Loading your requests…')}
      errorTitle={t('We could not load your requests')}
    >
      {(shown) => <Jobs tab={tab} shown={shown} more={more} />}
    </Loaded>
  );
}

function Jobs({ tab, shown, more }: { tab: JobTab; shown: JobsPage; more: LoadMore<JobsPage> }) {
  const t = useT(requestsBook);
  const language = useAtomValue(languageAtom);
  if (shown.jobs.length === 0) {
    const empty = EMPTY_TABS[tab];
    return (
      <EmptyState
        role="status"
        title={t(empty.title)}
        description={t(empty.description)}
        action={
          <Link to="/select-aboki" className={buttonClass('primary')}>
            {t('Book an Aboki')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label={t('Requests')}>
        {shown.jobs.map((job) => (
          <Card as="li" key={job.reference}>
            <h2 className={styles.name}>
              <Link to={jobPath(job.reference)}>{job.service.name}</Link>
            </h2>
            <p className={styles.meta}>
              {job.aboki.displayName} · {job.lga}, {job.state}
            </p>
            <p className={styles.meta}>
              {formatLagosSpan(new Date(job.startsAt), new Date(job.endsAt), language)}
            </p>
            <p className={styles.price}>
              {formatNaira(job.priceKobo)} <JobStatusBadge status={job.status} />
            </p>
            <p className={styles.meta}>{paymentStatusText(t, job.paymentMethod, job.paymentStatus)}</p>
          </Card>
        ))}
      </ul>
      <LoadMoreButton more={more} shown={shown} block>
        {t('Load more')}
      </LoadMoreButton>
    </>
  );
}
