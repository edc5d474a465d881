import { sql, type SQL } from 'drizzle-orm';
import {
  canAct,
  cancellationFee,
  transitionFor,
  type CancellationQuote,
  type JobTransition,
  type TransitionAction,
} from 'shared/job-rules';
import { JOB_MESSAGES, type JobActor, type JobStatus } from 'shared/schemas';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { JobEventBus, JobEventMessage } from '../../lib/job-event-bus.js';
import { enqueueEmail } from '../email/email-module.js';
import { cashAtCompletion, type CashAtCompletion } from './cash-check.js';
import { recordEvent } from '../events/events-module.js';
import { receiptText } from './receipt.js';
import { findContact, findJobByReference, type JobRow } from './jobs-repository.js';
import type { JobRefunds, ReleaseHold } from './payment-ports.js';
import { postJobEnd } from '../ledger/ledger-module.js';
import type { EmailsWanted, JobSms } from './job-sms.js';
import { lifecycleEmails } from './lifecycle-emails.js';
import { addStrike, flagLateCanceller } from './lifecycle-repository.js';
import { expireDue, swapStatus, type Expiry } from './transition-repository.js';

// The one code that changes a job's status (issue 21). It reads the table in shared/job-rules:
// `decide` answers whether an action may happen now, `apply` makes the change in the caller's
// transaction (compare-and-swap, the columns the new status stamps, the job_events row, then the
// row's effects), `sweep` runs the sweeper's expiries, and `committed` hands the changes on once
// their transaction has committed. Nothing else writes jobs.status.

/** How many jobs one sweep expires per transaction; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

export interface JobTransitionsOptions {
  bus: JobEventBus;
  publicUrl: string;
  notifyOutbox: () => void;
  /** REFUND: the money a card or transfer job's end owes back (the payments feature). */
  refunds: JobRefunds;
  /** RELEASE_HOLD: the job's other open checkouts are given up (the payments feature). */
  releaseHold: ReleaseHold;
  /** REQUEST_EMAILS: "request sent" to the User and "new request" to the agent. */
  requestEmails: (tx: Db, row: JobRow) => Promise<void>;
  /** Issue 27: a change's text message, queued before its e-mails, which it may make unneeded. */
  messages: Pick<JobSms, 'statusChanged'>;
}

export interface TransitionRequest {
  job: JobRow;
  action: TransitionAction;
  actor: JobActor;
  now: Date;
  reason?: string | undefined;
  /** complete: what the Aboki was handed (default for cash: what is owed). */
  cashReceivedKobo?: number | undefined;
  /** complete: the agent's reason when a cash job's cash received is not what is owed. */
  cashDifferenceReason?: string | undefined;
  /**
   * Swap only from the status `job` was read in, not from any of the row's: what the change stores
   * (a User's cancellation fee) was computed from it. The caller reads again and retries.
   */
  fromReadStatus?: boolean;
}

/** A change made in a transaction, to be handed on once it commits. */
export interface AppliedTransition {
  message: JobEventMessage;
  refundQueued: boolean;
}

/** What a change stores with its status: the columns, and the facts its e-mail tells. */
interface Stamped {
  set: SQL[];
  reason: string | null;
  fee: CancellationQuote | undefined;
  cash: number | null;
  /** A completed cash job: what was owed, and the agent's reason for a different figure. */
  cashCheck?: CashAtCompletion | undefined;
}

/** 409: the table has no such move from the job's status (or another request moved it first). */
export const invalidTransition = () => new AppError('INVALID_TRANSITION', JOB_MESSAGES.invalidTransition);

/** The row's fee rule applied to the job as read: what a User's cancellation or absence costs. */
function feeOf(rule: JobTransition, job: JobRow, now: Date): CancellationQuote | undefined {
  switch (rule.fee) {
    case 'CANCELLATION':
      return cancellationFee(job, now, rule.actor === 'USER' ? 'USER' : 'AGENT');
    case 'AS_IF_CANCELLED_AT_START':
      return cancellationFee({ ...job, status: 'ACCEPTED' }, job.startsAt, 'USER');
    default:
      return undefined;
  }
}

