import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_V1_PREFIX, type Platform } from '../../platform.js';
import { profileRoutes } from './profile-routes.js';
import { createIdNumberHasher } from '../../lib/secrets.js';
import { createProfileService } from './profile-service.js';

/** The signed-in user's role and profile. */
export const profileModule: FastifyPluginAsyncZod<Platform> = async (app, { db, config }) => {
  await app.register(profileRoutes, {
    prefix: API_V1_PREFIX,
    profiles: createProfileService(db, createIdNumberHasher(config.appSecret), {
      // Where text messages are off no number can be verified, and none is asked to be (issue 27).
      phonesVerified: config.sms.mode !== 'off',
    }),
  });
};
