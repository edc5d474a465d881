import { sql } from 'drizzle-orm';
import {
  MESSAGE_KINDS_OF,
  NOTIFICATION_MESSAGES,
  type AccountUser,
  type MessageChannel,
  type MessageKind,
  type NotificationChoice,
  type NotificationSettings,
} from 'shared/schemas';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { at } from '../../lib/sql-time.js';
import { defaultChannel } from './message-channels.js';

// Each person's choice per kind of message (GET and PUT /api/v1/me/notifications). A kind never
// chosen shows its default, the channel message-channels.ts uses for it: SMS when one can reach the
// person, e-mail otherwise.

/** The kinds the person's role receives; none before a role is chosen. */
const kindsOf = (user: AccountUser): readonly MessageKind[] => (user.role ? MESSAGE_KINDS_OF[user.role] : []);

export function createNotificationPreferences({
  db,
  smsEnabled,
  now,
}: {
  db: Db;
  smsEnabled: boolean;
  now: () => Date;
}) {
  async function settings(user: AccountUser): Promise<NotificationSettings> {
    const { rows } = await db.execute<{ verified: boolean }>(sql`
      SELECT phone_verified_at IS NOT NULL AS verified FROM profiles WHERE user_id = ${user.id}`);
    const phoneVerified = rows[0]?.verified === true;
    const available = smsEnabled && phoneVerified;
    const saved = await db.execute<{ kind: MessageKind; channel: MessageChannel }>(sql`
      SELECT kind, channel FROM notification_preferences WHERE user_id = ${user.id}`);
    const chosen = new Map(saved.rows.map((row) => [row.kind, row.channel]));
    return {
      preferences: kindsOf(user).map((kind) => ({
        kind,
        channel: chosen.get(kind) ?? defaultChannel(available),
        isDefault: !chosen.has(kind),
      })),
      sms: { enabled: smsEnabled, phoneVerified, available },
    };
  }

  return {
    settings,

    /**
     * Saves one kind's channel (the last answer wins; one statement, so two at once leave one of
     * them whole) and answers the settings with a sentence saying how the messages will go.
     */
    async choose(
      user: AccountUser,
      choice: NotificationChoice,
    ): Promise<{ settings: NotificationSettings; message: string }> {
      if (!user.role) throw new AppError('FORBIDDEN', NOTIFICATION_MESSAGES.noRole);
      if (!kindsOf(user).includes(choice.kind))
        throw new AppError('VALIDATION_ERROR', NOTIFICATION_MESSAGES.notYourKind, {
          fields: { kind: NOTIFICATION_MESSAGES.notYourKind },
        });
      await db.execute(sql`
        INSERT INTO notification_preferences (user_id, kind, channel, updated_at)
        VALUES (${user.id}, ${choice.kind}, ${choice.channel}, ${at(now())})
        ON CONFLICT (user_id, kind) DO UPDATE SET channel = EXCLUDED.channel, updated_at = EXCLUDED.updated_at`);
      const after = await settings(user);
      const message =
        choice.channel === 'EMAIL' || after.sms.available
          ? NOTIFICATION_MESSAGES.saved
          : smsEnabled
            ? NOTIFICATION_MESSAGES.savedUntilVerified
            : NOTIFICATION_MESSAGES.savedSmsOff;
      return { settings: after, message };
    },
  };
}

export type NotificationPreferences = ReturnType<typeof createNotificationPreferences>;
