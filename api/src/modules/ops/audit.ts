import { sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from 'shared/schemas';
import type { Executor } from '../../db/client.js';
import { decodeCursor, keysetPage } from '../../lib/keyset-cursor.js';

// The audit log (0022_vetting.sql): one append-only row per staff action, written in the same
// transaction as the action, so an action without its row (or a row without its action) cannot be.

export interface Actor {
  /** The staff member's account; null for the command line. */
  id: string | null;
  /** Their e-mail, or `cli`. */
  label: string;
  /** The request that did it (its id in the logs), when there was one. */
  requestId: string | null;
}

export interface AuditRecord {
  action: AuditAction;
  targetType: 'aboki' | 'user' | 'staff' | 'dispute' | 'ticket';
  targetId: string;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export async function recordAudit(tx: Executor, actor: Actor, record: AuditRecord): Promise<void> {
  await tx.execute(sql`
    INSERT INTO audit_log (actor_id, actor, action, target_type, target_id, reason, before, after, request_id)
    VALUES (${actor.id}, ${actor.label}, ${record.action}, ${record.targetType}, ${record.targetId},
      ${record.reason ?? null}, ${json(record.before)}::jsonb, ${json(record.after)}::jsonb,
      ${actor.requestId})`);
}

export interface AuditFilters {
  action?: AuditAction | undefined;
  targetId?: string | undefined;
  actor?: string | undefined;
  since?: Date | undefined;
}

const toEntry = (row: Record<string, unknown>): AuditEntry => ({
  id: String(row.id),
  at: new Date(row.at as string).toISOString(),
  actor: String(row.actor),
  action: row.action as AuditAction,
  targetType: String(row.target_type),
  targetId: String(row.target_id),
  reason: (row.reason as string | null) ?? null,
  before: parsed(row.before),
  after: parsed(row.after),
  requestId: (row.request_id as string | null) ?? null,
});

/** jsonb comes back parsed from pg and as text from some PGlite paths. */
const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : (value ?? null));

/** Newest first, keyset on the id (the order rows were written). */
export async function listAudit(
  db: Executor,
  filters: AuditFilters,
  cursor: string | undefined,
  limit: number,
): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  const conditions: SQL[] = [sql`true`];
  if (filters.action) conditions.push(sql`action = ${filters.action}`);
  if (filters.targetId) conditions.push(sql`target_id = ${filters.targetId}`);
  if (filters.actor) conditions.push(sql`actor = ${filters.actor.toLowerCase()}`);
  if (filters.since) conditions.push(sql`at >= ${filters.since.toISOString()}::timestamptz`);
  if (cursor) {
    const before = decodeCursor(cursor, ([id]) =>
      typeof id === 'string' && /^\d{1,18}$/.test(id) ? id : undefined,
    );
    conditions.push(sql`id < ${before}::bigint`);
  }
  const { rows } = await db.execute(sql`
    SELECT * FROM audit_log WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY id DESC LIMIT ${limit + 1}`);
  const { page, nextCursor } = keysetPage(rows, limit, (last) => [String(last.id)]);
  return { entries: page.map(toEntry), nextCursor };
}

/** Every entry about one target, oldest first: a review page's history. */
export async function auditOf(db: Executor, targetId: string): Promise<AuditEntry[]> {
  const { rows } = await db.execute(sql`SELECT * FROM audit_log WHERE target_id = ${targetId} ORDER BY id`);
  return rows.map(toEntry);
}
