import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPIRY_SWEEP_SECONDS } from 'shared/job-rules';
import { PAYSTACK_SIMULATOR_PREFIX, type PaystackConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { API_V1_PREFIX, PRUNE_INTERVAL_MS, repeatInBackground, type Platform } from '../../platform.js';
import { availabilityRoutes } from '../availability/availability-routes.js';
import { createAvailabilityService } from '../availability/availability-service.js';
import { eventsRoutes } from '../events/events-routes.js';
import type { JobEventBus } from '../../lib/job-event-bus.js';
import { reviewsRoutes } from '../reviews/reviews-routes.js';
import { createReviewsService } from '../reviews/reviews-service.js';
import { createCheckout } from '../payments/checkout.js';
import { createPaystackClient } from '../payments/paystack-client.js';
import { paymentsRoutes } from '../payments/payments-routes.js';
import { createPaymentsService, type PaymentsService } from '../payments/payments-service.js';
import { PaystackSimulator, paystackSimulatorRoutes } from '../payments/paystack-simulator.js';
import { abandonPendingPayments } from '../payments/payments-repository.js';
import { createRefundQueue } from '../payments/refund-queue.js';
import { pruneExpiredKeys } from './jobs-repository.js';
import { jobsRoutes } from './jobs-routes.js';
import { createJobsService } from './jobs-service.js';
import { lifecycleRoutes } from './lifecycle-routes.js';
import { createLifecycleService } from './lifecycle-service.js';
import { createJobTransitions } from './transition.js';

export interface BookingServicesOptions {
  db: Db;
  appSecret: string;
  publicUrl: string;
  notifyOutbox: () => void;
  /** Where job changes go live (in-process, or NOTIFY on a server). */
  bus: JobEventBus;
  /** The clock of every booking and lifecycle rule; tests pass their own. */
  now?: () => Date;
  /** Card and transfer through Paystack (or its simulator), or off. */
  paystack: PaystackConfig;
  log: FastifyBaseLogger;
}

/** The services of issues 9, 10 and 11, built together: jobs, payments and refunds need one another. */
export function createBookingServices({
  now = () => new Date(),
  paystack,
  log,
  ...options
}: BookingServicesOptions) {
  const client = paystack.mode === 'off' ? undefined : createPaystackClient(paystack);
  const checkout = createCheckout({ db: options.db, paystack: client, publicUrl: options.publicUrl });
  const refunds = createRefundQueue();
  const jobs = createJobsService({ ...options, now, checkout });
  const transitions = createJobTransitions({
    bus: options.bus,
    publicUrl: options.publicUrl,
    notifyOutbox: options.notifyOutbox,
    refunds,
    releaseHold: abandonPendingPayments,
    requestEmails: jobs.sendRequestEmails,
  });
  const payments = createPaymentsService({
    db: options.db,
    jobs,
    transitions,
    checkout,
    refunds,
    paystack: client,
    webhookSecret: paystack.mode === 'off' ? undefined : paystack.secretKey,
    now,
    log,
  });
  refunds.setSender(() => payments.sendRefunds());
  return {
    availability: createAvailabilityService({ db: options.db, now }),
    jobs,
    lifecycle: createLifecycleService({
      db: options.db,
      jobs,
      transitions,
      appSecret: options.appSecret,
      now,
    }),
    reviews: createReviewsService({ db: options.db, now }),
    payments,
    refunds,
    /** Every timer's work: expired requests and holds, stale checkouts, refunds due. */
    async sweep(): Promise<number> {
      const expiredRequests = await this.lifecycle.sweep();
      return expiredRequests + (await payments.sweep());
    },
  };
}

export type BookingServices = ReturnType<typeof createBookingServices>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Expires the requests and unpaid holds due now, reconciles checkouts, sends refunds (the sweeper's one run); tests call it with their clock. */
    sweepJobs: () => Promise<number>;
    /** Payments (issue 11); tests send refunds and record charges through it. */
    payments: PaymentsService;
  }
}

/**
 * Issues 9, 10 and 11: search and slots (public), jobs and their lifecycle (signed in), reviews,
 * payments and the live event stream, with the sweeper that expires what falls due.
 */
const booking: FastifyPluginAsyncZod<Platform> = async (app, platform) => {
  const { db, config, rateLimiter, notifyOutbox, jobEvents: bus } = platform;
  const services = createBookingServices({
    db,
    appSecret: config.appSecret,
    publicUrl: config.publicUrl,
    notifyOutbox,
    bus,
    now: platform.bookingNow,
    paystack: config.paystack,
    log: app.log,
  });
  app.decorate('sweepJobs', () => services.sweep());
  app.decorate('payments', services.payments);

  await app.register(
    async (v1) => {
      await v1.register(availabilityRoutes, { availability: services.availability });
      await v1.register(jobsRoutes, { jobs: services.jobs });
      await v1.register(lifecycleRoutes, { lifecycle: services.lifecycle });
      await v1.register(reviewsRoutes, { reviews: services.reviews });
      await v1.register(eventsRoutes, { db, bus });
      await v1.register(paymentsRoutes, {
        payments: services.payments,
        rateLimiter,
        publicUrl: config.publicUrl,
      });
    },
    { prefix: API_V1_PREFIX },
  );

  // Development and tests without a Paystack key: Paystack's API and checkout, served here (never in production).
  if (config.paystack.mode === 'simulator' && config.nodeEnv !== 'production') {
    const simulator = new PaystackSimulator({
      secretKey: config.paystack.secretKey,
      webhookUrl: `${config.publicUrl}${API_V1_PREFIX}/payments/paystack/webhook`,
      publicBaseUrl: config.paystack.baseUrl,
      autoSettleRefunds: true,
    });
    await app.register(paystackSimulatorRoutes(simulator, config.paystack.secretKey), {
      prefix: PAYSTACK_SIMULATOR_PREFIX,
    });
  }

  // Every process sweeps; the compare-and-swap expires each request once. The rule reads stored
  // times, so a restart loses nothing: the next sweep expires whatever fell due meanwhile.
  repeatInBackground(
    app,
    platform,
    EXPIRY_SWEEP_SECONDS * 1000,
    () => services.sweep(),
    'expiring job requests failed',
  );
  // Idempotency keys past their day answer nothing; removing them only keeps the table small.
  repeatInBackground(
    app,
    platform,
    PRUNE_INTERVAL_MS,
    () => pruneExpiredKeys(db),
    'pruning expired idempotency keys failed',
  );
  // A refund being sent finishes before the database it writes to closes.
  app.addHook('onClose', () => services.refunds.idle());
};

/** fastify-plugin: `sweepJobs` and `payments` decorate the app itself (the sweeper and tests use them). */
export const bookingModule = fp(booking, { name: 'booking' });
