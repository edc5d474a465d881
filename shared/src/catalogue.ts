import { useCallback, useEffect, useState } from 'react';
import { api } from './api-client.js';
// A type only: erased from the build, so pages that list services download no schema code.
import type { Service } from './schemas/service.js';

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
let seeded: Service[] | null = null;

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
  seeded = null;
}

export type ServiceCatalogueState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; services: Service[] };

/** The catalogue for a page, with its loading and error states and a retry. */
export function useServiceCatalogue(): ServiceCatalogueState & { retry: () => void } {
  const [state, setState] = useState<ServiceCatalogueState>(() =>
    seeded ? { status: 'ready', services: seeded } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadServiceCatalogue().then(
      (services) =>
        current &&
        // Already showing this list (seeded): no re-render.
        setState((previous) =>
          previous.status === 'ready' && previous.services === services
            ? previous
            : { status: 'ready', services },
        ),
      (error: unknown) =>
        current &&
        setState({ status: 'error', message: error instanceof Error ? error.message : CATALOGUE_FAILURE }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return { ...state, retry };
}
