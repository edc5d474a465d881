import { and, asc, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { jobs, paymentEvents, payments, refunds } from '../../db/schema.js';
import { at } from '../../lib/sql-time.js';

// The SQL of payments: checkouts, what the provider proved (recorded once), and refunds.

export type PaymentChannel = 'card' | 'bank_transfer';
export type RefundReason =
  | 'DECLINED'
  | 'EXPIRED'
  | 'CANCELLED_BY_USER'
  | 'CANCELLED_BY_AGENT'
  | 'NO_SHOW_USER'
  | 'NO_SHOW_ABOKI'
  | 'NOT_NEEDED'
  | 'DISPUTE';

export async function insertPayment(
  tx: Executor,
  payment: { jobId: string; reference: string; channel: PaymentChannel; amountKobo: number; now: Date },
): Promise<string> {
  const [row] = await tx
    .insert(payments)
    .values({
      jobId: payment.jobId,
      reference: payment.reference,
      channel: payment.channel,
      amountKobo: payment.amountKobo,
      createdAt: payment.now,
      updatedAt: payment.now,
    })
    .returning({ id: payments.id });
  return row!.id;
}

export async function setAuthorizationUrl(db: Executor, paymentId: string, url: string): Promise<void> {
  await db.update(payments).set({ authorizationUrl: url }).where(eq(payments.id, paymentId));
}

export interface PaymentRow {
  id: string;
  jobId: string;
  jobReference: string;
  reference: string;
  amountKobo: number;
  status: 'PENDING' | 'PAID' | 'FAILED' | 'ABANDONED';
}

const paymentColumns = {
  id: payments.id,
  jobId: payments.jobId,
  jobReference: jobs.reference,
  reference: payments.reference,
  amountKobo: payments.amountKobo,
  status: payments.status,
};

export async function findPaymentByReference(
  db: Executor,
  reference: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(jobs, eq(jobs.id, payments.jobId))
    .where(and(eq(payments.provider, 'paystack'), eq(payments.reference, reference)));
  return row;
}

/** Checkouts still pending since before `cutoff`: the reconciliation sweep asks Paystack about them. */
export async function pendingPaymentsBefore(
  db: Executor,
  cutoff: Date,
  limit: number,
): Promise<PaymentRow[]> {
  return db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(jobs, eq(jobs.id, payments.jobId))
    .where(and(eq(payments.status, 'PENDING'), lte(payments.createdAt, cutoff)))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

/**
 * Card ↔ transfer on a job still awaiting payment (a fresh checkout follows); false once the job has
 * moved on. Not a status change: the status is only the guard.
 */
export async function chooseCheckoutMethod(
  tx: Executor,
  jobId: string,
  method: 'CARD' | 'TRANSFER',
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(jobs)
    .set({ paymentMethod: method, updatedAt: now })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'AWAITING_PAYMENT')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Earlier checkouts of a job that are still open: a new checkout or a payment ends them. */
export async function abandonPendingPayments(tx: Executor, jobId: string, now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'ABANDONED', updatedAt: now })
    .where(and(eq(payments.jobId, jobId), eq(payments.status, 'PENDING')));
}

/** A checkout Paystack says failed; a later success (the same checkout, retried) still counts. */
export async function markPaymentFailed(db: Executor, paymentId: string, now: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'FAILED', updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'PENDING')));
}

/**
 * Records what the provider proved, once: true for the first of any number of deliveries (webhook
 * retries, the callback's verify, two processes at once); false when it was already recorded.
 */
export async function recordProviderEvent(
  tx: Executor,
  event: {
    reference: string;
    event:
      | 'charge.success'
      | 'refund.processed'
      | 'refund.failed'
      | 'transfer.success'
      | 'transfer.failed'
      | 'transfer.reversed';
    amountKobo: number;
    now: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({
      provider: 'paystack',
      reference: event.reference,
      event: event.event,
      amountKobo: event.amountKobo,
      receivedAt: event.now,
    })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.reference, paymentEvents.event] })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/**
 * Marks the checkout paid and answers whether it is the job's first payment (the job row is
 * locked first, so two payments of one job settle one after the other).
 */
export async function markPaymentPaid(
  tx: Executor,
  payment: { id: string; jobId: string; paidAt: Date; now: Date },
): Promise<{ firstPayment: boolean; jobStatus: string }> {
  const [job] = await tx
    .select({ status: jobs.status })
    .from(jobs)
    .where(eq(jobs.id, payment.jobId))
    .for('update');
  await tx
    .update(payments)
    .set({ status: 'PAID', paidAt: payment.paidAt, updatedAt: payment.now })
    .where(and(eq(payments.id, payment.id), ne(payments.status, 'PAID')));
  const [paid] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.jobId, payment.jobId), eq(payments.status, 'PAID')));
  return { firstPayment: paid!.count === 1, jobStatus: job!.status };
}

