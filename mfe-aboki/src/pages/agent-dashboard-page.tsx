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
  useT,
  translatedHeading,
  type PageHeadingTexts,
} from 'shared';
import type { AbokiListItem } from 'shared/schemas';
import { listMyAbokis, pauseAboki, resumeAboki, type AbokiPage } from '../api/abokis.js';
import { fetchAgentDashboard } from '../api/agent-dashboard.js';
import { AgentJobs } from '../components/agent-jobs.js';
import { ReviewNote, StatusBadge } from '../components/aboki-status.js';
import { firstMissingStep, missingText, stepPath } from '../components/onboarding-steps.js';
import { abokiBook, type AbokiText } from '../i18n/index.js';
import styles from '../components/components.module.css';

/** The page's heading, in English (the page shows it in its language). */
const HEADING = {
  title: 'Agent dashboard',
  description: 'Answer new requests, run today’s jobs, and manage your Abokis.',
} as const satisfies PageHeadingTexts<AbokiText>;

/**
 * `/profile/agent-dashboard`: the jobs first (new requests, today, upcoming, earnings; live), then
 * the agent's Abokis, newest first, with where their review stands, pause and resume. One request
 * paints it all (GET /api/v1/agent/dashboard); later changes load that again, and "Load more" the
 * next Abokis.
 */
export function AgentDashboardPage() {
  const t = useT(abokiBook);
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
      <PageHeading {...translatedHeading(t, HEADING)} />
      <div className={styles.inlineActions}>
        <Link to="/aboki" className={buttonClass('primary')}>
          {t('Onboard a new Aboki')}
        </Link>
        <Link to="/profile/agent-dashboard/money" className={buttonClass('secondary')}>
          {t('Money and payouts')}
        </Link>
      </div>
      <AgentJobs board={board} />
      <h2 className={styles.sectionTitle}>{t('Your Abokis')}</h2>
      {list === null && board.status === 'error' ? (
        <LoadFailed
          title={t('Your Abokis did not load')}
          message={board.error.message}
          onRetry={board.retry}
        />
      ) : list === null ? (
        <Spinner label={t('Loading your Abokis…')} />
      ) : list.abokis.length === 0 ? (
        <EmptyState
          title={t('No Abokis yet')}
          description={t('Onboard the first helper you manage: it takes five short steps, saved as you go.')}
          action={
            <Link to="/aboki" className={buttonClass('primary')}>
              {t('Onboard your first Aboki')}
            </Link>
          }
        />
      ) : (
        <>
          <ul className={styles.abokiList} aria-label={t('Your Abokis')}>
            {list.abokis.map((aboki) => (
              <AbokiRow key={aboki.id} aboki={aboki} onStatus={replace} />
            ))}
          </ul>
          <LoadMoreButton more={more} shown={list}>
            {t('Load more')}
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
  const t = useT(abokiBook);
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
          {aboki.displayName} <StatusBadge status={aboki.status} />
        </p>
        <p className={styles.note}>
          {aboki.services.length
            ? aboki.services.map((service) => service.name).join(', ')
            : t('No services yet')}
        </p>
        {(aboki.status === 'DRAFT' || aboki.status === 'REJECTED') && aboki.missing.length ? (
          <p className={styles.note}>{t('Still needs {items}.', { items: missingText(t, aboki.missing) })}</p>
        ) : null}
        <ReviewNote status={aboki.status} note={aboki.reviewNote} />
      </div>
      <div className={styles.abokiActions}>
        {aboki.status === 'DRAFT' ? (
          <Link
            to={stepPath(firstMissingStep(aboki.missing), aboki.id)}
            className={buttonClass('primary')}
            aria-label={t('Finish onboarding {name}', { name: aboki.displayName })}
          >
            {t('Finish onboarding')}
          </Link>
        ) : (
          <>
            <Link
              to={stepPath(5, aboki.id)}
              className={buttonClass(aboki.status === 'REJECTED' ? 'primary' : 'secondary')}
              aria-label={t('View {name}', { name: aboki.displayName })}
            >
              {t('View')}
            </Link>
            <Link
              to={stepPath(1, aboki.id)}
              className={buttonClass('secondary')}
              aria-label={t('Edit {name}', { name: aboki.displayName })}
            >
              {t('Edit')}
            </Link>
            {/* Only an Aboki taking bookings pauses, and only a paused one resumes. */}
            {aboki.status === 'ACTIVE' || aboki.status === 'PAUSED' ? (
              <Button
                variant="secondary"
                busy={busy}
                aria-label={t(aboki.status === 'ACTIVE' ? 'Pause {name}' : 'Resume {name}', {
                  name: aboki.displayName,
                })}
                onClick={() => void change(aboki.status === 'ACTIVE' ? 'pause' : 'resume')}
              >
                {aboki.status === 'ACTIVE' ? t('Pause') : t('Resume')}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </li>
  );
}
