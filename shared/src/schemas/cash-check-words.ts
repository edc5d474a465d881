import {
  CASH_CONFIRM_DAYS,
  CASH_DIFFERENCE_REASON_MAX_LENGTH,
  CASH_DIFFERENCE_REASON_MIN_LENGTH,
} from '../job-rules/cash.js';
import { template } from '../i18n/template.js';
import { formatNaira } from '../money.js';

// The cash check's words (issue 22, item 11), apart from its schemas (cash-check.ts) so that the
// agent's dashboard and the User's job page need not load Zod to show them (decision 0024).

/** The most kobo a cash figure may be (₦1,000,000): beyond any job's price, short of a typo's reach. */
export const CASH_MAX_KOBO = 100_000_000;

export const CASH_CHECK_MESSAGES = {
  /** Completing with cash that is not what is owed, and no reason: refused (at the cash field). */
  /** `recorded` and `owed`: the two amounts as formatNaira writes them. */
  differenceNeedsReason: template<{ recorded: string; owed: string }>(
    'You entered {recorded}, but the customer owes {owed}. Correct the amount, or say why it is different.',
  ),
  reasonRequired: `Say why the cash is different from what the customer owes (at least ${CASH_DIFFERENCE_REASON_MIN_LENGTH} characters)`,
  reasonTooLong: `Keep the reason to ${CASH_DIFFERENCE_REASON_MAX_LENGTH} characters`,
  paidRequired: 'Enter the amount you paid in naira',
  paidInvalid: 'Enter the amount you paid in naira, e.g. 4500',
  paidTooLarge: `That is more than ${formatNaira(CASH_MAX_KOBO)}. Check the amount you paid.`,
  confirmed: 'Thank you. You confirmed what you paid.',
  disputed: 'Thank you. Aboki support will contact you about the difference.',
  alreadyConfirmed: 'You have already told us what you paid for this job.',
  notConfirmable: `You can confirm what you paid only for a job paid in cash and done, within ${CASH_CONFIRM_DAYS} days.`,
  onlyTheCustomer: 'Only the customer who booked this job can confirm what they paid.',
} as const;
