import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Mailer } from './mailer.js';
import { claimDueEmails, markEmailFailed, markEmailSent } from './outbox-repository.js';

const BATCH_SIZE = 10;
/** An SMTP send slower than this lease lets another worker try the same email. */
const LEASE_SECONDS = 120;
const MAX_ATTEMPTS = 8;
const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 3600;

/** Seconds to wait before attempt `attempts + 1`, or null when the email should be given up. */
export function retryDelaySeconds(attempts: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return Math.min(FIRST_RETRY_SECONDS * 2 ** (attempts - 1), MAX_RETRY_SECONDS);
}

/** Delivers the outbox: polls for due emails, and runs at once when told an email was just queued. */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly logger: FastifyBaseLogger,
    private readonly pollMs = 1000,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Called after a transaction that queued email commits. */
  notify(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Delivers everything due now; returns how many emails were attempted. */
  async flush(): Promise<number> {
    let total = 0;
    for (;;) {
      const attempted = await this.runOnce();
      total += attempted;
      if (attempted === 0) return total;
    }
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      await this.flush();
    } catch (error) {
      this.logger.warn({ err: error }, 'email outbox: delivery round failed');
    }
    if (this.stopped) return;
    const rerun = this.again;
    this.again = false;
    this.schedule(rerun ? 0 : this.pollMs);
  }

  private runOnce(): Promise<number> {
    // One round at a time per process; other processes are kept apart by SKIP LOCKED.
    this.running ??= this.deliverBatch().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async deliverBatch(): Promise<number> {
    const emails = await claimDueEmails(this.db, BATCH_SIZE, LEASE_SECONDS);
    for (const email of emails) {
      try {
        await this.mailer.send(email);
        await markEmailSent(this.db, email.id);
      } catch (error) {
        const retryIn = retryDelaySeconds(email.attempts);
        await markEmailFailed(this.db, email.id, (error as Error).message, retryIn);
        this.logger.warn(
          { emailId: email.id, attempts: email.attempts, retryInSeconds: retryIn, err: error },
          'email outbox: delivery failed',
        );
      }
    }
    return emails.length;
  }
}
