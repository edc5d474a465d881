import { z } from 'zod';
import { template } from '../i18n/template.js';
import { ageOnLagosDate, isCalendarDate, isWallClockTime, lagosToday, minutesOfDay } from '../lagos-time.js';
import { nigerianPhoneSchema, optionalNigerianPhoneSchema } from './contact.js';
import { canonicalState, checkLocation, locationFields } from './location.js';
import { serviceUnitSchema } from './service.js';
import { multiLineText, singleLineText, hasCharacters } from './text.js';
import { calendarDateProblem, calendarDateSchema } from './dates.js';
import { IDENTITY_CONSENT, IDENTITY_RESULTS } from './ops.js';
import { HOURLY_BOOKING_HOURS, JOB_DURATION_MINUTES } from '../job-rules/numbers.js';

// The one definition of an Aboki's fields: the API validates request bodies with these schemas and
// the /aboki pages validate each onboarding step with the same ones.

export const ABOKI_LANGUAGES = [
  'English',
  'Pidgin',
  'Hausa',
  'Yoruba',
  'Igbo',
  'Fulfulde',
  'Ibibio',
  'Tiv',
  'Kanuri',
  'Edo',
] as const;
export type AbokiLanguage = (typeof ABOKI_LANGUAGES)[number];
export const ABOKI_GENDERS = ['FEMALE', 'MALE'] as const;
export type AbokiGender = (typeof ABOKI_GENDERS)[number];
export const ABOKI_ID_TYPES = ['NIN', 'VOTERS_CARD', 'DRIVERS_LICENCE', 'INTERNATIONAL_PASSPORT'] as const;
export type AbokiIdType = (typeof ABOKI_ID_TYPES)[number];
/**
 * DRAFT → (sent for review) PENDING_REVIEW → (approved) ACTIVE ⇄ PAUSED (by the agent); an operator
 * may send it back (REJECTED, fixed and sent again) or hold it (SUSPENDED). Only ACTIVE is found
 * and booked (issue 25).
 */
export const ABOKI_STATUSES = [
  'DRAFT',
  'PENDING_REVIEW',
  'REJECTED',
  'ACTIVE',
  'PAUSED',
  'SUSPENDED',
] as const;
export type AbokiStatus = (typeof ABOKI_STATUSES)[number];
/** What publishing still needs; a photo is welcome but not required (docs/decisions/0014). */
export const ABOKI_MISSING = ['services', 'weeklyHours', 'identity', 'guarantor'] as const;
export type AbokiMissing = (typeof ABOKI_MISSING)[number];

export const ABOKI_BIO_MAX = 280;
/** ₦500: no Aboki works for less. */
export const ABOKI_MIN_PRICE_KOBO = 50_000;
/** An Aboki's price is at most this many times the catalogue's base price. */
export const ABOKI_MAX_PRICE_MULTIPLE = 10;
// The booking's limits live with the job rules' numbers (no Zod there: the search page reads them).
export { HOURLY_BOOKING_HOURS, JOB_DURATION_MINUTES };
export const ABOKI_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const ABOKI_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** An Aboki must be an adult on today's Lagos date. */
export const ABOKI_MIN_AGE = 18;
const ABOKI_MAX_AGE = 100;

