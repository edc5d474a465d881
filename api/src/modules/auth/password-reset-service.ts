import { MESSAGES } from 'shared/messages';
import type { CodeSubmission } from 'shared/schemas';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { assertAcceptablePassword } from '../../lib/password-policy.js';
import { hashPassword } from '../../lib/passwords.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { hashToken, newToken, TOKEN_PATTERN } from '../../lib/secrets.js';
import { enqueueEmail } from '../email/email-module.js';
import { RESET_TOKEN_LIFETIME_SECONDS } from './auth-limits.js';
import { passwordChangedEmail } from './auth-emails.js';
import type { CodeGuard } from './code-guard.js';
import { deleteCodes } from './codes-repository.js';
import type { EmailCodes } from './email-codes.js';
import type { SessionService } from './session-service.js';
import {
  deleteUserResetTokens,
  findResetTokenOwner,
  insertResetToken,
  takeResetToken,
} from './sessions-repository.js';
import { findUserByEmail, replacePassword } from './users-repository.js';

interface Dependencies {
  db: Db;
  codeGuard: CodeGuard;
  codes: EmailCodes;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  notifyOutbox: () => void;
  publicUrl: string;
}

const invalidResetToken = () => new AppError('INVALID_RESET_TOKEN', MESSAGES.invalidResetToken);

/** Forgot password → emailed code → single-use reset token → new password, every session revoked. */
export function createPasswordResetService(deps: Dependencies) {
  const { db, codeGuard, codes, sessions, rateLimiter, notifyOutbox } = deps;
  return {
    /** Emails a reset code to a real account; the answer (and the throttle) is the same for any email. */
    async requestCode(email: string, ip: string): Promise<void> {
      await codeGuard.throttleCodeRequest('forgot-password', email, ip);
      const user = await findUserByEmail(db, email);
      if (!user) return;
      await db.transaction((tx) => codes.issue(tx, user, 'reset_password'));
      notifyOutbox();
    },

    /** A correct reset code becomes a reset token: 32 random bytes, stored hashed, single use, 15 minutes. */
    async verifyCode(input: CodeSubmission, ip: string): Promise<string> {
      return codeGuard.redeemCode(input, 'reset_password', ip, async (tx, user) => {
        const resetToken = newToken();
        // Only the newest token works.
        await deleteUserResetTokens(tx, user.id);
        await insertResetToken(tx, {
          userId: user.id,
          tokenHash: hashToken(resetToken),
          lifetimeSeconds: RESET_TOKEN_LIFETIME_SECONDS,
        });
        return resetToken;
      });
    },

    /**
     * Sets the new password, clears the sign-in lock, revokes every session and emails the owner, all in
     * one transaction. A weak password is refused before the token is used, so the person can retry.
     */
    async resetPassword(resetToken: string, password: string): Promise<void> {
      if (!TOKEN_PATTERN.test(resetToken)) throw invalidResetToken();
      const tokenHash = hashToken(resetToken);
      const owner = await findResetTokenOwner(db, tokenHash);
      if (!owner) throw invalidResetToken();
      assertAcceptablePassword(password, owner);
      const passwordHash = await hashPassword(password);
      const changed = await db.transaction(async (tx) => {
        const userId = await takeResetToken(tx, tokenHash);
        if (!userId) return false;
        await replacePassword(tx, userId, passwordHash);
        await sessions.endAll(tx, userId);
        await deleteCodes(tx, userId, 'reset_password');
        await deleteUserResetTokens(tx, userId);
        // The reset proved the mailbox (and verified it), so the email may greet the owner by name.
        await enqueueEmail(tx, passwordChangedEmail({ ...owner, emailVerified: true }, deps.publicUrl));
        return true;
      });
      if (!changed) throw invalidResetToken();
      notifyOutbox();
      // The owner proved the mailbox: whatever failures were counted against the account are over.
      await rateLimiter.reset(codeGuard.limitKeys.signInsAccount(owner.email));
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
