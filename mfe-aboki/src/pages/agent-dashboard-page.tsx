import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  EmptyState,
  LoadFailed,
  LoadMoreButton,
  PageHeading,
  Spinner,
  buttonClass,
  useLoad,
  useLoadMore,
} from 'shared';
import type { AbokiListItem } from 'shared/schemas';
import { listMyAbokis, pauseAboki, resumeAboki, type AbokiPage } from '../api/abokis.js';
import { fetchAgentDashboard } from '../api/agent-dashboard.js';
import { AgentJobs } from '../components/agent-jobs.js';
import { MISSING_LABELS, firstMissingStep, stepPath } from '../components/onboarding-steps.js';
import styles from '../components/components.module.css';

const STATUS_LABELS: Record<AbokiListItem['status'], string> = {
  DRAFT: 'Draft',
  ACTIVE: 'Active',
  PAUSED: 'Paused',
};

/**
 * `/profile/agent-dashboard`: the jobs first (new requests, today, upcoming, earnings; live), then
 * the agent's Abokis, newest first, with pause and resume. One request paints it all
 * (GET /api/v1/agent/dashboard); later changes load that again, and "Load more" the next Abokis.
 */
export function AgentDashboardPage() {
  // The Abokis list is the first answer's page, then the page's own (pause, resume, load more): the
  // jobs' live reloads leave it as it is.
  const [list, setList] = useState<AbokiPage | null>(null);
  const board = useLoad(
    async () => {
      const result = await fetchAgentDashboard();
      if (result.ok) {
        const { abokis, abokisNextCursor: nextCursor } = result.data;
        setList((current) => current ?? { abokis, nextCursor });
      }
      return result;
      // A reload that fails (the network dropped) keeps the jobs on screen, marked as not up to date.
    },
    [],
    { keepDataOnError: () => true },
  );
  const more = useLoadMore({
    nextPage: (cursor) => listMyAbokis(cursor),
    join: (shown: AbokiPage, page: AbokiPage) => ({
      // A row seen on both pages (e.g. one added meanwhile) is shown once.
      abokis: [
        ...shown.abokis,
        ...page.abokis.filter((row) => !shown.abokis.some((seen) => seen.id === row.id)),
      ],
      nextCursor: page.nextCursor,
    }),
    put: setList,
  });

  const replace = useCallback((id: string, status: AbokiListItem['status']) => {
    setList((current) =>
      current
        ? { ...current, abokis: current.abokis.map((row) => (row.id === id ? { ...row, status } : row)) }
        : current,
    );
  }, []);

  return (
    <>
      <PageHeading
        title="Agent dashboard"
        description="Answer new requests, run today’s jobs, and manage your Abokis."
      />
      <div className={styles.inlineActions}>
        <Link to="/aboki" className={buttonClass('primary')}>
          Onboard a new Aboki
        </Link>
      </div>
      <AgentJobs board={board} />
      <h2 className={styles.sectionTitle}>Your Abokis</h2>
      {list === null && board.status === 'error' ? (
        <LoadFailed title="Your Abokis did not load" message={board.error.message} onRetry={board.retry} />
      ) : list === null ? (
        <Spinner label="Loading your Abokis…" />
      ) : list.abokis.length === 0 ? (
        <EmptyState
          title="No Abokis yet"
          description="Onboard the first helper you manage: it takes five short steps, saved as you go."
          action={
            <Link to="/aboki" className={buttonClass('primary')}>
              Onboard your first Aboki
            </Link>
          }
        />
      ) : (
        <>
          <ul className={styles.abokiList} aria-label="Your Abokis">
            {list.abokis.map((aboki) => (
              <AbokiRow key={aboki.id} aboki={aboki} onStatus={replace} />
            ))}
          </ul>
          <LoadMoreButton more={more} shown={list}>
            Load more
          </LoadMoreButton>
        </>
      )}
    </>
  );
}

function AbokiRow({
  aboki,
  onStatus,
}: {
  aboki: AbokiListItem;
  onStatus: (id: string, status: AbokiListItem['status']) => void;
}) {
  const [busy, setBusy] = useState(false);

  const change = async (action: 'pause' | 'resume') => {
    setBusy(true);
    const result = await (action === 'pause' ? pauseAboki(aboki.id) : resumeAboki(aboki.id));
    setBusy(false);
    // A 409 means another tab changed it first: the answer says nothing, so show what we asked for
    // only on success; the error toast tells the agent to reload.
    if (result.ok) onStatus(aboki.id, result.data.aboki.status);
  };

  return (
    <li className={styles.abokiRow} aria-label={aboki.displayName}>
      <div className={styles.photoFrame}>
        {aboki.photoUrl ? (
          <img src={aboki.photoUrl} alt="" width={56} height={56} loading="lazy" />
        ) : (
          <span aria-hidden="true">{aboki.displayName.charAt(0)}</span>
        )}
      </div>
      <div className={styles.abokiInfo}>
        <p className={styles.abokiName}>
          {aboki.displayName}{' '}
          <span className={`${styles.badge} ${styles[`badge${aboki.status}`] ?? ''}`}>
            {STATUS_LABELS[aboki.status]}
          </span>
        </p>
        <p className={styles.note}>{aboki.services.length ? aboki.services.join(', ') : 'No services yet'}</p>
        {aboki.status === 'DRAFT' && aboki.missing.length ? (
          <p className={styles.note}>
            Still needs {aboki.missing.map((item) => MISSING_LABELS[item] ?? item).join(', ')}.
          </p>
        ) : null}
      </div>
      <div className={styles.abokiActions}>
        {aboki.status === 'DRAFT' ? (
          <Link
            to={stepPath(firstMissingStep(aboki.missing), aboki.id)}
            className={buttonClass('primary')}
            aria-label={`Finish onboarding ${aboki.displayName}`}
          >
            Finish onboarding
          </Link>
        ) : (
          <>
            <Link
              to={stepPath(1, aboki.id)}
              className={buttonClass('secondary')}
              aria-label={`Edit ${aboki.displayName}`}
            >
              Edit
            </Link>
            <Button
              variant="secondary"
              busy={busy}
              aria-label={`${aboki.status === 'ACTIVE' ? 'Pause' : 'Resume'} ${aboki.displayName}`}
              onClick={() => void change(aboki.status === 'ACTIVE' ? 'pause' : 'resume')}
            >
              {aboki.status === 'ACTIVE' ? 'Pause' : 'Resume'}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
