import { z } from 'zod';
import { nigerianPhoneSchema } from './contact.js';
import { nameSchema } from './auth.js';
import { canonicalState, checkLocation, locationFields } from './location.js';
import { singleLineText, hasCharacters } from './text.js';

/** Identity documents an Agent may give, with the loose shape of each number. */
export const ID_TYPES = ['NIN', 'BVN', 'VOTERS_CARD', 'DRIVERS_LICENCE', 'PASSPORT'] as const;
export type IdType = (typeof ID_TYPES)[number];

/** The words of this file's schemas, one place for each (the API's translations are keyed by them). */
export const PROFILE_FIELD_MESSAGES = {
  aNINIs11Digits: 'A NIN is 11 digits',
  aBVNIs11Digits: 'A BVN is 11 digits',
  aVoterSCardNumberVIN: "A voter's card number (VIN) is 19 letters and digits",
  aDriverSLicenceNumberIs: "A driver's licence number is 8 to 16 letters and digits",
  aNigerianPassportNumberIsA: 'A Nigerian passport number is a letter followed by 8 digits',
  enterYourAddress: 'Enter your address',
  enterYourAddressAtLeast5: 'Enter your address (at least 5 characters)',
  addressMustBeAtMost200: 'Address must be at most 200 characters',
  landmarkMustBeAtMost120: 'Landmark must be at most 120 characters',
  businessNameMustBeAtMost: 'Business name must be at most 100 characters',
  businessNameMustBeAtLeast: 'Business name must be at least 2 characters',
  chooseTheKindOfIDNIN: 'Choose the kind of ID: NIN, BVN, voter’s card, driver’s licence or passport',
  idNumberIsTooLong: 'ID number is too long',
  chooseTheTypeOfIDThis: 'Choose the type of ID this number belongs to',
  enterTheIDNumber: 'Enter the ID number',
  sendAtLeastOneFieldTo: 'Send at least one field to change',
  clearIdTypeAndIdNumberTogether: 'Clear idType and idNumber together',
  chooseYourState: 'Choose your state',
  chooseYourLga: 'Choose your LGA',
} as const;

export const ID_NUMBER_FORMATS: Record<IdType, { pattern: RegExp; message: string }> = {
  NIN: { pattern: /^\d{11}$/, message: PROFILE_FIELD_MESSAGES.aNINIs11Digits },
  BVN: { pattern: /^\d{11}$/, message: PROFILE_FIELD_MESSAGES.aBVNIs11Digits },
  VOTERS_CARD: {
    pattern: /^[A-Z0-9]{19}$/,
    message: PROFILE_FIELD_MESSAGES.aVoterSCardNumberVIN,
  },
  DRIVERS_LICENCE: {
    pattern: /^[A-Z0-9]{8,16}$/,
    message: PROFILE_FIELD_MESSAGES.aDriverSLicenceNumberIs,
  },
  PASSPORT: {
    pattern: /^[A-Z]\d{8}$/,
    message: PROFILE_FIELD_MESSAGES.aNigerianPassportNumberIsA,
  },
};

// Every free-text field is one line without control characters: they are shown on pages and in
// emails, and PostgreSQL refuses a NUL byte outright.
const { state: stateSchema, lga: lgaSchema } = locationFields(
  { state: PROFILE_FIELD_MESSAGES.chooseYourState, lga: PROFILE_FIELD_MESSAGES.chooseYourLga },
  singleLineText,
);
const addressSchema = singleLineText(PROFILE_FIELD_MESSAGES.enterYourAddress)
  .refine(hasCharacters(5), PROFILE_FIELD_MESSAGES.enterYourAddressAtLeast5)
  .max(200, PROFILE_FIELD_MESSAGES.addressMustBeAtMost200);
const landmarkSchema = singleLineText().max(120, PROFILE_FIELD_MESSAGES.landmarkMustBeAtMost120);
const businessNameSchema = singleLineText()
  .max(100, PROFILE_FIELD_MESSAGES.businessNameMustBeAtMost)
  .refine(
    (value) => value === '' || hasCharacters(2)(value),
    PROFILE_FIELD_MESSAGES.businessNameMustBeAtLeast,
  );
const idTypeSchema = z.enum(ID_TYPES, {
  error: PROFILE_FIELD_MESSAGES.chooseTheKindOfIDNIN,
});
/** Spaces and dashes people type inside ID numbers are dropped; letters are compared in capitals. */
const idNumberSchema = z
  .string()
  .max(40, PROFILE_FIELD_MESSAGES.idNumberIsTooLong)
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
      message: PROFILE_FIELD_MESSAGES.chooseTheTypeOfIDThis,
    });
  } else if (!idNumber) {
    ctx.addIssue({ code: 'custom', path: ['idNumber'], message: PROFILE_FIELD_MESSAGES.enterTheIDNumber });
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
      ctx.addIssue({ code: 'custom', message: PROFILE_FIELD_MESSAGES.sendAtLeastOneFieldTo });
    }
    checkLocation(value, ctx);
    if ((value.idType === null) !== (value.idNumber === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.idType === null ? 'idNumber' : 'idType'],
        message: PROFILE_FIELD_MESSAGES.clearIdTypeAndIdNumberTogether,
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
  /**
   * Proven by an SMS code (issue 27); changing the number clears it. Null where text messages are
   * off: no code can be sent, so nothing is asked of the number.
   */
  phoneVerified: z.boolean().nullable(),
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
