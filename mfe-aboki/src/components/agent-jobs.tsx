import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Loaded, Spinner, TextArea, formatNaira, useWhenOnline, type Load } from 'shared';
import { canAct, START_OPENS_BEFORE_MINUTES } from 'shared/job-rules';
import { formatLagosClock, formatLagosSpan, MINUTE_MS } from 'shared/lagos-time';
import type { AgentBoardJob, AgentDashboard, JobListItem } from 'shared/schemas';
import { acceptJob, completeJob, declineJob, reportNoShow, startJob } from '../api/jobs.js';
import { useLiveJobEvents } from 'shared/live-events';
import { CompleteCashForm } from './complete-cash-form.js';
import { ownAction } from './live-toasts.js';
import { MoveRequests } from './move-requests.js';
import styles from './components.module.css';

// Only an agent at the door needs the pad: its code arrives when "Start" is pressed.
const StartCodePad = lazy(() => import('./start-code-pad.js'));

/** How the job is paid, for the agent: what is theirs to collect at the door, or that it is paid. */
export function paymentLine(job: JobListItem): string {
  if (job.paymentMethod === 'CASH') {
    return job.paymentStatus === 'PAID' ? 'Paid in cash' : `Cash to collect: ${formatNaira(job.priceKobo)}`;
  }
  const by = job.paymentMethod === 'CARD' ? 'card' : 'bank transfer';
  switch (job.paymentStatus) {
    case 'PAID':
      return `Paid by ${by}: nothing to collect`;
    case 'PENDING':
    case 'UNPAID':
      return `Waiting for the User to pay by ${by}`;
    case 'REFUND_PENDING':
      return `Paid by ${by}; refund to the User on its way`;
    case 'REFUNDED':
      return `Paid by ${by}; refunded to the User`;
    case 'PARTLY_REFUNDED':
      return `Paid by ${by}; partly refunded to the User`;
  }
}

const failedRefundsOf = (detail: AgentBoardJob | undefined) =>
  detail?.refunds.filter((refund) => refund.status === 'FAILED') ?? [];

/** "2 h 5 min", "45 min", "less than a minute". */
export function formatCountdown(ms: number): string {
  if (ms < 60_000) return 'less than a minute';
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/** Over the jobs when reloading them failed: they stay, and say so. */
const NOT_UP_TO_DATE =
  'Not up to date: we could not reach Aboki. These are the jobs as last loaded; they update as soon as the connection is back.';

/**
 * The agent's jobs on the dashboard: new requests first, today, upcoming, earnings. Live. Drawn from
 * the page's one GET /api/v1/agent/dashboard: every change (an action here, one on the live stream)
 * loads that again, in one request.
 */
export function AgentJobs({ board }: { board: Load<AgentDashboard> }) {
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
    <Loaded load={board} loadingLabel="Loading the jobs…" errorTitle="The jobs did not load">
      {(data) => (
        <>
          {board.status === 'ready' && board.refreshFailed ? (
            <p className={styles.banner} role="status">
              {NOT_UP_TO_DATE}
            </p>
          ) : null}
          <Board board={data} now={now} onDone={refresh} />
        </>
      )}
    </Loaded>
  );
}

