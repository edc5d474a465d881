import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';
import { prepareDatabase } from '../database-setup.js';
import { CATALOGUE } from '../modules/services/catalogue.js';

/**
 * A fresh, prepared database for one test file: embedded PGlite by default, or a new database on
 * the server named by TEST_DATABASE_URL (dropped again by close()).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ templateFile: await pgliteTemplate() });

  const name = `aboki_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), maxConnections: 5 });
  await prepareDatabase(database);
  return {
    ...database,
    async close() {
      await database.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

/**
 * A dump of a migrated, seeded PGlite database, built once and reused until the migrations or the
 * catalogue change: loading it takes under a second, while initdb and migrating take several.
 */
async function pgliteTemplate(): Promise<string> {
  const migrationsDir = new URL('../../migrations/', import.meta.url);
  const hash = createHash('sha256').update(JSON.stringify(CATALOGUE));
  for (const name of (await readdir(migrationsDir)).sort()) {
    hash.update(name).update(await readFile(new URL(name, migrationsDir)));
  }
  const file = join(tmpdir(), `aboki-pglite-template-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (existsSync(file)) return file;

  const database = await openDatabase({});
  try {
    await prepareDatabase(database);
    // Two test workers may build it at once; the rename makes whichever finishes last win whole.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await database.embedded!.dump(partial);
    await rename(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
