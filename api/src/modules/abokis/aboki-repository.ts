import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AbokiMissing, AbokiStatus, IdentityResult } from 'shared/schemas';
import type { Executor } from '../../db/client.js';
import {
  abokiAreas,
  abokiPrivate,
  abokiServices,
  abokis,
  abokiTimeOff,
  abokiWeeklyHours,
  services,
} from '../../db/schema.js';

export type AbokiRow = typeof abokis.$inferSelect;
export type AbokiPrivateRow = typeof abokiPrivate.$inferSelect;
export type AbokiFields = Omit<
  typeof abokis.$inferInsert,
  'id' | 'agentId' | 'status' | 'photoKey' | 'publishedAt' | 'createdAt' | 'updatedAt'
>;
export type AbokiPrivateFields = Omit<typeof abokiPrivate.$inferInsert, 'abokiId' | 'updatedAt'>;

export interface OfferedService {
  serviceSlug: string;
  serviceName: string;
  unit: 'job' | 'hour';
  priceKobo: number;
  durationMinutes: number | null;
}

export interface WeeklyInterval {
  day: number;
  startMinute: number;
  endMinute: number;
}

export async function insertAboki(
  db: Executor,
  agentId: string,
  fields: AbokiFields,
  homeArea: { state: string; lga: string },
): Promise<string> {
  const [row] = await db
    .insert(abokis)
    .values({ ...fields, agentId })
    .returning({ id: abokis.id });
  const id = row!.id;
  await db.insert(abokiPrivate).values({ abokiId: id });
  // The home LGA is always served: the areas start with it.
  await db.insert(abokiAreas).values({ abokiId: id, ...homeArea });
  return id;
}

/**
 * The Aboki if `agentId` owns it, its row locked until the transaction ends: every change to one
 * Aboki (and the publish check) runs one after the other.
 */
export async function lockOwnedAboki(
  db: Executor,
  abokiId: string,
  agentId: string,
): Promise<AbokiRow | undefined> {
  const [row] = await db
    .select()
    .from(abokis)
    .where(and(eq(abokis.id, abokiId), eq(abokis.agentId, agentId)))
    .for('update')
    .limit(1);
  return row;
}

export async function findAboki(db: Executor, abokiId: string): Promise<AbokiRow | undefined> {
  const [row] = await db.select().from(abokis).where(eq(abokis.id, abokiId)).limit(1);
  return row;
}

export async function findPrivate(db: Executor, abokiId: string): Promise<AbokiPrivateRow | undefined> {
  const [row] = await db.select().from(abokiPrivate).where(eq(abokiPrivate.abokiId, abokiId)).limit(1);
  return row;
}

export async function updateAboki(
  db: Executor,
  abokiId: string,
  fields: Partial<AbokiFields> & { photoKey?: string },
): Promise<void> {
  await db
    .update(abokis)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(abokis.id, abokiId));
}

/** Marks the Aboki changed: a change to its services or availability is a change to it. */
export async function touchAboki(db: Executor, abokiId: string): Promise<void> {
  await db
    .update(abokis)
    .set({ updatedAt: sql`now()` })
    .where(eq(abokis.id, abokiId));
}

export async function updatePrivate(
  db: Executor,
  abokiId: string,
  fields: Partial<AbokiPrivateFields>,
): Promise<void> {
  await db
    .update(abokiPrivate)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(abokiPrivate.abokiId, abokiId));
}

/**
 * Moves the Aboki from one status to another only if it is still in `from`: a compare-and-swap, so
 * of several concurrent pauses exactly one wins. Returns whether this call made the change.
 */
export async function transitionStatus(
  db: Executor,
  abokiId: string,
  agentId: string,
  from: AbokiStatus,
  to: AbokiStatus,
): Promise<boolean> {
  const changed = await db
    .update(abokis)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(abokis.id, abokiId), eq(abokis.agentId, agentId), eq(abokis.status, from)))
    .returning({ id: abokis.id });
  return changed.length > 0;
}

