// The service worker's decisions, as pure functions tested in Node: which requests it answers and
// how, which files a page loads, whether downloaded bytes are the bytes published, and what a new
// release makes obsolete. No imports and no top-level effects: the worker served at /sw.js is this
// file and worker.ts joined into one classic script (see installable.ts).
// Why a service worker at all, and why these rules: docs/decisions/0037-service-worker-and-page-budgets.md.

/** Bumped when what the caches hold changes shape: the worker then drops the old caches. */
export const CACHE_VERSION = 1;
/** The published builds' files, by URL: versioned, so a URL's bytes never change. */
export const FILES_CACHE = `aboki-files-v${CACHE_VERSION}`;
/** The last HTML document seen per page, for when the network is gone (never served online). */
export const PAGES_CACHE = `aboki-pages-v${CACHE_VERSION}`;
/** Pages kept for offline use, at most: the most recently kept. */
export const MAX_PAGES = 50;
/** The header a kept page carries: the release it was rendered for. */
export const RELEASE_HEADER = 'x-aboki-release';

/**
 * - `file`: a file of a published build (`/remotes/<app>/<version>/…`): from the cache, else the network.
 * - `page`: an HTML document: from the network, else (offline) the page as last seen.
 * - `pass`: not the worker's business (the API, `/release.json`, the worker itself, other origins):
 *   the browser fetches it as if there were no worker, so nothing stale is ever served as fresh.
 */
export type Strategy = 'file' | 'page' | 'pass';

/** What the worker reads of a request. */
export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
}

const PUBLISHED_FILE = /^\/remotes\/([a-z][a-z0-9-]*)\/([A-Za-z0-9][A-Za-z0-9._+-]*)\/[^?#]+$/;
/**
 * Paths that are data or the worker itself, even when navigated to, and the short job links the
 * server redirects (`/j/<reference>`, followed by the browser itself).
 */
const NEVER_HANDLED = /^\/(api(\/|$)|release\.json$|sw\.js$|remotes\/|j\/)/;

export function strategyFor(request: RequestFacts, origin: string): Strategy {
  if (request.method !== 'GET') return 'pass';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'pass';
  if (PUBLISHED_FILE.test(url.pathname) && !url.search) return 'file';
  if (request.mode === 'navigate' && !NEVER_HANDLED.test(url.pathname)) return 'page';
  return 'pass';
}

/** The key a page is kept under: its URL without query or fragment (one document per path). */
export function pageKey(url: string): string {
  const parsed = new URL(url);
  return parsed.origin + parsed.pathname;
}

/**
 * What a document the network answered does to the pages kept for offline use:
 * - `keep`: a page of the site (200, HTML) is kept for its path;
 * - `forget`: a 404 (HTML: the site has no such page, decision 0038) removes any page kept for the
 *   path, which is gone; offline, the path then gets a stand-in and the shell's own not-found page;
 * - `leave`: anything else (a 5xx, a redirect, not HTML) changes nothing, so the last good page of the
 *   path still opens offline.
 * A 404 is never kept: it would stand in, offline, for pages that exist.
 */
export function pageOutcome(status: number, contentType: string): 'keep' | 'forget' | 'leave' {
  if (!contentType.startsWith('text/html')) return 'leave';
  if (status === 200) return 'keep';
  return status === 404 ? 'forget' : 'leave';
}

/** The build (`/remotes/<app>/<version>/`) a URL's file belongs to, or null for any other URL. */
export function buildOf(url: string): string | null {
  const match = PUBLISHED_FILE.exec(new URL(url).pathname);
  return match ? `/remotes/${match[1]}/${match[2]}/` : null;
}

export type DigestAlgorithm = 'SHA-256' | 'SHA-384' | 'SHA-512';
/** WebCrypto's digest (`crypto.subtle.digest`), in the worker and in Node alike. */
export type Digest = (algorithm: DigestAlgorithm, data: ArrayBuffer) => Promise<ArrayBuffer>;

const ALGORITHMS: Record<string, { name: DigestAlgorithm; strength: number }> = {
  sha256: { name: 'SHA-256', strength: 1 },
  sha384: { name: 'SHA-384', strength: 2 },
  sha512: { name: 'SHA-512', strength: 3 },
};

function base64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let binary = '';
  // In slices: one call with every byte of a large chunk as an argument overflows the stack.
  for (let start = 0; start < view.length; start += 0x8000) {
    binary += String.fromCharCode(...view.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/**
 * Whether `body` matches the Subresource Integrity metadata `integrity` as a browser checks it:
 * only the strongest algorithm named counts, and any one of its digests may match. Metadata with no
 * digest the worker knows matches nothing: a file without a digest is never kept (decision 0031).
 */
export async function matchesIntegrity(
  body: ArrayBuffer,
  integrity: string,
  digest: Digest,
): Promise<boolean> {
  const expected = integrity
    .split(/\s+/)
    .map((token) => /^(sha256|sha384|sha512)-([A-Za-z0-9+/]+={0,2})(\?.*)?$/.exec(token))
    .filter((match) => match !== null)
    .map((match) => ({ algorithm: ALGORITHMS[match[1]!]!, value: match[2]! }));
  if (expected.length === 0) return false;
  const strongest = Math.max(...expected.map(({ algorithm }) => algorithm.strength));
  const candidates = expected.filter(({ algorithm }) => algorithm.strength === strongest);
  const actual = base64(await digest(candidates[0]!.algorithm.name, body));
  return candidates.some(({ value }) => value === actual);
}

/** A file a page loads from a published build, with the digest the page gives it. */
export interface PageFile {
  url: string;
  integrity: string;
}

const decodeEntities = (value: string) =>
  value
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The files of published builds that an HTML document loads or preloads (scripts, stylesheets,
 * preloads), each with its `integrity`: what the worker fetches ahead for a release. A tag without
 * `integrity` is left out, as the worker would not keep its file anyway.
 */
export function documentFiles(html: string, origin: string): PageFile[] {
  const files = new Map<string, string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attributes = new Map(
      [...tag.matchAll(/\s([a-z-]+)="([^"]*)"/gi)].map(([, name, value]) => [
        name!.toLowerCase(),
        decodeEntities(value!),
      ]),
    );
    const target = attributes.get('src') ?? attributes.get('href');
    const integrity = attributes.get('integrity');
    if (!target || !integrity) continue;
    const url = new URL(target, origin);
    if (url.origin === origin && buildOf(url.href)) files.set(url.href, integrity);
  }
  return [...files].map(([url, integrity]) => ({ url, integrity }));
}

