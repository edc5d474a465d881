import { sql } from 'drizzle-orm';
import type { JobActor, JobChange, JobEvent, JobStatus } from 'shared/schemas';
import type { Executor } from '../../db/client.js';
import { JOB_EVENTS_CHANNEL, type JobEventMessage } from '../../lib/job-event-bus.js';

// The job-event log: one row per status change or move of the job's time (the job's timeline, and
// what the live stream replays).

type RawEvent = {
  id: string;
  reference: string;
  status: JobStatus;
  actor: JobActor;
  change: JobChange | null;
  reason: string | null;
  created_at: string | Date;
  service_slug: string;
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
      change: row.change,
      reason: row.reason,
      createdAt: new Date(row.created_at).toISOString(),
      serviceSlug: row.service_slug,
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
    /** A move of the job's time (the status given is the job's own); none for a change of status. */
    change?: JobChange;
  },
): Promise<JobEventMessage> {
  // Raw: a CTE (INSERT … SELECT … RETURNING, joined back to the job) in one statement.
  const { rows } = await tx.execute<RawEvent>(sql`
    WITH event AS (
      INSERT INTO job_events (job_id, user_id, agent_id, status, actor, reason, created_at, change)
      SELECT id, user_id, agent_id, ${entry.status}, ${entry.actor}, ${entry.reason},
             ${entry.now.toISOString()}::timestamptz, ${entry.change ?? null}
      FROM jobs WHERE id = ${entry.jobId}
      RETURNING id, job_id, status, actor, change, reason, created_at, user_id, agent_id)
    SELECT event.id::text AS id, j.reference, event.status, event.actor, event.change, event.reason,
           event.created_at, j.service_name, j.aboki_name, event.user_id, event.agent_id,
           (SELECT s.slug FROM services s WHERE s.id = j.service_id) AS service_slug
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
  SELECT e.id::text AS id, j.reference, e.status, e.actor, e.change, e.reason, e.created_at,
         j.service_name, j.aboki_name, e.user_id, e.agent_id,
         (SELECT s.slug FROM services s WHERE s.id = j.service_id) AS service_slug
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
