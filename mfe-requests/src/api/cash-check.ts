import type { JobUserView } from 'shared/schemas';
import { translateNow } from '../i18n/index.js';
import { signedIn } from './jobs.js';

// The User's side of the cash check (issue 22, item 11): what they paid for a completed cash job.

/** The browser's own words when the answer could not be sent, in the page's language. */
export const cashCheckFailure = () => translateNow()('We could not send what you paid. Please try again.');

/**
 * POST …/cash-confirmation: what the User paid, in kobo, once. The success toast is the server's
 * ("Thank you…", or that support will call); 409 means it was already answered (another device).
 */
export function confirmCashPaid(reference: string, paidKobo: number) {
  return signedIn<{ job: JobUserView }>(
    'POST',
    `/api/v1/jobs/${encodeURIComponent(reference)}/cash-confirmation`,
    cashCheckFailure(),
    { body: { paidKobo }, successToast: translateNow()('Thank you.') },
  );
}
