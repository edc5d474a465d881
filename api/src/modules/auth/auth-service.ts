import { MESSAGES } from 'shared/messages';
import type { AccountUser, CodeSubmission, Credentials, Registration, Role } from 'shared/schemas';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { assertAcceptablePassword } from '../../lib/password-policy.js';
import {
  hashPassword,
  needsRehash,
  prepareDummyHash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../lib/passwords.js';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter.js';
import { limiterKey, type CodePurpose } from '../../lib/secrets.js';
import { enqueueEmail } from '../email/outbox-repository.js';
import { LIMITS, LOCK_AFTER_FAILED_SIGN_INS } from './auth-limits.js';
import { accountLockedEmail } from './auth-emails.js';
import type { EmailCodes } from './email-codes.js';
import type { SessionService } from './session-service.js';
import {
  findAccountUser,
  findUserByEmail,
  lockUserForUpdate,
  markEmailVerified,
  recordFailedSignIn,
  recordSuccessfulSignIn,
  setRole,
  upsertUnverifiedUser,
  type UserCredentials,
} from './users-repository.js';

export interface Dependencies {
  db: Db;
  rateLimiter: RateLimiter;
  sessions: SessionService;
  codes: EmailCodes;
  notifyOutbox: () => void;
  publicUrl: string;
}

export interface SignedIn {
  token: string;
  user: AccountUser;
}

/** Rate-limit keys; emails appear only hashed. */
export const limitKeys = {
  registerIp: (ip: string) => `register:ip:${ip}`,
  registerEmail: (email: string) => `register:email:${limiterKey(email)}`,
  codeRequestIp: (kind: CodeRequestKind, ip: string) => `${kind}:ip:${ip}`,
  codeRequestMinute: (kind: CodeRequestKind, email: string) => `${kind}:minute:${limiterKey(email)}`,
  codeRequestHour: (kind: CodeRequestKind, email: string) => `${kind}:hour:${limiterKey(email)}`,
  codeChecksIp: (ip: string) => `code-check:ip:${ip}`,
  wrongCodes: (purpose: CodePurpose, email: string) => `wrong-code:${purpose}:${limiterKey(email)}`,
  failedSignInsAccount: (email: string) => `sign-in:account:${limiterKey(email)}`,
  failedSignInsIp: (ip: string) => `sign-in:ip:${ip}`,
};

export type CodeRequestKind = 'send-otp' | 'forgot-password';

const invalidOtp = () => new AppError('INVALID_OTP', MESSAGES.invalidOtp);

export function createAuthService(deps: Dependencies) {
  const { db, rateLimiter, sessions, codes, notifyOutbox } = deps;
  // Ready before the first sign-in, so that one is not slower for an unknown email either.
  prepareDummyHash().catch(() => {});

  async function accountUser(userId: string): Promise<AccountUser> {
    const user = await findAccountUser(db, userId);
    if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.sessionEnded);
    return user;
  }

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

  /** Like throttleCodeRequest for one email, but answers whether a code may go instead of refusing. */
  async function mayResendCode(email: string): Promise<boolean> {
    const rules: Array<[string, RateRule]> = [
      [limitKeys.codeRequestMinute('send-otp', email), LIMITS.codeRequestPerEmailMinute],
      [limitKeys.codeRequestHour('send-otp', email), LIMITS.codeRequestPerEmailHour],
    ];
    for (const [key, rule] of rules) {
      try {
        await rateLimiter.consume(key, rule);
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') return false;
        throw error;
      }
    }
    return true;
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
    const wrongCodesKey = limitKeys.wrongCodes(purpose, input.email);
    await rateLimiter.check(wrongCodesKey, LIMITS.wrongCodesPerEmail, MESSAGES.codeChecksThrottled);
    const user = await findUserByEmail(db, input.email);
    const result = user
      ? await db.transaction(async (tx) => {
          // A wrong code must still commit: the spent try is what kills a guessed-at code.
          const check = await codes.use(tx, user.id, purpose, input.otp);
          return check === 'matched' ? { value: await onMatch(tx, user) } : null;
        })
      : null;
    if (!result) {
      await rateLimiter.record(wrongCodesKey, LIMITS.wrongCodesPerEmail);
      throw invalidOtp();
    }
    return result.value;
  }

  return {
    /**
     * Creates the account (role null) and emails a verification code. An unverified account with the
     * email gets the new name and password and a fresh code, with the same answer; a verified one is 409.
     */
    async register(input: Registration, ip: string): Promise<AccountUser> {
      await rateLimiter.consume(limitKeys.registerIp(ip), LIMITS.registerPerIp, MESSAGES.signUpThrottled);
      assertAcceptablePassword(input.password, input);
      const existing = await findUserByEmail(db, input.email);
      if (existing?.emailVerified) throw new AppError('EMAIL_TAKEN', MESSAGES.emailTaken);
      await rateLimiter.consume(
        limitKeys.registerEmail(input.email),
        LIMITS.registerPerEmail,
        MESSAGES.codeRequestsThrottled,
      );
      const passwordHash = await hashPassword(input.password);
      const userId = await db.transaction(async (tx) => {
        const id = await upsertUnverifiedUser(tx, { email: input.email, name: input.name, passwordHash });
        if (id) await codes.issue(tx, { id, email: input.email, name: input.name }, 'verify_email');
        return id;
      });
      // Verified between our read and the write: the upsert left that account alone.
      if (!userId) throw new AppError('EMAIL_TAKEN', MESSAGES.emailTaken);
      notifyOutbox();
      return accountUser(userId);
    },

    /** Emails a fresh sign-up code (the last stops working) to an unverified account; same answer for any email. */
    async sendVerificationCode(email: string, ip: string): Promise<void> {
      await throttleCodeRequest('send-otp', email, ip);
      const user = await findUserByEmail(db, email);
      if (!user || user.emailVerified) return;
      await db.transaction((tx) => codes.issue(tx, user, 'verify_email'));
      notifyOutbox();
    },

    /** A correct sign-up code verifies the email and signs in, in one transaction. */
    async verifyEmail(input: CodeSubmission, ip: string): Promise<SignedIn> {
      const signedIn = await redeemCode(input, 'verify_email', ip, async (tx, user) => {
        await markEmailVerified(tx, user.id);
        return { userId: user.id, token: await sessions.start(tx, user.id) };
      });
      return { token: signedIn.token, user: await accountUser(signedIn.userId) };
    },

    /**
     * Password sign-in. Unknown emails are checked against a dummy argon2 hash, so they take as long
     * and get the same answer as wrong passwords; failures are throttled per account and per address.
     */
    async login(input: Credentials, ip: string): Promise<SignedIn> {
      const accountKey = limitKeys.failedSignInsAccount(input.email);
      const ipKey = limitKeys.failedSignInsIp(ip);
      await rateLimiter.check(ipKey, LIMITS.failedSignInsPerIp, MESSAGES.signInThrottled);
      await rateLimiter.check(accountKey, LIMITS.failedSignInsPerAccount, MESSAGES.signInThrottled);

      const user = await findUserByEmail(db, input.email);
      const passwordMatches = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);

      if (!user || user.locked || !passwordMatches) {
        await rateLimiter.record(ipKey, LIMITS.failedSignInsPerIp);
        await rateLimiter.record(accountKey, LIMITS.failedSignInsPerAccount);
      }
      // Locked accounts get the same answer whatever the password, so the lock reveals nothing of it.
      if (user?.locked) throw new AppError('ACCOUNT_LOCKED', MESSAGES.accountLocked);
      if (!user || !passwordMatches) {
        if (user) {
          const { justLocked } = await db.transaction(async (tx) => {
            const failure = await recordFailedSignIn(tx, user.id, LOCK_AFTER_FAILED_SIGN_INS);
            if (failure.justLocked) await enqueueEmail(tx, accountLockedEmail(user, deps.publicUrl));
            return failure;
          });
          if (justLocked) {
            notifyOutbox();
            throw new AppError('ACCOUNT_LOCKED', MESSAGES.accountLocked);
          }
        }
        throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
      }

      await rateLimiter.reset(accountKey);
      if (!user.emailVerified) {
        await recordSuccessfulSignIn(db, user.id);
        const resend = await mayResendCode(user.email);
        if (resend) {
          await db.transaction((tx) => codes.issue(tx, user, 'verify_email'));
          notifyOutbox();
        }
        throw new AppError(
          'EMAIL_NOT_VERIFIED',
          resend ? MESSAGES.emailNotVerified : MESSAGES.emailNotVerifiedCodeRecent,
        );
      }

      const upgradedHash = needsRehash(user.passwordHash) ? await hashPassword(input.password) : undefined;
      const token = await db.transaction(async (tx) => {
        await recordSuccessfulSignIn(tx, user.id, upgradedHash);
        return sessions.start(tx, user.id);
      });
      return { token, user: await accountUser(user.id) };
    },

    logout(sessionId: string): Promise<void> {
      return sessions.end(sessionId);
    },

    /** Sets USER or AGENT; once a profile exists the role is fixed (the database enforces it too). */
    async selectRole(userId: string, role: Role): Promise<AccountUser> {
      await db.transaction(async (tx) => {
        const current = await lockUserForUpdate(tx, userId);
        if (!current) throw new AppError('UNAUTHENTICATED', MESSAGES.sessionEnded);
        if (current.profileKind) throw new AppError('CONFLICT', MESSAGES.roleLocked);
        await setRole(tx, userId, role);
      });
      return accountUser(userId);
    },

    /** Used by the password-reset service, which shares the code machinery. */
    redeemCode,
    throttleCodeRequest,
    accountUser,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
