import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, open, readdir, realpath, type FileHandle } from 'node:fs/promises';
import { extname, join, posix, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from 'api/db/client';
import { AppError } from 'api/lib/app-error';
import { ok } from 'api/lib/envelope';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_TAGS,
  requestLanguage,
  type Language,
} from 'shared/i18n';
import { MESSAGES } from 'shared/messages';
import { visitorHealth } from 'api/modules/client-reports/client-reports-repository';
import { issueReportToken } from 'api/modules/client-reports/report-token';
import { PRIVATE_PREFIXES, VERSION_PATTERN } from './apps.js';
import {
  preloadRoute,
  renderDocument,
  type DocumentBody,
  type RemotePreload,
  type RouteHeading,
  type ShellEntry,
} from './document.js';
import { INTEGRITY_FILE } from './integrity.js';
import {
  catalogueReader,
  loadPrerenderBundle,
  NOT_FOUND_KEY,
  PRERENDER_BUNDLE,
  remoteOwning,
  type PrerenderBundle,
} from './prerender.js';
import { remotePreloads, ROUTE_CHUNKS_FILE, routeHeading, routePattern } from './remote-preloads.js';
import { notModified, pickEncoding, representations, type Representations } from './representations.js';
import { storeFileReader } from './store-file.js';
import { abortCanary, abortReason, AUTOMATIC, canaryRelease, inCanary } from './canary.js';
import { isLive, leavePreviews, previewRelease } from './preview.js';
import {
  publicRelease,
  type Canary,
  type Preview,
  type PublicRelease,
  type PublishedVersion,
  type Release,
  type ReleaseApp,
  type ReleaseStore,
} from './store.js';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

