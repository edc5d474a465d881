import type { Language } from 'shared';
import { formatLagosClock, formatLagosDay } from 'shared/lagos-time';
import type { JobPayment, PaymentMethod, PaymentStatus, RefundStatus } from 'shared/schemas';
import type { RequestsText, RequestsT } from '../i18n/index.js';

/** "Sat 12 Dec, 9:05 (Lagos time)", in the page's language. */
export const lagosMoment = (t: RequestsT, language: Language, iso: string) =>
  t('{when} (Lagos time)', {
    when: `${formatLagosDay(new Date(iso), language)}, ${formatLagosClock(new Date(iso))}`,
  });

/** Each way to pay, as a User reads it in a list of facts (catalogue ids). */
export const PAYMENT_METHOD_IDS: Record<PaymentMethod, RequestsText> = {
  CASH: 'Cash on completion',
  CARD: 'Card, through Paystack',
  TRANSFER: 'Bank transfer, through Paystack',
};

const PAID_BY: Record<PaymentMethod, RequestsText> = {
  CASH: 'Paid in cash',
  CARD: 'Paid by card',
  TRANSFER: 'Paid by bank transfer',
};

const WAITING_FOR: Record<PaymentMethod, RequestsText> = {
  CASH: 'Cash on completion',
  CARD: 'Waiting for your card payment',
  TRANSFER: 'Waiting for your bank transfer',
};

/** A job's payment in a few words: "Paid by card", "Cash on completion", "Refunded". */
export function paymentStatusText(t: RequestsT, method: PaymentMethod, status: PaymentStatus): string {
  switch (status) {
    case 'PAID':
      return t(PAID_BY[method]);
    case 'PENDING':
      return t(WAITING_FOR[method]);
    case 'UNPAID':
      return method === 'CASH' ? t('Cash on completion') : t('Not paid');
    case 'REFUND_PENDING':
      return t('Refund on its way');
    case 'REFUNDED':
      return t('Refunded in full');
    case 'PARTLY_REFUNDED':
      return t('Partly refunded');
  }
}

export const REFUND_STATUS_IDS: Record<RefundStatus, RequestsText> = {
  PENDING: 'On its way',
  PROCESSED: 'Paid back',
  FAILED: 'Failed: contact support',
};

/** Whether money has changed hands for this job (paid, or paid and sent back): a receipt shows it. */
export const wasPaid = (payment: JobPayment) => payment.status !== 'UNPAID' && payment.status !== 'PENDING';
