// The cancellation fee, a request's expiry and the rating shown, as pure functions, so the API
// charges exactly what the cancellation page shows first.

import { HOUR_MS, MINUTE_MS } from '../lagos-time.js';
import {
  CANCEL_FREE_HOURS,
  CANCEL_GRACE_MINUTES,
  EXPIRE_AFTER_HOURS,
  EXPIRE_BEFORE_START_HOURS,
  LATE_CANCEL_FEE_PERCENT,
  LATE_CANCEL_HOURS,
  LATE_CANCEL_MIN_FEE_KOBO,
  RATING_PRIOR_WEIGHT,
  VERY_LATE_CANCEL_FEE_PERCENT,
  VERY_LATE_CANCEL_MIN_FEE_KOBO,
} from './numbers.js';

export type CancellationActor = 'USER' | 'AGENT';

/** What cancelling a job costs: enough of the job to decide, with times as Dates or ISO strings. */
export interface CancellableJob {
  status: string;
  startsAt: Date | string;
  createdAt: Date | string;
  priceKobo: number;
  /** What the User has already paid (0 for cash jobs until the Payments issue). */
  paidKobo?: number;
}

export interface CancellationQuote {
  feeKobo: number;
  refundKobo: number;
  /** Which rule applies, for the page's wording. */
  rule: 'FREE' | 'LATE' | 'VERY_LATE' | 'NOT_CANCELLABLE';
}

const CANCELLABLE = new Set(['REQUESTED', 'ACCEPTED']);

const time = (value: Date | string) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/**
 * The fee for cancelling now. Agents never pay (their cancellation is a strike on the Aboki).
 * A User cancels free before acceptance, within CANCEL_GRACE_MINUTES of booking, or at least
 * CANCEL_FREE_HOURS before the start; from then to LATE_CANCEL_HOURS before: 20 % (at least
 * ₦1,000); later: 50 % (at least ₦2,000). A fee never exceeds the price.
 */
export function cancellationFee(job: CancellableJob, now: Date, actor: CancellationActor): CancellationQuote {
  const paid = job.paidKobo ?? 0;
  if (!CANCELLABLE.has(job.status)) return { feeKobo: 0, refundKobo: 0, rule: 'NOT_CANCELLABLE' };
  const free = { feeKobo: 0, refundKobo: paid, rule: 'FREE' } as const;
  if (actor === 'AGENT' || job.status === 'REQUESTED') return free;
  const at = now.getTime();
  if (at - time(job.createdAt) <= CANCEL_GRACE_MINUTES * MINUTE_MS) return free;
  const untilStart = time(job.startsAt) - at;
  if (untilStart >= CANCEL_FREE_HOURS * HOUR_MS) return free;
  const late = untilStart >= LATE_CANCEL_HOURS * HOUR_MS;
  const percent = late ? LATE_CANCEL_FEE_PERCENT : VERY_LATE_CANCEL_FEE_PERCENT;
  const minimum = late ? LATE_CANCEL_MIN_FEE_KOBO : VERY_LATE_CANCEL_MIN_FEE_KOBO;
  const feeKobo = Math.min(job.priceKobo, Math.max(minimum, Math.round((job.priceKobo * percent) / 100)));
  return { feeKobo, refundKobo: Math.max(0, paid - feeKobo), rule: late ? 'LATE' : 'VERY_LATE' };
}

/** When an unanswered request expires: EXPIRE_AFTER_HOURS after it was made or EXPIRE_BEFORE_START_HOURS before its start. */
export function expiresAt(job: { createdAt: Date | string; startsAt: Date | string }): Date {
  return new Date(
    Math.min(
      time(job.createdAt) + EXPIRE_AFTER_HOURS * HOUR_MS,
      time(job.startsAt) - EXPIRE_BEFORE_START_HOURS * HOUR_MS,
    ),
  );
}

/** The rating shown: the Bayesian average of the Aboki's reviews with the platform mean, to 2 decimals. */
export function bayesianRating(sum: number, count: number, platformMean: number): number | null {
  if (count === 0) return null;
  const value = (sum + RATING_PRIOR_WEIGHT * platformMean) / (count + RATING_PRIOR_WEIGHT);
  return Math.round(value * 100) / 100;
}
