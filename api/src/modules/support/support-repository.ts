import { randomInt } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { OpsTicketQueueItem, TicketKind, TicketMessageKind, TicketStatus } from 'shared/schemas';
import type { Executor } from '../../db/client.js';
import { decodeTimeIdCursor, keysetPage } from '../../lib/keyset-cursor.js';
import { at, iso, isoOrNull } from '../../lib/sql-time.js';

// Tickets, their threads and the visitors' single-use reply links (0024_support_tickets.sql).

/** A job reference's alphabet (no 0/O, 1/I/L): a ticket's reference is read out over the phone too. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newTicketReference(): string {
  let code = '';
  for (let index = 0; index < 6; index += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `T-${code}`;
}

export interface NewTicket {
  kind: TicketKind;
  userId: string | null;
  name: string;
  email: string;
  phone: string | null;
  jobId: string | null;
  disputeId: string | null;
  subject: string;
  now: Date;
}

/** Inserts the ticket under a fresh reference; a reference already taken (1 in ~887 million) draws again. */
export async function insertTicket(
  db: Executor,
  ticket: NewTicket,
): Promise<{ id: string; reference: string }> {
  for (;;) {
    const reference = newTicketReference();
    const { rows } = await db.execute(sql`
      INSERT INTO tickets (reference, kind, user_id, name, email, phone, job_id, dispute_id, subject,
                           created_at, status_changed_at, updated_at)
      VALUES (${reference}, ${ticket.kind}, ${ticket.userId}, ${ticket.name}, ${ticket.email}, ${ticket.phone},
              ${ticket.jobId}, ${ticket.disputeId}, ${ticket.subject}, ${at(ticket.now)}, ${at(ticket.now)},
              ${at(ticket.now)})
      ON CONFLICT (reference) DO NOTHING
      RETURNING id`);
    if (rows[0]) return { id: String(rows[0].id), reference };
  }
}

export async function insertMessage(
  db: Executor,
  message: {
    ticketId: string;
    kind: TicketMessageKind;
    authorId: string | null;
    authorLabel: string;
    body: string;
    now: Date;
  },
): Promise<string> {
  const { rows } = await db.execute(sql`
    INSERT INTO ticket_messages (ticket_id, kind, author_id, author_label, body, created_at)
    VALUES (${message.ticketId}, ${message.kind}, ${message.authorId}, ${message.authorLabel}, ${message.body},
            ${at(message.now)})
    RETURNING id`);
  return String(rows[0]!.id);
}

export interface TicketRow {
  id: string;
  reference: string;
  kind: TicketKind;
  status: TicketStatus;
  userId: string | null;
  name: string;
  email: string;
  phone: string | null;
  jobId: string | null;
  jobReference: string | null;
  disputeId: string | null;
  subject: string;
  ownerId: string | null;
  ownerEmail: string | null;
  createdAt: string;
  statusChangedAt: string;
  firstAnsweredAt: string | null;
  resolvedAt: string | null;
}

/**
 * A ticket with its job's reference and its owner's e-mail; `lock` holds its row for a change. The
 * row is locked on its own first: a join read while waiting for the lock would keep the old owner.
 */
export async function findTicket(
  db: Executor,
  ticketId: string,
  lock = false,
): Promise<TicketRow | undefined> {
  if (lock) await db.execute(sql`SELECT id FROM tickets WHERE id = ${ticketId} FOR UPDATE`);
  const { rows } = await db.execute(sql`
    SELECT t.*, j.reference AS job_reference, o.email AS owner_email
    FROM tickets t LEFT JOIN jobs j ON j.id = t.job_id LEFT JOIN users o ON o.id = t.owner_id
    WHERE t.id = ${ticketId}`);
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: String(row.id),
    reference: String(row.reference),
    kind: row.kind as TicketKind,
    status: row.status as TicketStatus,
    userId: (row.user_id as string | null) ?? null,
    name: String(row.name),
    email: String(row.email),
    phone: (row.phone as string | null) ?? null,
    jobId: (row.job_id as string | null) ?? null,
    jobReference: (row.job_reference as string | null) ?? null,
    disputeId: (row.dispute_id as string | null) ?? null,
    subject: String(row.subject),
    ownerId: (row.owner_id as string | null) ?? null,
    ownerEmail: (row.owner_email as string | null) ?? null,
    createdAt: iso(row.created_at),
    statusChangedAt: iso(row.status_changed_at),
    firstAnsweredAt: isoOrNull(row.first_answered_at),
    resolvedAt: isoOrNull(row.resolved_at),
  };
}

