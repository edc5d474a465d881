import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { runInThisContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { APPS } from './apps.js';
import { sha384 } from './integrity.js';
import { LANGUAGE_TAGS, SOURCE_LANGUAGE, type Language } from 'shared/i18n';
import type { RouteHeading } from './document.js';

/** Where a shell build carries its server bundle (scripts/rspack-app.mjs's PRERENDER_BUNDLE). */
export const PRERENDER_BUNDLE = 'server/prerender.cjs';

/** The server bundle's API version this server speaks (shell/src/prerender/server.tsx). */
const PRERENDER_API = 1;

/** How a server bundle's page key starts for a path the shell has no page for: its 404 page. */
export const NOT_FOUND_KEY = '404:';

/** What a shell's server bundle exports (shell/src/prerender/server.tsx). */
export interface PrerenderBundle {
  /** Which document a path gets: paths with the same key render the same markup (`404:…`: not found). */
  pageKey(pathname: string): string;
  /** `language`: the document's; bundles from before languages ignore it and render English. */
  renderPage(pathname: string, data: { services: unknown[]; language?: Language }): Promise<string>;
  /** The heading is that of the page (its module's declaration); bundles before headings ignore it. */
  renderSkeleton(pathname: string, heading?: RouteHeading, language?: Language): string | Promise<string>;
}

/**
 * Runs a shell's server bundle from the bytes read from the store, only if they are the bytes
 * publish recorded (the release's integrity records): the server runs no code a tampered store
 * holds. Null for a bundle of another API version or one that does not load.
 */
export function loadPrerenderBundle(
  source: Buffer,
  expectedDigest: string | undefined,
  filename: string,
): PrerenderBundle | null {
  if (!expectedDigest || sha384(source) !== expectedDigest) return null;
  const module = { exports: {} as Partial<PrerenderBundle> & { PRERENDER_API?: number } };
  const wrapper = runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${source.toString('utf8')}\n})`,
    { filename },
  ) as (...args: unknown[]) => void;
  // The bundle is self-contained: it requires only Node's own modules.
  wrapper(module.exports, createRequire(import.meta.url), module, filename, '/');
  const bundle = module.exports;
  return bundle.PRERENDER_API === PRERENDER_API &&
    typeof bundle.pageKey === 'function' &&
    typeof bundle.renderPage === 'function' &&
    typeof bundle.renderSkeleton === 'function'
    ? (bundle as PrerenderBundle)
    : null;
}

/** The remote app owning a path (apps.json's prefixes, matched as the shell's router matches them). */
export function remoteOwning(pathname: string): (typeof APPS)[number] | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return APPS.find(
    (entry) =>
      entry.layout !== null &&
      entry.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
  );
}

export interface Catalogue {
  services: unknown[];
  /** Changes whenever the listed services do: part of the key of every document that shows them. */
  version: string;
}

const PAGE_SIZE = 100;
const MAX_PAGES = 10;

/**
 * GET /api/v1/services, every page, through the app's own HTTP layer, in `language` (the API names
 * the services in the language asked for); null when it does not answer.
 */
export async function readCatalogue(
  app: FastifyInstance,
  language: Language = SOURCE_LANGUAGE,
): Promise<Catalogue | null> {
  const services: unknown[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (cursor) query.set('cursor', cursor);
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/services?${query.toString()}`,
      headers: { 'accept-language': LANGUAGE_TAGS[language] },
    });
    if (response.statusCode !== 200) return null;
    const { data } = response.json<{ data: { services: unknown[]; nextCursor: string | null } }>();
    services.push(...data.services);
    cursor = data.nextCursor;
    if (!cursor) break;
  }
  const version = createHash('sha256').update(JSON.stringify(services)).digest('base64url').slice(0, 16);
  return { services, version };
}

/**
 * The catalogue as the documents show it, in each document's language, read again at most every
 * `ttlMs` (the API lets browsers keep it a minute too): a change reaches newly rendered documents
 * within that time, and a page request costs no query in between.
 */
export function catalogueReader(
  app: FastifyInstance,
  ttlMs: number,
): (language?: Language) => Promise<Catalogue | null> {
  const byLanguage = new Map<Language, { at: number; catalogue: Promise<Catalogue | null> }>();
  return (language = SOURCE_LANGUAGE) => {
    const now = Date.now();
    let cached = byLanguage.get(language);
    if (!cached || now - cached.at >= ttlMs) {
      cached = {
        at: now,
        catalogue: readCatalogue(app, language).catch((error: unknown) => {
          app.log.warn({ err: error }, 'reading the catalogue for prerendered pages failed');
          return null;
        }),
      };
      byLanguage.set(language, cached);
    }
    return cached.catalogue;
  };
}
