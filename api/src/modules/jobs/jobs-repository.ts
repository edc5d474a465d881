import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Language } from 'shared/i18n';
import {
  IDEMPOTENCY_TTL_HOURS,
  type JobStatus,
  type JobTab,
  type PaymentMethod,
  type RefundStatus,
} from 'shared/schemas';
import type { Executor } from '../../db/client.js';
import { idempotencyKeys, jobs, profiles, users } from '../../db/schema.js';

export interface NewJob {
  reference: string;
  userId: string;
  abokiId: string;
  agentId: string;
  serviceId: string;
  serviceName: string;
  serviceUnit: 'job' | 'hour';
  abokiName: string;
  hours: number | null;
  priceKobo: number;
  startsAt: Date;
  endsAt: Date;
  bufferMinutes: number;
  paymentMethod: PaymentMethod;
  startCodeHash: string;
  startCodeEnc: string;
  state: string;
  lga: string;
  address: string;
  landmark: string | null;
  notes: string | null;
  recipientName: string | null;
  recipientPhone: string | null;
  createdAt: Date;
  /** REQUESTED for cash; AWAITING_PAYMENT (holding the slot until `payBy`) for card and transfer. */
  status: 'REQUESTED' | 'AWAITING_PAYMENT';
  payBy: Date | null;
}

/**
 * Inserts the job unless its reference is taken (then false: draw another). An overlap with another
 * active job of the Aboki is not swallowed: the exclusion constraint raises 23P01.
 */
export async function insertJob(db: Executor, job: NewJob): Promise<boolean> {
  // Raw: `blocked` is a tstzrange (no Drizzle type) that the exclusion constraint reads.
  const { rows } = await db.execute<{ id: string }>(sql`
    INSERT INTO jobs (reference, user_id, aboki_id, agent_id, service_id, service_name, service_unit,
                      aboki_name, hours, price_kobo, starts_at, ends_at, blocked, payment_method,
                      start_code_hash, start_code_enc, state, lga, address, landmark, notes,
                      recipient_name, recipient_phone, created_at, updated_at, status, pay_by,
                      requested_at)
    VALUES (${job.reference}, ${job.userId}, ${job.abokiId}, ${job.agentId}, ${job.serviceId},
            ${job.serviceName}, ${job.serviceUnit}, ${job.abokiName}, ${job.hours}, ${job.priceKobo},
            ${job.startsAt.toISOString()}::timestamptz, ${job.endsAt.toISOString()}::timestamptz,
            tstzrange(${job.startsAt.toISOString()}::timestamptz,
                      ${job.endsAt.toISOString()}::timestamptz + make_interval(mins => ${job.bufferMinutes})),
            ${job.paymentMethod}, ${job.startCodeHash}, ${job.startCodeEnc}, ${job.state}, ${job.lga},
            ${job.address}, ${job.landmark}, ${job.notes}, ${job.recipientName}, ${job.recipientPhone},
            ${job.createdAt.toISOString()}::timestamptz, ${job.createdAt.toISOString()}::timestamptz,
            ${job.status}, ${job.payBy?.toISOString() ?? null}::timestamptz,
            ${job.status === 'REQUESTED' ? job.createdAt.toISOString() : null}::timestamptz)
    ON CONFLICT (reference) DO NOTHING
    RETURNING id`);
  return rows.length > 0;
}

