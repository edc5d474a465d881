import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatAuditEvent } from './audit.js';
import { compose, rollback } from './compose.js';
import { gitUser, loadDeployConfig } from './config.js';
import { publish } from './publish.js';
import { ReleaseStore } from './store.js';
import { FRONT_END_APPS } from './apps.js';

// Publishes the real builds in <app>/dist
// (built first, when missing or stale, by the deploy project's Jest global setup).
let store: ReleaseStore;

beforeAll(async () => {
  store = new ReleaseStore(await mkdtemp(join(tmpdir(), 'aboki-audit-')));
});
afterAll(() => rm(store.root, { recursive: true, force: true }));

describe('the audit log', () => {
  it('records every publish, compose and rollback with who, when and what', async () => {
    for (const app of FRONT_END_APPS) await publish(store, app, { by: 'amina@platform' });
    const first = await compose(store, [], 'amina@platform');
    const second = await compose(store, [], 'tunde@platform');
    await rollback(store, undefined, 'chidi@platform');

    const log = await store.auditLog();
    expect(log.map(({ action, by, subject }) => ({ action, by, subject }))).toEqual([
      ...FRONT_END_APPS.map((app) => ({
        action: 'publish',
        by: 'amina@platform',
        subject: expect.stringMatching(new RegExp(`^${app}@`)) as unknown,
      })),
      { action: 'compose', by: 'amina@platform', subject: first.id },
      { action: 'compose', by: 'tunde@platform', subject: second.id },
      { action: 'rollback', by: 'chidi@platform', subject: first.id },
    ]);
    expect(log.at(-1)?.details).toEqual({ from: second.id });
    for (const event of log) expect(Date.parse(event.at)).not.toBeNaN();
  });

  it('keeps reading past a line torn by a crash', async () => {
    await appendFile(join(store.root, 'audit.jsonl'), '{"at":"2026-');
    await store.audit({ by: 'aboki-server', action: 'canary-abort', subject: 'mfe-auth@1.4.0', reason: 'x' });
    const log = await store.auditLog();
    expect(log.at(-1)).toMatchObject({ action: 'canary-abort', reason: 'x' });
  });

  it('prints one line per event, with the reason of automatic actions', () => {
    expect(
      formatAuditEvent({
        at: '2026-11-23T10:00:00.000Z',
        by: 'aboki-server (automatic)',
        action: 'canary-abort',
        subject: 'mfe-auth@1.4.0',
        details: { release: 'r-1', skipped: null },
        reason: 'error rate 9.0 % over 120 page loads against 1.0 % on the release',
      }),
    ).toBe(
      '2026-11-23T10:00:00.000Z  aboki-server (automatic)  canary-abort  mfe-auth@1.4.0  (release=r-1)  reason: error rate 9.0 % over 120 page loads against 1.0 % on the release',
    );
  });
});

describe('who acts', () => {
  it('is RELEASE_AUTHOR when set, else the git user', () => {
    expect(loadDeployConfig({ RELEASE_AUTHOR: 'ci@aboki' }).author).toBe('ci@aboki');
    const git = gitUser();
    if (git) expect(loadDeployConfig({}).author).toBe(git);
    expect(gitUser(tmpdir())).toBe(gitUser(tmpdir())); // never throws outside a repository
  });
});
