import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaystackConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { availabilityRoutes } from '../availability/availability-routes.js';
import { createAvailabilityService } from '../availability/availability-service.js';
import { eventsRoutes } from '../events/events-routes.js';
import type { JobEventBus } from '../events/job-event-bus.js';
import { reviewsRoutes } from '../reviews/reviews-routes.js';
import { createReviewsService } from '../reviews/reviews-service.js';
import { createCheckout } from '../payments/checkout.js';
import { createPaystackClient } from '../payments/paystack-client.js';
import { paymentsRoutes } from '../payments/payments-routes.js';
import { createPaymentsService } from '../payments/payments-service.js';
import { createRefundQueue } from '../payments/refund-queue.js';
import { jobsRoutes } from './jobs-routes.js';
import { createJobsService } from './jobs-service.js';
import { lifecycleRoutes } from './lifecycle-routes.js';
import { createLifecycleService } from './lifecycle-service.js';

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

/** The services of issues 9, 10 and 11; the app keeps the lifecycle and payments for its sweeper. */
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
  const payments = createPaymentsService({
    ...options,
    jobs,
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
    lifecycle: createLifecycleService({ ...options, jobs, refunds, now }),
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

/**
 * Issues 9, 10 and 11 under /api/v1: search and slots (public), jobs and their lifecycle (signed in),
 * reviews, and the live event stream.
 */
export const bookingModule: FastifyPluginAsyncZod<{
  services: BookingServices;
  db: Db;
  bus: JobEventBus;
  rateLimiter: RateLimiter;
  publicUrl: string;
}> = async (app, { services, db, bus, rateLimiter, publicUrl }) => {
  await app.register(availabilityRoutes, { availability: services.availability });
  await app.register(jobsRoutes, { jobs: services.jobs });
  await app.register(lifecycleRoutes, { lifecycle: services.lifecycle });
  await app.register(reviewsRoutes, { reviews: services.reviews });
  await app.register(eventsRoutes, { db, bus });
  await app.register(paymentsRoutes, { payments: services.payments, rateLimiter, publicUrl });
};
