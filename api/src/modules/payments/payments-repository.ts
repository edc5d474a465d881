import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

// The SQL of payments: checkouts, what the provider proved (recorded once), and refunds.

export type PaymentChannel = 'card' | 'bank_transfer';
export type RefundReason =
  | 'DECLINED'
  | 'EXPIRED'
  | 'CANCELLED_BY_USER'
  | 'CANCELLED_BY_AGENT'
  | 'NO_SHOW_USER'
  | 'NO_SHOW_ABOKI'
  | 'NOT_NEEDED';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export async function insertPayment(
  tx: Executor,
  payment: { jobId: string; reference: string; channel: PaymentChannel; amountKobo: number; now: Date },
): Promise<string> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    INSERT INTO payments (job_id, reference, channel, amount_kobo, created_at, updated_at)
    VALUES (${payment.jobId}, ${payment.reference}, ${payment.channel}, ${payment.amountKobo},
            ${at(payment.now)}, ${at(payment.now)})
    RETURNING id`);
  return rows[0]!.id;
}

export async function setAuthorizationUrl(db: Executor, paymentId: string, url: string): Promise<void> {
  await db.execute(sql`UPDATE payments SET authorization_url = ${url} WHERE id = ${paymentId}`);
}

export interface PaymentRow {
  id: string;
  jobId: string;
  jobReference: string;
  reference: string;
  amountKobo: number;
  status: 'PENDING' | 'PAID' | 'FAILED' | 'ABANDONED';
}

type RawPayment = {
  id: string;
  job_id: string;
  job_reference: string;
  reference: string;
  amount_kobo: number;
  status: PaymentRow['status'];
};
const toPayment = (row: RawPayment): PaymentRow => ({
  id: row.id,
  jobId: row.job_id,
  jobReference: row.job_reference,
  reference: row.reference,
  amountKobo: row.amount_kobo,
  status: row.status,
});

export async function findPaymentByReference(
  db: Executor,
  reference: string,
): Promise<PaymentRow | undefined> {
  const { rows } = await db.execute<RawPayment>(sql`
    SELECT p.id, p.job_id, j.reference AS job_reference, p.reference, p.amount_kobo, p.status
    FROM payments p JOIN jobs j ON j.id = p.job_id
    WHERE p.provider = 'paystack' AND p.reference = ${reference}`);
  return rows[0] && toPayment(rows[0]);
}

/** Checkouts still pending since before `cutoff`: the reconciliation sweep asks Paystack about them. */
export async function pendingPaymentsBefore(
  db: Executor,
  cutoff: Date,
  limit: number,
): Promise<PaymentRow[]> {
  const { rows } = await db.execute<RawPayment>(sql`
    SELECT p.id, p.job_id, j.reference AS job_reference, p.reference, p.amount_kobo, p.status
    FROM payments p JOIN jobs j ON j.id = p.job_id
    WHERE p.status = 'PENDING' AND p.created_at <= ${at(cutoff)}
    ORDER BY p.created_at LIMIT ${limit}`);
  return rows.map(toPayment);
}

/** Earlier checkouts of a job that are still open: a new checkout or a payment ends them. */
export async function abandonPendingPayments(tx: Executor, jobId: string, now: Date): Promise<void> {
  await tx.execute(sql`
    UPDATE payments SET status = 'ABANDONED', updated_at = ${at(now)}
    WHERE job_id = ${jobId} AND status = 'PENDING'`);
}

/** A checkout Paystack says failed; a later success (the same checkout, retried) still counts. */
export async function markPaymentFailed(db: Executor, paymentId: string, now: Date): Promise<void> {
  await db.execute(sql`
    UPDATE payments SET status = 'FAILED', updated_at = ${at(now)}
    WHERE id = ${paymentId} AND status = 'PENDING'`);
}

/**
 * Records what the provider proved, once: true for the first of any number of deliveries (webhook
 * retries, the callback's verify, two processes at once); false when it was already recorded.
 */
export async function recordProviderEvent(
  tx: Executor,
  event: {
    reference: string;
    event: 'charge.success' | 'refund.processed' | 'refund.failed';
    amountKobo: number;
    now: Date;
  },
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    INSERT INTO payment_events (provider, reference, event, amount_kobo, received_at)
    VALUES ('paystack', ${event.reference}, ${event.event}, ${event.amountKobo}, ${at(event.now)})
    ON CONFLICT ON CONSTRAINT payment_events_once DO NOTHING
    RETURNING id`);
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
  const { rows: job } = await tx.execute<{ status: string }>(
    sql`SELECT status FROM jobs WHERE id = ${payment.jobId} FOR UPDATE`,
  );
  await tx.execute(sql`
    UPDATE payments SET status = 'PAID', paid_at = ${at(payment.paidAt)}, updated_at = ${at(payment.now)}
    WHERE id = ${payment.id} AND status <> 'PAID'`);
  const { rows } = await tx.execute<{ paid: number }>(sql`
    SELECT count(*)::int AS paid FROM payments WHERE job_id = ${payment.jobId} AND status = 'PAID'`);
  return { firstPayment: rows[0]!.paid === 1, jobStatus: job[0]!.status };
}

