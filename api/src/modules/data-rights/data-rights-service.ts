import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { DATA_RIGHTS_MESSAGES } from 'shared/messages';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { enqueueEmail } from '../email/email-module.js';
import { DELETION_EMAIL_SUBJECTS, DELETION_EMAIL_TEXTS } from './deletion-email-texts.js';
import {
  countOpenObligations,
  erasePerson,
  exportPersonData,
  findAccount,
  lockLiveAccount,
} from './data-rights-repository.js';

/** The words of this feature's answers live in shared, where the API's texts are listed for translation. */
export { DATA_RIGHTS_MESSAGES };

/** The confirmation's English subject; DELETION_EMAIL_SUBJECTS has it in every language. */
export const DELETION_EMAIL_SUBJECT = DELETION_EMAIL_TEXTS.en.subject;
export { DELETION_EMAIL_SUBJECTS };

const EXPORTS_PER_HOUR = { limit: 5, windowSeconds: 3600 };
const DELETES_PER_HOUR = { limit: 10, windowSeconds: 3600 };

export function createDataRightsService({
  db,
  rateLimiter,
  now,
  notifyOutbox,
}: {
  db: Db;
  rateLimiter: RateLimiter;
  now: () => Date;
  notifyOutbox: () => void;
}) {
  return {
    async exportFor(userId: string) {
      await rateLimiter.consume(
        `data-export:${userId}`,
        EXPORTS_PER_HOUR,
        DATA_RIGHTS_MESSAGES.tooManyExports,
      );
      const data = await db.transaction((tx) => exportPersonData(tx, userId), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
      return { exportedAt: now().toISOString(), format: 'aboki-data-export-v1', ...data };
    },

    /**
     * Deletes the account of a signed-in person whose password is re-checked: 409 while a job binds
     * them, 401 when another request deleted it first; otherwise everything in one transaction.
     */
    async deleteAccount(userId: string, sessionId: string, password: string): Promise<void> {
      await rateLimiter.consume(
        `data-delete:${userId}`,
        DELETES_PER_HOUR,
        DATA_RIGHTS_MESSAGES.tooManyDeletes,
      );
      const account = await findAccount(db, userId);
      if (!account || account.deletedAt) {
        await verifyAgainstDummy(password);
        throw new AppError('UNAUTHENTICATED', DATA_RIGHTS_MESSAGES.alreadyDeleted);
      }
      if (!(await verifyPassword(account.passwordHash, password)))
        throw new AppError('VALIDATION_ERROR', DATA_RIGHTS_MESSAGES.wrongPassword, {
          fields: { password: DATA_RIGHTS_MESSAGES.wrongPassword },
        });
      // A hash of 32 random bytes nobody ever sees: the column stays an argon2 hash, and no password matches it.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      await db.transaction(async (tx) => {
        const person = await lockLiveAccount(tx, userId, sessionId);
        if (!person) throw new AppError('UNAUTHENTICATED', DATA_RIGHTS_MESSAGES.alreadyDeleted);
        if ((await countOpenObligations(tx, userId)) > 0)
          throw new AppError('CONFLICT', DATA_RIGHTS_MESSAGES.openJobs);
        await erasePerson(tx, userId, person, {
          email: `deleted-${randomUUID()}@deleted.invalid`,
          passwordHash,
        });
        // In the account's language, read as it was locked for erasure.
        const texts = DELETION_EMAIL_TEXTS[person.language];
        await enqueueEmail(tx, {
          to: person.email,
          subject: texts.subject,
          text: [texts.hello, '', texts.deleted, '', texts.kept, '', texts.notYou, '', texts.signOff].join(
            '\n',
          ),
        });
      });
      notifyOutbox();
    },
  };
}

export type DataRightsService = ReturnType<typeof createDataRightsService>;
