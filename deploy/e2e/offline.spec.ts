import type { Page } from '@playwright/test';
import { countingProxy, type CountingProxy } from './support/counting-proxy.js';
import { expect, expectHeading, test } from './support/fixtures.js';

// The service worker (deploy/src/sw, decision 0037), on its own origin per test: a counting proxy in
// front of the server under test, which can also cut the network for the page and the worker alike.
let proxy: CountingProxy;
test.beforeEach(async ({ baseURL }) => {
  proxy = await countingProxy(baseURL!);
});
test.afterEach(async () => {
  await proxy.close();
});

/** Waits until the page's service worker is active and controls the page. */
/** With the network cut, the requests a page still makes fail: that is what these tests cut it for. */
const NETWORK_CUT = /Failed to load resource|net::ERR_|Failed to fetch/;

async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the first visit installs the service worker; a repeat visit transfers under 10 KiB', async ({
  page,
  context,
}) => {
  await page.goto(`${proxy.url}/services`);
  await expectHeading(page, 'Services and prices');
  await controlledByWorker(page);
  const registration = await page.evaluate(async () => {
    const registered = await navigator.serviceWorker.getRegistration();
    return { scope: registered?.scope, script: registered?.active?.scriptURL };
  });
  expect(registration).toEqual({ scope: `${proxy.url}/`, script: `${proxy.url}/sw.js` });
  // Chromium's own reading of the manifest the page links (its installability check answers only
  // "in-incognito" in a Playwright context, so that is not asked).
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toBe(`${proxy.url}/manifest.webmanifest`);
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data!)).toMatchObject({ short_name: 'Aboki', theme_color: '#0b6e3f' });
  await proxy.settled();
  await page.close();

  proxy.reset();
  const again = await context.newPage();
  const files: { url: string; fromWorker: boolean }[] = [];
  again.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/remotes/')) {
      files.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
    }
  });
  await again.goto(`${proxy.url}/services`, { waitUntil: 'networkidle' });
  await expectHeading(again, 'Services and prices');
  await proxy.settled();

  // Every published file came from the worker's cache, and the whole visit stayed under 10 KiB.
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((file) => !file.fromWorker)).toEqual([]);
  expect(proxy.received()).toBeLessThan(10 * 1024);
});

test('offline, a visited page shows with "You are offline", and its form keeps what was typed', async ({
  page,
  context,
  pageProblems,
}) => {
  pageProblems.allow(NETWORK_CUT);
  await page.goto(`${proxy.url}/contact`);
  await expectHeading(page, 'Contact us');
  await controlledByWorker(page);
  await proxy.settled();
  await expect(page.getByRole('status')).toHaveCount(0);

  proxy.cut();
  await context.setOffline(true);
  await expect(page.getByRole('status')).toHaveText(/^You are offline\./);

  const form = page.getByRole('form', { name: 'Contact Aboki' });
  await form.getByLabel('Your name').fill('Ada Obi');
  await form.getByLabel('Message').fill('Written offline: the gate code is 1234');

  // The page loads again with no network at all: from the worker, on the same release.
  await page.reload();
  await expectHeading(page, 'Contact us');
  await expect(page.getByRole('status')).toHaveText(/^You are offline\./);
  await expect(form.getByLabel('Your name')).toHaveValue('Ada Obi');
  await expect(form.getByLabel('Message')).toHaveValue('Written offline: the gate code is 1234');

  // Back online, the notice goes and the draft is still there to send.
  await context.setOffline(false);
  await expect(page.getByText('You are offline.', { exact: false })).toHaveCount(0);
  await expect(form.getByLabel('Message')).toHaveValue('Written offline: the gate code is 1234');
});

test('offline, a page of a remote visited once opens too, its files kept by the worker', async ({
  page,
  context,
  pageProblems,
}) => {
  pageProblems.allow(NETWORK_CUT);
  await page.goto(`${proxy.url}/sign-in`);
  await expectHeading(page, 'Sign in');
  await controlledByWorker(page);
  // The remote's files, loaded before the worker controlled the page, are in its cache.
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await caches.open('aboki-files-v1')).keys()).some(
          (request) => request.url.includes('/remotes/mfe-auth/') && request.url.endsWith('/remoteEntry.js'),
        ),
      ),
    )
    .toBe(true);
  await proxy.settled();

  proxy.cut();
  await context.setOffline(true);
  await page.reload();
  await expectHeading(page, 'Sign in');
  await expect(page.locator('[data-app="mfe-auth"]')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/^You are offline\./);
});

test('an unknown path answers 404 through the worker, is never kept, and offline still shows not found', async ({
  page,
  context,
  pageProblems,
}) => {
  pageProblems.allow(NETWORK_CUT);
  await page.goto(`${proxy.url}/help`);
  await controlledByWorker(page);
  await proxy.settled();

  const response = await page.goto(`${proxy.url}/no-such-page`);
  expect(response?.status()).toBe(404);
  expect(response?.fromServiceWorker()).toBe(true);
  await expectHeading(page, 'Page not found');
  const kept = await page.evaluate(async () =>
    (await (await caches.open('aboki-pages-v1')).keys()).map((request) => new URL(request.url).pathname),
  );
  // The home page, kept when the worker installed; never the 404.
  expect(kept).toEqual(['/']);

  // Offline, a kept page stands in and the shell renders its own not-found page for the path.
  proxy.cut();
  await context.setOffline(true);
  await page.reload();
  await expectHeading(page, 'Page not found');
  await expect(page.getByRole('status')).toHaveText(/^You are offline\./);
});

test('the worker keeps a published file only when its bytes match the digest the page gives', async ({
  page,
  pageProblems,
}) => {
  pageProblems.allow(/SRI's integrity checks failed|Failed to find a valid digest|net::ERR_FAILED/);
  await page.goto(`${proxy.url}/help`);
  await controlledByWorker(page);
  const outcome = await page.evaluate(async () => {
    // A file of a build this page has not loaded, and its published digest.
    const release = (await (await fetch('/release.json')).json()) as {
      apps: Record<string, { base: string }>;
    };
    const base = release.apps['mfe-aboki']!.base;
    const { files: digests } = (await (await fetch(`${base}integrity.json`)).json()) as {
      files: Record<string, string>;
    };
    const [path, digest] = Object.entries(digests).find(([file]) => file.endsWith('.js'))!;
    const url = new URL(base + path, location.href).href;
    const kept = async () => Boolean(await (await caches.open('aboki-files-v1')).match(url));

    // The worker decides before it answers: once the page's fetch settles, the file is kept or not.
    const wrong = await fetch(url, { integrity: `sha384-${btoa('not the published bytes')}` }).then(
      () => 'loaded',
      () => 'refused',
    );
    const keptAfterWrong = await kept();
    const right = await fetch(url, { integrity: digest }).then(
      (response) => response.status,
      () => 'refused',
    );
    return { wrong, keptAfterWrong, right, keptAfterRight: await kept() };
  });
  expect(outcome).toEqual({ wrong: 'refused', keptAfterWrong: false, right: 200, keptAfterRight: true });
});
