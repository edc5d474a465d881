import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type Config } from './config.js';
import type { Database } from './db/client.js';
import { createFeatures } from './features.js';
import { LOG_SERIALIZERS } from './lib/error-log.js';
import { PostgresRateLimitStore, RateLimiter, RedisRateLimitStore } from './lib/rate-limiter.js';
import { closeRedis, connectRedis, firstConnection } from './lib/redis-client.js';
import { authModule } from './modules/auth/auth-module.js';
import { createLogMailer, createSmtpMailer, type Mailer } from './modules/email/mailer.js';
import { OutboxWorker } from './modules/email/outbox-worker.js';
import { JobEventBus } from './lib/job-event-bus.js';
import { errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { languagePlugin } from './plugins/language.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { createTestClock, testClockRoutes } from './plugins/test-clock.js';
import { PRUNE_INTERVAL_MS, repeatInBackground, type Platform } from './platform.js';

export const BODY_LIMIT_BYTES = 100 * 1024;
/** How often Node looks for requests past their timeout, at most (its own default is every 30 s). */
const TIMEOUT_CHECK_MS = 1_000;
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** The email outbox of this process; tests flush it, the server lets it poll. */
    outbox: OutboxWorker;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Fastify's logger option; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Start the outbox worker and maintenance timers (off in tests, which drive them). */
  background?: boolean;
  /** Replaces the SMTP or log mailer; only tests that simulate an unreachable server need it. */
  mailer?: Mailer;
  /** The clock of the booking rules (lead time, windows, tabs); tests pass their own. */
  now?: () => Date;
}

/** Logs never carry secrets: credentials are cut out wherever they could appear. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // Headers logged as they are (`{ headers: request.headers }`) carry the same secrets.
  '*.authorization',
  '*.cookie',
  '*["set-cookie"]',
  // A visitor's single-use link to answer a support ticket (modules/support).
  'req.headers["x-reply-token"]',
  '*["x-reply-token"]',
  '*.password',
  '*.otp',
  '*.token',
  '*.resetToken',
];

/** Whatever logger options a caller passes, errors are logged without query parameters (lib/error-log). */
function withSafeSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === true) return { serializers: LOG_SERIALIZERS };
  if (typeof logger !== 'object' || logger === null) return logger;
  return { ...logger, serializers: { ...logger.serializers, ...LOG_SERIALIZERS } };
}

export async function buildApp({ config, database, logger, background = false, mailer, now }: AppOptions) {
  const app = Fastify({
    logger: withSafeSerializers(
      logger ?? { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    ),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: config.requestTimeoutMs,
    http: {
      // Node cuts off a request whose headers are in only once it is past both headersTimeout and
      // requestTimeout; Fastify leaves the first at 60 s, checked every 30 s, so a body trickled a byte
      // at a time stayed open past 75 s. Equal, and checked every second, they cut it at the timeout.
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_MS, config.requestTimeoutMs / 4),
    },
    // A hop count or the proxies' addresses, never "trust everyone": see config.ts.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Keep a caller's id (a load balancer's, say) so one request can be followed across systems.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(errorsPlugin);
  await app.register(languagePlugin);
  await app.register(securityHeadersPlugin);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Aboki API', version: '1.0.0', description: 'The JSON API behind the Aboki web app.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The OpenAPI document is built either way (tests and tools read app.swagger()); production serves
  // it only when API_DOCS=true. The page's Content-Security-Policy is set in security-headers.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const { db } = database;
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onReady', () => firstConnection(redis));
  const pgRateLimits = new PostgresRateLimitStore(db);
  const rateLimiter = new RateLimiter(redis ? new RedisRateLimitStore(redis) : pgRateLimits);

  const activeMailer =
    mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createLogMailer(app.log, config.mailFrom));
  const outbox = new OutboxWorker(db, activeMailer, app.log);
  app.decorate('outbox', outbox);

  // TEST_CLOCK=true (the e2e server; refused in production): a booking clock /api/test/clock moves.
  const testClock = config.testClock && !now ? createTestClock() : undefined;
  if (testClock) app.log.warn('TEST_CLOCK is on: PUT /api/test/clock moves the booking clock');
  const clock = now ?? (() => new Date());

  // Job changes fan out to the open event streams of every process (LISTEN/NOTIFY on a server).
  const jobEvents = new JobEventBus(database, app.log);
  app.addHook('onReady', () => jobEvents.start());

  const platform: Platform = {
    config,
    db,
    rateLimiter,
    notifyOutbox: () => outbox.notify(),
    now: clock,
    bookingNow: testClock?.now ?? clock,
    jobEvents,
    background,
    log: app.log,
  };

  if (background) app.addHook('onReady', async () => outbox.start());
  if (!redis) {
    repeatInBackground(
      app,
      platform,
      PRUNE_INTERVAL_MS,
      () => pgRateLimits.prune(),
      'pruning rate limits failed',
    );
  }
  // Added before the modules, so it runs after theirs (onClose hooks run last-added first): a module
  // finishing its work on close still has the event bus, the outbox and Redis.
  app.addHook('onClose', async () => {
    await jobEvents.stop();
    await outbox.stop();
    activeMailer.close();
    if (redis) await closeRedis(redis);
  });

  if (testClock)
    await app.register(testClockRoutes, {
      prefix: '/api/test',
      clock: testClock,
      sweep: () => app.sweepJobs(),
    });
  // Auth first and apart: the others' signed-in routes read `app.authenticate` as they register, and a
  // route-level `onRequest: undefined` would leave a route public rather than fail.
  await app.register(authModule, platform);
  const features = createFeatures(platform);
  app.decorate('sweepJobs', features.sweep);
  app.decorate('payments', features.payments);
  app.decorate('payouts', features.payouts);
  app.decorate('reconciliation', features.reconciliation);
  app.decorate('identityStandIn', features.identityStandIn);
  app.decorate('reviews', features.reviews);
  for (const module of features.modules) await app.register(module, platform);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
