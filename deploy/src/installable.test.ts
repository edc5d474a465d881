import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync } from 'node:zlib';
import type { Database } from 'api/db/client';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from 'api/test/test-database';
import { testConfig } from 'api/test/test-app';
import { renderDocument } from './document.js';
import { serviceWorkerScript, THEME_COLOUR, WORKER_CSP, type MANIFEST } from './installable.js';
import { buildSiteApp } from './serve.js';
import { PAGE_CSP } from './site-plugin.js';
import { ReleaseStore } from './store.js';

// The worker is served from deploy/dist/sw, compiled by the deploy tests' Jest global setup (scripts/jest/build-deploy.mjs).
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  const store = new ReleaseStore(await mkdtemp(join(tmpdir(), 'aboki-installable-')));
  app = await buildSiteApp({ config: testConfig(), database, logger: false, store });
  await app.ready();
});
afterAll(async () => {
  // Each only if it was made: a failed beforeAll must still close the database, or Jest never exits.
  await app?.close();
  await database?.close();
});

describe('the service worker script', () => {
  it('is served at the root (scope: the whole site), as JavaScript, never cached without asking', async () => {
    const response = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // A worker's CSP comes from its script: this origin only, and it imports no script.
    expect(response.headers['content-security-policy']).toBe(WORKER_CSP);
    expect(response.headers['service-worker-allowed']).toBeUndefined();
    const script = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(script).toContain("addEventListener('fetch'");
  });

  it('answers a browser’s update check with 304 while it has not changed', async () => {
    const first = await app.inject({ url: '/sw.js' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const check = await app.inject({ url: '/sw.js', headers: { 'if-none-match': etag } });
    expect(check.statusCode).toBe(304);
    expect(check.body).toBe('');
    const other = await app.inject({ url: '/sw.js', headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
    // A list naming it, as a cache holding several copies sends.
    const listed = await app.inject({ url: '/sw.js', headers: { 'if-none-match': `"older", ${etag}` } });
    expect(listed.statusCode).toBe(304);
    // Each content coding's bytes have their own tag: a strong tag names exact bytes.
    const compressed = await app.inject({
      url: '/sw.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers.etag).not.toBe(etag);
  });

  it('is one classic script: it runs, and handles published files and pages but not the API', async () => {
    const { body } = await app.inject({ url: '/sw.js' });
    const listeners = new Map<string, (event: unknown) => void>();
    const worker = {
      location: { origin: 'https://aboki.test' },
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      caches: {},
      clients: {},
    };
    runInNewContext(body, { ...worker, globalThis: worker, URL, crypto, btoa, Headers, Response });
    expect([...listeners.keys()].sort()).toEqual(['activate', 'fetch', 'install', 'message']);

    const answered = (url: string, mode = 'cors', method = 'GET') => {
      let respondedTo = false;
      listeners.get('fetch')!({
        request: { url, mode, method },
        respondWith: (response: Promise<unknown>) => {
          respondedTo = true;
          response.catch(() => undefined); // The fake has no caches: only whether it answered counts.
        },
        waitUntil: () => undefined,
      });
      return respondedTo;
    };
    expect(answered('https://aboki.test/remotes/shell/0.1.0-a/main.js')).toBe(true);
    expect(answered('https://aboki.test/contact', 'navigate')).toBe(true);
    expect(answered('https://aboki.test/api/v1/services')).toBe(false);
    expect(answered('https://aboki.test/release.json')).toBe(false);
    expect(answered('https://aboki.test/api/v1/contact', 'cors', 'POST')).toBe(false);
  });

  it('refuses to join sources that would leave an import or export behind', () => {
    expect(() =>
      serviceWorkerScript('export function a() {}\n', "import { b } from './other.js';\n"),
    ).toThrow(/import or export/);
    expect(
      serviceWorkerScript('export const a = 1;\n', "import { a } from './policy.js';\na;\n"),
    ).not.toMatch(/^\s*(import|export)\b/m);
  });
});

describe('the web app manifest and icons', () => {
  it('names Aboki, in its colour, with icons the server serves', async () => {
    const response = await app.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = response.json<typeof MANIFEST>();
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Aboki'),
      short_name: 'Aboki',
      start_url: '/',
    });
    expect(manifest.theme_color).toBe('#0b6e3f');
    expect(THEME_COLOUR).toBe('#0b6e3f');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

    for (const icon of manifest.icons) {
      const file = await app.inject({ url: icon.src });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(icon.type);
      if (icon.type === 'image/png') {
        // A real PNG of the size the manifest states (IHDR width and height).
        const png = file.rawPayload;
        expect(png.subarray(1, 4).toString()).toBe('PNG');
        const size = Number(icon.sizes.split('x')[0]);
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
      } else {
        expect(file.body).toContain('<svg');
      }
    }
  });

  it('serves no other file under /icons/', async () => {
    for (const url of ['/icons/publish.json', '/icons/aboki.svg.br', '/icons/secret.png']) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
  });
});

describe('pages', () => {
  it('link the manifest, and their CSP lets only this origin give the site a worker or manifest', () => {
    const html = renderDocument(
      { id: 'r-1', apps: { shell: { version: '1', base: '/remotes/shell/1/' } } },
      { js: ['main.js'], css: [] },
    );
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(PAGE_CSP).toContain("worker-src 'self'");
    expect(PAGE_CSP).toContain("manifest-src 'self'");
  });
});
