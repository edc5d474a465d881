// The ledger's accounts. Platform accounts have one row each; every agent has three of their own.
// Lines are signed debit-positive: a DEBIT-side account's balance is money held by or owed to
// Aboki (≥ 0), a CREDIT-side account's is what Aboki owes or has earned (≤ 0). The database keeps
// each on its side (ledger_accounts_on_its_side).

export const ACCOUNTS = {
  /** Money at Paystack: charges in, refunds and payouts out. */
  paystackClearing: 'paystack_clearing',
  /** Users' card and transfer payments, held for their jobs (per job: the entries' job_id). */
  userPrepaid: 'user_prepaid',
  /** Refunds decided and not yet settled by Paystack. */
  refundsPayable: 'refunds_payable',
  /** Aboki's commission on completed jobs still inside the dispute window. */
  commissionPending: 'commission_pending',
  platformRevenue: 'platform_revenue',
  /** Payouts sent to Paystack and not yet confirmed by the bank. */
  payoutsInFlight: 'payouts_in_flight',
} as const;

export type AgentAccountKind = 'pending' | 'payable' | 'receivable';

/**
 * An agent's own accounts: earnings inside the dispute window (pending), earnings they may be paid
 * (payable), and the commission they owe on cash jobs (receivable), netted against a payout.
 */
export const agentAccount = (kind: AgentAccountKind, agentId: string) => `agent_${kind}:${agentId}`;

const DEBIT_SIDE = [ACCOUNTS.paystackClearing, 'agent_receivable'];

/** Which side an account's balance sits on, from its code. */
export function normalSide(code: string): 'DEBIT' | 'CREDIT' {
  return DEBIT_SIDE.includes(code.split(':')[0]!) ? 'DEBIT' : 'CREDIT';
}
