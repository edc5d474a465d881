import { sql } from 'drizzle-orm';
import type { GuarantorOutcome, IdentityResult, ReviewQueueItem } from 'shared/schemas';
import { abokiDisplayName } from 'shared/schemas';
import type { Executor } from '../../db/client.js';
import { decodeTimeIdCursor, keysetPage } from '../../lib/keyset-cursor.js';
import { iso, isoOrNull } from '../../lib/sql-time.js';

// What the console reads and writes of Abokis under review (0022_vetting.sql).

/** The queue's key, to the microsecond, so a page starts exactly after the last row. */
const KEY_TIME = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/**
 * Waiting for review (submitted_at) or taking bookings unverified (published_at), oldest first:
 * the partial indexes of 0022 serve both.
 */
export async function reviewQueue(
  db: Executor,
  queue: 'waiting' | 'unverified',
  cursor: string | undefined,
  limit: number,
): Promise<{ abokis: ReviewQueueItem[]; nextCursor: string | null }> {
  const column = queue === 'waiting' ? 'a.submitted_at' : 'a.published_at';
  const where =
    queue === 'waiting'
      ? sql`a.status = 'PENDING_REVIEW'`
      : sql`a.status = 'ACTIVE' AND a.verified_at IS NULL`;
  const after = cursor ? decodeTimeIdCursor(cursor, 'since') : undefined;
  const { rows } = await db.execute(sql`
    SELECT a.id, a.first_name, a.last_name, a.status, a.state, a.lga, u.name AS agent_name,
           u.email AS agent_email, ${sql.raw(column)} AS since, ${KEY_TIME(column)} AS since_key,
           (SELECT c.result FROM identity_checks c WHERE c.aboki_id = a.id
            ORDER BY c.checked_at DESC, c.id DESC LIMIT 1) AS identity,
           (SELECT g.outcome FROM guarantor_checks g WHERE g.aboki_id = a.id
            ORDER BY g.created_at DESC, g.id DESC LIMIT 1) AS guarantor
    FROM abokis a JOIN users u ON u.id = a.agent_id
    WHERE ${where}
      ${after ? sql`AND (${sql.raw(column)}, a.id) > (${after.since}::timestamptz, ${after.id}::uuid)` : sql``}
    ORDER BY ${sql.raw(column)}, a.id
    LIMIT ${limit + 1}`);
  const { page, nextCursor } = keysetPage(rows, limit, (last) => [last.since_key, last.id]);
  return {
    abokis: page.map((row) => ({
      abokiId: String(row.id),
      displayName: abokiDisplayName(String(row.first_name), String(row.last_name)),
      status: String(row.status),
      state: String(row.state),
      lga: String(row.lga),
      agentName: String(row.agent_name),
      agentEmail: String(row.agent_email),
      waitingSince: iso(row.since),
      identity: (row.identity as IdentityResult | null) ?? null,
      guarantor: (row.guarantor as GuarantorOutcome | null) ?? null,
    })),
    nextCursor,
  };
}

export interface ReviewRow {
  id: string;
  agentId: string;
  status: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  phoneNumber: string | null;
  state: string;
  lga: string;
  photoKey: string | null;
  languages: string[];
  submittedAt: string | null;
  verifiedAt: string | null;
  publishedAt: string | null;
  reviewNote: string | null;
  address: string | null;
  idNumberHash: string | null;
  guarantor: { name: string; phoneNumber: string; relationship: string; address: string } | null;
  agent: {
    id: string;
    name: string;
    email: string;
    phoneNumber: string | null;
    businessName: string | null;
    idType: string | null;
    idNumberLast4: string | null;
    identityApprovedAt: string | null;
  };
}

/** An Aboki with its private details and its agent; `lock` holds the row for a decision. */
export async function findForReview(
  db: Executor,
  abokiId: string,
  lock = false,
): Promise<ReviewRow | undefined> {
  const { rows } = await db.execute(sql`
    SELECT a.*, a.date_of_birth::text AS birth_date, p.address, p.id_number_hash, p.guarantor_name, p.guarantor_phone,
           p.guarantor_relationship, p.guarantor_address,
           u.name AS agent_name, u.email AS agent_email, pr.phone_number AS agent_phone,
           pr.business_name, pr.id_type AS agent_id_type, pr.id_number_last4 AS agent_id_last4,
           pr.identity_approved_at
    FROM abokis a
    LEFT JOIN aboki_private p ON p.aboki_id = a.id
    JOIN users u ON u.id = a.agent_id
    LEFT JOIN profiles pr ON pr.user_id = a.agent_id
    WHERE a.id = ${abokiId}
    ${lock ? sql`FOR UPDATE OF a` : sql``}`);
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: String(row.id),
    agentId: String(row.agent_id),
    status: String(row.status),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    dateOfBirth: (row.birth_date as string | null) ?? null,
    phoneNumber: (row.phone_number as string | null) ?? null,
    state: String(row.state),
    lga: String(row.lga),
    photoKey: (row.photo_key as string | null) ?? null,
    languages: row.languages as string[],
    submittedAt: isoOrNull(row.submitted_at),
    verifiedAt: isoOrNull(row.verified_at),
    publishedAt: isoOrNull(row.published_at),
    reviewNote: (row.review_note as string | null) ?? null,
    address: (row.address as string | null) ?? null,
    idNumberHash: (row.id_number_hash as string | null) ?? null,
    guarantor: row.guarantor_name
      ? {
          name: row.guarantor_name as string,
          phoneNumber: String(row.guarantor_phone),
          relationship: String(row.guarantor_relationship),
          address: String(row.guarantor_address),
        }
      : null,
    agent: {
      id: String(row.agent_id),
      name: String(row.agent_name),
      email: String(row.agent_email),
      phoneNumber: (row.agent_phone as string | null) ?? null,
      businessName: (row.business_name as string | null) ?? null,
      idType: (row.agent_id_type as string | null) ?? null,
      idNumberLast4: (row.agent_id_last4 as string | null) ?? null,
      identityApprovedAt: isoOrNull(row.identity_approved_at),
    },
  };
}