export interface JobRow {
  id: string;
  reference: string;
  userId: string;
  abokiId: string;
  agentId: string;
  serviceSlug: string;
  serviceName: string;
  serviceUnit: 'job' | 'hour';
  abokiName: string;
  abokiPhotoKey: string | null;
  hours: number | null;
  priceKobo: number;
  startsAt: Date;
  endsAt: Date;
  status: JobStatus;
  paymentMethod: PaymentMethod;
  startCodeEnc: string;
  state: string;
  lga: string;
  address: string;
  landmark: string | null;
  notes: string | null;
  recipientName: string | null;
  recipientPhone: string | null;
  createdAt: Date;
  startCodeHash: string;
  acceptedAt: Date | null;
  startedAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  feeKobo: number | null;
  cashReceivedKobo: number | null;
  reason: string | null;
  startLockedUntil: Date | null;
  review: { rating: number; comment: string | null; createdAt: Date } | null;
  /** When it became a request the agent sees; null while a prepaid job awaits payment. */
  requestedAt: Date | null;
  payBy: Date | null;
  refundKobo: number | null;
  /** What the payment that paid the job brought in (0 for cash and unpaid jobs), and when. */
  paidKobo: number;
  paidAt: Date | null;
  /** The open checkout's page, while a prepaid job awaits payment. */
  checkoutUrl: string | null;
  /** Money going back, oldest first; `counted` when it is the paying payment's refund. */
  refunds: JobRefund[];
  /** The cash check (0014): owed and why the cash differs, stored at completion; the User's answer. */
  cashOwedKobo: number | null;
  cashDifferenceReason: string | null;
  cashConfirmedKobo: number | null;
  cashConfirmedAt: Date | null;
  cashFlaggedAt: Date | null;
}

export interface JobRefund {
  amountKobo: number;
  status: RefundStatus;
  counted: boolean;
  createdAt: Date;
  processedAt: Date | null;
}

export const JOB_COLUMNS = sql`
  j.id, j.reference, j.user_id, j.aboki_id, j.agent_id, s.slug AS service_slug, j.service_name,
  j.service_unit, j.aboki_name, a.photo_key AS aboki_photo_key, j.hours, j.price_kobo, j.starts_at,
  j.ends_at, j.status, j.payment_method, j.start_code_enc, j.state, j.lga, j.address, j.landmark,
  j.notes, j.recipient_name, j.recipient_phone, j.created_at, j.start_code_hash, j.accepted_at,
  j.started_at, j.completed_at, j.cancelled_at, j.fee_kobo, j.cash_received_kobo, j.reason,
  j.start_locked_until, r.rating AS review_rating, r.comment AS review_comment,
  r.created_at AS review_created_at, j.requested_at, j.pay_by, j.refund_kobo,
  coalesce(paid.amount_kobo, 0) AS paid_kobo, paid.paid_at AS paid_at, checkout.authorization_url AS checkout_url,
  refunded.refunds, j.cash_owed_kobo, j.cash_difference_reason, j.cash_confirmed_kobo, j.cash_confirmed_at,
  j.cash_flagged_at`;

/**
 * The FROM of every job read: the service's slug, the Aboki's photo and the review, if any. Raw, with
 * JOB_COLUMNS: three LATERAL subqueries and a json_agg, which the builder would only wrap in sql`` anyway.
 */
export const JOB_FROM = sql`
  jobs j JOIN services s ON s.id = j.service_id JOIN abokis a ON a.id = j.aboki_id
  LEFT JOIN reviews r ON r.job_id = j.id
  LEFT JOIN LATERAL (
    SELECT p.id, p.amount_kobo, p.paid_at FROM payments p
    WHERE p.job_id = j.id AND p.status = 'PAID' ORDER BY p.paid_at, p.id LIMIT 1) paid ON true
  LEFT JOIN LATERAL (
    SELECT p.authorization_url FROM payments p
    WHERE p.job_id = j.id AND p.status = 'PENDING' AND j.status = 'AWAITING_PAYMENT'
    ORDER BY p.created_at DESC LIMIT 1) checkout ON true
  LEFT JOIN LATERAL (
    SELECT json_agg(json_build_object('amountKobo', f.amount_kobo, 'status', f.status,
             'counted', f.payment_id = paid.id, 'createdAt', f.created_at, 'processedAt', f.processed_at)
           ORDER BY f.created_at, f.id) AS refunds
    FROM refunds f WHERE f.job_id = j.id) refunded ON true`;

type Time = string | Date;
const timeOrNull = (value: Time | null) => (value === null ? null : new Date(value));