/** What publishing still needs (docs/decisions/0014): checked in SQL so one query answers it. */
export async function findMissing(
  db: Executor,
  abokiIds: readonly string[],
): Promise<Map<string, AbokiMissing[]>> {
  const missing = new Map<string, AbokiMissing[]>(abokiIds.map((id) => [id, []]));
  if (abokiIds.length === 0) return missing;
  // Raw: EXISTS subqueries over three other tables, which the builder would only wrap in sql`` anyway.
  const { rows } = await db.execute<{
    id: string;
    has_services: boolean;
    has_hours: boolean;
    has_identity: boolean;
    has_guarantor: boolean;
  }>(sql`
    SELECT a.id,
           EXISTS (SELECT 1 FROM aboki_services s WHERE s.aboki_id = a.id) AS has_services,
           EXISTS (SELECT 1 FROM aboki_weekly_hours h WHERE h.aboki_id = a.id) AS has_hours,
           p.id_number_last4 IS NOT NULL AS has_identity,
           p.guarantor_name IS NOT NULL AS has_guarantor
    FROM abokis a LEFT JOIN aboki_private p ON p.aboki_id = a.id
    WHERE a.id IN (${sql.join(
      abokiIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  for (const row of rows) {
    const list: AbokiMissing[] = [];
    if (!row.has_services) list.push('services');
    if (!row.has_hours) list.push('weeklyHours');
    if (!row.has_identity) list.push('identity');
    if (!row.has_guarantor) list.push('guarantor');
    missing.set(row.id, list);
  }
  return missing;
}

export async function findOfferedServices(
  db: Executor,
  abokiIds: readonly string[],
): Promise<Map<string, OfferedService[]>> {
  const byAboki = new Map<string, OfferedService[]>(abokiIds.map((id) => [id, []]));
  if (abokiIds.length === 0) return byAboki;
  const rows = await db
    .select({
      abokiId: abokiServices.abokiId,
      serviceSlug: services.slug,
      serviceName: services.name,
      unit: services.unit,
      priceKobo: abokiServices.priceKobo,
      durationMinutes: abokiServices.durationMinutes,
    })
    .from(abokiServices)
    .innerJoin(services, eq(services.id, abokiServices.serviceId))
    .where(inArray(abokiServices.abokiId, [...abokiIds]))
    .orderBy(asc(services.name));
  for (const { abokiId, ...service } of rows) byAboki.get(abokiId)?.push(service);
  return byAboki;
}

export async function findAvailability(db: Executor, abokiId: string) {
  const [hours, timeOff, areas] = await Promise.all([
    db
      .select({
        day: abokiWeeklyHours.day,
        startMinute: abokiWeeklyHours.startMinute,
        endMinute: abokiWeeklyHours.endMinute,
      })
      .from(abokiWeeklyHours)
      .where(eq(abokiWeeklyHours.abokiId, abokiId))
      .orderBy(asc(abokiWeeklyHours.day), asc(abokiWeeklyHours.startMinute)),
    db
      .select({ from: abokiTimeOff.firstDay, to: abokiTimeOff.lastDay })
      .from(abokiTimeOff)
      .where(eq(abokiTimeOff.abokiId, abokiId))
      .orderBy(asc(abokiTimeOff.firstDay)),
    db
      .select({ lga: abokiAreas.lga })
      .from(abokiAreas)
      .where(eq(abokiAreas.abokiId, abokiId))
      .orderBy(asc(abokiAreas.lga)),
  ]);
  return { hours, timeOff, areas: areas.map((area) => area.lga) };
}

/** Active catalogue services by slug, for checking an Aboki's prices and durations. */
export async function findCatalogueServices(db: Executor, slugs: readonly string[]) {
  if (slugs.length === 0) return [];
  return db
    .select({
      id: services.id,
      slug: services.slug,
      unit: services.unit,
      basePriceKobo: services.basePriceKobo,
    })
    .from(services)
    .where(and(inArray(services.slug, [...slugs]), eq(services.active, true)));
}

export async function replaceServices(
  db: Executor,
  abokiId: string,
  offered: { serviceId: string; priceKobo: number; durationMinutes: number | null }[],
): Promise<void> {
  await db.delete(abokiServices).where(eq(abokiServices.abokiId, abokiId));
  if (offered.length > 0) await db.insert(abokiServices).values(offered.map((row) => ({ ...row, abokiId })));
}

export async function replaceAvailability(
  db: Executor,
  abokiId: string,
  availability: {
    hours: WeeklyInterval[];
    timeOff: { firstDay: string; lastDay: string }[];
    areas: { state: string; lga: string }[];
  },
): Promise<void> {
  await db.delete(abokiWeeklyHours).where(eq(abokiWeeklyHours.abokiId, abokiId));
  await db.delete(abokiTimeOff).where(eq(abokiTimeOff.abokiId, abokiId));
  await db.delete(abokiAreas).where(eq(abokiAreas.abokiId, abokiId));
  if (availability.hours.length > 0) {
    await db.insert(abokiWeeklyHours).values(availability.hours.map((row) => ({ ...row, abokiId })));
  }
  if (availability.timeOff.length > 0) {
    await db.insert(abokiTimeOff).values(availability.timeOff.map((row) => ({ ...row, abokiId })));
  }
  await db.insert(abokiAreas).values(availability.areas.map((row) => ({ ...row, abokiId })));
}

/**
 * After the home moves: areas of another state go, the new home LGA joins. Areas stay within the
 * home state and always include the home LGA.
 */
export async function moveHomeArea(db: Executor, abokiId: string, state: string, lga: string): Promise<void> {
  await db.delete(abokiAreas).where(and(eq(abokiAreas.abokiId, abokiId), ne(abokiAreas.state, state)));
  await db
    .insert(abokiAreas)
    .values({ abokiId, state, lga })
    .onConflictDoNothing({ target: [abokiAreas.abokiId, abokiAreas.lga] });
}

export interface MinePage {
  rows: Pick<AbokiRow, 'id' | 'status' | 'firstName' | 'lastName' | 'photoKey' | 'reviewNote'>[];
  /** The keyset position after the last row: created_at to the microsecond, and the id. */
  last: { createdAt: string; id: string } | undefined;
}

/** One page of an agent's Abokis, newest first, after the keyset position `after`. */
export async function listAgentAbokis(
  db: Executor,
  agentId: string,
  after: { createdAt: string; id: string } | undefined,
  limit: number,
): Promise<MinePage & { hasMore: boolean }> {
  const rows = await db
    .select({
      id: abokis.id,
      status: abokis.status,
      firstName: abokis.firstName,
      lastName: abokis.lastName,
      photoKey: abokis.photoKey,
      reviewNote: abokis.reviewNote,
      // To the microsecond (a JS Date keeps milliseconds), so the next page starts exactly after this row.
      createdAtKey: sql<string>`to_char(${abokis.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(abokis)
    .where(
      and(
        eq(abokis.agentId, agentId),
        after
          ? sql`(${abokis.createdAt}, ${abokis.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(abokis.createdAt), desc(abokis.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const lastRow = page.at(-1);
  return {
    rows: page.map((row) => ({
      id: row.id,
      status: row.status,
      firstName: row.firstName,
      lastName: row.lastName,
      photoKey: row.photoKey,
      reviewNote: row.reviewNote,
    })),
    last: lastRow && { createdAt: lastRow.createdAtKey, id: lastRow.id },
    hasMore: rows.length > limit,
  };
}

/** Whether any Aboki uses this photo: only those are served. */
export async function isPhotoInUse(db: Executor, photoKey: string): Promise<boolean> {
  const [row] = await db.select({ id: abokis.id }).from(abokis).where(eq(abokis.photoKey, photoKey)).limit(1);
  return row !== undefined;
}

/**
 * Whether the Aboki works at minute `minute` of Lagos date `date` (ISO weekday `day`): inside a
 * weekly interval and not on time off. The caller turns an instant into Lagos date and minute.
 */
export async function worksAt(
  db: Executor,
  abokiId: string,
  at: { date: string; day: number; minute: number },
): Promise<boolean> {
  // Raw: a bare EXISTS … AND NOT EXISTS with date casts; there is no table to select from.
  const { rows } = await db.execute<{ works: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM aboki_weekly_hours h
      WHERE h.aboki_id = ${abokiId} AND h.day = ${at.day}
        AND h.start_minute <= ${at.minute} AND ${at.minute} < h.end_minute
    ) AND NOT EXISTS (
      SELECT 1 FROM aboki_time_off t
      WHERE t.aboki_id = ${abokiId} AND t.first_day <= ${at.date}::date AND ${at.date}::date <= t.last_day
    ) AS works`);
  return rows[0]?.works === true;
}

/** The jobs an Aboki has completed (jobs_aboki_completed_idx): their profile shows the number. */
export async function countCompletedJobs(db: Executor, abokiId: string): Promise<number> {
  // Raw: a count over the jobs table, which the jobs feature writes; only its number is read here.
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM jobs WHERE aboki_id = ${abokiId} AND status = 'COMPLETED'`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Sends a draft (or an Aboki sent back) for review: a compare-and-swap from the status the caller
 * saw, so two sends at once make one. The last operator note goes: it was about the previous try.
 */
export async function submitForReview(db: Executor, abokiId: string, from: AbokiStatus): Promise<boolean> {
  const { rows } = await db.execute(sql`
    UPDATE abokis SET status = 'PENDING_REVIEW', submitted_at = now(), review_note = NULL, updated_at = now()
    WHERE id = ${abokiId} AND status = ${from} RETURNING id`);
  return rows.length > 0;
}

/** A verified Aboki whose ID or guarantor changed is verified no more: an operator looks again. */
export async function clearVerification(db: Executor, abokiId: string): Promise<void> {
  await db.execute(
    sql`UPDATE abokis SET verified_at = NULL WHERE id = ${abokiId} AND verified_at IS NOT NULL`,
  );
}

export interface IdentityCheckRow {
  result: IdentityResult;
  idType: string;
  last4: string;
  providerReference: string | null;
  checkedAt: Date;
  consentVersion: string;
  consentedAt: Date;
}

export async function insertIdentityCheck(
  db: Executor,
  check: {
    abokiId: string;
    idType: string;
    numberHash: string;
    numberLast4: string;
    result: IdentityResult;
    provider: string;
    providerReference: string | null;
    consentVersion: string;
    consentedBy: string;
  },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO identity_checks (aboki_id, id_type, number_hash, number_last4, result, provider,
      provider_reference, consent_version, consented_by, consented_at)
    VALUES (${check.abokiId}, ${check.idType}, ${check.numberHash}, ${check.numberLast4}, ${check.result},
      ${check.provider}, ${check.providerReference}, ${check.consentVersion}, ${check.consentedBy}, now())`);
}

/** The latest check of the Aboki's ID number, the one that counts. */
export async function latestIdentityCheck(
  db: Executor,
  abokiId: string,
): Promise<IdentityCheckRow | undefined> {
  const { rows } = await db.execute(sql`
    SELECT result, id_type, number_last4, provider_reference, checked_at, consent_version, consented_at
    FROM identity_checks WHERE aboki_id = ${abokiId} ORDER BY checked_at DESC, id DESC LIMIT 1`);
  const row = rows[0];
  if (!row) return undefined;
  return {
    result: row.result as IdentityResult,
    idType: String(row.id_type),
    last4: String(row.number_last4),
    providerReference: (row.provider_reference as string | null) ?? null,
    checkedAt: new Date(row.checked_at as string),
    consentVersion: String(row.consent_version),
    consentedAt: new Date(row.consented_at as string),
  };
}
