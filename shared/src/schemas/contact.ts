import { z } from 'zod';
import { NIGERIAN_PHONE_MESSAGE, normaliseNigerianPhone } from '../nigeria/index.js';
import { multiLineText, singleLineText } from './text.js';

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

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

/** What the contact form sends; the API and the page validate with this one definition. */
export const contactSchema = z
  .object({
    name: singleLineText().min(2, 'Enter your name').max(100, 'Name must be at most 100 characters'),
    email: emailSchema,
    phone: optionalNigerianPhoneSchema,
    message: multiLineText()
      .min(10, 'Tell us a little more (at least 10 characters)')
      .max(2000, 'Message must be at most 2000 characters'),
  })
  .strict();

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
