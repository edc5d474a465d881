import { join } from 'node:path';
import type { Config } from '../../config.js';
import { API_V1_PREFIX, type FeatureModule } from '../../platform.js';
import { createFilePhotoStorage, type PhotoStorage } from './photo-storage.js';
import { photosRoutes } from './photos-routes.js';

// What other features use of photos: the storage under DATA_DIR/photos (stateless: each feature may
// hold its own handle on it) and the upload pipeline that turns a picture into a stored WebP.
export { processPhoto } from './photo-processing.js';
export { PHOTO_UPLOAD, photoUploadRoutes, uploadedPhoto, type PhotoScope } from './photo-upload.js';
export { photoKeyOf } from './photos-routes.js';
export type { PhotoStorage } from './photo-storage.js';

/** The photos kept under DATA_DIR/photos. */
export const photoStorageOf = (config: Pick<Config, 'dataDir'>): PhotoStorage =>
  createFilePhotoStorage(join(config.dataDir, 'photos'));

/** Issue 8: GET /photos/:name, serving a photo only while an Aboki shows it (the Abokis feature knows). */
export function createPhotosFeature(needs: { isInUse: (key: string) => Promise<boolean> }): {
  module: FeatureModule;
} {
  return {
    module: async (app, { config }) => {
      await app.register(photosRoutes, {
        prefix: API_V1_PREFIX,
        photos: photoStorageOf(config),
        isInUse: needs.isInUse,
      });
    },
  };
}
