import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { outboxEmails } from '../../db/schema.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | undefined;
}

export interface ClaimedEmail extends OutgoingEmail {
  id: string;
  attempts: number;
}

/** Call inside the transaction that causes the email, so the two commit or roll back together. */
export async function enqueueEmail(executor: Executor, email: OutgoingEmail): Promise<string> {
  const [row] = await executor
    .insert(outboxEmails)
    .values({
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      replyTo: email.replyTo ?? null,
    })
    .returning({ id: outboxEmails.id });
  return row!.id;
}

/**
 * Claims up to `limit` due emails in one statement: SKIP LOCKED keeps concurrent workers on disjoint
 * rows, and the lease (next_attempt_at pushed forward) hands an email to another worker if this one dies.
 */
export async function claimDueEmails(db: Db, limit: number, leaseSeconds: number): Promise<ClaimedEmail[]> {
  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outboxEmails.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outboxEmails)
    .set({
      attempts: sql`${outboxEmails.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(outboxEmails.id, due))
    .returning({
      id: outboxEmails.id,
      to: outboxEmails.toAddress,
      replyTo: outboxEmails.replyTo,
      subject: outboxEmails.subject,
      text: outboxEmails.textBody,
      attempts: outboxEmails.attempts,
    });
  return rows.map(({ replyTo, ...email }) => ({ ...email, replyTo: replyTo ?? undefined }));
}

export async function markEmailSent(db: Db, id: string): Promise<void> {
  await db
    .update(outboxEmails)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(outboxEmails.id, id));
}

export async function markEmailFailed(
  db: Db,
  id: string,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db
    .update(outboxEmails)
    .set({
      status: retryInSeconds === null ? 'failed' : 'pending',
      lastError: error.slice(0, 1000),
      nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds ?? 0})`,
    })
    .where(eq(outboxEmails.id, id));
}