/** The words of this file's schemas, one place for each (the API's translations are keyed by them). */
export const ABOKI_FIELD_MESSAGES = {
  tickTheConsentBox: 'Tick the box to confirm this person agreed to the ID check',
  aNINIsExactly11Digits: 'A NIN is exactly 11 digits',
  aVoterSCardNumberVIN: "A voter's card number (VIN) is 19 letters and digits",
  aDriverSLicenceNumberIs: "A driver's licence number is 8 to 16 letters and digits",
  aNigerianPassportNumberIsA: 'A Nigerian passport number is a letter followed by 8 digits',
  enterTheFirstName: 'Enter the first name',
  firstNameMustBeAtMost: 'First name must be at most 50 characters',
  enterTheLastName: 'Enter the last name',
  lastNameMustBeAtMost: 'Last name must be at most 50 characters',
  chooseFemaleOrMale: 'Choose female or male',
  enterTheDateOfBirthAs: 'Enter the date of birth as YYYY-MM-DD',
  anAbokiMustBeAtLeast: `An Aboki must be at least ${ABOKI_MIN_AGE} years old`,
  checkTheYearOfBirth: 'Check the year of birth',
  chooseFrom: `Choose from: ${ABOKI_LANGUAGES.join(', ')}`,
  chooseAtLeastOneLanguage: 'Choose at least one language',
  chooseEachLanguageOnce: 'Choose each language once',
  keepTheBioToCharacters: `Keep the bio to ${ABOKI_BIO_MAX} characters`,
  enterTheHomeAddress: 'Enter the home address',
  enterTheHomeAddressAtLeast: 'Enter the home address (at least 5 characters)',
  addressMustBeAtMost200: 'Address must be at most 200 characters',
  landmarkMustBeAtMost120: 'Landmark must be at most 120 characters',
  chooseTheKindOfIDNIN:
    'Choose the kind of ID: NIN, voter’s card, driver’s licence or international passport',
  enterTheIDNumber: 'Enter the ID number',
  idNumberIsTooLong: 'ID number is too long',
  enterTheGuarantorSName: "Enter the guarantor's name",
  nameMustBeAtMost100: 'Name must be at most 100 characters',
  sayHowTheGuarantorKnowsThe: 'Say how the guarantor knows the Aboki',
  sayHowTheGuarantorKnowsThe2: 'Say how the guarantor knows the Aboki (e.g. Uncle, Pastor)',
  relationshipMustBeAtMost60: 'Relationship must be at most 60 characters',
  enterTheGuarantorSAddress: "Enter the guarantor's address",
  enterTheGuarantorSAddressAt: "Enter the guarantor's address (at least 5 characters)",
  chooseTheTypeOfIDThis: 'Choose the type of ID this number belongs to',
  sendAtLeastOneFieldTo: 'Send at least one field to change',
  chooseAService: 'Choose a service',
  chooseAServiceFromTheCatalogue: 'Choose a service from the catalogue',
  enterAPrice: 'Enter a price',
  pricesAreWholeKobo: 'Prices are whole kobo',
  thePriceMustBeAtLeast: 'The price must be at least ₦500',
  thePriceIsTooHigh: 'The price is too high',
  enterTheDurationInWholeMinutes: 'Enter the duration in whole minutes',
  aJobTakesAtLeastMinutes: `A job takes at least ${JOB_DURATION_MINUTES.min} minutes`,
  aJobTakesAtMostHours: `A job takes at most ${JOB_DURATION_MINUTES.max / 60} hours`,
  chooseAtLeastOneService: 'Choose at least one service',
  chooseAtMost30Services: 'Choose at most 30 services',
  eachServiceMayAppearOnce: 'Each service may appear once',
  enterATimeAsHHMM: 'Enter a time as HH:MM',
  enterATimeAsHHMM2: 'Enter a time as HH:MM (00:00 to 24:00)',
  chooseADay: 'Choose a day',
  daysRun1MondayTo7: 'Days run 1 (Monday) to 7 (Sunday)',
  aDayStartsAt0000: 'A day starts at 00:00 and ends at 24:00',
  theEndMustBeAfterThe: 'The end must be after the start',
  theLastDayOffCannotBe: 'The last day off cannot be before the first',
  addTheHoursTheAbokiWorks: 'Add the hours the Aboki works',
  addAtLeastOneWorkingInterval: 'Add at least one working interval',
  tooManyIntervals: 'Too many intervals',
  chooseTheLGAsTheAbokiServes: 'Choose the LGAs the Aboki serves',
  chooseAtLeastOneLGA: 'Choose at least one LGA',
  chooseAtMost60LGAs: 'Choose at most 60 LGAs',
  chooseEachLGAOnce: 'Choose each LGA once',
  tooManyTimeOffPeriods: 'Too many time-off periods',
  chooseTheState: 'Choose the state',
  chooseTheLga: 'Choose the LGA',
  intervalOverlaps: template<{ start: string; end: string }>(
    'This interval overlaps {start}–{end} on the same day',
  ),
  timeOffOverlaps: template<{ from: string; to: string }>(
    'This time off overlaps {from} to {to}; join them into one',
  ),
} as const;

