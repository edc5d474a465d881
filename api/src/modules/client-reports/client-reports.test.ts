import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/use-test-app.js';
import { versionHealth } from './client-reports-repository.js';
import { CLIENT_REPORT_RATE_RULE } from './client-reports-routes.js';

const ctx = useTestApp({ truncate: ['client_report_counts', 'rate_limits'] });

const report = (payload: unknown, ip = '203.0.113.9') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/client-reports',
    payload: payload as object,
    remoteAddress: ip,
  });

describe('POST /api/v1/client-reports', () => {
  it('counts page loads and problems per app version, without storing anything about the visitor', async () => {
    const since = new Date(Date.now() - 1000);
    for (let i = 0; i < 3; i += 1) {
      const response = await report({ kind: 'page-load', app: 'mfe-auth', version: '1.4.0', release: 'r-1' });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ success: true, data: { counted: true } });
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
});
