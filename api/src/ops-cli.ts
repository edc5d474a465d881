import { userInfo } from 'node:os';
import { loadConfig } from './config.js';
import { prepareDatabase } from './database-setup.js';
import { openConfiguredDatabase } from './db/open-configured.js';
import { opsCommand } from './modules/ops/ops-command.js';

// `npm run ops -- …` (the usage: modules/ops/ops-command.ts), against the configured database. With
// the embedded database, stop `npm start` first: only one process may open it.

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await prepareDatabase(database);
  process.exitCode = await opsCommand(
    process.argv.slice(2),
    {
      db: database.db,
      // Who ran it, as the machine knows them: the audit log's actor for the command line.
      actor: { id: null, label: `cli:${userInfo().username}`.slice(0, 254), requestId: null },
      now: () => new Date(),
    },
    (line) => console.log(line),
  );
} finally {
  await database.close();
}
