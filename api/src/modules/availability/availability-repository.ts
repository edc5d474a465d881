import { and, asc, eq, sql } from 'drizzle-orm';
import { lagosDateOf } from 'shared/lagos-time';
import { RATING_PRIOR_WEIGHT } from 'shared/job-rules';
import type { Executor } from '../../db/client.js';
import { abokiAreas, abokis, abokiServices, services } from '../../db/schema.js';
import type { BusyRange, Schedule, TimeOff, WeeklyInterval } from './free-time.js';
import {
  ACTIVE_STATUS_LIST,
  namedStatementClient,
  type AbokiPublicColumns,
  type SearchMemory,
  type SearchProfile,
} from './search-memory.js';

// The SQL that feeds the free-time functions: candidates by service and place, and their
// schedules in batches (one query per kind of row, never one per Aboki).

export type CatalogueService = {
  id: string;
  slug: string;
  name: string;
  unit: 'job' | 'hour';
};

export async function findActiveService(db: Executor, slug: string): Promise<CatalogueService | undefined> {
  const [row] = await db
    .select({ id: services.id, slug: services.slug, name: services.name, unit: services.unit })
    .from(services)
    .where(and(eq(services.slug, slug), eq(services.active, true)))
    .limit(1);
  return row;
}

/** An ACTIVE Aboki offering a service, with its price and (for job-unit services) duration. */
export interface Candidate extends AbokiPublicColumns {
  priceKobo: number;
  durationMinutes: number | null;
  ratingSum: number;
  ratingCount: number;
}

/**
 * Position in the ranking: the better rated first (the Bayesian average in thousandths of a star,
 * negated so the whole key ascends), then cheaper, then Abokis whose home is the LGA asked for, then id.
 */
export interface RankKey {
  ratingRank: number;
  totalKobo: number;
  homeRank: number;
  id: string;
}

const ACTIVE_STATUSES = sql.raw(ACTIVE_STATUS_LIST);

/** What one search batch reads of a candidate: its row, its rank, its schedule and its public view's lists. */
export interface SearchCandidate extends Candidate, SearchProfile {
  rank: RankKey;
  /** The time its active jobs hold, whenever it is. */
  busy: readonly BusyRange[];
}

/** A row of a search batch: its rank, and the candidate unless its profile went meanwhile (no longer searchable). */
export interface SearchBatchEntry {
  rank: RankKey;
  candidate: SearchCandidate | null;
}

/** The catalogue as one search batch read it, in the order of names (the public view lists services so). */
export type SearchCatalogue = { id: string; slug: string; name: string; unit: 'job' | 'hour' }[];

export interface SearchBatchQuery {
  serviceId: string;
  state: string;
  lga: string;
  priceMultiplier: number;
}

/**
 * The search's one statement per batch (docs/decisions/0027): candidates in rank order after the
 * cursor from the search rows (one narrow row per ACTIVE Aboki, LGA and service, kept by triggers,
 * migration 0011), each with the versions of its prepared profile (public columns, weekly hours, time
 * off, offers, areas) and of its busy time, both kept in memory (search-memory.ts), plus the
 * platform mean for the ratings and the catalogue that names the offers. Named, so each pooled
 * connection parses and plans it once. Also EXPLAINed by the benchmark.
 *
 * $1 service id, $2 state, $3 LGA, $4 price multiplier, $5–$8 the rank key to start after (all
 * null for the first page), $9 batch size.
 */
