import { execFile } from 'node:child_process';
import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import type { Release } from '../dist/store.js';
import { signedInStorageState } from './support/accounts.js';
import { e2eEnv } from './support/env.js';
import { expect, expectHeading, test } from './support/fixtures.js';
import { currentRelease, releaseCli, releaseStore } from './support/releases.js';
import { REPO_ROOT } from './support/repo.js';

const run = promisify(execFile);
const NEW_VERSION = '0.2.0-e2e';
const MISSING_VERSION = '9.9.9-never-published';
const TAMPERED_VERSION = '0.3.0-e2e-tampered';

/** The shell's files the HTML document loads. */
async function shellFiles(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<(?:script defer src|link rel="stylesheet" href)="([^"]+)"/g)].map(
    ([, url]) => url!,
  );
}

async function packageVersion(app: string): Promise<string> {
  return (JSON.parse(await readFile(join(REPO_ROOT, app, 'package.json'), 'utf8')) as { version: string })
    .version;
}

// Each step starts from the release the previous one left; the last puts the original back.
test.describe.configure({ mode: 'serial' });

test.describe('releasing a remote without the shell', () => {
  // mfe-aboki's pages are for agents with a profile (issue 8): the browser is signed in as one.
  test.use({
    storageState: async ({ agentAccount, baseURL }, use) => {
      await use(signedInStorageState(agentAccount, baseURL!));
    },
  });

  let original: Release;
  let originalShellFiles: string[];

  test.beforeAll(async ({ playwright, baseURL }) => {
    original = await currentRelease();
    const api = await playwright.request.newContext({ baseURL });
    originalShellFiles = await shellFiles(api, '/aboki');
    await api.dispose();
    expect(originalShellFiles.some((url) => url.startsWith(original.apps.shell!.base))).toBe(true);
  });

  test.afterAll(async () => {
    // Leave the site as the other tests expect it.
    if ((await currentRelease()).id !== original.id) await releaseCli('rollback', original.id);
  });

  test('a new mfe-aboki build, published and composed, is what the next page load gets', async ({
    page,
    network,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/aboki');
    const remote = page.locator('[data-app="mfe-aboki"]');
    await expect(remote).toHaveAttribute('data-app-version', await packageVersion('mfe-aboki'));

    const store = await releaseStore();
    const shellVersions = await store.listVersions('shell');

    // The mfe-aboki team's build, stamped with its new version, into a folder of its own.
    const outputPath = join(e2eEnv().tmpDir, `mfe-aboki-${NEW_VERSION}`);
    await run(
      join(REPO_ROOT, 'node_modules/.bin/rspack'),
      [
        'build',
        '-c',
        'mfe-aboki/rspack.config.mjs',
        '--env',
        `appVersion=${NEW_VERSION}`,
        '--output-path',
        outputPath,
      ],
      { cwd: REPO_ROOT, env: { ...process.env, NODE_ENV: 'production' } },
    );
    expect(await releaseCli('publish', 'mfe-aboki', '--dir', outputPath, '--version', NEW_VERSION)).toContain(
      `Published mfe-aboki@${NEW_VERSION}`,
    );
    await releaseCli('compose', `mfe-aboki@${NEW_VERSION}`);

    const composed = await currentRelease();
    expect(composed.id).not.toBe(original.id);
    expect(composed.apps).toEqual({
      ...original.apps,
      'mfe-aboki': {
        version: NEW_VERSION,
        base: `/remotes/mfe-aboki/${NEW_VERSION}/`,
        integrity: expect.stringMatching(/^sha384-/) as unknown,
        manifestIntegrity: expect.stringMatching(/^sha384-/) as unknown,
      },
    });

    network.clear();
    await page.goto('/aboki');
    await expectHeading(page, 'Onboard an Aboki');
    await expect(remote).toHaveAttribute('data-app-version', NEW_VERSION);
    expect(network.responseTo(`/remotes/mfe-aboki/${NEW_VERSION}/mf-manifest.json`).status()).toBe(200);
    expect(network.paths().filter((path) => path.startsWith(original.apps['mfe-aboki']!.base))).toEqual([]);

    // The shell is the very same build at the very same URLs: none was built or published.
    expect(await shellFiles(request, '/aboki')).toEqual(originalShellFiles);
    expect(await store.listVersions('shell')).toEqual(shellVersions);
  });

  test('rollback puts the previous mfe-aboki back on the next page load', async ({ page, network }) => {
    await page.goto('/aboki');
    await expect(page.locator('[data-app="mfe-aboki"]')).toHaveAttribute('data-app-version', NEW_VERSION);

    expect(await releaseCli('rollback')).toContain(`Release ${original.id} is current again.`);
    expect((await currentRelease()).id).toBe(original.id);

    network.clear();
    await page.goto('/aboki');
    await expectHeading(page, 'Onboard an Aboki');
    await expect(page.locator('[data-app="mfe-aboki"]')).toHaveAttribute(
      'data-app-version',
      await packageVersion('mfe-aboki'),
    );
    expect(network.responseTo(`${original.apps['mfe-aboki']!.base}mf-manifest.json`).status()).toBe(200);
    expect(network.paths().filter((path) => path.includes(`/${NEW_VERSION}/`))).toEqual([]);

    const history = await (await releaseStore()).history();
    expect(history.at(-1)).toMatchObject({ action: 'rollback', release: original.id, by: e2eEnv().author });
  });

  test('a release naming a missing mfe-aboki breaks only that group, which offers a retry', async ({
    page,
    pageProblems,
    network,
  }) => {
    const missingBase = `/remotes/mfe-aboki/${MISSING_VERSION}/`;
    // The browser reports the failed downloads of the missing remote (as a 404, or as a failed
    // integrity check: a 404 page is not the bytes the release vouches for); nothing else may fail.
    const missing = `[^ ']+${missingBase.replace(/\./g, '\\.')}(integrity|mf-manifest)\\.json(\\?attempt=\\d+)?`;
    pageProblems.allow(
      new RegExp(
        `^console\\.error: Failed to find a valid digest in the 'integrity' attribute for resource '${missing}'`,
      ),
      new RegExp(`^console\\.error: Fetch API cannot load ${missing}\\. SRI's integrity checks failed\\.`),
      new RegExp(
        `^console\\.error: Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\(at ${missing}:0\\)$`,
      ),
    );

    const store = await releaseStore();
    const broken: Release = {
      id: `r-${Date.now()}-e2e-broken`,
      createdAt: new Date().toISOString(),
      createdBy: e2eEnv().author,
      apps: {
        ...original.apps,
        'mfe-aboki': {
          version: MISSING_VERSION,
          base: missingBase,
          integrity: original.apps['mfe-aboki']!.integrity!,
          manifestIntegrity: original.apps['mfe-aboki']!.manifestIntegrity!,
        },
      },
    };
    await store.saveRelease(broken);
    await store.makeCurrent(broken.id, 'compose', e2eEnv().author);

    // The rest of the site is untouched.
    await page.goto('/');
    await expectHeading(page, 'Trusted help at home and with errands');
    await page.goto('/services');
    await expectHeading(page, 'Services and prices');
    await page.goto('/sign-in');
    await expectHeading(page, 'Sign in');
    await expect(page.locator('[data-app="mfe-auth"]')).toBeVisible();

    network.clear();
    await page.goto('/aboki');
    await expectHeading(page, 'This part of Aboki did not load');
    const attempts = network.responses.filter((response) => response.url().includes(missingBase));
    expect(attempts.length).toBeGreaterThan(0);
    expect(attempts.map((response) => response.status())).toEqual(attempts.map(() => 404));
    await expect(page.getByRole('alert')).toContainText('The rest of Aboki still works.');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    // Still inside the site's frame, whose links work.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
    await expectHeading(page, 'Services and prices');
    await page.goBack();
    await expectHeading(page, 'This part of Aboki did not load');

    // Fixed by a rollback: "Try again" on the open page asks for the release again and gets the good one.
    await releaseCli('rollback', original.id);
    network.clear();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectHeading(page, 'Onboard an Aboki');
    await expect(page.locator('[data-app="mfe-aboki"]')).toHaveAttribute(
      'data-app-version',
      await packageVersion('mfe-aboki'),
    );
    expect(network.requestsTo('/release.json')).toHaveLength(1);
  });

  test('a changed byte in a published mfe-aboki chunk: that group’s error page, none of it run, a report; the rest works', async ({
    page,
    pageProblems,
    network,
  }) => {
    test.setTimeout(120_000);
    // The same build under a version of its own, composed while intact (compose checks every byte).
    await releaseCli('publish', 'mfe-aboki', '--version', TAMPERED_VERSION);
    await releaseCli('compose', `mfe-aboki@${TAMPERED_VERSION}`);
    const store = await releaseStore();
    const record = (await store.readPublished('mfe-aboki', TAMPERED_VERSION))!;
    const dir = store.versionDir('mfe-aboki', TAMPERED_VERSION);
    // Then every chunk changed on disk, as an intruder or a broken CDN would: code that marks the
    // page if it ever runs, served as it is (the precompressed copies gone).
    const chunks = record.paths!.filter((path) => /^static\/js\/[^/]+\.js$/.test(path));
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      const file = join(dir, chunk);
      await chmod(file, 0o644);
      await writeFile(
        file,
        `window.__abokiTampered=${JSON.stringify(chunk)};${await readFile(file, 'utf8')}`,
      );
      await rm(`${file}.br`, { force: true });
      await rm(`${file}.gz`, { force: true });
    }
    pageProblems.allow(
      /^console\.error: Failed to find a valid digest in the 'integrity' attribute for resource '[^']+\/remotes\/mfe-aboki\/0\.3\.0-e2e-tampered\/static\/js\//,
    );

    network.clear();
    await page.goto('/aboki');
    // Told apart from a failed download (the file is fetched again and hashed): not the connection.
    await expectHeading(page, 'We could not verify this part of Aboki');
    expect(
      network.paths().some((path) => path.startsWith(`/remotes/mfe-aboki/${TAMPERED_VERSION}/static/js/`)),
    ).toBe(true);
    expect(
      await page.evaluate(() => (window as { __abokiTampered?: string }).__abokiTampered),
    ).toBeUndefined();
    await expect
      .poll(() =>
        network
          .requestsTo('/api/v1/client-reports')
          .map((request) => JSON.parse(request.postData() ?? '{}') as Record<string, string>),
      )
      .toContainEqual(
        expect.objectContaining({ kind: 'remote-failed', app: 'mfe-aboki', version: TAMPERED_VERSION }),
      );
    // And each changed file is reported as such, not as a failed download.
    const kinds = () =>
      network
        .requestsTo('/api/v1/client-reports')
        .map((request) => JSON.parse(request.postData() ?? '{}') as Record<string, string>)
        .filter((report) => report.app === 'mfe-aboki' && report.version === TAMPERED_VERSION)
        .map((report) => report.kind);
    await expect.poll(kinds).toContain('integrity');
    expect(kinds()).not.toContain('load-failed');

    // The rest of the site is untouched.
    await page.goto('/services');
    await expectHeading(page, 'Services and prices');
    await page.goto('/sign-in');
    await expectHeading(page, 'Sign in');
    await expect(page.locator('[data-app="mfe-auth"]')).toBeVisible();
    expect(
      await page.evaluate(() => (window as { __abokiTampered?: string }).__abokiTampered),
    ).toBeUndefined();

    // And the tool refuses to release it again, naming the files.
    await expect(releaseCli('compose', `mfe-aboki@${TAMPERED_VERSION}`)).rejects.toThrow(
      /has changed since it was published/,
    );
    await releaseCli('rollback', original.id);
  });
});
