import { z } from 'zod';
import { isWallClockTime } from '../lagos-time.js';
import { ABOKI_LANGUAGES, abokiPublicViewSchema, HOURLY_BOOKING_HOURS } from './aboki.js';
import { nigerianPhoneSchema } from './contact.js';
import { canonicalState, checkLocation, locationFields } from './location.js';
import { serviceUnitSchema } from './service.js';
import { multiLineText, singleLineText, hasCharacters } from './text.js';
import { calendarDateSchema, isoInstantProblem } from './dates.js';
import { BOOKING_MAX_AHEAD_DAYS, REVIEW_COMMENT_MAX_LENGTH } from '../job-rules/numbers.js';
import { jobPaymentSchema, PAYMENT_METHODS, PAYMENT_STATUSES } from './payment.js';
import { CASH_MAX_KOBO, cashDifferenceReasonSchema } from './cash-check.js';

// Booking (issue 9): the one definition of the search, slots and booking calls, shared by the API
// and the /select-aboki pages. The rules' numbers live here, each named with its unit.

/** A booking starts at least this long after it is made. */
export const BOOKING_MIN_LEAD_MINUTES = 120;
/** …and at most this far ahead (with the job rules' numbers: no Zod there, the search page reads it). */
export { BOOKING_MAX_AHEAD_DAYS };
/** Starts fall on this step of the Lagos clock (:00 and :30). */
export const SLOT_STEP_MINUTES = 30;
/** Time an Aboki needs after a job to reach the next one; blocked with the job. */
export const TRAVEL_BUFFER_MINUTES = 30;
/** An Idempotency-Key is remembered this long, per user. */
export const IDEMPOTENCY_TTL_HOURS = 24;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** The search without a time looks this many days ahead, and lists this many start times per Aboki. */
export const SEARCH_AHEAD_DAYS = 7;
export const SEARCH_NEXT_SLOTS = 3;
export const SEARCH_PAGE_SIZE = 20;
export const SLOTS_MAX_DAYS = 14;
export const JOBS_PAGE_SIZE = 20;

/**
 * Every status a job can have, the later issues' included (Jobs: accept, start, finish, cancel,
 * no-show; Payments: AWAITING_PAYMENT), so the database's list of active statuses is right from the start.
 */
