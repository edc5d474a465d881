import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'api/db/client';
import { signUp } from 'api/test/accounts';
import { startSmtpSink, type SmtpSink } from 'api/test/smtp-sink';
import { createTestDatabase } from 'api/test/test-database';
import { testConfig, type TestContext } from 'api/test/test-app';
import { FRONT_END_APPS } from './apps.js';
import { compose } from './compose.js';
import { createPreview, normaliseUser, parseExpiry, revokePreviews } from './preview.js';
import { previewCommand } from './preview-command.js';
import { buildDir, publish } from './publish.js';
import { buildSiteApp } from './serve.js';
import { ReleaseStore, type PublicRelease, type Release } from './store.js';

// Publishes the real production builds in <app>/dist (`npm test` builds them first), and signs
// accounts up through the real API (codes by email over SMTP to a local sink).
let store: ReleaseStore;
let database: Database;
let smtp: SmtpSink;
let site: Awaited<ReturnType<typeof buildSiteApp>>;
let release: Release;
let amina: { token: string; email: string };
let bola: { token: string; email: string };
const by = 'qa-lead@platform';
const NEXT = '1.5.0-rc1';
const spec = `mfe-auth@${NEXT}`;

beforeAll(async () => {
  store = new ReleaseStore(await mkdtemp(join(tmpdir(), 'aboki-preview-')));
  database = await createTestDatabase();
  smtp = await startSmtpSink();
  for (const app of FRONT_END_APPS) await publish(store, app, { by });
  const dir = await mkdtemp(join(tmpdir(), 'aboki-auth-rc-'));
  await cp(buildDir('mfe-auth'), dir, { recursive: true });
  await publish(store, 'mfe-auth', { by, dir, version: NEXT });
  const builtAuth = (await store.listVersions('mfe-auth')).find((version) => version.version !== NEXT)!;
  release = await compose(store, [`mfe-auth@${builtAuth.version}`], by);

  const config = testConfig({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://aboki.test' });
  site = await buildSiteApp({ config, database, logger: false, store });
  await site.ready();
  const ctx = { app: site, database, config, close: () => Promise.resolve() } as unknown as TestContext;
  amina = { email: 'amina@example.ng', ...(await signUp(ctx, smtp, { email: 'amina@example.ng' })) };
  bola = {
    email: 'bola@example.ng',
    ...(await signUp(ctx, smtp, { email: 'bola@example.ng', ip: '203.0.113.11' })),
  };
}, 180_000);
afterAll(async () => {
  await site?.close();
  await database?.close();
  await smtp?.close();
  await rm(store.root, { recursive: true, force: true });
});
afterEach(async () => {
  await revokePreviews(store, { user: amina.email }, by).catch(() => undefined);
  await revokePreviews(store, { user: bola.email }, by).catch(() => undefined);
});

/** `/release.json` as the site serves it to a request with these headers. */
async function served(headers: Record<string, string> = {}): Promise<PublicRelease> {
  const response = await site.inject({ url: '/release.json', headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const as = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  ...extra,
});
const baseVersion = () => release.apps['mfe-auth']!.version;

describe('preview rules', () => {
  it('reads durations and emails, and refuses anything else', () => {
    expect(parseExpiry('2h')).toBe(7_200_000);
    expect(parseExpiry('90s')).toBe(90_000);
    expect(parseExpiry('7d')).toBe(7 * 86_400_000);
    for (const bad of [undefined, '', '2', '2 h', '-1h', '1.5h', '8d', '0s'])
      expect(() => parseExpiry(bad)).toThrow('--expires');
    expect(normaliseUser('  Amina@Example.NG ')).toBe('amina@example.ng');
    for (const bad of [undefined, 'amina', 'amina@', '@example.ng', 'a b@example.ng'])
      expect(() => normaliseUser(bad)).toThrow('--user');
  });

  it('previews only a published, unchanged remote that the release does not already run, and changes nothing when refused', async () => {
    const base = { user: amina.email, expires: '2h', by };
    await expect(
      createPreview(store, { ...base, spec: `shell@${release.apps.shell!.version}` }),
    ).rejects.toThrow('The shell cannot be previewed');
    await expect(createPreview(store, { ...base, spec: 'mfe-auth@9.9.9' })).rejects.toThrow('not published');
    await expect(createPreview(store, { ...base, spec: `mfe-auth@${baseVersion()}` })).rejects.toThrow(
      'already in the current release',
    );
    await expect(createPreview(store, { ...base, spec: undefined })).rejects.toThrow('--app');
    await expect(createPreview(store, { ...base, spec, expires: '30d' })).rejects.toThrow('--expires');
    expect(await store.readPreviews()).toEqual([]);
    expect((await store.auditLog()).some((event) => event.action === 'preview-create')).toBe(false);
  });

  it('lets one of six concurrent creates for the same account and app through, and refuses a second while it lives', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => createPreview(store, { user: amina.email, spec, expires: '2h', by })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((result) => result.status === 'rejected');
    for (const result of refused)
      expect(String(result.reason)).toMatch(/already previews mfe-auth@1\.5\.0-rc1/);
    expect(await store.readPreviews()).toHaveLength(1);
    expect(await readdir(store.previewsDir)).toHaveLength(1); // No temporary file left behind.
  });
});

describe('serving a preview', () => {
  it('serves the previewed version to its account only; others, strangers and forged sessions get the release', async () => {
    const preview = await createPreview(store, { user: 'Amina@Example.ng', spec, expires: '2h', by });
    const mine = await served(as(amina.token));
    expect(mine.apps['mfe-auth']).toEqual({ ...preview.entry, base: `/remotes/mfe-auth/${NEXT}/` });
    expect(mine.apps.shell).toEqual(release.apps.shell);
    expect(mine.preview).toEqual([{ app: 'mfe-auth', version: NEXT, expiresAt: preview.expiresAt }]);
    expect(mine.id).toMatch(new RegExp(`^${release.id}-preview-[0-9a-f]{8}$`));
    // The same id on every request: the release watch sees one release, not a change.
    expect((await served(as(amina.token))).id).toBe(mine.id);

    const expected = { id: release.id, createdAt: release.createdAt, apps: release.apps, previews: true };
    expect(await served(as(bola.token))).toEqual(expected);
    expect(await served()).toEqual(expected);
    expect(await served({ authorization: 'Bearer not-a-real-session-token' })).toEqual(expected);
    // Nothing the client says besides its session turns a preview on.
    expect(
      await served({ cookie: `aboki_visitor=${'a'.repeat(32)}`, 'x-aboki-preview': amina.email }),
    ).toEqual(expected);

    const page = await site.inject({
      url: '/sign-in',
      headers: as(amina.token, { 'accept-encoding': 'identity' }),
    });
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.body).toContain(`/remotes/mfe-auth/${NEXT}/`);
    const stranger = await site.inject({ url: '/sign-in', headers: { 'accept-encoding': 'identity' } });
    expect(stranger.body).not.toContain(`/remotes/mfe-auth/${NEXT}/`);
    expect(stranger.body).toContain('"previews":true');
  });

  it('leaves the previewed remote out of page preloads while the preview lives, and back in after', async () => {
    // A page request carries no account, so its document cannot know which version the page will run.
    const preloadsOf = async (url: string) => {
      const page = await site.inject({ url, headers: { 'accept-encoding': 'identity' } });
      return [...page.body.matchAll(/<link rel="preload"[^>]* href="\/remotes\/([^/]+)\//g)].map(
        (match) => match[1],
      );
    };
    // The skeleton's heading is the page's in the version a page runs: in doubt too while previewed.
    const headingOf = async (url: string) => {
      const page = await site.inject({ url, headers: { 'accept-encoding': 'identity' } });
      return /<h1[^>]*>([^<]*)<\/h1>/.exec(page.body)?.[1] ?? null;
    };
    expect(await preloadsOf('/sign-in')).toContain('mfe-auth');
    expect(await headingOf('/sign-in')).toBe('Sign in');
    await createPreview(store, { user: amina.email, spec, expires: '2h', by });
    expect(await preloadsOf('/sign-in')).not.toContain('mfe-auth');
    expect(await headingOf('/sign-in')).toBeNull();
    // Another remote's pages still preload it: only the previewed app is in doubt.
    expect(await preloadsOf('/select-aboki')).toContain('mfe-requests');
    await revokePreviews(store, { user: amina.email }, by);
    expect(await preloadsOf('/sign-in')).toContain('mfe-auth');
  });

  it('stops at once on revoke and on expiry, with no sweeper and no restart', async () => {
    await createPreview(store, { user: amina.email, spec, expires: '2h', by });
    expect((await served(as(amina.token))).preview).toHaveLength(1);
    expect((await store.liveVersions()).has(spec)).toBe(true);
    await revokePreviews(store, { user: amina.email, app: 'mfe-auth' }, by);
    const plain = { id: release.id, createdAt: release.createdAt, apps: release.apps };
    expect(await served(as(amina.token))).toEqual(plain);

    // Created two hours ago for one hour: on record, but served to no one and not protected from gc.
    const old = await createPreview(store, {
      user: amina.email,
      spec,
      expires: '1h',
      by,
      now: new Date(Date.now() - 7_200_000),
    });
    expect(await store.readPreviews()).toEqual([old]);
    expect(await served(as(amina.token))).toEqual(plain);
    expect((await store.liveVersions()).has(spec)).toBe(false);

    // A short one: served, then not on the first request after it expires.
    const short = await createPreview(store, { user: amina.email, spec, expires: '1s', by });
    expect((await served(as(amina.token))).preview).toHaveLength(1);
    while (Date.now() <= Date.parse(short.expiresAt)) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await served(as(amina.token))).preview).toBeUndefined();
  });
});

