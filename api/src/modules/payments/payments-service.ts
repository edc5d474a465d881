import type { Language } from 'shared/i18n';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PREPAY_WINDOW_DAYS } from 'shared/job-rules';
import { MINUTE_MS } from 'shared/lagos-time';
import { API_MESSAGES } from 'shared/api-messages';
import {
  BOOKING_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  PAYMENT_RECONCILE_AFTER_MINUTES,
  isPrepaid,
  type AccountUser,
  type JobPaymentRequest,
  type JobUserView,
  type PaymentOptions,
} from 'shared/schemas';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  findJobByReference,
  mustPrepay,
  REFERENCE_PATTERN,
  renderReceipt,
  type JobRow,
  type JobsFeature,
} from '../jobs/jobs-module.js';
import { postCharge, postRefundSettled } from '../ledger/ledger-module.js';
import { PAYMENT_REFERENCE_PATTERN, type Checkout } from './checkout.js';
import type { PaystackClient, PaystackTransaction } from './paystack-client.js';
import {
  abandonPendingPayments,
  chooseCheckoutMethod,
  claimDueRefund,
  findPaymentByReference,
  markPaymentFailed,
  markPaymentPaid,
  markRefundFailed,
  markRefundSent,
  pendingPaymentsBefore,
  recordProviderEvent,
  settleRefund,
  type PaymentRow,
} from './payments-repository.js';
import type { RefundQueue } from './refund-queue.js';

const SWEEP_BATCH = 100;
/** A refund Paystack could not take (unreachable) is sent again after this, times the attempts. */
const REFUND_RETRY_SECONDS = 60;
const REFUND_MAX_ATTEMPTS = 10;

