import type { JobPayment, PaymentMethod, PaymentStatus, RefundStatus } from 'shared/schemas';

/** Each way to pay, as a User reads it in a list of facts. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CASH: 'Cash on completion',
  CARD: 'Card, through Paystack',
  TRANSFER: 'Bank transfer, through Paystack',
};

const PAID_BY: Record<PaymentMethod, string> = {
  CASH: 'Paid in cash',
  CARD: 'Paid by card',
  TRANSFER: 'Paid by bank transfer',
};

const WAITING_FOR: Record<PaymentMethod, string> = {
  CASH: 'Cash on completion',
  CARD: 'Waiting for your card payment',
  TRANSFER: 'Waiting for your bank transfer',
};

/** A job's payment in a few words: "Paid by card", "Cash on completion", "Refunded". */
export function paymentStatusText(method: PaymentMethod, status: PaymentStatus): string {
  switch (status) {
    case 'PAID':
      return PAID_BY[method];
    case 'PENDING':
      return WAITING_FOR[method];
    case 'UNPAID':
      return method === 'CASH' ? 'Cash on completion' : 'Not paid';
    case 'REFUND_PENDING':
      return 'Refund on its way';
    case 'REFUNDED':
      return 'Refunded in full';
    case 'PARTLY_REFUNDED':
      return 'Partly refunded';
  }
}

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  PENDING: 'On its way',
  PROCESSED: 'Paid back',
  FAILED: 'Failed: contact support',
};

/** Whether money has changed hands for this job (paid, or paid and sent back): a receipt shows it. */
export const wasPaid = (payment: JobPayment) => payment.status !== 'UNPAID' && payment.status !== 'PENDING';