export const JOB_STATUSES = [
  'REQUESTED',
  'ACCEPTED',
  'IN_PROGRESS',
  'AWAITING_PAYMENT',
  'COMPLETED',
  'DECLINED',
  'EXPIRED',
  'CANCELLED_BY_USER',
  'CANCELLED_BY_AGENT',
  'NO_SHOW_USER',
  'NO_SHOW_ABOKI',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** Statuses that hold the Aboki's time: the exclusion constraint covers exactly these. */
export const ACTIVE_JOB_STATUSES = ['REQUESTED', 'ACCEPTED', 'IN_PROGRESS', 'AWAITING_PAYMENT'] as const;
export const JOB_TABS = ['upcoming', 'ongoing', 'completed', 'cancelled'] as const;
export type JobTab = (typeof JOB_TABS)[number];

/** Reasons a booking is refused with 422 NOT_AVAILABLE, each with the words a person reads. */
export const NOT_AVAILABLE_REASONS = {
  TOO_SOON: `Bookings open at least ${BOOKING_MIN_LEAD_MINUTES / 60} hours ahead. Choose a later time.`,
  TOO_FAR: `Bookings open at most ${BOOKING_MAX_AHEAD_DAYS} days ahead. Choose an earlier date.`,
  AREA_NOT_SERVED: 'This Aboki does not work in that LGA. Choose another Aboki or place.',
  SERVICE_NOT_OFFERED: 'This Aboki does not offer that service. Choose another Aboki.',
  TIME_OFF: 'This Aboki is off on that day. Choose another day.',
  OUTSIDE_HOURS: `This Aboki is not working then (the job and ${TRAVEL_BUFFER_MINUTES} minutes to travel on must fit in their hours). Choose another time.`,
  BUSY: 'This Aboki already has a job then. Choose another time.',
} as const;
export type NotAvailableReason = keyof typeof NOT_AVAILABLE_REASONS;

export const BOOKING_MESSAGES = {
  jobCreated: 'Request sent! Give the start code to your Aboki when they arrive.',
  slotTaken: 'Someone has just booked this Aboki for that time. Choose another time.',
  jobNotFound: 'No such job.',
  abokiNotFound: 'This Aboki is not available for booking.',
  usersOnly: 'Only a User with a profile can book an Aboki.',
  userProfileRequired: 'Create your profile before booking an Aboki.',
  // The Idempotency-Key header's errors (the codes name it for API clients; the words are for people).
  idempotencyKeyMissing: 'We could not send this booking safely. Please try again.',
  idempotencyKeyReused:
    'This booking was already sent with other details. Start the booking again to send it as it is now.',
  idempotencyInProgress: 'This booking is still being sent. Wait a moment, then try again.',
} as const;

/** The words of this file's schemas, one place for each (the API's translations are keyed by them). */
export const JOB_FIELD_MESSAGES = {
  chooseAService: 'Choose a service',
  chooseAServiceFromTheCatalogue: 'Choose a service from the catalogue',
  enterATimeAsHHMM: 'Enter a time as HH:MM',
  enterATimeAsHHMM2: 'Enter a time as HH:MM (00:00 to 23:30)',
  chooseATimeOnTheHour: 'Choose a time on the hour or half hour',
  hoursMustBeAWholeNumber: 'Hours must be a whole number',
  bookAtLeastHour: `Book at least ${HOURLY_BOOKING_HOURS.min} hour`,
  bookAtMostHours: `Book at most ${HOURLY_BOOKING_HOURS.max} hours`,
  useTheNextCursorOfThePrevious: 'Use the nextCursor of the previous page',
  chooseALanguageFromTheList: 'Choose a language from the list',
  sendDateAndTimeTogetherOr: 'Send date and time together, or neither',
  daysMustBeAWholeNumber: 'days must be a whole number',
  askForAtLeast1Day: 'Ask for at least 1 day',
  askForAtMostDays: `Ask for at most ${SLOTS_MAX_DAYS} days`,
  chooseAStartTime: 'Choose a start time',
  sendTheStartAsAnISO: 'Send the start as an ISO 8601 time with its offset, e.g. 2026-12-14T09:00:00+01:00',
  chooseAStartOnTheHour: 'Choose a start on the hour or half hour',
  enterTheNameOfThePerson: 'Enter the name of the person the Aboki will help',
  nameMustBeAtMost100: 'Name must be at most 100 characters',
  thePriceIsComputedByAboki: 'The price is computed by Aboki from the Aboki’s own price; do not send it',
  chooseAnAboki: 'Choose an Aboki',
  chooseHowToPayCashTo:
    'Choose how to pay: cash to the Aboki when the job is done, or card or bank transfer now',
  enterTheAddress: 'Enter the address',
  enterTheAddressAtLeast5: 'Enter the address (at least 5 characters)',
  addressMustBeAtMost200: 'Address must be at most 200 characters',
  landmarkMustBeAtMost120: 'Landmark must be at most 120 characters',
  keepTheNotesTo500Characters: 'Keep the notes to 500 characters',
  chooseATab: `Choose a tab: ${JOB_TABS.join(', ')}`,
  keepTheReasonTo500Characters: 'Keep the reason to 500 characters',
  enterThe4DigitStartCode: 'Enter the 4-digit start code',
  cashReceivedMustBeAWhole: 'Cash received must be a whole number of kobo',
  cashReceivedCannotBeNegative: 'Cash received cannot be negative',
  cashReceivedIsTooLarge: 'Cash received is too large',
  chooseARatingFrom1To: 'Choose a rating from 1 to 5 stars',
  keepTheCommentToCharacters: `Keep the comment to ${REVIEW_COMMENT_MAX_LENGTH} characters`,
  chooseTheState: 'Choose the state',
  chooseTheLga: 'Choose the LGA',
} as const;

const serviceSlugSchema = z
  .string({ error: JOB_FIELD_MESSAGES.chooseAService })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, JOB_FIELD_MESSAGES.chooseAServiceFromTheCatalogue)
  .max(60, JOB_FIELD_MESSAGES.chooseAServiceFromTheCatalogue);
const { state: stateSchema, lga: lgaSchema } = locationFields(
  { state: JOB_FIELD_MESSAGES.chooseTheState, lga: JOB_FIELD_MESSAGES.chooseTheLga },
  (message) => z.string({ error: message }).trim(),
);
const dateSchema = calendarDateSchema();
const timeSchema = z
  .string({ error: JOB_FIELD_MESSAGES.enterATimeAsHHMM })
  .refine((value) => isWallClockTime(value) && value !== '24:00', JOB_FIELD_MESSAGES.enterATimeAsHHMM2)
  .refine((value) => !isWallClockTime(value) || Number(value.slice(3)) % SLOT_STEP_MINUTES === 0, {
    message: JOB_FIELD_MESSAGES.chooseATimeOnTheHour,
  });
