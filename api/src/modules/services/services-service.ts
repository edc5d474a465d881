import { API_MESSAGES } from 'shared/api-messages';
import { notFound } from '../../lib/app-error.js';
import type { CatalogueMemory, CatalogueSnapshot } from './catalogue-memory.js';
import type { ServiceRow } from './services-repository.js';

export const DEFAULT_PAGE_SIZE = 50;
/** The shape of every slug in the catalogue. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const MAX_PAGE_SIZE = 100;

export interface ServicePage {
  services: ServiceRow[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** A read and the catalogue it came from, whose `remember` keeps what is built from it. */
export interface FromCatalogue<T> {
  value: T;
  /** Unset when the answer was read from the database instead (a cursor the catalogue does not hold). */
  catalogue: CatalogueSnapshot | undefined;
}

/** Active services in slug order after `cursor`, at most `limit`: the database's keyset query. */
export type PageReader = (cursor: string, limit: number) => Promise<ServiceRow[]>;

export function createServicesService(memory: CatalogueMemory, readAfter: PageReader) {
  return {
    async list(cursor: string | undefined, limit = DEFAULT_PAGE_SIZE): Promise<FromCatalogue<ServicePage>> {
      const catalogue = await memory.current();
      const { rows } = catalogue;
      // A cursor is the last slug of a page. One the catalogue no longer holds (deactivated since)
      // goes to the database, whose collation alone says which slugs come after it.
      const start = cursor === undefined ? 0 : rows.findIndex((row) => row.slug === cursor) + 1;
      if (cursor !== undefined && start === 0) {
        // One extra row tells whether another page exists without counting.
        return { value: pageOf(await readAfter(cursor, limit + 1), limit), catalogue: undefined };
      }
      return { value: pageOf(rows.slice(start, start + limit + 1), limit), catalogue };
    },

    async get(slug: string): Promise<FromCatalogue<ServiceRow>> {
      // A string that is not slug-shaped names no service: answer so without repeating the caller's text.
      if (!SLUG_PATTERN.test(slug)) throw notFound(API_MESSAGES.noSuchServiceSlug);
      const catalogue = await memory.current();
      const service = catalogue.bySlug.get(slug);
      if (!service) throw notFound(API_MESSAGES.noServiceCalled({ slug }));
      return { value: service, catalogue };
    },
  };
}

function pageOf(rows: readonly ServiceRow[], limit: number): ServicePage {
  const page = rows.slice(0, limit);
  return { services: page, nextCursor: rows.length > limit ? page.at(-1)!.slug : null };
}

export type ServicesService = ReturnType<typeof createServicesService>;
