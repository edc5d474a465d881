import type { Executor } from '../../db/client.js';
import { API_V1_PREFIX, type FeatureModule, type Platform } from '../../platform.js';
import { phoneRoutes } from './phone-routes.js';
import { isPhoneVerified } from './phone-repository.js';
import { createPhoneService, type CodeSms } from './phone-service.js';

export type { CodeSms } from './phone-service.js';

/** Whether a person's profile phone is verified, read in the caller's transaction when it has one. */
export type PhoneVerifiedCheck = (executor: Executor, userId: string) => Promise<boolean>;

export interface PhoneFeature {
  module: FeatureModule;
  /**
   * What bookings and reviews check before they go on (issue 27), or undefined when SMS is off
   * here: then no number can be verified, so none is required.
   */
  requireVerified: PhoneVerifiedCheck | undefined;
}

/** Issue 27: verified phone numbers, by a 6-digit code sent through the sms feature's outbox. */
export function createPhoneFeature(
  platform: Pick<Platform, 'config' | 'db' | 'now' | 'rateLimiter'>,
  sms: { codeSms: CodeSms; notify: () => void },
): PhoneFeature {
  const { config, db, now, rateLimiter } = platform;
  const smsOn = config.sms.mode !== 'off';
  const phones = createPhoneService({
    db,
    rateLimiter,
    appSecret: config.appSecret,
    now,
    smsOn,
    codeSms: sms.codeSms,
    notifySms: sms.notify,
  });
  return {
    module: async (app) => {
      await app.register(phoneRoutes, { prefix: API_V1_PREFIX, phones });
    },
    requireVerified: smsOn ? isPhoneVerified : undefined,
  };
}
