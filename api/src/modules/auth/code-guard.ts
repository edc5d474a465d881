import { MESSAGES } from 'shared/messages';
import type { CodeSubmission } from 'shared/schemas';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter.js';
import type { CodePurpose } from '../../lib/secrets.js';
import { LIMITS } from './auth-limits.js';
import type { EmailCodes } from './email-codes.js';
import { createLimitKeys, type CodeRequestKind } from './limit-keys.js';
import { findUserByEmail, type UserCredentials } from './users-repository.js';

// The throttles around emailed codes and their one-time redemption, used by sign-up (auth-service)
// and by the password reset alike: its own module, so neither service reaches into the other.

interface Dependencies {
  db: Db;
  rateLimiter: RateLimiter;
  codes: EmailCodes;
  /** Keys the HMAC that hides emails in rate-limit keys. */
  appSecret: string;
}

const invalidOtp = () => new AppError('INVALID_OTP', MESSAGES.invalidOtp);

export function createCodeGuard({ db, rateLimiter, codes, appSecret }: Dependencies) {
  const limitKeys = createLimitKeys(appSecret);

  /** One code a minute and five an hour per email (and a cap per address), counted whether or not the email has an account. */
  async function throttleCodeRequest(kind: CodeRequestKind, email: string, ip: string): Promise<void> {
    await rateLimiter.consume(
      limitKeys.codeRequestIp(kind, ip),
      LIMITS.codeRequestPerIp,
      MESSAGES.codeRequestsThrottled,
    );
    await rateLimiter.consume(
      limitKeys.codeRequestMinute(kind, email),
      LIMITS.codeRequestPerEmailMinute,
      MESSAGES.codeRequestTooSoon,
    );
    await rateLimiter.consume(
      limitKeys.codeRequestHour(kind, email),
      LIMITS.codeRequestPerEmailHour,
      MESSAGES.codeRequestsThrottled,
    );
  }

  /**
   * Like throttleCodeRequest's limits on one email, but answers whether a code may go instead of
   * refusing: for codes sent as a side effect of another answer (a sign-in), which must not change.
   */
  async function mayResendCode(kind: CodeRequestKind, email: string): Promise<boolean> {
    const rules: Array<[string, RateRule]> = [
      [limitKeys.codeRequestMinute(kind, email), LIMITS.codeRequestPerEmailMinute],
      [limitKeys.codeRequestHour(kind, email), LIMITS.codeRequestPerEmailHour],
    ];
    for (const [key, rule] of rules) {
      if (!(await rateLimiter.count(key, rule)).allowed) return false;
    }
    return true;
  }

  /**
   * Counts a code sent some other way (sign-up) on the one-a-minute limit of `kind`, so a resend
   * right after it waits its minute like any other.
   */
  async function countCodeSent(kind: CodeRequestKind, email: string): Promise<void> {
    await rateLimiter.count(limitKeys.codeRequestMinute(kind, email), LIMITS.codeRequestPerEmailMinute);
  }

  /**
   * Checks a code for `purpose` and, when right, runs `onMatch` in the transaction that used it up.
   * Wrong, expired, used and unknown-email codes all get the one INVALID_OTP answer.
   */
  async function redeemCode<T>(
    input: CodeSubmission,
    purpose: CodePurpose,
    ip: string,
    onMatch: (tx: Db, user: UserCredentials) => Promise<T>,
  ): Promise<T> {
    await rateLimiter.consume(
      limitKeys.codeChecksIp(ip),
      LIMITS.codeChecksPerIp,
      MESSAGES.codeChecksThrottled,
    );
    // No limit on wrong codes per email: a wrong guess spends one of the code's 5 tries and kills it at
    // the 5th, and a new code can be asked for only as often as the sending limits allow. A count per
    // email would refuse the owner's real code too, after a stranger's guesses (decision 0045).
    const user = await findUserByEmail(db, input.email);
    const result = user
      ? await db.transaction(async (tx) => {
          // A wrong code must still commit: the spent try is what kills a guessed-at code.
          const check = await codes.use(tx, user.id, purpose, input.otp);
          return check === 'matched' ? { value: await onMatch(tx, user) } : null;
        })
      : null;
    if (!result) throw invalidOtp();
    return result.value;
  }

  return { limitKeys, throttleCodeRequest, mayResendCode, countCodeSent, redeemCode };
}

export type CodeGuard = ReturnType<typeof createCodeGuard>;
