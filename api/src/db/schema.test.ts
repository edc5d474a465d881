import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { createTestDatabase } from '../test/test-database.js';
import type { Database } from './client.js';
import * as schema from './schema.js';

// db/schema.ts is written by hand beside the SQL migrations: this keeps the two from drifting. It
// compares what the migrations create (information_schema of a migrated database) with Drizzle's own
// table config, generically, so a new migration fails here until schema.ts mirrors it.

/** Tables of the migration runner itself, not of the application. */
const BOOKKEEPING = new Set(['schema_migrations']);

/**
 * Columns schema.ts leaves out on purpose, each with its reason; anything else missing fails.
 * jobs.blocked: a tstzrange (no Drizzle type) kept for the no-double-booking exclusion constraint,
 * written and read only by raw SQL in jobs-repository.ts and availability-repository.ts; likewise
 * jobs.reschedule_blocked and jobs.held (0015: a pending ask's hold, and what the constraint
 * compares), and job_reschedules.blocked (the reschedule repository's).
 */
const ONLY_IN_SQL: Readonly<Record<string, readonly string[]>> = {
  jobs: ['blocked', 'reschedule_blocked', 'held'],
  job_reschedules: ['blocked'],
};

interface Column {
  name: string;
  notNull: boolean;
}

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function migratedTables(): Promise<Map<string, Column[]>> {
  const { rows } = await database.pool.query<{
    table_name: string;
    column_name: string;
    is_nullable: string;
  }>(
    `SELECT c.table_name, c.column_name, c.is_nullable
       FROM information_schema.columns c
       JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.column_name`,
  );
  const tables = new Map<string, Column[]>();
  for (const row of rows) {
    if (BOOKKEEPING.has(row.table_name)) continue;
    if (ONLY_IN_SQL[row.table_name]?.includes(row.column_name)) continue;
    const columns = tables.get(row.table_name) ?? [];
    columns.push({ name: row.column_name, notNull: row.is_nullable === 'NO' });
    tables.set(row.table_name, columns);
  }
  return tables;
}

function drizzleTables(): Map<string, Column[]> {
  const tables = new Map<string, Column[]>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (config.schema && config.schema !== 'public') continue;
    tables.set(
      config.name,
      config.columns
        .map((column) => ({ name: column.name, notNull: column.notNull }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    );
  }
  return tables;
}

describe('db/schema.ts', () => {
  it('names every table the migrations create, and no other', async () => {
    const migrated = await migratedTables();
    expect([...drizzleTables().keys()].sort()).toEqual([...migrated.keys()].sort());
  });

  it('gives each table the columns the migrations create, nullable alike', async () => {
    const migrated = await migratedTables();
    for (const [table, columns] of drizzleTables()) {
      expect({ table, columns }).toEqual({ table, columns: migrated.get(table) ?? [] });
    }
  });
});
