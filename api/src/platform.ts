import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { RateLimiter } from './lib/rate-limiter.js';
import type { JobEventBus } from './lib/job-event-bus.js';

/** Where every call but the health probes and sign-up's spec path lives; each module mounts its routes here. */
export const API_V1_PREFIX = '/api/v1';

/**
 * What app.ts hands every feature module: the parts of the process all features share. A module builds
 * its own services from these (docs/decisions/0030); nothing feature-specific belongs here.
 */
export interface Platform {
  config: Config;
  /** The executor repositories take (a transaction is one too). */
  db: Db;
  /** Counters shared by every API process (PostgreSQL, or Redis with REDIS_URL). */
  rateLimiter: RateLimiter;
  /** Wakes the outbox worker; call once a transaction that queued an email has committed. */
  notifyOutbox: () => void;
  /** The wall clock, or a test's (AppOptions.now). */
  now: () => Date;
  /** The clock of the booking and lifecycle rules: `now`, moved by /api/test/clock when TEST_CLOCK=true. */
  bookingNow: () => Date;
  /** Job changes, fanned out to every process's event streams (LISTEN/NOTIFY on a server). */
  jobEvents: JobEventBus;
  /** Start the module's timers (pruning, sweeping) once the app is ready; off in tests, which drive them. */
  background: boolean;
  /** The app's logger, for work done outside a request (timers, webhooks' follow-ups). */
  log: FastifyBaseLogger;
}

/**
 * A feature's routes and timers, registered by app.ts with the platform (the module list in
 * api/src/features.ts). A feature whose running parts another one needs exports a
 * `create<Feature>Feature` that returns its module and those parts, typed as narrowly as the
 * callers use them (docs/decisions/0041).
 */
export type FeatureModule = FastifyPluginAsyncZod<Platform>;

/** How often expired rows (rate-limit windows, sessions, codes, idempotency keys) are pruned. */
export const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Runs `task` every `intervalMs` between ready and close when `platform.background` is on; a failure
 * is logged and the next round runs as usual. Timers never keep the process alive.
 */
export function repeatInBackground(
  app: FastifyInstance,
  { background }: Pick<Platform, 'background'>,
  intervalMs: number,
  task: () => Promise<unknown>,
  failure: string,
): void {
  if (!background) return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () => void task().catch((error: unknown) => app.log.warn({ err: error }, failure)),
      intervalMs,
    ).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
