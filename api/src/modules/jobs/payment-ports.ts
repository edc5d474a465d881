import type { JobStatus, PaymentMethod } from 'shared/schemas';
import type { Executor } from '../../db/client.js';

// What the jobs feature needs of payments, declared here and supplied by the payments module when
// the features are composed (api/src/features.ts). Payments builds on jobs, never the other way:
// these are the only three things a booking or a job's end asks of it.

/** A checkout row written in the booking's transaction, opened with Paystack once that has committed. */
export interface HeldCheckout {
  paymentId: string;
  reference: string;
  amountKobo: number;
  channel: string;
}

/** Card and transfer at booking time. */
export interface BookingCheckout {
  /** True when card and transfer can be offered. */
  readonly available: boolean;
  add(
    tx: Executor,
    job: { id: string; reference: string; priceKobo: number; paymentMethod: Exclude<PaymentMethod, 'CASH'> },
    now: Date,
  ): Promise<HeldCheckout>;
  /** Paystack's checkout page for a committed checkout row. */
  open(held: HeldCheckout, job: { reference: string; email: string }): Promise<string>;
}

/** A job's end, as the REFUND effect tells payments. */
export interface JobExit {
  jobId: string;
  /** The end the job reached: one whose row in the transition table refunds, so a refund reason. */
  status: JobStatus;
  /** The refund the rule stored on the job (a User's cancellation or no-show); null: in full. */
  refundKobo: number | null;
  now: Date;
}

/** REFUND: the money a card or transfer job's end owes back, queued in the transition's transaction. */
export interface JobRefunds {
  /** True when a refund was queued (the job was paid by card or transfer). */
  onExit(tx: Executor, exit: JobExit): Promise<boolean>;
  /** Sends what was queued, once the transaction has committed. */
  kick(): void;
}

/** RELEASE_HOLD: the job's other open checkouts are given up. */
export type ReleaseHold = (tx: Executor, jobId: string, now: Date) => Promise<void>;