export const SEARCH_BATCH_STATEMENT = 'aboki_search_batch_v4';
export const SEARCH_BATCH_SQL = `
  -- The platform mean as PLATFORM_MEAN_SQL reads it (a one-row total, docs/decisions/0021).
  WITH p AS (SELECT coalesce((SELECT rating_sum::float8 / nullif(rating_count, 0) FROM platform_ratings), 0) AS mean),
  c AS (
    SELECT r.aboki_id, r.rating_sum, r.rating_count, r.price_kobo, r.duration_minutes, k.rating_rank,
           k.total_kobo, k.home_rank
    FROM p
    CROSS JOIN aboki_search_rows r
    CROSS JOIN LATERAL (
      -- Unrated Abokis rank at the platform mean: (0 + 5 × mean) / (0 + 5).
      SELECT -round((r.rating_sum + ${Number(RATING_PRIOR_WEIGHT)} * p.mean)
                    / (r.rating_count + ${Number(RATING_PRIOR_WEIGHT)}) * 1000)::int AS rating_rank,
             r.price_kobo::bigint * $4::bigint AS total_kobo,
             CASE WHEN r.home THEN 0 ELSE 1 END AS home_rank
    ) k
    WHERE r.state = $2::text AND r.lga = $3::text AND r.service_id = $1::uuid
      AND ($5::int IS NULL
           OR (k.rating_rank, k.total_kobo, k.home_rank, r.aboki_id) > ($5::int, $6::bigint, $7::int, $8::uuid))
    ORDER BY k.rating_rank, k.total_kobo, k.home_rank, r.aboki_id
    LIMIT $9::int
  )
  SELECT (SELECT mean FROM p) AS mean,
    (SELECT json_agg(json_build_object('id', id, 'slug', slug, 'name', name, 'unit', unit) ORDER BY name) FROM services)
      AS catalogue,
    coalesce(json_agg(json_build_array(
      c.aboki_id, pr.xmin::text, coalesce(v.version, 0)::text, c.rating_sum, c.rating_count,
      c.price_kobo, c.duration_minutes, c.rating_rank, c.total_kobo, c.home_rank
    ) ORDER BY c.rating_rank, c.total_kobo, c.home_rank, c.aboki_id), '[]') AS candidates
  FROM c JOIN aboki_search_profiles pr ON pr.aboki_id = c.aboki_id
  LEFT JOIN aboki_schedule_versions v ON v.aboki_id = c.aboki_id`;

/** A candidate as the statement returns it: positional, so the JSON stays small. */
type SearchBatchRow = [
  id: string,
  profileVersion: string,
  busyVersion: string,
  ratingSum: number,
  ratingCount: number,
  priceKobo: number,
  durationMinutes: number | null,
  ratingRank: number,
  totalKobo: number,
  homeRank: number,
];

/** The statement's parameters, in order (also used by the benchmark's EXPLAIN). */
export function searchBatchValues(
  query: SearchBatchQuery,
  after: RankKey | undefined,
  limit: number,
): unknown[] {
  return [
    query.serviceId,
    query.state,
    query.lga,
    query.priceMultiplier,
    after?.ratingRank ?? null,
    after?.totalKobo ?? null,
    after?.homeRank ?? null,
    after?.id ?? null,
    limit,
  ];
}

/**
 * One batch of ACTIVE Abokis that offer the service and serve the LGA, in rank order after `after`
 * (the Bayesian rating leads the key, docs/decisions/0021), with everything search needs to judge
 * and show them: one round trip, and more only for profiles or busy times not kept at their
 * versions (both read at once).
 */
export async function findSearchBatch(
  db: Executor,
  memory: SearchMemory,
  query: SearchBatchQuery,
  after: RankKey | undefined,
  limit: number,
): Promise<{ mean: number; catalogue: SearchCatalogue; entries: SearchBatchEntry[] }> {
  const { rows } = await namedStatementClient(db).query<{
    mean: number;
    catalogue: SearchCatalogue;
    candidates: SearchBatchRow[];
  }>({
    name: SEARCH_BATCH_STATEMENT,
    text: SEARCH_BATCH_SQL,
    values: searchBatchValues(query, after, limit),
  });
  const { mean, catalogue, candidates: batch } = rows[0]!;
  const [profileOf, busyOf] = await Promise.all([
    memory.profiles.read(db, new Map(batch.map(([id, version]) => [id, version]))),
    memory.busy.read(db, new Map(batch.map(([id, , version]) => [id, version]))),
  ]);
  const entries = batch.map(
    ([id, , , ratingSum, ratingCount, priceKobo, durationMinutes, ratingRank, totalKobo, homeRank]) => {
      const rank = { ratingRank, totalKobo, homeRank, id };
      const profile = profileOf.get(id);
      const busy = busyOf.get(id);
      if (!profile || !busy) return { rank, candidate: null };
      // Field by field, not a spread: every candidate then has one shape, which V8 handles fastest.
      const candidate: SearchCandidate = {
        id,
        firstName: profile.firstName,
        lastName: profile.lastName,
        photoKey: profile.photoKey,
        languages: profile.languages,
        bio: profile.bio,
        state: profile.state,
        lga: profile.lga,
        verifiedMonth: profile.verifiedMonth,
        weeklyHours: profile.weeklyHours,
        timeOff: profile.timeOff,
        offers: profile.offers,
        areas: profile.areas,
        ratingSum,
        ratingCount,
        priceKobo,
        durationMinutes,
        rank,
        busy,
      };
      return { rank, candidate };
    },
  );
  return { mean, catalogue, entries };
}