describe('leaving a preview (the badge’s button)', () => {
  const leave = (headers: Record<string, string> = {}) =>
    site.inject({ method: 'POST', url: '/api/v1/previews/leave', headers });

  it('ends only the signed-in account’s own previews, at once, and the audit log names that account', async () => {
    await createPreview(store, { user: amina.email, spec, expires: '2h', by });
    const refused = await leave({ authorization: 'Bearer not-a-real-session-token' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, error: 'UNAUTHENTICATED' });
    expect((await leave()).statusCode).toBe(401);
    const other = await leave(as(bola.token));
    expect(other.json()).toEqual({ success: true, message: 'You have no preview.', data: { left: 0 } });
    expect((await served(as(amina.token))).preview).toHaveLength(1);

    const left = await leave(as(amina.token));
    expect(left.json()).toEqual({ success: true, message: 'You left the preview.', data: { left: 1 } });
    expect(await served(as(amina.token))).toEqual({
      id: release.id,
      createdAt: release.createdAt,
      apps: release.apps,
    });
    expect(await store.readPreviews()).toEqual([]);
    expect((await store.auditLog()).at(-1)).toMatchObject({
      action: 'preview-revoke',
      by: 'amina@example.ng (Leave preview)',
      subject: 'amina@example.ng mfe-auth@1.5.0-rc1',
    });
  });
});

