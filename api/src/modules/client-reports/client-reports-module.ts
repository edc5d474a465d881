import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_V1_PREFIX, type Platform } from '../../platform.js';
import { countReport, countVisitor } from './client-reports-repository.js';
import { clientReportsRoutes } from './client-reports-routes.js';

/** What browsers report of the code they ran: counted per minute, and per visitor from pages the site signed for (the canary). */
export const clientReportsModule: FastifyPluginAsyncZod<Platform> = async (
  app,
  { config, db, rateLimiter, now },
) => {
  await app.register(clientReportsRoutes, {
    prefix: API_V1_PREFIX,
    rateLimiter,
    count: (report, at) => countReport(db, report, at),
    countVisitor: (report, at) => countVisitor(db, report, at),
    secret: config.appSecret,
    now,
  });
};