type RawJob = {
  id: string;
  reference: string;
  user_id: string;
  aboki_id: string;
  agent_id: string;
  service_slug: string;
  service_name: string;
  service_unit: 'job' | 'hour';
  aboki_name: string;
  aboki_photo_key: string | null;
  hours: number | null;
  price_kobo: number;
  starts_at: string | Date;
  ends_at: string | Date;
  status: JobStatus;
  payment_method: PaymentMethod;
  start_code_enc: string;
  state: string;
  lga: string;
  address: string;
  landmark: string | null;
  notes: string | null;
  recipient_name: string | null;
  recipient_phone: string | null;
  created_at: string | Date;
  start_code_hash: string;
  accepted_at: Time | null;
  started_at: Time | null;
  completed_at: Time | null;
  cancelled_at: Time | null;
  fee_kobo: number | null;
  cash_received_kobo: number | null;
  reason: string | null;
  start_locked_until: Time | null;
  review_rating: number | null;
  review_comment: string | null;
  review_created_at: Time | null;
  requested_at: Time | null;
  pay_by: Time | null;
  refund_kobo: number | null;
  paid_kobo: number;
  paid_at: Time | null;
  checkout_url: string | null;
  refunds:
    | {
        amountKobo: number;
        status: RefundStatus;
        counted: boolean;
        createdAt: string;
        processedAt: string | null;
      }[]
    | string
    | null;
  cash_owed_kobo: number | null;
  cash_difference_reason: string | null;
  cash_confirmed_kobo: number | null;
  cash_confirmed_at: Time | null;
  cash_flagged_at: Time | null;
};

/** json_agg arrives parsed from node-postgres, as text from some drivers: accept both. */
function refundsOf(raw: RawJob['refunds']): JobRefund[] {
  const list = typeof raw === 'string' ? (JSON.parse(raw) as Exclude<RawJob['refunds'], string>) : raw;
  return (list ?? []).map((refund) => ({
    amountKobo: refund.amountKobo,
    status: refund.status,
    counted: refund.counted,
    createdAt: new Date(refund.createdAt),
    processedAt: timeOrNull(refund.processedAt),
  }));
}

export function toJobRow(row: RawJob): JobRow {
  return {
    id: row.id,
    reference: row.reference,
    userId: row.user_id,
    abokiId: row.aboki_id,
    agentId: row.agent_id,
    serviceSlug: row.service_slug,
    serviceName: row.service_name,
    serviceUnit: row.service_unit,
    abokiName: row.aboki_name,
    abokiPhotoKey: row.aboki_photo_key,
    hours: row.hours,
    priceKobo: row.price_kobo,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    status: row.status,
    paymentMethod: row.payment_method,
    startCodeEnc: row.start_code_enc,
    state: row.state,
    lga: row.lga,
    address: row.address,
    landmark: row.landmark,
    notes: row.notes,
    recipientName: row.recipient_name,
    recipientPhone: row.recipient_phone,
    createdAt: new Date(row.created_at),
    startCodeHash: row.start_code_hash,
    acceptedAt: timeOrNull(row.accepted_at),
    startedAt: timeOrNull(row.started_at),
    completedAt: timeOrNull(row.completed_at),
    cancelledAt: timeOrNull(row.cancelled_at),
    feeKobo: row.fee_kobo,
    cashReceivedKobo: row.cash_received_kobo,
    reason: row.reason,
    startLockedUntil: timeOrNull(row.start_locked_until),
    review:
      row.review_rating === null
        ? null
        : {
            rating: row.review_rating,
            comment: row.review_comment,
            createdAt: new Date(row.review_created_at!),
          },
    requestedAt: timeOrNull(row.requested_at),
    payBy: timeOrNull(row.pay_by),
    refundKobo: row.refund_kobo,
    paidKobo: Number(row.paid_kobo),
    paidAt: timeOrNull(row.paid_at),
    checkoutUrl: row.checkout_url,
    refunds: refundsOf(row.refunds),
    cashOwedKobo: row.cash_owed_kobo,
    cashDifferenceReason: row.cash_difference_reason,
    cashConfirmedKobo: row.cash_confirmed_kobo,
    cashConfirmedAt: timeOrNull(row.cash_confirmed_at),
    cashFlaggedAt: timeOrNull(row.cash_flagged_at),
  };
}

