import type { App, AppOptions } from './app.js';
import type { Config } from './config.js';
import { openConfiguredDatabase } from './db/open-configured.js';
import { prepareDatabase } from './database-setup.js';
import { prepareDataDir } from './lib/data-dir.js';
import { onShutdownSignal, trackKeepAlive } from './lib/shutdown.js';
import { loadDevelopmentDemoData } from './modules/abokis/demo-data.js';

/**
 * Runs an app built on the API (the API alone, or the API with the site) on PORT: prepare the
 * database, listen, and on SIGTERM/SIGINT finish in-flight requests, close the database and exit 0.
 */
export async function runServer(config: Config, build: (options: AppOptions) => Promise<App>): Promise<App> {
  // Before the embedded database or the release store writes a byte: private modes, DATA_DIR 0700.
  const dataDir = prepareDataDir(config);
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database);
  const app = await build({ config, database, background: true });
  // `npm start` in development comes with demo Abokis; production and tests never load them.
  await loadDevelopmentDemoData(config, database.db, app.log);
  database.pool.on('error', (error) => app.log.warn({ err: error }, 'an idle database connection failed'));
  if (dataDir === 'tightened')
    app.log.warn({ dataDir: config.dataDir }, 'DATA_DIR was readable by others; now 0700');
  const keepAlive = trackKeepAlive(app.server);
  onShutdownSignal(app.log, async () => {
    keepAlive.release();
    await app.close();
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });
  return app;
}
