import { sql } from 'drizzle-orm';
import { MOVABLE_JOB_STATUSES, type MoveStatus } from 'shared/job-rules';
import type { Executor } from '../../db/client.js';
import { at } from '../../lib/sql-time.js';

// The SQL of asks to move a job's time (issue 22, item 7): each change of an ask is one
// compare-and-swap on its status, and an accepted ask moves the job's times with a second one on
// the time it was asked from. The hold is the database's: a trigger (0015) copies a pending ask's
// time into jobs.reschedule_blocked, which the no-double-booking constraint compares.

/** An ask as stored. */
export interface MoveRow {
  id: string;
  jobId: string;
  status: MoveStatus;
  startsAt: Date;
  endsAt: Date;
  fromStartsAt: Date;
  fromEndsAt: Date;
  feeKobo: number;
  askedAt: Date;
  lapsesAt: Date;
  answeredAt: Date | null;
}

type Time = string | Date;
type RawMove = {
  id: string;
  job_id: string;
  status: MoveStatus;
  starts_at: Time;
  ends_at: Time;
  from_starts_at: Time;
  from_ends_at: Time;
  fee_kobo: number;
  asked_at: Time;
  lapses_at: Time;
  answered_at: Time | null;
};

const MOVE_COLUMNS = sql.raw(
  'id, job_id, status, starts_at, ends_at, from_starts_at, from_ends_at, fee_kobo, asked_at, lapses_at, answered_at',
);

function toMoveRow(row: RawMove): MoveRow {
  return {
    id: row.id,
    jobId: row.job_id,
    status: row.status,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    fromStartsAt: new Date(row.from_starts_at),
    fromEndsAt: new Date(row.from_ends_at),
    feeKobo: row.fee_kobo,
    askedAt: new Date(row.asked_at),
    lapsesAt: new Date(row.lapses_at),
    answeredAt: row.answered_at === null ? null : new Date(row.answered_at),
  };
}