/** The shape of each ID number once spaces and dashes are dropped and letters are capitals. */
export const ABOKI_ID_NUMBER_FORMATS: Record<AbokiIdType, { pattern: RegExp; message: string }> = {
  NIN: { pattern: /^\d{11}$/, message: ABOKI_FIELD_MESSAGES.aNINIsExactly11Digits },
  VOTERS_CARD: {
    pattern: /^[A-Z0-9]{19}$/,
    message: ABOKI_FIELD_MESSAGES.aVoterSCardNumberVIN,
  },
  DRIVERS_LICENCE: {
    pattern: /^[A-Z0-9]{8,16}$/,
    message: ABOKI_FIELD_MESSAGES.aDriverSLicenceNumberIs,
  },
  INTERNATIONAL_PASSPORT: {
    pattern: /^[A-Z]\d{8}$/,
    message: ABOKI_FIELD_MESSAGES.aNigerianPassportNumberIsA,
  },
};

/** Masks all but the last four characters: "12345678901" → "*******8901". */
export function maskIdNumber(idNumber: string): string {
  return '*'.repeat(Math.max(0, idNumber.length - 4)) + idNumber.slice(-4);
}

/** "Halima S.": the first name and the initial of the last, all anyone but the agent sees. */
export function abokiDisplayName(firstName: string, lastName: string): string {
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

const firstNameSchema = singleLineText(ABOKI_FIELD_MESSAGES.enterTheFirstName)
  .min(1, ABOKI_FIELD_MESSAGES.enterTheFirstName)
  .max(50, ABOKI_FIELD_MESSAGES.firstNameMustBeAtMost);
const lastNameSchema = singleLineText(ABOKI_FIELD_MESSAGES.enterTheLastName)
  .min(1, ABOKI_FIELD_MESSAGES.enterTheLastName)
  .max(50, ABOKI_FIELD_MESSAGES.lastNameMustBeAtMost);
const genderSchema = z.enum(ABOKI_GENDERS, { error: ABOKI_FIELD_MESSAGES.chooseFemaleOrMale });
const dateOfBirthSchema = z
  .string({ error: ABOKI_FIELD_MESSAGES.enterTheDateOfBirthAs })
  .superRefine((value, ctx) => {
    const problem = calendarDateProblem(value, ABOKI_FIELD_MESSAGES.enterTheDateOfBirthAs);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return;
    }
    const age = ageOnLagosDate(value, lagosToday());
    if (age < ABOKI_MIN_AGE) {
      ctx.addIssue({ code: 'custom', message: ABOKI_FIELD_MESSAGES.anAbokiMustBeAtLeast });
    } else if (age > ABOKI_MAX_AGE) {
      ctx.addIssue({ code: 'custom', message: ABOKI_FIELD_MESSAGES.checkTheYearOfBirth });
    }
  });
const languagesSchema = z
  .array(z.enum(ABOKI_LANGUAGES, { error: ABOKI_FIELD_MESSAGES.chooseFrom }), {
    error: ABOKI_FIELD_MESSAGES.chooseAtLeastOneLanguage,
  })
  .min(1, ABOKI_FIELD_MESSAGES.chooseAtLeastOneLanguage)
  .max(ABOKI_LANGUAGES.length)
  .refine(
    (languages) => new Set(languages).size === languages.length,
    ABOKI_FIELD_MESSAGES.chooseEachLanguageOnce,
  );
const bioSchema = multiLineText().max(ABOKI_BIO_MAX, ABOKI_FIELD_MESSAGES.keepTheBioToCharacters);
const { state: stateSchema, lga: lgaSchema } = locationFields(
  { state: ABOKI_FIELD_MESSAGES.chooseTheState, lga: ABOKI_FIELD_MESSAGES.chooseTheLga },
  (message) => z.string({ error: message }).trim(),
);
const addressSchema = singleLineText(ABOKI_FIELD_MESSAGES.enterTheHomeAddress)
  .refine(hasCharacters(5), ABOKI_FIELD_MESSAGES.enterTheHomeAddressAtLeast)
  .max(200, ABOKI_FIELD_MESSAGES.addressMustBeAtMost200);
const landmarkSchema = singleLineText().max(120, ABOKI_FIELD_MESSAGES.landmarkMustBeAtMost120);
const idTypeSchema = z.enum(ABOKI_ID_TYPES, {
  error: ABOKI_FIELD_MESSAGES.chooseTheKindOfIDNIN,
});
/** Spaces and dashes people type inside ID numbers are dropped; letters are compared in capitals. */
const idNumberSchema = z
  .string({ error: ABOKI_FIELD_MESSAGES.enterTheIDNumber })
  .max(40, ABOKI_FIELD_MESSAGES.idNumberIsTooLong)
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase());

