import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPS, FRONT_END_APPS } from './apps.js';
import { startCanary } from './canary.js';
import { compose, IncompatibleReleaseError, rollback } from './compose.js';
import { buildDir, publish } from './publish.js';
import { BUILD_INFO_FILE, type BuildInfo } from './route-contract.js';
import { ReleaseStore, type Release } from './store.js';

// Publishes the real production builds in <app>/dist (`npm test` builds them first); the variants
// are those builds with their declared routes changed, as a team's build would declare them.
let store: ReleaseStore;
let first: Release;
const by = 'tester@ci';

beforeAll(async () => {
  store = new ReleaseStore(await mkdtemp(join(tmpdir(), 'aboki-routes-')));
  for (const app of FRONT_END_APPS) await publish(store, app, { by });
  first = await compose(store, [], by);
}, 180_000);
afterAll(() => rm(store.root, { recursive: true, force: true }));

async function buildInfo(dir: string): Promise<BuildInfo> {
  return JSON.parse(await readFile(join(dir, BUILD_INFO_FILE), 'utf8')) as BuildInfo;
}

/** mfe-requests' build, published as `version` with `edit` applied to the routes it declares. */
async function publishRequests(version: string, edit: (routes: string[]) => string[]): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'aboki-requests-routes-'));
  await cp(buildDir('mfe-requests'), dir, { recursive: true });
  const info = await buildInfo(dir);
  await writeFile(join(dir, BUILD_INFO_FILE), JSON.stringify({ ...info, routes: edit(info.routes!) }));
  await publish(store, 'mfe-requests', { by, dir, version });
}

/** What compose (or canary) refused, one line per problem; fails if it did not refuse. */
async function refusal(attempt: Promise<unknown>): Promise<string[]> {
  const error = await attempt.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(IncompatibleReleaseError);
  return (error as IncompatibleReleaseError).problems;
}

describe('each build declares its routes', () => {
  it('a remote, the pages of the route table it exposes; the shell, the prefixes it maps to each remote', async () => {
    const requests = await buildInfo(buildDir('mfe-requests'));
    expect(requests).toMatchObject({ app: 'mfe-requests', mode: 'production' });
    expect(requests.routes).toEqual(
      expect.arrayContaining([
        '/select-aboki',
        '/select-aboki/confirm-request',
        '/select-aboki/request-details',
        '/manage-services-request',
        '/manage-services-request/job/:reference',
      ]),
    );
    const shell = await buildInfo(buildDir('shell'));
    expect(shell.routeGroups).toEqual(
      Object.fromEntries(
        APPS.filter(({ app }) => app !== 'shell').map(({ app, prefixes }) => [app, prefixes]),
      ),
    );
    // Published with the build, so compose reads the declaration of exactly the version it releases.
    const record = await store.readPublished('mfe-requests', first.apps['mfe-requests']!.version);
    expect(record?.paths).toContain(BUILD_INFO_FILE);
  });
});

describe('the route-contract gate', () => {
  it('composes a release whose remotes serve everything the shell maps to them', async () => {
    expect(await store.currentReleaseId()).toBe(first.id);
    const again = await compose(store, [], by);
    expect(again.apps).toEqual(first.apps);
  });

  it('refuses a remote that lost a page of its group, naming the path, and keeps the current release', async () => {
    await publishRequests('0.9.0-no-confirm', (routes) =>
      routes.filter((path) => path !== '/select-aboki/confirm-request'),
    );
    const current = await store.currentReleaseId();
    const releases = (await store.listReleases()).length;

    expect(await refusal(compose(store, ['mfe-requests@0.9.0-no-confirm'], by))).toEqual([
      expect.stringMatching(
        /^mfe-requests@0\.9\.0-no-confirm no longer serves \/select-aboki\/confirm-request, which mfe-requests@\S+ serves in the current release/,
      ),
    ]);
    expect(await store.currentReleaseId()).toBe(current);
    expect(await store.listReleases()).toHaveLength(releases);
    // A canary would put the same release in front of its share of visitors: refused the same way.
    expect(await refusal(startCanary(store, 'mfe-requests@0.9.0-no-confirm', 10, by))).toEqual([
      expect.stringContaining('no longer serves /select-aboki/confirm-request'),
    ]);
    expect(await store.readCanary()).toBeNull();
  });

  it('refuses a remote that no longer serves a whole prefix the shell maps to it', async () => {
    await publishRequests('0.9.0-no-manage', (routes) =>
      routes.filter((path) => !path.startsWith('/manage-services-request')),
    );
    expect(await refusal(compose(store, ['mfe-requests@0.9.0-no-manage'], by))).toEqual([
      'mfe-requests@0.9.0-no-manage no longer serves /manage-services-request, which the shell maps to it',
    ]);
  });

  it('lets a page go when it is dropped on purpose, in the audit log, and a rollback back to it', async () => {
    const dropped = await compose(store, ['mfe-requests@0.9.0-no-confirm'], by, {
      dropRoutes: ['/select-aboki/confirm-request'],
    });
    expect(await store.currentReleaseId()).toBe(dropped.id);
    expect((await store.auditLog()).at(-1)).toMatchObject({
      action: 'compose',
      subject: dropped.id,
      details: { dropRoutes: ['/select-aboki/confirm-request'] },
    });
    // The way back is never blocked by pages the release being left added.
    await rollback(store, first.id, by);
    expect(await store.currentReleaseId()).toBe(first.id);
    await expect(compose(store, [], by, { dropRoutes: ['select-aboki'] })).rejects.toThrow(
      '--drop-route takes a path',
    );
  });

  it('refuses a build that declares no routes, from before builds declared them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'aboki-requests-undeclared-'));
    await cp(buildDir('mfe-requests'), dir, { recursive: true });
    const { routes: _routes, ...undeclared } = await buildInfo(dir);
    await writeFile(join(dir, BUILD_INFO_FILE), JSON.stringify(undeclared));
    await publish(store, 'mfe-requests', { by, dir, version: '0.9.0-undeclared' });
    expect(await refusal(compose(store, ['mfe-requests@0.9.0-undeclared'], by))).toEqual([
      expect.stringMatching(/^mfe-requests@0\.9\.0-undeclared does not declare its routes/),
    ]);
  });
});

describe('publish takes production builds only', () => {
  it('refuses a development build, saying how to make a production one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'aboki-auth-development-'));
    await cp(buildDir('mfe-auth'), dir, { recursive: true });
    const info = await buildInfo(dir);
    await writeFile(join(dir, BUILD_INFO_FILE), JSON.stringify({ ...info, mode: 'development' }));
    await expect(publish(store, 'mfe-auth', { by, dir, version: '0.9.0-dev' })).rejects.toThrow(
      `${dir} is a development build of mfe-auth; only production builds are published. Run npm run build -w mfe-auth (it builds for production whatever NODE_ENV says).`,
    );
    expect(await store.hasVersion('mfe-auth', '0.9.0-dev')).toBe(false);
  });

  it('refuses a build of another app', async () => {
    await expect(
      publish(store, 'mfe-auth', { by, dir: buildDir('mfe-aboki'), version: '0.9.0-other' }),
    ).rejects.toThrow(`is a build of mfe-aboki, not of mfe-auth`);
  });
});
