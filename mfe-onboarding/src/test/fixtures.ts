// What the fake API answers in mfe-onboarding's page tests, where several tests need the same.
import type { NotificationSettings } from 'shared/schemas';

/** GET /api/v1/me/notifications for a User whose phone is verified, nothing chosen yet (issue 27). */
export const NOTIFICATION_SETTINGS: NotificationSettings = {
  preferences: [
    { kind: 'JOB_UPDATES', channel: 'SMS', isDefault: true },
    { kind: 'PAYMENTS', channel: 'SMS', isDefault: true },
  ],
  sms: { enabled: true, phoneVerified: true, available: true },
};
