import { and, asc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { EXPIRE_AFTER_HOURS, EXPIRE_BEFORE_START_HOURS, START_LAPSES_AFTER_HOURS } from 'shared/job-rules';
import type { JobStatus } from 'shared/schemas';
import type { Executor } from '../../db/client.js';
import { jobs } from '../../db/schema.js';

// The only SQL that changes a job's status (the transition module is its only caller): the
// compare-and-swap of one job, and the sweeper's batch expiries.

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

/** The sweeper's expiries: which jobs are due now, soonest due first. */
export type Expiry = 'expire' | 'expire-unpaid' | 'lapse';

const DUE: Record<Expiry, (now: Date) => { status: JobStatus; due: SQL | undefined; order: SQL }> = {
  // Requests unanswered EXPIRE_AFTER_HOURS after they were made or EXPIRE_BEFORE_START_HOURS before the start.
  expire: (now) => {
    const at = sql`${now.toISOString()}::timestamptz`;
    return {
      status: 'REQUESTED',
      due: or(
        lte(jobs.createdAt, sql`${at} - make_interval(hours => ${EXPIRE_AFTER_HOURS})`),
        lte(jobs.startsAt, sql`${at} + make_interval(hours => ${EXPIRE_BEFORE_START_HOURS})`),
      ),
      order: asc(jobs.createdAt),
    };
  },
  // Unpaid holds whose time ran out.
  'expire-unpaid': (now) => ({
    status: 'AWAITING_PAYMENT',
    due: lte(jobs.payBy, now),
    order: asc(jobs.payBy),
  }),
  // Accepted jobs never started START_LAPSES_AFTER_HOURS after their start.
  lapse: (now) => ({
    status: 'ACCEPTED',
    due: lte(
      jobs.startsAt,
      sql`${now.toISOString()}::timestamptz - make_interval(hours => ${START_LAPSES_AFTER_HOURS})`,
    ),
    order: asc(jobs.startsAt),
  }),
};

/**
 * Expires up to `limit` jobs that are due, in one statement; returns their ids. SKIP LOCKED and the
 * status guard make it safe in every process at once: each job expires exactly once.
 */
export async function expireDue(
  tx: Executor,
  expiry: Expiry,
  now: Date,
  limit: number,
  to: JobStatus,
): Promise<{ id: string }[]> {
  const { status, due, order } = DUE[expiry](now);
  const batch = tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, status), due))
    .orderBy(order)
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(jobs)
    .set({ status: to, cancelledAt: now, updatedAt: now })
    .where(and(inArray(jobs.id, batch), eq(jobs.status, status)))
    .returning({ id: jobs.id });
}