/** Query strings carry text; hours for hour-unit services are 1–10 whole hours. */
const hoursQuerySchema = z.coerce
  .number({ error: JOB_FIELD_MESSAGES.hoursMustBeAWholeNumber })
  .int(JOB_FIELD_MESSAGES.hoursMustBeAWholeNumber)
  .min(HOURLY_BOOKING_HOURS.min, JOB_FIELD_MESSAGES.bookAtLeastHour)
  .max(HOURLY_BOOKING_HOURS.max, JOB_FIELD_MESSAGES.bookAtMostHours);
const cursorSchema = z.string().max(300, JOB_FIELD_MESSAGES.useTheNextCursorOfThePrevious);

/**
 * GET /api/v1/abokis/search. With `date` and `time`: who is free then. Without: who has any free
 * slot in the next SEARCH_AHEAD_DAYS days, with their next start times. With `language`: only
 * Abokis who speak it.
 */
export const abokiSearchQuerySchema = z
  .object({
    service: serviceSlugSchema,
    state: stateSchema,
    lga: lgaSchema,
    date: dateSchema.optional(),
    time: timeSchema.optional(),
    hours: hoursQuerySchema.optional(),
    /** Only Abokis who speak this language (issue 22: families ask for Hausa, Yoruba, Igbo…). */
    language: z.enum(ABOKI_LANGUAGES, { error: JOB_FIELD_MESSAGES.chooseALanguageFromTheList }).optional(),
    cursor: cursorSchema.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    checkLocation(value, ctx);
    if ((value.date === undefined) !== (value.time === undefined)) {
      const missing = value.date === undefined ? 'date' : 'time';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: JOB_FIELD_MESSAGES.sendDateAndTimeTogetherOr,
      });
    }
  })
  .transform(canonicalState);

/** GET /api/v1/abokis/:id/slots */
export const abokiSlotsQuerySchema = z
  .object({
    service: serviceSlugSchema,
    from: dateSchema.optional(),
    days: z.coerce
      .number({ error: JOB_FIELD_MESSAGES.daysMustBeAWholeNumber })
      .int(JOB_FIELD_MESSAGES.daysMustBeAWholeNumber)
      .min(1, JOB_FIELD_MESSAGES.askForAtLeast1Day)
      .max(SLOTS_MAX_DAYS, JOB_FIELD_MESSAGES.askForAtMostDays)
      .default(7),
    hours: hoursQuerySchema.optional(),
  })
  .strict();

const STEP_MS = SLOT_STEP_MINUTES * 60_000;

/**
 * A start instant on the Lagos half-hour (Lagos is UTC+1, so the UTC half-hour is the same one):
 * ISO 8601 with seconds optional and an explicit offset, of a real day and time.
 */
export const startsAtSchema = z
  .string({ error: JOB_FIELD_MESSAGES.chooseAStartTime })
  .superRefine((value, ctx) => {
    const problem = isoInstantProblem(value, JOB_FIELD_MESSAGES.sendTheStartAsAnISO);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
    } else if (Date.parse(value) % STEP_MS !== 0) {
      ctx.addIssue({ code: 'custom', message: JOB_FIELD_MESSAGES.chooseAStartOnTheHour });
    }
  })
  .transform((value) => new Date(value));

const recipientSchema = z
  .object({
    name: singleLineText(JOB_FIELD_MESSAGES.enterTheNameOfThePerson)
      .refine(hasCharacters(2), JOB_FIELD_MESSAGES.enterTheNameOfThePerson)
      .max(100, JOB_FIELD_MESSAGES.nameMustBeAtMost100),
    phoneNumber: nigerianPhoneSchema,
  })
  .strict();

/** A field a client might send to set the price: the server computes the price and refuses it. */
const priceFieldSchema = z.never({ error: JOB_FIELD_MESSAGES.thePriceIsComputedByAboki }).optional();

