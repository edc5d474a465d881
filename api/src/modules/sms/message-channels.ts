import { sql } from 'drizzle-orm';
import type { Language } from 'shared/i18n';
import type { MessageChannel, MessageKind } from 'shared/schemas';
import type { Executor } from '../../db/client.js';
import { enqueueSms, outboxPhoneOf, type SmsQueueResult } from './sms-outbox.js';
import { saySms, smsRouteOf, type SmsId, type SmsValues } from './sms-texts.js';

// Who gets what, by which channel (issue 27): a person's saved choice per kind of message (no row:
// the default), their language, and whether an SMS can reach them (SMS on, a verified phone). The
// SMS is queued first, so that when it cannot go (the number is paused or capped) the e-mail goes
// instead: a person never loses an update.

/** What reached the outboxes for one message: the SMS went (or had gone), and whether to e-mail. */
export interface Channels {
  sms: boolean;
  email: boolean;
}

/** What the decision reads of a person. */
export interface Reachability {
  /** Their saved choice for the kind; null: never chosen (the default). */
  preference: MessageChannel | null;
  /** SMS on, and a verified phone: an SMS may be queued. */
  smsAvailable: boolean;
  /** A safety message: it goes by every channel that can reach them, whatever the preference. */
  safety?: boolean;
}

/**
 * Before queueing: whether to try an SMS. Default and SMS: by SMS when it can go; EMAIL: never;
 * BOTH: by SMS too. A safety message tries every channel.
 */
export const wantsSms = (person: Reachability): boolean =>
  person.smsAvailable && (person.safety === true || person.preference !== 'EMAIL');

/**
 * After queueing: whether to e-mail too. Always when the SMS did not go (an EMAIL choice, no
 * verified phone, SMS off, or the outbox refused the number), and with BOTH or a safety message.
 */
export const wantsEmail = (person: Reachability, smsWent: boolean): boolean =>
  !smsWent || person.preference === 'BOTH' || person.safety === true;

/** The effective channel of a kind nobody chose: SMS when it can reach them, e-mail otherwise. */
export const defaultChannel = (smsAvailable: boolean): MessageChannel => (smsAvailable ? 'SMS' : 'EMAIL');

/** A job update, payment or dispute message to one person, said in their language. */
export interface PersonMessage<Id extends SmsId = SmsId> {
  userId: string;
  kind: MessageKind;
  /** The SMS outbox's idempotency key: one message per cause ("job:<reference>:<event>:<userId>"). */
  key: string;
  /** Codes are not sent here; this is always a job update. */
  sms: Id;
  /** The message's values in the recipient's language (dates and service names are said in it). */
  values: (language: Language) => SmsValues<Id>;
  safety?: boolean;
}

type PersonRow = {
  language: Language;
  phone: string | null;
  verified: boolean;
  channel: MessageChannel | null;
};

/** A person's language, phone, whether it is verified, and their choice for one kind. */
export async function readPerson(
  tx: Executor,
  userId: string,
  kind: MessageKind,
): Promise<PersonRow | undefined> {
  const { rows } = await tx.execute<PersonRow>(sql`
    SELECT u.language, p.phone_number AS phone, p.phone_verified_at IS NOT NULL AS verified,
           np.channel
    FROM users u
    LEFT JOIN profiles p ON p.user_id = u.id
    LEFT JOIN notification_preferences np ON np.user_id = u.id AND np.kind = ${kind}
    WHERE u.id = ${userId}`);
  return rows[0];
}

export interface MessageChannels {
  /** SMS is switched on for the site. */
  readonly smsEnabled: boolean;
  /**
   * Queues the message's SMS (when the person's choice and phone allow) in the caller's
   * transaction, and answers whether the caller should queue its e-mail too. Wake the SMS outbox
   * after the transaction commits.
   */
  send<Id extends SmsId>(tx: Executor, message: PersonMessage<Id>, now: Date): Promise<Channels>;
}

export function createMessageChannels({ smsEnabled }: { smsEnabled: boolean }): MessageChannels {
  return {
    smsEnabled,
    async send(tx, message, now) {
      const person = await readPerson(tx, message.userId, message.kind);
      if (!person) return { sms: false, email: true };
      const reach: Reachability = {
        preference: person.channel,
        smsAvailable: smsEnabled && person.verified && person.phone !== null,
        safety: message.safety,
      };
      let result: SmsQueueResult | 'not tried' = 'not tried';
      if (wantsSms(reach)) {
        result = await enqueueSms(
          tx,
          {
            key: message.key,
            to: outboxPhoneOf(person.phone!),
            route: smsRouteOf(message.sms),
            kind: message.sms,
            body: saySms(person.language, message.sms, message.values(person.language)),
          },
          now,
        );
      }
      // A duplicate is the same cause queued before (a retried transaction): that SMS goes.
      const smsWent = result === 'queued' || result === 'duplicate';
      return { sms: smsWent, email: wantsEmail(reach, smsWent) };
    },
  };
}
