import { z } from 'zod';
import { cashCheckViewSchema } from './cash-check.js';

// Payments (issue 11): how a job is paid — cash on completion, or card or bank transfer through
// Paystack before the job becomes a request — and what a job's payment looks like to its people.
// Why it works this way: docs/decisions/0025-payments.md.

/** Cash on completion, or prepaid through Paystack's checkout by card or bank transfer. */
export const PAYMENT_METHODS = ['CASH', 'CARD', 'TRANSFER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PREPAID_METHODS = ['CARD', 'TRANSFER'] as const satisfies readonly PaymentMethod[];
export const isPrepaid = (method: PaymentMethod) => method !== 'CASH';

/** The unpaid hold (a job-rules number, re-exported for the payment pages). */
export { PAYMENT_HOLD_MINUTES } from '../job-rules/numbers.js';
/** A checkout still pending this long is verified with Paystack by the reconciliation sweep. */
export const PAYMENT_RECONCILE_AFTER_MINUTES = 10;

/**
 * A job's payment as its people see it. Cash: UNPAID until the agent records the cash received
 * (PAID). Card/transfer: PENDING while the checkout is open, PAID once Paystack confirms the money,
 * then REFUND_PENDING / REFUNDED / PARTLY_REFUNDED when money goes back.
 */
export const PAYMENT_STATUSES = [
  'UNPAID',
  'PENDING',
  'PAID',
  'REFUND_PENDING',
  'REFUNDED',
  'PARTLY_REFUNDED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const REFUND_STATUSES = ['PENDING', 'PROCESSED', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const PAYMENT_MESSAGES = {
  methodUnavailable:
    'Card and bank transfer payments are not available right now. Choose cash on completion.',
  prepaymentRequired:
    'After 3 late cancellations in 30 days, bookings are paid in advance by card or bank transfer for a while.',
  providerUnavailable:
    'We could not reach our payment provider. Nothing was charged: try again in a moment or pay cash.',
  notAwaitingPayment: 'This job is not waiting for a payment.',
  holdExpired: 'The time to pay for this booking has run out, and the Aboki’s time was freed. Book again.',
  checkoutStarted: 'Continue to the payment page to pay for your booking.',
  switchedToCash: 'Request sent! You will pay the Aboki in cash on completion.',
  paymentFailed: 'Payment was not completed — try again or pay cash.',
} as const;

export const refundViewSchema = z.object({
  amountKobo: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});

/** What the money a job earned splits into (decision 0052): the platform's commission and the rest. */
export const jobSplitSchema = z.object({
  commissionPercent: z.number().int(),
  commissionKobo: z.number().int(),
  agentKobo: z.number().int(),
});

/** `payment` on every view of a job. */
export const jobPaymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  /** What is paid or due: the price (cash: what is owed; the cash recorded is in `cash`). */
  amountKobo: z.number().int(),
  paidAt: z.string().nullable(),
  /** Paystack's checkout page while a prepaid job awaits payment; null otherwise. */
  authorizationUrl: z.string().nullable(),
  /** Until when an unpaid prepaid job holds its slot; null otherwise. */
  payBy: z.string().nullable(),
  refunds: z.array(refundViewSchema),
  /** A completed cash job's check: owed, recorded, the User's answer (null otherwise). */
  cash: cashCheckViewSchema.nullable(),
  /** A completed job's price, or a cancellation's fee, as commission and the Aboki's share; null otherwise. */
  split: jobSplitSchema.nullable(),
});

/** The words of this file's schemas, one place for each (the API's translations are keyed by them). */
export const PAYMENT_FIELD_MESSAGES = {
  chooseCashCardOrBankTransfer: 'Choose cash, card or bank transfer',
} as const;

/** POST /api/v1/jobs/:reference/payment: a fresh checkout (same method, or another), or switch to cash. */
export const jobPaymentRequestSchema = z
  .object({
    paymentMethod: z
      .enum(PAYMENT_METHODS, { error: PAYMENT_FIELD_MESSAGES.chooseCashCardOrBankTransfer })
      .optional(),
  })
  .strict()
  .optional();

/** GET /api/v1/payments/options: which methods this User may choose now. */
export const paymentOptionsSchema = z.object({
  methods: z.array(z.enum(PAYMENT_METHODS)),
  /** True after too many late cancellations: cash is not offered. */
  mustPrepay: z.boolean(),
});

export type RefundView = z.output<typeof refundViewSchema>;
export type JobPayment = z.output<typeof jobPaymentSchema>;
export type JobSplit = z.output<typeof jobSplitSchema>;
export type JobPaymentRequest = z.output<typeof jobPaymentRequestSchema>;
export type PaymentOptions = z.output<typeof paymentOptionsSchema>;
