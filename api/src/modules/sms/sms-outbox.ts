import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { lagosInstant } from 'shared/lagos-time';
import type { Db, Executor } from '../../db/client.js';
import { backoffSeconds, OutboxPump } from '../../lib/outbox-pump.js';
import { at } from '../../lib/sql-time.js';
import { SmsProviderError, type SmsRoute, type SmsSender } from './sms-sender.js';
import {
  lagosDayOf,
  messageCostKobo,
  messagesUnderCap,
  smsSpendOn,
  spendCapAlert,
  UNCAPPED,
  type SpendGuard,
} from './sms-spend.js';

// Text messages through an outbox, like the e-mails (0026_sms_outbox.sql): queued in the transaction
// that causes them, once per idempotency key; claimed with SKIP LOCKED under a lease, so two
// processes never hold the same message; retried with backoff when the provider fails; marked sent
// with the provider's id, then delivered (or failed) by its delivery report.

const BATCH_SIZE = 50;
/** Longer than a send may take (its timeout is 10 s): a message is only claimed again after a crash. */
const LEASE_SECONDS = 60;
const RETRIES = { maxAttempts: 6, firstSeconds: 15, maxSeconds: 1800 };

/** The outbox's form of a profile's number (+2348031234567): international without the plus. */
export const outboxPhoneOf = (profilePhone: string): string => profilePhone.replace(/^\+/, '');

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
 * Claims due messages: SKIP LOCKED keeps concurrent workers on disjoint rows, and codes (the DND
 * route) go first, as someone is waiting for each. Past the day's spend cap only `othersAllowed`
 * messages besides codes are claimed (none once it is reached): the rest stay pending for the next
 * Lagos day. Codes always go: a person is waiting on the screen to sign in or prove a number, and
 * enqueueSms has no per-number cap on them either.
 */
async function claimDue(db: Db, now: Date, othersAllowed: () => Promise<number>): Promise<ClaimedSms[]> {
  const due = await dueKinds(db, now);
  if (!due.others) return due.codes ? claim(db, now, sql`kind = ${CODE_KIND}`, BATCH_SIZE) : [];
  // Only with other messages due is the day's spend read (an idle outbox polls once a second).
  const allowed = await othersAllowed();
  if (allowed >= BATCH_SIZE) return claim(db, now, sql`true`, BATCH_SIZE);
  const codes = due.codes ? await claim(db, now, sql`kind = ${CODE_KIND}`, BATCH_SIZE) : [];
  const others = allowed > 0 ? await claim(db, now, sql`kind <> ${CODE_KIND}`, allowed) : [];
  return [...codes, ...others];
}

/** Whether codes and other messages are due: two probes of the pending index, the idle poll's only query. */
async function dueKinds(db: Db, now: Date): Promise<{ codes: boolean; others: boolean }> {
  const due = (which: SQL) =>
    sql`EXISTS (SELECT 1 FROM outbox_sms WHERE status = 'pending' AND next_attempt_at <= ${at(now)} AND ${which})`;
  const { rows } = await db.execute<{ codes: boolean; others: boolean }>(
    sql`SELECT ${due(sql`kind = ${CODE_KIND}`)} AS codes, ${due(sql`kind <> ${CODE_KIND}`)} AS others`,
  );
  return rows[0]!;
}

