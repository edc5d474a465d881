import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, EmptyState, Loaded, buttonClass, formatNaira, useLoad } from 'shared';
import { formatLagosSpan } from 'shared/lagos-time';
import type { JobTab } from 'shared/schemas';
import { listJobs, type JobsPage } from '../api/booking.js';
import { useLiveJobEvents } from 'shared/live-events';
import { JobStatusBadge } from './job-status.js';
import { paymentStatusText } from './payment-words.js';
import styles from './components.module.css';

/** What each tab says when it has nothing in it. */
const EMPTY_TABS: Record<JobTab, { title: string; description: string }> = {
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
  const list = useLoad(() => listJobs(tab), [tab]);
  const [more, setMore] = useState(false);
  const loadingMore = useRef(false);

  // A job that changes moves between tabs: the first page is read again, in place.
  useLiveJobEvents(list.refresh);

  async function loadMore(shown: JobsPage) {
    if (!shown.nextCursor || loadingMore.current) return;
    loadingMore.current = true;
    setMore(true);
    const page = await listJobs(tab, shown.nextCursor);
    loadingMore.current = false;
    setMore(false);
    if (page.ok) {
      list.setData({ jobs: [...shown.jobs, ...page.data.jobs], nextCursor: page.data.nextCursor });
    }
  }

  return (
    <Loaded load={list} loadingLabel="Loading your requests…" errorTitle="We could not load your requests">
      {(shown) => <Jobs tab={tab} shown={shown} more={more} onMore={() => void loadMore(shown)} />}
    </Loaded>
  );
}

function Jobs({
  tab,
  shown,
  more,
  onMore,
}: {
  tab: JobTab;
  shown: JobsPage;
  more: boolean;
  onMore: () => void;
}) {
  if (shown.jobs.length === 0) {
    const empty = EMPTY_TABS[tab];
    return (
      <EmptyState
        role="status"
        title={empty.title}
        description={empty.description}
        action={
          <Link to="/select-aboki" className={buttonClass('primary')}>
            Book an Aboki
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label="Requests">
        {shown.jobs.map((job) => (
          <Card as="li" key={job.reference}>
            <h2 className={styles.name}>
              <Link to={jobPath(job.reference)}>{job.service.name}</Link>
            </h2>
            <p className={styles.meta}>
              {job.aboki.displayName} · {job.lga}, {job.state}
            </p>
            <p className={styles.meta}>{formatLagosSpan(new Date(job.startsAt), new Date(job.endsAt))}</p>
            <p className={styles.price}>
              {formatNaira(job.priceKobo)} <JobStatusBadge status={job.status} />
            </p>
            <p className={styles.meta}>{paymentStatusText(job.paymentMethod, job.paymentStatus)}</p>
          </Card>
        ))}
      </ul>
      {shown.nextCursor ? (
        <Button variant="secondary" block busy={more} onClick={onMore}>
          Load more
        </Button>
      ) : null}
    </>
  );
}