/** POST /api/v1/jobs (with an Idempotency-Key header). */
export const jobCreateSchema = z
  .object({
    abokiId: z.uuid({ error: JOB_FIELD_MESSAGES.chooseAnAboki }),
    serviceSlug: serviceSlugSchema,
    startsAt: startsAtSchema,
    hours: z
      .number({ error: JOB_FIELD_MESSAGES.hoursMustBeAWholeNumber })
      .int(JOB_FIELD_MESSAGES.hoursMustBeAWholeNumber)
      .min(HOURLY_BOOKING_HOURS.min, JOB_FIELD_MESSAGES.bookAtLeastHour)
      .max(HOURLY_BOOKING_HOURS.max, JOB_FIELD_MESSAGES.bookAtMostHours)
      .optional(),
    paymentMethod: z.enum(PAYMENT_METHODS, {
      error: JOB_FIELD_MESSAGES.chooseHowToPayCashTo,
    }),
    state: stateSchema,
    lga: lgaSchema,
    address: singleLineText(JOB_FIELD_MESSAGES.enterTheAddress)
      .refine(hasCharacters(5), JOB_FIELD_MESSAGES.enterTheAddressAtLeast5)
      .max(200, JOB_FIELD_MESSAGES.addressMustBeAtMost200),
    landmark: singleLineText()
      .max(120, JOB_FIELD_MESSAGES.landmarkMustBeAtMost120)
      .optional()
      .transform((value) => value || undefined),
    notes: multiLineText()
      .max(500, JOB_FIELD_MESSAGES.keepTheNotesTo500Characters)
      .optional()
      .transform((value) => value || undefined),
    recipient: recipientSchema.optional(),
    priceKobo: priceFieldSchema,
    price: priceFieldSchema,
    amount: priceFieldSchema,
    amountKobo: priceFieldSchema,
    totalKobo: priceFieldSchema,
  })
  .strict()
  .superRefine(checkLocation)
  .transform(canonicalState)
  // The price fields are always absent here (the schema refuses them); the booking never carries them.
  .transform(
    ({ priceKobo: _p, price: _q, amount: _a, amountKobo: _k, totalKobo: _t, ...booking }) => booking,
  );

export const jobListQuerySchema = z
  .object({
    tab: z.enum(JOB_TABS, { error: JOB_FIELD_MESSAGES.chooseATab }),
    cursor: cursorSchema.optional(),
  })
  .strict();

// Answers.

const slotSchema = z.object({ startsAt: z.string(), endsAt: z.string() });

/** One search result: the public view, the price of this booking, and when. */
export const abokiSearchResultSchema = abokiPublicViewSchema.extend({
  priceKobo: z.number().int(),
  startsAt: z.string().optional(),
  endsAt: z.string().optional(),
  nextSlots: z.array(slotSchema).optional(),
});

export const abokiSearchAnswerSchema = z.object({
  abokis: z.array(abokiSearchResultSchema),
  nextCursor: z.string().nullable(),
});

export const abokiSlotsAnswerSchema = z.object({
  slots: z.array(slotSchema),
});

const jobServiceSchema = z.object({
  slug: z.string(),
  name: z.string(),
  unit: serviceUnitSchema,
});

/** Who moved a job: its User, its Aboki's agent, or the sweeper (expiry). */
export const JOB_ACTORS = ['USER', 'AGENT', 'SYSTEM'] as const;
export type JobActor = (typeof JOB_ACTORS)[number];
/** The actions of POST /api/v1/jobs/:reference/<action>. */
export const JOB_ACTIONS = ['accept', 'decline', 'start', 'complete', 'cancel', 'no-show'] as const;
export type JobAction = (typeof JOB_ACTIONS)[number];
/**
 * What a job event records besides a change of status: an ask to move the job's time and how it
 * ended (issue 22; the job keeps its status). Null on every change of status.
 */
export const JOB_CHANGES = [
  'MOVE_ASKED',
  'MOVE_WITHDRAWN',
  'MOVE_ACCEPTED',
  'MOVE_DECLINED',
  'MOVE_LAPSED',
] as const;
export type JobChange = (typeof JOB_CHANGES)[number];

