import type { Database } from './db/client.js';
import { migrate } from './db/migrate.js';
import { insertMissingServices } from './modules/services/services-repository.js';
import { CATALOGUE } from './modules/services/catalogue.js';

// Beside app.ts, not in db/: like the module list, it composes features (the services catalogue is
// the services module's reference data), and db/ is what features build on, never their user.

/** Brings a database up to date: the schema, then the reference data the site cannot work without. */
export async function prepareDatabase(
  database: Database,
): Promise<{ migrations: string[]; servicesAdded: number }> {
  const migrations = await migrate(database.pool);
  const servicesAdded = await insertMissingServices(database.db, CATALOGUE);
  return { migrations, servicesAdded };
}
