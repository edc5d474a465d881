import { readdir, readFile } from 'node:fs/promises';
import type pg from 'pg';

const migrationsDir = new URL('../../migrations/', import.meta.url);
// Any constant works; it only has to be the same in every process that migrates.
const MIGRATION_LOCK_ID = 7_245_001;

/** Applies api/migrations/*.sql in name order, each in its own transaction, once per database. */
export async function migrate(pool: pg.Pool): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  const client = await pool.connect();
  try {
    // The pool's statement_timeout is for requests; an index on a large table may take minutes, and
    // waiting for another process's migrations is expected. RESET below restores it for the pool.
    await client.query('SET statement_timeout = 0');
    // Several API processes may start at once; one migrates while the others wait.
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ name: string }>('SELECT name FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.name));
    const newlyApplied: string[] = [];
    for (const name of files) {
      if (applied.has(name)) continue;
      const sql = await readFile(new URL(name, migrationsDir), 'utf8');
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
      newlyApplied.push(name);
    }
    return newlyApplied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.query('RESET statement_timeout').catch(() => {});
    client.release();
  }
}
