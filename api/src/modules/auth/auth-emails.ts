import type { CodePurpose } from '../../lib/secrets.js';
import type { OutgoingEmail } from '../email/email-module.js';
import { CODE_LIFETIME_MINUTES } from './auth-limits.js';

export interface Recipient {
  email: string;
  name: string;
  emailVerified: boolean;
}

/**
 * "Hello {name}," only to an address its account has verified. Anyone can register any address with
 * any name, so until the owner has verified it the name is text chosen by a stranger, and an email
 * that carried it would let strangers write to anyone in Aboki's name.
 */
function greeting(to: Recipient): string {
  return to.emailVerified ? `Hello ${to.name},` : 'Hello,';
}

/** "15 minutes", "2 hours", "24 hours": a length of time, rounded up to what a person reads. */
export function durationInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

const PURPOSES: Record<CodePurpose, { subject: string; use: string; ignore: string }> = {
  verify_email: {
    subject: 'Verify your email for Aboki',
    use: 'Use this code to verify your email and finish signing up to Aboki:',
    ignore: 'If you did not sign up to Aboki, you can ignore this email.',
  },
  reset_password: {
    subject: 'Reset your Aboki password',
    use: 'Use this code to reset your Aboki password:',
    ignore: 'If you did not ask to reset your password, ignore this email: your password stays as it is.',
  },
  // Sent only when the password given was right, so "not you" means someone knows it.
  sign_in: {
    subject: 'Your Aboki sign-in code',
    use: 'Someone — maybe you — tried to sign in to your Aboki account with the right password. Many wrong passwords have been tried for your account lately, so signing in now also needs this code:',
    ignore:
      'If it was not you, someone knows your password. Without this code they cannot sign in, but change your password now: choose "Forgot password?" on the sign-in page.',
  },
};

/** Said when an address is registered again, before verification, with the password it already has. */
const REGISTERED_AGAIN = [
  'This email was already signed up to Aboki and is waiting to be verified: verify it with the code above and sign in with the password you chose.',
];

/** Said when it is registered again with another password: neither password will stand. */
const SIGN_UP_CONTESTED = [
  'This email was signed up to Aboki more than once, with different passwords, before it was verified. We cannot tell which sign-up was yours, so when you verify with the code above neither password is kept: you are signed in, and you choose a new password with "Forgot password" before you next sign in.',
];

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
  const text = PURPOSES[purpose];
  return {
    to: to.email,
    subject: text.subject,
    text: [
      greeting(to),
      '',
      text.use,
      '',
      `    ${code}`,
      '',
      `The code lasts ${CODE_LIFETIME_MINUTES} minutes and works once. Never share it: Aboki will never ask you for it.`,
      ...(registeredAgain === 'same-password' ? ['', ...REGISTERED_AGAIN, ''] : []),
      ...(registeredAgain === 'contested' ? ['', ...SIGN_UP_CONTESTED, ''] : []),
      text.ignore,
      '',
      'Aboki',
    ].join('\n'),
  };
}

export function passwordChangedEmail(to: Recipient, publicUrl: string): OutgoingEmail {
  return {
    to: to.email,
    subject: 'Your Aboki password was changed',
    text: [
      greeting(to),
      '',
      'The password of your Aboki account was just changed, and every device signed in to it was signed out.',
      '',
      `If this was you, there is nothing more to do. If it was not, reset your password now at ${publicUrl}/reset-password and reply to this email so we can help.`,
      '',
      'Aboki',
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
    subject: 'Someone is trying to sign in to your Aboki account',
    text: [
      greeting(to),
      '',
      `Someone has tried to sign in to your Aboki account with a wrong password many times in a row. To keep your account safe, for the next ${durationInWords(periodSeconds)} signing in needs a code we email you as well as your password. Each time this happens again, it lasts twice as long, up to a day.`,
      '',
      'You can still sign in at any time: enter your password, then the code from the email we send you.',
      '',
      `If you think someone knows your password, change it now at ${publicUrl}/reset-password.`,
      '',
      'Aboki',
    ].join('\n'),
  };
}
