import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, EmptyState, Spinner, buttonClass, formatNaira } from 'shared';
import { formatLagosSpan } from 'shared/lagos-time';
import type { JobListItem, JobTab } from 'shared/schemas';
import { listJobs } from '../api/booking.js';
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

type ListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; jobs: JobListItem[]; nextCursor: string | null; more: boolean };

/** `/manage-services-request/job/:reference`, where a row leads. */
export const jobPath = (reference: string) => `/manage-services-request/job/${encodeURIComponent(reference)}`;

/** One tab's jobs, 20 at a time with "Load more" (keyset: the API's nextCursor). */
export function JobList({ tab }: { tab: JobTab }) {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadingMore = useRef(false);

  useEffect(() => {
    let live = true;
    void listJobs(tab).then((result) => {
      if (!live) return;
      setState(
        result.ok
          ? { status: 'ready', jobs: result.data.jobs, nextCursor: result.data.nextCursor, more: false }
          : { status: 'error', message: result.error.message },
      );
    });
    return () => {
      live = false;
    };
  }, [tab, attempt]);

  // A job that changes moves between tabs: the first page is read again, in place.
  useLiveJobEvents(() => setAttempt((count) => count + 1));

  async function loadMore() {
    if (state.status !== 'ready' || !state.nextCursor || loadingMore.current) return;
    loadingMore.current = true;
    setState({ ...state, more: true });
    const page = await listJobs(tab, state.nextCursor);
    loadingMore.current = false;
    setState(
      page.ok
        ? {
            status: 'ready',
            jobs: [...state.jobs, ...page.data.jobs],
            nextCursor: page.data.nextCursor,
            more: false,
          }
        : { ...state, more: false },
    );
  }

  if (state.status === 'loading') return <Spinner label="Loading your requests…" />;
  if (state.status === 'error') {
    return (
      <EmptyState
        role="alert"
        title="We could not load your requests"
        description={state.message}
        action={
          <Button
            onClick={() => {
              setState({ status: 'loading' });
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </Button>
        }
      />
    );
  }
  if (state.jobs.length === 0) {
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
        {state.jobs.map((job) => (
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
      {state.nextCursor ? (
        <Button variant="secondary" block busy={state.more} onClick={() => void loadMore()}>
          Load more
        </Button>
      ) : null}
    </>
  );
}
