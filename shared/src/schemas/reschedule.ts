import { z } from 'zod';
import { isCalendarDate } from '../lagos-time.js';
import { MOVE_STATUSES } from '../job-rules/reschedule.js';
import { SLOTS_MAX_DAYS, startsAtSchema } from './job.js';

// Plans change (issue 22, item 7): the calls under /api/v1/jobs/:reference/reschedule, their answers,
// and the words people read. The ask's table and fee are in shared/job-rules (reschedule.ts).
// Why: docs/decisions/0044-reschedule.md.

export const RESCHEDULE_MESSAGES = {
  asked: 'Asked. Your old time is kept until the Aboki’s agent answers.',
  withdrawn: 'You kept the old time.',
  accepted: 'New time accepted. The customer has been told.',
  declined: 'New time declined. The customer has been told.',
  notMovable: 'This request cannot be moved now: only a request or an accepted job that is still ahead can.',
  tooLate:
    'It is too late to move this request: it starts within the hour. Cancel it instead if you cannot make it.',
  alreadyAsked:
    'You have already asked to move this request. Keep the old time first if you want to ask for another.',
  nothingAsked: 'There is no new time waiting for an answer on this request. Reload to see where it is.',
  sameTime: 'That is the time already booked. Choose another time.',
  askChanged: 'The customer has changed the time they asked for. Reload to see the new ask.',
  timeTaken: 'Someone has just booked this Aboki for that time. Choose another time.',
  usersOnly: 'Only the customer who booked this request can ask to move it.',
  agentsOnly: 'Only the Aboki’s agent can answer an ask to move this request.',
} as const;

/** The words of this file's schemas, one place for each (the API's translations are keyed by them). */
export const RESCHEDULE_FIELD_MESSAGES = {
  enterADateAsYYYYMM: 'Enter a date as YYYY-MM-DD',
  daysMustBeAWholeNumber: 'days must be a whole number',
  askForAtLeast1Day: 'Ask for at least 1 day',
  askForAtMostDays: `Ask for at most ${SLOTS_MAX_DAYS} days`,
} as const;

const dateSchema = z
  .string({ error: RESCHEDULE_FIELD_MESSAGES.enterADateAsYYYYMM })
  .refine(isCalendarDate, RESCHEDULE_FIELD_MESSAGES.enterADateAsYYYYMM);

/** POST /api/v1/jobs/:reference/reschedule: the User asks for this start (the job keeps its length). */
export const moveAskSchema = z.object({ startsAt: startsAtSchema }).strict();

/**
 * POST …/reschedule/accept and …/decline: optionally the start the agent was shown, so an answer
 * never lands on a newer ask the agent has not seen (409). No body at all is fine.
 */
export const moveAnswerSchema = z.object({ startsAt: startsAtSchema.optional() }).strict().optional();

/** GET /api/v1/jobs/:reference/reschedule/slots: the Aboki's free starts for this job's length. */
export const moveSlotsQuerySchema = z
  .object({
    from: dateSchema.optional(),
    days: z.coerce
      .number({ error: RESCHEDULE_FIELD_MESSAGES.daysMustBeAWholeNumber })
      .int(RESCHEDULE_FIELD_MESSAGES.daysMustBeAWholeNumber)
      .min(1, RESCHEDULE_FIELD_MESSAGES.askForAtLeast1Day)
      .max(SLOTS_MAX_DAYS, RESCHEDULE_FIELD_MESSAGES.askForAtMostDays)
      .default(SLOTS_MAX_DAYS),
  })
  .strict();

/** An ask to move a job, as its User and its agent see it. Times are Lagos ISO strings. */
export const moveViewSchema = z
  .object({
    status: z.enum(MOVE_STATUSES),
    /** The time asked for. */
    startsAt: z.string(),
    endsAt: z.string(),
    /** The job's time when it was asked. */
    fromStartsAt: z.string(),
    fromEndsAt: z.string(),
    askedAt: z.string(),
    /** When an answer (or withdrawal, or lapse) ended it; null while pending. */
    answeredAt: z.string().nullable(),
    /** When a pending ask lapses unanswered. */
    lapsesAt: z.string(),
    /** The fee quoted when asking: recorded if the agent accepts, 0 when moving was free. */
    feeKobo: z.number().int(),
  })
  .strict();

/** What moving costs if asked now (shared/job-rules' moveFee). */
export const moveQuoteSchema = z
  .object({ feeKobo: z.number().int(), rule: z.enum(['FREE', 'LATE', 'VERY_LATE']) })
  .strict();

/** GET /api/v1/jobs/:reference/reschedule: the ask waiting for an answer, and what asking now costs. */
export const moveStateSchema = z
  .object({
    /** The pending ask, if there is one. */
    pending: moveViewSchema.nullable(),
    /** The latest ask that ended (accepted, declined, withdrawn or lapsed), if any. */
    last: moveViewSchema.nullable(),
    /** What moving would cost if asked now; null when the person asking cannot ask now. */
    quote: moveQuoteSchema.nullable(),
    /** The fees of accepted moves of this job, recorded for the User to settle. */
    feesRecordedKobo: z.number().int(),
  })
  .strict();

export const moveAnswerViewSchema = z.object({ move: moveViewSchema }).strict();

export type MoveAskInput = z.input<typeof moveAskSchema>;
export type MoveView = z.output<typeof moveViewSchema>;
export type MoveQuoteView = z.output<typeof moveQuoteSchema>;
export type MoveState = z.output<typeof moveStateSchema>;
export type MoveSlotsQuery = z.output<typeof moveSlotsQuerySchema>;
