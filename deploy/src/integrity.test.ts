import { createHash } from 'node:crypto';
import { chmod, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'api/db/client';
import { createTestDatabase } from 'api/test/test-database';
import { testConfig } from 'api/test/test-app';
import { FRONT_END_APPS } from './apps.js';
import { compose, rollback } from './compose.js';
import { INTEGRITY_FILE, tamperedFiles } from './integrity.js';
import { buildDir, publish } from './publish.js';
import { buildSiteApp } from './serve.js';
import { ReleaseStore, type Release } from './store.js';

// Publishes the real production builds in <app>/dist
// (built first, when missing or stale, by the deploy project's Jest global setup).
let store: ReleaseStore;
let database: Database;
let release: Release;
const by = 'tester@ci';
const digest = (content: Buffer | string) =>
  `sha384-${createHash('sha384').update(content).digest('base64')}`;

beforeAll(async () => {
  store = new ReleaseStore(await mkdtemp(join(tmpdir(), 'aboki-integrity-')));
  database = await createTestDatabase();
  for (const app of FRONT_END_APPS) await publish(store, app, { by });
  release = await compose(store, [], by);
}, 180_000);
afterAll(async () => {
  await database?.close();
  await rm(store.root, { recursive: true, force: true });
});

/** Changes one byte of a published file, as a broken disk, CDN or intruder would. */
async function flipByte(app: string, version: string, path: string): Promise<() => Promise<void>> {
  const file = join(store.versionDir(app, version), path);
  const original = await readFile(file);
  const changed = Buffer.from(original);
  changed[Math.floor(changed.length / 2)] ^= 0x01;
  await chmod(file, 0o644);
  await writeFile(file, changed);
  return async () => {
    await writeFile(file, original);
    await chmod(file, 0o444);
  };
}

describe('publish records a SHA-384 of every file', () => {
  it('for each file of the build, and lists those browsers load in integrity.json', async () => {
    const { version } = release.apps['mfe-auth']!;
    const record = (await store.readPublished('mfe-auth', version))!;
    expect(Object.keys(record.integrity!).sort()).toEqual(record.paths);
    for (const path of record.paths!) {
      expect(record.integrity![path]).toBe(digest(await readFile(join(buildDir('mfe-auth'), path))));
    }
    const document = await readFile(join(store.versionDir('mfe-auth', version), INTEGRITY_FILE));
    expect(record.integrityDocument).toBe(digest(document));
    const { files } = JSON.parse(document.toString()) as { files: Record<string, string> };
    expect(files['remoteEntry.js']).toBe(record.integrity!['remoteEntry.js']);
    expect(files['mf-manifest.json']).toBe(record.integrity!['mf-manifest.json']);
    expect(Object.keys(files).some((path) => path.endsWith('.map'))).toBe(false);
    expect(Object.keys(files).filter((path) => path.endsWith('.js')).length).toBeGreaterThan(1);
  });

  it('refuses a build that brings its own integrity.json', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'aboki-own-integrity-'));
    await cp(buildDir('mfe-auth'), dir, { recursive: true });
    await writeFile(join(dir, INTEGRITY_FILE), '{}');
    await expect(publish(store, 'mfe-auth', { by, dir, version: '9.0.0-own' })).rejects.toThrow(
      'has a integrity.json',
    );
  });
});

describe('a release carries each app’s digest', () => {
  it('the digest of its integrity.json, which the server serves byte for byte', async () => {
    const app = await buildSiteApp({ config: testConfig(), database, logger: false, store });
    try {
      for (const name of FRONT_END_APPS) {
        const { base, integrity } = release.apps[name]!;
        const response = await app.inject({
          url: `${base}${INTEGRITY_FILE}`,
          headers: { 'accept-encoding': 'identity' },
        });
        expect(response.statusCode).toBe(200);
        expect(digest(response.rawPayload)).toBe(integrity);
      }
      // The document checks the shell's own files and tells the page the digests of its chunks.
      // A remote's page: its document names the shell's entry and next chunks for the loader to
      // start after the skeleton's paint (a prerendered page loads the next chunks later), and
      // preloads the remote's files at once, every one with its digest.
      const html = (await app.inject({ url: '/sign-in', headers: { 'accept-encoding': 'identity' } })).body;
      const shell = (await store.readPublished('shell', release.apps.shell!.version))!;
      const main = shell.paths!.find((path) => /^static\/js\/main\.[0-9a-f]+\.js$/.test(path))!;
      const loader = shell.paths!.find((path) => /^static\/js\/entry-loader\.[0-9a-f]+\.js$/.test(path))!;
      expect(html).toContain(
        `<script defer src="${release.apps.shell!.base}${main}" integrity="${shell.integrity![main]}" type="aboki/entry"></script>`,
      );
      expect(html).toContain(
        `<script async src="${release.apps.shell!.base}${loader}" integrity="${shell.integrity![loader]}"></script>`,
      );
      expect(html).toMatch(/<script type="aboki\/preload" src="[^"]+" integrity="sha384-/);
      expect(html).toMatch(/<link rel="preload" as="script" href="[^"]+" integrity="sha384-/);
      const embedded = JSON.parse(
        /<script type="application\/json" id="aboki-integrity">([^<]*)<\/script>/.exec(html)![1]!,
      ) as Record<string, string>;
      expect(embedded[`${release.apps.shell!.base}${main}`]).toBe(shell.integrity![main]);
    } finally {
      await app.close();
    }
  });
});

describe('fail closed', () => {
  it('compose and rollback refuse a version whose published bytes changed, naming the file', async () => {
    const { version } = release.apps['mfe-aboki']!;
    const record = (await store.readPublished('mfe-aboki', version))!;
    const chunk = record.paths!.find((path) => /^static\/js\/.+\.js$/.test(path))!;
    const restore = await flipByte('mfe-aboki', version, chunk);
    try {
      expect(await tamperedFiles(store, record)).toEqual([chunk]);
      await expect(compose(store, [], by)).rejects.toThrow(
        `mfe-aboki@${version} has changed since it was published; these files differ from their recorded digests:\n  - ${chunk}`,
      );
      const second = await compose(store, [], by).catch(() => null);
      expect(second).toBeNull();
    } finally {
      await restore();
    }
    expect(await tamperedFiles(store, record)).toEqual([]);
    const next = await compose(store, [], by);
    const restoreAgain = await flipByte('mfe-aboki', version, chunk);
    try {
      await expect(rollback(store, release.id, by)).rejects.toThrow('has changed since it was published');
      expect(await store.currentReleaseId()).toBe(next.id);
    } finally {
      await restoreAgain();
    }
  });

  it('refuses versions published before digests were kept', async () => {
    const { version } = release.apps['mfe-auth']!;
    const file = join(store.versionDir('mfe-auth', version), 'publish.json');
    const original = await readFile(file, 'utf8');
    const {
      integrity: _i,
      integrityDocument: _d,
      ...legacy
    } = JSON.parse(original) as Record<string, unknown>;
    await chmod(file, 0o644);
    await writeFile(file, JSON.stringify(legacy));
    try {
      await expect(compose(store, [], by)).rejects.toThrow(
        `mfe-auth@${version} was published before file digests were recorded`,
      );
    } finally {
      await writeFile(file, original);
      await chmod(file, 0o444);
    }
  });
});
