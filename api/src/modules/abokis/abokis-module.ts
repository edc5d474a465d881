import { API_V1_PREFIX, type FeatureModule, type Platform } from '../../platform.js';
import type { IdentityChecker } from '../identity/identity-module.js';
import { photoStorageOf } from '../photos/photos-module.js';
import { isPhotoInUse } from './aboki-repository.js';
import { abokiRoutes } from './aboki-routes.js';
import { createAbokiService, type AbokiService, type AbokiServiceOptions } from './aboki-service.js';

// What other features use of the Abokis: how a photo is addressed, the agent check, and an Aboki's
// rating (search, reviews and the Aboki's page show the same one).
export { assertAgentWithProfile, lagosMonthOf, photoUrlOf } from './aboki-service.js';
export { platformMean, ratingOf } from './rating.js';
export { findOfferedServices, latestIdentityCheck } from './aboki-repository.js';

export interface AbokisFeature {
  module: FeatureModule;
  /** Whether an Aboki still shows the photo with this content hash (the photos feature serves only those). */
  isPhotoInUse: (key: string) => Promise<boolean>;
  /** GET /abokis/mine's answer, to the letter: the agent dashboard paints its first page. */
  listMine: AbokiService['listMine'];
}

/** Issue 8: agents' Abokis (profile, services, prices, availability, photo) and their public pages. */
export function createAbokisFeature(
  { db, config }: Pick<Platform, 'db' | 'config'>,
  needs: {
    identity: IdentityChecker;
    /** Issue 27: whether an agent's phone is verified before review (undefined when SMS is off). */
    phoneVerified?: AbokiServiceOptions['phoneVerified'];
  },
): AbokisFeature {
  const abokis = createAbokiService({
    db,
    photos: photoStorageOf(config),
    identity: needs.identity,
    phoneVerified: needs.phoneVerified,
  });
  return {
    module: async (app) => {
      await app.register(abokiRoutes, { prefix: API_V1_PREFIX, abokis });
    },
    isPhotoInUse: (key) => isPhotoInUse(db, key),
    listMine: (agentId, cursor) => abokis.listMine(agentId, cursor),
  };
}
