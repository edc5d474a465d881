// The job rules' numbers (issues 10 and 11), each named with its unit, each written once: the API,
// the pages, the rule texts and the README's table all read them from here.
// Why these numbers: docs/decisions/0021-job-lifecycle.md and 0025-payments.md.

/** Expected duration of a `job`-unit service, in minutes. */
export const JOB_DURATION_MINUTES = { min: 30, max: 720 } as const;
/** How many hours an `hour`-unit service may be booked for. */
export const HOURLY_BOOKING_HOURS = { min: 1, max: 10 } as const;
/** A booking starts at most this many days ahead. */
export const BOOKING_MAX_AHEAD_DAYS = 30;

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
/**
 * A User moves a booking free at least this long before its start; later, moving costs what
 * cancelling would then (cancellationFee). Its own number, equal to CANCEL_FREE_HOURS today.
 */
export const RESCHEDULE_FREE_HOURS = 24;
/** An unpaid card or transfer booking holds the Aboki's time this long, then expires. */
export const PAYMENT_HOLD_MINUTES = 30;
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
/**
 * An accepted job not started this long after its start is closed as the Aboki's no-show, and its
 * start code dies with it (issue 23): a code must not open a door days later.
 */
export const START_LAPSES_AFTER_HOURS = 3;

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

/**
 * Tap to call (issue 27): once a job is accepted, each side sees the other's number on the job page
 * until this long after the job ended (completed or cancelled); a live job keeps it shown.
 */
export const CONTACT_WINDOW_HOURS_AFTER = 24;

/** The live stream sends a comment at least this often so proxies and browsers keep it open. */
export const EVENTS_HEARTBEAT_SECONDS = 20;

// Money out (issue 26): the platform's share and when agents are paid.
// Why these numbers: docs/decisions/0052-ledger-and-payouts.md.

/** Aboki's commission on a job's price (and on a cancellation fee): this percent… */
export const COMMISSION_PERCENT = 15;
/** …but at least this (never more than the amount itself). */
export const COMMISSION_MIN_KOBO = 10_000;
/**
 * A completed prepaid job's earnings stay pending this long: the User may report a problem until
 * then (the trust issue's dispute), and a disputed job's earnings stay held until it is decided.
 */
export const DISPUTE_WINDOW_HOURS = 48;
/** After a User reports a problem, the agent has this long to give their side (issue 25). */
export const DISPUTE_ANSWER_HOURS = 48;
/** A dispute's refund above this needs a second, different operator's approval before it is sent. */
export const FOUR_EYES_REFUND_KOBO = 5_000_000;
/** A dispute may carry at most this many photos. */
export const DISPUTE_PHOTOS_MAX = 3;
/** A weekly payout is sent only when what an agent may be paid, after what they owe, is at least this. */
export const PAYOUT_MIN_KOBO = 100_000;
/** A new or changed bank account receives no payout for this long (a stolen session cannot redirect money). */
export const BANK_CHANGE_HOLD_HOURS = 24;
/** The weekly payout run: this weekday (0 Sunday … 6 Saturday) at this hour, Lagos time. */
export const PAYOUT_WEEKDAY = 5;
export const PAYOUT_HOUR = 10;
