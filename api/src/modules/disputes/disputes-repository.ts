import { sql } from 'drizzle-orm';
import { DISPUTE_PHOTOS_MAX, DISPUTE_WINDOW_HOURS } from 'shared/job-rules';
import type {
  DisputeConsequence,
  DisputeOutcome,
  DisputeReason,
  DisputeStatus,
  OpsDisputeQueueItem,
} from 'shared/schemas';
import { abokiDisplayName } from 'shared/schemas';
import type { Executor } from '../../db/client.js';
import { decodeCursor, keysetPage, isCursorTime } from '../../lib/keyset-cursor.js';
import { isUuid } from '../../lib/uuid.js';
import { JOB_COLUMNS, JOB_FROM, toJobRow, type JobRow } from '../jobs/jobs-module.js';
import { at, dateOrNull, iso } from '../../lib/sql-time.js';

// What the disputes feature reads and writes (0023_disputes.sql). Every move of a dispute is a
// compare-and-swap on its status; the database refuses a second dispute per job, a fourth photo and
// a large refund without a second operator.

export interface DisputeDecision {
  outcome: DisputeOutcome;
  refundKobo: number;
  reason: string;
  consequence: DisputeConsequence;
}

export interface DisputeRow {
  id: string;
  jobId: string;
  reporterId: string;
  reason: DisputeReason;
  description: string;
  status: DisputeStatus;
  createdAt: Date;
  answer: string | null;
  answeredAt: Date | null;
  answerDueAt: Date;
  proposal: (DisputeDecision & { proposedBy: string; proposedAt: Date }) | null;
  decision:
    | (DisputeDecision & {
        refundRoute: 'PAYSTACK' | 'CASH' | null;
        decidedBy: string;
        approvedBy: string | null;
        decidedAt: Date;
      })
    | null;
  photoKeys: string[];
}

const DISPUTE_COLUMNS = sql`d.*, ARRAY(SELECT p.photo_key FROM dispute_photos p WHERE p.dispute_id = d.id
  ORDER BY p.position) AS photo_keys`;

function toDisputeRow(row: Record<string, unknown>): DisputeRow {
  const proposedAt = dateOrNull(row.proposed_at);
  const decidedAt = dateOrNull(row.decided_at);
  return {
    id: String(row.id),
    jobId: String(row.job_id),
    reporterId: String(row.reporter_id),
    reason: row.reason as DisputeReason,
    description: String(row.description),
    status: row.status as DisputeStatus,
    createdAt: new Date(row.created_at as string),
    answer: (row.answer as string | null) ?? null,
    answeredAt: dateOrNull(row.answered_at),
    answerDueAt: new Date(row.answer_due_at as string),
    proposal: proposedAt
      ? {
          outcome: row.proposed_outcome as DisputeOutcome,
          refundKobo: Number(row.proposed_refund_kobo),
          reason: String(row.proposed_reason),
          consequence: row.proposed_consequence as DisputeConsequence,
          proposedBy: String(row.proposed_by),
          proposedAt,
        }
      : null,
    decision: decidedAt
      ? {
          outcome: row.outcome as DisputeOutcome,
          refundKobo: Number(row.refund_kobo),
          reason: String(row.decision_reason),
          consequence: row.consequence as DisputeConsequence,
          refundRoute: (row.refund_route as 'PAYSTACK' | 'CASH' | null) ?? null,
          decidedBy: String(row.decided_by),
          approvedBy: (row.approved_by as string | null) ?? null,
          decidedAt,
        }
      : null,
    photoKeys: (row.photo_keys as string[] | null) ?? [],
  };
}

export async function findDisputeOfJob(db: Executor, jobId: string): Promise<DisputeRow | undefined> {
  const { rows } = await db.execute(sql`SELECT ${DISPUTE_COLUMNS} FROM disputes d WHERE d.job_id = ${jobId}`);
  return rows[0] && toDisputeRow(rows[0]);
}