export interface PaymentsServiceOptions {
  db: Db;
  jobs: JobsFeature['jobs'];
  /** The only mover of a job's status: a proven charge or cash instead makes the job a request. */
  transitions: JobsFeature['transitions'];
  checkout: Checkout;
  refunds: RefundQueue;
  /** Undefined when card and transfer are off. */
  paystack: PaystackClient | undefined;
  /** The key Paystack signs webhooks with (the secret key); undefined when payments are off. */
  webhookSecret: string | undefined;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** Where the browser lands after the checkout (the request flow's last pages, or the job's page). */
export type CallbackOutcome = 'paid' | 'failed' | 'expired' | 'unconfirmed' | 'unknown';

/** What a webhook or verify proved about a charge, once checked against the checkout it names. */
type ChargeResult = 'requested' | 'refunding' | 'duplicate' | 'rejected' | 'unknown';

const jobNotFound = () => new AppError('NOT_FOUND', BOOKING_MESSAGES.jobNotFound);

/** Paystack sends amounts as numbers; some events (refunds) as strings of digits. */
function kobo(value: unknown): number | undefined {
  const amount = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0 ? amount : undefined;
}

/** What a signed transfer.* event says, handed to the payouts feature (which builds on payments). */
export type TransferEventHandler = (reference: string, status: string) => Promise<void>;

export function createPaymentsService(options: PaymentsServiceOptions) {
  const { db, jobs, transitions, checkout, refunds, paystack, webhookSecret, now, log } = options;
  let onTransfer: TransferEventHandler | undefined;

  /**
   * Gives value for a charge only on proof: status success, NGN, the amount asked for (what was
   * requested, where the customer bore the fees) and one of our checkouts. Whichever delivery comes
   * first records it; every other (webhook retries, the callback's verify, another process) finds
   * it recorded. The first payment of a job still awaiting payment makes it a request; any other
   * payment is not needed, and goes back in full.
   */
  async function recordCharge(
    transaction: PaystackTransaction,
    source: 'webhook' | 'verify',
  ): Promise<ChargeResult> {
    const payment =
      typeof transaction.reference === 'string'
        ? await findPaymentByReference(db, transaction.reference)
        : undefined;
    if (!payment) return 'unknown';
    const amount = kobo(transaction.requested_amount) ?? kobo(transaction.amount);
    if (transaction.status !== 'success' || transaction.currency !== 'NGN' || amount !== payment.amountKobo) {
      // The reference is ours and no secret; the amounts say what did not match.
      log.warn(
        {
          payment: payment.reference,
          source,
          status: transaction.status,
          currency: transaction.currency,
          amount,
          expected: payment.amountKobo,
        },
        'charge refused: it does not match its checkout',
      );
      return 'rejected';
    }
    const clock = now();
    const paidAt =
      typeof transaction.paid_at === 'string' && !Number.isNaN(Date.parse(transaction.paid_at))
        ? new Date(transaction.paid_at)
        : clock;
    const outcome = await db.transaction(async (tx) => {
      if (
        !(await recordProviderEvent(tx, {
          reference: payment.reference,
          event: 'charge.success',
          amountKobo: amount,
          now: clock,
        }))
      ) {
        return { result: 'duplicate' as const };
      }
      // The money is at Paystack, held for the job, whatever happens to the job next.
      await postCharge(
        tx,
        { paymentReference: payment.reference, jobId: payment.jobId, amountKobo: amount },
        clock,
      );
      const { firstPayment, jobStatus } = await markPaymentPaid(tx, {
        id: payment.id,
        jobId: payment.jobId,
        paidAt,
        now: clock,
      });
      if (firstPayment && jobStatus === 'AWAITING_PAYMENT') {
        // The hold is over: the job is a request from now on (the row is locked: this cannot miss).
        const job = (await findJobByReference(tx, payment.jobReference))!;
        const applied = await transitions.apply(tx, { job, action: 'paid', actor: 'SYSTEM', now: clock });
        if (applied) return { result: 'requested' as const, applied };
      }
      // Paid twice, or after the hold ran out or the User switched to cash: nobody needs it.
      await refunds.queue(tx, {
        jobId: payment.jobId,
        paymentId: payment.id,
        paymentReference: payment.reference,
        amountKobo: amount,
        reason: 'NOT_NEEDED',
        now: clock,
      });
      return { result: 'refunding' as const };
    });
    if (outcome.result === 'requested') transitions.committed([outcome.applied]);
    if (outcome.result === 'refunding') refunds.kick();
    return outcome.result;
  }

  /**
   * Asks Paystack about a checkout and records what it proves; the payment's standing after.
   * "abandoned" is what Paystack says of a checkout nobody has finished yet, so it changes nothing:
   * the User may still pay, until the hold runs out.
   */
  async function reconcile(payment: PaymentRow): Promise<'paid' | 'failed' | 'abandoned' | 'pending'> {
    const transaction = await paystack!.verify(payment.reference);
    if (transaction.status === 'success') {
      const result = await recordCharge(transaction, 'verify');
      return result === 'rejected' || result === 'unknown' ? 'failed' : 'paid';
    }
    if (transaction.status === 'failed' || transaction.status === 'reversed') {
      await markPaymentFailed(db, payment.id, now());
      return 'failed';
    }
    return transaction.status === 'abandoned' ? 'abandoned' : 'pending';
  }

  /** The job of a checkout, to its User only. */
  async function ownJob(user: AccountUser, reference: string): Promise<JobRow> {
    if (!REFERENCE_PATTERN.test(reference)) throw jobNotFound();
    const row = await findJobByReference(db, reference);
    if (!row || row.userId !== user.id) throw jobNotFound();
    return row;
  }

  return {
    /** GET /payments/options: what this User may choose now. */
    async options(user: AccountUser): Promise<PaymentOptions> {
      const prepayOnly = await mustPrepay(db, user.id, now(), PREPAY_WINDOW_DAYS);
      return {
        methods: PAYMENT_METHODS.filter((method) => (isPrepaid(method) ? checkout.available : !prepayOnly)),
        mustPrepay: prepayOnly,
      };
    },

    /**
     * POST /jobs/:reference/payment: a fresh checkout for a job still awaiting payment (the old
     * checkout is abandoned, its reference never reused), or cash on completion instead.
     */
    async pay(
      user: AccountUser,
      reference: string,
      body: JobPaymentRequest,
    ): Promise<{ job: JobUserView; message: string }> {
      const row = await ownJob(user, reference);
      if (row.status !== 'AWAITING_PAYMENT') {
        if (row.status === 'EXPIRED' && row.requestedAt === null) {
          throw new AppError('PAYMENT_EXPIRED', PAYMENT_MESSAGES.holdExpired);
        }
        throw new AppError('INVALID_TRANSITION', PAYMENT_MESSAGES.notAwaitingPayment);
      }
      const clock = now();
      if (row.payBy && row.payBy <= clock)
        throw new AppError('PAYMENT_EXPIRED', PAYMENT_MESSAGES.holdExpired);
      const method = body?.paymentMethod ?? row.paymentMethod;

      if (method === 'CASH') {
        if (await mustPrepay(db, user.id, clock, PREPAY_WINDOW_DAYS)) {
          throw new AppError('PREPAYMENT_REQUIRED', PAYMENT_MESSAGES.prepaymentRequired);
        }
        const applied = await db.transaction((tx) =>
          transitions.apply(tx, { job: row, action: 'pay-cash', actor: 'USER', now: clock }),
        );
        if (!applied) throw new AppError('INVALID_TRANSITION', PAYMENT_MESSAGES.notAwaitingPayment);
        transitions.committed([applied]);
        return {
          job: (await jobs.view(user, reference)) as JobUserView,
          message: PAYMENT_MESSAGES.switchedToCash,
        };
      }

      if (!checkout.available)
        throw new AppError('PAYMENT_METHOD_UNAVAILABLE', PAYMENT_MESSAGES.methodUnavailable);
      const opened = await db.transaction(async (tx) => {
        // Only while still awaiting payment; the method may change between card and transfer.
        if (!(await chooseCheckoutMethod(tx, row.id, method, clock))) return undefined;
        await abandonPendingPayments(tx, row.id, clock);
        return checkout.add(
          tx,
          { id: row.id, reference, priceKobo: row.priceKobo, paymentMethod: method },
          clock,
        );
      });
      if (!opened) throw new AppError('INVALID_TRANSITION', PAYMENT_MESSAGES.notAwaitingPayment);
      await checkout.open(opened, { reference, email: user.email });
      return {
        job: (await jobs.view(user, reference)) as JobUserView,
        message: PAYMENT_MESSAGES.checkoutStarted,
      };
    },

    /**
     * POST /payments/paystack/webhook: the signature is Paystack's HMAC-SHA512 of the raw body with
     * the secret key, compared in constant time; anything else changes nothing (401).
     */
    async webhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      if (!webhookSecret || !signature)
        throw new AppError('INVALID_SIGNATURE', API_MESSAGES.invalidSignature);
      const expected = Buffer.from(createHmac('sha512', webhookSecret).update(rawBody).digest('hex'));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new AppError('INVALID_SIGNATURE', API_MESSAGES.invalidSignature);
      }
      let event: { event?: unknown; data?: Record<string, unknown> };
      try {
        event = JSON.parse(rawBody.toString('utf8')) as typeof event;
      } catch {
        throw new AppError('INVALID_JSON', API_MESSAGES.invalidJson);
      }
      const data = event.data ?? {};
      switch (event.event) {
        case 'charge.success':
          await recordCharge(data as unknown as PaystackTransaction, 'webhook');
          return;
        case 'refund.processed':
        case 'refund.failed': {
          const reference =
            data.transaction_reference ??
            (data.transaction as { reference?: unknown } | undefined)?.reference;
          if (typeof reference !== 'string') return;
          const processed = event.event === 'refund.processed';
          const clock = now();
          const settled = await db.transaction(async (tx) => {
            const first = await recordProviderEvent(tx, {
              reference,
              event: event.event as 'refund.processed',
              amountKobo: kobo(data.amount) ?? 0,
              now: clock,
            });
            if (!first) return undefined;
            const outcome = processed ? ('PROCESSED' as const) : ('FAILED' as const);
            const refund = await settleRefund(tx, {
              paymentReference: reference,
              outcome,
              failure: processed ? null : 'Paystack could not process the refund',
              now: clock,
            });
            if (refund) {
              await postRefundSettled(
                tx,
                { paymentReference: reference, jobId: refund.jobId, amountKobo: refund.amountKobo, outcome },
                clock,
              );
            }
            return refund;
          });
          if (settled && !processed) {
            // Shows on the agent's dashboard too; support settles it by hand.
            log.error({ payment: reference, amountKobo: settled.amountKobo }, 'refund failed at Paystack');
          }
          return;
        }
        case 'transfer.success':
        case 'transfer.failed':
        case 'transfer.reversed': {
          // Payouts: the status is the event's own (a repeat is recorded once by the handler).
          if (typeof data.reference === 'string' && onTransfer)
            await onTransfer(data.reference, event.event.slice('transfer.'.length));
          return;
        }
        default:
          // Known or not, a signed event is acknowledged: Paystack would otherwise retry it for days.
          return;
      }
    },

