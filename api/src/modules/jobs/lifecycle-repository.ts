import { and, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  PREPAY_AFTER_LATE_CANCELS,
  PREPAY_WINDOW_DAYS,
  START_CODE_LOCK_MINUTES,
  START_CODE_MAX_ATTEMPTS,
  STRIKES_TO_PAUSE,
  STRIKE_WINDOW_DAYS,
} from 'shared/job-rules';
import type { Executor } from '../../db/client.js';
import { abokiStrikes, abokis, jobs, users } from '../../db/schema.js';

// The SQL of a job's lifecycle: the compare-and-swap, the timeline, strikes and the start-code count.

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
