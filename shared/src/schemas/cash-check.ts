import { z } from 'zod';
import { CASH_DIFFERENCE_REASON_MAX_LENGTH, CASH_DIFFERENCE_REASON_MIN_LENGTH } from '../job-rules/cash.js';
import { CASH_CHECK_MESSAGES, CASH_MAX_KOBO } from './cash-check-words.js';
import { hasCharacters, singleLineText } from './text.js';

export { CASH_CHECK_MESSAGES, CASH_MAX_KOBO } from './cash-check-words.js';

// The cash check (issue 22, item 11): the agent confirms cash that differs from what is owed with a
// reason, the User says what they paid, and a mismatch goes to Aboki support. The calls' bodies, the
// check as every view of a job shows it, and the words people read.
// Why: docs/decisions/0043-cash-check.md.

/** The agent's reason for cash that differs from what is owed: one line, trimmed, 3–300 characters. */
export const cashDifferenceReasonSchema = singleLineText(CASH_CHECK_MESSAGES.reasonRequired)
  .refine(hasCharacters(CASH_DIFFERENCE_REASON_MIN_LENGTH), CASH_CHECK_MESSAGES.reasonRequired)
  .max(CASH_DIFFERENCE_REASON_MAX_LENGTH, CASH_CHECK_MESSAGES.reasonTooLong);

/** POST /api/v1/jobs/:reference/cash-confirmation: what the User says they paid, in kobo. */
export const cashConfirmationSchema = z
  .object({
    paidKobo: z
      .number({ error: CASH_CHECK_MESSAGES.paidRequired })
      .int(CASH_CHECK_MESSAGES.paidInvalid)
      .min(0, CASH_CHECK_MESSAGES.paidInvalid)
      .max(CASH_MAX_KOBO, CASH_CHECK_MESSAGES.paidTooLarge),
  })
  .strict();

/**
 * A completed cash job's check, on every view of the job (`payment.cash`; null until a cash job is
 * completed, and for card and transfer jobs): what was owed, what the Aboki recorded and why it
 * differs, what the User says they paid, and whether it went to support.
 */
export const cashCheckViewSchema = z.object({
  /** The price plus any fee recorded on the job, as stored when the job was completed. */
  owedKobo: z.number().int(),
  /** What the Aboki's agent recorded as handed over. */
  recordedKobo: z.number().int(),
  /** The agent's reason when the recorded cash is not what was owed; null when it is. */
  differenceReason: z.string().nullable(),
  /** What the User says they paid, once they answered; null until then. */
  confirmedKobo: z.number().int().nullable(),
  confirmedAt: z.string().nullable(),
  /** Until when the User may answer (the page asks only before it); null once they have answered. */
  confirmBy: z.string().nullable(),
  /** When the User's answer differed from the recorded cash and the job went to Aboki support. */
  flaggedAt: z.string().nullable(),
});

export type CashConfirmation = z.output<typeof cashConfirmationSchema>;
export type CashCheckView = z.output<typeof cashCheckViewSchema>;
