import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { backoffSeconds, OutboxPump } from '../../lib/outbox-pump.js';
import { at } from '../../lib/sql-time.js';
import { SmsProviderError, type SmsRoute, type SmsSender } from './sms-sender.js';

// Text messages through an outbox, like the e-mails (0026_sms_outbox.sql): queued in the transaction
// that causes them, once per idempotency key; claimed with SKIP LOCKED under a lease, so two
// processes never hold the same message; retried with backoff when the provider fails; marked sent
// with the provider's id, then delivered (or failed) by its delivery report.

const BATCH_SIZE = 50;
/** Longer than a send may take (its timeout is 10 s): a message is only claimed again after a crash. */
const LEASE_SECONDS = 60;
const RETRIES = { maxAttempts: 6, firstSeconds: 15, maxSeconds: 1800 };

export interface QueuedSms {
  /** One message per cause: "code:<id>", "job:<reference>:accepted:<person>". */
  key: string;
  to: string;
  route: SmsRoute;
  /** "code" for phone codes (never held back by the guards below); the template's name otherwise. */
  kind: string;
  body: string;
}

/**
 * What became of a message: queued; queued before under its key; refused because its number failed
 * delivery FAILURES_BEFORE_PAUSE times in a row (until it is verified again); or refused because the
 * number had its hourly or daily share. The caller falls back to e-mail for the last two.
 */
export type SmsQueueResult = 'queued' | 'duplicate' | 'undeliverable' | 'capped';

/** Three failed deliveries in a row: the number is dead, or not the person's; stop paying for it. */
export const FAILURES_BEFORE_PAUSE = 3;
/**
 * Messages (codes apart) one number may be sent: enough for a busy agent's day of requests and a
 * User's job updates, few enough that a fault or an abuser cannot run up the bill on one phone.
 */
export const PER_NUMBER_CAPS = { hour: 10, day: 40 } as const;

const CODE_KIND = 'code';

/**
 * Queues a message in the caller's transaction, once per key. Every message but a code first
 * passes the number's guards, counted and queued under a per-number transaction lock, so a burst of
 * messages to one number cannot all slip under a cap together.
 */
export async function enqueueSms(tx: Executor, message: QueuedSms, now: Date): Promise<SmsQueueResult> {
  if (message.kind !== CODE_KIND) {
    const refusal = await guardNumber(tx, message, now);
    if (refusal) return refusal;
  }
  const { rows } = await tx.execute(sql`
    INSERT INTO outbox_sms (idempotency_key, to_phone, route, kind, body, next_attempt_at, created_at)
    VALUES (${message.key}, ${message.to}, ${message.route}, ${message.kind}, ${message.body}, ${at(now)}, ${at(now)})
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id`);
  return rows.length > 0 ? 'queued' : 'duplicate';
}

async function guardNumber(
  tx: Executor,
  message: QueuedSms,
  now: Date,
): Promise<Exclude<SmsQueueResult, 'queued'> | null> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sms-number:${message.to}`}))`);
  const { rows } = await tx.execute<{
    queued_before: boolean;
    failures: number;
    hour: number;
    day: number;
  }>(sql`
    SELECT EXISTS (SELECT 1 FROM outbox_sms WHERE idempotency_key = ${message.key}) AS queued_before,
           coalesce((SELECT consecutive_failures FROM sms_numbers WHERE phone = ${message.to}), 0)::int AS failures,
           count(*) FILTER (WHERE created_at > ${at(now)} - interval '1 hour')::int AS hour,
           count(*)::int AS day
    FROM outbox_sms
    WHERE to_phone = ${message.to} AND kind <> ${CODE_KIND} AND created_at > ${at(now)} - interval '1 day'`);
  const numbers = rows[0]!;
  // A message queued before is the same message, whatever the number's state now.
  if (numbers.queued_before) return 'duplicate';
  if (Number(numbers.failures) >= FAILURES_BEFORE_PAUSE) return 'undeliverable';
  if (Number(numbers.hour) >= PER_NUMBER_CAPS.hour || Number(numbers.day) >= PER_NUMBER_CAPS.day)
    return 'capped';
  return null;
}

interface ClaimedSms {
  id: string;
  to: string;
  route: SmsRoute;
  body: string;
  attempts: number;
}

/**
 * Claims due messages in one statement: SKIP LOCKED keeps concurrent workers on disjoint rows, and
 * codes (the DND route) go first, as someone is waiting for each.
 */
