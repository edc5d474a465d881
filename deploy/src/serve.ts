import { buildApp, type AppOptions } from 'api';
import { loadConfig, type Config } from 'api/config';
import { runServer } from 'api/run-server';
import { installableRoutes } from './installable.js';
import { sitePlugin } from './site-plugin.js';
import type { ReleaseStore } from './store.js';

/** The API and the site it serves, in one app: what `serve` runs and what tests inject into. */
export async function buildSiteApp(
  options: AppOptions & { store: ReleaseStore; canaryCheckMs?: number; catalogueTtlMs?: number },
) {
  const { store, canaryCheckMs, catalogueTtlMs, ...appOptions } = options;
  const app = await buildApp(appOptions);
  // Before the site's catch-all page route: the service worker, the manifest and the icons.
  await app.register(installableRoutes);
  await app.register(sitePlugin, {
    store,
    db: appOptions.database.db,
    reportSecret: appOptions.config.appSecret,
    ...(canaryCheckMs ? { canaryCheckMs } : {}),
    ...(catalogueTtlMs !== undefined ? { catalogueTtlMs } : {}),
  });
  return app;
}

/** One process serving the current release and the API on PORT, until SIGTERM or SIGINT. */
export function serve(store: ReleaseStore, config: Config = loadConfig(), canaryCheckMs?: number) {
  return runServer(config, (options) =>
    buildSiteApp({ ...options, store, ...(canaryCheckMs ? { canaryCheckMs } : {}) }),
  );
}
