import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'api/db/client';
import { REPORT_TOKEN_HEADER, verifyReportToken } from 'api/modules/client-reports/report-token';
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

type SiteApp = Awaited<ReturnType<typeof buildSiteApp>>;
type ServedRelease = Release & { canary?: boolean; reportToken?: string };

/** Pages as browsers open them during the canary, each a new visitor: `count` report tokens of each side. */
async function pagesOf(app: SiteApp, count: number): Promise<{ canary: string[]; stable: string[] }> {
  const pages = { canary: [] as string[], stable: [] as string[] };
  while (pages.canary.length < count || pages.stable.length < count) {
    const served = (await app.inject({ url: '/release.json' })).json() as ServedRelease;
    const side = served.apps['mfe-auth']!.version === NEXT ? pages.canary : pages.stable;
    if (side.length < count) side.push(served.reportToken!);
  }
  return pages;
}

let address = 0;
/** A client report through the API as a browser sends it, each from its own address (not what is tested). */
function report(app: SiteApp, kind: string, version: string, token?: string) {
  address += 1;
  return app.inject({
    method: 'POST',
    url: '/api/v1/client-reports',
    payload: { kind, app: 'mfe-auth', version },
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    headers: token ? { [REPORT_TOKEN_HEADER]: token } : {},
  });
}

/** The server that judges the canary every 100 ms, for `ms`, or until it has aborted it. */
async function judge(ms: number): Promise<void> {
  const app = await buildSiteApp({
    config: testConfig(),
    database,
    logger: false,
    store,
    canaryCheckMs: 100,
  });
  try {
    await app.ready();
    for (let waited = 0; waited < ms && (await store.readCanary()); waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    // An abort renames canary.json first and writes the audit log after: wait for that line too.
    for (let waited = 0; waited < ms && !(await store.readCanary()); waited += 100) {
      if ((await store.auditLog()).at(-1)?.action === 'canary-abort') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await app.close();
  }
}

/** The site the reports go to: it judges no canary while they arrive (judge does, once they are in). */
const reportingSite = () =>
  buildSiteApp({ config: testConfig(), database, logger: false, store, canaryCheckMs: 3_600_000 });

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
  it('waits for enough distinct visitors, then aborts only when their failure rate is clearly worse than the release’s', () => {
    const baseline = { visitors: 1000, failing: 10 }; // 1 %
    expect(abortReason({ visitors: ABORT_RULE.minVisitors - 1, failing: 40 }, baseline)).toBeNull();
    expect(abortReason({ visitors: 100, failing: 2 }, baseline)).toBeNull(); // 2 %: not over 2 %
    expect(abortReason({ visitors: 100, failing: 3 }, { visitors: 100, failing: 2 })).toBeNull(); // not over 2×
    expect(abortReason({ visitors: 100, failing: 3 }, baseline)).toBe(
      'failures for 3.0 % of 100 visitors, against 1.0 % of 1000 on the release (limit: over 2.0 % and over 2× the release)',
    );
    expect(abortReason({ visitors: 50, failing: 5 }, { visitors: 0, failing: 0 })).toMatch(
      /^failures for 10\.0 %/,
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
        // The page's report token names the versions it was served, and only those.
        const token = verifyReportToken(
          testConfig().appSecret,
          (first.json() as ServedRelease).reportToken,
          new Date(),
        );
        expect(token?.versions).toContain(`mfe-auth@${version}`);
        expect(token?.versions).not.toContain(
          `mfe-auth@${version === NEXT ? release.apps['mfe-auth']!.version : NEXT}`,
        );
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

  it('is not aborted by 500 forged reports of failures: no token, a forged one, another version’s, one replayed', async () => {
    await startCanary(store, `mfe-auth@${NEXT}`, 50, by);
    const stable = release.apps['mfe-auth']!.version;
    const app = await reportingSite();
    try {
      // A healthy canary: 60 visitors a side, one of the release's with a failure.
      const pages = await pagesOf(app, ABORT_RULE.minVisitors + 10);
      for (const token of pages.canary) await report(app, 'page-load', NEXT, token);
      for (const token of pages.stable) await report(app, 'page-load', stable, token);
      await report(app, 'remote-failed', stable, pages.stable[0]);
      // A release page's token, its payload rewritten to name the canary: the signature no longer fits.
      const [payload, signature] = pages.stable[1]!.split('.');
      const rewritten = Buffer.from(
        Buffer.from(payload!, 'base64url').toString('utf8').replaceAll(stable, NEXT),
      ).toString('base64url');
      const forged = [
        undefined,
        `${rewritten}.${signature}`,
        pages.stable[2], // a page that was served the release's version, not the canary's
        pages.canary[0], // one page's token, replayed: one visitor
      ];
      for (let i = 0; i < 500; i += 1) {
        const response = await report(app, 'uncaught-error', NEXT, forged[i % forged.length]);
        expect(response.statusCode).toBe(202);
      }
    } finally {
      await app.close();
    }
    await judge(1500);
    expect(await store.readCanary()).toMatchObject({ version: NEXT });
  }, 240_000);

  it('aborts a broken canary by itself, however many forged page loads try to dilute it, and the audit log says why', async () => {
    await startCanary(store, `mfe-auth@${NEXT}`, 50, by);
    const stable = release.apps['mfe-auth']!.version;
    const app = await reportingSite();
    try {
      const pages = await pagesOf(app, ABORT_RULE.minVisitors + 10);
      for (const token of pages.canary) await report(app, 'page-load', NEXT, token);
      for (const token of pages.stable) await report(app, 'page-load', stable, token);
      // 6 of the canary's 60 visitors had it fail (some more than once): 10 %.
      for (const token of pages.canary.slice(0, 6)) {
        await report(app, 'remote-failed', NEXT, token);
        await report(app, 'uncaught-error', NEXT, token);
      }
      // 500 page loads of the canary that no page it served sent: without a token, or another side's.
      for (let i = 0; i < 500; i += 1) {
        const response = await report(app, 'page-load', NEXT, i % 2 === 0 ? undefined : pages.stable[i % 60]);
        expect(response.statusCode).toBe(202);
      }
    } finally {
      await app.close();
    }
    await judge(5000);
    expect(await store.readCanary()).toBeNull();
    expect((await store.auditLog()).at(-1)).toMatchObject({
      action: 'canary-abort',
      by: AUTOMATIC,
      subject: `mfe-auth@${NEXT}`,
      reason:
        'failures for 10.0 % of 60 visitors, against 0.0 % of 60 on the release (limit: over 2.0 % and over 2× the release)',
    });
  }, 240_000);

  it('promote makes the canary’s version part of a new current release', async () => {
    await startCanary(store, `mfe-auth@${NEXT}`, 10, by);
    const promoted = await promoteCanary(store, 'amina@platform');
    expect(await store.currentReleaseId()).toBe(promoted.id);
    expect(promoted.apps).toMatchObject({ ...release.apps, 'mfe-auth': { version: NEXT } });
    expect(await store.readCanary()).toBeNull();
    expect((await store.auditLog()).at(-1)).toMatchObject({ action: 'canary-promote', by: 'amina@platform' });
  });
});
