import { z } from 'zod';

// Verified phone numbers (issue 27): a 6-digit code sent by SMS to the profile's number proves it,
// with the e-mail codes' rules (docs/decisions/0013 and 0045).

/** The rules of a phone code, shown to people and enforced by the API. */
export const PHONE_CODE_RULES = {
  digits: 6,
  lifetimeMinutes: 10,
  /** The 5th wrong try is the code's last. */
  maxAttempts: 5,
  /** A new code may be asked for once a minute. */
  resendSeconds: 60,
} as const;

/** Everything the API says about phone verification, one place for each (translated by their English). */
export const PHONE_MESSAGES = {
  codeSent: 'We have sent a 6-digit code to your phone by text message. It lasts 10 minutes.',
  verified: 'Your phone number is verified.',
  alreadyVerified: 'This phone number is already verified.',
  smsOff:
    'Text messages are switched off on this server, so phone numbers cannot be verified here. Nothing more is needed.',
  invalidCode:
    'That code is not right or has expired. Check the latest text message from us, or ask for a new code.',
  tooManyAccounts:
    'Several accounts have asked for codes to this number today, so each further account gets one code a day for it. Try again tomorrow, or contact us if this is your number.',
  enterTheCode: 'Enter the 6-digit code from the text message',
  verifyBeforeBooking:
    'Verify your phone number before you book: the Aboki and our team may need to call you. Go to your profile to get a code.',
  verifyBeforeReview:
    'Verify your phone number before your Aboki goes to review: our team may need to call you. Go to your profile to get a code.',
} as const;

/** The code as typed: spaces between the digits are ignored. */
export const phoneCodeSchema = z
  .string({ error: PHONE_MESSAGES.enterTheCode })
  .max(20, PHONE_MESSAGES.enterTheCode)
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, PHONE_MESSAGES.enterTheCode));

/** POST /api/v1/profile/phone/verify. */
export const phoneVerifySchema = z.object({ otp: phoneCodeSchema }).strict();

/** The answer of POST /api/v1/profile/phone/code: when another code may be asked for. */
export const phoneCodeSentSchema = z.object({
  expiresAt: z.string(),
  resendAfterSeconds: z.number().int(),
});

/** The answer of POST /api/v1/profile/phone/verify. */
export const phoneVerifiedSchema = z.object({ phoneVerified: z.literal(true) });

export type PhoneVerifyInput = z.input<typeof phoneVerifySchema>;
export type PhoneCodeSent = z.output<typeof phoneCodeSentSchema>;
