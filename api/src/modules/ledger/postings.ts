import { commissionSplit } from 'shared/job-rules';
import { ACCOUNTS, agentAccount } from './accounts.js';

// What each event posts, as pure functions: the lines (kobo, debit-positive, summing to zero) and
// the idempotency key derived from the event, so the same event always makes the same entry and the
// database's unique key lets it in once. The property tests drive these through random histories.

export interface LedgerLine {
  account: string;
  amountKobo: number;
}

export interface Posting {
  /** Unique per event: `charge:<payment reference>`, `job:<reference>:completed`, `payout:<reference>`… */
  key: string;
  /** What happened, for statements and reconciliation (`charge`, `job.completed`, `payout.sent`…). */
  kind: string;
  jobId?: string | null;
  agentId?: string | null;
  /** The outside reference: the payment's, the job's or the payout's. */
  reference: string;
  lines: LedgerLine[];
}

const { paystackClearing, userPrepaid, refundsPayable, commissionPending, platformRevenue, payoutsInFlight } =
  ACCOUNTS;

/** A card or transfer charge Paystack proved: the money is at Paystack, held for the job. */
export const chargePosting = (charge: {
  paymentReference: string;
  jobId: string;
  amountKobo: number;
}): Posting => ({
  key: `charge:${charge.paymentReference}`,
  kind: 'charge',
  jobId: charge.jobId,
  reference: charge.paymentReference,
  lines: [
    { account: paystackClearing, amountKobo: charge.amountKobo },
    { account: userPrepaid, amountKobo: -charge.amountKobo },
  ],
});

/** A refund decided: the held money is owed back. */
export const refundQueuedPosting = (refund: {
  paymentReference: string;
  jobId: string;
  amountKobo: number;
}): Posting => ({
  key: `refund:${refund.paymentReference}`,
  kind: 'refund.queued',
  jobId: refund.jobId,
  reference: refund.paymentReference,
  lines: [
    { account: userPrepaid, amountKobo: refund.amountKobo },
    { account: refundsPayable, amountKobo: -refund.amountKobo },
  ],
});

/** Paystack settled a refund: processed, the money left; failed, it is held for the User again (support settles it). */
export const refundSettledPosting = (refund: {
  paymentReference: string;
  jobId: string;
  amountKobo: number;
  outcome: 'PROCESSED' | 'FAILED';
}): Posting => ({
  key: `refund.${refund.outcome.toLowerCase()}:${refund.paymentReference}`,
  kind: `refund.${refund.outcome.toLowerCase()}`,
  jobId: refund.jobId,
  reference: refund.paymentReference,
  lines: [
    { account: refundsPayable, amountKobo: refund.amountKobo },
    {
      account: refund.outcome === 'PROCESSED' ? paystackClearing : userPrepaid,
      amountKobo: -refund.amountKobo,
    },
  ],
});

interface AgentJob {
  jobId: string;
  jobReference: string;
  agentId: string;
}

/**
 * A prepaid job completed: what is held for it becomes the agent's pending earnings less commission,
 * and the commission pending too, until the dispute window passes.
 */
export function jobCompletedPosting(job: AgentJob & { heldKobo: number }): Posting {
  const { commissionKobo, agentKobo } = commissionSplit(job.heldKobo);
  return {
    key: `job:${job.jobReference}:completed`,
    kind: 'job.completed',
    jobId: job.jobId,
    agentId: job.agentId,
    reference: job.jobReference,
    lines: [
      { account: userPrepaid, amountKobo: job.heldKobo },
      { account: agentAccount('pending', job.agentId), amountKobo: -agentKobo },
      { account: commissionPending, amountKobo: -commissionKobo },
    ],
  };
}

/** The dispute window passed with no dispute: the pending earnings may be paid, the commission is earned. */
export function jobReleasedPosting(job: AgentJob & { agentKobo: number; commissionKobo: number }): Posting {
  return {
    key: `job:${job.jobReference}:released`,
    kind: 'job.released',
    jobId: job.jobId,
    agentId: job.agentId,
    reference: job.jobReference,
    lines: [
      { account: agentAccount('pending', job.agentId), amountKobo: job.agentKobo },
      { account: commissionPending, amountKobo: job.commissionKobo },
      { account: agentAccount('payable', job.agentId), amountKobo: -job.agentKobo },
      { account: platformRevenue, amountKobo: -job.commissionKobo },
    ],
  };
}