/** The columns the new status stamps, beside the status itself. */
function stamp(rule: JobTransition, request: TransitionRequest): Stamped {
  const { job, now } = request;
  const at = sql`${now.toISOString()}::timestamptz`;
  const none = { reason: null, fee: undefined, cash: null };
  switch (rule.to) {
    case 'REQUESTED':
      // The hold is over (paid, or cash instead): a request from now on.
      return {
        ...none,
        set: [
          sql`requested_at = ${at}`,
          sql`pay_by = NULL`,
          ...(rule.action === 'pay-cash' ? [sql`payment_method = 'CASH'`] : []),
        ],
      };
    case 'ACCEPTED':
      return { ...none, set: [sql`accepted_at = ${at}`] };
    case 'IN_PROGRESS':
      return {
        ...none,
        set: [sql`started_at = ${at}`, sql`start_code_attempts = 0`, sql`start_locked_until = NULL`],
      };
    case 'COMPLETED': {
      // Cash jobs record what the Aboki was handed (what is owed unless told otherwise, and another
      // figure only with the agent's reason: cash-check.ts); a card or transfer job was paid
      // through Paystack, so there is nothing to collect.
      const check = cashAtCompletion(job, request.cashReceivedKobo, request.cashDifferenceReason);
      const cash = check ? check.recordedKobo : (request.cashReceivedKobo ?? null);
      return {
        ...none,
        cash,
        cashCheck: check ?? undefined,
        set: [
          sql`completed_at = ${at}`,
          sql`cash_received_kobo = ${cash}`,
          ...(check
            ? [sql`cash_owed_kobo = ${check.owedKobo}`, sql`cash_difference_reason = ${check.reason}`]
            : []),
        ],
      };
    }
    default: {
      // The job is over: when and why, and the fee and refund its fee rule stores.
      const reason = request.reason ?? null;
      const fee = feeOf(rule, job, now);
      return {
        reason,
        fee,
        cash: null,
        set: [
          sql`cancelled_at = ${at}`,
          sql`reason = ${reason}`,
          ...(fee ? [sql`fee_kobo = ${fee.feeKobo}`, sql`refund_kobo = ${fee.refundKobo}`] : []),
        ],
      };
    }
  }
}