export const guarantorSchema = z
  .object({
    name: singleLineText(ABOKI_FIELD_MESSAGES.enterTheGuarantorSName)
      .refine(hasCharacters(2), ABOKI_FIELD_MESSAGES.enterTheGuarantorSName)
      .max(100, ABOKI_FIELD_MESSAGES.nameMustBeAtMost100),
    phoneNumber: nigerianPhoneSchema,
    relationship: singleLineText(ABOKI_FIELD_MESSAGES.sayHowTheGuarantorKnowsThe)
      .refine(hasCharacters(2), ABOKI_FIELD_MESSAGES.sayHowTheGuarantorKnowsThe2)
      .max(60, ABOKI_FIELD_MESSAGES.relationshipMustBeAtMost60),
    address: singleLineText(ABOKI_FIELD_MESSAGES.enterTheGuarantorSAddress)
      .refine(hasCharacters(5), ABOKI_FIELD_MESSAGES.enterTheGuarantorSAddressAt)
      .max(200, ABOKI_FIELD_MESSAGES.addressMustBeAtMost200),
  })
  .strict();

/** An empty optional text field means "not given". */
const blankToUndefined = (value: string | undefined) => (value ? value : undefined);
/** In an update an empty field (or null) clears the value. */
const blankToNull = (value: string | null | undefined) => (value === '' ? null : value);

interface IdFields {
  idType?: AbokiIdType | undefined;
  idNumber?: string | undefined;
  identityConsent?: string | undefined;
}

/** ID type and number travel together: the number's format depends on the type. */
function checkIdentity(value: IdFields, ctx: z.RefinementCtx) {
  const { idType, idNumber } = value;
  if (idType === undefined && idNumber === undefined) return;
  if (idType === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['idType'],
      message: ABOKI_FIELD_MESSAGES.chooseTheTypeOfIDThis,
    });
  } else if (!idNumber) {
    ctx.addIssue({ code: 'custom', path: ['idNumber'], message: ABOKI_FIELD_MESSAGES.enterTheIDNumber });
  } else if (!ABOKI_ID_NUMBER_FORMATS[idType].pattern.test(idNumber)) {
    ctx.addIssue({ code: 'custom', path: ['idNumber'], message: ABOKI_ID_NUMBER_FORMATS[idType].message });
  }
  // The number is checked with the identity provider as it is saved: only with the person's consent,
  // given on the text the page showed (an old page's consent is not this one).
  if (idNumber !== undefined && value.identityConsent !== IDENTITY_CONSENT.version) {
    ctx.addIssue({
      code: 'custom',
      path: ['identityConsent'],
      message: ABOKI_FIELD_MESSAGES.tickTheConsentBox,
    });
  }
}

/** The consent an ID number travels with: IDENTITY_CONSENT.version, sent when the box is ticked. */
const identityConsentSchema = z.string().max(60).optional();

const createShape = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  gender: genderSchema.optional(),
  dateOfBirth: dateOfBirthSchema.optional(),
  languages: languagesSchema,
  bio: bioSchema.optional().transform(blankToUndefined),
  phoneNumber: optionalNigerianPhoneSchema,
  state: stateSchema,
  lga: lgaSchema,
};

/** POST /api/v1/abokis, and the first onboarding step. */
export const abokiCreateSchema = z
  .object(createShape)
  .strict()
  .superRefine(checkLocation)
  .transform(canonicalState);

const detailsShape = {
  address: addressSchema,
  landmark: landmarkSchema.optional().transform(blankToUndefined),
  idType: idTypeSchema,
  idNumber: idNumberSchema,
  identityConsent: identityConsentSchema,
  guarantor: guarantorSchema,
};

/** The "profile details" step: private address, identity and guarantor, all required together. */
export const abokiDetailsSchema = z.object(detailsShape).strict().superRefine(checkIdentity);

/**
 * PATCH /api/v1/abokis/:id: any of the create and details fields. state and lga travel together,
 * as do idType and idNumber. An empty string or null clears an optional field (gender, date of
 * birth, bio, phone, landmark); required ones cannot be cleared.
 */
