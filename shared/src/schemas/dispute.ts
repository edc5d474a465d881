import { z } from 'zod';
import { hasCharacters, multiLineText } from './text.js';

// When a job goes wrong (issue 25): the User reports a problem within the dispute window after
// completion, the agent gives their side, an operator decides (a refund through the refund path, a
// strike or a suspension), and a large refund waits for a second operator. The job page (both
// sides), the console and the API's disputes module speak these shapes; why it works this way:
// docs/decisions/0054-disputes-and-support-tickets.md.

/** What went wrong. SAFETY pauses the Aboki at once and e-mails every operator. */
export const DISPUTE_REASONS = ['NO_SHOW', 'DAMAGE', 'POOR_WORK', 'OVERCHARGED', 'SAFETY'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/**
 * OPEN: waiting for an operator (the agent may answer meanwhile). AWAITING_APPROVAL: an operator
 * proposed a refund above the four-eyes line; a second operator sends it or sends it back. DECIDED.
 */
export const DISPUTE_STATUSES = ['OPEN', 'AWAITING_APPROVAL', 'DECIDED'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const DISPUTE_OUTCOMES = ['FULL_REFUND', 'PARTIAL_REFUND', 'NO_REFUND'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** What else an operator's decision does to the Aboki. */
export const DISPUTE_CONSEQUENCES = ['NONE', 'STRIKE', 'SUSPEND_ABOKI'] as const;
export type DisputeConsequence = (typeof DISPUTE_CONSEQUENCES)[number];

/** Shortest and longest account of what happened, and of the agent's answer (characters). */
export const DISPUTE_TEXT_MIN = 20;
export const DISPUTE_TEXT_MAX = 2000;

export const DISPUTE_MESSAGES = {
  chooseReason: 'Choose what went wrong',
  describe: 'Tell us what happened (at least 20 characters)',
  tooLong: 'Keep it under 2,000 characters',
  answer: 'Write your side of what happened (at least 20 characters)',
  reported: 'Thank you. We have your report and will look into it; we will e-mail you what we decide.',
  reportedSafety:
    'Thank you for telling us. The Aboki is paused while we look into it, and our team has been alerted.',
  onlyTheUser: 'Only the person who booked this job can report a problem with it.',
  onlyTheAgent: "Only the agent of this job's Aboki can answer this report.",
  notCompleted: 'You can report a problem once the job is completed.',
  windowClosed:
    'It is more than 48 hours since this job was completed, so it can no longer be reported here.',
  alreadyReported: 'A problem has already been reported for this job.',
  noDispute: 'No problem has been reported for this job.',
  photoSaved: 'Photo added to your report.',
  tooManyPhotos: 'A report can have at most 3 photos.',
  photosClosed: 'Photos can no longer be added: the report has been decided.',
  answered: 'Your answer has been sent. The Aboki team will decide and tell you both.',
  alreadyAnswered: 'You have already answered this report.',
  answerClosed: 'The 48 hours to answer this report have passed.',
  answerDecided: 'This report has already been decided.',
} as const;

/** POST /api/v1/jobs/:reference/dispute */
export const disputeCreateSchema = z
  .object({
    reason: z.enum(DISPUTE_REASONS, { error: DISPUTE_MESSAGES.chooseReason }),
    description: multiLineText(DISPUTE_MESSAGES.describe)
      .refine(hasCharacters(DISPUTE_TEXT_MIN), DISPUTE_MESSAGES.describe)
      .refine((value) => [...value].length <= DISPUTE_TEXT_MAX, DISPUTE_MESSAGES.tooLong),
  })
  .strict();
export type DisputeCreate = z.input<typeof disputeCreateSchema>;

/** POST /api/v1/jobs/:reference/dispute/answer */
export const disputeAnswerSchema = z
  .object({
    answer: multiLineText(DISPUTE_MESSAGES.answer)
      .refine(hasCharacters(DISPUTE_TEXT_MIN), DISPUTE_MESSAGES.answer)
      .refine((value) => [...value].length <= DISPUTE_TEXT_MAX, DISPUTE_MESSAGES.tooLong),
  })
  .strict();

/** What was decided, as both sides read it. */
export const disputeDecisionSchema = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES),
    /** Kobo refunded to the User (0 for NO_REFUND). */
    refundKobo: z.number().int(),
    /** Card or transfer: sent back through Paystack. Cash: recorded, paid back by Aboki's team. */
    refundRoute: z.enum(['PAYSTACK', 'CASH']).nullable(),
    reason: z.string(),
    decidedAt: z.string(),
  })
  .strict();

/** A dispute as the User who reported it and the agent of the job see it. */
export const disputeViewSchema = z
  .object({
    id: z.string(),
    jobReference: z.string(),
    reason: z.enum(DISPUTE_REASONS),
    description: z.string(),
    /** Content hashes; the bytes are at /api/v1/jobs/:reference/dispute/photos/<key>.webp (signed in). */
    photoKeys: z.array(z.string()),
    status: z.enum(DISPUTE_STATUSES),
    createdAt: z.string(),
    answer: z.string().nullable(),
    answeredAt: z.string().nullable(),
    /** Until when the agent may answer. */
    answerDueAt: z.string(),
    decision: disputeDecisionSchema.nullable(),
    /** Whether the caller may do each thing now. */
    canAddPhotos: z.boolean(),
    canAnswer: z.boolean(),
  })
  .strict();
export type DisputeView = z.output<typeof disputeViewSchema>;

/** GET /api/v1/jobs/:reference/dispute: the job's dispute, or whether (and until when) one may be reported. */
export const jobDisputeAnswerSchema = z
  .object({
    dispute: disputeViewSchema.nullable(),
    /** The caller is the job's User, it is completed and the window is open. */
    canReport: z.boolean(),
    /** The end of the window (completed jobs), whether or not it is still open. */
    reportDueAt: z.string().nullable(),
  })
  .strict();
export type JobDisputeAnswer = z.output<typeof jobDisputeAnswerSchema>;
