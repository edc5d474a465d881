import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_V1_PREFIX, type Platform } from '../../platform.js';
import { countReport } from './client-reports-repository.js';
import { clientReportsRoutes } from './client-reports-routes.js';

/** What browsers report of the code they ran, counted per minute for the canary (wall-clock minutes). */
export const clientReportsModule: FastifyPluginAsyncZod<Platform> = async (app, { db, rateLimiter, now }) => {
  await app.register(clientReportsRoutes, {
    prefix: API_V1_PREFIX,
    rateLimiter,
    count: (report, at) => countReport(db, report, at),
    now,
  });
};