/** The payment that paid the job (the first one; any later one is refunded as not needed). */
export async function countedPayment(
  tx: Executor,
  jobId: string,
): Promise<{ id: string; amountKobo: number } | undefined> {
  const { rows } = await tx.execute<{ id: string; amount_kobo: number }>(sql`
    SELECT id, amount_kobo FROM payments WHERE job_id = ${jobId} AND status = 'PAID'
    ORDER BY paid_at, id LIMIT 1`);
  return rows[0] && { id: rows[0].id, amountKobo: rows[0].amount_kobo };
}

/** Queues money going back; the unique payment_id makes a second refund of one payment impossible. */
export async function queueRefund(
  tx: Executor,
  refund: { jobId: string; paymentId: string; amountKobo: number; reason: RefundReason; now: Date },
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    INSERT INTO refunds (job_id, payment_id, amount_kobo, reason, next_attempt_at, created_at)
    VALUES (${refund.jobId}, ${refund.paymentId}, ${refund.amountKobo}, ${refund.reason},
            ${at(refund.now)}, ${at(refund.now)})
    ON CONFLICT (payment_id) DO NOTHING
    RETURNING id`);
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
  await db.execute(sql`
    UPDATE refunds SET sent_at = ${at(now)}, provider_refund_id = ${providerRefundId}
    WHERE id = ${id} AND sent_at IS NULL`);
}

/** Paystack refused the refund (or settled it as failed): it shows to the agent and support. */
export async function markRefundFailed(db: Executor, id: string, failure: string, now: Date) {
  await db.execute(sql`
    UPDATE refunds SET status = 'FAILED', failure = ${failure.slice(0, 500)}, processed_at = ${at(now)}
    WHERE id = ${id} AND status = 'PENDING'`);
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

/**
 * Unpaid holds whose time ran out (the table's expire-unpaid), expired in one statement
 * (SKIP LOCKED: safe in every process at once).
 */
export async function expireUnpaidHolds(tx: Executor, now: Date, limit: number): Promise<{ id: string }[]> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    UPDATE jobs SET status = 'EXPIRED', cancelled_at = ${at(now)}, updated_at = ${at(now)}
    WHERE id IN (
      SELECT id FROM jobs WHERE status = 'AWAITING_PAYMENT' AND pay_by <= ${at(now)}
      ORDER BY pay_by LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    AND status = 'AWAITING_PAYMENT'
    RETURNING id`);
  return rows;
}

/** Late cancellations in the window put a User on prepayment until the window has passed. */
export async function mustPrepay(
  db: Executor,
  userId: string,
  now: Date,
  windowDays: number,
): Promise<boolean> {
  const { rows } = await db.execute<{ must: boolean }>(sql`
    SELECT must_prepay_since IS NOT NULL
           AND must_prepay_since > ${at(now)} - make_interval(days => ${windowDays}) AS must
    FROM users WHERE id = ${userId}`);
  return rows[0]?.must ?? false;
}

/** Undoes a card or transfer booking whose checkout could not be opened: nothing was charged or sent. */
export async function deleteUnpaidJob(db: Executor, jobId: string): Promise<void> {
  await db.execute(sql`DELETE FROM jobs WHERE id = ${jobId} AND status = 'AWAITING_PAYMENT'`);
}
