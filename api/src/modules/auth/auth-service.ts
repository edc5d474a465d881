import { randomBytes } from 'node:crypto';
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
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { enqueueEmail } from '../email/email-module.js';
import {
  FIRST_LOCK_SECONDS,
  LIMITS,
  LOCK_AFTER_FAILED_SIGN_INS,
  LONGEST_LOCK_SECONDS,
} from './auth-limits.js';
import { accountLockedEmail, lockDuration, type RegisteredAgain } from './auth-emails.js';
import type { CodeGuard } from './code-guard.js';
import type { EmailCodes } from './email-codes.js';
import type { SessionService } from './session-service.js';
import {
  findAccountUser,
  findUserByEmail,
  insertOrFindUnverifiedUser,
  lockUserForUpdate,
  markEmailVerified,
  markSignUpContested,
  recordFailedSignIn,
  recordSuccessfulSignIn,
  setRole,
} from './users-repository.js';

export interface Dependencies {
  db: Db;
  rateLimiter: RateLimiter;
  sessions: SessionService;
  codes: EmailCodes;
  /** Code requests and checks, shared with the password-reset service. */
  codeGuard: CodeGuard;
  notifyOutbox: () => void;
  publicUrl: string;
}

export interface SignedIn {
  token: string;
  user: AccountUser;
}

/** 423 with the time left, in the message and as Retry-After. */
const accountLocked = (seconds: number) =>
  new AppError('ACCOUNT_LOCKED', MESSAGES.accountLocked(lockDuration(seconds)), {
    retryAfterSeconds: Math.max(1, seconds),
  });

const LOCK_RULE = {
  lockAt: LOCK_AFTER_FAILED_SIGN_INS,
  firstLockSeconds: FIRST_LOCK_SECONDS,
  longestLockSeconds: LONGEST_LOCK_SECONDS,
};

export function createAuthService(deps: Dependencies) {
  const { db, rateLimiter, sessions, codes, notifyOutbox } = deps;
  const { limitKeys, throttleCodeRequest, mayResendCode, countCodeSent, redeemCode } = deps.codeGuard;
  // Ready before the first sign-in, so that one is not slower for an unknown email either.
  prepareDummyHash().catch(() => {});

  async function accountUser(userId: string): Promise<AccountUser> {
    const user = await findAccountUser(db, userId);
    if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.sessionEnded);
    return user;
  }

  return {
    /**
     * Creates the account (role null) and emails a verification code. An unverified account with the
     * email gets a fresh code and the same answer, and never a new name or password: otherwise whoever
     * registers someone's address after them would set the password they then verify. When the second
     * sign-up's password differs, nobody can tell the owner's sign-up from an impostor's (either may
     * have come first), so the sign-up is marked contested and verifying it keeps neither password
     * (decision record 0012). A verified account is 409.
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
      // Both answers do the same argon2 work (a hash and a check), so timing shows no first sign-up.
      const [passwordHash, samePassword] = await Promise.all([
        hashPassword(input.password),
        existing ? verifyPassword(existing.passwordHash, input.password) : verifyAgainstDummy(input.password),
      ]);
      const account = await db.transaction(async (tx) => {
        const found = await insertOrFindUnverifiedUser(tx, {
          email: input.email,
          name: input.name,
          passwordHash,
        });
        if (!found) return found;
        // An account that appeared after our read is compared with nothing: contested, the safe side.
        const again: RegisteredAgain | undefined = found.created
          ? undefined
          : existing && samePassword
            ? 'same-password'
            : 'contested';
        if (again === 'contested') await markSignUpContested(tx, found.id);
        await codes.issue(
          tx,
          { id: found.id, email: input.email, name: input.name, emailVerified: false },
          'verify_email',
          { registeredAgain: again },
        );
        return found;
      });
      // Verified between our read and the write: the statement left that account alone.
      if (!account) throw new AppError('EMAIL_TAKEN', MESSAGES.emailTaken);
      notifyOutbox();
      // The code just sent counts on the one-a-minute limit of send-otp: no second code straight after it.
      await countCodeSent('send-otp', input.email);
      // The name sent, not the stored one: the answer must not show a stranger the first sign-up's name.
      return { ...(await accountUser(account.id)), name: input.name };
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
    async verifyEmail(input: CodeSubmission, ip: string): Promise<SignedIn & { passwordCleared: boolean }> {
      // What a contested sign-up's password becomes: the hash of a secret nobody keeps.
      const unusablePasswordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const signedIn = await redeemCode(input, 'verify_email', ip, async (tx, user) => {
        const { passwordCleared } = await markEmailVerified(tx, user.id, unusablePasswordHash);
        return { userId: user.id, passwordCleared, token: await sessions.start(tx, user.id) };
      });
      return {
        token: signedIn.token,
        user: await accountUser(signedIn.userId),
        passwordCleared: signedIn.passwordCleared,
      };
    },

    /**
     * Password sign-in. Unknown emails are checked against a dummy argon2 hash, so they take as long
     * and get the same answer as wrong passwords. Every attempt is counted, per account and per
     * address, before the password is checked (a burst cannot slip past the limit between the check
     * and the count) and given back when the password is right, so in effect failures are limited.
     */
    async login(input: Credentials, ip: string): Promise<SignedIn> {
      const ipKey = limitKeys.signInsIp(ip);
      const accountKey = limitKeys.signInsAccount(input.email);
      await rateLimiter.consume(ipKey, LIMITS.failedSignInsPerIp, MESSAGES.signInThrottled);
      await rateLimiter.consume(accountKey, LIMITS.failedSignInsPerAccount, MESSAGES.signInThrottled);

      const user = await findUserByEmail(db, input.email);
      const passwordMatches = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);

      // A locked account gets the same answer whatever the password, so the lock reveals nothing of it.
      if (user && user.lockedForSeconds > 0) throw accountLocked(user.lockedForSeconds);
      if (!user || !passwordMatches) {
        if (user) {
          const failure = await db.transaction(async (tx) => {
            const counted = await recordFailedSignIn(tx, user.id, LOCK_RULE);
            if (counted.justLocked) {
              await enqueueEmail(tx, accountLockedEmail(user, counted.lockedForSeconds, deps.publicUrl));
            }
            return counted;
          });
          if (failure.justLocked) notifyOutbox();
          if (failure.lockedForSeconds > 0) throw accountLocked(failure.lockedForSeconds);
        }
        throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
      }

      const upgradedHash =
        user.emailVerified && needsRehash(user.passwordHash) ? await hashPassword(input.password) : undefined;
      const token = await db.transaction(async (tx) => {
        // False when a lock was taken while this password was checked: the lock wins.
        if (!(await recordSuccessfulSignIn(tx, user.id, upgradedHash))) return null;
        return user.emailVerified ? sessions.start(tx, user.id) : undefined;
      });
      if (token === null) {
        const locked = await findUserByEmail(db, input.email);
        throw accountLocked(locked?.lockedForSeconds ?? FIRST_LOCK_SECONDS);
      }
      await Promise.all([rateLimiter.refund(ipKey), rateLimiter.refund(accountKey)]);

      if (token === undefined) {
        const resend = await mayResendCode('send-otp', user.email);
        if (resend) {
          await db.transaction((tx) => codes.issue(tx, user, 'verify_email'));
          notifyOutbox();
        }
        throw new AppError(
          'EMAIL_NOT_VERIFIED',
          resend ? MESSAGES.emailNotVerified : MESSAGES.emailNotVerifiedCodeRecent,
        );
      }
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
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
