// What the fake API answers in mfe-onboarding's page tests, where several tests need the same.
import type { NotificationSettings, ProfileDetails } from 'shared/schemas';

/** GET /api/v1/me/notifications for a User whose phone is verified, nothing chosen yet (issue 27). */
export const NOTIFICATION_SETTINGS: NotificationSettings = {
  preferences: [
    { kind: 'JOB_UPDATES', channel: 'SMS', isDefault: true },
    { kind: 'PAYMENTS', channel: 'SMS', isDefault: true },
  ],
  sms: { enabled: true, phoneVerified: true, available: true },
};

/** A User's profile in Ikeja as GET /api/v1/profile answers it, its phone verified. */
export const USER_PROFILE: ProfileDetails = {
  type: 'USER',
  phoneNumber: '+2348031234567',
  phoneVerified: true,
  state: 'Lagos',
  lga: 'Ikeja',
  address: '12 Allen Avenue',
  landmark: null,
  businessName: null,
  idType: null,
  idNumberLast4: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};
