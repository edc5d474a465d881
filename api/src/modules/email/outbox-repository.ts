import { sql } from 'drizzle-orm';
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
  const { rows } = await db.execute<{
    id: string;
    to_address: string;
    reply_to: string | null;
    subject: string;
    text_body: string;
    attempts: number;
  }>(sql`
    UPDATE outbox_emails SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    WHERE id IN (
      SELECT id FROM outbox_emails
      WHERE status = 'pending' AND next_attempt_at <= now()
      ORDER BY next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, to_address, reply_to, subject, text_body, attempts`);
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    replyTo: row.reply_to ?? undefined,
    subject: row.subject,
    text: row.text_body,
    attempts: row.attempts,
  }));
}

export async function markEmailSent(db: Db, id: string): Promise<void> {
  await db.execute(
    sql`UPDATE outbox_emails SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = ${id}`,
  );
}

export async function markEmailFailed(
  db: Db,
  id: string,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db.execute(sql`
    UPDATE outbox_emails SET
      status = ${retryInSeconds === null ? 'failed' : 'pending'},
      last_error = ${error.slice(0, 1000)},
      next_attempt_at = now() + make_interval(secs => ${retryInSeconds ?? 0})
    WHERE id = ${id}`);
}
