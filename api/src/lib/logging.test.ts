import { Writable } from 'node:stream';
import { buildApp, REDACTED_PATHS } from '../app.js';
import { createTestDatabase } from '../test/test-database.js';
import { testConfig } from '../test/test-app.js';

describe('structured logs', () => {
  it('carry request ids but never authorization headers, cookies, passwords, codes or tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig(),
      database,
      logger: { level: 'trace', stream, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    });
    try {
      app.get('/api/test/log', async (request) => {
        // A careless handler logging what it was sent is still cut.
        request.log.info(
          { body: { password: 'hunter2-secret', otp: '493817', token: 'tok_live_abc' } },
          'received',
        );
        request.log.info({ headers: request.headers }, 'headers');
        return { ok: true };
      });
      await app.ready();
      await app.inject({
        method: 'GET',
        url: '/api/test/log',
        headers: {
          authorization: 'Bearer very-secret-token',
          cookie: 'sid=cookie-secret',
          'x-request-id': 'trace-me-1',
        },
      });
    } finally {
      await app.close();
      await database.close();
    }
    const log = lines.join('');
    expect(log).toContain('"reqId":"trace-me-1"');
    for (const secret of ['hunter2-secret', '493817', 'tok_live_abc', 'very-secret-token', 'cookie-secret']) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('[redacted]');
  });
});
