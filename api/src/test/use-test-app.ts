import { sql } from 'drizzle-orm';
import type { App } from '../app.js';
import type { Config, Env } from '../config.js';
import type { Database } from '../db/client.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { startTestApp, type TestContext } from './test-app.js';

/** The sender the API's emails carry in tests that capture them. */
export const TEST_MAIL_FROM = 'Aboki <no-reply@aboki.test>';

export interface TestAppOptions {
  /** Start a real SMTP sink and send the API's email there (SMTP_URL, MAIL_FROM); cleared before each test. */
  smtp?: boolean;
  /** Tables emptied before each test (with CASCADE, so the rows that point at them go too). */
  truncate?: readonly string[];
  /** The booking clock: the app reads `clock.now`, which is set back to this before each test. */
  now?: Date;
  /** Settings on top of the test defaults; a function when they depend on something started first. */
  env?: Env | (() => Env);
}

/** The running app of a test file; each field is read inside tests and hooks, once it has started. */
export interface TestApp {
  readonly app: App;
  readonly database: Database;
  readonly config: Config;
  /** Every email the API sent since the test began (only with `smtp: true`). */
  readonly smtp: SmtpSink;
  /** The booking clock the app reads (only with `now`); a test may move it. */
  readonly clock: { now: Date };
}

/**
 * The API test file's setup in one line: the real app on its own fresh database (and a real SMTP
 * sink when asked), started before the file's tests, with the named tables emptied and the captured
 * mail cleared before each test, and everything closed after them. Call it at the top level of the
 * file; hooks registered after it run after its own (e.g. to listen on a port).
 */
export function useTestApp({
  smtp: withSmtp = false,
  truncate = [],
  now,
  env = {},
}: TestAppOptions = {}): TestApp {
  let context: TestContext | undefined;
  let sink: SmtpSink | undefined;
  const clock = { now: now ?? new Date(0) };

  // Building the embedded database's template (after a migration changes) is slow on a busy machine.
  beforeAll(async () => {
    if (withSmtp) sink = await startSmtpSink();
    const settings = typeof env === 'function' ? env() : env;
    context = await startTestApp(
      { ...(sink ? { SMTP_URL: sink.url, MAIL_FROM: TEST_MAIL_FROM } : {}), ...settings },
      now ? { now: () => clock.now } : {},
    );
  }, 180_000);
  afterAll(async () => {
    await context?.close();
    await sink?.close();
  });
  beforeEach(async () => {
    if (now) clock.now = now;
    if (sink) sink.messages.length = 0;
    if (truncate.length > 0) {
      const tables = sql.join(
        truncate.map((table) => sql.identifier(table)),
        sql`, `,
      );
      await started().database.db.execute(sql`TRUNCATE ${tables} CASCADE`);
    }
  });

  function started(): TestContext {
    if (!context) throw new Error('useTestApp: the app starts in beforeAll; use it inside tests and hooks');
    return context;
  }
  return {
    get app() {
      return started().app;
    },
    get database() {
      return started().database;
    },
    get config() {
      return started().config;
    },
    get smtp() {
      if (!sink) throw new Error('useTestApp: pass { smtp: true } to capture email');
      return sink;
    },
    get clock() {
      if (!now) throw new Error('useTestApp: pass { now } to control the booking clock');
      return clock;
    },
  };
}
