import { and, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { JobStatus, PaymentMethod, PaymentStatus, RefundStatus } from 'shared/schemas';
import type { Executor } from '../../db/client.js';
import { jobs } from '../../db/schema.js';

// The dashboard's reads of one agent's jobs, all bounded: the open jobs through the partial index
// jobs_agent_open_idx (0012), completed and cancelled ones through jobs_agent_starts_idx. Read-only:
// the jobs and payments modules own the writes (the Abokis are GET /abokis/mine's own first page).

type Time = string | Date;

/** A job as the board shows it: the list row, who asked, where, and the money going back. */
export interface BoardJobRow {
  reference: string;
  status: JobStatus;
  serviceSlug: string;
  serviceName: string;
  serviceUnit: 'job' | 'hour';
  abokiId: string;
  abokiName: string;
  abokiPhotoKey: string | null;
  startsAt: Date;
  endsAt: Date;
  priceKobo: number;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  lga: string;
  state: string;
  address: string;
  landmark: string | null;
  createdAt: Date;
  startLockedUntil: Date | null;
  customerName: string;
  customerPhone: string | null;
  refunds: { amountKobo: number; status: RefundStatus; createdAt: Date; processedAt: Date | null }[];
}

interface RawRefund {
  amountKobo: number;
  status: RefundStatus;
  createdAt: string;
  processedAt: string | null;
}

// A type, not an interface: db.execute wants rows indexable by column name.
type RawBoardJob = {
  reference: string;
  status: JobStatus;
  service_slug: string;
  service_name: string;
  service_unit: 'job' | 'hour';
  aboki_id: string;
  aboki_name: string;
  aboki_photo_key: string | null;
  starts_at: Time;
  ends_at: Time;
  price_kobo: number;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  lga: string;
  state: string;
  address: string;
  landmark: string | null;
  created_at: Time;
  start_locked_until: Time | null;
  customer_name: string;
  customer_phone: string | null;
  /** json_agg arrives parsed from node-postgres, as text from some drivers. */
  refunds: RawRefund[] | string;
};

/**
 * The payment's status from stored facts, as every job view states it: cash is paid once the cash is
 * recorded; card and transfer by the first PAID payment, less what its own refund sent back.
 */
const PAYMENT_STATUS = sql`
  CASE
    WHEN j.payment_method = 'CASH' THEN
      CASE WHEN j.cash_received_kobo IS NULL THEN 'UNPAID' ELSE 'PAID' END
    WHEN paid.id IS NULL THEN
      CASE WHEN j.status = 'AWAITING_PAYMENT' AND (
        SELECT p.authorization_url FROM payments p
        WHERE p.job_id = j.id AND p.status = 'PENDING' ORDER BY p.created_at DESC LIMIT 1) <> ''
      THEN 'PENDING' ELSE 'UNPAID' END
    WHEN own_refund.status IS NULL OR own_refund.status = 'FAILED' THEN 'PAID'
    WHEN own_refund.status = 'PENDING' THEN 'REFUND_PENDING'
    WHEN own_refund.amount_kobo >= paid.amount_kobo THEN 'REFUNDED'
    ELSE 'PARTLY_REFUNDED'
  END`;

/**
 * Board rows of one agent matching `where`, in start order, at most `limit`. Raw: two LATERAL
 * subqueries and a json_agg, which the builder would only wrap in sql`` anyway. Only jobs the agent
 * may see: a card or transfer booking becomes theirs once it is paid (requested_at).
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
    SELECT j.reference, j.status, s.slug AS service_slug, j.service_name, j.service_unit, j.aboki_id,
           j.aboki_name, a.photo_key AS aboki_photo_key, j.starts_at, j.ends_at, j.price_kobo,
           j.payment_method, ${PAYMENT_STATUS} AS payment_status, j.lga, j.state, j.address, j.landmark,
           j.created_at, j.start_locked_until, u.name AS customer_name, pr.phone_number AS customer_phone,
           coalesce(money_back.refunds, '[]'::json) AS refunds
    FROM jobs j
      JOIN services s ON s.id = j.service_id
      JOIN abokis a ON a.id = j.aboki_id
      JOIN users u ON u.id = j.user_id
      LEFT JOIN profiles pr ON pr.user_id = j.user_id
      LEFT JOIN LATERAL (
        SELECT p.id, p.amount_kobo FROM payments p
        WHERE p.job_id = j.id AND p.status = 'PAID' ORDER BY p.paid_at, p.id LIMIT 1) paid ON true
      LEFT JOIN refunds own_refund ON own_refund.payment_id = paid.id
      LEFT JOIN LATERAL (
        SELECT json_agg(json_build_object('amountKobo', f.amount_kobo, 'status', f.status,
                 'createdAt', f.created_at, 'processedAt', f.processed_at) ORDER BY f.created_at, f.id) AS refunds
        FROM refunds f WHERE f.job_id = j.id) money_back ON true
    WHERE j.agent_id = ${agentId} AND j.requested_at IS NOT NULL AND (${where})
    ORDER BY ${orderBy}
    LIMIT ${limit}`);
  return rows.map(toBoardJobRow);
}

function toBoardJobRow(row: RawBoardJob): BoardJobRow {
  const refunds = typeof row.refunds === 'string' ? (JSON.parse(row.refunds) as RawRefund[]) : row.refunds;
  return {
    reference: row.reference,
    status: row.status,
    serviceSlug: row.service_slug,
    serviceName: row.service_name,
    serviceUnit: row.service_unit,
    abokiId: row.aboki_id,
    abokiName: row.aboki_name,
    abokiPhotoKey: row.aboki_photo_key,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    priceKobo: row.price_kobo,
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    lga: row.lga,
    state: row.state,
    address: row.address,
    landmark: row.landmark,
    createdAt: new Date(row.created_at),
    startLockedUntil: row.start_locked_until === null ? null : new Date(row.start_locked_until),
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    refunds: refunds.map((refund) => ({
      amountKobo: refund.amountKobo,
      status: refund.status,
      createdAt: new Date(refund.createdAt),
      processedAt: refund.processedAt === null ? null : new Date(refund.processedAt),
    })),
  };
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

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
 * The booked prices of the agent's completed jobs starting in [since, until), summed from `week` and
 * from `month` on (both ≥ since): a range of the jobs_agent_starts_idx index, five weeks at most.
 */
export async function sumCompleted(
  db: Executor,
  agentId: string,
  range: { since: Date; until: Date; week: Date; month: Date },
): Promise<{ weekKobo: number; monthKobo: number }> {
  const [row] = await db
    .select({
      // bigint arrives as text: a busy agent's month can pass 2^31 kobo (₦21 million).
      weekKobo: sql<string>`coalesce(sum(${jobs.priceKobo}) FILTER (WHERE ${jobs.startsAt} >= ${at(range.week)}), 0)::bigint`,
      monthKobo: sql<string>`coalesce(sum(${jobs.priceKobo}) FILTER (WHERE ${jobs.startsAt} >= ${at(range.month)}), 0)::bigint`,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.agentId, agentId),
        eq(jobs.status, 'COMPLETED'),
        isNotNull(jobs.requestedAt),
        gte(jobs.startsAt, range.since),
        lt(jobs.startsAt, range.until),
      ),
    );
  return { weekKobo: Number(row?.weekKobo ?? 0), monthKobo: Number(row?.monthKobo ?? 0) };
}
