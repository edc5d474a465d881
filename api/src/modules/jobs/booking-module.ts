import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { availabilityRoutes } from '../availability/availability-routes.js';
import { createAvailabilityService } from '../availability/availability-service.js';
import { jobsRoutes } from './jobs-routes.js';
import { createJobsService } from './jobs-service.js';

export interface BookingModuleOptions {
  db: Db;
  appSecret: string;
  publicUrl: string;
  notifyOutbox: () => void;
  /** The clock of every booking rule; tests pass their own. */
  now?: () => Date;
}

/** Issue 9 under /api/v1: search and slots (public), and jobs (signed in). */
export const bookingModule: FastifyPluginAsyncZod<BookingModuleOptions> = async (
  app,
  { db, appSecret, publicUrl, notifyOutbox, now = () => new Date() },
) => {
  await app.register(availabilityRoutes, { availability: createAvailabilityService({ db, now }) });
  await app.register(jobsRoutes, {
    jobs: createJobsService({ db, appSecret, publicUrl, notifyOutbox, now }),
  });
};
