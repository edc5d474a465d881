import { useAtomValue } from 'jotai';
import { api } from './api-client.js';
import { currentLanguage, languageAtom } from './i18n/language-atom.js';
import type { Language } from './i18n/languages.js';
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

/** GET /api/v1/services, every page: the active catalogue (public; no token), named in `language`. */
async function fetchServiceCatalogue(language: Language): Promise<Service[]> {
  const services: Service[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (cursor) query.set('cursor', cursor);
    const { data } = await api.get<ServicePage>(`/api/v1/services?${query}`, {
      fallbackMessage: CATALOGUE_FAILURE,
      language,
    });
    services.push(...data.services);
    cursor = data.nextCursor;
    if (!cursor) break;
  }
  return services;
}

// `shared` is a singleton, so this is one download per visit and language for the shell and every
// remote alike (the API names the services in the language asked for); a failure is forgotten so a
// retry refetches.
const catalogues = new Map<Language, Promise<Service[]>>();
// The catalogue the server rendered the page with (its JSON data block), in the page's language:
// known before the first render, so a prerendered page hydrates showing it, with no loading state
// and no request.
let seeded: { language: Language; services: Service[] } | undefined;

/** Starts the visit with the catalogue the page arrived with (in its language), instead of downloading it. */
export function seedServiceCatalogue(services: Service[], language: Language = currentLanguage()): void {
  seeded = { language, services };
  catalogues.set(language, Promise.resolve(services));
}

/** The catalogue in `language` (the page's by default), downloaded once per visit and language. */
export function loadServiceCatalogue(language: Language = currentLanguage()): Promise<Service[]> {
  let catalogue = catalogues.get(language);
  if (!catalogue) {
    catalogue = fetchServiceCatalogue(language).catch((error: unknown) => {
      catalogues.delete(language);
      throw error;
    });
    catalogues.set(language, catalogue);
  }
  return catalogue;
}

/** Forgets the cached catalogues (tests start clean). */
export function resetServiceCatalogue(): void {
  catalogues.clear();
  seeded = undefined;
}

/** The catalogue as `useLoad` takes it: a failure is an answer, in the catalogue's words. */
async function catalogueResult(language: Language): Promise<LoadResult<Service[]>> {
  try {
    return { ok: true, data: await loadServiceCatalogue(language) };
  } catch (error) {
    return { ok: false, error: { message: error instanceof Error ? error.message : CATALOGUE_FAILURE } };
  }
}

/**
 * The catalogue for a page in the page's language, with its loading and error states and a retry;
 * a seeded one at once. A change of language (chooseLanguage, no reload) loads it in the new one.
 */
export function useServiceCatalogue(): Load<Service[]> {
  const language = useAtomValue(languageAtom);
  return useLoad(() => catalogueResult(language), [language], {
    initialData: seeded?.language === language ? seeded.services : undefined,
  });
}
