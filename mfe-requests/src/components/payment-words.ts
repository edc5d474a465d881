import type { Language } from 'shared';
import { formatLagosClock, formatLagosDay } from 'shared/lagos-time';
import type { JobPayment, PaymentMethod, PaymentStatus, RefundStatus } from 'shared/schemas';
import type { RequestsId, RequestsT } from '../i18n/index.js';

/** "Sat 12 Dec, 9:05 (Lagos time)", in the page's language. */
export const lagosMoment = (t: RequestsT, language: Language, iso: string) =>
  t('common.lagosTime', {
    when: `${formatLagosDay(new Date(iso), language)}, ${formatLagosClock(new Date(iso))}`,
  });

/** Each way to pay, as a User reads it in a list of facts (catalogue ids). */
export const PAYMENT_METHOD_IDS: Record<PaymentMethod, RequestsId> = {
  CASH: 'payment.method.CASH',
  CARD: 'payment.method.CARD',
  TRANSFER: 'payment.method.TRANSFER',
};

const PAID_BY: Record<PaymentMethod, RequestsId> = {
  CASH: 'payment.paidBy.CASH',
  CARD: 'payment.paidBy.CARD',
  TRANSFER: 'payment.paidBy.TRANSFER',
};

const WAITING_FOR: Record<PaymentMethod, RequestsId> = {
  CASH: 'payment.method.CASH',
  CARD: 'payment.waiting.CARD',
  TRANSFER: 'payment.waiting.TRANSFER',
};

/** A job's payment in a few words: "Paid by card", "Cash on completion", "Refunded". */
export function paymentStatusText(t: RequestsT, method: PaymentMethod, status: PaymentStatus): string {
  switch (status) {
    case 'PAID':
      return t(PAID_BY[method]);
    case 'PENDING':
      return t(WAITING_FOR[method]);
    case 'UNPAID':
      return method === 'CASH' ? t('payment.method.CASH') : t('payment.notPaid');
    case 'REFUND_PENDING':
      return t('payment.refundPending');
    case 'REFUNDED':
      return t('payment.refunded');
    case 'PARTLY_REFUNDED':
      return t('payment.partlyRefunded');
  }
}

export const REFUND_STATUS_IDS: Record<RefundStatus, RequestsId> = {
  PENDING: 'refund.PENDING',
  PROCESSED: 'refund.PROCESSED',
  FAILED: 'refund.FAILED',
};

/** Whether money has changed hands for this job (paid, or paid and sent back): a receipt shows it. */
export const wasPaid = (payment: JobPayment) => payment.status !== 'UNPAID' && payment.status !== 'PENDING';