export async function findDispute(db: Executor, id: string): Promise<DisputeRow | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await db.execute(sql`SELECT ${DISPUTE_COLUMNS} FROM disputes d WHERE d.id = ${id}`);
  return rows[0] && toDisputeRow(rows[0]);
}

/**
 * Marks a completed job disputed, once and only inside the window, and only while its earnings are
 * not released: the row lock this takes is the one the release sweep's `FOR UPDATE` waits for, so
 * a job is either released or disputed, never both. False when any of that does not hold.
 */
export async function markJobDisputed(
  tx: Executor,
  job: { id: string; reference: string },
  now: Date,
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    UPDATE jobs SET disputed_at = ${at(now)}, updated_at = ${at(now)}
    WHERE id = ${job.id} AND status = 'COMPLETED' AND disputed_at IS NULL
      AND completed_at > ${at(now)} - make_interval(hours => ${DISPUTE_WINDOW_HOURS})
      AND NOT EXISTS (SELECT 1 FROM ledger_entries WHERE idempotency_key = ${`job:${job.reference}:released`})
    RETURNING id`);
  return rows.length > 0;
}

export async function insertDispute(
  tx: Executor,
  dispute: {
    jobId: string;
    reporterId: string;
    reason: DisputeReason;
    description: string;
    now: Date;
    answerDueAt: Date;
  },
): Promise<string> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    INSERT INTO disputes (job_id, reporter_id, reason, description, created_at, answer_due_at)
    VALUES (${dispute.jobId}, ${dispute.reporterId}, ${dispute.reason}, ${dispute.description},
      ${at(dispute.now)}, ${at(dispute.answerDueAt)})
    RETURNING id`);
  return rows[0]!.id;
}

/**
 * Adds a photo in the next free place, while the dispute is undecided and has fewer than three:
 * the dispute's row is locked first, so two uploads at once take places one after the other.
 */
export async function addDisputePhoto(
  tx: Executor,
  disputeId: string,
  photoKey: string,
  now: Date,
): Promise<'added' | 'full' | 'decided'> {
  const { rows } = await tx.execute<{ status: string }>(
    sql`SELECT status FROM disputes WHERE id = ${disputeId} FOR UPDATE`,
  );
  if (rows[0]?.status === 'DECIDED') return 'decided';
  const inserted = await tx.execute(sql`
    INSERT INTO dispute_photos (dispute_id, position, photo_key, created_at)
    SELECT ${disputeId}, count(*), ${photoKey}, ${at(now)} FROM dispute_photos WHERE dispute_id = ${disputeId}
    HAVING count(*) < ${DISPUTE_PHOTOS_MAX}
    RETURNING position`);
  return inserted.rows.length > 0 ? 'added' : 'full';
}

/** The agent's side: once, while undecided and before it is due. */
export async function answerDispute(tx: Executor, id: string, answer: string, now: Date): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    UPDATE disputes SET answer = ${answer}, answered_at = ${at(now)}
    WHERE id = ${id} AND answer IS NULL AND status = 'OPEN' AND answer_due_at > ${at(now)}
    RETURNING id`);
  return rows.length > 0;
}

/** A refund above the four-eyes line: the proposal waits for a second operator. */
export async function proposeDecision(
  tx: Executor,
  id: string,
  proposal: DisputeDecision & { by: string; now: Date },
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    UPDATE disputes SET status = 'AWAITING_APPROVAL', proposed_outcome = ${proposal.outcome},
      proposed_refund_kobo = ${proposal.refundKobo}, proposed_reason = ${proposal.reason},
      proposed_consequence = ${proposal.consequence}, proposed_by = ${proposal.by},
      proposed_at = ${at(proposal.now)}
    WHERE id = ${id} AND status = 'OPEN'
    RETURNING id`);
  return rows.length > 0;
}

