import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { VERSION_PATTERN } from './apps.js';
import { preloadRoute, renderDocument, type ShellEntry } from './document.js';
import type { Release, ReleaseStore } from './store.js';

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
  'Disallow: /api/',
  'Disallow: /profile/',
  'Disallow: /manage-services-request/',
  'Disallow: /select-services/',
  'Disallow: /aboki/',
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

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (a q=0 refuses it). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

interface RenderedDocument {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Serves the current release: `/release.json`, the published builds under `/remotes/<app>/<version>/`,
 * and the HTML document for every other non-API path (the shell routes in the browser). The current
 * release is re-read whenever current.json changes, so compose and rollback apply without a restart.
 */
export const sitePlugin = fp<{ store: ReleaseStore }>(async (app: FastifyInstance, { store }) => {
  let cached: { stamp: string; release: Release | null } | undefined;
  // The current release's shell entry and its documents, one per preload route (few): rendered once.
  let rendering:
    { releaseId: string; entry: ShellEntry; documents: Map<string | null, RenderedDocument> } | undefined;

  async function currentRelease(): Promise<Release | null> {
    const info = await stat(store.currentFile).catch(() => null);
    const stamp = info ? `${info.mtimeMs}:${info.size}:${info.ino}` : 'none';
    if (cached?.stamp !== stamp) cached = { stamp, release: await store.currentRelease() };
    return cached.release;
  }

  async function renderedDocument(release: Release, path: string): Promise<RenderedDocument> {
    if (rendering?.releaseId !== release.id) {
      const shell = release.apps.shell!;
      const entry = JSON.parse(
        await readFile(join(store.versionDir('shell', shell.version), 'entry.json'), 'utf8'),
      ) as ShellEntry;
      rendering = { releaseId: release.id, entry, documents: new Map() };
    }
    const route = preloadRoute(rendering.entry, path);
    let document = rendering.documents.get(route);
    if (!document) {
      const identity = Buffer.from(renderDocument(release, rendering.entry, route));
      document = { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
      rendering.documents.set(route, document);
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

  app.get('/release.json', async (_request, reply) => {
    const release = await currentRelease();
    if (!release) return noRelease(reply);
    return reply
      .headers({ ...PAGE_HEADERS, 'cache-control': 'no-cache' })
      .type(CONTENT_TYPES['.json']!)
      .send(JSON.stringify(release));
  });

  app.get<{ Params: { app: string; version: string; '*': string } }>(
    '/remotes/:app/:version/*',
    async (request, reply) => {
      const { app: appName, version, '*': path } = request.params;
      const file = resolvePublishedFile(store, appName, version, path);
      if (!file) return reply.callNotFound();
      const encoding = COMPRESSIBLE_TYPES.has(extname(file))
        ? pickEncoding(request.headers['accept-encoding'])
        : 'identity';
      for (const candidate of encoding === 'br'
        ? ['br', 'gzip', 'identity']
        : encoding === 'gzip'
          ? ['gzip', 'identity']
          : ['identity']) {
        const variant = candidate === 'br' ? `${file}.br` : candidate === 'gzip' ? `${file}.gz` : file;
        const info = await stat(variant).catch(() => null);
        if (!info?.isFile()) continue;
        reply.headers({
          'cache-control': IMMUTABLE,
          'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
          'content-length': String(info.size),
          'x-content-type-options': 'nosniff',
          vary: 'accept-encoding',
          ...(candidate === 'identity' ? {} : { 'content-encoding': candidate }),
        });
        return reply.send(request.method === 'HEAD' ? '' : createReadStream(variant));
      }
      return reply.callNotFound();
    },
  );

  // Every other GET outside /api is a page of the single-page site.
  app.get('/*', async (request: FastifyRequest, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/remotes/')) {
      return reply.callNotFound();
    }
    const release = await currentRelease();
    if (!release) return noRelease(reply);
    const rendered = await renderedDocument(release, request.url.split('?')[0]!);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const body = encoding === 'identity' ? rendered.identity : rendered[encoding];
    reply.headers({ ...PAGE_HEADERS, 'cache-control': 'no-cache', vary: 'accept-encoding' });
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body);
  });
});

const COMPRESSIBLE_TYPES = new Set(['.js', '.mjs', '.css', '.json', '.map', '.html', '.svg', '.txt']);

/** The file a `/remotes/...` URL names inside the store, or null when it could name anything outside. */
function resolvePublishedFile(
  store: ReleaseStore,
  app: string,
  version: string,
  path: string,
): string | null {
  if (
    !VERSION_PATTERN.test(version) ||
    !path ||
    path.endsWith('.br') ||
    path.endsWith('.gz') ||
    path === 'publish.json'
  ) {
    return null;
  }
  let root: string;
  try {
    root = store.versionDir(app, version);
  } catch {
    return null;
  }
  const file = normalize(join(root, path));
  return file.startsWith(root + sep) ? file : null;
}
