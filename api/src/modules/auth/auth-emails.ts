import { sayerOf, type Language, type MessageValues } from 'shared/i18n';
import type { CodePurpose } from '../../lib/secrets.js';
import type { OutgoingEmail } from '../email/email-module.js';
import { AUTH_EMAIL_TEXTS } from './auth-email-texts.js';
import { CODE_LIFETIME_MINUTES } from './auth-limits.js';

export interface Recipient {
  email: string;
  name: string;
  emailVerified: boolean;
  /** The language its e-mails are written in (the account's; English when unknown). */
  language?: Language;
}

const sayIn = sayerOf(AUTH_EMAIL_TEXTS);

/** One of the account e-mails' texts in the recipient's language. */
function say(to: Recipient, id: Parameters<typeof sayIn>[1], values?: MessageValues) {
  return sayIn(to.language, id, values);
}

/**
 * "Hello {name}," only to an address its account has verified. Anyone can register any address with
 * any name, so until the owner has verified it the name is text chosen by a stranger, and an email
 * that carried it would let strangers write to anyone in Aboki's name.
 */
function greeting(to: Recipient): string {
  return to.emailVerified ? say(to, 'hello', { name: to.name }) : say(to, 'helloUnverified');
}

/** "15 minutes", "2 hours": a length of time, rounded up to what a person reads, in their language. */
export function durationInWords(seconds: number, language: Language = 'en'): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return sayIn(language, 'minutes', { count: minutes });
  return sayIn(language, 'hours', { count: Math.ceil(minutes / 60) });
}

/** How a sign-up code came to be sent again, if it did. */
export type RegisteredAgain = 'same-password' | 'contested';

/**
 * The code email says what the code is for and how long it lasts; nothing else in it is a number.
 * `registeredAgain` adds what a second sign-up of an unverified address does to its password.
 */
export function codeEmail(
  to: Recipient,
  code: string,
  purpose: CodePurpose,
  { registeredAgain }: { registeredAgain?: RegisteredAgain } = {},
): OutgoingEmail {
  return {
    to: to.email,
    subject: say(to, `${purpose}.subject`),
    text: [
      greeting(to),
      '',
      say(to, `${purpose}.use`),
      '',
      `    ${code}`,
      '',
      say(to, 'codeLasts', { minutes: CODE_LIFETIME_MINUTES }),
      // What a second sign-up of an unverified address does to its password (sign-in only if it did).
      ...(registeredAgain === 'same-password' ? ['', say(to, 'registeredAgain'), ''] : []),
      ...(registeredAgain === 'contested' ? ['', say(to, 'signUpContested'), ''] : []),
      say(to, `${purpose}.ignore`),
      '',
      say(to, 'signOff'),
    ].join('\n'),
  };
}

export function passwordChangedEmail(to: Recipient, publicUrl: string): OutgoingEmail {
  return {
    to: to.email,
    subject: say(to, 'passwordChanged.subject'),
    text: [
      greeting(to),
      '',
      say(to, 'passwordChanged.body'),
      '',
      say(to, 'passwordChanged.notYou', { url: `${publicUrl}/reset-password` }),
      '',
      say(to, 'signOff'),
    ].join('\n'),
  };
}

/**
 * Sent when the 100th wrong password in a row starts a period in which signing in needs an emailed
 * code too. The owner can still sign in all along: nothing here is a lock.
 */
export function signInCodePeriodEmail(
  to: Recipient,
  periodSeconds: number,
  publicUrl: string,
): OutgoingEmail {
  return {
    to: to.email,
    subject: say(to, 'signInPeriod.subject'),
    text: [
      greeting(to),
      '',
      say(to, 'signInPeriod.body', { duration: durationInWords(periodSeconds, to.language) }),
      '',
      say(to, 'signInPeriod.still'),
      '',
      say(to, 'signInPeriod.change', { url: `${publicUrl}/reset-password` }),
      '',
      say(to, 'signOff'),
    ].join('\n'),
  };
}