/**
 * A dispute's refund, decided after the job completed: the money is no longer held for the job but
 * the agent's pending earnings and the pending commission, so it comes back from those, in the
 * shares given, and is owed to the User. The key is every refund's (`refund:<payment reference>`), so
 * Paystack's settlement posts against it and a payment is refunded once.
 */
export function disputeRefundPosting(refund: {
  paymentReference: string;
  jobId: string;
  agentId: string;
  agentKobo: number;
  commissionKobo: number;
}): Posting {
  return {
    key: `refund:${refund.paymentReference}`,
    kind: 'refund.queued',
    jobId: refund.jobId,
    agentId: refund.agentId,
    reference: refund.paymentReference,
    lines: [
      { account: agentAccount('pending', refund.agentId), amountKobo: refund.agentKobo },
      { account: commissionPending, amountKobo: refund.commissionKobo },
      { account: refundsPayable, amountKobo: -(refund.agentKobo + refund.commissionKobo) },
    ],
  };
}

/** A prepaid job ended otherwise with money still held after its refund: the User's fee, split by the same rule. */
export function jobFeePosting(job: AgentJob & { heldKobo: number }): Posting {
  const { commissionKobo, agentKobo } = commissionSplit(job.heldKobo);
  return {
    key: `job:${job.jobReference}:fee`,
    kind: 'job.fee',
    jobId: job.jobId,
    agentId: job.agentId,
    reference: job.jobReference,
    lines: [
      { account: userPrepaid, amountKobo: job.heldKobo },
      { account: agentAccount('payable', job.agentId), amountKobo: -agentKobo },
      { account: platformRevenue, amountKobo: -commissionKobo },
    ],
  };
}

/** A cash job completed: the Aboki was paid in hand, so the agent owes Aboki its commission. */
export function cashCommissionPosting(job: AgentJob & { priceKobo: number }): Posting {
  const { commissionKobo } = commissionSplit(job.priceKobo);
  return {
    key: `job:${job.jobReference}:cash`,
    kind: 'job.cash',
    jobId: job.jobId,
    agentId: job.agentId,
    reference: job.jobReference,
    lines: [
      { account: agentAccount('receivable', job.agentId), amountKobo: commissionKobo },
      { account: platformRevenue, amountKobo: -commissionKobo },
    ],
  };
}

/**
 * A payout written, before Paystack is called: everything payable leaves the agent's balance, what
 * they owe is netted, and the rest is in flight to their bank.
 */
export function payoutSentPosting(payout: {
  payoutReference: string;
  agentId: string;
  payableKobo: number;
  owedKobo: number;
}): Posting {
  return {
    key: `payout:${payout.payoutReference}`,
    kind: 'payout.sent',
    agentId: payout.agentId,
    reference: payout.payoutReference,
    lines: [
      { account: agentAccount('payable', payout.agentId), amountKobo: payout.payableKobo },
      { account: agentAccount('receivable', payout.agentId), amountKobo: -payout.owedKobo },
      { account: payoutsInFlight, amountKobo: -(payout.payableKobo - payout.owedKobo) },
    ],
  };
}

/** transfer.success: the money reached the bank. */
export const payoutPaidPosting = (payout: {
  payoutReference: string;
  agentId: string;
  amountKobo: number;
}): Posting => ({
  key: `payout:${payout.payoutReference}:success`,
  kind: 'payout.paid',
  agentId: payout.agentId,
  reference: payout.payoutReference,
  lines: [
    { account: payoutsInFlight, amountKobo: payout.amountKobo },
    { account: paystackClearing, amountKobo: -payout.amountKobo },
  ],
});

/**
 * transfer.failed or transfer.reversed: the money is back in the agent's balance, from in flight, or
 * (reversed after a success) back at Paystack.
 */
export const payoutReturnedPosting = (payout: {
  payoutReference: string;
  agentId: string;
  amountKobo: number;
  afterSuccess: boolean;
}): Posting => ({
  key: `payout:${payout.payoutReference}:returned`,
  kind: 'payout.returned',
  agentId: payout.agentId,
  reference: payout.payoutReference,
  lines: [
    { account: payout.afterSuccess ? paystackClearing : payoutsInFlight, amountKobo: payout.amountKobo },
    { account: agentAccount('payable', payout.agentId), amountKobo: -payout.amountKobo },
  ],
});