const MOVABLE = sql.raw(MOVABLE_JOB_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * Records the ask, only while the job is still movable at the time it was read (`fromStartsAt`).
 * Undefined: the job moved on meanwhile. A second pending ask of the job raises 23505 (the partial
 * unique index); a time another job holds raises 23P01 from the trigger's hold on the job's row.
 */
export async function insertMove(
  tx: Executor,
  ask: {
    jobId: string;
    fromStartsAt: Date;
    startsAt: Date;
    endsAt: Date;
    bufferMinutes: number;
    feeKobo: number;
    askedAt: Date;
    lapsesAt: Date;
  },
): Promise<MoveRow | undefined> {
  // Raw: `blocked` is a tstzrange (no Drizzle type), and the insert is guarded by the job's row.
  const { rows } = await tx.execute<RawMove>(sql`
    INSERT INTO job_reschedules (job_id, starts_at, ends_at, blocked, from_starts_at, from_ends_at,
                                 fee_kobo, asked_at, lapses_at)
    SELECT j.id, ${at(ask.startsAt)}, ${at(ask.endsAt)},
           tstzrange(${at(ask.startsAt)}, ${at(ask.endsAt)} + make_interval(mins => ${ask.bufferMinutes})),
           j.starts_at, j.ends_at, ${ask.feeKobo}, ${at(ask.askedAt)}, ${at(ask.lapsesAt)}
    FROM jobs j
    WHERE j.id = ${ask.jobId} AND j.status IN (${MOVABLE}) AND j.starts_at = ${at(ask.fromStartsAt)}
    RETURNING ${MOVE_COLUMNS}`);
  return rows[0] && toMoveRow(rows[0]);
}

/** The job's pending ask, if any (lapsed or not: the caller judges its time). */
export async function findPendingMove(db: Executor, jobId: string): Promise<MoveRow | undefined> {
  const { rows } = await db.execute<RawMove>(sql`
    SELECT ${MOVE_COLUMNS} FROM job_reschedules WHERE job_id = ${jobId} AND status = 'PENDING'`);
  return rows[0] && toMoveRow(rows[0]);
}

/** The pending asks of several jobs, by job id (the agent's board). */
export async function findPendingMoves(
  db: Executor,
  jobIds: readonly string[],
): Promise<Map<string, MoveRow>> {
  const found = new Map<string, MoveRow>();
  if (jobIds.length === 0) return found;
  const { rows } = await db.execute<RawMove>(sql`
    SELECT ${MOVE_COLUMNS} FROM job_reschedules
    WHERE job_id = ANY(${`{${jobIds.join(',')}}`}::uuid[]) AND status = 'PENDING'`);
  for (const row of rows) found.set(row.job_id, toMoveRow(row));
  return found;
}

/** The job's latest ask that has ended, and the fees of its accepted asks. */
export async function findMoveHistory(
  db: Executor,
  jobId: string,
): Promise<{ last: MoveRow | undefined; feesRecordedKobo: number }> {
  const { rows } = await db.execute<RawMove & { fees_kobo: string | number }>(sql`
    SELECT ${MOVE_COLUMNS},
           (SELECT coalesce(sum(fee_kobo), 0) FROM job_reschedules
            WHERE job_id = ${jobId} AND status = 'ACCEPTED') AS fees_kobo
    FROM job_reschedules
    WHERE job_id = ${jobId} AND status <> 'PENDING'
    ORDER BY asked_at DESC, id DESC
    LIMIT 1`);
  const row = rows[0];
  return { last: row && toMoveRow(row), feesRecordedKobo: row ? Number(row.fees_kobo) : 0 };
}

/**
 * The compare-and-swap that ends a pending ask: from PENDING to `to`, only if it is still the ask
 * `moveId` and (for the agent's answers) not past its time. Undefined: it had already ended.
 */
export async function endMove(
  tx: Executor,
  change: { moveId: string; to: Exclude<MoveStatus, 'PENDING'>; now: Date; unlapsed: boolean },
): Promise<MoveRow | undefined> {
  const { rows } = await tx.execute<RawMove>(sql`
    UPDATE job_reschedules SET status = ${change.to}, answered_at = ${at(change.now)}
    WHERE id = ${change.moveId} AND status = 'PENDING'
      ${change.unlapsed ? sql`AND lapses_at > ${at(change.now)}` : sql``}
    RETURNING ${MOVE_COLUMNS}`);
  return rows[0] && toMoveRow(rows[0]);
}

/**
 * Gives the job the accepted ask's time, only if it is still movable and still at the time the ask
 * was made from (compare-and-swap). False: the job moved on, and nothing may be written.
 */
export async function moveJobTimes(tx: Executor, move: MoveRow, now: Date): Promise<boolean> {
  // Raw: `blocked` is a tstzrange, copied from the ask (the same CHECK holds on both rows).
  const { rows } = await tx.execute<{ id: string }>(sql`
    UPDATE jobs j
    SET starts_at = r.starts_at, ends_at = r.ends_at, blocked = r.blocked, updated_at = ${at(now)}
    FROM job_reschedules r
    WHERE r.id = ${move.id} AND j.id = r.job_id AND j.status IN (${MOVABLE})
      AND j.starts_at = r.from_starts_at AND j.ends_at = r.from_ends_at
    RETURNING j.id`);
  return rows.length > 0;
}

/**
 * The sweeper's lapses: up to `limit` pending asks past their time or whose job can no longer move,
 * in one statement. SKIP LOCKED and the status guard make it safe in every process at once: each
 * ask lapses once. Returns them with whether their job is still movable (the others just close).
 */
export async function lapseDue(
  tx: Executor,
  now: Date,
  limit: number,
): Promise<(MoveRow & { jobMovable: boolean })[]> {
  const { rows } = await tx.execute<RawMove & { job_movable: boolean }>(sql`
    WITH due AS (
      SELECT r.id, j.status IN (${MOVABLE}) AS job_movable
      FROM job_reschedules r JOIN jobs j ON j.id = r.job_id
      WHERE r.status = 'PENDING' AND (r.lapses_at <= ${at(now)} OR j.status NOT IN (${MOVABLE}))
      ORDER BY r.lapses_at
      LIMIT ${limit}
      FOR UPDATE OF r SKIP LOCKED)
    UPDATE job_reschedules m SET status = 'LAPSED', answered_at = ${at(now)}
    FROM due
    WHERE m.id = due.id AND m.status = 'PENDING'
    RETURNING m.id, m.job_id, m.status, m.starts_at, m.ends_at, m.from_starts_at, m.from_ends_at,
              m.fee_kobo, m.asked_at, m.lapses_at, m.answered_at, due.job_movable`);
  return rows.map((row) => ({ ...toMoveRow(row), jobMovable: row.job_movable }));
}
