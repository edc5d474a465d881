import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_V1_PREFIX, type Platform } from '../../platform.js';
import { createFilePhotoStorage } from '../photos/photo-storage.js';
import { photosRoutes } from '../photos/photos-routes.js';
import { isPhotoInUse } from './aboki-repository.js';
import { abokiRoutes } from './aboki-routes.js';
import { createAbokiService } from './aboki-service.js';

/** Issue 8: the Aboki calls and the photos they link to (kept under DATA_DIR/photos). */
export const abokisModule: FastifyPluginAsyncZod<Platform> = async (app, { db, config }) => {
  const photos = createFilePhotoStorage(join(config.dataDir, 'photos'));
  await app.register(abokiRoutes, { prefix: API_V1_PREFIX, abokis: createAbokiService({ db, photos }) });
  await app.register(photosRoutes, {
    prefix: API_V1_PREFIX,
    photos,
    isInUse: (key) => isPhotoInUse(db, key),
  });
};
