import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_V1_PREFIX, type Platform } from '../../platform.js';
import { contactRoutes } from './contact-routes.js';
import { createContactService } from './contact-service.js';

/** The contact form: a stored message and an email to support. */
export const contactModule: FastifyPluginAsyncZod<Platform> = async (
  app,
  { db, rateLimiter, notifyOutbox, config, bookingNow },
) => {
  const contact = createContactService({
    db,
    rateLimiter,
    notifyOutbox,
    supportEmail: config.supportEmail,
    // Its ticket's clock: the one support answers by (modules/support).
    now: bookingNow,
  });
  await app.register(contactRoutes, { prefix: API_V1_PREFIX, contact });
};
