import type { Language } from 'shared/i18n';
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
import { signInCodePeriodEmail, type RegisteredAgain } from './auth-emails.js';
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
  type UserCredentials,
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

/** Whose password (and code, when one was needed) was right; no token yet for an unverified email. */
interface Passed {
  user: UserCredentials;
  token: string | undefined;
}

/** No account has this id: checking a code against it touches no row, as long as checking a real one. */
const NO_ACCOUNT_ID = '00000000-0000-0000-0000-000000000000';

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

  /**
   * The second proof a sign-in needs past the account's limit (decision 0045). `owner` is the account
   * only when the password was right: a wrong password and an unknown email get exactly the answers
   * a right password with a wrong code gets, so these answers say nothing about the password.
   * Without a code: 401 SIGN_IN_CODE_REQUIRED, and the owner is emailed a code (once a minute and 5
   * times an hour at most; only someone with the password can spend those). With one: signed in (the
   * token, or undefined for an unverified email) when password and code are both right, else 401.
   */
  async function signInWithCode(
    owner: UserCredentials | undefined,
    code: string | undefined,
  ): Promise<Passed> {
    if (code === undefined) {
      if (owner && (await mayResendCode('sign-in', owner.email))) {
        await db.transaction((tx) => codes.issue(tx, owner, 'sign_in'));
        notifyOutbox();
      }
      throw new AppError('SIGN_IN_CODE_REQUIRED', MESSAGES.signInCodeRequired);
    }
    const signedIn = await db.transaction(async (tx) => {
      // Only the owner's tries are spent: a stranger without the password cannot burn the owner's
      // code. A wrong code still commits, since the spent try is what kills a guessed-at code.
      const check = await codes.use(tx, owner?.id ?? NO_ACCOUNT_ID, 'sign_in', code);
      if (!owner || check !== 'matched') return null;
      // The password and the mailbox are both proven: any code period ends. (An old hash is upgraded
      // at the next sign-in without a code: hashing here would time a right password.)
      await recordSuccessfulSignIn(tx, owner.id, { secondProof: true });
      return { user: owner, token: owner.emailVerified ? await sessions.start(tx, owner.id) : undefined };
    });
    if (!signedIn) throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidPasswordOrCode);
    return signedIn;
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
    /** `language`: the page's, kept as the account's (its e-mails follow it) and used for this code's e-mail. */
    async register(input: Registration, ip: string, language: Language = 'en'): Promise<AccountUser> {
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
          language,
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
          { id: found.id, email: input.email, name: input.name, emailVerified: false, language },
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
     * and get the same answer as wrong passwords. Every attempt is counted, per address and per
     * account, before the password is checked (a burst cannot slip past a limit between the check and
     * the count) and given back when the sign-in succeeds, so in effect failures are limited.
     * Past the address's limit the answer is 429: that limit slows a guesser down. Past the account's
     * limit, or in a code period after 100 failures in a row, nothing is refused — a stranger could
     * refresh that refusal forever — but a second proof is needed: the password and an emailed code.
     */
    async login(input: Credentials, ip: string): Promise<SignedIn> {
      const ipKey = limitKeys.signInsIp(ip);
      const accountKey = limitKeys.signInsAccount(input.email);
      await rateLimiter.consume(ipKey, LIMITS.failedSignInsPerIp, MESSAGES.signInThrottled);
      const account = await rateLimiter.count(accountKey, LIMITS.failedSignInsPerAccount);

      const user = await findUserByEmail(db, input.email);
      const passwordMatches = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      const owner = user && passwordMatches ? user : undefined;

      let passed: Passed;
      if (!account.allowed || (user && user.lockedForSeconds > 0)) {
        // A code sent while none is needed is ignored: the password alone decides then.
        passed = await signInWithCode(owner, input.code);
      } else if (!owner) {
        if (user) {
          // Only these checked failures count towards a code period: past the limit, guesses are answered
          // the same whatever they are, so they teach nothing and count for nothing.
          const failure = await db.transaction(async (tx) => {
            const counted = await recordFailedSignIn(tx, user.id, LOCK_RULE);
            if (counted.justLocked) {
              await enqueueEmail(tx, signInCodePeriodEmail(user, counted.lockedForSeconds, deps.publicUrl));
            }
            return counted;
          });
          if (failure.justLocked) notifyOutbox();
        }
        throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
      } else {
        const upgradedHash =
          owner.emailVerified && needsRehash(owner.passwordHash)
            ? await hashPassword(input.password)
            : undefined;
        const signedIn = await db.transaction(async (tx) => {
          // False when a code period began while this password was checked: then the code is needed too.
          if (!(await recordSuccessfulSignIn(tx, owner.id, { upgradedHash }))) return null;
          return { user: owner, token: owner.emailVerified ? await sessions.start(tx, owner.id) : undefined };
        });
        passed = signedIn ?? (await signInWithCode(owner, input.code));
      }
      await Promise.all([rateLimiter.refund(ipKey), rateLimiter.refund(accountKey)]);

      const { user: signedInUser, token } = passed;
      if (token === undefined) {
        const resend = await mayResendCode('send-otp', signedInUser.email);
        if (resend) {
          await db.transaction((tx) => codes.issue(tx, signedInUser, 'verify_email'));
          notifyOutbox();
        }
        throw new AppError(
          'EMAIL_NOT_VERIFIED',
          resend ? MESSAGES.emailNotVerified : MESSAGES.emailNotVerifiedCodeRecent,
        );
      }
      return { token, user: await accountUser(signedInUser.id) };
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