const ROBOTS_TXT = [
  'User-agent: *',
  ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}/`),
  'Allow: /',
  '',
].join('\n');

/** Pages may load only this origin's scripts, styles and data; nothing may frame or rebase them. */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  // The service worker (/sw.js, installable.ts); no page starts any other worker.
  "worker-src 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE_HEADERS = {
  'content-security-policy': PAGE_CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
};

interface RenderedDocument {
  /** 404 for a path the shell has no page for (its server bundle keys it `404:…`); else 200. */
  status: 200 | 404;
  /** The document in each content coding, each with its entity tag, hashed once per document. */
  bodies: Representations;
}

/** A release's shell entry and server bundle, and the documents rendered with them (by key). */
interface Rendering {
  entry: ShellEntry;
  integrity: Record<string, string>;
  bundle: Promise<PrerenderBundle | null>;
  documents: Map<string, Promise<RenderedDocument>>;
}

/**
 * Serves the current release: `/release.json`, the published builds under `/remotes/<app>/<version>/`,
 * and the HTML document for every other non-API path (the shell routes in the browser). The current
 * release is re-read whenever current.json changes (and at least once a second), so compose and
 * rollback apply without a restart, on every server sharing the store.
 */
export interface SitePluginOptions {
  store: ReleaseStore;
  /** Where client reports are counted: a canary is judged on them. Without it, none is aborted automatically. */
  db?: Database['db'];
  /** How often a running canary is judged. */
  canaryCheckMs?: number;
  /** APP_SECRET: during a canary, /release.json carries a report token signed with a key derived from it. */
  reportSecret?: string;
  /** How long prerendered pages keep showing the catalogue as read, before it is read again. */
  catalogueTtlMs?: number;
}

const VISITOR_COOKIE = 'aboki_visitor';
const VISITOR_ID = /^[0-9a-f]{32}$/;

/** The visitor id from the request's cookie, if it carries a well-formed one. */
function visitorCookie(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === VISITOR_COOKIE && value && VISITOR_ID.test(value)) return value;
  }
  return null;
}

export const sitePlugin = fp<SitePluginOptions>(
  async (
    app: FastifyInstance,
    { store, db, canaryCheckMs = 30_000, catalogueTtlMs = 10_000, reportSecret },
  ) => {
    const builds = new PublishedBuilds(store);
    // What the store says now, as several servers sharing it must all see it (store-file.ts).
    const currentRelease: () => Promise<Release | null> = storeFileReader(store.currentFile, () =>
      store.currentRelease(),
    );
    const currentCanary: () => Promise<Canary | null> = storeFileReader(join(store.root, 'canary.json'), () =>
      store.readCanary(),
    );
    // Every preview on record; a create or revoke renames in the previews folder, which changes its stat.
    const currentPreviews: () => Promise<Preview[]> = storeFileReader(store.previewsDir, () =>
      store.readPreviews(),
    );

    /** The request's account, from a session the API verifies (never from anything else the client says). */
    const accounts = new WeakMap<FastifyRequest, Promise<{ id: string; email: string } | null>>();
    function accountOf(
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<{ id: string; email: string } | null> {
      let account = accounts.get(request);
      if (!account) {
        account = (async () => {
          if (!request.headers.authorization) return null;
          const { authenticate } = app as unknown as {
            authenticate?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
          };
          await authenticate?.(request, reply).catch(() => undefined);
          reply.removeHeader('www-authenticate');
          return (request as { auth?: { user: { id: string; email: string } } | null }).auth?.user ?? null;
        })();
        accounts.set(request, account);
      }
      return account;
    }

    /** Who a request is for the canary's split: the signed-in account, else the browser's visitor cookie. */
    const visitors = new WeakMap<FastifyRequest, Promise<string>>();
    function visitorOf(request: FastifyRequest, reply: FastifyReply): Promise<string> {
      let visitor = visitors.get(request);
      if (!visitor) {
        visitor = newVisitorOf(request, reply);
        visitors.set(request, visitor); // Once per request: a new visitor gets one cookie.
      }
      return visitor;
    }
    async function newVisitorOf(request: FastifyRequest, reply: FastifyReply): Promise<string> {
      const account = await accountOf(request, reply);
      if (account) return `account:${account.id}`;
      let visitor = visitorCookie(request.headers.cookie);
      if (!visitor) {
        visitor = randomBytes(16).toString('hex');
        const secure = request.protocol === 'https' ? '; Secure' : '';
        reply.header(
          'set-cookie',
          `${VISITOR_COOKIE}=${visitor}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure}`,
        );
      }
      return `visitor:${visitor}`;
    }

    /**
     * The release this request is served: the current one, or its canary variant for the canary's
     * share; with the account's own previews in place, when its session has live ones.
     */
    async function servedRelease(
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<PublicRelease | null> {
      const release = await currentRelease();
      if (!release) return null;
      let served: PublicRelease = release;
      const canary = await currentCanary();
      if (canary?.release === release.id) {
        reply.header('cache-control', 'private, no-cache');
        const side = inCanary(canary, await visitorOf(request, reply))
          ? canaryRelease(release, canary)
          : release;
        served = { ...side, canary: true };
      }
      // Expiry is checked here, on every request: an expired preview is not served once more.
      const now = new Date();
      const live = (await currentPreviews()).filter((preview) => isLive(preview, now));
      if (live.length === 0) return served;
      reply.header('cache-control', 'private, no-cache');
      const account = await accountOf(request, reply);
      const mine = account ? live.filter((preview) => preview.user === account.email.toLowerCase()) : [];
      return mine.length > 0 ? previewRelease(served, mine) : { ...served, previews: true };
    }

    // A running canary is judged on what browsers report; clearly worse than the release, it ends.
    if (db) {
      const timer = setInterval(() => {
        void (async () => {
          const canary = await currentCanary();
          const base = canary ? await store.readRelease(canary.release) : null;
          if (!canary || !base) return;
          const baseline = base.apps[canary.app]?.version ?? '';
          const [canaryHealth, baselineHealth] = await visitorHealth(
            db,
            canary.app,
            [canary.version, baseline],
            new Date(canary.startedAt),
          );
          const reason = abortReason(canaryHealth!, baselineHealth!);
          if (reason && (await abortCanary(store, AUTOMATIC, reason))) {
            app.log.warn(
              { canary: `${canary.app}@${canary.version}`, reason },
              'canary aborted automatically',
            );
          }
        })().catch((error: unknown) => app.log.error({ err: error }, 'judging the canary failed'));
      }, canaryCheckMs);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
    // Per release served (the current one and, during a canary, each side): the shell's entry, its
    // server bundle and the documents rendered with them, each once per catalogue version.
    const renderings = new Map<string, Rendering>();
    const catalogue = catalogueReader(app, catalogueTtlMs);

    async function renderingOf(release: PublicRelease): Promise<Rendering> {
      // The versions, not only the id (the two sides of a canary share an id), and the flags the
      // document's release block carries (a canary running, previews live) that the shell acts on.
      const key = `${release.id}:${Object.entries(release.apps)
        .map(([name, entry]) => `${name}@${entry.version}`)
        .join(',')}${release.canary ? '+' : ''}${release.previews ? '*' : ''}`;
      let rendering = renderings.get(key);
      if (!rendering) {
        const shell = release.apps.shell!;
        const file = await builds.open('shell', shell.version, 'entry.json');
        if (!file) throw new Error(`shell@${shell.version} has no entry.json in the release store`);
        const entry = JSON.parse(
          await file.handle.readFile('utf8').finally(() => file.handle.close()),
        ) as ShellEntry;
        const integrity = await builds.integrity('shell', shell.version);
        rendering = {
          entry,
          integrity,
          bundle: builds.prerenderBundle(shell.version, integrity).catch((error: unknown) => {
            app.log.warn({ err: error, shell: shell.version }, 'the shell server bundle did not load');
            return null;
          }),
          documents: new Map(),
        };
        if (renderings.size >= 8) renderings.clear(); // Old releases' documents are not needed again.
        renderings.set(key, rendering);
      }
      return rendering;
    }

    /**
     * Whether the version of `app` a page runs may be its account's: the canary's app (a signed-in
     * page's side is its account's) or one previewed by anyone. A page request carries no account (the
     * token lives in the page's storage), so its document does not preload such an app's files: they
     * could be a version the page then does not run. The shell asks for its release with the account.
     */
    async function variesByAccount(release: PublicRelease, remoteApp: string): Promise<boolean> {
      if (release.canary === true && (await currentCanary())?.app === remoteApp) return true;
      if (release.previews !== true) return false;
      const now = new Date();
      return (await currentPreviews()).some((preview) => preview.app === remoteApp && isLive(preview, now));
    }

    /** What #root shows and the data and preloads that go with it, for one path, and its status. */
    async function documentBody(
      release: PublicRelease,
      rendering: Rendering,
      path: string,
      language: Language,
    ): Promise<{ key: string; status: 200 | 404; body: () => Promise<DocumentBody> }> {
      const [bundle, current] = await Promise.all([rendering.bundle, catalogue(language)]);
      const remote = remoteOwning(path);
      if (remote) {
        const entry = release.apps[remote.app];
        // Documents differ by the page's own chunks and heading: one per page pattern of the remote, not per path.
        const routeChunks = entry ? await builds.routeChunks(remote.app, entry.version) : null;
        const pattern = routePattern(routeChunks, path);
        // A version that may not be the one this page runs (the canary's, a preview) lends it no heading.
        const preload = entry !== undefined && !(await variesByAccount(release, remote.app));
        const heading = (preload && routeHeading(routeChunks, path, language)) || undefined;
        return {
          key: `remote:${remote.app}:${pattern ?? '*'}:${current?.version ?? '-'}:${bundle ? 'skeleton' : ''}:${preload}:${language}`,
          // Only the remote's router knows its pages: the browser decides what this path shows.
          status: 200,
          body: async () => ({
            root: await skeletonOf(bundle, path, language, heading),
            ...(current
              ? {
                  pageData: {
                    services: current.services,
                    prerendered: false,
                    ...(heading ? { heading } : {}),
                  },
                }
              : {}),
            remotePreloads: preload ? await builds.remotePreloads(remote.app, entry, path) : [],
          }),
        };
      }
      // Without the catalogue or a server bundle (an older shell build), today's document; the
      // shell's router decides in the browser whether the page exists.
      const pageKey = bundle && current ? keyOf(bundle, path) : null;
      if (!bundle || !current || pageKey === null)
        return {
          key: `plain:${preloadRoute(rendering.entry, path)}:${language}`,
          status: 200,
          body: async () => ({}),
        };
      return {
        key: `page:${pageKey}:${current.version}:${language}`,
        // The shell keys every path it has no page for as its 404 page (shell/src/prerender/server.tsx):
        // crawlers and link checkers learn the page does not exist; people see the same styled page.
        status: pageKey.startsWith(NOT_FOUND_KEY) ? 404 : 200,
        body: async () => {
          try {
            const root = await bundle.renderPage(path, { services: current.services, language });
            return { root, pageData: { services: current.services, prerendered: true } };
          } catch (error) {
            app.log.warn({ err: error }, 'prerendering a page failed: serving it unrendered');
            return {};
          }
        },
      };
    }

    // The bundle is the shell team's code: whatever it throws costs the page its prerendering, nothing more.
    function keyOf(bundle: PrerenderBundle, path: string): string | null {
      try {
        return bundle.pageKey(path);
      } catch (error) {
        app.log.warn({ err: error }, 'the shell server bundle could not key a page: serving it unrendered');
        return null;
      }
    }

    async function skeletonOf(
      bundle: PrerenderBundle | null,
      path: string,
      language: Language,
      heading?: RouteHeading,
    ): Promise<string> {
      try {
        return (await bundle?.renderSkeleton(path, heading, language)) ?? '';
      } catch (error) {
        app.log.warn({ err: error }, 'rendering a skeleton failed: serving the page without it');
        return '';
      }
    }

    async function renderedDocument(
      release: PublicRelease,
      path: string,
      language: Language,
    ): Promise<RenderedDocument> {
      const rendering = await renderingOf(release);
      const { key, status, body } = await documentBody(release, rendering, path, language);
      let document = rendering.documents.get(key);
      if (!document) {
        document = body().then((parts) => {
          const identity = Buffer.from(
            renderDocument(
              publicRelease(release),
              rendering.entry,
              preloadRoute(rendering.entry, path),
              rendering.integrity,
              { ...parts, language, path },
            ),
          );
          // Tags hash the bytes: a canary side, a preview or a new release is another document, another tag.
          return { status, bodies: representations(identity) };
        });
        // Documents of catalogue versions gone by are not needed again.
        if (rendering.documents.size >= 64) rendering.documents.clear();
        rendering.documents.set(key, document);
      }
      return document;
    }

    const noRelease = (reply: FastifyReply) =>
      reply
        .status(503)
        .headers({ ...PAGE_HEADERS, 'retry-after': '5', 'cache-control': 'no-store' })
        .type('text/plain; charset=utf-8')
        .send('Aboki is being released. Please try again in a few seconds.');

    // Search engines may index the public pages; signed-in areas and the API are no use to them.
    app.get('/robots.txt', async (_request, reply) =>
      reply
        .headers({ 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' })
        .type('text/plain; charset=utf-8')
        .send(ROBOTS_TXT),
    );

    // A job's short link (issue 27: text messages carry `/j/<reference>`): its page, where a visitor
    // is asked to sign in first and comes back. Only the reference goes into the address, encoded.
    app.get<{ Params: { reference: string } }>('/j/:reference', async (request, reply) =>
      reply
        .headers({ ...PAGE_HEADERS, 'cache-control': 'no-store' })
        .redirect(
          `/manage-services-request/job/${encodeURIComponent(request.params.reference.toUpperCase())}`,
          302,
        ),
    );

    app.get('/release.json', async (request, reply) => {
      reply.headers({ ...PAGE_HEADERS, 'cache-control': 'no-cache' });
      const release = await servedRelease(request, reply);
      if (!release) return noRelease(reply);
      // During a canary every page asks for its release here (never from a cache), and gets with it
      // the token that makes its reports count: signed for this visitor and the versions served.
      const reportToken =
        release.canary === true && reportSecret
          ? issueReportToken(
              reportSecret,
              {
                visitor: await visitorOf(request, reply),
                release: release.id,
                versions: Object.fromEntries(
                  Object.entries(release.apps).map(([name, entry]) => [name, entry.version]),
                ),
              },
              new Date(),
            )
          : undefined;
      return reply
        .type(CONTENT_TYPES['.json']!)
        .send(JSON.stringify({ ...publicRelease(release), ...(reportToken ? { reportToken } : {}) }));
    });

    // The badge's way out: a previewing account ends its own previews, at once and on the record.
    app.post('/api/v1/previews/leave', async (request, reply) => {
      const account = await accountOf(request, reply);
      if (!account) throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
      const left = await leavePreviews(store, account.email);
      return reply.send(
        ok({ left: left.length }, left.length > 0 ? 'You left the preview.' : 'You have no preview.'),
      );
    });

    app.get<{ Params: { app: string; version: string; '*': string } }>(
      '/remotes/:app/:version/*',
      async (request, reply) => {
        const { app: appName, version, '*': path } = request.params;
        // Precompressed siblings are chosen below, never named in a URL; the server bundle is the server's.
        if (path.endsWith('.br') || path.endsWith('.gz') || path.startsWith(SERVER_ONLY)) {
          return reply.callNotFound();
        }
        const encoding = COMPRESSIBLE_TYPES.has(extname(path))
          ? pickEncoding(request.headers['accept-encoding'])
          : 'identity';
        for (const candidate of encoding === 'br'
          ? (['br', 'gzip', 'identity'] as const)
          : encoding === 'gzip'
            ? (['gzip', 'identity'] as const)
            : (['identity'] as const)) {
          const suffix = candidate === 'br' ? '.br' : candidate === 'gzip' ? '.gz' : '';
          const file = await builds.open(appName, version, path, suffix);
          if (!file) continue;
          reply.headers({
            'cache-control': IMMUTABLE,
            'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
            'content-length': String(file.size),
            'x-content-type-options': 'nosniff',
            vary: 'accept-encoding',
            ...(candidate === 'identity' ? {} : { 'content-encoding': candidate }),
          });
          if (request.method === 'HEAD') {
            await file.handle.close();
            return reply.send('');
          }
          return reply.send(file.handle.createReadStream());
        }
        return reply.callNotFound();
      },
    );

    // Every other GET outside /api is a page of the single-page site.
    app.get('/*', async (request: FastifyRequest, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/remotes/')) {
        return reply.callNotFound();
      }
      // Each language's document is its own (decision 0051): caches key it by what chose the language.
      reply.headers({
        ...PAGE_HEADERS,
        'cache-control': 'no-cache',
        vary: 'accept-encoding, accept-language, cookie',
      });
      const release = await servedRelease(request, reply);
      if (!release) return noRelease(reply);
      const [path = '/', search = ''] = request.url.split('?');
      const asked = new URLSearchParams(search).get('lang');
      const language = requestLanguage({
        query: asked,
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      });
      // A `?lang=` link is a choice, remembered like the picker's.
      if (isLanguage(asked)) {
        reply.header(
          'set-cookie',
          `${LANGUAGE_COOKIE}=${asked}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`,
        );
      }
      reply.header('content-language', LANGUAGE_TAGS[language]);
      const { status, bodies } = await renderedDocument(release, path, language);
      const encoding = pickEncoding(request.headers['accept-encoding']);
      const { body, etag } = bodies[encoding];
      // A repeat visit revalidates (no-cache) and gets a 304 while the document is the same. A 404
      // carries no tag: preconditions apply only to what would otherwise be a 2xx (RFC 9110 §13.2.1).
      if (status === 200) {
        reply.header('etag', etag);
        if (notModified(request.headers['if-none-match'], etag)) return reply.status(304).send();
      }
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.status(status).type('text/html; charset=utf-8').send(body);
    });
  },
);

/** Files of a build that the server runs and browsers never load (the shell's server bundle). */
const SERVER_ONLY = `${PRERENDER_BUNDLE.split('/')[0]}/`;

const COMPRESSIBLE_TYPES = new Set(['.js', '.mjs', '.css', '.json', '.map', '.html', '.svg', '.txt']);

/** A path as publish records it: relative, `/`-separated, with no `.`, `..` or empty segment. */
function isCanonicalPath(path: string): boolean {
  return (
    path.length > 0 &&
    path.length <= 1024 &&
    !path.startsWith('/') &&
    !path.includes('\\') &&
    !path.includes('\0') &&
    posix.normalize(path) === path &&
    !path.split('/').some((segment) => segment === '.' || segment === '..')
  );
}

interface PublishedBuild {
  /** The version's folder with every symbolic link resolved, as checked when first read. */
  realRoot: string;
  files: ReadonlySet<string>;
  /** The digests publish recorded (path → `sha384-…`), when it recorded them. */
  integrity: Record<string, string>;
}

/** Opens `path` for reading only if it is a regular file reached without any symbolic link. */
async function openRegularFile(path: string, expectedRealPath: string): Promise<FileHandle | null> {
  // realpath catches a link anywhere on the way (a folder swapped for one); O_NOFOLLOW refuses a
  // link in the last place even if it appeared after the check.
  if ((await realpath(path).catch(() => null)) !== expectedRealPath) return null;
  const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => null);
  if (!handle) return null;
  const info = await handle.stat().catch(() => null);
  if (!info?.isFile()) {
    await handle.close();
    return null;
  }
  return handle;
}

/**
 * The published builds as the server sees them: each version serves exactly the files its
 * publish.json lists (what the build held when it was published), never a file added to the store
 * later, never a path spelt another way, and never through a symbolic link.
 */
class PublishedBuilds {
  // Published versions never change, so each list is read once; versions not (yet) published are not cached.
  private readonly builds = new Map<string, Promise<PublishedBuild | null>>();
  private readonly routeChunkFiles = new Map<string, Promise<string | null>>();

  constructor(private readonly store: ReleaseStore) {}

  /** The file a `/remotes/<app>/<version>/<path>` URL names (plus `suffix`: `.br`, `.gz`), opened, or null. */
  async open(
    app: string,
    version: string,
    path: string,
    suffix = '',
  ): Promise<{ handle: FileHandle; size: number } | null> {
    if (!VERSION_PATTERN.test(version) || !isCanonicalPath(path)) return null;
    const build = await this.build(app, version);
    if (!build?.files.has(path)) return null;
    let root: string;
    try {
      root = this.store.versionDir(app, version);
    } catch {
      return null;
    }
    const handle = await openRegularFile(join(root, path + suffix), join(build.realRoot, path + suffix));
    if (!handle) return null;
    return { handle, size: (await handle.stat()).size };
  }

  /** The digests publish recorded for a version (empty for one published before they were kept). */
  async integrity(app: string, version: string): Promise<Record<string, string>> {
    return (await this.build(app, version))?.integrity ?? {};
  }

  /** A published file's text, or null when the version does not serve it. */
  async readText(app: string, version: string, path: string): Promise<string | null> {
    const file = await this.open(app, version, path);
    return file ? file.handle.readFile('utf8').finally(() => file.handle.close()) : null;
  }

  /** The shell version's server bundle, run only if its bytes are the ones publish recorded; else null. */
  async prerenderBundle(version: string, integrity: Record<string, string>): Promise<PrerenderBundle | null> {
    const file = await this.open('shell', version, PRERENDER_BUNDLE);
    if (!file) return null;
    const source = await file.handle.readFile().finally(() => file.handle.close());
    return loadPrerenderBundle(source, integrity[PRERENDER_BUNDLE], `shell@${version}/${PRERENDER_BUNDLE}`);
  }

  /** A remote version's route-chunks.json (null in builds from before it): read once, it never changes. */
  routeChunks(app: string, version: string): Promise<string | null> {
    const key = `${app}/${version}`;
    let text = this.routeChunkFiles.get(key);
    if (!text) {
      text = this.readText(app, version, ROUTE_CHUNKS_FILE).catch(() => null);
      this.routeChunkFiles.set(key, text);
    }
    return text;
  }

  /** The preload links of a remote's files for one path in a release (none when it cannot be described). */
  async remotePreloads(app: string, entry: ReleaseApp, pathname: string): Promise<RemotePreload[]> {
    const [manifest, routeChunks] = await Promise.all([
      this.readText(app, entry.version, 'mf-manifest.json'),
      this.routeChunks(app, entry.version),
    ]);
    return manifest
      ? remotePreloads(entry, manifest, await this.integrity(app, entry.version), { routeChunks, pathname })
      : [];
  }

  private build(app: string, version: string): Promise<PublishedBuild | null> {
    const key = `${app}/${version}`;
    let build = this.builds.get(key);
    if (!build) {
      // A store that cannot be read now answers 404 now, and is tried again on the next request.
      build = this.load(app, version).catch(() => null);
      this.builds.set(key, build);
      void build.then((loaded) => {
        if (!loaded) this.builds.delete(key);
      });
    }
    return build;
  }

  private async load(app: string, version: string): Promise<PublishedBuild | null> {
    let root: string;
    try {
      root = this.store.versionDir(app, version);
    } catch {
      return null;
    }
    // The version folder itself must be a real folder where the store puts it, not a link to elsewhere.
    const [realStore, info] = await Promise.all([
      realpath(this.store.root).catch(() => null),
      lstat(root).catch(() => null),
    ]);
    if (!realStore || !info?.isDirectory()) return null;
    const realRoot = join(realStore, 'apps', app, version);
    if ((await realpath(root).catch(() => null)) !== realRoot) return null;

    const handle = await openRegularFile(join(root, 'publish.json'), join(realRoot, 'publish.json'));
    if (!handle) return null;
    let record: Partial<PublishedVersion>;
    try {
      record = JSON.parse(await handle.readFile('utf8')) as Partial<PublishedVersion>;
    } catch {
      return null;
    } finally {
      await handle.close();
    }
    const paths = Array.isArray(record.paths)
      ? record.paths.filter((path): path is string => typeof path === 'string')
      : await legacyFileList(root);
    const files = new Set(paths.filter((path) => path !== 'publish.json' && isCanonicalPath(path)));
    // The store's integrity.json is served with the build it describes.
    if (record.integrityDocument) files.add(INTEGRITY_FILE);
    return { realRoot, files, integrity: record.integrity ?? {} };
  }
}

/**
 * Versions published before publish.json listed their files: the regular files found the first
 * time the version is asked for, without the store's own files (publish.json, .br, .gz).
 */
async function legacyFileList(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => path !== 'publish.json' && !path.endsWith('.br') && !path.endsWith('.gz'));
}
