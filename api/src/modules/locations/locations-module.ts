import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_V1_PREFIX, type Platform } from '../../platform.js';
import { locationsRoutes } from './locations-routes.js';

/** Nigeria's states and LGAs, served from shared's list. */
export const locationsModule: FastifyPluginAsyncZod<Platform> = async (app) => {
  await app.register(locationsRoutes, { prefix: API_V1_PREFIX });
};
