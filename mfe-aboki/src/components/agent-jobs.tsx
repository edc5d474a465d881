import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import {
  Button,
  Loaded,
  Spinner,
  TextArea,
  formatNaira,
  languageAtom,
  useT,
  useWhenOnline,
  type Load,
} from 'shared';
import { canAct, START_OPENS_BEFORE_MINUTES } from 'shared/job-rules';
import { formatLagosClock, formatLagosSpan, MINUTE_MS } from 'shared/lagos-time';
import type { AgentBoardJob, AgentDashboard, JobListItem } from 'shared/schemas';
import { acceptJob, completeJob, declineJob, reportNoShow, startJob } from '../api/jobs.js';
import { useLiveJobEvents } from 'shared/live-events';
import { abokiBook, abokiT, type AbokiT } from '../i18n/index.js';
import { CompleteCashForm } from './complete-cash-form.js';
import { ownAction } from './live-toasts.js';
import { MoveRequests } from './move-requests.js';
import styles from './components.module.css';

// Only an agent at the door needs the pad: its code arrives when "Start" is pressed.
const StartCodePad = lazy(() => import('./start-code-pad.js'));

/** How the job is paid, for the agent: what is theirs to collect at the door, or that it is paid. */
export function paymentLine(job: JobListItem, t: AbokiT = abokiT()): string {
  if (job.paymentMethod === 'CASH') {
    return job.paymentStatus === 'PAID'
      ? t('Paid in cash')
      : t('Cash to collect: {amount}', { amount: formatNaira(job.priceKobo) });
  }
  const method = job.paymentMethod === 'CARD' ? t('card') : t('bank transfer');
  switch (job.paymentStatus) {
    case 'PAID':
      return t('Paid by {method}: nothing to collect', { method });
    case 'PENDING':
    case 'UNPAID':
      return t('Waiting for the User to pay by {method}', { method });
    case 'REFUND_PENDING':
      return t('Paid by {method}; refund to the User on its way', { method });
    case 'REFUNDED':
      return t('Paid by {method}; refunded to the User', { method });
    case 'PARTLY_REFUNDED':
      return t('Paid by {method}; partly refunded to the User', { method });
  }
}

const failedRefundsOf = (detail: AgentBoardJob | undefined) =>
  detail?.refunds.filter((refund) => refund.status === 'FAILED') ?? [];

/** "2 h 5 min", "45 min", "less than a minute". */
export function formatCountdown(ms: number, t: AbokiT = abokiT()): string {
  if (ms < 60_000) return t('less than a minute');
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours
    ? t('{hours} h {minutes} min', { hours, minutes: minutes % 60 })
    : t('{minutes} min', { minutes });
}

/**
 * The agent's jobs on the dashboard: new requests first, today, upcoming, earnings. Live. Drawn from
 * the page's one GET /api/v1/agent/dashboard: every change (an action here, one on the live stream)
 * loads that again, in one request.
 */
export function AgentJobs({ board }: { board: Load<AgentDashboard> }) {
  const t = useT(abokiBook);
  const [now, setNow] = useState(() => new Date());
  const { refresh } = board;

  // The countdowns and the time-gated buttons (start, no-show) follow the clock.
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);

  useLiveJobEvents(refresh);
  // Back online: catch up at once (a request made meanwhile appears without "Try again").
  useWhenOnline(refresh);

  return (
    <Loaded load={board} loadingLabel={t('Loading the jobs…')} errorTitle={t('The jobs did not load')}>
      {(data) => (
        <>
          {board.status === 'ready' && board.refreshFailed ? (
            <p className={styles.banner} role="status">
              {/* Over the jobs when reloading them failed: they stay, and say so. */}
              {t(
                'Not up to date: we could not reach Aboki. These are the jobs as last loaded; they update as soon as the connection is back.',
              )}
            </p>
          ) : null}
          <Board board={data} now={now} onDone={refresh} />
        </>
      )}
    </Loaded>
  );
}

