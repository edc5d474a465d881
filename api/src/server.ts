import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openConfiguredDatabase } from './db/open-configured.js';
import { prepareDatabase } from './db/setup.js';
import { onShutdownSignal, trackKeepAlive } from './lib/shutdown.js';

/** Runs the API alone on PORT: read config, prepare the database, listen, close gracefully. */
async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database);
  const app = await buildApp({ config, database, background: true });
  database.pool.on('error', (error) => app.log.warn({ err: error }, 'an idle database connection failed'));
  const keepAlive = trackKeepAlive(app.server);
  onShutdownSignal(app.log, async () => {
    keepAlive.release();
    await app.close();
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
