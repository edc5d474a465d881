import type { RateRule } from '../../lib/rate-limiter.js';

export const CODE_LIFETIME_MINUTES = 10;
export const CODE_LIFETIME_SECONDS = CODE_LIFETIME_MINUTES * 60;
/** The 5th wrong try is the code's last. */
export const CODE_MAX_ATTEMPTS = 5;
export const RESET_TOKEN_LIFETIME_SECONDS = 15 * 60;

export const SESSION_LIFETIME_SECONDS = 30 * 24 * 3600;
export const SESSION_IDLE_SECONDS = 7 * 24 * 3600;
/** last_used_at moves at most this often, so authenticated reads do not each write. */
export const SESSION_TOUCH_SECONDS = 60;

/** Consecutive failed password sign-ins that lock password sign-in for a while. */
export const LOCK_AFTER_FAILED_SIGN_INS = 100;
/**
 * The first lock lasts 15 minutes; each further one without a successful sign-in or a reset between
 * lasts twice the last, up to a day. Timed, so no one can lock a stranger out for good; doubling, so
 * a patient attacker's guesses per day keep shrinking. A password reset ends a lock at once.
 */
export const FIRST_LOCK_SECONDS = 15 * 60;
export const LONGEST_LOCK_SECONDS = 24 * 3600;

/**
 * Throttles, held in PostgreSQL or Redis so every API process shares them. Per-address limits are
 * generous on purpose: Nigerian mobile networks put many customers behind one carrier-grade NAT
 * address, and per-account limits do the close work.
 */
export const LIMITS = {
  /** Sign-ups from one address (each hashes a password and may send an email). */
  registerPerIp: { limit: 100, windowSeconds: 3600 },
  /** Codes sent by re-registering one unverified email. */
  registerPerEmail: { limit: 5, windowSeconds: 3600 },
  /** send-otp and forgot-password, each on its own: one code a minute and 5 an hour per email... */
  codeRequestPerEmailMinute: { limit: 1, windowSeconds: 60 },
  codeRequestPerEmailHour: { limit: 5, windowSeconds: 3600 },
  /** ...and per address. */
  codeRequestPerIp: { limit: 20, windowSeconds: 3600 },
  /** Code submissions (verify-otp, reset-password/verify-otp) from one address. */
  codeChecksPerIp: { limit: 60, windowSeconds: 600 },
  /**
   * Sign-in attempts per account (known or not) and per address, counted before the password is
   * checked and given back when it is right: in effect, failed sign-ins.
   */
  failedSignInsPerAccount: { limit: 20, windowSeconds: 15 * 60 },
  failedSignInsPerIp: { limit: 100, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;