export const abokiUpdateSchema = z
  .object({
    firstName: firstNameSchema.optional(),
    lastName: lastNameSchema.optional(),
    gender: z
      .union([genderSchema, z.literal('')])
      .nullable()
      .optional()
      .transform((value) => (value === '' ? null : value)),
    dateOfBirth: z
      .union([z.literal(''), dateOfBirthSchema])
      .nullable()
      .optional()
      .transform(blankToNull),
    languages: languagesSchema.optional(),
    bio: bioSchema.nullable().optional().transform(blankToNull),
    phoneNumber: z
      .union([z.literal(''), nigerianPhoneSchema])
      .nullable()
      .optional()
      .transform(blankToNull),
    state: stateSchema.optional(),
    lga: lgaSchema.optional(),
    address: addressSchema.optional(),
    landmark: landmarkSchema.nullable().optional().transform(blankToNull),
    idType: idTypeSchema.optional(),
    idNumber: idNumberSchema.optional(),
    identityConsent: identityConsentSchema,
    guarantor: guarantorSchema.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    const { identityConsent: _consent, ...fields } = value;
    if (Object.values(fields).every((field) => field === undefined)) {
      ctx.addIssue({ code: 'custom', message: ABOKI_FIELD_MESSAGES.sendAtLeastOneFieldTo });
    }
    checkLocation(value, ctx);
    checkIdentity(value, ctx);
  })
  .transform(canonicalState);

const serviceSlugSchema = z
  .string({ error: ABOKI_FIELD_MESSAGES.chooseAService })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, ABOKI_FIELD_MESSAGES.chooseAServiceFromTheCatalogue)
  .max(60, ABOKI_FIELD_MESSAGES.chooseAServiceFromTheCatalogue);

/**
 * PUT /api/v1/abokis/:id/services: the whole set, replacing the previous one. The ≤ 10× base price
 * and the duration-for-job-units rules need the catalogue, so the server checks those.
 */
export const abokiServicesSchema = z
  .object({
    services: z
      .array(
        z
          .object({
            serviceSlug: serviceSlugSchema,
            priceKobo: z
              .number({ error: ABOKI_FIELD_MESSAGES.enterAPrice })
              .int(ABOKI_FIELD_MESSAGES.pricesAreWholeKobo)
              .min(ABOKI_MIN_PRICE_KOBO, ABOKI_FIELD_MESSAGES.thePriceMustBeAtLeast)
              .max(100_000_000, ABOKI_FIELD_MESSAGES.thePriceIsTooHigh),
            durationMinutes: z
              .number()
              .int(ABOKI_FIELD_MESSAGES.enterTheDurationInWholeMinutes)
              .min(JOB_DURATION_MINUTES.min, ABOKI_FIELD_MESSAGES.aJobTakesAtLeastMinutes)
              .max(JOB_DURATION_MINUTES.max, ABOKI_FIELD_MESSAGES.aJobTakesAtMostHours)
              .optional(),
          })
          .strict(),
        { error: ABOKI_FIELD_MESSAGES.chooseAtLeastOneService },
      )
      .min(1, ABOKI_FIELD_MESSAGES.chooseAtLeastOneService)
      .max(30, ABOKI_FIELD_MESSAGES.chooseAtMost30Services)
      .superRefine((services, ctx) => {
        const seen = new Set<string>();
        services.forEach((service, index) => {
          if (seen.has(service.serviceSlug)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'serviceSlug'],
              message: ABOKI_FIELD_MESSAGES.eachServiceMayAppearOnce,
            });
          }
          seen.add(service.serviceSlug);
        });
      }),
  })
  .strict();

const wallClockSchema = z
  .string({ error: ABOKI_FIELD_MESSAGES.enterATimeAsHHMM })
  .refine(isWallClockTime, ABOKI_FIELD_MESSAGES.enterATimeAsHHMM2);
const dateSchema = calendarDateSchema();

/**
 * One interval of Lagos wall-clock time on an ISO weekday (1 = Monday … 7 = Sunday). No interval
 * crosses midnight; 24:00 may end one (docs/decisions/0014).
 */
