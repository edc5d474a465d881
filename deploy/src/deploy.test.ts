import { cp, mkdtemp, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Database } from 'api/db/client';
import { createTestDatabase } from 'api/test/test-database';
import { testConfig } from 'api/test/test-app';
import { DeployError, FRONT_END_APPS } from './apps.js';
import { compose, IncompatibleReleaseError, rollback } from './compose.js';
import { buildDir, defaultVersion, publish } from './publish.js';
import { buildSiteApp } from './serve.js';
import { PAGE_CSP } from './site-plugin.js';
import { ReleaseStore } from './store.js';

// These tests publish the real production builds in <app>/dist (`npm test` builds them first).
let store: ReleaseStore;
let database: Database;
const by = 'tester@ci';

beforeAll(async () => {
  store = new ReleaseStore(await mkdtemp(join(tmpdir(), 'aboki-releases-')));
  database = await createTestDatabase();
});
afterAll(() => database.close());

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
    expect(JSON.parse(await readFile(join(dir, 'publish.json'), 'utf8'))).toMatchObject({
      app: 'mfe-auth',
      publishedBy: by,
    });
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
      /not a production build of mfe-auth: mf-manifest.json is missing/,
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
    });
    expect(await store.currentReleaseId()).toBe(first.id);

    const app = await site();
    try {
      const release = await app.inject({ method: 'GET', url: '/release.json' });
      expect(release.statusCode).toBe(200);
      expect(release.headers['cache-control']).toBe('no-cache');
      expect(release.json()).toEqual(first);

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
      expect(page.body).toContain(
        `<script defer src="${first.apps.shell!.base}${shellEntry.js[0]}"></script>`,
      );
      expect(page.body).toContain(
        `<script type="application/json" id="aboki-release">${JSON.stringify(first)}</script>`,
      );
      expect(page.body).not.toMatch(/<script>(?!<)/);

      // Preload hints: what every page needs next, plus the home page's own chunk on `/` only.
      const shellManifest = JSON.parse(await readFile(join(buildDir('shell'), 'entry.json'), 'utf8')) as {
        preload: { js: string[] };
        routes: Record<string, { js: string[] }>;
      };
      const preloadTag = (file: string) =>
        `<link rel="preload" as="script" href="${first.apps.shell!.base}${file}">`;
      expect(shellManifest.preload.js.length).toBeGreaterThan(0);
      for (const file of shellManifest.preload.js) expect(page.body).toContain(preloadTag(file));
      const homeChunk = shellManifest.routes['/']!.js[0]!;
      expect(page.body).not.toContain(preloadTag(homeChunk));
      const home = await app.inject({
        method: 'GET',
        url: '/?utm_source=whatsapp',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(home.body).toContain(preloadTag(homeChunk));

      const compressed = await app.inject({
        method: 'GET',
        url: '/about',
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
        '/remotes/mfe-auth/no-such-version/remoteEntry.js',
      ]) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
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

describe('serving without a release', () => {
  it('answers pages with 503 and Retry-After until the first release is composed', async () => {
    const empty = new ReleaseStore(await mkdtemp(join(tmpdir(), 'aboki-empty-store-')));
    const app = await buildSiteApp({ config: testConfig(), database, logger: false, store: empty });
    try {
      const page = await app.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe('5');
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
