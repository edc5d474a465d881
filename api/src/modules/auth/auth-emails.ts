import type { CodePurpose } from '../../lib/secrets.js';
import type { OutgoingEmail } from '../email/outbox-repository.js';
import { CODE_LIFETIME_MINUTES } from './auth-limits.js';

interface Recipient {
  email: string;
  name: string;
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
};

/** The code email says what the code is for and how long it lasts; nothing else in it is a number. */
export function codeEmail(to: Recipient, code: string, purpose: CodePurpose): OutgoingEmail {
  const text = PURPOSES[purpose];
  return {
    to: to.email,
    subject: text.subject,
    text: [
      `Hello ${to.name},`,
      '',
      text.use,
      '',
      `    ${code}`,
      '',
      `The code lasts ${CODE_LIFETIME_MINUTES} minutes and works once. Never share it: Aboki will never ask you for it.`,
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
      `Hello ${to.name},`,
      '',
      'The password of your Aboki account was just changed, and every device signed in to it was signed out.',
      '',
      `If this was you, there is nothing more to do. If it was not, reset your password now at ${publicUrl}/reset-password and reply to this email so we can help.`,
      '',
      'Aboki',
    ].join('\n'),
  };
}

export function accountLockedEmail(to: Recipient, publicUrl: string): OutgoingEmail {
  return {
    to: to.email,
    subject: 'Sign-in to your Aboki account is locked',
    text: [
      `Hello ${to.name},`,
      '',
      'Someone has tried to sign in to your Aboki account with a wrong password many times in a row, so we have locked password sign-in to keep it safe.',
      '',
      `To unlock it, reset your password at ${publicUrl}/reset-password.`,
      '',
      'Aboki',
    ].join('\n'),
  };
}
