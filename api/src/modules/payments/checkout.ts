import { randomInt } from 'node:crypto';
import { PAYMENT_MESSAGES, type PaymentMethod } from 'shared/schemas';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { PaystackError, type PaystackClient } from './paystack-client.js';
import { insertPayment, setAuthorizationUrl, type PaymentChannel } from './payments-repository.js';

// Opening a Paystack checkout for a job: a payment row with a reference of its own (never reused),
// then Paystack's initialize for the amount the server computed. Used by the booking and by
// "pay again" (POST /jobs/:reference/payment).

/** Same alphabet as job references: nothing to misread when support reads one out. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const SUFFIX_LENGTH = 8;

export const CHANNELS: Record<Exclude<PaymentMethod, 'CASH'>, PaymentChannel> = {
  CARD: 'card',
  TRANSFER: 'bank_transfer',
};

export const CALLBACK_PATH = '/api/v1/payments/paystack/callback';
/** A checkout's reference: the job's and a suffix from ALPHABET. */
export const PAYMENT_REFERENCE_PATTERN = new RegExp(`^ABK-[${ALPHABET}]{6}-[${ALPHABET}]{${SUFFIX_LENGTH}}$`);

export function newPaymentReference(jobReference: string): string {
  let suffix = '';
  for (let index = 0; index < SUFFIX_LENGTH; index += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${jobReference}-${suffix}`;
}

export interface NewCheckout {
  paymentId: string;
  reference: string;
  amountKobo: number;
  channel: PaymentChannel;
}

export interface CheckoutOptions {
  db: Db;
  /** Undefined when card and transfer are off (production without a key). */
  paystack: PaystackClient | undefined;
  publicUrl: string;
}

export function createCheckout({ db, paystack, publicUrl }: CheckoutOptions) {
  return {
    /** True when card and transfer can be offered. */
    available: paystack !== undefined,

    /** The checkout's row, in the transaction that makes (or re-opens) the job. */
    async add(
      tx: Executor,
      job: {
        id: string;
        reference: string;
        priceKobo: number;
        paymentMethod: Exclude<PaymentMethod, 'CASH'>;
      },
      now: Date,
    ): Promise<NewCheckout> {
      const channel = CHANNELS[job.paymentMethod];
      const reference = newPaymentReference(job.reference);
      const paymentId = await insertPayment(tx, {
        jobId: job.id,
        reference,
        channel,
        amountKobo: job.priceKobo,
        now,
      });
      return { paymentId, reference, amountKobo: job.priceKobo, channel };
    },

    /**
     * Paystack's checkout page for a committed checkout row: initialize, then the URL stored with it.
     * Paystack out of reach (after the client's retries) → 503 PAYMENT_PROVIDER_UNAVAILABLE.
     */
    async open(checkout: NewCheckout, job: { reference: string; email: string }): Promise<string> {
      if (!paystack) throw new AppError('PAYMENT_METHOD_UNAVAILABLE', PAYMENT_MESSAGES.methodUnavailable);
      try {
        const opened = await paystack.initialize({
          email: job.email,
          amountKobo: checkout.amountKobo,
          reference: checkout.reference,
          channels: [checkout.channel],
          callbackUrl: `${publicUrl}${CALLBACK_PATH}`,
          metadata: { jobReference: job.reference },
        });
        await setAuthorizationUrl(db, checkout.paymentId, opened.authorizationUrl);
        return opened.authorizationUrl;
      } catch (error) {
        if (error instanceof PaystackError) {
          throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable, {
            retryAfterSeconds: 30,
          });
        }
        throw error;
      }
    },
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
