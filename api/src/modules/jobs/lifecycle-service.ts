import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  cancellationFee,
  expiresAt,
  NO_SHOW_AFTER_MINUTES,
  START_CODE_MAX_ATTEMPTS,
  START_OPENS_BEFORE_MINUTES,
  type CancellationQuote,
} from 'shared/job-rules';
import {
  BOOKING_MESSAGES,
  JOB_MESSAGES,
  type AccountUser,
  type JobAction,
  type JobActor,
  type JobAgentView,
  type JobEvent,
  type JobUserView,
} from 'shared/schemas';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { enqueueEmail } from '../email/outbox-repository.js';
import type { JobEventBus, JobEventMessage } from '../events/job-event-bus.js';
import { allowedTransition, transitionFor, type Transition } from './job-transitions.js';
import { createStartCodeKeys, REFERENCE_PATTERN } from './job-secrets.js';
import { findContact, findJobByReference, type JobRow } from './jobs-repository.js';
import type { JobsService } from './jobs-service.js';
import { lifecycleEmail } from './lifecycle-emails.js';
import { receiptText } from '../payments/receipt.js';
import type { RefundQueue } from '../payments/refund-queue.js';
import {
  addStrike,
  countStartAttempt,
  expireDueRequests,
  flagLateCanceller,
  listJobEvents,
  lockStarting,
  recordEvent,
  startLockedUntil,
  swapStatus,
} from './lifecycle-repository.js';

const MINUTE_MS = 60_000;
/** How many requests one sweep expires per transaction; the next sweep takes the rest. */
const SWEEP_BATCH = 100;
/** A cancel whose fee depends on the status it saw retries this often if the status moved. */
const CAS_ATTEMPTS = 3;

export interface ActionBody {
  reason?: string | undefined;
  code?: string;
  cashReceivedKobo?: number | undefined;
}

export interface LifecycleServiceOptions {
  db: Db;
  bus: JobEventBus;
  jobs: JobsService;
  appSecret: string;
  publicUrl: string;
  notifyOutbox: () => void;
  now: () => Date;
  /** Card and transfer money owed back when a job ends (issue 11), queued in the change's transaction. */
  refunds: RefundQueue;
}

const jobNotFound = () => new AppError('NOT_FOUND', BOOKING_MESSAGES.jobNotFound);
const invalidTransition = () => new AppError('INVALID_TRANSITION', JOB_MESSAGES.invalidTransition);

