import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
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
import { abokiStrikes, abokis, jobs, users } from '../../db/schema.js';
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
  // Raw: the action's columns come as SQL assignments from the transition table's callers.
  const { rows } = await tx.execute<{ id: string }>(sql`
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
  // Raw: a CTE (INSERT … SELECT … RETURNING, joined back to the job) in one statement.
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
    // Raw: a function call; NOTIFY inside the transaction is sent only if it commits.
    await tx.execute(sql`SELECT pg_notify(${JOB_EVENTS_CHANNEL}, ${JSON.stringify(message)})`);
  }
  return message;
}

/** Raw, like recordEvent's: eventsSince needs it inside a UNION of two limited, ordered halves. */
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
  const [row] = await db
    .update(jobs)
    .set({ startCodeAttempts: sql`${jobs.startCodeAttempts} + 1`, startLockedUntil: null })
    .where(
      and(
        eq(jobs.id, jobId),
        eq(jobs.status, 'ACCEPTED'),
        lt(jobs.startCodeAttempts, START_CODE_MAX_ATTEMPTS),
        or(isNull(jobs.startLockedUntil), lte(jobs.startLockedUntil, now)),
      ),
    )
    .returning({ attempts: jobs.startCodeAttempts });
  return row?.attempts;
}

/** The last allowed wrong code: lock starting and start counting afresh after the lock. */
export async function lockStarting(db: Executor, jobId: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({
      startCodeAttempts: 0,
      startLockedUntil: sql`${now.toISOString()}::timestamptz + make_interval(mins => ${START_CODE_LOCK_MINUTES})`,
    })
    .where(and(eq(jobs.id, jobId), gte(jobs.startCodeAttempts, START_CODE_MAX_ATTEMPTS)));
}

/** Until when starting is locked (refusals read it for Retry-After). */
export async function startLockedUntil(db: Executor, jobId: string): Promise<Date | null> {
  const [row] = await db.select({ until: jobs.startLockedUntil }).from(jobs).where(eq(jobs.id, jobId));
  return row?.until ?? null;
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
  await tx.select({ id: abokis.id }).from(abokis).where(eq(abokis.id, strike.abokiId)).for('update');
  await tx
    .insert(abokiStrikes)
    .values({ abokiId: strike.abokiId, jobId: strike.jobId, kind: strike.kind, createdAt: strike.now })
    .onConflictDoNothing({ target: abokiStrikes.jobId });
  // Raw: the pause and the count of recent strikes it depends on are one statement.
  const { rows } = await tx.execute<{ id: string }>(sql`
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
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  // Raw: the flag and the count of late cancellations it depends on are one statement.
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
  const at = sql`${now.toISOString()}::timestamptz`;
  const due = tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'REQUESTED'),
        or(
          lte(jobs.createdAt, sql`${at} - make_interval(hours => ${EXPIRE_AFTER_HOURS})`),
          lte(jobs.startsAt, sql`${at} + make_interval(hours => ${EXPIRE_BEFORE_START_HOURS})`),
        ),
      ),
    )
    .orderBy(asc(jobs.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await tx
    .update(jobs)
    .set({ status: 'EXPIRED', cancelledAt: now, updatedAt: now })
    .where(and(inArray(jobs.id, due), eq(jobs.status, 'REQUESTED')))
    .returning({ id: jobs.id });
  return rows;
}
