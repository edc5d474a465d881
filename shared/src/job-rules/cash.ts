// The cash check (issue 22, item 11): what the User of a cash job owes at the door, when the cash an
// agent records needs a reason, and how long the User is asked what they paid. The API refuses and
// stores by these; the agent's form and the User's page ask the same questions from them.
// Why: docs/decisions/0043-cash-check.md.

import { DAY_MS } from '../lagos-time.js';

/** The User of a completed cash job is asked what they paid for this long (as long as a review). */
export const CASH_CONFIRM_DAYS = 14;
/** The agent's reason for cash that differs from what is owed, trimmed: at least and at most this long. */
export const CASH_DIFFERENCE_REASON_MIN_LENGTH = 3;
export const CASH_DIFFERENCE_REASON_MAX_LENGTH = 300;

/**
 * What the User of a cash job owes at the door: the price, plus any fee recorded on the job. A fee
 * is stored only when a job ends without happening, so a job being completed owes its price today;
 * the sum keeps a fee recorded on the job itself from ever being left out.
 */
export function cashOwedKobo(job: { priceKobo: number; feeKobo?: number | null }): number {
  return job.priceKobo + (job.feeKobo ?? 0);
}

/** Whether the cash recorded is not what is owed: the agent must confirm it with a reason. */
export const cashDiffers = (owedKobo: number, recordedKobo: number): boolean => recordedKobo !== owedKobo;

/** Until when the User of a cash job completed at `completedAt` may say what they paid. */
export const cashConfirmBy = (completedAt: Date | string): Date =>
  new Date(new Date(completedAt).getTime() + CASH_CONFIRM_DAYS * DAY_MS);
