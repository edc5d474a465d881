import { cp, mkdtemp, readFile, readdir, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Database } from 'api/db/client';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from 'api/test/test-database';
import { testConfig } from 'api/test/test-app';
import { DeployError, FRONT_END_APPS } from './apps.js';
import { compose, IncompatibleReleaseError, rollback } from './compose.js';
import { buildDir, defaultVersion, publish } from './publish.js';
import { buildSiteApp } from './serve.js';
import { PAGE_CSP } from './site-plugin.js';
import { publicRelease, ReleaseStore } from './store.js';

// These tests publish the real production builds in <app>/dist
// (built first, when missing or stale, by the deploy project's Jest global setup).
let store: ReleaseStore;
let database: Database;
const by = 'tester@ci';

beforeAll(async () => {
  store = new ReleaseStore(await mkdtemp(join(tmpdir(), 'aboki-releases-')));
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/**
 * A GET over a real socket with the path sent byte for byte: app.inject (like a browser) resolves
 * `.`/`%2e` segments before the server sees them, and an attacker's client does not.
 */
async function rawGet(app: FastifyInstance, path: string): Promise<{ status: number; body: string }> {
  const address = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: address.port, path, headers: { 'accept-encoding': 'identity' } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

async function site() {
  const app = await buildSiteApp({ config: testConfig(), database, logger: false, store });
  await app.ready();
  return app;
}

/** A copy of an app's build, changed by `edit`, as a team would produce with different code. */
async function variantBuild(app: string, edit: (dir: string) => Promise<void>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `aboki-${app}-variant-`));
  await cp(buildDir(app), dir, { recursive: true });
  await edit(dir);
  return dir;
}

describe('publish', () => {
  it('copies each build under its content version, precompressed and read-only', async () => {
    for (const app of FRONT_END_APPS) {
      const published = await publish(store, app, { by });
      expect(published.version).toBe(await defaultVersion(app));
      expect(published.version).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{8}$/);
    }
    const dir = store.versionDir('mfe-auth', (await store.listVersions('mfe-auth'))[0]!.version);
    const files = await readdir(dir, { recursive: true });
    const remoteEntry = await readFile(join(dir, 'remoteEntry.js'));
    expect(brotliDecompressSync(await readFile(join(dir, 'remoteEntry.js.br')))).toEqual(remoteEntry);
    expect(gunzipSync(await readFile(join(dir, 'remoteEntry.js.gz')))).toEqual(remoteEntry);
    expect(files).toContain('mf-manifest.json');
    expect((await stat(join(dir, 'remoteEntry.js'))).mode & 0o222).toBe(0);
    const record = JSON.parse(await readFile(join(dir, 'publish.json'), 'utf8'));
    expect(record).toMatchObject({ app: 'mfe-auth', publishedBy: by });
    // The list the server serves from: the build's own files, not the store's additions.
    expect(record.paths).toEqual(
      (await readdir(buildDir('mfe-auth'), { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => relative(buildDir('mfe-auth'), join(entry.parentPath, entry.name)))
        .sort(),
    );
    expect(record.paths).toContain('remoteEntry.js');
    expect(record.paths).not.toContain('publish.json');
    expect(record.paths).not.toContain('remoteEntry.js.br');
    // Five builds, brotli at its best: slow on a small shared machine.
  }, 120_000);

  it('refuses a build holding a symbolic link, naming it, and publishes nothing', async () => {
    const secret = join(await mkdtemp(join(tmpdir(), 'aboki-secret-')), 'secret.txt');
    await writeFile(secret, 'DATABASE_URL=postgres://admin:hunter2@db/aboki');
    const linked = await variantBuild('mfe-aboki', async (dir) => {
      await symlink(secret, join(dir, 'static', 'notes.txt'));
    });
    await expect(publish(store, 'mfe-aboki', { by, dir: linked, version: '0.9.0-link' })).rejects.toThrow(
      /holds entries a build may not contain[^]*- static\/notes\.txt \(symbolic link\)/,
    );
    const linkedFolder = await variantBuild('mfe-aboki', async (dir) => {
      await symlink(tmpdir(), join(dir, 'tmp'));
    });
    await expect(
      publish(store, 'mfe-aboki', { by, dir: linkedFolder, version: '0.9.0-link' }),
    ).rejects.toThrow(/- tmp \(symbolic link\)/);
    expect(await store.hasVersion('mfe-aboki', '0.9.0-link')).toBe(false);
  });

  it('refuses to publish over an existing version', async () => {
    await expect(publish(store, 'mfe-auth', { by })).rejects.toThrow(
      /already published, and published versions never change/,
    );
  });

  it('refuses unknown apps, unsafe versions and folders that are not builds', async () => {
    await expect(publish(store, 'mfe-payments', { by })).rejects.toThrow('Unknown app "mfe-payments"');
    await expect(publish(store, 'mfe-auth', { by, version: '../../etc' })).rejects.toThrow(
      'is not a valid version',
    );
    const empty = await mkdtemp(join(tmpdir(), 'aboki-empty-'));
    await expect(publish(store, 'mfe-auth', { by, dir: empty, version: '9.9.9' })).rejects.toThrow(
      /not a build of mfe-auth made by this repository's tooling: build.json is missing/,
    );
  });
});

describe('compose, serve and rollback', () => {
  let first: Awaited<ReturnType<typeof compose>>;

  it('composes the latest published version of every app and serves it', async () => {
    first = await compose(store, [], by);
    expect(Object.keys(first.apps).sort()).toEqual([...FRONT_END_APPS].sort());
    expect(first.apps['mfe-auth']).toEqual({
      version: await defaultVersion('mfe-auth'),
      base: `/remotes/mfe-auth/${await defaultVersion('mfe-auth')}/`,
      integrity: expect.stringMatching(/^sha384-[A-Za-z0-9+/]{64}$/) as unknown,
      manifestIntegrity: expect.stringMatching(/^sha384-[A-Za-z0-9+/]{64}$/) as unknown,
    });
    expect(await store.currentReleaseId()).toBe(first.id);

    const app = await site();
    try {
      const release = await app.inject({ method: 'GET', url: '/release.json' });
      expect(release.statusCode).toBe(200);
      expect(release.headers['cache-control']).toBe('no-cache');
      expect(release.json()).toEqual(publicRelease(first));
      // Who composed the release (a login and a host) stays in the store, out of what browsers get.
      expect(release.body).not.toContain('createdBy');
      expect(release.body).not.toContain(by);
      expect((await store.readRelease(first.id))?.createdBy).toBe(by);

      const page = await app.inject({
        method: 'GET',
        url: '/select-aboki/confirm-request',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toBe(PAGE_CSP);
      expect(PAGE_CSP).not.toMatch(/unsafe-(inline|eval)/);
      expect(page.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
      const shellEntry = JSON.parse(await readFile(join(buildDir('shell'), 'entry.json'), 'utf8')) as {
        js: string[];
      };
      // Each with the digest publish recorded (decision 0031); a painted skeleton's entry is started
      // by the shell's loader after the first paint (decision 0036).
      expect(page.body).toMatch(
        new RegExp(
          `<script defer src="${first.apps.shell!.base}${shellEntry.js[0]}" integrity="sha384-[A-Za-z0-9+/]{64}" type="aboki/entry"></script>`,
        ),
      );
      expect(page.body).toContain(
        `<script type="application/json" id="aboki-release">${JSON.stringify(publicRelease(first))}</script>`,
      );
      expect(page.body).not.toContain('createdBy');
      expect(page.body).not.toContain(by);
      expect(page.body).not.toMatch(/<script>(?!<)/);

      // Preload hints, started with the entry by its loader: what every page needs next, plus the
      // home page's own chunk on `/` only. The home page is prerendered (decision 0036): its
      // stylesheet applies at once, its scripts follow.
      const shellManifest = JSON.parse(await readFile(join(buildDir('shell'), 'entry.json'), 'utf8')) as {
        preload: { js: string[] };
        federation: { js: string[] };
        routes: Record<string, { js: string[]; css: string[] }>;
      };
      const preloadTag = (file: string) =>
        `<script type="aboki/preload" src="${first.apps.shell!.base}${file}" integrity="`;
      expect(shellManifest.preload.js.length).toBeGreaterThan(0);
      for (const file of shellManifest.preload.js) expect(page.body).toContain(preloadTag(file));
      const homeChunk = shellManifest.routes['/']!.js.find((file) => file.includes('page-home'))!;
      expect(homeChunk).toBeDefined();
      expect(page.body).not.toContain(preloadTag(homeChunk));
      // A remote's route (this page) starts the federation host at once: its chunks come with the entry.
      expect(shellManifest.federation.js.length).toBeGreaterThan(0);
      for (const file of shellManifest.federation.js) expect(page.body).toContain(preloadTag(file));
      const home = await app.inject({
        method: 'GET',
        url: '/?utm_source=whatsapp',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(home.body).toContain(
        `<link rel="stylesheet" href="${first.apps.shell!.base}${shellManifest.routes['/']!.css[0]!}" integrity="`,
      );
      expect(home.body).not.toContain(preloadTag(homeChunk));
      // A public page loads no federation runtime until a remote's route is opened.
      const host = shellManifest.federation.js.find((file) => file.includes('/federation.'))!;
      expect(host).toBeDefined();
      expect(home.body).not.toContain(preloadTag(host));

      const compressed = await app.inject({
        method: 'GET',
        url: '/select-aboki/confirm-request',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(page.body);

      const entry = await app.inject({
        method: 'GET',
        url: `${first.apps['mfe-auth']!.base}remoteEntry.js`,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(entry.statusCode).toBe(200);
      expect(entry.headers).toMatchObject({
        'cache-control': 'public, max-age=31536000, immutable',
        'content-encoding': 'gzip',
        'content-type': 'text/javascript; charset=utf-8',
        vary: 'accept-encoding',
      });
      expect(gunzipSync(entry.rawPayload)).toEqual(
        await readFile(join(buildDir('mfe-auth'), 'remoteEntry.js')),
      );

      for (const url of [
        // An encoded slash survives URL normalisation and reaches the file lookup as `../`.
        `${first.apps['mfe-auth']!.base}..%2f..%2fshell%2f${first.apps.shell!.version}%2fentry.json`,
        `${first.apps['mfe-auth']!.base}publish.json`,
        `${first.apps['mfe-auth']!.base}remoteEntry.js.gz`,
        '/remotes/mfe-auth/no-such-version/remoteEntry.js',
      ]) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      // A text message's short link leads to the job's page (which asks a visitor to sign in first).
      const short = await app.inject({ method: 'GET', url: '/j/abk-7kq2m9' });
      expect(short.statusCode).toBe(302);
      expect(short.headers.location).toBe('/manage-services-request/job/ABK-7KQ2M9');
      expect(short.headers['cache-control']).toBe('no-store');
      const odd = await app.inject({ method: 'GET', url: '/j/%2F%2Fevil.example' });
      expect(odd.headers.location).toBe('/manage-services-request/job/%2F%2FEVIL.EXAMPLE');
      const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(robots.body).toMatch(/^User-agent: \*\nDisallow: \/api\/\n/);

      const api404 = await app.inject({ method: 'GET', url: '/api/v1/nothing' });
      expect(api404.statusCode).toBe(404);
      expect(api404.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    } finally {
      await app.close();
    }
  });

  it('switches a running server to a newly composed release, and back on rollback, without a restart', async () => {
    const variant = await variantBuild('mfe-aboki', async (dir) => {
      await writeFile(join(dir, 'NOTICE.txt'), 'a different build');
    });
    const published = await publish(store, 'mfe-aboki', { by, dir: variant, version: '0.2.0-next' });
    expect(published.version).toBe('0.2.0-next');

    const app = await site();
    try {
      const before = (await app.inject({ method: 'GET', url: '/release.json' })).json();
      const second = await compose(store, [], by);
      expect(second.apps['mfe-aboki']!.version).toBe('0.2.0-next');
      expect(second.apps.shell).toEqual(first.apps.shell);
      const after = (await app.inject({ method: 'GET', url: '/release.json' })).json();
      expect(after.id).toBe(second.id);
      expect(after.id).not.toBe(before.id);
      expect((await app.inject({ method: 'GET', url: '/aboki' })).body).toContain(
        '/remotes/mfe-aboki/0.2.0-next/',
      );

      const restored = await rollback(store, undefined, by);
      expect(restored.id).toBe(first.id);
      expect((await app.inject({ method: 'GET', url: '/release.json' })).json().id).toBe(first.id);
      // The newer version stays published, so tabs still open on it keep working.
      const stillThere = await app.inject({ method: 'GET', url: '/remotes/mfe-aboki/0.2.0-next/NOTICE.txt' });
      expect(stillThere.body).toBe('a different build');

      await rollback(store, second.id, by);
      expect((await app.inject({ method: 'GET', url: '/release.json' })).json().id).toBe(second.id);
      await rollback(store, first.id, by);
    } finally {
      await app.close();
    }
    expect((await store.history()).map((event) => event.action)).toEqual([
      'compose',
      'compose',
      'rollback',
      'rollback',
      'rollback',
    ]);
  });

  it('composes named versions and refuses unknown ones', async () => {
    const named = await compose(store, [`mfe-aboki@${first.apps['mfe-aboki']!.version}`], by);
    expect(named.apps['mfe-aboki']!.version).toBe(first.apps['mfe-aboki']!.version);
    await expect(compose(store, ['mfe-aboki@7.7.7'], by)).rejects.toThrow(/mfe-aboki@7.7.7 is not published/);
    await expect(compose(store, ['mfe-aboki'], by)).rejects.toThrow('should read <app>@<version>');
    await expect(compose(store, ['mfe-aboki@0.2.0-next', 'mfe-aboki@0.2.0-next'], by)).rejects.toThrow(
      'named twice',
    );
  });

  it('refuses a remote built against a React the shell does not provide, and keeps the current release', async () => {
    const variant = await variantBuild('mfe-requests', async (dir) => {
      const file = join(dir, 'mf-manifest.json');
      const manifest = JSON.parse(await readFile(file, 'utf8'));
      for (const entry of manifest.shared) if (entry.name === 'react') entry.requiredVersion = '^20.0.0';
      await writeFile(file, JSON.stringify(manifest));
    });
    await publish(store, 'mfe-requests', { by, dir: variant, version: '0.3.0-react20' });
    const currentBefore = await store.currentReleaseId();
    const releasesBefore = (await store.listReleases()).length;

    const refused = await compose(store, ['mfe-requests@0.3.0-react20'], by).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(IncompatibleReleaseError);
    expect((refused as IncompatibleReleaseError).problems).toEqual([
      expect.stringMatching(/^mfe-requests requires react \^20\.0\.0, but the shell provides 19\./),
    ]);
    expect(await store.currentReleaseId()).toBe(currentBefore);
    expect(await store.listReleases()).toHaveLength(releasesBefore);
  });

  it('refuses to roll back past the first release or to an unknown one', async () => {
    const releases = await store.listReleases();
    await rollback(store, releases[0]!.id, by);
    await expect(rollback(store, undefined, by)).rejects.toThrow(
      'There is no earlier release to roll back to',
    );
    await expect(rollback(store, 'r-20990101-000000-dead', by)).rejects.toThrow(DeployError);
    await expect(rollback(store, releases[0]!.id, by)).rejects.toThrow('is already the current release');
  });
});

describe('serving only what was published', () => {
  it('answers 404 to a published file spelt another way (dot segments, encoded dots and slashes)', async () => {
    const base = (await store.currentRelease())!.apps['mfe-auth']!.base;
    const app = await site();
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect((await rawGet(app, `${base}remoteEntry.js`)).status).toBe(200);
      for (const path of [
        './publish.json',
        '%2e/publish.json',
        '%2E/publish.json',
        'static/../publish.json',
        './remoteEntry.js',
        '%2e/remoteEntry.js',
        './/remoteEntry.js',
        'static//../remoteEntry.js',
        'static/%2e%2e/remoteEntry.js',
        'static%2f..%2fremoteEntry.js',
      ]) {
        const response = await rawGet(app, `${base}${path}`);
        expect({ path, status: response.status }).toEqual({ path, status: 404 });
        expect(response.body).not.toContain(by);
      }
    } finally {
      await app.close();
    }
  });

  it('serves the files the build listed, never a file planted later, a symbolic link or a linked folder', async () => {
    const secret = join(await mkdtemp(join(tmpdir(), 'aboki-secret-')), 'secret.txt');
    await writeFile(secret, 'APP_SECRET=do-not-serve-me');
    const variant = await variantBuild('mfe-aboki', async (dir) => {
      await writeFile(join(dir, 'NOTICE.txt'), 'a planted-store test build');
    });
    const version = '0.4.0-planted';
    await publish(store, 'mfe-aboki', { by, dir: variant, version });
    const root = store.versionDir('mfe-aboki', version);
    const base = `/remotes/mfe-aboki/${version}/`;
    const staticFile = (
      JSON.parse(await readFile(join(root, 'publish.json'), 'utf8')) as { paths: string[] }
    ).paths.find((path) => path.startsWith('static/js/') && path.endsWith('.js'))!;
    const remoteEntry = await readFile(join(buildDir('mfe-aboki'), 'remoteEntry.js'));

    const app = await site();
    try {
      const get = (url: string, encoding = 'identity') =>
        app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect((await get(`${base}NOTICE.txt`)).body).toBe('a planted-store test build');
      expect((await get(`${base}${staticFile}`)).statusCode).toBe(200);

      // Someone with write access to the store adds files: none of them is in the build's list.
      await writeFile(join(root, 'extra.txt'), 'not part of the build');
      await symlink(secret, join(root, 'linked.txt'));
      for (const path of ['extra.txt', 'linked.txt']) {
        const response = await get(`${base}${path}`);
        expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
      }

      // A listed file swapped for a link, and a compressed variant swapped for one.
      await rm(join(root, 'NOTICE.txt'));
      await symlink(secret, join(root, 'NOTICE.txt'));
      const notice = await get(`${base}NOTICE.txt`);
      expect(notice.statusCode).toBe(404);
      expect(notice.body).not.toContain('do-not-serve-me');
      await rm(join(root, 'remoteEntry.js.gz'));
      await symlink(secret, join(root, 'remoteEntry.js.gz'));
      const entry = await get(`${base}remoteEntry.js`, 'gzip');
      expect(entry.statusCode).toBe(200);
      expect(entry.headers['content-encoding']).toBeUndefined();
      expect(entry.rawPayload).toEqual(remoteEntry);

      // A listed file reached through a folder that became a link.
      await rename(join(root, 'static'), join(root, 'static-moved'));
      await symlink(join(root, 'static-moved'), join(root, 'static'));
      expect((await get(`${base}${staticFile}`)).statusCode).toBe(404);

      // A whole version that is a link to another folder.
      await symlink(root, join(root, '..', '0.5.0-linked'));
      expect((await get(`/remotes/mfe-aboki/0.5.0-linked/remoteEntry.js`)).statusCode).toBe(404);
    } finally {
      await app.close();
      await rm(join(root, '..', '0.5.0-linked'), { force: true });
    }
  });

  it('serves a version published before publish.json listed its files from the files it held', async () => {
    const version = '0.4.1-legacy';
    await publish(store, 'mfe-aboki', { by, dir: buildDir('mfe-aboki'), version });
    const root = store.versionDir('mfe-aboki', version);
    const record = JSON.parse(await readFile(join(root, 'publish.json'), 'utf8')) as Record<string, unknown>;
    delete record.paths;
    await rm(join(root, 'publish.json'));
    await writeFile(join(root, 'publish.json'), JSON.stringify(record));

    const app = await site();
    try {
      const base = `/remotes/mfe-aboki/${version}/`;
      const entry = await app.inject({
        method: 'GET',
        url: `${base}remoteEntry.js`,
        headers: { 'accept-encoding': 'br' },
      });
      expect(entry.statusCode).toBe(200);
      expect(entry.headers['content-encoding']).toBe('br');
      for (const path of ['publish.json', 'remoteEntry.js.br', 'remoteEntry.js.gz', 'nothing.js']) {
        const response = await app.inject({ method: 'GET', url: `${base}${path}` });
        expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
      }
    } finally {
      await app.close();
    }
  });
});

describe('serving without a release', () => {
  it('answers pages with 503 and Retry-After until the first release is composed', async () => {
    const empty = new ReleaseStore(await mkdtemp(join(tmpdir(), 'aboki-empty-store-')));
    const app = await buildSiteApp({ config: testConfig(), database, logger: false, store: empty });
    try {
      const page = await app.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe('5');
      // Nothing to revalidate: no document yet.
      expect(page.headers.etag).toBeUndefined();
      expect(
        (await app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': '*' } })).statusCode,
      ).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
