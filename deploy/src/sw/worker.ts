// Aboki's service worker: the browser side of a low-data repeat visit and of offline pages.
// Served at /sw.js (scope: the whole site) as one classic script with policy.ts (installable.ts);
// it never runs in Node. The decisions are in policy.ts; this file only wires them to the browser.
import {
  asStandIn,
  CACHE_VERSION,
  documentFiles,
  documentRelease,
  FILES_CACHE,
  matchesIntegrity,
  MAX_PAGES,
  obsoleteFiles,
  PAGES_CACHE,
  pageKey,
  pageOutcome,
  parseMessage,
  RELEASE_HEADER,
  strategyFor,
  type PageFile,
} from './policy.js';

// The parts of the service worker's global scope this file uses (the project's types are Node's).
interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEvent extends ExtendableEvent {
  data: unknown;
}
interface Cache {
  match(key: string, options?: { ignoreVary?: boolean }): Promise<Response | undefined>;
  put(key: string, response: Response): Promise<void>;
  delete(key: string): Promise<boolean>;
  keys(): Promise<readonly Request[]>;
}
interface WorkerScope {
  location: { origin: string };
  caches: {
    open(name: string): Promise<Cache>;
    keys(): Promise<string[]>;
    delete(name: string): Promise<boolean>;
  };
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const worker = globalThis as unknown as WorkerScope;
const origin = worker.location.origin;
const digest = (algorithm: string, data: ArrayBuffer) => crypto.subtle.digest(algorithm, data);

/** A response's headers for a copy whose body is already decoded (the browser decoded br/gzip). */
function decodedHeaders(response: Response, extra: Record<string, string> = {}): Headers {
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return headers;
}

/**
 * Keeps a published file, but only if its bytes match the digest the page asked for; resolves with
 * the bytes (decoded, as the browser hands them over) for the page, kept or not.
 */
async function keepVerified(
  cache: Cache,
  url: string,
  integrity: string,
  response: Response,
): Promise<Response> {
  const body = await response.arrayBuffer();
  const copy = () => new Response(body, { status: response.status, headers: decodedHeaders(response) });
  if (await matchesIntegrity(body, integrity, digest)) await cache.put(url, copy());
  return copy();
}

/** A published file: kept ones from the cache (their URLs are versioned, their bytes checked). */
async function fileResponse(request: Request): Promise<Response> {
  const cache = await worker.caches.open(FILES_CACHE);
  const kept = await cache.match(request.url, { ignoreVary: true });
  if (kept) return kept;
  // Fetched without the integrity check: the page's own check (on what this returns) fails exactly
  // as it would without a worker (a 404 stays a 404 to the page, a changed byte an SRI error).
  const response = await fetch(request.url, { credentials: 'same-origin' });
  // A file with a digest is needed whole before it runs anyway: it is checked (and kept) first.
  if (!response.ok || !request.integrity) return response;
  return keepVerified(cache, request.url, request.integrity, response);
}

/** Files of published builds, fetched with their digests, unless already kept. */
async function keepFiles(files: readonly PageFile[]): Promise<void> {
  const cache = await worker.caches.open(FILES_CACHE);
  await Promise.all(
    files.map(async ({ url, integrity }) => {
      if (await cache.match(url, { ignoreVary: true })) return;
      const response = await fetch(url, { integrity });
      if (response.ok) await keepVerified(cache, url, integrity, response);
    }),
  ).catch(() => undefined);
}

/**
 * Keeps a document for offline use, and when its release is not the one kept so far, forgets the
 * pages and files of the older ones (a new release's pages load none of them).
 */
async function keepPage(url: string, response: Response): Promise<string | null> {
  const html = await response.text();
  const release = documentRelease(html);
  if (!release) return null;
  const pages = await worker.caches.open(PAGES_CACHE);
  await pages.put(
    pageKey(url),
    new Response(html, { status: 200, headers: decodedHeaders(response, { [RELEASE_HEADER]: release.id }) }),
  );
  const keys = await pages.keys();
  for (const [index, kept] of keys.entries()) {
    const page = await pages.match(kept.url);
    // Other releases' pages go, and the oldest beyond MAX_PAGES (paths with ids are many).
    const tooMany = index < keys.length - MAX_PAGES && kept.url !== pageKey(url);
    if (tooMany || (page && page.headers.get(RELEASE_HEADER) !== release.id)) await pages.delete(kept.url);
  }
  const files = await worker.caches.open(FILES_CACHE);
  const keptFiles = (await files.keys()).map((request) => request.url);
  await Promise.all(obsoleteFiles(keptFiles, release).map((file) => files.delete(file)));
  return html;
}

/** Forgets the page kept for a path the site no longer has. */
async function forgetPage(url: string): Promise<void> {
  await (await worker.caches.open(PAGES_CACHE)).delete(pageKey(url));
}

/**
 * An HTML document: always the network's, whatever its status (a new release or a rollback shows at
 * once, a 404 shows the not-found page); offline, the kept one.
 */
async function pageResponse(event: FetchEvent): Promise<Response> {
  try {
    const response = await fetch(event.request);
    const outcome = pageOutcome(response.status, response.headers.get('content-type') ?? '');
    if (outcome === 'keep') {
      event.waitUntil(keepPage(event.request.url, response.clone()).catch(() => undefined));
    } else if (outcome === 'forget') {
      event.waitUntil(forgetPage(event.request.url).catch(() => undefined));
    }
    return response;
  } catch (error) {
    const pages = await worker.caches.open(PAGES_CACHE);
    const kept = (await pages.match(pageKey(event.request.url))) ?? (await anyPage(pages));
    if (kept) return kept;
    throw error;
  }
}

/**
 * Any kept page (all are of one release), made a stand-in (policy.ts): its prerendered markup is
 * another path's, so the shell renders the route asked for instead of hydrating it.
 */
async function anyPage(pages: Cache): Promise<Response | undefined> {
  const [first] = await pages.keys();
  const page = first ? await pages.match(first.url) : undefined;
  if (!page) return undefined;
  return new Response(asStandIn(await page.text()), { status: page.status, headers: page.headers });
}

/** Fetches the site's home document now and keeps it with every file it loads: the next visit needs no network. */
async function fetchRelease(): Promise<void> {
  const url = `${origin}/`;
  // The document is served no-cache: this revalidates, so it is the release being served now.
  const response = await fetch(url);
  if (response.status !== 200) return;
  const html = await keepPage(url, response);
  if (html) await keepFiles(documentFiles(html, origin));
}

worker.addEventListener('install', (event) => {
  // Offline at install time still installs: the pages visited next are kept as they load.
  event.waitUntil(
    fetchRelease()
      .catch(() => undefined)
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await worker.caches.keys()) {
        if (name.startsWith('aboki-') && !name.endsWith(`-v${CACHE_VERSION}`))
          await worker.caches.delete(name);
      }
      // Controls the page that installed it, so the files it loads from now on are kept.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, origin);
  if (strategy === 'file') event.respondWith(fileResponse(event.request));
  else if (strategy === 'page') event.respondWith(pageResponse(event));
});

worker.addEventListener('message', (event) => {
  const message = parseMessage(event.data, origin);
  if (message?.type === 'release-changed') event.waitUntil(fetchRelease().catch(() => undefined));
  else if (message?.type === 'keep') event.waitUntil(keepFiles(message.files));
});
