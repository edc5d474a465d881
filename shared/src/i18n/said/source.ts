import { AUTH_MESSAGES } from '../../auth/auth-messages.js';
import { CLIENT_MESSAGES } from '../../client-messages.js';
import { API_MESSAGES } from './api-messages.js';
import { DATA_RIGHTS_MESSAGES, MESSAGES } from '../../messages.js';
import { NIGERIAN_PHONE_MESSAGE } from '../../nigeria/phone.js';
import { ABOKI_FIELD_MESSAGES } from '../../schemas/aboki.js';
import { AUTH_FIELD_MESSAGES } from '../../schemas/auth.js';
import { CASH_CHECK_MESSAGES } from '../../schemas/cash-check-words.js';
import { CONTACT_FIELD_MESSAGES } from '../../schemas/contact.js';
import { DATE_MESSAGES } from '../../schemas/dates.js';
import { DISPUTE_MESSAGES } from '../../schemas/dispute.js';
import {
  BOOKING_MESSAGES,
  JOB_FIELD_MESSAGES,
  JOB_MESSAGES,
  NOT_AVAILABLE_REASONS,
} from '../../schemas/job.js';
import { LOCATION_MESSAGES } from '../../schemas/location.js';
import { NOTIFICATION_MESSAGES } from '../../schemas/notifications.js';
import { PAYMENT_FIELD_MESSAGES, PAYMENT_MESSAGES } from '../../schemas/payment.js';
import { PAYOUT_MESSAGES } from '../../schemas/payout.js';
import { PHONE_MESSAGES } from '../../schemas/phone.js';
import { PROFILE_FIELD_MESSAGES } from '../../schemas/profile.js';
import { RESCHEDULE_FIELD_MESSAGES, RESCHEDULE_MESSAGES } from '../../schemas/reschedule.js';
import { SUPPORT_MESSAGES } from '../../schemas/support.js';
import { CONTROL_CHARACTER_MESSAGE, LINE_BREAK_MESSAGE } from '../../schemas/text.js';

// Every text the API can send in `message` or `fields`, in English: the catalogues beside this file
// (pcm.ts, ha.ts, yo.ts, ig.ts) are keyed by these texts, gettext-style, and the API's boundary looks
// each answer's English up in the caller's language; the browser says its own fallbacks
// (CLIENT_MESSAGES, AUTH_MESSAGES) from them too. Not here: the emails (their own catalogues).

/** The texts of a message object: its strings, each template's source, and those of nested objects. */
export function textsOf(messages: unknown): string[] {
  if (typeof messages === 'string') return [messages];
  if (typeof messages === 'function') {
    const { source } = messages as unknown as { source?: unknown };
    return typeof source === 'string' ? [source] : [];
  }
  if (typeof messages === 'object' && messages !== null) return Object.values(messages).flatMap(textsOf);
  return [];
}

/** Each message object the API speaks from, by the name it has in the code. */
export const SAID_OBJECTS = {
  MESSAGES,
  DATA_RIGHTS_MESSAGES,
  API_MESSAGES,
  BOOKING_MESSAGES,
  NOT_AVAILABLE_REASONS,
  JOB_MESSAGES,
  JOB_FIELD_MESSAGES,
  RESCHEDULE_MESSAGES,
  RESCHEDULE_FIELD_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_FIELD_MESSAGES,
  PAYOUT_MESSAGES,
  CASH_CHECK_MESSAGES,
  LOCATION_MESSAGES,
  ABOKI_FIELD_MESSAGES,
  AUTH_FIELD_MESSAGES,
  PROFILE_FIELD_MESSAGES,
  PHONE_MESSAGES,
  CONTACT_FIELD_MESSAGES,
  DATE_MESSAGES,
  DISPUTE_MESSAGES,
  SUPPORT_MESSAGES,
  NOTIFICATION_MESSAGES,
  TEXT_MESSAGES: { CONTROL_CHARACTER_MESSAGE, LINE_BREAK_MESSAGE, NIGERIAN_PHONE_MESSAGE },
  // The browser's own words, said in the page's language from the same catalogues (said-book.ts).
  CLIENT_MESSAGES,
  AUTH_MESSAGES,
} as const;

/** Every English text the API can send (and the browser's own fallbacks), once each. */
export const SAID_SOURCES: readonly string[] = [...new Set(Object.values(SAID_OBJECTS).flatMap(textsOf))];
