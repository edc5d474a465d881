import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from './open-configured.js';
import { prepareDatabase } from '../database-setup.js';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const { migrations, servicesAdded } = await prepareDatabase(database);
  console.log(
    migrations.length ? `Applied ${migrations.join(', ')}.` : 'Database schema is up to date.',
    servicesAdded ? `Added ${servicesAdded} catalogue services.` : '',
  );
} finally {
  await database.close();
}