export function createJobTransitions(options: JobTransitionsOptions) {
  const { bus, publicUrl, notifyOutbox, refunds, releaseHold, requestEmails, messages: sms } = options;

  /** EMAIL_OTHER_SIDE: the status e-mail, the completion one with the receipt's lines. */
  async function emailOtherSide(
    tx: Db,
    job: JobRow,
    to: JobStatus,
    stamped: Stamped,
    now: Date,
    actor: JobActor,
    wanted: EmailsWanted,
  ) {
    const user = await findContact(tx, job.userId);
    const agent = await findContact(tx, job.agentId);
    const messages = lifecycleEmails(
      to,
      {
        reference: job.reference,
        serviceSlug: job.serviceSlug,
        serviceName: job.serviceName,
        abokiName: job.abokiName,
        startsAt: job.startsAt,
        endsAt: job.endsAt,
        priceKobo: job.priceKobo,
        reason: stamped.reason,
        feeKobo: stamped.fee?.feeKobo ?? null,
        cashReceivedKobo: stamped.cash,
        cashOwedKobo: stamped.cashCheck?.owedKobo ?? null,
        cashDifferenceReason: stamped.cashCheck?.reason ?? null,
        paidKobo: job.paidKobo,
      },
      { user: user!, agent },
      publicUrl,
      actor,
    );
    // A side the change's SMS reached goes without this e-mail when their choice says so (job-sms.ts),
    // except the completion's: it carries the receipt (and a cash job's figures to confirm), a record
    // the User keeps, not only news.
    const skipped = new Set(
      to === 'COMPLETED'
        ? []
        : [...(wanted.user ? [] : [user?.email]), ...(wanted.agent ? [] : [agent?.email])],
    );
    for (const message of messages.filter((candidate) => !skipped.has(candidate.to))) {
      const text =
        to === 'COMPLETED'
          ? `${message.text}\n\n${receiptText(
              {
                ...job,
                status: 'COMPLETED',
                cashReceivedKobo: stamped.cash,
                cashOwedKobo: stamped.cashCheck?.owedKobo ?? null,
                cashDifferenceReason: stamped.cashCheck?.reason ?? null,
                completedAt: now,
              },
              // Only the User hears of a completion: the receipt is in their language.
              user?.language,
            )}`
          : message.text;
      await enqueueEmail(tx, { ...message, text });
    }
  }

  /**
   * The row's effects, in the change's transaction, in the table's order; true when a refund was
   * queued. The job's row is read only by the effects that need more than its id (the sweeper's
   * hold release and refunds never read it).
   */
  async function runEffects(
    tx: Db,
    rule: JobTransition,
    target: { jobId: string; job: () => Promise<JobRow> },
    stamped: Stamped,
    now: Date,
  ): Promise<boolean> {
    const { jobId } = target;
    let refundQueued = false;
    // The change's SMS first: its answer says whose e-mail still goes (job-sms.ts).
    const wanted = await sms.statusChanged(
      tx,
      rule,
      target.job,
      { cashReceivedKobo: stamped.cash, refundKobo: stamped.fee?.refundKobo },
      now,
    );
    for (const effect of rule.effects) {
      switch (effect) {
        case 'EMAIL_OTHER_SIDE':
          await emailOtherSide(tx, await target.job(), rule.to, stamped, now, rule.actor, wanted);
          break;
        case 'REQUEST_EMAILS':
          // The e-mails read the job as it is now (a request, with its payment).
          await requestEmails(tx, (await findJobByReference(tx, (await target.job()).reference))!);
          break;
        case 'STRIKE':
          await addStrike(tx, {
            abokiId: (await target.job()).abokiId,
            jobId,
            kind: rule.to === 'CANCELLED_BY_AGENT' ? 'AGENT_CANCELLED' : 'ABOKI_NO_SHOW',
            now,
          });
          break;
        case 'FLAG_LATE_CANCELLER':
          if ((stamped.fee?.feeKobo ?? 0) > 0) await flagLateCanceller(tx, (await target.job()).userId, now);
          break;
        case 'REFUND':
          refundQueued = await refunds.onExit(tx, {
            jobId,
            status: rule.to,
            refundKobo: stamped.fee?.refundKobo ?? null,
            now,
          });
          break;
        case 'RELEASE_HOLD':
          await releaseHold(tx, jobId, now);
          break;
      }
    }
    return refundQueued;
  }

  /** After the transaction committed: the changes go live, the outbox and the refund sender wake. */
  function committed(applied: readonly AppliedTransition[]): void {
    if (applied.length === 0) return;
    for (const { message } of applied) bus.publishLocal(message);
    notifyOutbox();
    if (applied.some((change) => change.refundQueued)) refunds.kick();
  }

  return {
    /**
     * The rule that lets `actor` do `action` to `job` now, or the API's refusal: 409 when the table
     * has no such move (or the request has expired), 422 when its time has not come.
     */
    decide(job: JobRow, action: TransitionAction, actor: JobActor, now: Date): JobTransition {
      const decision = canAct(job, action, actor, now);
      if (decision.allowed) return decision.transition;
      if (decision.reason === 'TOO_EARLY') {
        const message = action === 'start' ? JOB_MESSAGES.tooEarlyToStart : JOB_MESSAGES.tooEarlyForNoShow;
        throw new AppError('TOO_EARLY', message);
      }
      throw invalidTransition();
    },

    /**
     * Makes the change in the caller's transaction: the compare-and-swap from the row's statuses
     * (or the one `job` was read in), the new status's columns, the job_events row, the effects.
     * Undefined: another request moved the job first, and nothing was written.
     */
    async apply(tx: Db, request: TransitionRequest): Promise<AppliedTransition | undefined> {
      const { job, action, actor, now } = request;
      const rule = transitionFor(action, actor);
      if (!rule) throw invalidTransition();
      const stamped = stamp(rule, request);
      const from = request.fromReadStatus ? [job.status] : rule.from;
      if (!(await swapStatus(tx, { jobId: job.id, from, to: rule.to, now, set: stamped.set })))
        return undefined;
      const message = await recordEvent(tx, {
        jobId: job.id,
        status: rule.to,
        actor,
        reason: stamped.reason,
        now,
        notify: bus.crossProcess,
      });
      const target = { jobId: job.id, job: () => Promise.resolve(job) };
      const refundQueued = await runEffects(tx, rule, target, stamped, now);
      // After the effects (its refund among them): what is still held moves on in the ledger.
      await postJobEnd(tx, { jobId: job.id, status: rule.to, job: target.job }, now);
      return { message, refundQueued };
    },

    committed,

    /**
     * The sweeper's expiry of one kind (requests past their time, or unpaid holds past theirs), in
     * batches, each job with its event and effects in the batch's transaction. Safe in every process
     * at once: the batch UPDATE takes only rows still in the rule's status (SKIP LOCKED), so each job
     * expires exactly once. Returns how many it expired.
     */
    async sweep(db: Db, action: Expiry, now: Date): Promise<number> {
      const rule = transitionFor(action, 'SYSTEM')!;
      const stamped: Stamped = { set: [], reason: null, fee: undefined, cash: null };
      let total = 0;
      for (;;) {
        const applied = await db.transaction(async (tx) => {
          const changes: AppliedTransition[] = [];
          for (const { id } of await expireDue(tx, action, now, SWEEP_BATCH, rule.to)) {
            const message = await recordEvent(tx, {
              jobId: id,
              status: rule.to,
              actor: 'SYSTEM',
              reason: null,
              now,
              notify: bus.crossProcess,
            });
            let row: Promise<JobRow> | undefined;
            const target = {
              jobId: id,
              job: () => (row ??= findJobByReference(tx, message.event.reference).then((found) => found!)),
            };
            const refundQueued = await runEffects(tx, rule, target, stamped, now);
            await postJobEnd(tx, { jobId: id, status: rule.to, job: target.job }, now);
            changes.push({ message, refundQueued });
          }
          return changes;
        });
        committed(applied);
        total += applied.length;
        if (applied.length < SWEEP_BATCH) return total;
      }
    },
  };
}

export type JobTransitions = ReturnType<typeof createJobTransitions>;
