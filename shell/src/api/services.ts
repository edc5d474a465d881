import { useCallback, useEffect, useState } from 'react';
import { api, formatNaira } from 'shared';
// A type only: erased from the build, so the home page downloads no schema code.
import type { Service } from 'shared/schemas';

export type { Service };

interface ServicePage {
  services: Service[];
  nextCursor: string | null;
}

const PAGE_SIZE = 100;
// The catalogue is a few dozen services; the bound only stops a misbehaving cursor.
const MAX_PAGES = 10;

/** Fetches every active service, following the keyset cursor. */
export async function fetchServiceCatalogue(signal?: AbortSignal): Promise<Service[]> {
  const services: Service[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (cursor) query.set('cursor', cursor);
    const { data } = await api.get<ServicePage>(`/api/v1/services?${query}`, {
      ...(signal ? { signal } : {}),
      fallbackMessage: 'We could not load the services.',
    });
    services.push(...data.services);
    cursor = data.nextCursor;
    if (!cursor) break;
  }
  return services;
}

// One download per visit: home and the services page share it; a failure is forgotten so a retry refetches.
let catalogue: Promise<Service[]> | null = null;

function loadCatalogue(): Promise<Service[]> {
  catalogue ??= fetchServiceCatalogue().catch((error: unknown) => {
    catalogue = null;
    throw error;
  });
  return catalogue;
}

/** Forgets the cached catalogue (tests start clean). */
export function resetServiceCatalogue() {
  catalogue = null;
}

export type ServicesState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; services: Service[] };

/** The service catalogue for a page, with loading and error states and a retry. */
export function useServiceCatalogue(): ServicesState & { retry: () => void } {
  const [state, setState] = useState<ServicesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadCatalogue().then(
      (services) => current && setState({ status: 'ready', services }),
      (error: unknown) =>
        current &&
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : 'We could not load the services.',
        }),
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

/** Catalogue prices are starting prices: "From ₦15,000", or "From ₦3,000 per hour". */
export function servicePriceLabel(service: Pick<Service, 'unit' | 'basePriceKobo'>): string {
  const price = `From ${formatNaira(service.basePriceKobo)}`;
  return service.unit === 'hour' ? `${price} per hour` : price;
}
