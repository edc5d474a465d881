import { API_MESSAGES } from 'shared/api-messages';
import { notFound } from '../../lib/app-error.js';
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

/** The two reads the catalogue needs (services-repository, bound to the database by the module). */
export interface CatalogueReader {
  /** Active services in slug order after `cursor`, at most `limit`. */
  list(cursor: string | undefined, limit: number): Promise<ServiceRow[]>;
  find(slug: string): Promise<ServiceRow | undefined>;
}

export function createServicesService(catalogue: CatalogueReader) {
  return {
    async list(cursor: string | undefined, limit = DEFAULT_PAGE_SIZE): Promise<ServicePage> {
      // One extra row tells whether another page exists without counting.
      const rows = await catalogue.list(cursor, limit + 1);
      const page = rows.slice(0, limit);
      return { services: page, nextCursor: rows.length > limit ? page.at(-1)!.slug : null };
    },

    async get(slug: string): Promise<ServiceRow> {
      // A string that is not slug-shaped names no service: answer so without a query, which a NUL
      // byte would make PostgreSQL refuse, and without repeating the caller's text.
      if (!SLUG_PATTERN.test(slug)) throw notFound(API_MESSAGES.noSuchServiceSlug);
      const service = await catalogue.find(slug);
      if (!service) throw notFound(API_MESSAGES.noServiceCalled({ slug }));
      return service;
    },
  };
}

export type ServicesService = ReturnType<typeof createServicesService>;
