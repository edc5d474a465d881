import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notModified, pickEncoding, representations, type Representations } from './representations.js';

// What makes the site installable and usable offline: the service worker at the site's root, the
// web app manifest, and the icons (made from the logo in shell/src/layouts/logo.tsx).
// Why: docs/decisions/0037-service-worker-and-page-budgets.md.

/** The service worker's URL: at the root, so its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';
export const MANIFEST_PATH = '/manifest.webmanifest';
export const THEME_COLOUR = '#0b6e3f';

/**
 * The worker's own policy, sent with its script (a worker's CSP comes from its script's response):
 * it fetches only this origin and imports no script.
 */
export const WORKER_CSP = "default-src 'self'; script-src 'none'; object-src 'none'; base-uri 'none'";

// From src/ (tests) and from dist/ alike, these name deploy/dist/sw and deploy/assets/icons.
const WORKER_DIR = new URL('../dist/sw/', import.meta.url);
const ICONS_DIR = new URL('../assets/icons/', import.meta.url);

const ICONS: Record<string, string> = {
  'aboki.svg': 'image/svg+xml',
  'aboki-192.png': 'image/png',
  'aboki-512.png': 'image/png',
  'aboki-maskable-512.png': 'image/png',
};

export const MANIFEST = {
  id: '/',
  name: 'Aboki: trusted help at home and with errands',
  short_name: 'Aboki',
  description: 'Book vetted helpers in Nigeria for cleaning, laundry, errands, repairs and moving.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: THEME_COLOUR,
  icons: [
    { src: '/icons/aboki.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    { src: '/icons/aboki-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/aboki-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/aboki-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * The worker as one classic script: policy.js's declarations (their `export` dropped) then
 * worker.js (its import of them dropped), in a function of their own. A module worker would need
 * neither step, but not every browser Aboki's visitors use runs one.
 */
export function serviceWorkerScript(policy: string, worker: string): string {
  const strip = (source: string) => source.replace(/^\/\/# sourceMappingURL=.*$/m, '');
  const declarations = strip(policy).replace(/^export /gm, '');
  const body = strip(worker).replace(/^import \{[^}]*\} from '\.\/policy\.js';$/m, '');
  if (/^\s*(import|export)\b/m.test(declarations + body)) {
    throw new Error('The service worker script still has an import or export after joining');
  }
  return `'use strict';\n(() => {\n${declarations}\n${body}\n})();\n`;
}

/** Sends a small file read at start, or a 304 when the client's copy is still these bytes. */
function sendStatic(
  request: FastifyRequest,
  reply: FastifyReply,
  file: Representations,
  headers: Record<string, string>,
  compress = true,
) {
  const encoding = compress ? pickEncoding(request.headers['accept-encoding']) : 'identity';
  const { body, etag } = file[encoding];
  reply.headers({ ...headers, etag, 'x-content-type-options': 'nosniff' });
  if (compress) reply.header('vary', 'accept-encoding');
  if (notModified(request.headers['if-none-match'], etag)) return reply.status(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body);
}

/** Registers /sw.js, /manifest.webmanifest and /icons/*: read once, at start. */
export async function installableRoutes(app: FastifyInstance): Promise<void> {
  const worker = representations(
    Buffer.from(
      serviceWorkerScript(
        readFileSync(new URL('policy.js', WORKER_DIR), 'utf8'),
        readFileSync(new URL('worker.js', WORKER_DIR), 'utf8'),
      ),
    ),
  );
  const manifest = representations(Buffer.from(JSON.stringify(MANIFEST)));
  const icons = new Map(
    Object.entries(ICONS).map(([name, type]) => [
      name,
      { type, file: representations(readFileSync(new URL(name, ICONS_DIR)), type === 'image/svg+xml') },
    ]),
  );

  // Never kept long: a changed worker reaches every browser on its next visit (a 304 until then).
  app.get(SERVICE_WORKER_PATH, async (request, reply) =>
    sendStatic(request, reply, worker, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      'content-security-policy': WORKER_CSP,
    }),
  );

  app.get(MANIFEST_PATH, async (request, reply) =>
    sendStatic(request, reply, manifest, {
      'content-type': 'application/manifest+json; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    }),
  );

  app.get<{ Params: { name: string } }>('/icons/:name', async (request, reply) => {
    const icon = icons.get(request.params.name);
    if (!icon) return reply.callNotFound();
    const compress = icon.type === 'image/svg+xml';
    return sendStatic(
      request,
      reply,
      icon.file,
      { 'content-type': icon.type, 'cache-control': 'public, max-age=604800' },
      compress,
    );
  });
}