export function createLifecycleService(options: LifecycleServiceOptions) {
  const { db, bus, jobs, publicUrl, notifyOutbox, now, refunds } = options;
  const startCodes = createStartCodeKeys(options.appSecret);

  /** The job and the viewer's side of it; 404 to anyone who is neither its User nor its agent. */
  async function load(viewer: AccountUser, reference: string): Promise<{ row: JobRow; actor: JobActor }> {
    if (!REFERENCE_PATTERN.test(reference)) throw jobNotFound();
    const row = await findJobByReference(db, reference);
    if (row?.userId === viewer.id) return { row, actor: 'USER' };
    if (row?.agentId === viewer.id) return { row, actor: 'AGENT' };
    throw jobNotFound();
  }

  async function viewFor(actor: JobActor, reference: string): Promise<JobUserView | JobAgentView> {
    const row = (await findJobByReference(db, reference))!;
    return actor === 'USER' ? jobs.userView(db, row) : jobs.agentView(row);
  }

  /**
   * The start code, checked in constant time against the stored MAC after the attempt is counted
   * (so a burst of guesses cannot outrun the count). The 5th wrong code locks starting.
   */
  async function checkStartCode(row: JobRow, code: string, clock: Date): Promise<void> {
    const attempt = await countStartAttempt(db, row.id, clock);
    if (attempt === undefined) {
      const fresh = await findJobByReference(db, row.reference);
      if (fresh?.status !== 'ACCEPTED') throw invalidTransition();
      const until = (await startLockedUntil(db, row.id)) ?? clock;
      throw new AppError('START_CODE_LOCKED', JOB_MESSAGES.startCodeLocked, {
        retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - clock.getTime()) / 1000)),
      });
    }
    const expected = Buffer.from(row.startCodeHash);
    const given = Buffer.from(startCodes.hash(row.reference, code));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return;
    if (attempt >= START_CODE_MAX_ATTEMPTS) await lockStarting(db, row.id, clock);
    throw new AppError('WRONG_START_CODE', JOB_MESSAGES.wrongStartCode, {
      fields: { code: JOB_MESSAGES.wrongStartCode },
    });
  }

  /** The columns an action sets with its status, and what it stores for the email. */
  function changes(rule: Transition, row: JobRow, body: ActionBody, clock: Date) {
    const at = sql`${clock.toISOString()}::timestamptz`;
    const reason = body.reason ?? null;
    /** The job is over: when and why, and the fee and refund a User's cancellation or absence stores. */
    const ended = (quote: CancellationQuote | undefined) => ({
      set: [
        sql`cancelled_at = ${at}`,
        sql`reason = ${reason}`,
        ...(quote ? [sql`fee_kobo = ${quote.feeKobo}`, sql`refund_kobo = ${quote.refundKobo}`] : []),
      ],
      reason,
      feeKobo: quote?.feeKobo ?? null,
      cash: null,
      refundKobo: quote?.refundKobo ?? null,
    });
    switch (rule.action) {
      case 'accept':
        return { set: [sql`accepted_at = ${at}`], reason: null, feeKobo: null, cash: null, refundKobo: null };
      case 'start':
        return {
          set: [sql`started_at = ${at}`, sql`start_code_attempts = 0`, sql`start_locked_until = NULL`],
          reason: null,
          feeKobo: null,
          cash: null,
          refundKobo: null,
        };
      case 'complete': {
        // Cash jobs record what the Aboki was handed (the price unless told otherwise); a card or
        // transfer job was paid through Paystack, so there is nothing to collect.
        const cash = body.cashReceivedKobo ?? (row.paymentMethod === 'CASH' ? row.priceKobo : null);
        return {
          set: [sql`completed_at = ${at}`, sql`cash_received_kobo = ${cash}`],
          reason: null,
          feeKobo: null,
          cash,
          refundKobo: null,
        };
      }
      case 'cancel':
        return ended(cancellationFee(row, clock, rule.actor === 'USER' ? 'USER' : 'AGENT'));
      case 'no-show':
        // The User was not there: it costs what cancelling at the start would (docs/decisions/0025).
        return ended(
          rule.to === 'NO_SHOW_USER'
            ? cancellationFee({ ...row, status: 'ACCEPTED' }, row.startsAt, 'USER')
            : undefined,
        );
      default:
        // decline, expire: the job is over.
        return ended(undefined);
    }
  }

  /** Emails the other side, in the change's transaction. */
  async function emailOtherSide(
    tx: Db,
    row: JobRow,
    rule: Transition,
    stored: ReturnType<typeof changes>,
    clock: Date,
  ) {
    const user = await findContact(tx, row.userId);
    const agent = await findContact(tx, row.agentId);
    const message = lifecycleEmail(
      rule.to,
      {
        reference: row.reference,
        serviceName: row.serviceName,
        abokiName: row.abokiName,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        priceKobo: row.priceKobo,
        reason: stored.reason,
        feeKobo: stored.feeKobo,
        cashReceivedKobo: stored.cash,
      },
      { user: user!, agent },
      publicUrl,
    );
    if (!message) return;
    // The completion email carries the receipt, the same lines as GET /jobs/:reference/receipt.
    const text =
      rule.to === 'COMPLETED'
        ? `${message.text}\n\n${receiptText({ ...row, status: 'COMPLETED', cashReceivedKobo: stored.cash, completedAt: clock })}`
        : message.text;
    await enqueueEmail(tx, { ...message, text });
  }

  /** Hands committed events to this process's streams (embedded PGlite; a server NOTIFYs them). */
  function published(messages: JobEventMessage[]) {
    for (const message of messages) bus.publishLocal(message);
  }

  async function apply(viewer: AccountUser, reference: string, action: JobAction, body: ActionBody) {
    for (let attempt = 0; ; attempt += 1) {
      const { row, actor } = await load(viewer, reference);
      const rule = allowedTransition(row.status, action, actor);
      if (!rule) throw invalidTransition();
      const clock = now();
      // A request past its expiry is expired, whether or not the sweeper has got to it yet.
      if (action === 'accept' && clock.getTime() >= expiresAt(row).getTime()) throw invalidTransition();
      if (action === 'start') {
        if (clock.getTime() < row.startsAt.getTime() - START_OPENS_BEFORE_MINUTES * MINUTE_MS) {
          throw new AppError('TOO_EARLY', JOB_MESSAGES.tooEarlyToStart);
        }
        await checkStartCode(row, body.code ?? '', clock);
      }
      if (
        action === 'no-show' &&
        clock.getTime() < row.startsAt.getTime() + NO_SHOW_AFTER_MINUTES * MINUTE_MS
      ) {
        throw new AppError('TOO_EARLY', JOB_MESSAGES.tooEarlyForNoShow);
      }
      const stored = changes(rule, row, body, clock);
      // A User's cancellation fee depends on the status it was computed from: swap from exactly
      // that one (and look again if it moved); every other action swaps from the rule's statuses.
      const from = action === 'cancel' && actor === 'USER' ? [row.status] : rule.from;
      let refundQueued = false;
      const message = await db.transaction(async (tx) => {
        if (!(await swapStatus(tx, { jobId: row.id, from, to: rule.to, now: clock, set: stored.set }))) {
          return undefined;
        }
        const event = await recordEvent(tx, {
          jobId: row.id,
          status: rule.to,
          actor,
          reason: stored.reason,
          now: clock,
          notify: bus.crossProcess,
        });
        if (rule.to === 'CANCELLED_BY_AGENT' || rule.to === 'NO_SHOW_ABOKI') {
          await addStrike(tx, {
            abokiId: row.abokiId,
            jobId: row.id,
            kind: rule.to === 'CANCELLED_BY_AGENT' ? 'AGENT_CANCELLED' : 'ABOKI_NO_SHOW',
            now: clock,
          });
        }
        if (rule.to === 'CANCELLED_BY_USER' && (stored.feeKobo ?? 0) > 0) {
          await flagLateCanceller(tx, row.userId, clock);
        }
        await emailOtherSide(tx, row, rule, stored, clock);
        // A card or transfer job that ends here owes money back: queued with the change itself.
        refundQueued = await refunds.onExit(tx, {
          jobId: row.id,
          status: rule.to,
          refundKobo: stored.refundKobo,
          now: clock,
        });
        return event;
      });
      if (message) {
        published([message]);
        notifyOutbox();
        if (refundQueued) refunds.kick();
        return viewFor(actor, reference);
      }
      if (from === rule.from || attempt + 1 >= CAS_ATTEMPTS) throw invalidTransition();
    }
  }

  return {
    apply,

    /** What cancelling now would cost the person asking (the page shows it before confirming). */
    async cancellationQuote(viewer: AccountUser, reference: string): Promise<CancellationQuote> {
      const { row, actor } = await load(viewer, reference);
      if (!transitionFor('cancel', actor)) throw invalidTransition();
      return cancellationFee(row, now(), actor === 'USER' ? 'USER' : 'AGENT');
    },

    async timeline(viewer: AccountUser, reference: string): Promise<JobEvent[]> {
      const { row } = await load(viewer, reference);
      return listJobEvents(db, row.id);
    },

    /**
     * One sweep: expires every request past its time, in batches, each with its event and email
     * in the batch's transaction. Safe in every process at once: the UPDATE takes only rows still
     * REQUESTED (SKIP LOCKED), so each request expires exactly once. Returns how many it expired.
     */
    async sweep(): Promise<number> {
      const clock = now();
      const rule = transitionFor('expire', 'SYSTEM')!;
      let total = 0;
      let refundsQueued = false;
      for (;;) {
        const messages = await db.transaction(async (tx) => {
          const expired = await expireDueRequests(tx, clock, SWEEP_BATCH);
          const sent: JobEventMessage[] = [];
          for (const { id } of expired) {
            sent.push(
              await recordEvent(tx, {
                jobId: id,
                status: 'EXPIRED',
                actor: 'SYSTEM',
                reason: null,
                now: clock,
                notify: bus.crossProcess,
              }),
            );
            const row = (await findJobByReference(tx, sent.at(-1)!.event.reference))!;
            await emailOtherSide(
              tx,
              row,
              rule,
              {
                set: [],
                reason: null,
                feeKobo: null,
                cash: null,
                refundKobo: null,
              },
              clock,
            );
            if (await refunds.onExit(tx, { jobId: id, status: 'EXPIRED', refundKobo: null, now: clock })) {
              refundsQueued = true;
            }
          }
          return sent;
        });
        published(messages);
        total += messages.length;
        if (messages.length < SWEEP_BATCH) break;
      }
      if (total > 0) notifyOutbox();
      if (refundsQueued) refunds.kick();
      return total;
    },

    /** The booking's own event (REQUESTED), so the agent's dashboard hears of new requests live. */
    published,
  };
}

export type LifecycleService = ReturnType<typeof createLifecycleService>;