/**
 * The time held by the active jobs of several Abokis overlapping [from, until), read per Aboki
 * through a lateral join so each lookup is a scan of the exclusion constraint's GiST index on
 * (aboki_id, held): each job's own time and, while an ask to move it waits, the time asked for
 * (0015). Also EXPLAINed by the benchmark.
 */
export function busyQuery(abokiIds: readonly string[], window: { from: Date; until: Date }) {
  return sql`
    SELECT c.id AS aboki_id, lower(j.blocked) AS "from", upper(j.blocked) AS until
    FROM unnest(${`{${abokiIds.join(',')}}`}::uuid[]) AS c (id)
    CROSS JOIN LATERAL (
      SELECT r AS blocked FROM jobs CROSS JOIN LATERAL unnest(jobs.held) AS r
      WHERE jobs.aboki_id = c.id AND jobs.status IN (${ACTIVE_STATUSES})
        AND jobs.held && tstzrange(${window.from.toISOString()}::timestamptz, ${window.until.toISOString()}::timestamptz)
        AND r && tstzrange(${window.from.toISOString()}::timestamptz, ${window.until.toISOString()}::timestamptz)
    ) j`;
}

/**
 * The schedules of several Abokis: weekly hours, time off from `from` on, and the time held by
 * their active jobs overlapping [from, until).
 */
export async function loadSchedules(
  db: Executor,
  abokiIds: readonly string[],
  window: { from: Date; until: Date },
): Promise<Map<string, Schedule>> {
  const schedules = new Map<string, { weeklyHours: WeeklyInterval[]; timeOff: TimeOff[]; busy: BusyRange[] }>(
    abokiIds.map((id) => [id, { weeklyHours: [], timeOff: [], busy: [] }]),
  );
  if (abokiIds.length === 0) return schedules;
  const ids = sql`${`{${abokiIds.join(',')}}`}::uuid[]`;
  const fromDate = lagosDateOf(window.from);
  // One round trip for the three kinds of rows (a transaction would run them one by one anyway).
  // Raw: a UNION ALL of three differently shaped selects, one of them over the ranges jobs hold (`held`).
  const { rows } = await db.execute<{
    kind: 'hours' | 'off' | 'busy';
    aboki_id: string;
    day: number | null;
    start_minute: number | null;
    end_minute: number | null;
    first_day: string | null;
    last_day: string | null;
    from: string | Date | null;
    until: string | Date | null;
  }>(sql`
    SELECT 'hours' AS kind, aboki_id, day, start_minute, end_minute, NULL::text AS first_day,
           NULL::text AS last_day, NULL::timestamptz AS "from", NULL::timestamptz AS until
    FROM aboki_weekly_hours WHERE aboki_id = ANY(${ids})
    UNION ALL
    SELECT 'off', aboki_id, NULL, NULL, NULL, first_day::text, last_day::text, NULL, NULL
    FROM aboki_time_off WHERE aboki_id = ANY(${ids}) AND last_day >= ${fromDate}::date
    UNION ALL
    SELECT 'busy', busy.aboki_id, NULL, NULL, NULL, NULL, NULL, busy."from", busy.until
    FROM (${busyQuery(abokiIds, window)}) AS busy`);
  for (const row of rows) {
    const schedule = schedules.get(row.aboki_id);
    if (!schedule) continue;
    if (row.kind === 'hours') {
      schedule.weeklyHours.push({
        day: row.day!,
        startMinute: row.start_minute!,
        endMinute: row.end_minute!,
      });
    } else if (row.kind === 'off') {
      schedule.timeOff.push({ firstDay: row.first_day!, lastDay: row.last_day! });
    } else {
      schedule.busy.push({ from: new Date(row.from!), until: new Date(row.until!) });
    }
  }
  return schedules;
}

/** The LGAs each Aboki serves, for the public view. */
export async function findAreas(db: Executor, abokiIds: readonly string[]): Promise<Map<string, string[]>> {
  const areas = new Map<string, string[]>(abokiIds.map((id) => [id, []]));
  if (abokiIds.length === 0) return areas;
  const rows = await db
    .select({ abokiId: abokiAreas.abokiId, lga: abokiAreas.lga })
    .from(abokiAreas)
    .where(sql`${abokiAreas.abokiId} = ANY(${uuidArray(abokiIds)})`)
    .orderBy(asc(abokiAreas.lga));
  for (const row of rows) areas.get(row.abokiId)?.push(row.lga);
  return areas;
}

