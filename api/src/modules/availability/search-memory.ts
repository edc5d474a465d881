import { ACTIVE_JOB_STATUSES } from 'shared/schemas';
import type { Executor } from '../../db/client.js';
import type { BusyRange, TimeOff, WeeklyInterval } from './free-time.js';

// What search keeps in each API process's memory (docs/decisions/0061): the parts of a candidate
// that change far less often than it is searched, each with its version. Every search batch names
// the versions the database has now, so a kept value is used only while it is exactly the one in
// the database, and a changed or new one is read again, for the whole batch in one round trip: no
// notification to miss, nothing stale.
//
// - An Aboki's profile (public columns, weekly hours, time off, offers, areas), rewritten whole by
//   refresh_aboki_search whenever any of them changes: its version is the row's xmin.
// - An Aboki's busy time (the time its active jobs hold): its version is raised by the jobs
//   triggers in the transaction of every change (aboki_schedule_versions, migration 0028).

/** What anyone may see of an Aboki's own row (search, profiles, jobs). */
export interface AbokiPublicColumns {
  id: string;
  firstName: string;
  lastName: string;
  photoKey: string | null;
  languages: string[];
  bio: string | null;
  state: string;
  lga: string;
  /** YYYY-MM (Lagos): when an operator verified the Aboki; null: not yet. */
  verifiedMonth: string | null;
}

/**
 * An Aboki's search profile, as `refresh_aboki_search` builds it (migration 0022): its public
 * columns, weekly hours, time off, offers and areas.
 */
export interface SearchProfile extends AbokiPublicColumns {
  weeklyHours: WeeklyInterval[];
  timeOff: TimeOff[];
  /** Every service it offers: [service id, price, duration]. */
  offers: [string, number, number | null][];
  areas: string[];
}

/**
 * At most this many Abokis' values per kind and process: every ACTIVE Aboki of a large city (about
 * 1 KiB each in memory). Past it, the longest kept go first; a search then reads them again.
 */
export const MAX_KEPT = 20_000;

/** The active job statuses as an SQL list (`'REQUESTED', 'ACCEPTED', …`), for statements written as text. */
export const ACTIVE_STATUS_LIST = ACTIVE_JOB_STATUSES.map((status) => `'${status}'`).join(', ');

/** node-postgres' pool (drizzle's `$client`), for named statements. */
interface NamedStatementClient {
  query<Row>(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Row[] }>;
}

export function namedStatementClient(db: Executor): NamedStatementClient {
  const client = (db as Executor & { $client?: NamedStatementClient }).$client;
  if (!client) throw new Error('Search runs on the pool, not inside a transaction');
  return client;
}

export interface VersionedMemory<T> {
  /**
   * The values of these Abokis at these versions (id → version), from memory where kept at that
   * version, the rest read in one statement. An Aboki the statement no longer finds is absent.
   */
  read(db: Executor, versions: ReadonlyMap<string, string>): Promise<Map<string, T>>;
  /** How many are kept. */
  readonly size: number;
}

/**
 * A memory of one kind of value. `statement` takes the ids ($1, uuid[]) and answers rows of id,
 * version and value, the version read in the same statement (one snapshot) as the value.
 */
function versionedMemory<T>(
  statement: { name: string; text: string },
  prepare: (value: unknown) => T,
  limit: number,
): VersionedMemory<T> {
  const kept = new Map<string, { version: string; value: T }>();
  return {
    get size() {
      return kept.size;
    },
    async read(db, versions) {
      const found = new Map<string, T>();
      const missing: string[] = [];
      for (const [id, version] of versions) {
        const entry = kept.get(id);
        if (entry?.version === version) found.set(id, entry.value);
        else missing.push(id);
      }
      if (missing.length === 0) return found;
      const { rows } = await namedStatementClient(db).query<{ id: string; version: string; value: unknown }>({
        ...statement,
        values: [`{${missing.join(',')}}`],
      });
      for (const { id, version, value } of rows) {
        // A version newer than the batch's is the value now: kept and used.
        const prepared = prepare(value);
        kept.delete(id);
        kept.set(id, { version, value: prepared });
        if (kept.size > limit) kept.delete(kept.keys().next().value!);
        found.set(id, prepared);
      }
      return found;
    },
  };
}

/** A profile frozen whole: every search that reads it shares it, and free-time keeps frozen hours' spans. */
function frozenProfile(value: unknown): SearchProfile {
  const profile = value as SearchProfile;
  profile.verifiedMonth ??= null;
  for (const list of [profile.weeklyHours, profile.timeOff, profile.offers]) {
    for (const item of list) Object.freeze(item);
  }
  for (const list of [
    profile.languages,
    profile.weeklyHours,
    profile.timeOff,
    profile.offers,
    profile.areas,
  ]) {
    Object.freeze(list);
  }
  return Object.freeze(profile);
}

/** Busy time from the statement's [from, until] pairs of epoch milliseconds, frozen and shared. */
function frozenBusy(value: unknown): readonly BusyRange[] {
  return Object.freeze(
    ((value ?? []) as [number, number][]).map(([from, until]) =>
      Object.freeze({ from: new Date(from), until: new Date(until) }),
    ),
  );
}

const PROFILES = {
  name: 'aboki_search_profiles_v1',
  text: `SELECT aboki_id AS id, xmin::text AS version, profile AS value
    FROM aboki_search_profiles WHERE aboki_id = ANY($1::uuid[])`,
};

/**
 * Every range each Aboki's active jobs hold, whenever it is (a search judges its own window; an
 * Aboki has few active jobs), through the exclusion constraint's GiST index on (aboki_id, held). A
 * job holds its time and, while an ask to move it waits, the time asked for (0015). Also EXPLAINed
 * by the benchmark.
 */
export const SEARCH_BUSY = {
  name: 'aboki_search_busy_v1',
  text: `SELECT a.id, coalesce(v.version, 0)::text AS version,
      (SELECT json_agg(json_build_array((date_part('epoch', lower(r)) * 1000)::int8,
                                        (date_part('epoch', upper(r)) * 1000)::int8) ORDER BY r)
       FROM jobs j CROSS JOIN LATERAL unnest(j.held) AS r
       WHERE j.aboki_id = a.id AND j.status IN (${ACTIVE_STATUS_LIST})
      ) AS value
    FROM unnest($1::uuid[]) AS a (id) LEFT JOIN aboki_schedule_versions v ON v.aboki_id = a.id`,
};

/** Search's memories for one database: profiles and busy time. */
export function createSearchMemory(limit = MAX_KEPT) {
  return {
    profiles: versionedMemory(PROFILES, frozenProfile, limit),
    busy: versionedMemory(SEARCH_BUSY, frozenBusy, limit),
  };
}

export type SearchMemory = ReturnType<typeof createSearchMemory>;
