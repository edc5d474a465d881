import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform.js';
import { healthRoutes } from './health-routes.js';

/** GET /api/health and /api/ready: probes for load balancers, outside the versioned API. */
export const healthModule: FastifyPluginAsyncZod<Platform> = async (app, { db, rateLimiter }) => {
  await app.register(healthRoutes, { prefix: '/api', db, rateLimiter });
};
