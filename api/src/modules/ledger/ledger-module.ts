import { DISPUTE_WINDOW_HOURS } from 'shared/job-rules';
import { HOUR_MS } from 'shared/lagos-time';
import type { JobStatus, PaymentMethod } from 'shared/schemas';
import type { Db, Executor } from '../../db/client.js';
import { agentAccount, ACCOUNTS } from './accounts.js';
import {
  agentBalances,
  entryLines,
  hasEntry,
  heldForJob,
  postEntry,
  releasableJobs,
} from './ledger-repository.js';
import {
  cashCommissionPosting,
  chargePosting,
  disputeRefundPosting,
  jobCompletedPosting,
  jobFeePosting,
  jobReleasedPosting,
  refundQueuedPosting,
  refundSettledPosting,
} from './postings.js';

// Issue 26: the double-entry ledger of every naira (docs/decisions/0052-ledger-and-payouts.md).
// The features that move money post here, in the transaction that moves it: payments (charges and
// refunds), jobs (a job's end), payouts (transfers). Money that moved before the ledger existed is
// not in it: each posting below that follows another (a refund follows its charge) posts only when
// that one is there, so an old job's refund never pushes an account to the wrong side.

export { ACCOUNTS, agentAccount } from './accounts.js';
export { accountBalance, agentBalances, postEntry, type AgentBalances } from './ledger-repository.js';
export * from './postings.js';

/** How many released jobs one sweep moves per transaction; the next sweep takes the rest. */
const RELEASE_BATCH = 100;

/** A card or transfer charge proved by Paystack. */
export function postCharge(
  tx: Executor,
  charge: { paymentReference: string; jobId: string; amountKobo: number },
  now: Date,
): Promise<boolean> {
  return postEntry(tx, chargePosting(charge), now);
}

/** A refund queued for a charge the ledger holds. */
export async function postRefundQueued(
  tx: Executor,
  refund: { paymentReference: string; jobId: string; amountKobo: number },
  now: Date,
): Promise<boolean> {
  if (!(await hasEntry(tx, chargePosting({ ...refund }).key))) return false;
  return postEntry(tx, refundQueuedPosting(refund), now);
}

/** A refund Paystack settled (or refused), for a refund the ledger queued. */
export async function postRefundSettled(
  tx: Executor,
  refund: { paymentReference: string; jobId: string; amountKobo: number; outcome: 'PROCESSED' | 'FAILED' },
  now: Date,
): Promise<boolean> {
  if (!(await hasEntry(tx, refundQueuedPosting(refund).key))) return false;
  return postEntry(tx, refundSettledPosting(refund), now);
}

export interface EndedJob {
  id: string;
  reference: string;
  agentId: string;
  paymentMethod: PaymentMethod;
  priceKobo: number;
}

const STILL_OPEN: ReadonlySet<JobStatus> = new Set([
  'REQUESTED',
  'ACCEPTED',
  'IN_PROGRESS',
  'AWAITING_PAYMENT',
]);

/**
 * A job reached `status` (the transition module calls this after the change's effects, its refund
 * among them). Completed: a prepaid job's held money becomes the agent's pending earnings, a cash
 * job's commission is owed by the agent. Ended otherwise: whatever is still held after the refund
 * is the User's fee, the agent's less commission. The job is read only when money is involved.
 */
export async function postJobEnd(
  tx: Executor,
  ended: { jobId: string; status: JobStatus; job: () => Promise<EndedJob> },
  now: Date,
): Promise<boolean> {
  if (STILL_OPEN.has(ended.status)) return false;
  const completed = ended.status === 'COMPLETED';
  const held = await heldForJob(tx, ended.jobId);
  if (held <= 0 && !completed) return false;
  const job = await ended.job();
  const agentJob = { jobId: job.id, jobReference: job.reference, agentId: job.agentId };
  if (completed && job.paymentMethod === 'CASH')
    return postEntry(tx, cashCommissionPosting({ ...agentJob, priceKobo: job.priceKobo }), now);
  if (held <= 0) return false;
  const posting = completed
    ? jobCompletedPosting({ ...agentJob, heldKobo: held })
    : jobFeePosting({ ...agentJob, heldKobo: held });
  return postEntry(tx, posting, now);
}

/** Releases one completed job's earnings: exactly what its completion put in pending. */
export async function releaseJob(
  tx: Executor,
  job: { jobId: string; jobReference: string; agentId: string },
  now: Date,
): Promise<boolean> {
  const completion = await entryLines(tx, `job:${job.jobReference}:completed`);
  if (completion.size === 0) return false;
  const posting = jobReleasedPosting({
    ...job,
    agentKobo: -(completion.get(agentAccount('pending', job.agentId)) ?? 0),
    commissionKobo: -(completion.get(ACCOUNTS.commissionPending) ?? 0),
  });
  return postEntry(tx, posting, now);
}

/**
 * A dispute decided on a completed prepaid job (its earnings held since the report): the refund, if
 * any, comes back out of the pending earnings and commission in the shares the completion split them
 * (the commission's share rounded, the agent's the rest), and what remains is released at once. A job
 * completed before the ledger existed has no completion entry, and nothing is posted.
 */
export async function postDisputeDecision(
  tx: Executor,
  decided: {
    job: { jobId: string; jobReference: string; agentId: string };
    refund: { paymentReference: string; amountKobo: number } | null;
  },
  now: Date,
): Promise<void> {
  const { job, refund } = decided;
  const completion = await entryLines(tx, `job:${job.jobReference}:completed`);
  if (completion.size === 0) return;
  const agentKobo = -(completion.get(agentAccount('pending', job.agentId)) ?? 0);
  const commissionKobo = -(completion.get(ACCOUNTS.commissionPending) ?? 0);
  const held = agentKobo + commissionKobo;
  const refunded = Math.min(refund?.amountKobo ?? 0, held);
  const commissionBack = held === 0 ? 0 : Math.round((refunded * commissionKobo) / held);
  const agentBack = refunded - commissionBack;
  if (refund && refunded > 0) {
    await postEntry(
      tx,
      disputeRefundPosting({
        paymentReference: refund.paymentReference,
        jobId: job.jobId,
        agentId: job.agentId,
        agentKobo: agentBack,
        commissionKobo: commissionBack,
      }),
      now,
    );
  }
  await postEntry(
    tx,
    jobReleasedPosting({
      ...job,
      agentKobo: agentKobo - agentBack,
      commissionKobo: commissionKobo - commissionBack,
    }),
    now,
  );
}

/**
 * Completed prepaid jobs past the dispute window with no dispute: their pending earnings may be
 * paid and their commission is earned. Safe in every process at once (each release posts once).
 */
export async function releaseDueEarnings(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DISPUTE_WINDOW_HOURS * HOUR_MS);
  let released = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      let posted = 0;
      const due = await releasableJobs(tx, before, RELEASE_BATCH);
      for (const job of due) if (await releaseJob(tx, job, now)) posted += 1;
      return { posted, full: due.length === RELEASE_BATCH };
    });
    released += batch.posted;
    if (!batch.full || batch.posted === 0) return released;
  }
}

/** What an agent may be paid now: released earnings less what they owe on cash jobs. */
export async function availableToPay(tx: Executor, agentId: string): Promise<number> {
  const { payableKobo, owedKobo } = await agentBalances(tx, agentId);
  return payableKobo - owedKobo;
}
