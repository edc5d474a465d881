import { sql, type SQL } from 'drizzle-orm';
import {
  EXPIRE_AFTER_HOURS,
  EXPIRE_BEFORE_START_HOURS,
  PREPAY_AFTER_LATE_CANCELS,
  PREPAY_WINDOW_DAYS,
  START_CODE_LOCK_MINUTES,
  START_CODE_MAX_ATTEMPTS,
  STRIKES_TO_PAUSE,
  STRIKE_WINDOW_DAYS,
} from 'shared/job-rules';
import type { JobActor, JobEvent, JobStatus } from 'shared/schemas';
import type { Executor } from '../../db/client.js';
import { JOB_EVENTS_CHANNEL, type JobEventMessage } from '../events/job-event-bus.js';

// The SQL of a job's lifecycle: the compare-and-swap, the timeline, strikes and the start-code count.

/**
 * The compare-and-swap: moves the job to `to` only if its status is still one of `from`, with the
 * action's columns, in one statement. False: another request moved it first.
 */
export async function swapStatus(
  tx: Executor,
  change: { jobId: string; from: readonly JobStatus[]; to: JobStatus; now: Date; set: SQL[] },
): Promise<boolean> {
  const sets = [
    sql`status = ${change.to}`,
    sql`updated_at = ${change.now.toISOString()}::timestamptz`,
    ...change.set,
  ];
  const { rows } = await tx.execute(sql`
    UPDATE jobs SET ${sql.join(sets, sql`, `)}
    WHERE id = ${change.jobId} AND status = ANY(ARRAY[${sql.join(
      change.from.map((status) => sql`${status}`),
      sql`, `,
    )}]::text[])
    RETURNING id`);
  return rows.length > 0;
}

type RawEvent = {
  id: string;
  reference: string;
  status: JobStatus;
  actor: JobActor;
  reason: string | null;
  created_at: string | Date;
  service_name: string;
  aboki_name: string;
  user_id: string;
  agent_id: string;
};

function toMessage(row: RawEvent): JobEventMessage {
  return {
    userId: row.user_id,
    agentId: row.agent_id,
    event: {
      id: String(row.id),
      reference: row.reference,
      status: row.status,
      actor: row.actor,
      reason: row.reason,
      createdAt: new Date(row.created_at).toISOString(),
      serviceName: row.service_name,
      abokiName: row.aboki_name,
    },
  };
}

/**
 * Writes the job's timeline row and, on a server database, NOTIFYs it in the same transaction
 * (PostgreSQL delivers it only if the transaction commits).
 */
export async function recordEvent(
  tx: Executor,
  entry: {
    jobId: string;
    status: JobStatus;
    actor: JobActor;
    reason: string | null;
    now: Date;
    notify: boolean;
  },
): Promise<JobEventMessage> {
  const { rows } = await tx.execute<RawEvent>(sql`
    WITH event AS (
      INSERT INTO job_events (job_id, user_id, agent_id, status, actor, reason, created_at)
      SELECT id, user_id, agent_id, ${entry.status}, ${entry.actor}, ${entry.reason},
             ${entry.now.toISOString()}::timestamptz
      FROM jobs WHERE id = ${entry.jobId}
      RETURNING id, job_id, status, actor, reason, created_at, user_id, agent_id)
    SELECT event.id::text AS id, j.reference, event.status, event.actor, event.reason, event.created_at,
           j.service_name, j.aboki_name, event.user_id, event.agent_id
    FROM event JOIN jobs j ON j.id = event.job_id`);
  const message = toMessage(rows[0]!);
  if (entry.notify) {
    await tx.execute(sql`SELECT pg_notify(${JOB_EVENTS_CHANNEL}, ${JSON.stringify(message)})`);
  }
  return message;
}

const EVENT_SELECT = sql`
  SELECT e.id::text AS id, j.reference, e.status, e.actor, e.reason, e.created_at, j.service_name,
         j.aboki_name, e.user_id, e.agent_id
  FROM job_events e JOIN jobs j ON j.id = e.job_id`;

export async function listJobEvents(db: Executor, jobId: string): Promise<JobEvent[]> {
  const { rows } = await db.execute<RawEvent>(sql`${EVENT_SELECT} WHERE e.job_id = ${jobId} ORDER BY e.id`);
  return rows.map((row) => toMessage(row).event);
}

/** A person's events after `afterId` (the SSE replay), oldest first, at most `limit`. */
export async function eventsSince(
  db: Executor,
  personId: string,
  afterId: string,
  limit: number,
): Promise<JobEvent[]> {
  const { rows } = await db.execute<RawEvent>(sql`
    SELECT * FROM (
      (${EVENT_SELECT} WHERE e.user_id = ${personId} AND e.id > ${afterId}::bigint ORDER BY e.id LIMIT ${limit})
      UNION
      (${EVENT_SELECT} WHERE e.agent_id = ${personId} AND e.id > ${afterId}::bigint ORDER BY e.id LIMIT ${limit})
    ) events ORDER BY id::bigint LIMIT ${limit}`);
  return rows.map((row) => toMessage(row).event);
}

