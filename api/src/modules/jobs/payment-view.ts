import { toLagosIso } from 'shared/lagos-time';
import type { JobPayment, PaymentStatus } from 'shared/schemas';
import type { JobRow } from './jobs-repository.js';

// A job's payment as its User and agent see it, derived from stored facts only (the paying
// payment, its refund, the cash recorded): nothing here is recomputed from prices or rules.

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
>;

export function paymentStatusOf(job: PaymentFacts): PaymentStatus {
  if (job.paymentMethod === 'CASH') return job.cashReceivedKobo === null ? 'UNPAID' : 'PAID';
  if (job.paidKobo === 0) return job.status === 'AWAITING_PAYMENT' && job.checkoutUrl ? 'PENDING' : 'UNPAID';
  const refund = job.refunds.find((entry) => entry.counted);
  if (!refund || refund.status === 'FAILED') return 'PAID';
  if (refund.status === 'PENDING') return 'REFUND_PENDING';
  return refund.amountKobo >= job.paidKobo ? 'REFUNDED' : 'PARTLY_REFUNDED';
}

export function paymentViewOf(job: PaymentFacts): JobPayment {
  const cash = job.paymentMethod === 'CASH';
  return {
    method: job.paymentMethod,
    status: paymentStatusOf(job),
    amountKobo: cash ? (job.cashReceivedKobo ?? job.priceKobo) : job.paidKobo || job.priceKobo,
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
  };
}
