import type { Browser, Page } from '@playwright/test';
import { createVerifiedAccount, signedInStorageState, type Account } from './support/accounts.js';
import { expect, expectHeading, test } from './support/fixtures.js';
import { currentRelease, releaseCli, releaseStore } from './support/releases.js';

// Creates and ends previews of an mfe-auth version. Named to run after release.spec.ts: it
// publishes an mfe-auth version, which a plain compose there would pick up as the latest.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

const PREVIEW_VERSION = '0.5.0-e2e-preview';
const BADGE = `Preview: mfe-auth ${PREVIEW_VERSION}`;

/** The mfe-auth version /sign-in runs on this page (from the manifest the page fetched). */
async function signInVersion(page: Page, load: () => Promise<unknown>): Promise<string> {
  const manifest = page.waitForResponse((response) =>
    /\/remotes\/mfe-auth\/[^/]+\/mf-manifest\.json/.test(response.url()),
  );
  await load();
  const version = /\/remotes\/mfe-auth\/([^/]+)\//.exec((await manifest).url())![1]!;
  await expectHeading(page, 'Sign in');
  return version;
}

/** Someone else's browser: what they run on /sign-in, and whether they see a badge. */
async function otherVisitor(
  browser: Browser,
  baseURL: string,
  storageState?: ReturnType<typeof signedInStorageState>,
) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    ...(storageState ? { storageState } : {}),
  });
  const page = await context.newPage();
  const version = await signInVersion(page, () => page.goto('/sign-in'));
  const badges = await page.getByRole('complementary', { name: 'Preview' }).count();
  await context.close();
  return { version, badges };
}

/** Signs this page's browser in as `account`, as the site stores a session. */
async function signIn(page: Page, account: Account, baseURL: string) {
  const [origin] = signedInStorageState(account, baseURL).origins;
  await page.context().addInitScript((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, origin!.localStorage);
}

async function createPreview(account: Account, expires: string): Promise<string> {
  const out = await releaseCli(
    'preview',
    'create',
    '--user',
    account.email,
    '--app',
    `mfe-auth@${PREVIEW_VERSION}`,
    '--expires',
    expires,
  );
  expect(out).toContain(`${account.email} loads mfe-auth@${PREVIEW_VERSION} until`);
  return (await (await releaseStore()).readPreviews()).find((preview) => preview.user === account.email)!
    .expiresAt;
}

test('a preview: its account only (checked on the server), a badge with a way out, gone after expiry', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stable = (await currentRelease()).apps['mfe-auth']!.version;
  const amina = await createVerifiedAccount('Amina Bello');
  const bola = await createVerifiedAccount('Bola Ade');
  await releaseCli('publish', 'mfe-auth', '--version', PREVIEW_VERSION);

  try {
    await createPreview(amina, '2h');
    await signIn(page, amina, baseURL!);
    expect(await signInVersion(page, () => page.goto('/sign-in'))).toBe(PREVIEW_VERSION);
    const badge = page.getByRole('complementary', { name: 'Preview' });
    await expect(badge).toContainText(BADGE);

    // Another account, a visitor, and a browser claiming to be Amina without her session: the release.
    expect(await otherVisitor(browser, baseURL!, signedInStorageState(bola, baseURL!))).toEqual({
      version: stable,
      badges: 0,
    });
    expect(await otherVisitor(browser, baseURL!)).toEqual({ version: stable, badges: 0 });
    const forged = { ...amina, token: 'f'.repeat(43) };
    expect(await otherVisitor(browser, baseURL!, signedInStorageState(forged, baseURL!))).toEqual({
      version: stable,
      badges: 0,
    });

    // The way out: the preview ends for her account, on the record, and the page reloads onto the release.
    expect(
      await signInVersion(page, () => badge.getByRole('button', { name: 'Leave preview' }).click()),
    ).toBe(stable);
    await expect(badge).toHaveCount(0);
    expect((await (await releaseStore()).auditLog()).at(-1)).toMatchObject({
      action: 'preview-revoke',
      by: `${amina.email} (Leave preview)`,
      subject: `${amina.email} mfe-auth@${PREVIEW_VERSION}`,
    });

    // A short preview: hers until it expires, then not on her next load, with nothing else done.
    await page.clock.install();
    const expiresAt = await createPreview(amina, '15s');
    expect(await signInVersion(page, () => page.reload())).toBe(PREVIEW_VERSION);
    await expect(badge).toContainText(BADGE);
    await expect
      .poll(() => Date.now() > Date.parse(expiresAt), { timeout: 20_000, intervals: [500] })
      .toBe(true);
    // The open tab keeps running what it loaded and, within a minute, offers the reload.
    await page.clock.runFor(61_000);
    await expect(page.getByRole('status')).toContainText('A new version of Aboki is ready.');
    await expect(badge).toContainText(BADGE);
    expect(await signInVersion(page, () => page.reload())).toBe(stable);
    await expect(badge).toHaveCount(0);
    expect(await releaseCli('preview', 'list')).toContain(
      `mfe-auth@${PREVIEW_VERSION}  expired ${expiresAt}`,
    );
  } finally {
    await releaseCli('preview', 'revoke', '--user', amina.email).catch(() => undefined);
  }
  const log = await (await releaseStore()).auditLog();
  expect(
    log.filter(({ action }) => action.startsWith('preview-')).map(({ action, by }) => [action, by]),
  ).toEqual([
    ['preview-create', 'e2e@playwright'],
    ['preview-revoke', `${amina.email} (Leave preview)`],
    ['preview-create', 'e2e@playwright'],
    ['preview-revoke', 'e2e@playwright'],
  ]);
});