describe('npm run release -- preview', () => {
  it('creates, lists and revokes, and the audit log records who did each', async () => {
    const lines: string[] = [];
    const print = (line: string) => lines.push(line);
    await previewCommand(store, ['create'], { user: amina.email, app: spec, expires: '2h' }, by, print);
    expect(lines.at(-1)).toMatch(
      /^amina@example\.ng loads mfe-auth@1\.5\.0-rc1 until \S+ \(preview p-[0-9a-f]{8}\)\.$/,
    );
    const [preview] = await store.readPreviews();

    await previewCommand(store, ['list'], {}, by, print);
    expect(lines.at(-1)).toBe(
      `${preview!.id}  amina@example.ng mfe-auth@1.5.0-rc1  until ${preview!.expiresAt}  by ${by} at ${preview!.createdAt}`,
    );

    await expect(previewCommand(store, ['revoke'], {}, by, print)).rejects.toThrow('preview revoke takes');
    await expect(previewCommand(store, ['revoke', 'p-00000000'], {}, by, print)).rejects.toThrow(
      'No preview matches',
    );
    await previewCommand(store, ['revoke', preview!.id], {}, 'amina-lead@platform', print);
    expect(lines.at(-1)).toBe(`Revoked ${preview!.id}: amina@example.ng mfe-auth@1.5.0-rc1.`);
    await previewCommand(store, ['list'], {}, by, print);
    expect(lines.at(-1)).toBe('No previews.');
    await expect(previewCommand(store, ['extend'], {}, by, print)).rejects.toThrow('create, list or revoke');

    expect((await store.auditLog()).slice(-2)).toEqual([
      expect.objectContaining({
        action: 'preview-create',
        by,
        subject: 'amina@example.ng mfe-auth@1.5.0-rc1',
        details: { id: preview!.id, expiresAt: preview!.expiresAt },
      }),
      expect.objectContaining({
        action: 'preview-revoke',
        by: 'amina-lead@platform',
        subject: 'amina@example.ng mfe-auth@1.5.0-rc1',
        details: { id: preview!.id, expired: false },
      }),
    ]);
  });
});