export async function guarantorChecksOf(db: Executor, abokiId: string) {
  const { rows } = await db.execute(sql`
    SELECT outcome, note, recorded_by_email, created_at, guarantor_phone FROM guarantor_checks
    WHERE aboki_id = ${abokiId} ORDER BY created_at DESC, id DESC`);
  return rows.map((row) => ({
    outcome: row.outcome as GuarantorOutcome,
    note: (row.note as string | null) ?? null,
    by: String(row.recorded_by_email),
    at: iso(row.created_at),
    guarantorPhone: String(row.guarantor_phone),
  }));
}

export async function insertGuarantorCheck(
  db: Executor,
  check: {
    abokiId: string;
    guarantorPhone: string;
    outcome: GuarantorOutcome;
    note: string | null;
    by: { id: string; email: string };
  },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO guarantor_checks (aboki_id, guarantor_phone, outcome, note, recorded_by, recorded_by_email)
    VALUES (${check.abokiId}, ${check.guarantorPhone}, ${check.outcome}, ${check.note}, ${check.by.id},
      ${check.by.email})`);
}

/** Other Abokis whose ID number has the same keyed hash. */
export async function sameIdElsewhere(db: Executor, abokiId: string, hash: string | null) {
  if (!hash) return [];
  const { rows } = await db.execute(sql`
    SELECT a.id, a.first_name, a.last_name FROM aboki_private p JOIN abokis a ON a.id = p.aboki_id
    WHERE p.id_number_hash = ${hash} AND p.aboki_id <> ${abokiId} ORDER BY a.created_at LIMIT 10`);
  return rows.map((row) => ({
    id: String(row.id),
    displayName: abokiDisplayName(String(row.first_name), String(row.last_name)),
  }));
}

/** Moves the Aboki's status (and its review columns) from `from`: a compare-and-swap. */
export async function decide(
  db: Executor,
  abokiId: string,
  from: string,
  change: { status: string; verified?: boolean; note: string | null },
): Promise<boolean> {
  const { rows } = await db.execute(sql`
    UPDATE abokis SET status = ${change.status}, review_note = ${change.note}, updated_at = now(),
      published_at = CASE WHEN ${change.status} = 'ACTIVE' THEN coalesce(published_at, now()) ELSE published_at END,
      verified_at = CASE WHEN ${change.verified ?? false} THEN now() ELSE verified_at END
    WHERE id = ${abokiId} AND status = ${from} RETURNING id`);
  return rows.length > 0;
}

/** The agent's own ID, approved once, with their first Aboki. */
export async function approveAgentIdentity(db: Executor, agentId: string): Promise<void> {
  await db.execute(sql`
    UPDATE profiles SET identity_approved_at = now() WHERE user_id = ${agentId} AND identity_approved_at IS NULL`);
}

export async function dashboardCounts(db: Executor, todayStart: Date, tomorrowStart: Date) {
  const { rows } = await db.execute(sql`
    SELECT
      (SELECT count(*)::int FROM jobs WHERE created_at >= ${todayStart.toISOString()}::timestamptz
         AND created_at < ${tomorrowStart.toISOString()}::timestamptz) AS bookings_today,
      (SELECT count(*)::int FROM abokis WHERE status = 'PENDING_REVIEW') AS waiting,
      (SELECT count(*)::int FROM abokis WHERE status = 'ACTIVE' AND verified_at IS NULL) AS unverified,
      (SELECT count(*)::int FROM abokis WHERE status = 'SUSPENDED') AS suspended`);
  const row = rows[0]!;
  return {
    bookingsToday: Number(row.bookings_today),
    abokisWaiting: Number(row.waiting),
    abokisUnverified: Number(row.unverified),
    abokisSuspended: Number(row.suspended),
  };
}