/** One ACTIVE Aboki and what it charges for a service (null when it does not offer it). */
export async function findActiveAbokiOffer(
  db: Executor,
  abokiId: string,
  serviceId: string,
): Promise<
  | (Omit<Candidate, 'priceKobo' | 'durationMinutes'> & {
      agentId: string;
      offer: { priceKobo: number; durationMinutes: number | null } | null;
    })
  | undefined
> {
  const [row] = await db
    .select({
      ...publicAbokiColumns,
      agentId: abokis.agentId,
      priceKobo: abokiServices.priceKobo,
      durationMinutes: abokiServices.durationMinutes,
    })
    .from(abokis)
    .leftJoin(
      abokiServices,
      and(eq(abokiServices.abokiId, abokis.id), eq(abokiServices.serviceId, serviceId)),
    )
    .where(and(eq(abokis.id, abokiId), eq(abokis.status, 'ACTIVE')));
  if (!row) return undefined;
  const { priceKobo, durationMinutes, ...aboki } = row;
  return { ...aboki, offer: priceKobo === null ? null : { priceKobo, durationMinutes } };
}

/** What the public sees of an Aboki (its Candidate fields but the offer). */
const publicAbokiColumns = {
  id: abokis.id,
  firstName: abokis.firstName,
  lastName: abokis.lastName,
  photoKey: abokis.photoKey,
  languages: abokis.languages,
  bio: abokis.bio,
  state: abokis.state,
  lga: abokis.lga,
  verifiedMonth: sql<string | null>`to_char(${abokis.verifiedAt} AT TIME ZONE 'Africa/Lagos', 'YYYY-MM')`,
  ratingSum: abokis.ratingSum,
  ratingCount: abokis.ratingCount,
};

/** A uuid[] parameter: one value however many ids, so the statement's text never changes. */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** The public columns of an Aboki whatever its status (a job's page still shows a paused Aboki). */
export async function findAbokiSummary(
  db: Executor,
  abokiId: string,
): Promise<Omit<Candidate, 'priceKobo' | 'durationMinutes'> | undefined> {
  const [row] = await db.select(publicAbokiColumns).from(abokis).where(eq(abokis.id, abokiId));
  return row;
}

export interface OfferedService {
  serviceSlug: string;
  serviceName: string;
  unit: 'job' | 'hour';
  priceKobo: number;
  durationMinutes: number | null;
}

/**
 * What the public view adds to an Aboki's row: its services (by name) and areas (by LGA), for
 * several Abokis in one round trip.
 */
export async function findServicesAndAreas(
  db: Executor,
  abokiIds: readonly string[],
): Promise<{ services: Map<string, OfferedService[]>; areas: Map<string, string[]> }> {
  const services = new Map<string, OfferedService[]>(abokiIds.map((id) => [id, []]));
  const areas = new Map<string, string[]>(abokiIds.map((id) => [id, []]));
  if (abokiIds.length === 0) return { services, areas };
  const ids = sql`${`{${abokiIds.join(',')}}`}::uuid[]`;
  // Raw: a UNION ALL of two differently shaped selects, in one round trip.
  const { rows } = await db.execute<{
    kind: 'area' | 'service';
    aboki_id: string;
    slug: string | null;
    name: string | null;
    unit: 'job' | 'hour' | null;
    price_kobo: number | null;
    duration_minutes: number | null;
    lga: string | null;
  }>(sql`
    SELECT 'service' AS kind, s.aboki_id, c.slug, c.name, c.unit, s.price_kobo, s.duration_minutes,
           NULL::text AS lga
    FROM aboki_services s JOIN services c ON c.id = s.service_id WHERE s.aboki_id = ANY(${ids})
    UNION ALL
    SELECT 'area', aboki_id, NULL, NULL, NULL, NULL, NULL, lga FROM aboki_areas WHERE aboki_id = ANY(${ids})
    ORDER BY 1, 4, 8`);
  for (const row of rows) {
    if (row.kind === 'area') areas.get(row.aboki_id)?.push(row.lga!);
    else {
      services.get(row.aboki_id)?.push({
        serviceSlug: row.slug!,
        serviceName: row.name!,
        unit: row.unit!,
        priceKobo: row.price_kobo!,
        durationMinutes: row.duration_minutes,
      });
    }
  }
  return { services, areas };
}
