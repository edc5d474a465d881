import { and, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { jobs } from '../../db/schema.js';
import {
  findPendingMoves,
  JOB_COLUMNS,
  JOB_FROM,
  toJobRow,
  type JobRow,
  type MoveRow,
} from '../jobs/jobs-module.js';
import { at } from '../../lib/sql-time.js';

// The dashboard's reads of one agent's jobs, all bounded: the open jobs through the partial index
// jobs_agent_open_idx (0012), completed and cancelled ones through jobs_agent_starts_idx. Read-only:
// the jobs and payments modules own the writes (the Abokis are GET /abokis/mine's own first page).

/** A job as the board shows it: the job as the jobs module reads it, and who asked. */
export interface BoardJobRow extends JobRow {
  customerName: string;
  customerPhone: string | null;
}

// A type, not an interface: db.execute wants rows indexable by column name.
type RawBoardJob = Parameters<typeof toJobRow>[0] & { customer_name: string; customer_phone: string | null };

/**
 * Board rows of one agent matching `where`, in start order, at most `limit`: every job read's columns
 * and joins (the jobs module's), with the booking User's name and phone. Only jobs the agent may see:
 * a card or transfer booking becomes theirs once it is paid (requested_at).
 */
async function boardJobs(
  db: Executor,
  agentId: string,
  where: SQL,
  order: 'asc' | 'desc',
  limit: number,
): Promise<BoardJobRow[]> {
  const orderBy = order === 'asc' ? sql`j.starts_at ASC, j.id ASC` : sql`j.starts_at DESC, j.id DESC`;
  const { rows } = await db.execute<RawBoardJob>(sql`
    SELECT ${JOB_COLUMNS}, u.name AS customer_name, pr.phone_number AS customer_phone
    FROM ${JOB_FROM}
      JOIN users u ON u.id = j.user_id
      LEFT JOIN profiles pr ON pr.user_id = j.user_id
    WHERE j.agent_id = ${agentId} AND j.requested_at IS NOT NULL AND (${where})
    ORDER BY ${orderBy}
    LIMIT ${limit}`);
  return rows.map((row) => ({
    ...toJobRow(row),
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
  }));
}

/** Requests still ahead, soonest first: the agent answers these. */
export function listRequests(db: Executor, agentId: string, now: Date, limit: number) {
  return boardJobs(db, agentId, sql`j.status = 'REQUESTED' AND j.starts_at > ${at(now)}`, 'asc', limit);
}

/** Accepted or in progress, starting before `tomorrow` (Lagos midnight), however long ago. */
export function listToday(db: Executor, agentId: string, tomorrow: Date, limit: number) {
  return boardJobs(
    db,
    agentId,
    sql`j.status IN ('ACCEPTED', 'IN_PROGRESS') AND j.starts_at < ${at(tomorrow)}`,
    'asc',
    limit,
  );
}

/**
 * Accepted (or started early) from `tomorrow` on, and jobs whose User is still paying (a hold ends
 * long before its start, so both are ahead of `now`).
 */
export function listUpcoming(db: Executor, agentId: string, now: Date, tomorrow: Date, limit: number) {
  return boardJobs(
    db,
    agentId,
    sql`j.status IN ('ACCEPTED', 'IN_PROGRESS', 'AWAITING_PAYMENT') AND j.starts_at > ${at(now)}
        AND (j.status = 'AWAITING_PAYMENT' OR j.starts_at >= ${at(tomorrow)})`,
    'asc',
    limit,
  );
}

/**
 * Requests and accepted jobs whose User asks to move them and is waiting for the agent's answer
 * (issue 22, item 7), soonest first, each with its ask (read by the jobs module's findPendingMoves).
 */
export async function listMoves(
  db: Executor,
  agentId: string,
  now: Date,
  limit: number,
): Promise<(BoardJobRow & { move: MoveRow })[]> {
  const rows = await boardJobs(
    db,
    agentId,
    sql`j.status IN ('REQUESTED', 'ACCEPTED') AND EXISTS (
          SELECT 1 FROM job_reschedules r
          WHERE r.job_id = j.id AND r.status = 'PENDING' AND r.lapses_at > ${at(now)})`,
    'asc',
    limit,
  );
  const asks = await findPendingMoves(
    db,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const move = asks.get(row.id);
    return move ? [{ ...row, move }] : [];
  });
}

/** The latest cancelled, declined, expired and no-show jobs, latest start first. */
export function listRecentlyClosed(db: Executor, agentId: string, limit: number) {
  return boardJobs(
    db,
    agentId,
    sql`j.status IN ('DECLINED', 'EXPIRED', 'CANCELLED_BY_USER', 'CANCELLED_BY_AGENT', 'NO_SHOW_USER',
                     'NO_SHOW_ABOKI')`,
    'desc',
    limit,
  );
}

/**
 * The booked prices of the agent's completed jobs starting before `tomorrow`, summed from `week` and
 * from `month` on: a range of the jobs_agent_starts_idx index from the earlier of the two, five weeks
 * at most.
 */
export async function sumCompleted(
  db: Executor,
  agentId: string,
  { week, month, tomorrow }: { week: Date; month: Date; tomorrow: Date },
): Promise<{ weekKobo: number; monthKobo: number }> {
  const [row] = await db
    .select({
      // bigint arrives as text: a busy agent's month can pass 2^31 kobo (₦21 million).
      weekKobo: sql<string>`coalesce(sum(${jobs.priceKobo}) FILTER (WHERE ${jobs.startsAt} >= ${at(week)}), 0)::bigint`,
      monthKobo: sql<string>`coalesce(sum(${jobs.priceKobo}) FILTER (WHERE ${jobs.startsAt} >= ${at(month)}), 0)::bigint`,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.agentId, agentId),
        eq(jobs.status, 'COMPLETED'),
        isNotNull(jobs.requestedAt),
        gte(jobs.startsAt, week < month ? week : month),
        lt(jobs.startsAt, tomorrow),
      ),
    );
  return { weekKobo: Number(row?.weekKobo ?? 0), monthKobo: Number(row?.monthKobo ?? 0) };
}
