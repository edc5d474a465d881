import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_V1_PREFIX, type Platform } from '../../platform.js';
import { findActiveService, listActiveServices } from './services-repository.js';
import { servicesRoutes } from './services-routes.js';
import { createServicesService } from './services-service.js';

/** The service catalogue (public, read-only). */
export const servicesModule: FastifyPluginAsyncZod<Platform> = async (app, { db }) => {
  const services = createServicesService({
    list: (cursor, limit) => listActiveServices(db, cursor, limit),
    find: (slug) => findActiveService(db, slug),
  });
  await app.register(servicesRoutes, { prefix: API_V1_PREFIX, services });
};
