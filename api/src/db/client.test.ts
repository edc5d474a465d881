import { sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { REQUEST_TIMEOUT_MS } from '../config.js';
import { testConfig } from '../test/test-app.js';
import { createTestDatabase } from '../test/test-database.js';
import {
  CONNECT_TIMEOUT_MS,
  EMBEDDED_CONNECT_TIMEOUT_MS,
  EMBEDDED_QUERY_TIMEOUT_MS,
  IDLE_IN_TRANSACTION_TIMEOUT_MS,
  openDatabase,
  STATEMENT_TIMEOUT_MS,
  type Database,
} from './client.js';
import { migrate } from './migrate.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the database connection', () => {
  it('keeps answering after a statement fails', async () => {
    await expect(database.pool.query('SELECT * FROM no_such_table')).rejects.toThrow('does not exist');
    // node-postgres replaces a connection after an error; the replacement must be let in at once.
    await expect(database.pool.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    await expect(database.pool.query("SELECT 'still here' AS answer")).resolves.toMatchObject({
      rows: [{ answer: 'still here' }],
    });
  });

  it('rolls back a failed transaction whole and serves the next one', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(
          sql`INSERT INTO rate_limits (key, hits, expires_at) VALUES ('rollback-probe', 1, now())`,
        );
        await tx.execute(
          sql`INSERT INTO rate_limits (key, hits, expires_at) VALUES ('rollback-probe', 1, now())`,
        );
      }),
    ).rejects.toThrow();
    const { rows } = await database.db.execute(
      sql`SELECT count(*)::int AS n FROM rate_limits WHERE key = 'rollback-probe'`,
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});

describe('timeouts (security review, finding 7)', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;

  it('gives every connection of the pool a statement and idle-transaction timeout', async () => {
    if (!serverUrl) {
      // PGlite cannot enforce statement_timeout; its guard is node-postgres' query_timeout.
      expect(database.pool.options).toMatchObject({
        query_timeout: EMBEDDED_QUERY_TIMEOUT_MS,
        connectionTimeoutMillis: EMBEDDED_CONNECT_TIMEOUT_MS,
      });
      return;
    }
    const { rows } = await database.pool.query(
      'SELECT current_setting($1) AS statement, current_setting($2) AS idle',
      ['statement_timeout', 'idle_in_transaction_session_timeout'],
    );
    expect(rows).toEqual([
      { statement: `${STATEMENT_TIMEOUT_MS / 1000}s`, idle: `${IDLE_IN_TRANSACTION_TIMEOUT_MS / 1000}s` },
    ]);
    expect(database.pool.options).toMatchObject({ connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  });

  it('gives the HTTP server a request timeout: a client must send its whole request in time', async () => {
    const app = await buildApp({ config: testConfig(), database, logger: false });
    try {
      await app.ready();
      expect(app.initialConfig.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
      // Node's own server enforces it (408 and the socket closed), not a timer of ours.
      expect(app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
      // Node holds a request whose headers are in until headersTimeout passes too (slow-client.test.ts).
      expect(app.server.headersTimeout).toBe(REQUEST_TIMEOUT_MS);
    } finally {
      await app.close();
    }
  });

  it('answers 503 with Retry-After, not 500, when a statement runs past the timeout, and recovers', async () => {
    // A pool with a short timeout, on the server or on a fresh embedded database.
    const short = await openDatabase({
      url: serverUrl,
      statementTimeoutMs: 300,
      embeddedQueryTimeoutMs: 300,
      maxConnections: 2,
    });
    const app = await buildApp({ config: testConfig(), database: short, logger: false });
    try {
      app.get('/api/test/slow', async () => {
        await short.db.execute(sql`SELECT pg_sleep(1.5)`);
        return { slept: true };
      });
      await app.ready();
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url: '/api/test/slow' });
      expect(Date.now() - started).toBeLessThan(1_400);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({
        success: false,
        error: 'SERVICE_UNAVAILABLE',
        message: 'Aboki is busy right now. Please try again in a moment.',
      });
      // The pool serves the next request once the database is free again.
      await expect(short.pool.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
      if (serverUrl) {
        await expect(short.pool.query('SELECT pg_sleep(1)')).rejects.toMatchObject({ code: '57014' });
      }
    } finally {
      await app.close();
      await short.close();
    }
  }, 60_000);

  it('lifts the statement timeout for migrations and gives the pool its connection back with it', async () => {
    if (!serverUrl) return;
    await migrate(database.pool);
    // The pool hands out its most recently released connection first: the one migrate used.
    const client = await database.pool.connect();
    try {
      const { rows } = await client.query('SHOW statement_timeout');
      expect(rows).toEqual([{ statement_timeout: `${STATEMENT_TIMEOUT_MS / 1000}s` }]);
    } finally {
      client.release();
    }
  });
});
