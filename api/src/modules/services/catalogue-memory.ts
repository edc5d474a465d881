import type { ServiceRow } from './services-repository.js';

/** The most answers one catalogue keeps built; past it they are built for each request. */
const MAX_REMEMBERED = 200;

/** The active catalogue as one read of the database saw it, and what was built from it. */
export interface CatalogueSnapshot {
  /** Active services in the database's slug order. */
  readonly rows: readonly ServiceRow[];
  readonly bySlug: ReadonlyMap<string, ServiceRow>;
  /** `build()` once for these rows (an answer's bytes); dropped with them when the catalogue changes. */
  remember<T>(key: string, build: () => T): T;
}

export interface CatalogueMemory {
  /** The catalogue: from memory while changes are heard, else read from the database each time. */
  current(): Promise<CatalogueSnapshot>;
  /** The catalogue changed, or a change may have been missed: read it again next time. */
  forget(): void;
}

function snapshotOf(rows: readonly ServiceRow[]): CatalogueSnapshot {
  const built = new Map<string, unknown>();
  return {
    rows,
    bySlug: new Map(rows.map((row) => [row.slug, row])),
    remember<T>(key: string, build: () => T): T {
      if (built.has(key)) return built.get(key) as T;
      const value = build();
      if (built.size < MAX_REMEMBERED) built.set(key, value);
      return value;
    },
  };
}

/**
 * The catalogue in memory (docs/decisions/0055). `heard()` says whether every change from now on will
 * reach `forget()`; a copy is kept only if it was read while that held, and `forget()` drops it (and
 * any read still under way), so no change made after the read it came from is ever served over.
 */
export function createCatalogueMemory(
  load: () => Promise<readonly ServiceRow[]>,
  heard: () => boolean,
): CatalogueMemory {
  let kept: Promise<CatalogueSnapshot> | undefined;
  return {
    current() {
      if (kept) return kept;
      const reading = load().then(snapshotOf);
      // Concurrent first requests share the one read.
      if (heard()) {
        kept = reading;
        reading.catch(() => {
          if (kept === reading) kept = undefined;
        });
      }
      return reading;
    },
    forget() {
      kept = undefined;
    },
  };
}