export interface MessageRow {
  id: string;
  kind: TicketMessageKind;
  authorLabel: string;
  body: string;
  at: string;
}

/** The thread in the order it was written; internal notes only when asked (staff). */
export async function messagesOf(db: Executor, ticketId: string, withNotes: boolean): Promise<MessageRow[]> {
  const { rows } = await db.execute(sql`
    SELECT id, kind, author_label, body, created_at FROM ticket_messages
    WHERE ticket_id = ${ticketId} ${withNotes ? sql`` : sql`AND kind <> 'NOTE'`}
    ORDER BY id`);
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind as TicketMessageKind,
    authorLabel: String(row.author_label),
    body: String(row.body),
    at: iso(row.created_at),
  }));
}

/**
 * Moves the ticket from `from` to `to`: a compare-and-swap on the status. Its age (status_changed_at)
 * restarts only when the status changes; leaving RESOLVED clears resolved_at, reaching it sets it.
 */
export async function moveTicket(
  db: Executor,
  ticketId: string,
  from: TicketStatus,
  to: TicketStatus,
  now: Date,
): Promise<boolean> {
  const changed = from !== to;
  const { rows } = await db.execute(sql`
    UPDATE tickets SET status = ${to}, updated_at = ${at(now)},
      status_changed_at = ${changed ? at(now) : sql`status_changed_at`},
      resolved_at = ${to === 'RESOLVED' ? at(now) : sql`NULL`}
    WHERE id = ${ticketId} AND status = ${from}
    RETURNING id`);
  return rows.length > 0;
}

/** Staff's first reply, once: a compare-and-swap on first_answered_at IS NULL. */
export async function markFirstAnswer(db: Executor, ticketId: string, now: Date): Promise<boolean> {
  const { rows } = await db.execute(sql`
    UPDATE tickets SET first_answered_at = ${at(now)}
    WHERE id = ${ticketId} AND first_answered_at IS NULL
    RETURNING id`);
  return rows.length > 0;
}

/** The owner becomes `ownerId`, from the owner the staff member saw: a compare-and-swap. */
export async function takeTicket(
  db: Executor,
  ticketId: string,
  from: string | null,
  ownerId: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.execute(sql`
    UPDATE tickets SET owner_id = ${ownerId}, updated_at = ${at(now)}
    WHERE id = ${ticketId} AND owner_id IS NOT DISTINCT FROM ${from}::uuid
    RETURNING id`);
  return rows.length > 0;
}

export async function touchTicket(db: Executor, ticketId: string, now: Date): Promise<void> {
  await db.execute(sql`UPDATE tickets SET updated_at = ${at(now)} WHERE id = ${ticketId}`);
}

