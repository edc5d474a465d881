import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.js';
import * as schema from './schema.js';

export type Db = NodePgDatabase<typeof schema>;
/** A repository runs on the database or inside a caller's transaction (a transaction is a Db too). */
export type Executor = Db;

export interface Database {
  kind: 'embedded' | 'postgres';
  /** The PGlite worker, when embedded. */
  embedded?: EmbeddedPostgres | undefined;
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

/**
 * Waiting longer than this for a connection (to open one, or for a busy pool to free one) means the
 * database is down or saturated: the request fails with 503 instead of hanging.
 */
export const CONNECT_TIMEOUT_MS = 10_000;
/** PGlite has one connection, so a burst of requests queues for it by design: a longer wait. */
export const EMBEDDED_CONNECT_TIMEOUT_MS = 30_000;
/**
 * The longest one statement may run (PostgreSQL's statement_timeout, per connection). Every query the
 * API makes is an index lookup or a small write; one running for seconds is a bug or a lock pile-up,
 * and holding a pooled connection for it would starve every other request. Migrations lift it.
 */
export const STATEMENT_TIMEOUT_MS = 10_000;
/** A transaction left open this long (a handler stuck between queries) is ended by the server. */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;
/**
 * Client-side backstop, for PGlite: it accepts statement_timeout but cannot enforce it (no timers in
 * WebAssembly), so node-postgres gives up on the answer itself; the query still finishes in PGlite
 * before the next one runs.
 */
export const EMBEDDED_QUERY_TIMEOUT_MS = 15_000;

export interface DatabaseOptions {
  /** A PostgreSQL server; unset starts embedded PGlite. */
  url?: string | undefined;
  /** Where embedded PGlite keeps its files; unset keeps them in memory. */
  dataDir?: string | undefined;
  /** Embedded only: start from this dump of a prepared database (tests use one per run). */
  templateFile?: string | undefined;
  maxConnections?: number;
  /** statement_timeout for this pool; default STATEMENT_TIMEOUT_MS (tests shorten it). */
  statementTimeoutMs?: number;
  /** node-postgres' own query_timeout for embedded PGlite; default EMBEDDED_QUERY_TIMEOUT_MS. */
  embeddedQueryTimeoutMs?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let pool: pg.Pool;
  const timeouts = {
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
  if (options.url) {
    pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10, ...timeouts });
  } else {
    embedded = await startEmbeddedPostgres({ dataDir: options.dataDir, templateFile: options.templateFile });
    // PGlite is a single connection: more clients would only queue inside it.
    pool = new pg.Pool({
      host: embedded.socketDir,
      port: embedded.port,
      user: 'postgres',
      database: 'postgres',
      max: 1,
      ...timeouts,
      connectionTimeoutMillis: EMBEDDED_CONNECT_TIMEOUT_MS,
      query_timeout: options.embeddedQueryTimeoutMs ?? EMBEDDED_QUERY_TIMEOUT_MS,
    });
  }
  // Without a listener an idle client losing its server would crash the process; the next query
  // reports the failure anyway, and the server adds a listener that logs it.
  pool.on('error', () => {});
  return {
    kind: embedded ? 'embedded' : 'postgres',
    embedded,
    pool,
    db: drizzle(pool, { schema }),
    async close() {
      await pool.end();
      await embedded?.close();
    },
  };
}
