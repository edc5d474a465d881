import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'api/db/client';
import { countReport } from 'api/modules/client-reports/client-reports-repository';
import { createTestDatabase } from 'api/test/test-database';
import { testConfig } from 'api/test/test-app';
import { FRONT_END_APPS } from './apps.js';
import {
  ABORT_RULE,
  AUTOMATIC,
  abortCanary,
  abortReason,
  inCanary,
  promoteCanary,
  startCanary,
} from './canary.js';
import { compose } from './compose.js';
import { buildDir, publish } from './publish.js';
import { buildSiteApp } from './serve.js';
import { ReleaseStore, type Release } from './store.js';

// Publishes the real production builds in <app>/dist
// (built first, when missing or stale, by the deploy project's Jest global setup).
let store: ReleaseStore;
let database: Database;
let release: Release;
const by = 'tester@ci';
const NEXT = '1.4.0-canary';

beforeAll(async () => {
  store = new ReleaseStore(await mkdtemp(join(tmpdir(), 'aboki-canary-')));
  database = await createTestDatabase();
  for (const app of FRONT_END_APPS) await publish(store, app, { by });
  const dir = await mkdtemp(join(tmpdir(), 'aboki-auth-next-'));
  await cp(buildDir('mfe-auth'), dir, { recursive: true });
  await publish(store, 'mfe-auth', { by, dir, version: NEXT });
  // The release runs mfe-auth as built; NEXT (the same build under a new version) is the canary.
  const builtAuth = (await store.listVersions('mfe-auth')).find((version) => version.version !== NEXT)!;
  release = await compose(store, [`mfe-auth@${builtAuth.version}`], by);
}, 180_000);
afterAll(async () => {
  await database?.close();
  await rm(store.root, { recursive: true, force: true });
});
afterEach(() => abortCanary(store, by));

describe('canary assignment', () => {
  const canary = { app: 'mfe-auth', version: NEXT, percent: 10 };

  it('is sticky: the same visitor is always on the same side', () => {
    for (let i = 0; i < 200; i += 1)
      expect(inCanary(canary, `visitor:${i}`)).toBe(inCanary(canary, `visitor:${i}`));
  });

  it('gives the canary its share of 10,000 visitors, within 3 points', () => {
    for (const percent of [10, 50]) {
      let inside = 0;
      for (let i = 0; i < 10_000; i += 1) if (inCanary({ ...canary, percent }, `visitor:${i}`)) inside += 1;
      expect(Math.abs(inside / 100 - percent)).toBeLessThanOrEqual(3);
    }
  });
});

describe('the automatic abort rule', () => {
  it('waits for enough page loads, then aborts only when clearly worse than the release', () => {
    const baseline = { pageLoads: 1000, errors: 10 }; // 1 %
    expect(abortReason({ pageLoads: ABORT_RULE.minPageLoads - 1, errors: 40 }, baseline)).toBeNull();
    expect(abortReason({ pageLoads: 100, errors: 2 }, baseline)).toBeNull(); // 2 %: not over 2 %
    expect(abortReason({ pageLoads: 100, errors: 3 }, { pageLoads: 100, errors: 2 })).toBeNull(); // not over 2×
    expect(abortReason({ pageLoads: 100, errors: 3 }, baseline)).toBe(
      'error rate 3.0 % over 100 page loads, against 1.0 % over 1000 on the release (limit: over 2.0 % and over 2× the release)',
    );
    expect(abortReason({ pageLoads: 50, errors: 5 }, { pageLoads: 0, errors: 0 })).toMatch(
      /^error rate 10\.0 %/,
    );
  });
});

