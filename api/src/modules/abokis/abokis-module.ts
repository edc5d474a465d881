import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { createFilePhotoStorage, type PhotoStorage } from '../photos/photo-storage.js';
import { photosRoutes } from '../photos/photos-routes.js';
import { abokiRoutes } from './aboki-routes.js';
import { createAbokiService } from './aboki-service.js';

export interface AbokisModuleOptions {
  db: Db;
  /** DATA_DIR: photos are kept under DATA_DIR/photos unless `photos` names other storage. */
  dataDir: string;
  photos?: PhotoStorage;
}

/** Issue 8 under /api/v1: the Aboki calls and the photos they link to. */
export const abokisModule: FastifyPluginAsyncZod<AbokisModuleOptions> = async (
  app,
  { db, dataDir, photos },
) => {
  const storage = photos ?? createFilePhotoStorage(join(dataDir, 'photos'));
  await app.register(abokiRoutes, { abokis: createAbokiService({ db, photos: storage }) });
  await app.register(photosRoutes, { db, photos: storage });
};
