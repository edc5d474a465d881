import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App, type AppOptions } from '../app.js';
import { loadConfig, type Config, type Env } from '../config.js';
import type { Database } from '../db/client.js';
import { createTestDatabase } from './test-database.js';

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(env: Env = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'aboki-test-')),
    APP_SECRET: 'test-secret-that-is-long-enough-0123456789',
    SUPPORT_EMAIL: 'support@aboki.test',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/** The real app on its own fresh database; tests talk to it with app.inject(). */
export async function startTestApp(
  env: Env = {},
  options: Partial<Pick<AppOptions, 'mailer' | 'logger' | 'now'>> = {},
): Promise<TestContext> {
  const config = testConfig(env);
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, logger: false, ...options });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
