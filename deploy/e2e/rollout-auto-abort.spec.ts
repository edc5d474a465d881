import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { postClientReports } from './support/client-reports.js';
import { e2eEnv } from './support/env.js';
import { expect, expectHeading, test } from './support/fixtures.js';
import { REPO_ROOT } from './support/repo.js';
import { currentRelease, releaseCli, releaseStore } from './support/releases.js';

// Starts a canary every other test would see, and leaves it aborted. Named to run after
// release.spec.ts: it publishes an mfe-auth version, which a plain compose there would pick up.
test.describe.configure({ mode: 'serial' });

const BROKEN_VERSION = '0.4.1-e2e-broken';
const BROKEN_MESSAGE = 'e2e: this mfe-auth canary is broken';

interface Visit {
  version: string;
  /** Uncaught errors Chromium saw on the page. */
  errors: string[];
}

/** A fresh visitor (own cookies) on /sign-in: which mfe-auth version it ran, and what the page threw. */
async function visit(browser: Browser, baseURL: string, duringCanary: boolean): Promise<Visit> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const manifest = page.waitForResponse((response) =>
    /\/remotes\/mfe-auth\/[^/]+\/mf-manifest\.json/.test(response.url()),
  );
  const answered = (kind: string) =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/client-reports') &&
        response.request().postData()?.includes(`"kind":"${kind}"`) === true,
    );
  // During a canary each page counts its load (and a broken one its error) before the visitor leaves.
  const loadCounted = duringCanary ? answered('page-load') : null;
  const errorCounted = answered('uncaught-error');
  errorCounted.catch(() => undefined); // Only awaited where the canary ran.
  await page.goto('/sign-in');
  const version = /\/remotes\/mfe-auth\/([^/]+)\//.exec((await manifest).url())![1]!;
  await expectHeading(page, 'Sign in');
  expect((await loadCounted)?.status() ?? 202).toBe(202);
  if (version === BROKEN_VERSION) expect((await errorCounted).status()).toBe(202);
  await context.close();
  return { version, errors };
}

test('a failing canary is aborted by the server by itself: visitors back on the release, the reason in the audit log', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const original = await currentRelease();
  const stable = original.apps['mfe-auth']!.version;
  // The same build, but its remoteEntry throws once it has loaded: a remote that breaks in use.
  const dir = await mkdtemp(join(e2eEnv().tmpDir, 'broken-auth-'));
  await cp(join(REPO_ROOT, 'mfe-auth/dist'), dir, { recursive: true });
  await appendFile(
    join(dir, 'remoteEntry.js'),
    `\n;setTimeout(function () { throw new Error(${JSON.stringify(BROKEN_MESSAGE)}); });\n`,
  );
  await releaseCli('publish', 'mfe-auth', '--version', BROKEN_VERSION, '--dir', dir);
  await rm(dir, { recursive: true, force: true });
  expect(await releaseCli('canary', `mfe-auth@${BROKEN_VERSION}`, '--percent', '50')).toContain(
    `mfe-auth@${BROKEN_VERSION} is served to 50 % of visitors`,
  );

  try {
    // Real visitors in Chromium until three of them have run the canary (and seen it throw).
    const visits: Visit[] = [];
    while (visits.filter(({ version }) => version === BROKEN_VERSION).length < 3) {
      expect(visits.length).toBeLessThan(30);
      visits.push(await visit(browser, baseURL!, true));
    }
    const onCanary = visits.filter(({ version }) => version === BROKEN_VERSION);
    for (const { errors } of onCanary) expect(errors).toContain(BROKEN_MESSAGE);
    for (const { errors } of visits.filter(({ version }) => version === stable)) expect(errors).toEqual([]);
    expect(await (await releaseStore()).readCanary()).not.toBeNull(); // Too few page loads to judge yet.

    // The rest of the 50 visitors the rule needs are others whose pages loaded fine (which only
    // makes the canary look better), each with the token its own release gave it; the release's
    // side has a little noise.
    const canaryRelease = `${original.id}-canary`;
    // The release's side first (the canary would be judged, and ended, as soon as it has its 50).
    await postClientReports(
      { kind: 'page-load', app: 'mfe-auth', version: stable, release: original.id },
      60,
      20,
    );
    await postClientReports(
      { kind: 'uncaught-error', app: 'mfe-auth', version: stable, release: original.id },
      1,
      30,
    );
    await postClientReports(
      { kind: 'page-load', app: 'mfe-auth', version: BROKEN_VERSION, release: canaryRelease },
      50 - onCanary.length,
      10,
    );

    // The server judges every second (CANARY_CHECK_MS in global-setup.ts) and ends it by itself.
    await expect.poll(async () => (await releaseStore()).readCanary(), { timeout: 20_000 }).toBeNull();
  } finally {
    if (await (await releaseStore()).readCanary()) await releaseCli('abort');
  }

  const abort = (await (await releaseStore()).auditLog()).at(-1);
  expect(abort).toMatchObject({
    action: 'canary-abort',
    by: 'aboki-server (automatic)',
    subject: `mfe-auth@${BROKEN_VERSION}`,
  });
  expect(abort!.reason).toMatch(
    /^failures for \d+\.\d % of \d+ visitors, against \d+\.\d % of \d+ on the release \(limit: over 2\.0 % and over 2× the release\)$/,
  );
  expect(await releaseCli('log')).toContain(`canary-abort  mfe-auth@${BROKEN_VERSION}`);

  // Everyone is on the release again: no canary flag, and fresh visitors all get the stable version.
  const api = await fetch(new URL('/release.json', baseURL));
  expect(await api.json()).toEqual({ id: original.id, createdAt: original.createdAt, apps: original.apps });
  for (let i = 0; i < 3; i += 1) {
    expect(await visit(browser, baseURL!, false)).toEqual({ version: stable, errors: [] });
  }
});