/** Claims up to `limit` due messages matching `which`, in one statement, under the lease. */
async function claim(db: Db, now: Date, which: SQL, limit: number): Promise<ClaimedSms[]> {
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
      SELECT id FROM outbox_sms WHERE status = 'pending' AND next_attempt_at <= ${at(now)} AND ${which}
      ORDER BY route = 'dnd' DESC, next_attempt_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
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

/**
 * Marks a message sent with its cost, under the day's spend lock so that the one message that takes
 * the day's spend to the cap is known, in two processes too: its transaction alerts the operators,
 * once a day. True when it did.
 */
async function markSent(
  db: Db,
  message: ClaimedSms,
  providerMessageId: string,
  now: Date,
  guard: SpendGuard,
): Promise<boolean> {
  const cost = messageCostKobo(message.body, guard.priceKobo);
  return db.transaction(async (tx) => {
    const { day } = lagosDayOf(now);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sms-spend:${day}`}))`);
    const before = await smsSpendOn(tx, now);
    const { rows } = await tx.execute(sql`
      UPDATE outbox_sms SET status = 'sent', sent_at = ${at(now)}, provider_message_id = ${providerMessageId},
             last_error = NULL, cost_kobo = ${cost}
      WHERE id = ${message.id} AND status = 'pending'
      RETURNING id`);
    const capReached =
      before.costKobo < guard.dailySpendCapKobo && before.costKobo + cost >= guard.dailySpendCapKobo;
    if (rows.length === 0 || !capReached) return false;
    const after = { ...before, sent: before.sent + 1, costKobo: before.costKobo + cost };
    await guard.alertOperators(tx, spendCapAlert(after, guard.dailySpendCapKobo));
    return true;
  });
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
 * Records a verified delivery report once (a replay changes nothing), settles its message as
 * delivered or failed, and counts the number's failed deliveries in a row, in one transaction.
 * False when the report was seen before or names no message of ours still unsettled.
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
    // The first report settles a message (a failed one keeps its sent_at and its cost: the provider
    // charged for it); any later one changes nothing.
    const settle =
      outcome === 'delivered'
        ? sql`status = 'delivered', delivered_at = ${at(now)}`
        : sql`status = 'failed', last_error = ${`delivery report: ${report.status.slice(0, 100)}`}`;
    const { rows } = await tx.execute<{ to_phone: string }>(sql`
      UPDATE outbox_sms SET ${settle}
      WHERE provider_message_id = ${report.providerMessageId} AND status = 'sent'
      RETURNING to_phone`);
    const moved = rows[0];
    if (!moved) return false;
    await countDelivery(tx, moved.to_phone, outcome, now);
    return true;
  });
}

/**
 * Keeps a number's run of failed deliveries, which enqueueSms reads (FAILURES_BEFORE_PAUSE): a
 * failure adds one, a delivery ends the run. Called only when a report moved its message, so a
 * replayed or late second report never counts twice.
 */
async function countDelivery(
  tx: Executor,
  phone: string,
  outcome: 'delivered' | 'failed',
  now: Date,
): Promise<void> {
  const failures = outcome === 'failed' ? sql`sms_numbers.consecutive_failures + 1` : sql`0`;
  await tx.execute(sql`
    INSERT INTO sms_numbers (phone, consecutive_failures, updated_at)
    VALUES (${phone}, ${outcome === 'failed' ? 1 : 0}, ${at(now)})
    ON CONFLICT (phone) DO UPDATE SET consecutive_failures = ${failures}, updated_at = ${at(now)}`);
}

/** Sends the SMS outbox: polls for due messages, and runs at once when told one was just queued. */
export class SmsOutboxWorker extends OutboxPump {
  constructor(
    db: Db,
    sender: SmsSender,
    logger: FastifyBaseLogger,
    now: () => Date = () => new Date(),
    pollMs = 1000,
    guard: SpendGuard = UNCAPPED,
  ) {
    const logDay = dailyLog(db, logger);
    super(
      async () => {
        await logDay(now());
        return sendBatch(db, sender, logger, now, guard);
      },
      logger,
      'sms outbox',
      pollMs,
    );
  }
}

/**
 * The day's count and cost in the log, once the Lagos day is over (each process that was sending
 * then logs it; no number or text in it). Looks at the database only when the day changes.
 */
function dailyLog(db: Db, logger: FastifyBaseLogger): (now: Date) => Promise<void> {
  let today: string | undefined;
  return async (now) => {
    const day = lagosDayOf(now).day;
    const yesterday = today;
    today = day;
    if (yesterday === undefined || yesterday === day) return;
    const { sent, costKobo } = await smsSpendOn(db, lagosInstant(yesterday, '12:00'));
    logger.info(
      { day: yesterday, smsSent: sent, smsCostKobo: costKobo },
      'sms: the day’s messages and their cost',
    );
  };
}

async function sendBatch(
  db: Db,
  sender: SmsSender,
  logger: FastifyBaseLogger,
  now: () => Date,
  guard: SpendGuard,
): Promise<number> {
  const clock = now();
  const due = await claimDue(db, clock, async () =>
    messagesUnderCap((await smsSpendOn(db, clock)).costKobo, guard),
  );
  for (const message of due) {
    try {
      const { providerMessageId } = await sender.send(message);
      if (await markSent(db, message, providerMessageId, now(), guard)) {
        guard.alerted?.();
        logger.warn(
          { capKobo: guard.dailySpendCapKobo },
          'sms: the day’s spend cap is reached; only codes go',
        );
      }
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
