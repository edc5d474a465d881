import { z } from 'zod';
import { emailSchema } from './contact.js';
import { CONTROL_CHARACTER_MESSAGE, singleLineText, hasCharacters } from './text.js';

/** Length limits of a password, counted in characters (Unicode code points), never truncated. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const ROLES = ['USER', 'AGENT'] as const;
export type Role = (typeof ROLES)[number];

/** How many characters a person sees: an emoji is one, not the two UTF-16 units `length` counts. */
const characterCount = (value: string) => Array.from(value).length;

/**
 * Characters no keyboard types into a password field (C0 and C1 controls, DEL — tab included, which
 * moves focus instead) and lone surrogates, which are not characters and hash differently by platform.
 * Every printable character, spaces included, stays allowed. A password is only ever hashed, so this
 * is not about storage: it keeps a value no person could type again out of a new password.
 */
const PASSWORD_UNTYPEABLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The words of this file's schemas, one place for each (the API's translations are keyed by them). */
export const AUTH_FIELD_MESSAGES = {
  enterAPassword: 'Enter a password',
  passwordMustBeAtMostCharacters: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordMustBeAtLeastCharacters: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  enterYourPassword: 'Enter your password',
  enterYourName: 'Enter your name',
  nameMustBeAtMost100: 'Name must be at most 100 characters',
  enterThe6DigitCodeFrom: 'Enter the 6-digit code from the email',
  chooseUserToBookHelpOr: 'Choose User (to book help) or Agent (to onboard Abokis)',
  resettokenIsRequired: 'resetToken is required',
  thisPasswordResetIsNotValid: 'This password reset is not valid. Please ask for a new code.',
} as const;

/**
 * A new password: 8–128 characters, no composition rules (NIST SP 800-63B). The server also refuses
 * common passwords and ones equal to the name or email, with the reason in `fields.password`.
 */
export const passwordSchema = z
  .string({ error: AUTH_FIELD_MESSAGES.enterAPassword })
  .max(PASSWORD_MAX_LENGTH * 2, AUTH_FIELD_MESSAGES.passwordMustBeAtMostCharacters)
  .superRefine((value, ctx) => {
    const count = characterCount(value);
    if (PASSWORD_UNTYPEABLE.test(value)) {
      ctx.addIssue({ code: 'custom', message: CONTROL_CHARACTER_MESSAGE });
    } else if (count < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        message: AUTH_FIELD_MESSAGES.passwordMustBeAtLeastCharacters,
      });
    } else if (count > PASSWORD_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', message: AUTH_FIELD_MESSAGES.passwordMustBeAtMostCharacters });
    }
  });

/**
 * The password typed at sign-in: any non-empty string up to the maximum (a longer one cannot be
 * right). Control characters are not refused here: the value is only compared with a hash, and a
 * password set before they were refused must still sign in.
 */
export const currentPasswordSchema = z
  .string({ error: AUTH_FIELD_MESSAGES.enterYourPassword })
  .min(1, AUTH_FIELD_MESSAGES.enterYourPassword)
  .max(PASSWORD_MAX_LENGTH * 2, AUTH_FIELD_MESSAGES.passwordMustBeAtMostCharacters)
  .refine((value) => characterCount(value) <= PASSWORD_MAX_LENGTH, {
    message: AUTH_FIELD_MESSAGES.passwordMustBeAtMostCharacters,
  });

/** A person's name: one line, trimmed, no control characters (it is written into emails and pages). */
export const nameSchema = singleLineText(AUTH_FIELD_MESSAGES.enterYourName)
  .refine(hasCharacters(2), AUTH_FIELD_MESSAGES.enterYourName)
  .max(100, AUTH_FIELD_MESSAGES.nameMustBeAtMost100);

/** The emailed 6-digit code; spaces a person types between the digits are ignored. */
export const otpSchema = z
  .string({ error: AUTH_FIELD_MESSAGES.enterThe6DigitCodeFrom })
  .max(20, AUTH_FIELD_MESSAGES.enterThe6DigitCodeFrom)
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, AUTH_FIELD_MESSAGES.enterThe6DigitCodeFrom));

export const roleSchema = z.enum(ROLES, { error: AUTH_FIELD_MESSAGES.chooseUserToBookHelpOr });

/** POST /api/auth/register (and /api/v1/auth/register). */
export const registerSchema = z
  .object({ name: nameSchema, email: emailSchema, password: passwordSchema })
  .strict();

/**
 * POST /api/v1/auth/login. `code` is the emailed sign-in code, asked for (401 SIGN_IN_CODE_REQUIRED)
 * only after many wrong passwords for the account; otherwise it may be left out.
 */
export const loginSchema = z
  .object({ email: emailSchema, password: currentPasswordSchema, code: otpSchema.optional() })
  .strict();

/** POST /api/v1/auth/send-otp and /api/v1/auth/forgot-password. */
export const emailOnlySchema = z.object({ email: emailSchema }).strict();
export const sendOtpSchema = emailOnlySchema;
export const forgotPasswordSchema = emailOnlySchema;

/** POST /api/v1/auth/verify-otp and /api/v1/auth/reset-password/verify-otp. */
export const verifyOtpSchema = z.object({ email: emailSchema, otp: otpSchema }).strict();

/** POST /api/v1/auth/reset-password: the token from reset-password/verify-otp and the new password. */
export const resetPasswordSchema = z
  .object({
    resetToken: z
      .string({ error: AUTH_FIELD_MESSAGES.resettokenIsRequired })
      .min(1, AUTH_FIELD_MESSAGES.resettokenIsRequired)
      .max(200, AUTH_FIELD_MESSAGES.thisPasswordResetIsNotValid),
    password: passwordSchema,
  })
  .strict();

/** POST /api/v1/auth/select-role. */
export const selectRoleSchema = z.object({ role: roleSchema }).strict();

/** The user object every accounts call returns: exactly these fields, nulls where unknown. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES).nullable(),
  hasProfile: z.boolean(),
  emailVerified: z.boolean(),
  phoneNumber: z.string().nullable(),
  state: z.string().nullable(),
  lga: z.string().nullable(),
});

export type RegisterInput = z.input<typeof registerSchema>;
export type Registration = z.output<typeof registerSchema>;
export type LoginInput = z.input<typeof loginSchema>;
export type Credentials = z.output<typeof loginSchema>;
export type VerifyOtpInput = z.input<typeof verifyOtpSchema>;
export type CodeSubmission = z.output<typeof verifyOtpSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type SelectRoleInput = z.input<typeof selectRoleSchema>;
export type AccountUser = z.output<typeof userSchema>;