export const JOB_MESSAGES = {
  invalidTransition: 'This job cannot do that now: it has moved on. Reload to see where it is.',
  wrongStartCode: 'That start code is not right. Ask the User for the 4-digit code on their job page.',
  startCodeLocked: 'Too many wrong start codes. Starting is locked for a while; try again later.',
  tooEarlyToStart: 'It is too early to start this job. You can start from 30 minutes before the start time.',
  tooEarlyForNoShow: 'A no-show can be reported only from 30 minutes after the start time.',
  reviewNotAllowed: 'Only the User of a completed job can review it, once, within 14 days.',
  reviewExists: 'You have already reviewed this job.',
  // The pages' words: a "request" until the Aboki is at the door, a "job" from then on.
  accepted: 'Request accepted. The customer has been told.',
  declined: 'Request declined. The customer has been told.',
  started: 'Job started. Thank you for being on time.',
  completed: 'Job done. Thank you!',
  cancelled: 'Request cancelled.',
  noShow: 'No-show recorded.',
  reviewed: 'Thank you for your review.',
} as const;

const reasonSchema = multiLineText()
  .max(500, JOB_FIELD_MESSAGES.keepTheReasonTo500Characters)
  .optional()
  .transform((value) => value || undefined);

/** The bodies of the job actions; accept and no-show take none (an empty object is fine). */
export const jobActionSchemas = {
  accept: z.object({}).strict().optional(),
  decline: z.object({ reason: reasonSchema }).strict().optional(),
  start: z
    .object({
      code: z
        .string({ error: JOB_FIELD_MESSAGES.enterThe4DigitStartCode })
        .regex(/^\d{4}$/, JOB_FIELD_MESSAGES.enterThe4DigitStartCode),
    })
    .strict(),
  complete: z
    .object({
      cashReceivedKobo: z
        .number({ error: JOB_FIELD_MESSAGES.cashReceivedMustBeAWhole })
        .int(JOB_FIELD_MESSAGES.cashReceivedMustBeAWhole)
        .min(0, JOB_FIELD_MESSAGES.cashReceivedCannotBeNegative)
        .max(CASH_MAX_KOBO, JOB_FIELD_MESSAGES.cashReceivedIsTooLarge)
        .optional(),
      /** Needed when the cash received is not what the customer owes (issue 22). */
      cashDifferenceReason: cashDifferenceReasonSchema.optional(),
    })
    .strict()
    .optional(),
  cancel: z.object({ reason: reasonSchema }).strict().optional(),
  'no-show': z.object({}).strict().optional(),
} as const;

/** POST /api/v1/jobs/:reference/review */
export const reviewSchema = z
  .object({
    rating: z
      .number({ error: JOB_FIELD_MESSAGES.chooseARatingFrom1To })
      .int(JOB_FIELD_MESSAGES.chooseARatingFrom1To)
      .min(1, JOB_FIELD_MESSAGES.chooseARatingFrom1To)
      .max(5, JOB_FIELD_MESSAGES.chooseARatingFrom1To),
    comment: multiLineText()
      .max(REVIEW_COMMENT_MAX_LENGTH, JOB_FIELD_MESSAGES.keepTheCommentToCharacters)
      .optional()
      .transform((value) => value || undefined),
  })
  .strict();

export const reviewListQuerySchema = z.object({ cursor: cursorSchema.optional() }).strict();

/** GET /api/v1/jobs/:reference/cancellation: what cancelling now costs the person asking. */
export const cancellationQuoteSchema = z.object({
  feeKobo: z.number().int(),
  refundKobo: z.number().int(),
  rule: z.enum(['FREE', 'LATE', 'VERY_LATE', 'NOT_CANCELLABLE']),
});

/**
 * One change of a job: a row of GET /jobs/:reference/events and the data of an SSE event on
 * GET /api/v1/events (whose SSE id is `id`). Names enough for a toast.
 */
export const jobEventSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(JOB_STATUSES),
  actor: z.enum(JOB_ACTORS),
  /** A move of the job's time (the status stays); absent or null for a change of status. */
  change: z.enum(JOB_CHANGES).nullable().optional(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  /** The catalogue's slug of the job's service: the API names it in the reader's language by it. */
  serviceSlug: z.string(),
  serviceName: z.string(),
  abokiName: z.string(),
});

export const jobEventListAnswerSchema = z.object({ events: z.array(jobEventSchema) });

/** A review as shown on an Aboki's profile: the reviewer as first name and initial. */
export const reviewViewSchema = z.object({
  rating: z.number().int(),
  comment: z.string().nullable(),
  reviewerName: z.string(),
  createdAt: z.string(),
});

export const reviewListAnswerSchema = z.object({
  reviews: z.array(reviewViewSchema),
  nextCursor: z.string().nullable(),
});

/**
 * Tap to call (issue 27): the other side's number while the job's contact window is open
 * (shared/src/job-rules/contact.ts): the agent's verified number to the User; the recipient's, or
 * else the User's, to the agent. `until` is when it stops being shown (null while the job runs).
 */