export async function findJobByReference(db: Executor, reference: string): Promise<JobRow | undefined> {
  const { rows } = await db.execute<RawJob>(sql`
    SELECT ${JOB_COLUMNS}
    FROM ${JOB_FROM}
    WHERE j.reference = ${reference}`);
  return rows[0] && toJobRow(rows[0]);
}

/** Name, email, phone and e-mail language of an account, for emails and the agent's view. */
/** Who a job's side is and how to reach them: e-mails, SMS and the job page's number to call. */
export interface JobContact {
  name: string;
  email: string;
  phoneNumber: string | null;
  /** Proven by an SMS code (issue 27). */
  phoneVerified: boolean;
  /** An agent's business name, shown with their number. */
  businessName: string | null;
  language: Language;
}

export async function findContact(db: Executor, userId: string): Promise<JobContact | undefined> {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      phoneNumber: profiles.phoneNumber,
      phoneVerified: sql<boolean>`${profiles.phoneVerifiedAt} IS NOT NULL`,
      businessName: profiles.businessName,
      language: users.language,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export interface ListPosition {
  startsAt: string;
  id: string;
}

// A booking still being paid for is ahead of its User like any other (Upcoming, "awaiting payment"),
// not "ongoing": only what has started, or should have, is.
const TAB_FILTERS: Record<JobTab, (now: string) => ReturnType<typeof sql>> = {
  upcoming: (now) =>
    sql`j.status IN ('REQUESTED', 'ACCEPTED', 'AWAITING_PAYMENT') AND j.starts_at > ${now}::timestamptz`,
  ongoing: (now) =>
    sql`(j.status = 'IN_PROGRESS' OR (j.status IN ('ACCEPTED', 'AWAITING_PAYMENT') AND j.starts_at <= ${now}::timestamptz))`,
  completed: () => sql`j.status = 'COMPLETED'`,
  cancelled: () =>
    sql`j.status IN ('DECLINED', 'EXPIRED', 'CANCELLED_BY_USER', 'CANCELLED_BY_AGENT', 'NO_SHOW_USER', 'NO_SHOW_ABOKI')`,
};
/** What is ahead reads soonest first; what is over, latest first. */
export const TAB_ORDER: Record<JobTab, 'asc' | 'desc'> = {
  upcoming: 'asc',
  ongoing: 'asc',
  completed: 'desc',
  cancelled: 'desc',
};

/**
 * One page of a tab for a User (their jobs) or an agent (their Abokis' jobs), keyset on
 * (starts_at, id) over the jobs_user_starts_idx / jobs_agent_starts_idx indexes.
 */
export async function listJobs(
  db: Executor,
  owner: { column: 'user_id' | 'agent_id'; id: string },
  tab: JobTab,
  now: Date,
  after: ListPosition | undefined,
  limit: number,
): Promise<{ rows: JobRow[]; hasMore: boolean }> {
  const descending = TAB_ORDER[tab] === 'desc';
  const ownerColumn = sql.raw(`j.${owner.column}`);
  // An agent sees a job once it is a request: a card or transfer booking only after it is paid.
  const visible = owner.column === 'agent_id' ? sql`AND j.requested_at IS NOT NULL` : sql``;
  const keyset = after
    ? descending
      ? sql`AND (j.starts_at, j.id) < (${after.startsAt}::timestamptz, ${after.id}::uuid)`
      : sql`AND (j.starts_at, j.id) > (${after.startsAt}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const order = descending ? sql`j.starts_at DESC, j.id DESC` : sql`j.starts_at ASC, j.id ASC`;
  const { rows } = await db.execute<RawJob>(sql`
    SELECT ${JOB_COLUMNS}
    FROM ${JOB_FROM}
    WHERE ${ownerColumn} = ${owner.id} AND ${TAB_FILTERS[tab](now.toISOString())} ${visible} ${keyset}
    ORDER BY ${order}
    LIMIT ${limit + 1}`);
  return { rows: rows.slice(0, limit).map(toJobRow), hasMore: rows.length > limit };
}

// Idempotency keys (POST /api/v1/jobs).

export type KeyClaim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'mismatch' }
  | { kind: 'in_progress' };

/** A claim left in progress this long belongs to a request that died with its process: take it over. */
export const STALE_CLAIM_MINUTES = 2;

/**
 * Claims `key` for this request in one statement (committed at once, so a concurrent repeat sees
 * it): a fresh key, one older than the TTL, or an abandoned claim is taken; otherwise the stored
 * state decides.
 */
export async function claimKey(
  db: Executor,
  claim: { userId: string; key: string; requestHash: string; now: Date },
): Promise<KeyClaim> {
  const now = sql`${claim.now.toISOString()}::timestamptz`;
  const expired = lte(
    idempotencyKeys.createdAt,
    sql`${now} - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`,
  );
  // Each user's expired keys go as they make new requests: the table stays at a day of keys per user.
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, claim.userId), expired));
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({
        userId: claim.userId,
        key: claim.key,
        requestHash: claim.requestHash,
        state: 'in_progress',
        createdAt: claim.now,
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: {
          requestHash: sql`excluded.request_hash`,
          state: 'in_progress',
          responseStatus: null,
          responseBody: null,
          createdAt: sql`excluded.created_at`,
        },
        setWhere: or(
          expired,
          and(
            eq(idempotencyKeys.state, 'in_progress'),
            lte(idempotencyKeys.createdAt, sql`${now} - make_interval(mins => ${STALE_CLAIM_MINUTES})`),
          ),
        ),
      })
      .returning({ userId: idempotencyKeys.userId });
    if (inserted.length > 0) return { kind: 'claimed' };
    const [row] = await db
      .select({
        requestHash: idempotencyKeys.requestHash,
        state: idempotencyKeys.state,
        responseStatus: idempotencyKeys.responseStatus,
        responseBody: idempotencyKeys.responseBody,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
    // Released between the two statements (the first request failed): claim again.
    if (!row) continue;
    if (row.requestHash !== claim.requestHash) return { kind: 'mismatch' };
    if (row.state === 'in_progress') return { kind: 'in_progress' };
    return { kind: 'replay', status: row.responseStatus!, body: row.responseBody! };
  }
  return { kind: 'in_progress' };
}

/** Stores the answer with the key, in the transaction that made the job. */
export async function completeKey(
  db: Executor,
  done: { userId: string; key: string; status: number; body: string },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: done.status, responseBody: done.body })
    .where(
      and(
        eq(idempotencyKeys.userId, done.userId),
        eq(idempotencyKeys.key, done.key),
        eq(idempotencyKeys.state, 'in_progress'),
      ),
    );
}

/** A refused or failed request frees its key: fixing the request and sending it again may succeed. */
export async function releaseKey(
  db: Executor,
  claim: { userId: string; key: string; requestHash: string },
): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, claim.userId),
        eq(idempotencyKeys.key, claim.key),
        eq(idempotencyKeys.state, 'in_progress'),
        eq(idempotencyKeys.requestHash, claim.requestHash),
      ),
    );
}

/** Keys past their 24 hours, of users who have not booked since (their next booking prunes the rest). */
export async function pruneExpiredKeys(db: Executor): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`));
}

/** Late cancellations in the window put a User on prepayment until the window has passed. */
export async function mustPrepay(
  db: Executor,
  userId: string,
  now: Date,
  windowDays: number,
): Promise<boolean> {
  const [row] = await db
    .select({
      must: sql<boolean>`${users.mustPrepaySince} IS NOT NULL
        AND ${users.mustPrepaySince} > ${now.toISOString()}::timestamptz - make_interval(days => ${windowDays})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row?.must ?? false;
}

/** Undoes a card or transfer booking whose checkout could not be opened: nothing was charged or sent. */
export async function deleteUnpaidJob(db: Executor, jobId: string): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.id, jobId), eq(jobs.status, 'AWAITING_PAYMENT')));
}
