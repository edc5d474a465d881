import { sql } from 'drizzle-orm';
import {
  abokiDisplayName,
  type PersonSummary,
  type StaffRole,
  type TicketKind,
  type TicketStatus,
} from 'shared/schemas';
import type { Executor } from '../../db/client.js';
import { iso, isoOrNull } from '../../lib/sql-time.js';

// The console's view of accounts (issue 25): finding a person and what suspending them touches.

const SEARCH_LIMIT = 20;
const RECENT_JOBS = 10;
/** Jobs not yet ended (0006/0007): what an operator handles when suspending someone. */
const OPEN_STATUSES = sql`('REQUESTED', 'ACCEPTED', 'IN_PROGRESS', 'AWAITING_PAYMENT')`;

const toSummary = (row: Record<string, unknown>): PersonSummary => ({
  id: String(row.id),
  name: String(row.name),
  email: String(row.email),
  role: (row.role as string | null) ?? null,
  phoneNumber: (row.phone_number as string | null) ?? null,
  suspendedAt: isoOrNull(row.suspended_at),
});

/**
 * Accounts matching what an operator typed: a job reference (its User and agent), a Nigerian phone
 * number in any of its forms, or an e-mail (or the start of one). Deleted accounts are left out.
 */
export async function searchPeople(db: Executor, query: string): Promise<PersonSummary[]> {
  const text = query.trim();
  const reference = /^ABK-[0-9A-Z]{6}$/i.test(text) ? text.toUpperCase() : null;
  const digits = text.replace(/[\s()-]/g, '');
  const phone = /^(\+?234|0)[789][01]\d{8}$/.test(digits) ? `+234${digits.slice(-10)}` : null;
  const where = reference
    ? sql`u.id IN (SELECT user_id FROM jobs WHERE reference = ${reference}
                   UNION SELECT agent_id FROM jobs WHERE reference = ${reference})`
    : phone
      ? sql`p.phone_number = ${phone}`
      : sql`u.email LIKE ${`${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`}`;
  const { rows } = await db.execute(sql`
    SELECT u.id, u.name, u.email, u.role, p.phone_number, u.suspended_at
    FROM users u LEFT JOIN profiles p ON p.user_id = u.id
    WHERE u.deleted_at IS NULL AND ${where}
    ORDER BY u.email LIMIT ${SEARCH_LIMIT}`);
  return rows.map(toSummary);
}

export interface PersonRow extends PersonSummary {
  state: string | null;
  lga: string | null;
  businessName: string | null;
  createdAt: string;
  suspensionReason: string | null;
  staffRole: StaffRole | null;
}

/** The account; `lock` holds its row for a decision. Deleted accounts are not found. */
export async function findPerson(db: Executor, userId: string, lock = false): Promise<PersonRow | undefined> {
  const { rows } = await db.execute(sql`
    SELECT u.id, u.name, u.email, u.role, u.created_at, u.suspended_at, u.suspension_reason,
           p.phone_number, p.state, p.lga, p.business_name, g.role AS staff_role
    FROM users u LEFT JOIN profiles p ON p.user_id = u.id LEFT JOIN staff_grants g ON g.user_id = u.id
    WHERE u.id = ${userId} AND u.deleted_at IS NULL
    ${lock ? sql`FOR UPDATE OF u` : sql``}`);
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...toSummary(row),
    state: (row.state as string | null) ?? null,
    lga: (row.lga as string | null) ?? null,
    businessName: (row.business_name as string | null) ?? null,
    createdAt: iso(row.created_at),
    suspensionReason: (row.suspension_reason as string | null) ?? null,
    staffRole: (row.staff_role as StaffRole | null) ?? null,
  };
}

/** The person's open jobs (all of them) and latest jobs, as User or as agent. */
export async function jobsOf(db: Executor, userId: string) {
  const { rows } = await db.execute(sql`
    (SELECT reference, status, CASE WHEN user_id = ${userId} THEN 'USER' ELSE 'AGENT' END AS part,
            service_name, aboki_name, starts_at, price_kobo, true AS open
       FROM jobs WHERE (user_id = ${userId} OR agent_id = ${userId}) AND status IN ${OPEN_STATUSES}
       ORDER BY starts_at)
    UNION ALL
    (SELECT reference, status, CASE WHEN user_id = ${userId} THEN 'USER' ELSE 'AGENT' END AS part,
            service_name, aboki_name, starts_at, price_kobo, false AS open
       FROM jobs WHERE user_id = ${userId} OR agent_id = ${userId}
       ORDER BY created_at DESC LIMIT ${RECENT_JOBS})`);
  const toJob = (row: Record<string, unknown>) => ({
    reference: String(row.reference),
    status: String(row.status),
    part: row.part as 'USER' | 'AGENT',
    serviceName: String(row.service_name),
    abokiName: String(row.aboki_name),
    startsAt: iso(row.starts_at),
    priceKobo: Number(row.price_kobo),
  });
  return {
    openJobs: rows.filter((row) => row.open === true).map(toJob),
    recentJobs: rows.filter((row) => row.open !== true).map(toJob),
  };
}

export async function abokisOf(db: Executor, agentId: string) {
  const { rows } = await db.execute(sql`
    SELECT id, first_name, last_name, status FROM abokis WHERE agent_id = ${agentId} ORDER BY created_at`);
  return rows.map((row) => ({
    id: String(row.id),
    displayName: abokiDisplayName(String(row.first_name), String(row.last_name)),
    status: String(row.status),
  }));
}

