import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { buildApp, REDACTED_PATHS } from '../app.js';
import { call, signUp, STRONG_PASSWORD } from '../test/accounts.js';
import { startSmtpSink } from '../test/smtp-sink.js';
import { createTestDatabase } from '../test/test-database.js';
import { startTestApp, testConfig } from '../test/test-app.js';

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

/** The app on a fresh database with its log captured line by line, as the server would write it. */
async function appWithCapturedLog() {
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
  return {
    app,
    database,
    log: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

describe('request lines in the log', () => {
  it('name the path but never the query string', async () => {
    const ctx = await appWithCapturedLog();
    try {
      await ctx.app.ready();
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/services?cursor=secret-cursor&email=ada@example.com',
      });
    } finally {
      await ctx.close();
    }
    const incoming = ctx.entries().find((entry) => entry.msg === 'incoming request');
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/api/v1/services' });
    expect(ctx.log()).not.toContain('secret-cursor');
    expect(ctx.log()).not.toContain('ada@example.com');
  });
});

describe('database errors in the log (security review, finding 2)', () => {
  const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$secret-hash-value';
  const NIN = '98765432109';

  it('keep the SQLSTATE and leave out the query, its parameters and the offending value', async () => {
    const ctx = await appWithCapturedLog();
    try {
      // A handler whose query fails in the database, carrying secret-looking parameters.
      ctx.app.get('/api/test/nul', async () => {
        await ctx.database.db.execute(sql`SELECT ${`${HASH}\u0000`}::text AS hash, ${NIN} AS nin`);
        return { ok: true };
      });
      ctx.app.get('/api/test/uuid', async () => {
        await ctx.database.db.execute(sql`SELECT ${`${NIN}-${HASH}`}::uuid AS id`);
        return { ok: true };
      });
      ctx.app.get('/api/test/unique', async () => {
        await ctx.database.db.execute(
          sql`INSERT INTO users (email, name, password_hash) VALUES ('dup@example.com', 'Ada', ${HASH}), ('dup@example.com', 'Bola', ${HASH})`,
        );
        return { ok: true };
      });
      await ctx.app.ready();
      for (const url of ['/api/test/nul', '/api/test/uuid', '/api/test/unique']) {
        const response = await ctx.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(500);
        expect(response.body).not.toContain(NIN);
        expect(response.body).not.toMatch(/SELECT|INSERT|argon2/);
      }
    } finally {
      await ctx.close();
    }
    const failures = ctx.entries().filter((entry) => entry.msg === 'request failed');
    expect(failures).toHaveLength(3);
    const codes = failures.map((entry) => {
      const err = entry.err as { type: string; cause: { code: string; type: string } };
      expect(err.type).toBe('DrizzleQueryError');
      expect(err.cause.type).toBe('DatabaseError');
      return err.cause.code;
    });
    // 22021: invalid byte sequence (the NUL); 22P02: invalid text representation; 23505: unique.
    expect(codes).toEqual(['22021', '22P02', '23505']);
    expect((failures[2]!.err as { cause: Record<string, unknown> }).cause).toMatchObject({
      table: 'users',
      constraint: expect.stringContaining('email'),
    });
    const log = ctx.log();
    for (const secret of [HASH, 'secret-hash-value', NIN, 'dup@example.com', 'SELECT', 'INSERT', 'params']) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('control characters in request bodies (security review, finding 2)', () => {
  it('answer 400 naming the field, store nothing and log no failure', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const smtp = await startSmtpSink();
    const ctx = await startTestApp(
      { SMTP_URL: smtp.url },
      { logger: { level: 'info', stream, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } } },
    );
    const home = { phoneNumber: '08031234567', state: 'Lagos', lga: 'Ikeja', address: '12 Allen Avenue' };
    const cases: Array<{ url: string; payload: Record<string, unknown>; field: string; signedIn?: boolean }> =
      [
        {
          url: '/api/v1/auth/register',
          payload: { name: 'Ada\u0000Obi', email: 'nul@example.com', password: STRONG_PASSWORD },
          field: 'name',
        },
        {
          url: '/api/auth/register',
          payload: {
            name: 'Ada\nClick https://evil.example',
            email: 'nul@example.com',
            password: STRONG_PASSWORD,
          },
          field: 'name',
        },
        {
          url: '/api/v1/auth/register',
          payload: { name: 'Ada Obi', email: 'nul\u0000@example.com', password: STRONG_PASSWORD },
          field: 'email',
        },
        {
          url: '/api/v1/auth/register',
          payload: { name: 'Ada Obi', email: 'nul@example.com', password: 'kola nut\u0000 mango tree' },
          field: 'password',
        },
        {
          url: '/api/v1/contact',
          payload: { name: 'Ada Obi', email: 'nul@example.com', message: 'Hello there\u0000, I need help' },
          field: 'message',
        },
        {
          url: '/api/v1/profile/user',
          payload: { ...home, address: '12 Allen\u0000Avenue' },
          field: 'address',
          signedIn: true,
        },
        {
          url: '/api/v1/profile/user',
          payload: { ...home, landmark: 'Opposite\u0000the mosque' },
          field: 'landmark',
          signedIn: true,
        },
      ];
    try {
      const { token } = await signUp(ctx, smtp, { email: 'signed-in@example.com' });
      expect(
        (await call(ctx, 'POST', '/api/v1/auth/select-role', { role: 'USER' }, { token })).statusCode,
      ).toBe(200);
      for (const { url, payload, field, signedIn } of cases) {
        const response = await call(ctx, 'POST', url, payload, signedIn ? { token } : {});
        expect({ url, field, status: response.statusCode }).toEqual({ url, field, status: 400 });
        const body = response.json() as { error: string; fields: Record<string, string>; message: string };
        expect(body.error).toBe('VALIDATION_ERROR');
        expect(Object.keys(body.fields)).toEqual([field]);
        expect(body.message).toBe(body.fields[field]);
      }
      const stored = await ctx.database.pool.query(
        `SELECT (SELECT count(*) FROM users WHERE email = 'nul@example.com')::int AS users,
                (SELECT count(*) FROM contact_messages)::int AS messages,
                (SELECT count(*) FROM profiles)::int AS profiles`,
      );
      expect(stored.rows[0]).toEqual({ users: 0, messages: 0, profiles: 0 });
    } finally {
      await ctx.close();
      await smtp.close();
    }
    const errors = lines
      .map((line) => JSON.parse(line) as { level: number })
      .filter((entry) => entry.level >= 50);
    expect(errors).toEqual([]);
  });
});