    /** GET /payments/paystack/callback: verifies on the server, then where to send the browser. */
    async callback(
      reference: string | undefined,
    ): Promise<{ outcome: CallbackOutcome; jobReference: string | null }> {
      // Only our own references are looked up (anything else, a NUL byte say, is simply unknown).
      const ours = reference !== undefined && PAYMENT_REFERENCE_PATTERN.test(reference);
      const payment = ours ? await findPaymentByReference(db, reference) : undefined;
      if (!payment || !paystack) return { outcome: 'unknown', jobReference: null };
      const jobReference = payment.jobReference;
      let standing: 'paid' | 'failed' | 'abandoned' | 'pending' =
        payment.status === 'PAID' ? 'paid' : 'pending';
      if (standing !== 'paid') {
        try {
          standing = await reconcile(payment);
        } catch (error) {
          log.warn(
            { err: error, payment: payment.reference },
            'verify after checkout failed; the sweep will retry',
          );
          return { outcome: 'unconfirmed', jobReference };
        }
      }
      const job = (await findJobByReference(db, jobReference))!;
      if (job.requestedAt && job.paymentMethod !== 'CASH' && job.paidKobo > 0)
        return { outcome: 'paid', jobReference };
      if (job.status === 'EXPIRED') return { outcome: 'expired', jobReference };
      if (standing === 'pending') return { outcome: 'unconfirmed', jobReference };
      return { outcome: job.status === 'AWAITING_PAYMENT' ? 'failed' : 'paid', jobReference };
    },

