import { api } from './api-client.js';
// A type only: erased from the build, so pages that list services download no schema code.
import type { Service } from './schemas/service.js';
import { useLoad, type Load, type LoadResult } from './ui/use-load.js';

export const CATALOGUE_FAILURE = 'We could not load the services. Please try again.';

interface ServicePage {
  services: Service[];
  nextCursor: string | null;
}

const PAGE_SIZE = 100;
// The catalogue is a few dozen services; the bound only stops a misbehaving cursor.
const MAX_PAGES = 10;

/** GET /api/v1/services, every page: the active catalogue (public; no token). */
async function fetchServiceCatalogue(): Promise<Service[]> {
  const services: Service[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (cursor) query.set('cursor', cursor);
    const { data } = await api.get<ServicePage>(`/api/v1/services?${query}`, {
      fallbackMessage: CATALOGUE_FAILURE,
    });
    services.push(...data.services);
    cursor = data.nextCursor;
    if (!cursor) break;
  }
  return services;
}

// `shared` is a singleton, so this is one download per visit for the shell and every remote alike;
// a failure is forgotten so a retry refetches.
let catalogue: Promise<Service[]> | null = null;
// The catalogue the server rendered the page with (its JSON data block): known before the first
// render, so a prerendered page hydrates showing it, with no loading state and no request.
let seeded: Service[] | undefined;

/** Starts the visit with the catalogue the page arrived with, instead of downloading it. */
export function seedServiceCatalogue(services: Service[]): void {
  seeded = services;
  catalogue = Promise.resolve(services);
}

/** The catalogue, downloaded once per visit. */
export function loadServiceCatalogue(): Promise<Service[]> {
  catalogue ??= fetchServiceCatalogue().catch((error: unknown) => {
    catalogue = null;
    throw error;
  });
  return catalogue;
}

/** Forgets the cached catalogue (tests start clean). */
export function resetServiceCatalogue(): void {
  catalogue = null;
  seeded = undefined;
}

/** The catalogue as `useLoad` takes it: a failure is an answer, in the catalogue's words. */
async function catalogueResult(): Promise<LoadResult<Service[]>> {
  try {
    return { ok: true, data: await loadServiceCatalogue() };
  } catch (error) {
    return { ok: false, error: { message: error instanceof Error ? error.message : CATALOGUE_FAILURE } };
  }
}

/** The catalogue for a page, with its loading and error states and a retry; a seeded one at once. */
export function useServiceCatalogue(): Load<Service[]> {
  return useLoad(catalogueResult, [], { initialData: seeded });
}
