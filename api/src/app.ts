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
import { Redis } from 'ioredis';
import { fastifyTrustProxy, PAYSTACK_SIMULATOR_PREFIX, type Config } from './config.js';
import type { Database } from './db/client.js';
import { LOG_SERIALIZERS } from './lib/error-log.js';
import { PostgresRateLimitStore, RateLimiter, RedisRateLimitStore } from './lib/rate-limiter.js';
import { abokisModule } from './modules/abokis/abokis-module.js';
import { authRoutes, registerRoute } from './modules/auth/auth-routes.js';
import { clientReportsModule } from './modules/client-reports/client-reports-routes.js';
import { createAuthService } from './modules/auth/auth-service.js';
import { createCodeGuard } from './modules/auth/code-guard.js';
import { pruneExpiredCodes } from './modules/auth/codes-repository.js';
import { createEmailCodes } from './modules/auth/email-codes.js';
import { createPasswordResetService } from './modules/auth/password-reset-service.js';
import { createSessionService } from './modules/auth/session-service.js';
import { pruneExpiredResetTokens } from './modules/auth/sessions-repository.js';
import { contactRoutes } from './modules/contact/contact-routes.js';
import { createContactService } from './modules/contact/contact-service.js';
import { createLogMailer, createSmtpMailer, type Mailer } from './modules/email/mailer.js';
import { OutboxWorker } from './modules/email/outbox-worker.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { JobEventBus } from './modules/events/job-event-bus.js';
import { bookingModule, createBookingServices } from './modules/jobs/booking-module.js';
import { EXPIRY_SWEEP_SECONDS } from 'shared/job-rules';
import { pruneExpiredKeys } from './modules/jobs/jobs-repository.js';
import { PaystackSimulator, paystackSimulatorRoutes } from './modules/payments/paystack-simulator.js';
import type { PaymentsService } from './modules/payments/payments-service.js';
import { locationsRoutes } from './modules/locations/locations-routes.js';
import { profileRoutes } from './modules/profile/profile-routes.js';
import { createProfileService } from './modules/profile/profile-service.js';
import { servicesRoutes } from './modules/services/services-routes.js';
import { createServicesService } from './modules/services/services-service.js';
import { authenticatePlugin } from './plugins/authenticate.js';
import { errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { createTestClock, testClockRoutes } from './plugins/test-clock.js';

export const BODY_LIMIT_BYTES = 100 * 1024;
/** A request (body included) must arrive within this; a slow-loris client is cut off. */
export const REQUEST_TIMEOUT_MS = 30_000;
const RATE_LIMIT_PRUNE_MS = 10 * 60 * 1000;
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** The email outbox of this process; tests flush it, the server lets it poll. */
    outbox: OutboxWorker;
    /** Expires the requests and unpaid holds due now, reconciles checkouts, sends refunds (the sweeper's one run); tests call it with their clock. */
    sweepJobs: () => Promise<number>;
    /** Payments (issue 11); tests send refunds and record charges through it. */
    payments: PaymentsService;
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
    requestTimeout: REQUEST_TIMEOUT_MS,
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
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const pgRateLimits = new PostgresRateLimitStore(db);
  const rateLimiter = new RateLimiter(redis ? new RedisRateLimitStore(redis) : pgRateLimits);

  const activeMailer =
    mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createLogMailer(app.log, config.mailFrom));
  const outbox = new OutboxWorker(db, activeMailer, app.log);
  app.decorate('outbox', outbox);
  const notifyOutbox = () => outbox.notify();

  const sessions = createSessionService(db);
  const codes = createEmailCodes(config.appSecret);
  const codeGuard = createCodeGuard({ db, rateLimiter, codes, appSecret: config.appSecret });
  const auth = createAuthService({
    db,
    rateLimiter,
    sessions,
    codes,
    codeGuard,
    notifyOutbox,
    publicUrl: config.publicUrl,
  });
  const passwordReset = createPasswordResetService({
    db,
    codeGuard,
    codes,
    sessions,
    rateLimiter,
    notifyOutbox,
    publicUrl: config.publicUrl,
  });
  await app.register(authenticatePlugin, { sessions });

  // TEST_CLOCK=true (the e2e server; refused in production): a booking clock /api/test/clock moves.
  const testClock = config.testClock && !now ? createTestClock() : undefined;
  if (testClock) app.log.warn('TEST_CLOCK is on: PUT /api/test/clock moves the booking clock');

  // Job changes fan out to the open event streams of every process (LISTEN/NOTIFY on a server).
  const jobEvents = new JobEventBus(database, app.log);
  const booking = createBookingServices({
    db,
    appSecret: config.appSecret,
    publicUrl: config.publicUrl,
    notifyOutbox,
    bus: jobEvents,
    now: now ?? testClock?.now,
    paystack: config.paystack,
    log: app.log,
  });
  app.decorate('sweepJobs', () => booking.sweep());
  app.decorate('payments', booking.payments);
  app.addHook('onReady', () => jobEvents.start());

  await app.register(healthRoutes, { prefix: '/api', db });
  if (testClock) await app.register(testClockRoutes, { prefix: '/api/test', clock: testClock });
  // The spec's sign-up call is POST /api/auth/register; every other call lives under /api/v1.
  await app.register(registerRoute, { prefix: '/api', auth });
  await app.register(
    async (v1) => {
      await v1.register(servicesRoutes, { services: createServicesService(db) });
      await v1.register(contactRoutes, {
        contact: createContactService({ db, rateLimiter, notifyOutbox, supportEmail: config.supportEmail }),
      });
      await v1.register(authRoutes, { auth, passwordReset });
      await v1.register(profileRoutes, { profiles: createProfileService(db) });
      await v1.register(locationsRoutes);
      await v1.register(abokisModule, { db, dataDir: config.dataDir });
      await v1.register(bookingModule, {
        services: booking,
        db,
        bus: jobEvents,
        rateLimiter,
        publicUrl: config.publicUrl,
      });
      await v1.register(clientReportsModule, { db, rateLimiter, now });
    },
    { prefix: '/api/v1' },
  );

  // Development and tests without a Paystack key: Paystack's API and checkout, served here (never in production).
  if (config.paystack.mode === 'simulator' && config.nodeEnv !== 'production') {
    const simulator = new PaystackSimulator({
      secretKey: config.paystack.secretKey,
      webhookUrl: `${config.publicUrl}/api/v1/payments/paystack/webhook`,
      publicBaseUrl: config.paystack.baseUrl,
      autoSettleRefunds: true,
    });
    await app.register(paystackSimulatorRoutes(simulator, config.paystack.secretKey), {
      prefix: PAYSTACK_SIMULATOR_PREFIX,
    });
  }

  let pruneTimer: NodeJS.Timeout | undefined;
  let accountsPruneTimer: NodeJS.Timeout | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  if (background) {
    app.addHook('onReady', async () => {
      outbox.start();
      if (!redis) {
        pruneTimer = setInterval(
          () => void pgRateLimits.prune().catch(() => {}),
          RATE_LIMIT_PRUNE_MS,
        ).unref();
      }
      // Expired sessions, codes and reset tokens no longer work; removing them only keeps tables small.
      accountsPruneTimer = setInterval(
        () =>
          void Promise.all([
            sessions.prune(),
            pruneExpiredCodes(db),
            pruneExpiredResetTokens(db),
            pruneExpiredKeys(db),
          ]).catch((error: unknown) => app.log.warn({ err: error }, 'pruning expired sessions failed')),
        RATE_LIMIT_PRUNE_MS,
      ).unref();
      // Every process sweeps; the compare-and-swap expires each request once. The rule reads stored
      // times, so a restart loses nothing: the next sweep expires whatever fell due meanwhile.
      sweepTimer = setInterval(
        () =>
          void booking
            .sweep()
            .catch((error: unknown) => app.log.warn({ err: error }, 'expiring job requests failed')),
        EXPIRY_SWEEP_SECONDS * 1000,
      ).unref();
    });
  }
  app.addHook('onClose', async () => {
    clearInterval(pruneTimer);
    clearInterval(accountsPruneTimer);
    clearInterval(sweepTimer);
    await booking.refunds.idle();
    await jobEvents.stop();
    await outbox.stop();
    activeMailer.close();
    await redis?.quit();
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
