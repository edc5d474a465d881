import { buildApp } from 'api';
import { loadConfig, type Config } from 'api/config';
import { openConfiguredDatabase } from 'api/db/open-configured';
import { prepareDatabase } from 'api/db/setup';
import { onShutdownSignal } from 'api/lib/shutdown';
import { sitePlugin } from './site-plugin.js';
import type { ReleaseStore } from './store.js';

/** The API and the site it serves, in one app: what `serve` runs and what tests inject into. */
export async function buildSiteApp(options: Parameters<typeof buildApp>[0] & { store: ReleaseStore }) {
  const { store, ...appOptions } = options;
  const app = await buildApp(appOptions);
  await app.register(sitePlugin, { store });
  return app;
}

/** One process serving the current release and the API on PORT, until SIGTERM or SIGINT. */
export async function serve(store: ReleaseStore, config: Config = loadConfig()) {
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database);
  const app = await buildSiteApp({ config, database, background: true, store });
  database.pool.on('error', (error) => app.log.warn({ err: error }, 'an idle database connection failed'));
  onShutdownSignal(app.log, async () => {
    await app.close();
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });
  return app;
}
