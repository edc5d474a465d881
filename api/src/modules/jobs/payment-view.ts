import { cashConfirmBy, cashOwedKobo, COMMISSION_PERCENT, commissionSplit } from 'shared/job-rules';
import { toLagosIso } from 'shared/lagos-time';
import type { CashCheckView, JobPayment, JobSplit, PaymentStatus } from 'shared/schemas';
import type { JobRow } from './jobs-repository.js';

// A job's payment as its User and agent see it, derived from stored facts only (the paying
// payment, its refund, the cash recorded and its check): nothing here is recomputed from prices or
// rules, but for the split (the commission rule on the price or fee, as the ledger posts it). A cash
// job's figures are never only what one side typed: what was owed stands beside the cash the agent
// recorded and the User's own answer (docs/decisions/0043-cash-check.md).

export type PaymentFacts = Pick<
  JobRow,
  | 'paymentMethod'
  | 'status'
  | 'priceKobo'
  | 'cashReceivedKobo'
  | 'completedAt'
  | 'paidKobo'
  | 'paidAt'
  | 'checkoutUrl'
  | 'payBy'
  | 'refunds'
  | 'feeKobo'
  | 'cashOwedKobo'
  | 'cashDifferenceReason'
  | 'cashConfirmedKobo'
  | 'cashConfirmedAt'
  | 'cashFlaggedAt'
>;

export function paymentStatusOf(job: PaymentFacts): PaymentStatus {
  if (job.paymentMethod === 'CASH') return job.cashReceivedKobo === null ? 'UNPAID' : 'PAID';
  if (job.paidKobo === 0) return job.status === 'AWAITING_PAYMENT' && job.checkoutUrl ? 'PENDING' : 'UNPAID';
  const refund = job.refunds.find((entry) => entry.counted);
  if (!refund || refund.status === 'FAILED') return 'PAID';
  if (refund.status === 'PENDING') return 'REFUND_PENDING';
  return refund.amountKobo >= job.paidKobo ? 'REFUNDED' : 'PARTLY_REFUNDED';
}

/** What a cash job's User owed: as stored at completion, or (before then) the price plus any fee. */
export const owedOf = (job: Pick<PaymentFacts, 'priceKobo' | 'feeKobo' | 'cashOwedKobo'>): number =>
  job.cashOwedKobo ?? cashOwedKobo(job);

/** A completed cash job's check; null for card and transfer, and before the cash is recorded. */
export function cashCheckOf(job: PaymentFacts): CashCheckView | null {
  if (job.paymentMethod !== 'CASH' || job.cashReceivedKobo === null || !job.completedAt) return null;
  return {
    owedKobo: owedOf(job),
    recordedKobo: job.cashReceivedKobo,
    differenceReason: job.cashDifferenceReason,
    confirmedKobo: job.cashConfirmedKobo,
    confirmedAt: job.cashConfirmedAt && toLagosIso(job.cashConfirmedAt),
    confirmBy: job.cashConfirmedAt ? null : toLagosIso(cashConfirmBy(job.completedAt)),
    flaggedAt: job.cashFlaggedAt && toLagosIso(job.cashFlaggedAt),
  };
}

export function paymentViewOf(job: PaymentFacts): JobPayment {
  const cash = job.paymentMethod === 'CASH';
  return {
    method: job.paymentMethod,
    status: paymentStatusOf(job),
    amountKobo: cash ? owedOf(job) : job.paidKobo || job.priceKobo,
    paidAt: cash
      ? job.cashReceivedKobo !== null && job.completedAt
        ? toLagosIso(job.completedAt)
        : null
      : job.paidAt && toLagosIso(job.paidAt),
    authorizationUrl: job.status === 'AWAITING_PAYMENT' ? job.checkoutUrl : null,
    payBy: job.status === 'AWAITING_PAYMENT' && job.payBy ? toLagosIso(job.payBy) : null,
    refunds: job.refunds.map((refund) => ({
      amountKobo: refund.amountKobo,
      status: refund.status,
      createdAt: toLagosIso(refund.createdAt),
      processedAt: refund.processedAt && toLagosIso(refund.processedAt),
    })),
    cash: cashCheckOf(job),
    split: splitOf(job),
  };
}

/** What the job earned (its price once done, a fee a cancellation left), split as the ledger posts it. */
export function splitOf(job: Pick<PaymentFacts, 'status' | 'priceKobo' | 'feeKobo'>): JobSplit | null {
  const earnedKobo = job.status === 'COMPLETED' ? job.priceKobo : (job.feeKobo ?? 0);
  if (earnedKobo <= 0) return null;
  return { commissionPercent: COMMISSION_PERCENT, ...commissionSplit(earnedKobo) };
}
