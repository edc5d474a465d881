// Jobs (issue 10): the lifecycle's numbers, each named with its unit, and the cancellation fee
// as one pure function, so the API charges exactly what the cancellation page shows first.
// Node-safe: no browser or React imports. Why these numbers: docs/decisions/0021-job-lifecycle.md.

/** A User cancels free at least this long before the start… */
export const CANCEL_FREE_HOURS = 24;
/** …or within this long of booking (a change of mind), or before the agent accepts. */
export const CANCEL_GRACE_MINUTES = 5;
/** Between CANCEL_FREE_HOURS and this before the start: the late fee; under it, the very-late fee. */
export const LATE_CANCEL_HOURS = 2;
export const LATE_CANCEL_FEE_PERCENT = 20;
export const LATE_CANCEL_MIN_FEE_KOBO = 100_000;
export const VERY_LATE_CANCEL_FEE_PERCENT = 50;
export const VERY_LATE_CANCEL_MIN_FEE_KOBO = 200_000;
/** This many late (fee-paying) cancellations by a User in PREPAY_WINDOW_DAYS: they must prepay (Payments issue). */
export const PREPAY_AFTER_LATE_CANCELS = 3;
export const PREPAY_WINDOW_DAYS = 30;

/** An unanswered request expires this long after it was made… */
export const EXPIRE_AFTER_HOURS = 12;
/** …or this long before its start, whichever comes first. */
export const EXPIRE_BEFORE_START_HOURS = 1;
/** How often each API process looks for requests to expire. */
export const EXPIRY_SWEEP_SECONDS = 60;

/** The agent can start the job with the door code from this long before the start. */
export const START_OPENS_BEFORE_MINUTES = 30;
/** This many wrong start codes lock starting for START_CODE_LOCK_MINUTES. */
export const START_CODE_MAX_ATTEMPTS = 5;
export const START_CODE_LOCK_MINUTES = 15;
/** Either side may report a no-show from this long after the start. */
export const NO_SHOW_AFTER_MINUTES = 30;

/** This many strikes (agent cancellations, Aboki no-shows) in STRIKE_WINDOW_DAYS pause the Aboki. */
export const STRIKES_TO_PAUSE = 2;
export const STRIKE_WINDOW_DAYS = 28;

/** A completed job can be reviewed by its User for this long after completion. */
export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_COMMENT_MAX_LENGTH = 1000;
/** Bayesian average: the platform mean counts as this many reviews. */
export const RATING_PRIOR_WEIGHT = 5;
/** Below this many reviews the browser shows "New" rather than the number. */
export const RATING_NEW_BELOW_COUNT = 3;
export const REVIEWS_PAGE_SIZE = 20;

/** The live stream sends a comment at least this often so proxies and browsers keep it open. */
export const EVENTS_HEARTBEAT_SECONDS = 20;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

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