    /** GET /jobs/:reference/receipt: printable HTML, to the job's User or its Aboki's agent. */
    async receipt(viewer: AccountUser, reference: string, language: Language = 'en'): Promise<string> {
      if (!REFERENCE_PATTERN.test(reference)) throw jobNotFound();
      const row = await findJobByReference(db, reference);
      if (!row || !(row.userId === viewer.id || (row.agentId === viewer.id && row.requestedAt)))
        throw jobNotFound();
      return renderReceipt(row, new Date(), language);
    },

    /**
     * One sweep: unpaid holds past their 30 minutes expire (freeing the slot), checkouts pending
     * for 10 minutes are verified (a lost webhook cannot strand a paid job), and refunds due are
     * sent. Safe in every process at once; returns how many holds expired.
     */
    async sweep(): Promise<number> {
      const clock = now();
      const expired = await transitions.sweep(db, 'expire-unpaid', clock);
      if (paystack) {
        const stale = await pendingPaymentsBefore(
          db,
          new Date(clock.getTime() - PAYMENT_RECONCILE_AFTER_MINUTES * MINUTE_MS),
          SWEEP_BATCH,
        );
        for (const payment of stale) {
          await reconcile(payment).catch((error: unknown) =>
            log.warn({ err: error, payment: payment.reference }, 'reconciling a payment failed'),
          );
        }
      }
      await this.sendRefunds();
      return expired;
    },

    /** Sends the refunds due to Paystack, one claimed at a time; returns how many were accepted. */
    async sendRefunds(): Promise<number> {
      if (!paystack) return 0;
      let sent = 0;
      for (;;) {
        const clock = now();
        const refund = await claimDueRefund(db, clock, REFUND_RETRY_SECONDS);
        if (!refund) return sent;
        try {
          const created = await paystack.refund({
            transaction: refund.paymentReference,
            amountKobo: refund.amountKobo,
          });
          await markRefundSent(db, refund.id, created.id, now());
          sent += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : 'refund failed';
          const unreachable = (error as { unreachable?: boolean }).unreachable === true;
          if (!unreachable || refund.attempts >= REFUND_MAX_ATTEMPTS) {
            const clock = now();
            await db.transaction(async (tx) => {
              if (!(await markRefundFailed(tx, refund.id, message, clock))) return;
              // Held for the User again: support settles it by hand.
              await postRefundSettled(
                tx,
                {
                  paymentReference: refund.paymentReference,
                  jobId: refund.jobId,
                  amountKobo: refund.amountKobo,
                  outcome: 'FAILED',
                },
                clock,
              );
            });
            log.error(
              { payment: refund.paymentReference, amountKobo: refund.amountKobo },
              'refund refused by Paystack',
            );
          } else {
            log.warn(
              { payment: refund.paymentReference },
              'Paystack unreachable for a refund; retrying later',
            );
            return sent;
          }
        }
      }
    },

    recordCharge,

    /** The payouts feature takes the transfer events. */
    handleTransfersWith(handler: TransferEventHandler): void {
      onTransfer = handler;
    },

    /** Waits for refunds being sent in the background (closing the app, tests). */
    settled: () => refunds.idle(),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
