import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { backoffSeconds, OutboxPump } from '../../lib/outbox-pump.js';
import type { Mailer } from './mailer.js';
import { claimDueEmails, markEmailFailed, markEmailSent } from './outbox-repository.js';

const BATCH_SIZE = 10;
/** An SMTP send slower than this lease lets another worker try the same email. */
const LEASE_SECONDS = 120;
const RETRIES = { maxAttempts: 8, firstSeconds: 30, maxSeconds: 3600 };

/** Seconds to wait before attempt `attempts + 1`, or null when the email should be given up. */
export const retryDelaySeconds = (attempts: number): number | null => backoffSeconds(attempts, RETRIES);

/** Delivers the e-mail outbox: polls for due emails, and runs at once when told an email was just queued. */
export class OutboxWorker extends OutboxPump {
  constructor(db: Db, mailer: Mailer, logger: FastifyBaseLogger, pollMs = 1000) {
    super(() => deliverBatch(db, mailer, logger), logger, 'email outbox', pollMs);
  }
}

async function deliverBatch(db: Db, mailer: Mailer, logger: FastifyBaseLogger): Promise<number> {
  const emails = await claimDueEmails(db, BATCH_SIZE, LEASE_SECONDS);
  for (const email of emails) {
    try {
      await mailer.send(email);
      await markEmailSent(db, email.id);
    } catch (error) {
      const retryIn = retryDelaySeconds(email.attempts);
      await markEmailFailed(db, email.id, (error as Error).message, retryIn);
      logger.warn(
        { emailId: email.id, attempts: email.attempts, retryInSeconds: retryIn, err: error },
        'email outbox: delivery failed',
      );
    }
  }
  return emails.length;
}