export const weeklyHoursSchema = z
  .object({
    day: z
      .number({ error: ABOKI_FIELD_MESSAGES.chooseADay })
      .int()
      .min(1, ABOKI_FIELD_MESSAGES.daysRun1MondayTo7)
      .max(7, ABOKI_FIELD_MESSAGES.daysRun1MondayTo7),
    start: wallClockSchema,
    end: wallClockSchema,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (!isWallClockTime(value.start) || !isWallClockTime(value.end)) return;
    if (value.start === '24:00') {
      ctx.addIssue({ code: 'custom', path: ['start'], message: ABOKI_FIELD_MESSAGES.aDayStartsAt0000 });
    } else if (minutesOfDay(value.end) <= minutesOfDay(value.start)) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: ABOKI_FIELD_MESSAGES.theEndMustBeAfterThe });
    }
  });

export const timeOffSchema = z
  .object({ from: dateSchema, to: dateSchema })
  .strict()
  .superRefine((value, ctx) => {
    if (isCalendarDate(value.from) && isCalendarDate(value.to) && value.to < value.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: ABOKI_FIELD_MESSAGES.theLastDayOffCannotBe });
    }
  });

/**
 * PUT /api/v1/abokis/:id/availability: replaces the weekly hours, the areas and the time off.
 * That areas are LGAs of the Aboki's home state (and include the home LGA) needs the stored
 * Aboki, so the server checks it.
 */
export const abokiAvailabilitySchema = z
  .object({
    weeklyHours: z
      .array(weeklyHoursSchema, { error: ABOKI_FIELD_MESSAGES.addTheHoursTheAbokiWorks })
      .min(1, ABOKI_FIELD_MESSAGES.addAtLeastOneWorkingInterval)
      .max(70, ABOKI_FIELD_MESSAGES.tooManyIntervals)
      .superRefine((hours, ctx) => {
        hours.forEach((interval, index) => {
          if (!isWallClockTime(interval.start) || !isWallClockTime(interval.end)) return;
          const start = minutesOfDay(interval.start);
          const end = minutesOfDay(interval.end);
          const clash = hours.findIndex(
            (other, otherIndex) =>
              otherIndex < index &&
              other.day === interval.day &&
              isWallClockTime(other.start) &&
              isWallClockTime(other.end) &&
              minutesOfDay(other.start) < end &&
              start < minutesOfDay(other.end),
          );
          if (clash >= 0) {
            ctx.addIssue({
              code: 'custom',
              path: [index],
              message: ABOKI_FIELD_MESSAGES.intervalOverlaps({
                start: hours[clash]?.start ?? '',
                end: hours[clash]?.end ?? '',
              }),
            });
          }
        });
      }),
    areas: z
      .array(lgaSchema, { error: ABOKI_FIELD_MESSAGES.chooseTheLGAsTheAbokiServes })
      .min(1, ABOKI_FIELD_MESSAGES.chooseAtLeastOneLGA)
      .max(60, ABOKI_FIELD_MESSAGES.chooseAtMost60LGAs)
      .refine((areas) => new Set(areas).size === areas.length, ABOKI_FIELD_MESSAGES.chooseEachLGAOnce),
    timeOff: z
      .array(timeOffSchema)
      .max(30, ABOKI_FIELD_MESSAGES.tooManyTimeOffPeriods)
      .superRefine((periods, ctx) => {
        periods.forEach((period, index) => {
          const clash = periods.findIndex(
            (other, otherIndex) => otherIndex < index && other.from <= period.to && period.from <= other.to,
          );
          if (clash >= 0) {
            ctx.addIssue({
              code: 'custom',
              path: [index],
              message: ABOKI_FIELD_MESSAGES.timeOffOverlaps({
                from: periods[clash]?.from ?? '',
                to: periods[clash]?.to ?? '',
              }),
            });
          }
        });
      })
      .optional(),
  })
  .strict();

// Answers.

const serviceOfferedSchema = z.object({
  serviceSlug: z.string(),
  serviceName: z.string(),
  unit: serviceUnitSchema,
  priceKobo: z.number().int(),
  durationMinutes: z.number().int().nullable(),
});

const availabilitySchema = z.object({
  weeklyHours: z.array(z.object({ day: z.number().int(), start: z.string(), end: z.string() })),
  areas: z.array(z.string()),
  timeOff: z.array(z.object({ from: z.string(), to: z.string() })),
});

const ratingSchema = z.object({ average: z.number().nullable(), count: z.number().int() });

