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

export interface DatabaseOptions {
  /** A PostgreSQL server; unset starts embedded PGlite. */
  url?: string | undefined;
  /** Where embedded PGlite keeps its files; unset keeps them in memory. */
  dataDir?: string | undefined;
  /** Embedded only: start from this dump of a prepared database (tests use one per run). */
  templateFile?: string | undefined;
  maxConnections?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let pool: pg.Pool;
  if (options.url) {
    pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
  } else {
    embedded = await startEmbeddedPostgres({ dataDir: options.dataDir, templateFile: options.templateFile });
    // PGlite is a single connection: more clients would only queue inside it.
    pool = new pg.Pool({
      host: embedded.socketDir,
      port: embedded.port,
      user: 'postgres',
      database: 'postgres',
      max: 1,
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
