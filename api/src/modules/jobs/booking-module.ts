import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { availabilityRoutes } from '../availability/availability-routes.js';
import { createAvailabilityService } from '../availability/availability-service.js';
import { eventsRoutes } from '../events/events-routes.js';
import type { JobEventBus } from '../events/job-event-bus.js';
import { reviewsRoutes } from '../reviews/reviews-routes.js';
import { createReviewsService } from '../reviews/reviews-service.js';
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
}

/** The services of issues 9 and 10; the app keeps the lifecycle for its expiry sweeper. */
export function createBookingServices({ now = () => new Date(), ...options }: BookingServicesOptions) {
  const jobs = createJobsService({ ...options, now });
  return {
    availability: createAvailabilityService({ db: options.db, now }),
    jobs,
    lifecycle: createLifecycleService({ ...options, jobs, now }),
    reviews: createReviewsService({ db: options.db, now }),
  };
}

export type BookingServices = ReturnType<typeof createBookingServices>;

/**
 * Issues 9 and 10 under /api/v1: search and slots (public), jobs and their lifecycle (signed in),
 * reviews, and the live event stream.
 */
export const bookingModule: FastifyPluginAsyncZod<{
  services: BookingServices;
  db: Db;
  bus: JobEventBus;
}> = async (app, { services, db, bus }) => {
  await app.register(availabilityRoutes, { availability: services.availability });
  await app.register(jobsRoutes, { jobs: services.jobs });
  await app.register(lifecycleRoutes, { lifecycle: services.lifecycle });
  await app.register(reviewsRoutes, { reviews: services.reviews });
  await app.register(eventsRoutes, { db, bus });
};
