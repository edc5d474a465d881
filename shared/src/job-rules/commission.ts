// Aboki's share of money an agent earns, as one pure function: the ledger posts it, and the job
// page, the agent's statement and the receipt show the same split.

import { COMMISSION_MIN_KOBO, COMMISSION_PERCENT } from './numbers.js';

export interface CommissionSplit {
  /** Aboki's commission. */
  commissionKobo: number;
  /** What the agent earns: the amount less the commission. */
  agentKobo: number;
}

/**
 * COMMISSION_PERCENT of the amount, rounded to the kobo, at least COMMISSION_MIN_KOBO and never more
 * than the amount: the two parts always add up to it.
 */
export function commissionSplit(amountKobo: number): CommissionSplit {
  if (!Number.isSafeInteger(amountKobo) || amountKobo < 0) throw new RangeError('amount must be whole kobo');
  const commissionKobo = Math.min(
    amountKobo,
    Math.max(COMMISSION_MIN_KOBO, Math.round((amountKobo * COMMISSION_PERCENT) / 100)),
  );
  return { commissionKobo, agentKobo: amountKobo - commissionKobo };
}
