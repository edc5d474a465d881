import { z } from 'zod';
import { nigerianPhoneSchema } from './contact.js';
import { nameSchema } from './auth.js';
import { canonicalState, checkLocation, locationFields } from './location.js';
import { singleLineText } from './text.js';

/** Identity documents an Agent may give, with the loose shape of each number. */
export const ID_TYPES = ['NIN', 'BVN', 'VOTERS_CARD', 'DRIVERS_LICENCE', 'PASSPORT'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const ID_NUMBER_FORMATS: Record<IdType, { pattern: RegExp; message: string }> = {
  NIN: { pattern: /^\d{11}$/, message: 'A NIN is 11 digits' },
  BVN: { pattern: /^\d{11}$/, message: 'A BVN is 11 digits' },
  VOTERS_CARD: {
    pattern: /^[A-Z0-9]{19}$/,
    message: "A voter's card number (VIN) is 19 letters and digits",
  },
  DRIVERS_LICENCE: {
    pattern: /^[A-Z0-9]{8,16}$/,
    message: "A driver's licence number is 8 to 16 letters and digits",
  },
  PASSPORT: {
    pattern: /^[A-Z]\d{8}$/,
    message: 'A Nigerian passport number is a letter followed by 8 digits',
  },
};

// Every free-text field is one line without control characters: they are shown on pages and in
// emails, and PostgreSQL refuses a NUL byte outright.
const { state: stateSchema, lga: lgaSchema } = locationFields(
  { state: 'Choose your state', lga: 'Choose your LGA' },
  singleLineText,
);
const addressSchema = singleLineText('Enter your address')
  .min(5, 'Enter your address (at least 5 characters)')
  .max(200, 'Address must be at most 200 characters');
const landmarkSchema = singleLineText().max(120, 'Landmark must be at most 120 characters');
const businessNameSchema = singleLineText()
  .max(100, 'Business name must be at most 100 characters')
  .refine((value) => value === '' || value.length >= 2, 'Business name must be at least 2 characters');
const idTypeSchema = z.enum(ID_TYPES, {
  error: 'Choose the kind of ID: NIN, BVN, voter’s card, driver’s licence or passport',
});
/** Spaces and dashes people type inside ID numbers are dropped; letters are compared in capitals. */
const idNumberSchema = z
  .string()
  .max(40, 'ID number is too long')
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase());

/** An empty optional text field means "not given". */
const blankToUndefined = (value: string | undefined) => (value ? value : undefined);
/** In an update an empty field clears the value. */
const blankToNull = (value: string | null | undefined) => (value === '' ? null : value);

interface IdFields {
  idType?: IdType | null | undefined;
  idNumber?: string | null | undefined;
}

function checkIdentity(value: IdFields, ctx: z.RefinementCtx) {
  const { idType, idNumber } = value;
  if (!idType && !idNumber) return;
  if (!idType) {
    ctx.addIssue({
      code: 'custom',
      path: ['idType'],
      message: 'Choose the type of ID this number belongs to',
    });
  } else if (!idNumber) {
    ctx.addIssue({ code: 'custom', path: ['idNumber'], message: 'Enter the ID number' });
  } else if (!ID_NUMBER_FORMATS[idType].pattern.test(idNumber)) {
    ctx.addIssue({ code: 'custom', path: ['idNumber'], message: ID_NUMBER_FORMATS[idType].message });
  }
}

const userProfileShape = {
  phoneNumber: nigerianPhoneSchema,
  state: stateSchema,
  lga: lgaSchema,
  address: addressSchema,
  landmark: landmarkSchema.optional().transform(blankToUndefined),
};

/** POST /api/v1/profile/user. */
export const userProfileSchema = z
  .object(userProfileShape)
  .strict()
  .superRefine(checkLocation)
  .transform(canonicalState);

/** POST /api/v1/profile/agent: the user profile plus optional business and identity details. */
export const agentProfileSchema = z
  .object({
    ...userProfileShape,
    businessName: businessNameSchema.optional().transform(blankToUndefined),
    idType: idTypeSchema.optional(),
    idNumber: idNumberSchema.optional().transform(blankToUndefined),
  })
  .strict()
  .superRefine(checkLocation)
  .superRefine(checkIdentity)
  .transform(canonicalState);

/**
 * PATCH /api/v1/profile: any of these; state and lga travel together, as do idType and idNumber.
 * An empty landmark or business name (or null) clears it.
 */
export const profileUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    phoneNumber: nigerianPhoneSchema.optional(),
    state: stateSchema.optional(),
    lga: lgaSchema.optional(),
    address: addressSchema.optional(),
    landmark: landmarkSchema.nullable().optional().transform(blankToNull),
    businessName: businessNameSchema.nullable().optional().transform(blankToNull),
    idType: idTypeSchema.nullable().optional(),
    idNumber: idNumberSchema.nullable().optional().transform(blankToNull),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (Object.values(value).every((field) => field === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'Send at least one field to change' });
    }
    checkLocation(value, ctx);
    if ((value.idType === null) !== (value.idNumber === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.idType === null ? 'idNumber' : 'idType'],
        message: 'Clear idType and idNumber together',
      });
    } else if (value.idType !== null || value.idNumber !== null) {
      checkIdentity(value, ctx);
    }
  })
  .transform(canonicalState);

/** The profile details GET and PATCH /api/v1/profile return beside the user; the ID number is masked. */
export const profileDetailsSchema = z.object({
  type: z.enum(['USER', 'AGENT']),
  phoneNumber: z.string(),
  state: z.string(),
  lga: z.string(),
  address: z.string(),
  landmark: z.string().nullable(),
  businessName: z.string().nullable(),
  idType: z.enum(ID_TYPES).nullable(),
  /** Only the last four characters of the ID number ever leave the server. */
  idNumberLast4: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type UserProfileInput = z.input<typeof userProfileSchema>;
export type UserProfile = z.output<typeof userProfileSchema>;
export type AgentProfileInput = z.input<typeof agentProfileSchema>;
export type AgentProfile = z.output<typeof agentProfileSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type ProfileDetails = z.output<typeof profileDetailsSchema>;
