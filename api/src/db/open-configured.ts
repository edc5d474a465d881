import { join } from 'node:path';
import type { Config } from '../config.js';
import { openDatabase, type Database } from './client.js';

/** The database the configuration names: DATABASE_URL, or embedded PGlite under DATA_DIR/pglite. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
}