/** The payment that paid the job (the first one; any later one is refunded as not needed). */
export async function countedPayment(
  tx: Executor,
  jobId: string,
): Promise<{ id: string; reference: string; amountKobo: number } | undefined> {
  const [row] = await tx
    .select({ id: payments.id, reference: payments.reference, amountKobo: payments.amountKobo })
    .from(payments)
    .where(and(eq(payments.jobId, jobId), eq(payments.status, 'PAID')))
    .orderBy(asc(payments.paidAt), asc(payments.id))
    .limit(1);
  return row;
}

/** Queues money going back; the unique payment_id makes a second refund of one payment impossible. */
export async function queueRefund(
  tx: Executor,
  refund: { jobId: string; paymentId: string; amountKobo: number; reason: RefundReason; now: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(refunds)
    .values({
      jobId: refund.jobId,
      paymentId: refund.paymentId,
      amountKobo: refund.amountKobo,
      reason: refund.reason,
      nextAttemptAt: refund.now,
      createdAt: refund.now,
    })
    .onConflictDoNothing({ target: refunds.paymentId })
    .returning({ id: refunds.id });
  return rows.length > 0;
}

export interface DueRefund {
  id: string;
  jobId: string;
  amountKobo: number;
  paymentReference: string;
  attempts: number;
}

/**
 * Takes one refund due to be sent, in one statement: the attempt is counted and the next one
 * pushed back before anything is sent, so two processes never send the same refund at once.
 */
export async function claimDueRefund(
  db: Executor,
  now: Date,
  retryAfterSeconds: number,
): Promise<DueRefund | undefined> {
  // Raw: an UPDATE … FROM whose target row comes from a FOR UPDATE SKIP LOCKED subquery.
  const { rows } = await db.execute<{
    id: string;
    job_id: string;
    amount_kobo: number;
    payment_reference: string;
    send_attempts: number;
  }>(sql`
    UPDATE refunds r SET send_attempts = r.send_attempts + 1,
      next_attempt_at = ${at(now)} + make_interval(secs => ${retryAfterSeconds} * r.send_attempts + ${retryAfterSeconds})
    FROM payments p
    WHERE r.id = (
      SELECT id FROM refunds
      WHERE sent_at IS NULL AND status = 'PENDING' AND next_attempt_at <= ${at(now)}
      ORDER BY next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED)
    AND p.id = r.payment_id
    RETURNING r.id, r.job_id, r.amount_kobo, p.reference AS payment_reference, r.send_attempts`);
  const row = rows[0];
  return (
    row && {
      id: row.id,
      jobId: row.job_id,
      amountKobo: row.amount_kobo,
      paymentReference: row.payment_reference,
      attempts: row.send_attempts,
    }
  );
}

export async function markRefundSent(db: Executor, id: string, providerRefundId: string | null, now: Date) {
  await db
    .update(refunds)
    .set({ sentAt: now, providerRefundId })
    .where(and(eq(refunds.id, id), isNull(refunds.sentAt)));
}

/** Paystack refused the refund (or settled it as failed): it shows to the agent and support. */
export async function markRefundFailed(
  db: Executor,
  id: string,
  failure: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set({ status: 'FAILED', failure: failure.slice(0, 500), processedAt: now })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'PENDING')))
    .returning({ id: refunds.id });
  return rows.length > 0;
}

/** Settles the refund of a transaction from refund.processed / refund.failed; the job's id, if any moved. */
export async function settleRefund(
  tx: Executor,
  settlement: {
    paymentReference: string;
    outcome: 'PROCESSED' | 'FAILED';
    failure: string | null;
    now: Date;
  },
): Promise<{ id: string; jobId: string; amountKobo: number } | undefined> {
  // Raw: an UPDATE … FROM payments that keeps the table aliases this statement reads by.
  const { rows } = await tx.execute<{ id: string; job_id: string; amount_kobo: number }>(sql`
    UPDATE refunds r SET status = ${settlement.outcome}, processed_at = ${at(settlement.now)},
      failure = ${settlement.failure}, sent_at = coalesce(r.sent_at, ${at(settlement.now)})
    FROM payments p
    WHERE p.id = r.payment_id AND p.provider = 'paystack' AND p.reference = ${settlement.paymentReference}
      AND r.status = 'PENDING'
    RETURNING r.id, r.job_id, r.amount_kobo`);
  const row = rows[0];
  return row && { id: row.id, jobId: row.job_id, amountKobo: row.amount_kobo };
}