export async function insertReplyToken(
  db: Executor,
  token: { ticketId: string; hash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO ticket_reply_tokens (ticket_id, token_hash, created_at, expires_at)
    VALUES (${token.ticketId}, ${token.hash}, ${at(token.now)}, ${at(token.expiresAt)})`);
}

/** Spends a live link: one statement, so of concurrent uses exactly one gets the row back. */
export async function spendReplyToken(
  db: Executor,
  ticketId: string,
  hash: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.execute(sql`
    UPDATE ticket_reply_tokens SET used_at = ${at(now)}
    WHERE token_hash = ${hash} AND ticket_id = ${ticketId} AND used_at IS NULL AND expires_at > ${at(now)}
    RETURNING id`);
  return rows.length > 0;
}

/** Whether a link of this ticket is live (unused, unexpired), spent or lapsed, or none of its links. */
export async function replyTokenState(
  db: Executor,
  ticketId: string,
  hash: string,
  now: Date,
): Promise<'LIVE' | 'SPENT' | 'UNKNOWN'> {
  const { rows } = await db.execute(sql`
    SELECT used_at IS NULL AND expires_at > ${at(now)} AS live FROM ticket_reply_tokens
    WHERE token_hash = ${hash} AND ticket_id = ${ticketId}`);
  if (!rows[0]) return 'UNKNOWN';
  return rows[0].live ? 'LIVE' : 'SPENT';
}

/** The queue's key, to the microsecond, so a page starts exactly after the last row. */
const KEY_TIME = sql.raw(`to_char(t.status_changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/**
 * What a search means: a ticket reference, a job reference (its tickets), a Nigerian phone number in
 * any of its forms (the ticket's, or its account's), or an e-mail or the start of one.
 */
function searchCondition(query: string): SQL {
  const text = query.trim();
  if (/^T-[0-9A-Z]{6}$/i.test(text)) return sql`t.reference = ${text.toUpperCase()}`;
  if (/^ABK-[0-9A-Z]{6}$/i.test(text)) return sql`j.reference = ${text.toUpperCase()}`;
  const digits = text.replace(/[\s()-]/g, '');
  if (/^(\+?234|0)[789][01]\d{8}$/.test(digits)) {
    const phone = `+234${digits.slice(-10)}`;
    return sql`(t.phone = ${phone} OR t.user_id IN (SELECT user_id FROM profiles WHERE phone_number = ${phone}))`;
  }
  return sql`t.email LIKE ${`${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`}`;
}

/**
 * A page of the queue. Open and waiting tickets oldest first (the longest wait on top), resolved ones
 * newest first; a search without a status looks through every status, oldest first.
 */
export async function ticketQueue(
  db: Executor,
  filters: { status: TicketStatus | undefined; q: string | undefined },
  cursor: string | undefined,
  limit: number,
): Promise<{ tickets: OpsTicketQueueItem[]; nextCursor: string | null }> {
  const status = filters.status ?? (filters.q ? undefined : 'OPEN');
  const newestFirst = status === 'RESOLVED';
  const conditions: SQL[] = [sql`true`];
  if (status) conditions.push(sql`t.status = ${status}`);
  if (filters.q) conditions.push(searchCondition(filters.q));
  if (cursor) {
    const after = decodeTimeIdCursor(cursor, 'since');
    const position = sql`(t.status_changed_at, t.id)`;
    const key = sql`(${after.since}::timestamptz, ${after.id}::uuid)`;
    conditions.push(newestFirst ? sql`${position} < ${key}` : sql`${position} > ${key}`);
  }
  const order = newestFirst ? sql`t.status_changed_at DESC, t.id DESC` : sql`t.status_changed_at, t.id`;
  const { rows } = await db.execute(sql`
    SELECT t.id, t.reference, t.kind, t.status, t.subject, t.name, t.email, t.status_changed_at,
           t.created_at, t.first_answered_at, o.email AS owner_email, ${KEY_TIME} AS since_key
    FROM tickets t LEFT JOIN jobs j ON j.id = t.job_id LEFT JOIN users o ON o.id = t.owner_id
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY ${order}
    LIMIT ${limit + 1}`);
  const { page, nextCursor } = keysetPage(rows, limit, (last) => [last.since_key, last.id]);
  return {
    tickets: page.map((row) => ({
      id: String(row.id),
      reference: String(row.reference),
      kind: row.kind as TicketKind,
      status: row.status as TicketStatus,
      subject: String(row.subject),
      name: String(row.name),
      email: String(row.email),
      since: iso(row.status_changed_at),
      createdAt: iso(row.created_at),
      owner: (row.owner_email as string | null) ?? null,
      firstAnsweredAt: isoOrNull(row.first_answered_at),
    })),
    nextCursor,
  };
}

/**
 * The dashboard's numbers: tickets waiting for staff (OPEN), and the median minutes from opening to
 * staff's first answer over the tickets opened in the 30 days before `now` that have one.
 */
export async function dashboardNumbers(
  db: Executor,
  now: Date,
): Promise<{ ticketsWaiting: number; medianFirstAnswerMinutes: number | null }> {
  const { rows } = await db.execute(sql`
    SELECT
      (SELECT count(*)::int FROM tickets WHERE status = 'OPEN') AS waiting,
      (SELECT round(percentile_cont(0.5) WITHIN GROUP (
                ORDER BY extract(epoch FROM first_answered_at - created_at) / 60))::int
         FROM tickets
        WHERE first_answered_at IS NOT NULL
          AND created_at >= ${at(now)} - interval '30 days') AS median`);
  const row = rows[0]!;
  return {
    ticketsWaiting: Number(row.waiting),
    medianFirstAnswerMinutes: row.median === null || row.median === undefined ? null : Number(row.median),
  };
}