const CLEAR_PROPOSAL = sql`proposed_outcome = NULL, proposed_refund_kobo = NULL, proposed_reason = NULL,
  proposed_consequence = NULL, proposed_by = NULL, proposed_at = NULL`;

/**
 * Decides: from OPEN by the deciding operator, or from AWAITING_APPROVAL by a second operator who is
 * not the one who proposed it (`approvedBy`). False when the dispute was not in that state.
 */
export async function recordDecision(
  tx: Executor,
  id: string,
  decision: DisputeDecision & {
    refundRoute: 'PAYSTACK' | 'CASH' | null;
    decidedBy: string;
    approvedBy: string | null;
    now: Date;
  },
): Promise<boolean> {
  const from = decision.approvedBy
    ? sql`status = 'AWAITING_APPROVAL' AND proposed_by = ${decision.decidedBy} AND proposed_by <> ${decision.approvedBy}`
    : sql`status = 'OPEN'`;
  const { rows } = await tx.execute(sql`
    UPDATE disputes SET status = 'DECIDED', outcome = ${decision.outcome}, refund_kobo = ${decision.refundKobo},
      refund_route = ${decision.refundRoute}, decision_reason = ${decision.reason},
      consequence = ${decision.consequence}, decided_by = ${decision.decidedBy},
      approved_by = ${decision.approvedBy}, decided_at = ${at(decision.now)}, ${CLEAR_PROPOSAL}
    WHERE id = ${id} AND ${from}
    RETURNING id`);
  return rows.length > 0;
}