/** What the owning agent sees: everything, with the ID number masked. */
export const abokiOwnerViewSchema = z.object({
  id: z.string(),
  status: z.enum(ABOKI_STATUSES),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  gender: z.enum(ABOKI_GENDERS).nullable(),
  dateOfBirth: z.string().nullable(),
  languages: z.array(z.enum(ABOKI_LANGUAGES)),
  bio: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  state: z.string(),
  lga: z.string(),
  address: z.string().nullable(),
  landmark: z.string().nullable(),
  idType: z.enum(ABOKI_ID_TYPES).nullable(),
  /** All but the last four characters as `*`; the full number never leaves the server. */
  idNumberMasked: z.string().nullable(),
  guarantor: z
    .object({ name: z.string(), phoneNumber: z.string(), relationship: z.string(), address: z.string() })
    .nullable(),
  photoUrl: z.string().nullable(),
  services: z.array(serviceOfferedSchema),
  availability: availabilitySchema,
  rating: ratingSchema,
  missing: z.array(z.enum(ABOKI_MISSING)),
  review: z.object({
    /** When the agent last sent it for review. */
    submittedAt: z.string().nullable(),
    /** When an operator approved it: its ID and guarantor were checked. */
    verifiedAt: z.string().nullable(),
    /** Why an operator sent it back or suspended it, for the agent to read. */
    note: z.string().nullable(),
    /** The latest check of its ID number with the identity provider. */
    identity: z
      .object({ result: z.enum(IDENTITY_RESULTS), last4: z.string(), checkedAt: z.string() })
      .nullable(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** What anyone else sees of an ACTIVE Aboki: no address, phone, date of birth, ID, guarantor or agent. */
export const abokiPublicViewSchema = z
  .object({
    id: z.string(),
    displayName: z.string(),
    photoUrl: z.string().nullable(),
    languages: z.array(z.enum(ABOKI_LANGUAGES)),
    bio: z.string().nullable(),
    state: z.string(),
    lga: z.string(),
    areas: z.array(z.string()),
    services: z.array(serviceOfferedSchema),
    rating: ratingSchema,
    /** YYYY-MM (Lagos): the month an operator checked their ID and guarantor; null: not yet verified. */
    verifiedMonth: z.string().nullable(),
  })
  .strict();

/**
 * An Aboki's profile page (GET /api/v1/abokis/:id to anyone but its agent): the public view, the
 * jobs they have completed and the Lagos date they first took bookings.
 */
export const abokiProfileSchema = abokiPublicViewSchema
  .extend({
    completedJobs: z.number().int().nonnegative(),
    /** YYYY-MM-DD (Lagos): when the Aboki was first published. */
    since: z.string(),
  })
  .strict();

/** One row of GET /api/v1/abokis/mine. */
export const abokiListItemSchema = z.object({
  id: z.string(),
  status: z.enum(ABOKI_STATUSES),
  displayName: z.string(),
  photoUrl: z.string().nullable(),
  /** What the Aboki offers, by slug and name (the API says the name in the caller's language). */
  services: z.array(z.object({ slug: z.string(), name: z.string() })),
  missing: z.array(z.enum(ABOKI_MISSING)),
  /** Why an operator sent it back or suspended it. */
  reviewNote: z.string().nullable(),
});

export type AbokiCreateInput = z.input<typeof abokiCreateSchema>;
export type AbokiCreate = z.output<typeof abokiCreateSchema>;
export type AbokiDetailsInput = z.input<typeof abokiDetailsSchema>;
export type AbokiDetails = z.output<typeof abokiDetailsSchema>;
export type AbokiUpdateInput = z.input<typeof abokiUpdateSchema>;
export type AbokiUpdate = z.output<typeof abokiUpdateSchema>;
export type AbokiServicesInput = z.input<typeof abokiServicesSchema>;
export type AbokiServices = z.output<typeof abokiServicesSchema>;
export type AbokiAvailabilityInput = z.input<typeof abokiAvailabilitySchema>;
export type AbokiAvailability = z.output<typeof abokiAvailabilitySchema>;
export type AbokiOwnerView = z.output<typeof abokiOwnerViewSchema>;
export type AbokiPublicView = z.output<typeof abokiPublicViewSchema>;
export type AbokiProfile = z.output<typeof abokiProfileSchema>;
export type AbokiListItem = z.output<typeof abokiListItemSchema>;