/** The release a document was rendered for: its id and the builds it names. */
export interface DocumentRelease {
  id: string;
  builds: string[];
}

/** Reads the release from a document's `aboki-release` data block (deploy/src/document.ts). */
export function documentRelease(html: string): DocumentRelease | null {
  // Attributes in any order: the document's rendering may change (prerendered pages, issue 13).
  const block = /<script\b[^>]*\bid="aboki-release"[^>]*>([^<]*)<\/script>/.exec(html);
  if (!block) return null;
  try {
    const release = JSON.parse(block[1]!) as { id?: unknown; apps?: Record<string, { base?: unknown }> };
    if (typeof release.id !== 'string' || typeof release.apps !== 'object' || release.apps === null) {
      return null;
    }
    const builds = Object.values(release.apps)
      .map((app) => app.base)
      .filter((base): base is string => typeof base === 'string' && base.startsWith('/remotes/'));
    return { id: release.id, builds };
  } catch {
    return null;
  }
}

/**
 * A kept document made fit to stand in, offline, for a path it was not rendered for (a page never
 * loaded through the worker, such as the one that installed it). A prerendered document's #root is
 * one page's markup: hydrated at another path it mismatches (React error 418) and the router starts
 * on the wrong route. Its page-data block (`aboki-page`, deploy/src/document.ts) is set to
 * `prerendered: false`, so the shell renders the path asked for afresh over it, as it does over a
 * remote route's skeleton. A document without the block (or with one it cannot read) is unchanged:
 * the shell does not hydrate it either.
 */
export function asStandIn(html: string): string {
  return html.replace(
    /(<script\b[^>]*\bid="aboki-page"[^>]*>)([^<]*)(<\/script>)/,
    (block, open: string, json: string, close: string) => {
      try {
        const data = JSON.parse(json) as unknown;
        if (typeof data !== 'object' || data === null || Array.isArray(data)) return block;
        // Escaped as the document writes it: no "<" may end the data block early.
        const text = JSON.stringify({ ...data, prerendered: false }).replace(/</g, '\\u003c');
        return open + text + close;
      } catch {
        return block;
      }
    },
  );
}

/** The kept files a release no longer loads: those of builds it does not name. */
export function obsoleteFiles(keptUrls: readonly string[], release: DocumentRelease): string[] {
  return keptUrls.filter((url) => {
    const build = buildOf(url);
    return build !== null && !release.builds.includes(build);
  });
}

/** What a page may tell the worker. */
export type WorkerMessage =
  /** The site's release moved on (shell/src/release-watch.ts): fetch the new one's files now. */
  | { type: 'release-changed' }
  /** Files this page loaded before the worker controlled it, to keep (each checked against its digest). */
  | { type: 'keep'; files: PageFile[] };

/** At most this many files per `keep` message: a page loads a few dozen. */
export const MAX_KEEP = 200;

/** A page's message, checked: only this origin's published files, each with a digest. */
export function parseMessage(data: unknown, origin: string): WorkerMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; files?: unknown };
  if (message.type === 'release-changed') return { type: 'release-changed' };
  if (message.type !== 'keep' || !Array.isArray(message.files)) return null;
  const files = (message.files as unknown[])
    .slice(0, MAX_KEEP)
    .filter(
      (file): file is PageFile =>
        typeof file === 'object' &&
        file !== null &&
        typeof (file as PageFile).url === 'string' &&
        typeof (file as PageFile).integrity === 'string',
    )
    .filter((file) => {
      try {
        const url = new URL(file.url);
        return url.origin === origin && buildOf(url.href) !== null;
      } catch {
        return false;
      }
    })
    .map(({ url, integrity }) => ({ url, integrity }));
  return { type: 'keep', files };
}
