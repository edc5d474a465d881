import type { Executor } from '../../db/client.js';
import { createCodeHasher, newCode, type CodePurpose } from '../../lib/secrets.js';
import { enqueueEmail } from '../email/email-module.js';
import { CODE_LIFETIME_SECONDS, CODE_MAX_ATTEMPTS } from './auth-limits.js';
import { codeEmail, type Recipient } from './auth-emails.js';
import { replaceCode, useCode, type CodeCheck } from './codes-repository.js';

interface CodeOwner extends Recipient {
  id: string;
}

/** Emailed 6-digit codes: stored only as a MAC bound to account and purpose; 10 minutes; 5 tries; once. */
export function createEmailCodes(appSecret: string) {
  const hashCode = createCodeHasher(appSecret);
  return {
    /** Replaces the owner's code for `purpose` and queues its email: call inside the causing transaction. */
    async issue(
      tx: Executor,
      owner: CodeOwner,
      purpose: CodePurpose,
      options?: Parameters<typeof codeEmail>[3],
    ): Promise<void> {
      // A fresh code never repeats the one it replaces, so "the previous code stops working" holds.
      let code: string;
      do {
        code = newCode();
      } while (
        !(await replaceCode(tx, {
          userId: owner.id,
          purpose,
          codeHash: hashCode(purpose, owner.id, code),
          lifetimeSeconds: CODE_LIFETIME_SECONDS,
        }))
      );
      await enqueueEmail(tx, codeEmail(owner, code, purpose, options));
    },

    /** Checks and, when right, uses up the code; a wrong one spends one of its tries. */
    use(executor: Executor, userId: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
      return useCode(executor, {
        userId,
        purpose,
        codeHash: hashCode(purpose, userId, code),
        maxAttempts: CODE_MAX_ATTEMPTS,
      });
    },
  };
}

export type EmailCodes = ReturnType<typeof createEmailCodes>;