/** A proposal sent back by a second operator: the dispute is open for a decision again. */
export async function sendBackProposal(tx: Executor, id: string): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    UPDATE disputes SET status = 'OPEN', ${CLEAR_PROPOSAL}
    WHERE id = ${id} AND status = 'AWAITING_APPROVAL'
    RETURNING id`);
  return rows.length > 0;
}

/**
 * Suspends the Aboki with a note its agent reads (a safety report at once, or an operator's decision):
 * only an operator can let it take bookings again. Undefined when it was suspended already.
 */
export async function suspendAboki(
  tx: Executor,
  abokiId: string,
  note: string,
  now: Date,
): Promise<{ before: string } | undefined> {
  const { rows } = await tx.execute<{ status: string }>(
    sql`SELECT status FROM abokis WHERE id = ${abokiId} FOR UPDATE`,
  );
  const before = rows[0]?.status;
  if (!before || before === 'SUSPENDED') return undefined;
  await tx.execute(sql`
    UPDATE abokis SET status = 'SUSPENDED', review_note = ${note}, updated_at = ${at(now)} WHERE id = ${abokiId}`);
  return { before };
}

export async function addStrike(tx: Executor, abokiId: string): Promise<number> {
  const { rows } = await tx.execute<{ strikes: number }>(
    sql`UPDATE abokis SET strikes = strikes + 1 WHERE id = ${abokiId} RETURNING strikes`,
  );
  return Number(rows[0]?.strikes ?? 0);
}

/** The queue's order: safety first, then refunds waiting for a second operator, then the rest; oldest first in each. */
const RANK = sql`(CASE WHEN d.reason = 'SAFETY' THEN 0 WHEN d.status = 'AWAITING_APPROVAL' THEN 1 ELSE 2 END)`;
const KEY_TIME = sql`to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export async function disputeQueue(
  db: Executor,
  cursor: string | undefined,
  limit: number,
): Promise<{ disputes: OpsDisputeQueueItem[]; nextCursor: string | null }> {
  const after = cursor
    ? decodeCursor(cursor, (parts) =>
        parts.length === 3 &&
        [0, 1, 2].includes(parts[0] as number) &&
        isCursorTime(parts[1]) &&
        isUuid(parts[2])
          ? { rank: parts[0] as number, createdAt: parts[1], id: parts[2] }
          : undefined,
      )
    : undefined;
  const { rows } = await db.execute(sql`
    SELECT d.id, d.reason, d.status, d.created_at, d.answer IS NOT NULL AS answered, j.reference,
           u.name AS user_name, a.first_name, a.last_name, ${RANK} AS rank, ${KEY_TIME} AS key_time
    FROM disputes d JOIN jobs j ON j.id = d.job_id JOIN users u ON u.id = d.reporter_id
      JOIN abokis a ON a.id = j.aboki_id
    WHERE d.status <> 'DECIDED'
      ${after ? sql`AND (${RANK}, d.created_at, d.id) > (${after.rank}, ${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
    ORDER BY ${RANK}, d.created_at, d.id
    LIMIT ${limit + 1}`);
  const { page, nextCursor } = keysetPage(rows, limit, (last) => [Number(last.rank), last.key_time, last.id]);
  return {
    disputes: page.map((row) => ({
      id: String(row.id),
      jobReference: String(row.reference),
      reason: row.reason as DisputeReason,
      status: row.status as DisputeStatus,
      createdAt: iso(row.created_at),
      answered: Boolean(row.answered),
      userName: String(row.user_name),
      abokiName: abokiDisplayName(String(row.first_name), String(row.last_name)),
    })),
    nextCursor,
  };
}

export interface DisputeNumbers {
  disputesOpen: number;
  disputesSafety: number;
  refundsAwaitingApproval: number;
}

export async function disputeNumbers(db: Executor): Promise<DisputeNumbers> {
  const { rows } = await db.execute<Record<string, string>>(sql`
    SELECT count(*) AS open, count(*) FILTER (WHERE reason = 'SAFETY') AS safety,
           count(*) FILTER (WHERE status = 'AWAITING_APPROVAL') AS awaiting
    FROM disputes WHERE status <> 'DECIDED'`);
  const row = rows[0]!;
  return {
    disputesOpen: Number(row.open),
    disputesSafety: Number(row.safety),
    refundsAwaitingApproval: Number(row.awaiting),
  };
}

/** The people and the Aboki of a dispute's job, for the console and the e-mails. */
export async function disputeParties(
  db: Executor,
  jobId: string,
): Promise<{
  abokiStatus: string;
  abokiStrikes: number;
  abokiFirstName: string;
  abokiLastName: string;
  user: { id: string; name: string; email: string };
  agent: { id: string; name: string; email: string };
}> {
  const { rows } = await db.execute(sql`
    SELECT a.status, a.strikes, a.first_name, a.last_name, u.id AS user_id, u.name AS user_name,
           u.email AS user_email, g.id AS agent_id, g.name AS agent_name, g.email AS agent_email
    FROM jobs j JOIN abokis a ON a.id = j.aboki_id JOIN users u ON u.id = j.user_id
      JOIN users g ON g.id = j.agent_id
    WHERE j.id = ${jobId}`);
  const row = rows[0]!;
  return {
    abokiStatus: String(row.status),
    abokiStrikes: Number(row.strikes),
    abokiFirstName: String(row.first_name),
    abokiLastName: String(row.last_name),
    user: { id: String(row.user_id), name: String(row.user_name), email: String(row.user_email) },
    agent: { id: String(row.agent_id), name: String(row.agent_name), email: String(row.agent_email) },
  };
}

/** Everyone granted staff: a safety report is e-mailed to each. */
export async function staffEmails(db: Executor): Promise<string[]> {
  const { rows } = await db.execute<{ email: string }>(sql`
    SELECT u.email FROM staff_grants s JOIN users u ON u.id = s.user_id ORDER BY u.email`);
  return rows.map((row) => row.email);
}

/** A job's row by id (the console reaches a job through its dispute). */
export async function findJobById(db: Executor, id: string): Promise<JobRow | undefined> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT ${JOB_COLUMNS} FROM ${JOB_FROM} WHERE j.id = ${id}`);
  return rows[0] && toJobRow(rows[0] as never);
}