function Board({ board, now, onDone }: { board: AgentDashboard; now: Date; onDone: () => void }) {
  return (
    <>
      <section aria-labelledby="requests-title">
        <h2 id="requests-title" className={styles.sectionTitle}>
          New requests
        </h2>
        {board.requests.length ? (
          <ul className={styles.jobList}>
            {board.requests.map((job) => (
              <RequestRow key={job.reference} job={job} now={now} onDone={onDone} />
            ))}
          </ul>
        ) : (
          <p className={styles.note}>No new requests. New ones appear here as they arrive.</p>
        )}
      </section>
      <MoveRequests moves={board.moves} summary={JobSummary} onDone={onDone} />
      <section aria-labelledby="today-title">
        <h2 id="today-title" className={styles.sectionTitle}>
          Today
        </h2>
        {board.today.length ? (
          <ul className={styles.jobList}>
            {board.today.map((job) => (
              <TodayRow key={job.reference} job={job} now={now} onDone={onDone} />
            ))}
          </ul>
        ) : (
          <p className={styles.note}>No jobs today.</p>
        )}
      </section>
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className={styles.sectionTitle}>
          Upcoming
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
          <p className={styles.note}>No accepted jobs after today.</p>
        )}
      </section>
      {board.failedRefunds.length ? (
        <section aria-labelledby="refunds-title">
          <h2 id="refunds-title" className={styles.sectionTitle}>
            Refunds that failed
          </h2>
          <ul className={styles.jobList}>
            {board.failedRefunds.map((job) => (
              <li
                key={job.reference}
                className={styles.jobRow}
                aria-label={`Refund ${job.service.name}, ${job.reference}`}
              >
                <JobSummary job={job} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="earnings-title">
        <h2 id="earnings-title" className={styles.sectionTitle}>
          Earnings
        </h2>
        <dl className={styles.earnings}>
          <div>
            <dt>This week</dt>
            <dd>{formatNaira(board.earnings.weekKobo)}</dd>
          </div>
          <div>
            <dt>This month</dt>
            <dd>{formatNaira(board.earnings.monthKobo)}</dd>
          </div>
        </dl>
        <p className={styles.note}>Completed jobs at their booked price, Lagos time.</p>
      </section>
    </>
  );
}

/** A job's lines; for a request, today's job or a failed refund also who booked, where, and the money going back. */
function JobSummary({ job }: { job: JobListItem | AgentBoardJob }) {
  const detail = 'customer' in job ? job : undefined;
  return (
    <>
      <p className={styles.abokiName}>
        {job.service.name} · {job.aboki.displayName}
      </p>
      <p className={styles.note}>
        {formatLagosSpan(new Date(job.startsAt), new Date(job.endsAt))} · {job.lga}, {job.state} ·{' '}
        {formatNaira(job.priceKobo)} ·{' '}
        <Link to={`/manage-services-request/job/${encodeURIComponent(job.reference)}`}>{job.reference}</Link>
      </p>
      {detail ? (
        <p className={styles.note}>
          For {detail.customer.name}
          {detail.customer.phoneNumber ? `, ${detail.customer.phoneNumber}` : ''} · {detail.address}
          {detail.landmark ? ` (${detail.landmark})` : ''}
        </p>
      ) : null}
      {detail?.notes ? (
        <p className={styles.note}>
          Notes from {detail.customer.name}: {detail.notes}
        </p>
      ) : null}
      <p className={styles.payment}>{paymentLine(job)}</p>
      {failedRefundsOf(detail).map((refund) => (
        <p key={refund.createdAt} className={styles.error}>
          Refund failed — contact support ({formatNaira(refund.amountKobo)} to {detail?.customer.name})
        </p>
      ))}
    </>
  );
}

function RequestRow({ job, now, onDone }: { job: AgentBoardJob; now: Date; onDone: () => void }) {
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
    <li className={styles.jobRow} aria-label={`Request ${job.service.name}, ${job.reference}`}>
      <JobSummary job={job} />
      {expiresAt !== null ? (
        <p className={styles.note}>
          {expiresAt > now.getTime()
            ? `Answer within ${formatCountdown(expiresAt - now.getTime())}, or the request expires.`
            : 'This request is expiring.'}
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
            label="Why not? (the User reads this)"
            optional
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className={styles.inlineActions}>
            <Button type="submit" busy={busy}>
              Decline the request
            </Button>
            <Button type="button" variant="ghost" onClick={() => setDeclining(false)}>
              Keep it
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.inlineActions}>
          <Button busy={busy} onClick={() => void act('accept')}>
            Accept
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setDeclining(true)}>
            Decline
          </Button>
        </div>
      )}
    </li>
  );
}

function TodayRow({ job, now, onDone }: { job: AgentBoardJob; now: Date; onDone: () => void }) {
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
    <li className={styles.jobRow} aria-label={`Today ${job.service.name}, ${job.reference}`}>
      <JobSummary job={job} />
      <p className={styles.note}>{job.status === 'IN_PROGRESS' ? 'In progress' : 'Accepted'}</p>
      {mode === 'start' ? (
        <Suspense fallback={<Spinner label="Opening the code pad…" />}>
          <StartCodePad
            label={`Start ${job.reference}`}
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
            Complete the job
          </Button>
          <Button type="button" variant="ghost" onClick={() => setMode('idle')}>
            Not now
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
              Start
            </Button>
          ) : null}
          {job.status === 'IN_PROGRESS' ? (
            <Button onClick={() => setMode('complete')}>Complete</Button>
          ) : null}
          {canNoShow ? (
            <Button
              variant="secondary"
              busy={busy}
              onClick={() => void run('NO_SHOW_USER', () => reportNoShow(job.reference))}
            >
              The User was not there
            </Button>
          ) : null}
          {job.status === 'ACCEPTED' && locked ? (
            <p className={styles.note}>
              Too many wrong codes: starting is locked until {formatLagosClock(new Date(lockedUntil))}.
            </p>
          ) : job.status === 'ACCEPTED' && !canStart ? (
            <p className={styles.note}>
              You can start from{' '}
              {formatLagosClock(new Date(Date.parse(job.startsAt) - START_OPENS_BEFORE_MINUTES * MINUTE_MS))},{' '}
              {START_OPENS_BEFORE_MINUTES} minutes before the start.
            </p>
          ) : null}
        </div>
      )}
    </li>
  );
}