async function claimDue(db: Db, now: Date): Promise<ClaimedSms[]> {
  const { rows } = await db.execute<{
    id: string;
    to_phone: string;
    route: SmsRoute;
    body: string;
    attempts: number;
  }>(sql`
    UPDATE outbox_sms SET attempts = attempts + 1,
           next_attempt_at = ${at(now)} + make_interval(secs => ${LEASE_SECONDS})
    WHERE id IN (
      SELECT id FROM outbox_sms WHERE status = 'pending' AND next_attempt_at <= ${at(now)}
      ORDER BY route = 'dnd' DESC, next_attempt_at LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED)
    RETURNING id, to_phone, route, body, attempts`);
  // RETURNING keeps no order: codes first again.
  const codesFirst = [...rows].sort((a, b) => Number(b.route === 'dnd') - Number(a.route === 'dnd'));
  return codesFirst.map((row) => ({
    id: row.id,
    to: row.to_phone,
    route: row.route,
    body: row.body,
    attempts: Number(row.attempts),
  }));
}

async function markSent(db: Db, id: string, providerMessageId: string, now: Date): Promise<void> {
  await db.execute(sql`
    UPDATE outbox_sms SET status = 'sent', sent_at = ${at(now)}, provider_message_id = ${providerMessageId},
           last_error = NULL
    WHERE id = ${id} AND status = 'pending'`);
}

async function markFailed(
  db: Db,
  id: string,
  error: string,
  retryIn: number | null,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    UPDATE outbox_sms SET status = ${retryIn === null ? 'failed' : 'pending'}, last_error = ${error.slice(0, 1000)},
           next_attempt_at = ${at(now)} + make_interval(secs => ${retryIn ?? 0})
    WHERE id = ${id} AND status = 'pending'`);
}

/** What a delivery report's status means for the message. */
const DELIVERED = /^delivered$/i;
const FAILED = /fail|rejected|expired|undeliverable|dnd active/i;

/**
 * Records a verified delivery report once (a replay changes nothing) and moves its message from
 * sent to delivered or failed. False when the report was seen before or names no message of ours.
 */
export async function recordDeliveryReport(
  db: Db,
  report: { providerMessageId: string; status: string },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.execute(sql`
      INSERT INTO sms_delivery_reports (provider_message_id, status, received_at)
      VALUES (${report.providerMessageId}, ${report.status.slice(0, 60)}, ${at(now)})
      ON CONFLICT (provider_message_id, status) DO NOTHING
      RETURNING id`);
    if (inserted.rows.length === 0) return false;
    const outcome = DELIVERED.test(report.status)
      ? 'delivered'
      : FAILED.test(report.status)
        ? 'failed'
        : null;
    if (!outcome) return true;
    const { rows } = await tx.execute(sql`
      UPDATE outbox_sms SET status = ${outcome},
             delivered_at = CASE WHEN ${outcome} = 'delivered' THEN ${at(now)} ELSE delivered_at END,
             last_error = CASE WHEN ${outcome} = 'failed' THEN ${`delivery report: ${report.status.slice(0, 100)}`} ELSE last_error END
      WHERE provider_message_id = ${report.providerMessageId} AND status = 'sent'
      RETURNING id`);
    return rows.length > 0;
  });
}

/** Sends the SMS outbox: polls for due messages, and runs at once when told one was just queued. */
export class SmsOutboxWorker extends OutboxPump {
  constructor(
    db: Db,
    sender: SmsSender,
    logger: FastifyBaseLogger,
    now: () => Date = () => new Date(),
    pollMs = 1000,
  ) {
    super(() => sendBatch(db, sender, logger, now), logger, 'sms outbox', pollMs);
  }
}

async function sendBatch(
  db: Db,
  sender: SmsSender,
  logger: FastifyBaseLogger,
  now: () => Date,
): Promise<number> {
  const due = await claimDue(db, now());
  for (const message of due) {
    try {
      const { providerMessageId } = await sender.send(message);
      await markSent(db, message.id, providerMessageId, now());
    } catch (error) {
      const retryable = !(error instanceof SmsProviderError) || error.retryable;
      const retryIn = retryable ? backoffSeconds(message.attempts, RETRIES) : null;
      await markFailed(db, message.id, (error as Error).message, retryIn, now());
      // Never the number or the text (a code may be in it): the message's id says which.
      logger.warn(
        { smsId: message.id, attempts: message.attempts, retryInSeconds: retryIn },
        `sms outbox: send failed: ${(error as Error).message}`,
      );
    }
  }
  return due.length;
}