describe('canary, promote, abort', () => {
  it('refuses what cannot be a canary', async () => {
    await expect(startCanary(store, `shell@${release.apps.shell!.version}`, 10, by)).rejects.toThrow(
      'The shell cannot',
    );
    await expect(startCanary(store, `mfe-auth@${NEXT}`, 0, by)).rejects.toThrow('--percent');
    await expect(startCanary(store, 'mfe-auth@9.9.9', 10, by)).rejects.toThrow('not published');
  });

  it('serves the canary to its share, sticky per visitor, and ends it on abort', async () => {
    await startCanary(store, `mfe-auth@${NEXT}`, 50, by);
    const app = await buildSiteApp({ config: testConfig(), database, logger: false, store });
    try {
      const sides = new Map<string, string>();
      const pageTags = new Map<string, Set<string>>();
      for (let i = 0; i < 12; i += 1) {
        const first = await app.inject({ url: '/release.json' });
        const cookie = String(first.headers['set-cookie']).split(';')[0]!;
        const version = (first.json() as Release).apps['mfe-auth']!.version;
        expect(first.json()).toMatchObject({ canary: true });
        for (const url of ['/release.json', '/release.json']) {
          const again = await app.inject({ url, headers: { cookie } });
          expect((again.json() as Release).apps['mfe-auth']!.version).toBe(version);
          expect(again.headers['set-cookie']).toBeUndefined();
        }
        const page = await app.inject({
          url: '/sign-in',
          headers: { cookie, 'accept-encoding': 'identity' },
        });
        expect(page.body).toContain(`/remotes/mfe-auth/${version}/`);
        sides.set(cookie, version);
        pageTags.set(version, (pageTags.get(version) ?? new Set()).add(page.headers.etag as string));
      }
      expect(new Set(sides.values())).toEqual(new Set([NEXT, release.apps['mfe-auth']!.version]));
      // Each side's document is its own, and so is its validator: a 304 never crosses sides.
      expect([...pageTags.values()].map((tags) => tags.size)).toEqual([1, 1]);
      expect(new Set([...pageTags.values()].flatMap((tags) => [...tags])).size).toBe(2);

      await abortCanary(store, by);
      for (const cookie of sides.keys()) {
        const after = (await app.inject({ url: '/release.json', headers: { cookie } })).json() as Release;
        expect(after).toEqual({ id: release.id, createdAt: release.createdAt, apps: release.apps });
      }
      expect((await store.auditLog()).slice(-2).map((event) => event.action)).toEqual([
        'canary-start',
        'canary-abort',
      ]);
    } finally {
      await app.close();
    }
  });

  it('aborts by itself when the canary is clearly worse, and the audit log says why', async () => {
    await startCanary(store, `mfe-auth@${NEXT}`, 10, by);
    const now = new Date();
    for (let i = 0; i < 60; i += 1) {
      await countReport(
        database.db,
        { release: `${release.id}-canary`, app: 'mfe-auth', version: NEXT, kind: 'page-load' },
        now,
      );
    }
    for (let i = 0; i < 6; i += 1) {
      await countReport(
        database.db,
        { release: `${release.id}-canary`, app: 'mfe-auth', version: NEXT, kind: 'remote-failed' },
        now,
      );
    }
    for (let i = 0; i < 100; i += 1) {
      const version = release.apps['mfe-auth']!.version;
      await countReport(
        database.db,
        { release: release.id, app: 'mfe-auth', version, kind: 'page-load' },
        now,
      );
    }
    const app = await buildSiteApp({
      config: testConfig(),
      database,
      logger: false,
      store,
      canaryCheckMs: 100,
    });
    try {
      await app.ready();
      for (let i = 0; i < 50 && (await store.readCanary()); i += 1)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await store.readCanary()).toBeNull();
      expect((await store.auditLog()).at(-1)).toMatchObject({
        action: 'canary-abort',
        by: AUTOMATIC,
        subject: `mfe-auth@${NEXT}`,
        reason:
          'error rate 10.0 % over 60 page loads, against 0.0 % over 100 on the release (limit: over 2.0 % and over 2× the release)',
      });
    } finally {
      await app.close();
    }
  });

  it('promote makes the canary’s version part of a new current release', async () => {
    await startCanary(store, `mfe-auth@${NEXT}`, 10, by);
    const promoted = await promoteCanary(store, 'amina@platform');
    expect(await store.currentReleaseId()).toBe(promoted.id);
    expect(promoted.apps).toMatchObject({ ...release.apps, 'mfe-auth': { version: NEXT } });
    expect(await store.readCanary()).toBeNull();
    expect((await store.auditLog()).at(-1)).toMatchObject({ action: 'canary-promote', by: 'amina@platform' });
  });
});
