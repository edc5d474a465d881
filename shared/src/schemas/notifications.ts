import { z } from 'zod';
import type { Role } from './auth.js';

// Issue 27: how each person wants each kind of message (GET and PUT /api/v1/me/notifications).
// Codes and safety messages are not a kind here: they always go, whatever is chosen.

/** The kinds of message a person chooses a channel for (notification_preferences.kind). */
export const MESSAGE_KINDS = ['JOB_UPDATES', 'PAYMENTS', 'NEW_REQUESTS', 'DISPUTES'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** How a kind goes: e-mail only, SMS (e-mail when an SMS cannot go), or both. */
export const MESSAGE_CHANNELS = ['EMAIL', 'SMS', 'BOTH'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * The kinds each role receives: a User hears about their bookings and payments; an agent about new
 * requests (and their cancellation) and disputes. Agents get no JOB_UPDATES: they make those changes.
 */
export const MESSAGE_KINDS_OF: Readonly<Record<Role, readonly MessageKind[]>> = {
  USER: ['JOB_UPDATES', 'PAYMENTS'],
  AGENT: ['NEW_REQUESTS', 'DISPUTES'],
};

export const NOTIFICATION_MESSAGES = {
  chooseKind: 'Choose which messages you are changing',
  chooseChannel: 'Choose e-mail, text message or both',
  notYourKind: 'Your account does not receive these messages, so there is nothing to choose for them.',
  noRole: 'Choose whether you book help or are an agent first.',
  saved: 'Saved. We will send these messages the way you chose.',
  savedUntilVerified:
    'Saved. Until your phone number is verified, these messages come by e-mail; verify it on your profile.',
  savedSmsOff: 'Saved. Text messages are not available at the moment, so these messages come by e-mail.',
} as const;

/** PUT /api/v1/me/notifications: one kind's channel. */
export const notificationChoiceSchema = z
  .object({
    kind: z.enum(MESSAGE_KINDS, { error: NOTIFICATION_MESSAGES.chooseKind }),
    channel: z.enum(MESSAGE_CHANNELS, { error: NOTIFICATION_MESSAGES.chooseChannel }),
  })
  .strict();
export type NotificationChoice = z.infer<typeof notificationChoiceSchema>;

/** One kind as its person sees it: the channel in force, and whether it is the default (no choice saved). */
export const notificationPreferenceSchema = z.object({
  kind: z.enum(MESSAGE_KINDS),
  channel: z.enum(MESSAGE_CHANNELS),
  isDefault: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** GET (and PUT's answer): each of the person's kinds, and whether an SMS can reach them now. */
export const notificationSettingsSchema = z.object({
  preferences: z.array(notificationPreferenceSchema),
  sms: z.object({
    /** Text messages are switched on for the site. */
    enabled: z.boolean(),
    /** The profile's current phone number was proven by an SMS code. */
    phoneVerified: z.boolean(),
    /** Both: an SMS can reach this person now. */
    available: z.boolean(),
  }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