function Board({ board, now, onDone }: { board: AgentDashboard; now: Date; onDone: () => void }) {
  const t = useT(abokiBook);
  return (
    <>
      <section aria-labelledby="requests-title">
        <h2 id="requests-title" className={styles.sectionTitle}>
          {t('New requests')}
        </h2>
        {board.requests.length ? (
          <ul className={styles.jobList}>
            {board.requests.map((job) => (
              <RequestRow key={job.reference} job={job} now={now} onDone={onDone} />
            ))}
          </ul>
        ) : (
          <p className={styles.note}>{t('No new requests. New ones appear here as they arrive.')}</p>
        )}
      </section>
      <MoveRequests moves={board.moves} summary={JobSummary} onDone={onDone} />
      <section aria-labelledby="today-title">
        <h2 id="today-title" className={styles.sectionTitle}>
          {t('Today')}
        </h2>
        {board.today.length ? (
          <ul className={styles.jobList}>
            {board.today.map((job) => (
              <TodayRow key={job.reference} job={job} now={now} onDone={onDone} />
            ))}
          </ul>
        ) : (
          <p className={styles.note}>{t('No jobs today.')}</p>
        )}
      </section>
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className={styles.sectionTitle}>
          {t('Upcoming')}
        </h2>
        {board.upcoming.length ? (
          <ul className={styles.jobList}>
            {board.upcoming.map((job) => (
              <li
                key={job.reference}
                className={styles.jobRow}
                aria-label={`${job.service.name}, ${job.reference}`}
              >
                <JobSummary job={job} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.note}>{t('No accepted jobs after today.')}</p>
        )}
      </section>
      {board.failedRefunds.length ? (
        <section aria-labelledby="refunds-title">
          <h2 id="refunds-title" className={styles.sectionTitle}>
            {t('Refunds that failed')}
          </h2>
          <ul className={styles.jobList}>
            {board.failedRefunds.map((job) => (
              <li
                key={job.reference}
                className={styles.jobRow}
                aria-label={t('Refund {service}, {reference}', {
                  service: job.service.name,
                  reference: job.reference,
                })}
              >
                <JobSummary job={job} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="earnings-title">
        <h2 id="earnings-title" className={styles.sectionTitle}>
          {t('Earnings')}
        </h2>
        <dl className={styles.earnings}>
          <div>
            <dt>{t('This week')}</dt>
            <dd>{formatNaira(board.earnings.weekKobo)}</dd>
          </div>
          <div>
            <dt>{t('This month')}</dt>
            <dd>{formatNaira(board.earnings.monthKobo)}</dd>
          </div>
        </dl>
        <p className={styles.note}>{t('Completed jobs at their booked price, Lagos time.')}</p>
      </section>
    </>
  );
}

/** A job's lines; for a request, today's job or a failed refund also who booked, where, and the money going back. */
function JobSummary({ job }: { job: JobListItem | AgentBoardJob }) {
  const t = useT(abokiBook);
  const language = useAtomValue(languageAtom);
  const detail = 'customer' in job ? job : undefined;
  return (
    <>
      <p className={styles.abokiName}>
        {job.service.name} · {job.aboki.displayName}
      </p>
      <p className={styles.note}>
        {formatLagosSpan(new Date(job.startsAt), new Date(job.endsAt), language)} · {job.lga}, {job.state} ·{' '}
        {formatNaira(job.priceKobo)} ·{' '}
        <Link to={`/manage-services-request/job/${encodeURIComponent(job.reference)}`}>{job.reference}</Link>
      </p>
      {detail ? (
        <p className={styles.note}>
          {t('For {name}', { name: detail.customer.name })}
          {detail.customer.phoneNumber ? `, ${detail.customer.phoneNumber}` : ''} · {detail.address}
          {detail.landmark ? ` (${detail.landmark})` : ''}
        </p>
      ) : null}
      {detail?.notes ? (
        <p className={styles.note}>
          {t('Notes from {name}: {notes}', { name: detail.customer.name, notes: detail.notes })}
        </p>
      ) : null}
      <p className={styles.payment}>{paymentLine(job, t)}</p>
      {failedRefundsOf(detail).map((refund) => (
        <p key={refund.createdAt} className={styles.error}>
          {t('Refund failed — contact support ({amount} to {name})', {
            amount: formatNaira(refund.amountKobo),
            name: detail?.customer.name ?? '',
          })}
        </p>
      ))}
    </>
  );
}

function RequestRow({ job, now, onDone }: { job: AgentBoardJob; now: Date; onDone: () => void }) {
  const t = useT(abokiBook);
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const expiresAt = job.expiresAt ? Date.parse(job.expiresAt) : null;

  const act = async (action: 'accept' | 'decline') => {
    setBusy(true);
    ownAction(job.reference, action === 'accept' ? 'ACCEPTED' : 'DECLINED');
    const result = await (action === 'accept'
      ? acceptJob(job.reference)
      : declineJob(job.reference, reason.trim() || undefined));
    setBusy(false);
    // On a 409 (expired or cancelled meanwhile) the reload shows where the job really is.
    if (result.ok || result.error.status === 409) onDone();
  };

  return (
    <li
      className={styles.jobRow}
      aria-label={t('Request {service}, {reference}', {
        service: job.service.name,
        reference: job.reference,
      })}
    >
      <JobSummary job={job} />
      {expiresAt !== null ? (
        <p className={styles.note}>
          {expiresAt > now.getTime()
            ? t('Answer within {time}, or the request expires.', {
                time: formatCountdown(expiresAt - now.getTime(), t),
              })
            : t('This request is expiring.')}
        </p>
      ) : null}
      {declining ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void act('decline');
          }}
        >
          <TextArea
            label={t('Why not? (the User reads this)')}
            optional
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className={styles.inlineActions}>
            <Button type="submit" busy={busy}>
              {t('Decline the request')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setDeclining(false)}>
              {t('Keep it')}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.inlineActions}>
          <Button busy={busy} onClick={() => void act('accept')}>
            {t('Accept')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setDeclining(true)}>
            {t('Decline')}
          </Button>
        </div>
      )}
    </li>
  );
}

function TodayRow({ job, now, onDone }: { job: AgentBoardJob; now: Date; onDone: () => void }) {
  const t = useT(abokiBook);
  const [mode, setMode] = useState<'idle' | 'start' | 'complete'>('idle');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lockedUntil = job.startLockedUntil ? Date.parse(job.startLockedUntil) : 0;
  const locked = lockedUntil > now.getTime();
  // The table's own gates (shared/job-rules): the start window, and the no-show wait after it.
  const canStart = !locked && canAct(job, 'start', 'AGENT', now).allowed;
  const canNoShow = canAct(job, 'no-show', 'AGENT', now).allowed;

  const run = async (status: string, action: () => ReturnType<typeof startJob>) => {
    setBusy(true);
    setError(null);
    ownAction(job.reference, status);
    const result = await action();
    setBusy(false);
    // 409: the job moved on meanwhile; 423: too many wrong codes. Either way the reload shows why.
    if (result.ok || result.error.status === 409 || result.error.status === 423) {
      setMode('idle');
      onDone();
    } else {
      setError(result.error.fields.code ?? result.error.message);
    }
    return result;
  };

  return (
    <li
      className={styles.jobRow}
      aria-label={t('Today {service}, {reference}', { service: job.service.name, reference: job.reference })}
    >
      <JobSummary job={job} />
      <p className={styles.note}>{job.status === 'IN_PROGRESS' ? t('In progress') : t('Accepted')}</p>
      {mode === 'start' ? (
        <Suspense fallback={<Spinner label={t('Opening the code pad…')} />}>
          <StartCodePad
            label={t('Start {reference}', { reference: job.reference })}
            busy={busy}
            error={error}
            onSubmit={(code) => void run('IN_PROGRESS', () => startJob(job.reference, code))}
            onCancel={() => setMode('idle')}
          />
        </Suspense>
      ) : mode === 'complete' && job.paymentMethod !== 'CASH' ? (
        // Paid ahead through Paystack: there is no cash to record.
        <div className={styles.inlineActions}>
          <Button busy={busy} onClick={() => void run('COMPLETED', () => completeJob(job.reference))}>
            {t('Complete the job')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setMode('idle')}>
            {t('Not now')}
          </Button>
        </div>
      ) : mode === 'complete' ? (
        // Cash: what the customer owes, or another figure with the agent's reason (the cash check).
        <CompleteCashForm
          job={job}
          busy={busy}
          onComplete={(cashKobo, reason) =>
            run('COMPLETED', () => completeJob(job.reference, cashKobo, reason))
          }
          onCancel={() => setMode('idle')}
        />
      ) : (
        <div className={styles.inlineActions}>
          {job.status === 'ACCEPTED' ? (
            <Button disabled={!canStart} onClick={() => setMode('start')}>
              {t('Start')}
            </Button>
          ) : null}
          {job.status === 'IN_PROGRESS' ? (
            <Button onClick={() => setMode('complete')}>{t('Complete')}</Button>
          ) : null}
          {canNoShow ? (
            <Button
              variant="secondary"
              busy={busy}
              onClick={() => void run('NO_SHOW_USER', () => reportNoShow(job.reference))}
            >
              {t('The User was not there')}
            </Button>
          ) : null}
          {job.status === 'ACCEPTED' && locked ? (
            <p className={styles.note}>
              {t('Too many wrong codes: starting is locked until {time}.', {
                time: formatLagosClock(new Date(lockedUntil)),
              })}
            </p>
          ) : job.status === 'ACCEPTED' && !canStart ? (
            <p className={styles.note}>
              {t(
                'You can start from {time}, {minutes, plural, one {# minute} other {# minutes}} before the start.',
                {
                  time: formatLagosClock(
                    new Date(Date.parse(job.startsAt) - START_OPENS_BEFORE_MINUTES * MINUTE_MS),
                  ),
                  minutes: START_OPENS_BEFORE_MINUTES,
                },
              )}
            </p>
          ) : null}
        </div>
      )}
    </li>
  );
}