/** Suspends (reason) or reinstates (null) by compare-and-swap on the current state. */
export async function setSuspension(db: Executor, userId: string, reason: string | null): Promise<boolean> {
  const { rows } = await db.execute(
    reason === null
      ? sql`UPDATE users SET suspended_at = NULL, suspension_reason = NULL, updated_at = now()
            WHERE id = ${userId} AND suspended_at IS NOT NULL RETURNING id`
      : sql`UPDATE users SET suspended_at = now(), suspension_reason = ${reason}, updated_at = now()
            WHERE id = ${userId} AND suspended_at IS NULL RETURNING id`,
  );
  return rows.length > 0;
}

/** Every session of the account ends at once. */
export async function endSessions(db: Executor, userId: string): Promise<number> {
  const { rows } = await db.execute(sql`DELETE FROM sessions WHERE user_id = ${userId} RETURNING id`);
  return rows.length;
}

/**
 * A suspended agent's Abokis taking bookings (or paused) are suspended with the same reason, so no
 * one books a helper whose agent cannot answer; an operator reinstates each when the time comes.
 */
export async function suspendAbokisOf(db: Executor, agentId: string, reason: string): Promise<string[]> {
  const { rows } = await db.execute(sql`
    UPDATE abokis SET status = 'SUSPENDED', review_note = ${reason}, updated_at = now()
    WHERE agent_id = ${agentId} AND status IN ('ACTIVE', 'PAUSED') RETURNING id`);
  return rows.map((row) => String(row.id));
}

/** A job by its reference, with everything the console's job page shows. */
export async function findJobForOps(db: Executor, reference: string) {
  const { rows } = await db.execute(sql`
    SELECT j.*, a.first_name, a.last_name, d.id AS dispute_id
    FROM jobs j JOIN abokis a ON a.id = j.aboki_id LEFT JOIN disputes d ON d.job_id = j.id
    WHERE j.reference = ${reference}`);
  const job = rows[0];
  if (!job) return undefined;
  const jobId = String(job.id);
  const [events, payments, refunds, tickets] = await Promise.all([
    db.execute(sql`
      SELECT created_at, status, actor, change, reason FROM job_events WHERE job_id = ${jobId} ORDER BY id`),
    db.execute(sql`
      SELECT reference, channel, amount_kobo, status, paid_at, created_at FROM payments
      WHERE job_id = ${jobId} ORDER BY created_at`),
    db.execute(sql`
      SELECT amount_kobo, reason, status, created_at, processed_at, failure FROM refunds
      WHERE job_id = ${jobId} ORDER BY created_at`),
    db.execute(sql`
      SELECT id, reference, kind, status, created_at FROM tickets WHERE job_id = ${jobId}
      ORDER BY created_at DESC, id`),
  ]);
  const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const textOrNull = (value: unknown) => (value as string | null | undefined) ?? null;
  return {
    job: {
      reference: String(job.reference),
      status: String(job.status),
      serviceName: String(job.service_name),
      hours: numberOrNull(job.hours),
      priceKobo: Number(job.price_kobo),
      paymentMethod: String(job.payment_method),
      startsAt: iso(job.starts_at),
      endsAt: iso(job.ends_at),
      createdAt: iso(job.created_at),
      state: String(job.state),
      lga: String(job.lga),
      address: String(job.address),
      landmark: textOrNull(job.landmark),
      notes: textOrNull(job.notes),
      recipientName: textOrNull(job.recipient_name),
      recipientPhone: textOrNull(job.recipient_phone),
      aboki: {
        id: String(job.aboki_id),
        displayName: abokiDisplayName(String(job.first_name), String(job.last_name)),
      },
      feeKobo: numberOrNull(job.fee_kobo),
      refundKobo: numberOrNull(job.refund_kobo),
      cashReceivedKobo: numberOrNull(job.cash_received_kobo),
      cashConfirmedKobo: numberOrNull(job.cash_confirmed_kobo),
      cashFlaggedAt: isoOrNull(job.cash_flagged_at),
      disputedAt: isoOrNull(job.disputed_at),
      disputeId: textOrNull(job.dispute_id),
      reason: textOrNull(job.reason),
      timeline: events.rows.map((event) => ({
        at: iso(event.created_at),
        status: String(event.status),
        actor: event.actor as 'USER' | 'AGENT' | 'SYSTEM',
        change: textOrNull(event.change),
        reason: textOrNull(event.reason),
      })),
      payments: payments.rows.map((payment) => ({
        reference: String(payment.reference),
        channel: String(payment.channel),
        amountKobo: Number(payment.amount_kobo),
        status: String(payment.status),
        paidAt: isoOrNull(payment.paid_at),
        createdAt: iso(payment.created_at),
      })),
      refunds: refunds.rows.map((refund) => ({
        amountKobo: Number(refund.amount_kobo),
        reason: String(refund.reason),
        status: String(refund.status),
        createdAt: iso(refund.created_at),
        processedAt: isoOrNull(refund.processed_at),
        failure: textOrNull(refund.failure),
      })),
      tickets: tickets.rows.map((ticket) => ({
        id: String(ticket.id),
        reference: String(ticket.reference),
        kind: ticket.kind as TicketKind,
        status: ticket.status as TicketStatus,
        createdAt: iso(ticket.created_at),
      })),
    },
    userId: String(job.user_id),
    agentId: String(job.agent_id),
  };
}

/** The summaries of a few accounts by id (deleted ones too: a job outlives its people's accounts). */
export async function summariesOf(db: Executor, ids: string[]): Promise<Map<string, PersonSummary>> {
  const { rows } = await db.execute(sql`
    SELECT u.id, u.name, u.email, u.role, p.phone_number, u.suspended_at
    FROM users u LEFT JOIN profiles p ON p.user_id = u.id
    WHERE u.id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return new Map(rows.map((row) => [String(row.id), toSummary(row)]));
}
