import type { Page } from '@playwright/test';
import type { Service as ApiService } from 'shared/schemas';
import { formatNaira } from 'shared/money';
import { expect, expectHeading, expectInteractive, test } from './support/fixtures.js';

/**
 * Counts the server-rendered nodes taken out of #root from the first byte of the document on: a
 * hydrated page keeps them all (no flash); a page rendered afresh in the browser would replace them.
 */
async function watchRootReplacements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { removedFromRoot: number };
    record.removedFromRoot = 0;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if ((mutation.target as Element).id === 'root')
          record.removedFromRoot += mutation.removedNodes.length;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const removedFromRoot = (page: Page) =>
  page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot);

test.describe('prerendered public pages', () => {
  let catalogue: ApiService[];

  test.beforeAll(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    catalogue = (
      (await (await api.get('/api/v1/services?limit=100')).json()) as { data: { services: ApiService[] } }
    ).data.services;
    await api.dispose();
  });

  test('show their content with JavaScript turned off', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    try {
      await page.goto('/services');
      await expectHeading(page, 'Services and prices');
      for (const service of catalogue) {
        const card = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: service.name }) });
        await expect(card).toContainText(formatNaira(service.basePriceKobo));
      }
      await page.goto('/');
      await expectHeading(page, 'Trusted help at home and with errands');
      await expect(page.getByRole('heading', { name: 'Popular services' })).toBeVisible();
      await page.goto('/about');
      await expectHeading(page, 'About Aboki');
      await page.goto('/no-such-page');
      await expectHeading(page, 'Page not found');
    } finally {
      await context.close();
    }
  });

  test('hydrate without a console error, a flash or a second download of the catalogue', async ({
    page,
    network,
  }) => {
    await watchRootReplacements(page);
    await page.goto('/services');
    await expectInteractive(page);
    await expectHeading(page, 'Services and prices');
    await expect(page.getByRole('heading', { name: catalogue[0]!.name })).toBeVisible();

    // Hydrated, not rendered again over the server's markup.
    expect(await removedFromRoot(page)).toBe(0);
    // The page is live: a link navigates in the browser, without a new document.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expectHeading(page, 'About Aboki');
    await page.getByRole('link', { name: 'Aboki', exact: true }).first().click();
    await expectHeading(page, 'Trusted help at home and with errands');
    const service = page
      .getByRole('region', { name: 'Find help near you' })
      .getByLabel('Service', { exact: true });
    await expect(service).toBeEnabled();
    await expect(service.locator('option')).toHaveCount(catalogue.length + 1);

    expect(network.requests.filter((request) => request.resourceType() === 'document')).toHaveLength(1);
    expect(network.requestsTo('/api/v1/services')).toHaveLength(0);
    // The page fixture fails the test on any console error: React reports hydration mismatches there.
  });

  test('hydrate for a signed-in visitor, then show their account in the header', async ({
    page,
    account,
  }) => {
    await page.addInitScript(
      ({ token, user }) => {
        localStorage.setItem('auth_token', token);
        localStorage.setItem('auth_user', user);
      },
      { token: account.token, user: JSON.stringify(account.user) },
    );
    await watchRootReplacements(page);
    await page.goto('/');
    await expectInteractive(page);
    await expect(page.getByRole('link', { name: `Your account: ${account.name}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
    expect(await removedFromRoot(page)).toBe(0);
  });
});

test.describe('remote routes', () => {
  test('/sign-in preloads its remote with the document, paints its skeleton, and loads it once', async ({
    page,
    request,
    network,
  }) => {
    const html = await (await request.get('/sign-in')).text();
    const release = JSON.parse(/id="aboki-release">([^<]*)</.exec(html)![1]!) as {
      apps: Record<string, { base: string; integrity: string }>;
    };
    const base = release.apps['mfe-auth']!.base;
    expect(html).toMatch(
      new RegExp(`<link rel="preload" as="script" href="${base}remoteEntry\\.js" integrity="sha384-`),
    );
    expect(html).toContain(
      `<link rel="preload" as="fetch" href="${base}integrity.json" integrity="${release.apps['mfe-auth']!.integrity}" crossorigin="anonymous" fetchpriority="low">`,
    );
    // The skeleton is in the HTML: the auth frame, the page's heading and a loading state, before
    // any code runs; the shell's code is started after that paint, by its loader.
    expect(html).toContain('Loading Aboki…');
    expect(html).toMatch(/<h1 class="[^"]+">Sign in<\/h1>/);
    expect(html).toMatch(
      /<script defer src="[^"]+\/main\.[0-9a-f]+\.js" integrity="sha384-[^"]+" type="aboki\/entry">/,
    );

    await page.goto('/sign-in');
    await expectHeading(page, 'Sign in');
    // The heading is in the document itself, so it proves nothing ran: wait for the remote's form,
    // which only the loaded shell and remote draw, before counting what was downloaded.
    await expectInteractive(page);
    await expect(page.getByText('Loading Aboki…')).toHaveCount(0);
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    // The preloads are what the shell's loader used: nothing of the remote was downloaded twice.
    // The sign-in page's own chunks too, as the remote's build recorded them.
    const pageChunks = (
      (await (await request.get(`${base}route-chunks.json`)).json()) as Record<string, { js: string[] }>
    )['/sign-in']!.js;
    expect(pageChunks.length).toBeGreaterThan(0);
    for (const file of pageChunks)
      expect(html).toContain(`<link rel="preload" as="script" href="${base}${file}"`);
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'integrity.json', ...pageChunks]) {
      expect(network.requestsTo(`${base}${file}`), file).toHaveLength(1);
    }
    // So were the shell's: the loader's preloads (React DOM, the bootstrap chunk) are what its chunk
    // loader then ran, with the same digests.
    const shellFiles = [...html.matchAll(/<script (?:defer src|type="aboki\/preload" src)="([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(shellFiles.length).toBeGreaterThanOrEqual(3);
    for (const file of shellFiles) expect(network.requestsTo(file), file).toHaveLength(1);
  });

  test("/sign-in shows the page's heading without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/sign-in');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(page.getByText('Sign in to Aboki with your email and password.')).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Loading Aboki…');
    } finally {
      await context.close();
    }
  });
});
