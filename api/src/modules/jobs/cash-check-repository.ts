import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { CASH_CONFIRM_DAYS } from 'shared/job-rules';
import type { Executor } from '../../db/client.js';
import { jobs } from '../../db/schema.js';

// The cash check's one write (the completion's columns are stamped by the transition): the User's
// answer, once, by a compare-and-swap on its null column.

/**
 * Records what the User says they paid, only if the job is a completed cash job still within its
 * window and nobody has answered yet; a figure other than the cash recorded flags the job for
 * support in the same statement. Undefined: not recorded (answered already, or not confirmable).
 */
export async function recordCashConfirmation(
  tx: Executor,
  answer: { jobId: string; paidKobo: number; now: Date },
): Promise<{ flagged: boolean } | undefined> {
  const now = sql`${answer.now.toISOString()}::timestamptz`;
  const [row] = await tx
    .update(jobs)
    .set({
      cashConfirmedKobo: answer.paidKobo,
      cashConfirmedAt: answer.now,
      cashFlaggedAt: sql`CASE WHEN ${jobs.cashReceivedKobo} IS DISTINCT FROM ${answer.paidKobo}::integer
                              THEN ${now} END`,
      updatedAt: answer.now,
    })
    .where(
      and(
        eq(jobs.id, answer.jobId),
        eq(jobs.status, 'COMPLETED'),
        eq(jobs.paymentMethod, 'CASH'),
        isNull(jobs.cashConfirmedAt),
        gt(jobs.completedAt, sql`${now} - make_interval(days => ${CASH_CONFIRM_DAYS})`),
      ),
    )
    .returning({ flaggedAt: jobs.cashFlaggedAt });
  return row && { flagged: row.flaggedAt !== null };
}
