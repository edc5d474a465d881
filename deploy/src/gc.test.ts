import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FRONT_END_APPS } from './apps.js';
import { gc } from './gc.js';
import { ReleaseStore, type Release } from './store.js';

let store: ReleaseStore;
const by = 'tester@ci';

/** A store with versions 1.0.0 … 1.0.4 of every app, published a minute apart (files are not needed). */
async function fakeStore(): Promise<ReleaseStore> {
  const fake = new ReleaseStore(await mkdtemp(join(tmpdir(), 'aboki-gc-')));
  for (const app of FRONT_END_APPS) {
    for (let minor = 0; minor < 5; minor += 1) {
      const version = `1.0.${minor}`;
      const dir = fake.versionDir(app, version);
      await mkdir(join(dir, 'static'), { recursive: true });
      await writeFile(join(dir, 'static', 'x.js'), '1');
      const publishedAt = new Date(Date.UTC(2026, 10, 23, 10, minor)).toISOString();
      await writeFile(
        join(dir, 'publish.json'),
        JSON.stringify({ app, version, publishedAt, publishedBy: by }),
      );
    }
  }
  return fake;
}

async function release(id: string, versions: Record<string, string> = {}): Promise<Release> {
  const made: Release = {
    id,
    createdAt: new Date().toISOString(),
    createdBy: by,
    apps: Object.fromEntries(
      FRONT_END_APPS.map((app) => {
        const version = versions[app] ?? '1.0.4';
        return [app, { version, base: `/remotes/${app}/${version}/` }];
      }),
    ),
  };
  await store.saveRelease(made);
  return made;
}

const versionsOf = async (app: string) => (await readdir(join(store.root, 'apps', app))).sort();

beforeEach(async () => {
  store = await fakeStore();
});
afterEach(() => rm(store.root, { recursive: true, force: true }));

describe('release gc --keep N', () => {
  it('removes all but the newest N versions of each app, and says so in the audit log', async () => {
    await store.makeCurrent((await release('r-1')).id, 'compose', by);
    const result = await gc(store, 2, by);
    for (const app of FRONT_END_APPS) expect(await versionsOf(app)).toEqual(['1.0.3', '1.0.4']);
    expect(result.removed).toHaveLength(FRONT_END_APPS.length * 3);
    expect((await store.auditLog()).at(-1)).toMatchObject({ action: 'gc', by, subject: 'keep 2' });
  });

  it('never removes what the current release, a canary (and the release beside it) or a live preview names', async () => {
    const old = await release('r-old', { 'mfe-auth': '1.0.0' });
    await store.makeCurrent(old.id, 'compose', by);
    const beside = await release('r-beside', { 'mfe-aboki': '1.0.1' });
    await writeFile(
      join(store.root, 'canary.json'),
      JSON.stringify({ app: 'mfe-requests', version: '1.0.2', percent: 10, release: beside.id }),
    );
    const future = new Date(Date.now() + 3600_000).toISOString();
    const past = new Date(Date.now() - 1000).toISOString();
    // Preview files as preview.ts writes them (one per account and app); only the live one protects its version.
    await mkdir(store.previewsDir, { recursive: true });
    const previews = [
      { id: 'p1', user: 'a@example.ng', app: 'mfe-onboarding', version: '1.0.1', expiresAt: future },
      { id: 'p2', user: 'b@example.ng', app: 'mfe-onboarding', version: '1.0.0', expiresAt: past },
    ];
    for (const preview of previews) {
      await writeFile(
        join(store.previewsDir, `${preview.app}--${preview.id}.json`),
        JSON.stringify({ ...preview, createdAt: new Date().toISOString() }),
      );
    }

    const result = await gc(store, 1, by);

    expect(await versionsOf('mfe-auth')).toEqual(['1.0.0', '1.0.4']);
    expect(await versionsOf('mfe-aboki')).toEqual(['1.0.1', '1.0.4']);
    expect(await versionsOf('mfe-requests')).toEqual(['1.0.2', '1.0.4']);
    expect(await versionsOf('mfe-onboarding')).toEqual(['1.0.1', '1.0.4']);
    expect(await versionsOf('shell')).toEqual(['1.0.4']);
    expect(result.keptLive.sort()).toEqual([
      'mfe-aboki@1.0.1',
      'mfe-auth@1.0.0',
      'mfe-onboarding@1.0.1',
      'mfe-requests@1.0.2',
    ]);
  });

  it('needs a positive --keep', async () => {
    await expect(gc(store, 0, by)).rejects.toThrow('gc needs --keep N');
    expect(await versionsOf('shell')).toHaveLength(5);
  });
});
