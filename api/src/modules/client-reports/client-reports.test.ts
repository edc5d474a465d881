import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/use-test-app.js';
import { testConfig } from '../../test/test-app.js';
import { versionHealth, visitorHealth } from './client-reports-repository.js';
import { CLIENT_REPORT_RATE_RULE } from './client-reports-routes.js';
import { issueReportToken, REPORT_TOKEN_HEADER, REPORT_TOKEN_MAX_AGE_MS } from './report-token.js';

const ctx = useTestApp({ truncate: ['client_report_counts', 'client_report_visitors', 'rate_limits'] });

const report = (payload: unknown, ip = '203.0.113.9', token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/client-reports',
    payload: payload as object,
    remoteAddress: ip,
    ...(token ? { headers: { [REPORT_TOKEN_HEADER]: token } } : {}),
  });

const secret = testConfig().appSecret;
/** A token as the site's server signs it for a page it served `versions`. */
const tokenFor = (visitor: string, versions: Record<string, string>, at = new Date()) =>
  issueReportToken(secret, { visitor, release: 'r-1', versions }, at);
/** Every report from its own address: the per-address limit is not what is tested. */
const address = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

describe('POST /api/v1/client-reports', () => {
  it('counts page loads and problems per app version, without storing anything about the visitor', async () => {
    const since = new Date(Date.now() - 1000);
    for (let i = 0; i < 3; i += 1) {
      const response = await report({ kind: 'page-load', app: 'mfe-auth', version: '1.4.0', release: 'r-1' });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ success: true, data: { counted: true, verified: false } });
    }
    await report({ kind: 'remote-failed', app: 'mfe-auth', version: '1.4.0', release: 'r-1' });
    await report({ kind: 'integrity', app: 'mfe-auth', version: '1.3.0' });
    await report({ kind: 'page-load', app: 'mfe-aboki', version: '1.4.0' });

    expect(await versionHealth(ctx.database.db, 'mfe-auth', ['1.4.0', '1.3.0', '9.9.9'], since)).toEqual([
      { version: '1.4.0', pageLoads: 3, errors: 1 },
      { version: '1.3.0', pageLoads: 0, errors: 1 },
      { version: '9.9.9', pageLoads: 0, errors: 0 },
    ]);
    const { rows } = await ctx.database.db.execute(sql`SELECT * FROM client_report_counts`);
    // One row per minute and kind: no address, account or URL anywhere.
    expect(Object.keys(rows[0]!).sort()).toEqual(['app', 'count', 'kind', 'minute', 'release_id', 'version']);
  });

  it('refuses anything but names and versions, and large bodies', async () => {
    for (const payload of [
      { kind: 'page-load', app: 'mfe-auth', version: '1.4.0', email: 'amina@example.ng' },
      { kind: 'page-load', app: 'mfe-auth', version: '1.4.0 <script>' },
      { kind: 'stack-trace', app: 'mfe-auth', version: '1.4.0' },
      { kind: 'page-load', app: 'Mfe Auth', version: '1.4.0' },
    ]) {
      expect((await report(payload)).statusCode).toBe(400);
    }
    const large = await report({
      kind: 'page-load',
      app: 'mfe-auth',
      version: '1',
      release: 'x'.repeat(600),
    });
    expect(large.statusCode).toBe(413);
  });

  it('is rate-limited per address', async () => {
    const payload = { kind: 'page-load', app: 'mfe-auth', version: '1.4.0' };
    for (let i = 0; i < CLIENT_REPORT_RATE_RULE.limit; i += 1) {
      expect((await report(payload, '198.51.100.1')).statusCode).toBe(202);
    }
    const refused = await report(payload, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await report(payload, '198.51.100.2')).statusCode).toBe(202);
  });

  it('counts a visitor for the canary only with a token the site signed for that version, once however often', async () => {
    const since = new Date(Date.now() - 1000);
    const served = { shell: '2.0.0', 'mfe-auth': '1.4.0' };
    const failure = { kind: 'remote-failed', app: 'mfe-auth', version: '1.4.0', release: 'r-1' };
    const valid = tokenFor('visitor:aaaa', served);
    const [payload, signature] = valid.split('.');
    const forged = [
      undefined,
      `${payload}.${signature!.slice(1)}x`, // a bad signature
      issueReportToken(
        'another-secret-that-is-long-enough-0123',
        { visitor: 'v', release: 'r', versions: served },
        new Date(),
      ),
      tokenFor('visitor:bbbb', { shell: '2.0.0', 'mfe-auth': '1.3.0' }), // a page of another version
      tokenFor('visitor:cccc', served, new Date(Date.now() - REPORT_TOKEN_MAX_AGE_MS - 60_000)), // too old
      'not-a-token',
    ];
    for (let i = 0; i < 500; i += 1) {
      const response = await report(failure, address(i), forged[i % forged.length]);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ success: true, data: { counted: true, verified: false } });
    }
    expect(await visitorHealth(ctx.database.db, 'mfe-auth', ['1.4.0', '1.3.0'], since)).toEqual([
      { version: '1.4.0', visitors: 0, failing: 0 },
      { version: '1.3.0', visitors: 0, failing: 0 },
    ]);

    // One valid token replayed 100 times, and the same visitor's other pages: one visitor.
    for (let i = 0; i < 500; i += 1) {
      const response = await report(
        failure,
        address(i),
        i % 100 === 0 ? tokenFor('visitor:aaaa', served) : valid,
      );
      expect(response.json()).toEqual({ success: true, data: { counted: true, verified: true } });
    }
    await report({ ...failure, kind: 'page-load' }, address(1), valid);
    await report({ ...failure, kind: 'page-load' }, address(2), tokenFor('account:42', served));
    expect(await visitorHealth(ctx.database.db, 'mfe-auth', ['1.4.0', '1.3.0'], since)).toEqual([
      { version: '1.4.0', visitors: 2, failing: 1 },
      { version: '1.3.0', visitors: 0, failing: 0 },
    ]);
    // The visitor is a keyed hash: no cookie, account or address.
    const { rows } = await ctx.database.db.execute(sql`SELECT * FROM client_report_visitors`);
    expect(Object.keys(rows[0]!).sort()).toEqual(['app', 'kind', 'seen_at', 'version', 'visitor']);
    expect(JSON.stringify(rows)).not.toMatch(/aaaa|account|198\.18/);
  }, 150_000);
});
