import { signedInCall, type AuthResult } from 'shared/auth';
import type { CancellationQuoteAnswer, JobEvent, JobUserView } from 'shared/schemas';
import { translateNow } from '../i18n/index.js';

// The User's side of issue 10: what cancelling costs, cancel, "the Aboki didn't come", the
// timeline and the review. Each answers an AuthResult with the server's words; a failure raises
// the usual 3 s error toast, a success the server's message for 2 s.

export const JOB_ACTION_FAILURES = {
  get quote() {
    return translateNow()('We could not work out what cancelling costs. Please try again.');
  },
  get cancel() {
    return translateNow()('We could not cancel the request. Please try again.');
  },
  get noShow() {
    return translateNow()('We could not record that the Aboki did not come. Please try again.');
  },
  get events() {
    return translateNow()('We could not load what happened to this request.');
  },
  get review() {
    return translateNow()('We could not send your review. Please try again.');
  },
};

const jobPath = (reference: string, action: string) =>
  `/api/v1/jobs/${encodeURIComponent(reference)}${action}`;

/** A signed-in JSON call (shared/auth's signedInCall): the usual failure toast, a 401 signs out. */
export function signedIn<T>(
  method: 'GET' | 'POST',
  path: string,
  fallback: string,
  options: { body?: unknown; successToast?: string } = {},
): Promise<AuthResult<T>> {
  return signedInCall<T>(method, path, fallback, options);
}

/** GET …/cancellation: the fee and refund if the User cancelled now, shown before they confirm. */
export function fetchCancellationQuote(reference: string) {
  return signedIn<CancellationQuoteAnswer>(
    'GET',
    jobPath(reference, '/cancellation'),
    JOB_ACTION_FAILURES.quote,
  );
}

export function cancelJob(reference: string, reason?: string) {
  return signedIn<{ job: JobUserView }>('POST', jobPath(reference, '/cancel'), JOB_ACTION_FAILURES.cancel, {
    body: reason ? { reason } : {},
    successToast: translateNow()('Request cancelled.'),
  });
}

/** POST …/no-show by the User: the Aboki did not come (from 30 minutes after the start). */
export function reportAbokiNoShow(reference: string) {
  return signedIn<{ job: JobUserView }>('POST', jobPath(reference, '/no-show'), JOB_ACTION_FAILURES.noShow, {
    body: {},
    successToast: translateNow()('Recorded: the Aboki did not come.'),
  });
}

/** GET …/events: the job's timeline, oldest first. */
export function fetchJobEvents(reference: string) {
  return signedIn<{ events: JobEvent[] }>('GET', jobPath(reference, '/events'), JOB_ACTION_FAILURES.events);
}

export function reviewJob(reference: string, review: { rating: number; comment?: string }) {
  return signedIn<unknown>('POST', jobPath(reference, '/review'), JOB_ACTION_FAILURES.review, {
    body: review,
    successToast: translateNow()('Thank you for your review.'),
  });
}
