import { and, asc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { EXPIRE_AFTER_HOURS, EXPIRE_BEFORE_START_HOURS } from 'shared/job-rules';
import type { JobStatus } from 'shared/schemas';
import type { Executor } from '../../db/client.js';
import { jobs } from '../../db/schema.js';

// The only SQL that changes a job's status (the transition module is its only caller): the
// compare-and-swap of one job, and the sweeper's two batch expiries.

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

/**
 * Unpaid holds whose time ran out (the table's expire-unpaid), expired in one statement
 * (SKIP LOCKED: safe in every process at once).
 */
export async function expireUnpaidHolds(tx: Executor, now: Date, limit: number): Promise<{ id: string }[]> {
  const due = tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'AWAITING_PAYMENT'), lte(jobs.payBy, now)))
    .orderBy(asc(jobs.payBy))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await tx
    .update(jobs)
    .set({ status: 'EXPIRED', cancelledAt: now, updatedAt: now })
    .where(and(inArray(jobs.id, due), eq(jobs.status, 'AWAITING_PAYMENT')))
    .returning({ id: jobs.id });
  return rows;
}
