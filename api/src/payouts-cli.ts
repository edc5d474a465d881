import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { prepareDatabase } from './database-setup.js';
import { openConfiguredDatabase } from './db/open-configured.js';
import { payoutsCommand } from './modules/payouts/payouts-command.js';

// `npm run payouts -- …` (the usage: modules/payouts/payouts-command.ts). It builds the API against
// the configured database without its timers; the e-mails it queues are sent by the running server's
// outbox. With the embedded database, stop `npm start` first: only one process may open it.

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await prepareDatabase(database);
  const app = await buildApp({ config, database, logger: false, background: false });
  try {
    process.exitCode = await payoutsCommand(
      process.argv.slice(2),
      { payouts: app.payouts, reconciliation: app.reconciliation, now: () => new Date() },
      (line) => console.log(line),
    );
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
