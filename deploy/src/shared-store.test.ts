import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'api/db/client';
import { createTestDatabase } from 'api/test/test-database';
import { testConfig } from 'api/test/test-app';
import type { FastifyInstance } from 'fastify';
import { FRONT_END_APPS } from './apps.js';
import { abortCanary, startCanary } from './canary.js';
import { compose, rollback } from './compose.js';
import { buildDir, publish } from './publish.js';
import { buildSiteApp } from './serve.js';
import { ReleaseStore, type PublicRelease, type Release } from './store.js';

// Two servers on one RELEASES_DIR, as two machines mounting the same store would run: each has its
// own ReleaseStore and its own caches, and listens on a port of its own. The release tool acts
// through a third ReleaseStore, as `npm run release` does from another process.
const by = 'tester@ci';
const SWITCH_DEADLINE_MS = 2_000;
let root: string;
let tool: ReleaseStore;
let database: Database;
let servers: FastifyInstance[] = [];
let first: Release;
let second: Release;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'aboki-shared-store-'));
  tool = new ReleaseStore(root);
  database = await createTestDatabase();
  for (const app of FRONT_END_APPS) await publish(tool, app, { by });
  first = await compose(tool, [], by);
  const next = await mkdtemp(join(tmpdir(), 'aboki-aboki-next-'));
  await cp(buildDir('mfe-aboki'), next, { recursive: true });
  await writeFile(join(next, 'NOTICE.txt'), 'the next build');
  await publish(tool, 'mfe-aboki', { by, dir: next, version: '0.2.0-next' });
  const started = await Promise.allSettled(
    [1, 2].map(async () => {
      const app = await buildSiteApp({
        config: testConfig(),
        database,
        logger: false,
        store: new ReleaseStore(root),
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      return app;
    }),
  );
  // Whichever started is closed by afterAll, even when the other failed.
  servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}, 180_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await database?.close();
  await rm(root, { recursive: true, force: true });
});

const urlOf = (server: FastifyInstance, path: string) =>
  `http://127.0.0.1:${(server.server.address() as AddressInfo).port}${path}`;

async function releaseServedBy(server: FastifyInstance, cookie?: string): Promise<PublicRelease> {
  const response = await fetch(urlOf(server, '/release.json'), {
    headers: cookie ? { cookie } : {},
  });
  expect(response.status).toBe(200);
  return (await response.json()) as PublicRelease;
}

/**
 * Asks every server for /release.json until each serves what `expected` accepts, or the deadline
 * passes; returns how long each took. No fixed sleep: as soon as both have switched, it returns.
 */
async function untilBothServe(expected: (release: PublicRelease) => boolean, cookie?: string): Promise<void> {
  const deadline = Date.now() + SWITCH_DEADLINE_MS;
  const pending = new Set(servers);
  let last: PublicRelease | undefined;
  while (pending.size > 0) {
    for (const server of [...pending]) {
      last = await releaseServedBy(server, cookie);
      if (expected(last)) pending.delete(server);
    }
    if (pending.size > 0 && Date.now() > deadline) {
      throw new Error(
        `${pending.size} of ${servers.length} servers still serve ${last?.id} ${SWITCH_DEADLINE_MS} ms after the change`,
      );
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('two servers sharing one release store', () => {
  it('serve the same release, and both switch within 2 s of a compose and a rollback', async () => {
    for (const server of servers) expect((await releaseServedBy(server)).id).toBe(first.id);

    second = await compose(tool, [], by);
    expect(second.apps['mfe-aboki']!.version).toBe('0.2.0-next');
    await untilBothServe((release) => release.id === second.id);
    for (const server of servers) {
      const page = await fetch(urlOf(server, '/aboki'), { headers: { 'accept-encoding': 'identity' } });
      expect(await page.text()).toContain('/remotes/mfe-aboki/0.2.0-next/');
      const notice = await fetch(urlOf(server, '/remotes/mfe-aboki/0.2.0-next/NOTICE.txt'));
      expect(await notice.text()).toBe('the next build');
    }

    await rollback(tool, undefined, by);
    await untilBothServe((release) => release.id === first.id);
  });

  it('split a canary the same way, visitor by visitor, and both end it within 2 s of an abort', async () => {
    await startCanary(tool, 'mfe-aboki@0.2.0-next', 50, by);
    await untilBothServe((release) => release.canary === true);

    const sides = new Set<string>();
    for (let visitor = 0; visitor < 16; visitor += 1) {
      const cookie = `aboki_visitor=${visitor.toString(16).padStart(32, '0')}`;
      const [one, two] = await Promise.all(servers.map((server) => releaseServedBy(server, cookie)));
      // A visitor whose requests land on either machine sees one version only.
      expect(two!.apps['mfe-aboki']).toEqual(one!.apps['mfe-aboki']);
      sides.add(one!.apps['mfe-aboki']!.version);
    }
    expect(sides).toEqual(new Set(['0.2.0-next', first.apps['mfe-aboki']!.version]));

    await abortCanary(tool, by);
    await untilBothServe((release) => release.canary === undefined && release.id === first.id);
  });
});
