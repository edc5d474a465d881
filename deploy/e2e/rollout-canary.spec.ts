import type { Browser } from '@playwright/test';
import { expect, expectHeading, test } from './support/fixtures.js';
import { currentRelease, releaseCli, releaseStore } from './support/releases.js';

// Starts and ends a canary every other test would see. Named to run after release.spec.ts: it
// publishes an mfe-auth version, which a plain compose there would pick up as the latest.
test.describe.configure({ mode: 'serial' });

const CANARY_VERSION = '0.4.0-e2e-canary';

/** The mfe-auth version a fresh visitor (own cookies) is served on /sign-in, asked twice more on reloads. */
async function visit(browser: Browser, baseURL: string): Promise<string[]> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const seen: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const manifest = page.waitForResponse((response) =>
      /\/remotes\/mfe-auth\/[^/]+\/mf-manifest\.json/.test(response.url()),
    );
    await (i === 0 ? page.goto('/sign-in') : page.reload());
    seen.push(/\/remotes\/mfe-auth\/([^/]+)\//.exec((await manifest).url())![1]!);
    await expectHeading(page, 'Sign in');
  }
  await context.close();
  return seen;
}

test('a 50 % canary: visitors on both sides, each always on the same one; abort puts everyone back', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const original = await currentRelease();
  const stable = original.apps['mfe-auth']!.version;
  await releaseCli('publish', 'mfe-auth', '--version', CANARY_VERSION);
  expect(await releaseCli('canary', `mfe-auth@${CANARY_VERSION}`, '--percent', '50')).toContain(
    `mfe-auth@${CANARY_VERSION} is served to 50 % of visitors`,
  );
  try {
    const sides = new Set<string>();
    for (let visitor = 0; visitor < 8 && sides.size < 2; visitor += 1) {
      const seen = await visit(browser, baseURL!);
      expect(new Set(seen).size).toBe(1); // Sticky across visits.
      sides.add(seen[0]!);
    }
    expect(sides).toEqual(new Set([stable, CANARY_VERSION]));
  } finally {
    await releaseCli('abort');
  }
  expect(await visit(browser, baseURL!)).toEqual([stable, stable, stable]);
  const log = await (await releaseStore()).auditLog();
  expect(log.slice(-2).map(({ action, subject }) => [action, subject])).toEqual([
    ['canary-start', `mfe-auth@${CANARY_VERSION}`],
    ['canary-abort', `mfe-auth@${CANARY_VERSION}`],
  ]);
});
