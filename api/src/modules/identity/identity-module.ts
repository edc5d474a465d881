import { IDENTITY_STAND_IN_PREFIX } from '../../config.js';
import { createIdNumberHasher } from '../../lib/secrets.js';
import type { FeatureModule, Platform } from '../../platform.js';
import { createIdentityChecker, type IdentityChecker } from './identity-check.js';
import { identityProviderOf } from './identity-provider.js';
import { IdentityStandIn, identityStandInRoutes } from './identity-stand-in.js';

export type { Claimed, IdentityChecker, IdentityCheckOutcome } from './identity-check.js';
export { IdentityStandIn, NIN_OUTAGE, SAMPLE_NINS } from './identity-stand-in.js';

export interface IdentityFeature {
  module: FeatureModule;
  checker: IdentityChecker;
  hashIdNumber: ReturnType<typeof createIdNumberHasher>;
  /** The in-process stand-in, when it serves (development and tests without a key). */
  standIn: IdentityStandIn | undefined;
}

/** Issue 25: ID numbers checked with the identity provider (or its stand-in) as an agent enters them. */
export function createIdentityFeature(platform: Pick<Platform, 'config' | 'log'>): IdentityFeature {
  const { config, log } = platform;
  const hashIdNumber = createIdNumberHasher(config.appSecret);
  const standIn =
    config.identity.mode === 'stand-in' && config.nodeEnv !== 'production'
      ? new IdentityStandIn()
      : undefined;
  const checker = createIdentityChecker({
    provider: identityProviderOf(config.identity),
    hash: hashIdNumber,
    // Never the number: only why the provider could not answer.
    onProviderDown: (detail) => log.warn({ detail }, 'the identity provider did not answer; the check waits'),
  });
  return {
    checker,
    hashIdNumber,
    standIn,
    module: async (app) => {
      if (config.identity.mode === 'off') {
        app.log.warn('IDENTITY_API_KEY is not set: ID numbers cannot be checked and reviews will wait');
      }
      if (standIn && config.identity.mode === 'stand-in') {
        await app.register(identityStandInRoutes(standIn, config.identity.apiKey), {
          prefix: IDENTITY_STAND_IN_PREFIX,
        });
      }
    },
  };
}