export const jobContactPhoneSchema = z.object({
  whose: z.enum(['AGENT', 'USER', 'RECIPIENT']),
  name: z.string(),
  phoneNumber: z.string(),
  until: z.string().nullable(),
});

/** What every viewer of a job sees. Price, service and Aboki name are kept as booked. */
const jobBaseShape = {
  reference: z.string(),
  status: z.enum(JOB_STATUSES),
  service: jobServiceSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  hours: z.number().int().nullable(),
  priceKobo: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  state: z.string(),
  lga: z.string(),
  address: z.string(),
  landmark: z.string().nullable(),
  notes: z.string().nullable(),
  /** Whom the Aboki helps, when booked for someone else; the agent reads the number only inside the contact window. */
  recipient: z.object({ name: z.string(), phoneNumber: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  // The lifecycle (issue 10). Times are Lagos ISO strings, null until they happen.
  acceptedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** When an unanswered request expires; null once answered. */
  expiresAt: z.string().nullable(),
  /** The cancellation fee recorded when the User cancelled late; null otherwise. */
  feeKobo: z.number().int().nullable(),
  cashReceivedKobo: z.number().int().nullable(),
  /** The decline or cancellation reason, if one was given. */
  reason: z.string().nullable(),
  /** While set and in the future, starting is locked after too many wrong codes. */
  startLockedUntil: z.string().nullable(),
  review: z
    .object({ rating: z.number().int(), comment: z.string().nullable(), createdAt: z.string() })
    .nullable(),
  // Payments (issue 11): how it is paid, what was paid and what went back.
  payment: jobPaymentSchema,
  /** The other side's number to call; null outside the contact window. */
  contactPhone: jobContactPhoneSchema.nullable(),
};

/** The booking User's view: with the start code they give the Aboki at the door. */
export const jobUserViewSchema = z
  .object({ ...jobBaseShape, aboki: abokiPublicViewSchema, startCode: z.string() })
  .strict();

/** The agent's view: who booked and how to reach them, never the start code. */
export const jobAgentViewSchema = z
  .object({
    ...jobBaseShape,
    aboki: z.object({ id: z.string(), displayName: z.string(), photoUrl: z.string().nullable() }),
    customer: z.object({ name: z.string(), phoneNumber: z.string().nullable() }),
  })
  .strict();

/** One row of a tab: enough for a list, no start code. */
export const jobListItemSchema = z
  .object({
    reference: z.string(),
    status: z.enum(JOB_STATUSES),
    service: jobServiceSchema,
    aboki: z.object({ id: z.string(), displayName: z.string(), photoUrl: z.string().nullable() }),
    startsAt: z.string(),
    endsAt: z.string(),
    priceKobo: z.number().int(),
    paymentMethod: z.enum(PAYMENT_METHODS),
    /** Paid, unpaid (cash to collect) or money going back: what the dashboard and tabs show. */
    paymentStatus: z.enum(PAYMENT_STATUSES),
    lga: z.string(),
    state: z.string(),
  })
  .strict();

export const jobListAnswerSchema = z.object({
  jobs: z.array(jobListItemSchema),
  nextCursor: z.string().nullable(),
});

export type AbokiSearchQuery = z.output<typeof abokiSearchQuerySchema>;
export type AbokiSlotsQuery = z.output<typeof abokiSlotsQuerySchema>;
export type JobCreateInput = z.input<typeof jobCreateSchema>;
export type JobCreate = z.output<typeof jobCreateSchema>;
export type JobListQuery = z.output<typeof jobListQuerySchema>;
export type AbokiSearchResult = z.output<typeof abokiSearchResultSchema>;
export type AbokiSearchAnswer = z.output<typeof abokiSearchAnswerSchema>;
export type Slot = z.output<typeof slotSchema>;
export type JobUserView = z.output<typeof jobUserViewSchema>;
export type JobAgentView = z.output<typeof jobAgentViewSchema>;
export type JobListItem = z.output<typeof jobListItemSchema>;
export type JobEvent = z.output<typeof jobEventSchema>;
export type JobContactPhone = z.output<typeof jobContactPhoneSchema>;
export type CancellationQuoteAnswer = z.output<typeof cancellationQuoteSchema>;
export type ReviewInput = z.output<typeof reviewSchema>;
export type ReviewView = z.output<typeof reviewViewSchema>;
