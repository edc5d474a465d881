import { SMS_STAND_IN_PREFIX } from '../../config.js';
import { API_V1_PREFIX, type FeatureModule, type Platform } from '../../platform.js';
import { SmsOutboxWorker } from './sms-outbox.js';
import { smsReportRoutes } from './sms-routes.js';
import { createTermiiSender } from './sms-sender.js';
import { TermiiStandIn, termiiStandInRoutes } from './termii-stand-in.js';

export {
  enqueueSms,
  FAILURES_BEFORE_PAUSE,
  PER_NUMBER_CAPS,
  type QueuedSms,
  type SmsQueueResult,
} from './sms-outbox.js';
export { TermiiStandIn } from './termii-stand-in.js';

export interface SmsFeature {
  module: FeatureModule;
  /** Wakes this process's SMS outbox after a transaction that queued a message commits; a no-op when SMS is off. */
  notify: () => void;
  /** The in-process stand-in, when it serves (development and tests without a key). */
  standIn: TermiiStandIn | undefined;
}

/**
 * Issue 27's foundation: text messages through an outbox sent by Termii (or its stand-in), and
 * Termii's signed delivery reports. Off unless SMS_ENABLED; features queue with enqueueSms.
 */
export function createSmsFeature(
  platform: Pick<Platform, 'config' | 'db' | 'now' | 'log' | 'background'>,
): SmsFeature {
  const { config, db, now, log, background } = platform;
  const sms = config.sms;
  if (sms.mode === 'off') return { module: async () => {}, notify: () => {}, standIn: undefined };
  const standIn =
    sms.mode === 'stand-in' && config.nodeEnv !== 'production' ? new TermiiStandIn(sms.apiKey) : undefined;
  // Development reads its codes here, as it reads e-mails in the log without SMTP; never in production.
  if (standIn)
    standIn.onMessage = (message) =>
      log.info({ to: message.to, route: message.channel }, `SMS (stand-in): ${message.sms}`);
  const worker = new SmsOutboxWorker(db, createTermiiSender(sms), log, now);
  return {
    standIn,
    notify: () => worker.notify(),
    module: async (app) => {
      if (standIn) await app.register(termiiStandInRoutes(standIn), { prefix: SMS_STAND_IN_PREFIX });
      await app.register(smsReportRoutes({ db, secret: sms.apiKey, now }), { prefix: API_V1_PREFIX });
      if (background) app.addHook('onReady', async () => worker.start());
      app.addHook('onClose', () => worker.stop());
    },
  };
}
