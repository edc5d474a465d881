import { insertMissingServices } from '../modules/services/services-repository.js';
import { CATALOGUE } from '../modules/services/catalogue.js';
import type { Database } from './client.js';
import { migrate } from './migrate.js';

/** Brings a database up to date: the schema, then the reference data the site cannot work without. */
export async function prepareDatabase(
  database: Database,
): Promise<{ migrations: string[]; servicesAdded: number }> {
  const migrations = await migrate(database.pool);
  const servicesAdded = await insertMissingServices(database.db, CATALOGUE);
  return { migrations, servicesAdded };
}
