import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_V1_PREFIX, PRUNE_INTERVAL_MS, repeatInBackground, type Platform } from '../../platform.js';
import { forgetSentConfirmations } from './data-rights-repository.js';
import { dataRightsRoutes } from './data-rights-routes.js';
import { createDataRightsService, DELETION_EMAIL_SUBJECTS } from './data-rights-service.js';

export { DATA_RIGHTS_MESSAGES } from './data-rights-service.js';

/**
 * A person's data rights (NDPA 2023, issue 23 finding 13): the export of everything held about them
 * and the deletion of their account; what is kept and why is docs/decisions/0050-data-rights.md.
 */
export const dataRightsModule: FastifyPluginAsyncZod<Platform> = async (app, platform) => {
  const { db, rateLimiter, now, notifyOutbox } = platform;
  await app.register(dataRightsRoutes, {
    prefix: API_V1_PREFIX,
    dataRights: createDataRightsService({ db, rateLimiter, now, notifyOutbox }),
  });
  // The deletion's confirmation is the one row that keeps the old address, until it has been sent.
  repeatInBackground(
    app,
    platform,
    PRUNE_INTERVAL_MS,
    () => forgetSentConfirmations(db, DELETION_EMAIL_SUBJECTS),
    'forgetting sent deletion confirmations failed',
  );
};
