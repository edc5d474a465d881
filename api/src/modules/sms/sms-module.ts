import { SMS_STAND_IN_PREFIX } from '../../config.js';
import { API_V1_PREFIX, type FeatureModule, type Platform } from '../../platform.js';
import { createMessageChannels, type MessageChannels } from './message-channels.js';
import { createNotificationPreferences } from './notification-preferences.js';
import { notificationRoutes } from './notification-routes.js';
import { SmsOutboxWorker } from './sms-outbox.js';
import { smsReportRoutes } from './sms-routes.js';
import { createTermiiSender } from './sms-sender.js';
import type { AlertOperators, SpendGuard } from './sms-spend.js';
import { TermiiStandIn, termiiStandInRoutes } from './termii-stand-in.js';

export {
  enqueueSms,
  outboxPhoneOf,
  FAILURES_BEFORE_PAUSE,
  PER_NUMBER_CAPS,
  type QueuedSms,
  type SmsQueueResult,
} from './sms-outbox.js';
export { TermiiStandIn } from './termii-stand-in.js';
export { smsDashboardNumbers, type AlertOperators, type OperatorAlert } from './sms-spend.js';
export type { Channels, MessageChannels, PersonMessage } from './message-channels.js';
export { saySms, smsAmount, smsRouteOf, smsWhen, type SmsId, type SmsValues } from './sms-texts.js';

export interface SmsFeature {
  module: FeatureModule;
  /** Wakes this process's SMS outbox after a transaction that queued a message commits; a no-op when SMS is off. */
  notify: () => void;
  /** The in-process stand-in, when it serves (development and tests without a key). */
  standIn: TermiiStandIn | undefined;
  /** Who gets a job update, payment or dispute message by SMS, e-mail or both (issue 27). */
  channels: MessageChannels;
}

/**
 * Issue 27's foundation: text messages through an outbox sent by Termii (or its stand-in), and
 * Termii's signed delivery reports. Off unless SMS_ENABLED; features queue with enqueueSms.
 */
export function createSmsFeature(
  platform: Pick<Platform, 'config' | 'db' | 'now' | 'log' | 'background' | 'notifyOutbox'>,
  needs: {
    /** E-mails every operator (the spend cap's alert); the staff live in a feature built on this one. */
    alertOperators?: AlertOperators;
  } = {},
): SmsFeature {
  const { config, db, now, log, background } = platform;
  const sms = config.sms;
  const smsEnabled = sms.mode !== 'off';
  const channels = createMessageChannels({ smsEnabled });
  // Everyone chooses how their messages come, SMS on or off (off: e-mail whatever they choose).
  const preferences = createNotificationPreferences({ db, smsEnabled, now });
  const preferenceRoutes: FeatureModule = async (app) => {
    await app.register(notificationRoutes, { prefix: API_V1_PREFIX, preferences });
  };
  if (sms.mode === 'off') return { module: preferenceRoutes, notify: () => {}, standIn: undefined, channels };
  const standIn =
    sms.mode === 'stand-in' && config.nodeEnv !== 'production' ? new TermiiStandIn(sms.apiKey) : undefined;
  // Development reads its codes here, as it reads e-mails in the log without SMTP; never in production.
  if (standIn)
    standIn.onMessage = (message) =>
      log.info({ to: message.to, route: message.channel }, `SMS (stand-in): ${message.sms}`);
  // The day's spend cap: past it only codes go, and the operators hear of it once that day.
  const guard: SpendGuard = {
    ...config.smsCost,
    alertOperators: needs.alertOperators ?? (async () => {}),
    alerted: platform.notifyOutbox,
  };
  const worker = new SmsOutboxWorker(db, createTermiiSender(sms), log, now, undefined, guard);
  return {
    standIn,
    channels,
    notify: () => worker.notify(),
    module: async (app, options) => {
      await preferenceRoutes(app, options);
      if (standIn) await app.register(termiiStandInRoutes(standIn), { prefix: SMS_STAND_IN_PREFIX });
      await app.register(smsReportRoutes({ db, secret: sms.apiKey, now }), { prefix: API_V1_PREFIX });
      if (background) app.addHook('onReady', async () => worker.start());
      app.addHook('onClose', () => worker.stop());
    },
  };
}