/**
 * Counts a start-code attempt before the code is checked, atomically: refused (undefined) while
 * starting is locked or once START_CODE_MAX_ATTEMPTS are already counted; else the attempt's number.
 */
export async function countStartAttempt(db: Executor, jobId: string, now: Date): Promise<number | undefined> {
  const { rows } = await db.execute<{ attempts: number }>(sql`
    UPDATE jobs SET start_code_attempts = start_code_attempts + 1, start_locked_until = NULL
    WHERE id = ${jobId} AND status = 'ACCEPTED' AND start_code_attempts < ${START_CODE_MAX_ATTEMPTS}
      AND (start_locked_until IS NULL OR start_locked_until <= ${now.toISOString()}::timestamptz)
    RETURNING start_code_attempts AS attempts`);
  return rows[0]?.attempts;
}

/** The last allowed wrong code: lock starting and start counting afresh after the lock. */
export async function lockStarting(db: Executor, jobId: string, now: Date): Promise<void> {
  await db.execute(sql`
    UPDATE jobs SET start_code_attempts = 0,
      start_locked_until = ${now.toISOString()}::timestamptz + make_interval(mins => ${START_CODE_LOCK_MINUTES})
    WHERE id = ${jobId} AND start_code_attempts >= ${START_CODE_MAX_ATTEMPTS}`);
}

/** Until when starting is locked (refusals read it for Retry-After). */
export async function startLockedUntil(db: Executor, jobId: string): Promise<Date | null> {
  const { rows } = await db.execute<{ until: string | Date | null }>(
    sql`SELECT start_locked_until AS until FROM jobs WHERE id = ${jobId}`,
  );
  return rows[0]?.until ? new Date(rows[0].until) : null;
}

/**
 * A strike on the Aboki; with STRIKES_TO_PAUSE in STRIKE_WINDOW_DAYS the Aboki is paused. The
 * Aboki's row is locked first so two strikes at once both see each other. True: paused now.
 */
export async function addStrike(
  tx: Executor,
  strike: { abokiId: string; jobId: string; kind: 'AGENT_CANCELLED' | 'ABOKI_NO_SHOW'; now: Date },
): Promise<boolean> {
  const now = strike.now.toISOString();
  await tx.execute(sql`SELECT 1 FROM abokis WHERE id = ${strike.abokiId} FOR UPDATE`);
  await tx.execute(sql`
    INSERT INTO aboki_strikes (aboki_id, job_id, kind, created_at)
    VALUES (${strike.abokiId}, ${strike.jobId}, ${strike.kind}, ${now}::timestamptz)
    ON CONFLICT (job_id) DO NOTHING`);
  const { rows } = await tx.execute(sql`
    UPDATE abokis SET status = 'PAUSED', updated_at = ${now}::timestamptz
    WHERE id = ${strike.abokiId} AND status = 'ACTIVE'
      AND (SELECT count(*) FROM aboki_strikes
           WHERE aboki_id = ${strike.abokiId}
             AND created_at > ${now}::timestamptz - make_interval(days => ${STRIKE_WINDOW_DAYS})) >= ${STRIKES_TO_PAUSE}
    RETURNING id`);
  return rows.length > 0;
}

/**
 * After a late (fee-paying) cancellation: with PREPAY_AFTER_LATE_CANCELS in PREPAY_WINDOW_DAYS the
 * User must prepay from now on (enforced by the Payments issue).
 */
export async function flagLateCanceller(tx: Executor, userId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await tx.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`);
  await tx.execute(sql`
    UPDATE users SET must_prepay_since = ${at}::timestamptz
    WHERE id = ${userId}
      AND (must_prepay_since IS NULL
           OR must_prepay_since <= ${at}::timestamptz - make_interval(days => ${PREPAY_WINDOW_DAYS}))
      AND (SELECT count(*) FROM jobs
           WHERE user_id = ${userId} AND status = 'CANCELLED_BY_USER' AND fee_kobo > 0
             AND cancelled_at > ${at}::timestamptz - make_interval(days => ${PREPAY_WINDOW_DAYS})) >= ${PREPAY_AFTER_LATE_CANCELS}`);
}

/** The requests the sweeper expires now: unanswered 12 h after the request or 1 h before the start. */
export async function expireDueRequests(tx: Executor, now: Date, limit: number): Promise<{ id: string }[]> {
  const at = now.toISOString();
  const { rows } = await tx.execute<{ id: string }>(sql`
    UPDATE jobs SET status = 'EXPIRED', cancelled_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
    WHERE id IN (
      SELECT id FROM jobs
      WHERE status = 'REQUESTED'
        AND (created_at <= ${at}::timestamptz - make_interval(hours => ${EXPIRE_AFTER_HOURS})
             OR starts_at <= ${at}::timestamptz + make_interval(hours => ${EXPIRE_BEFORE_START_HOURS}))
      ORDER BY created_at LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    AND status = 'REQUESTED'
    RETURNING id`);
  return rows;
}
