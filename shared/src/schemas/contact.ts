import { z } from 'zod';
import { NIGERIAN_PHONE_MESSAGE, normaliseNigerianPhone } from '../nigeria/index.js';
import { multiLineText, singleLineText, hasCharacters } from './text.js';

/** Normalises to +234XXXXXXXXXX, or reports the field's one message. */
function toNigerianPhone(value: string, ctx: z.RefinementCtx): string {
  const phone = normaliseNigerianPhone(value);
  if (!phone) {
    ctx.addIssue({ code: 'custom', message: NIGERIAN_PHONE_MESSAGE });
    return z.NEVER;
  }
  return phone;
}

/** A required Nigerian phone number, normalised to +234XXXXXXXXXX. */
export const nigerianPhoneSchema = z.string().trim().transform(toNigerianPhone);

/** An optional one: an empty field means "no phone", not an invalid one. */
export const optionalNigerianPhoneSchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => (value ? toNigerianPhone(value, ctx) : undefined));

/** The words of this file's schemas, one place for each (the API's translations are keyed by them). */
export const CONTACT_FIELD_MESSAGES = {
  emailIsTooLong: 'Email is too long',
  enterAValidEmailAddress: 'Enter a valid email address',
  enterYourName: 'Enter your name',
  nameMustBeAtMost100: 'Name must be at most 100 characters',
  tellUsALittleMoreAt: 'Tell us a little more (at least 10 characters)',
  messageMustBeAtMost2000: 'Message must be at most 2000 characters',
} as const;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, CONTACT_FIELD_MESSAGES.emailIsTooLong)
  .pipe(z.email(CONTACT_FIELD_MESSAGES.enterAValidEmailAddress));

/** What the contact form sends; the API and the page validate with this one definition. */
export const contactSchema = z
  .object({
    name: singleLineText()
      .refine(hasCharacters(2), CONTACT_FIELD_MESSAGES.enterYourName)
      .max(100, CONTACT_FIELD_MESSAGES.nameMustBeAtMost100),
    email: emailSchema,
    phone: optionalNigerianPhoneSchema,
    message: multiLineText()
      .min(10, CONTACT_FIELD_MESSAGES.tellUsALittleMoreAt)
      .max(2000, CONTACT_FIELD_MESSAGES.messageMustBeAtMost2000),
  })
  .strict();

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
