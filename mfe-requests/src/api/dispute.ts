import {
  authContext,
  clearSession,
  fetchSignedInImage,
  requireRealToken,
  signedInCall,
  toFailure,
  type AuthResult,
} from 'shared/auth';
import type { DisputeCreate, DisputeView, JobDisputeAnswer } from 'shared/schemas';
import { translateNow } from '../i18n/index.js';
import { signedIn } from './jobs.js';

// When a job goes wrong (issue 25): the job's User reports a problem with photos, its agent gives
// their side. Each call answers an AuthResult with the server's words and the usual toasts.

export const DISPUTE_FAILURES = {
  get load() {
    return translateNow()('We could not load the report about this job. Please try again.');
  },
  get report() {
    return translateNow()('We could not send your report. Please try again.');
  },
  get photo() {
    return translateNow()('We could not add this photo. Please try again.');
  },
  get answer() {
    return translateNow()('We could not send your answer. Please try again.');
  },
};

const disputePath = (reference: string, rest = '') =>
  `/api/v1/jobs/${encodeURIComponent(reference)}/dispute${rest}`;

export interface DisputeAnswer {
  dispute: DisputeView;
}

/**
 * A signed-in read without the error toast: the report is one section of the job's page, which says
 * its own failure in place (with a retry) rather than over the page. A 401 signs out, as everywhere.
 */
async function quietRead<T>(fallback: string, read: (token: string) => Promise<T>): Promise<AuthResult<T>> {
  const ctx = authContext();
  try {
    return { ok: true, data: await read(requireRealToken(ctx)) };
  } catch (error) {
    const failure = toFailure(error, fallback);
    if (failure.status === 401) clearSession(ctx);
    return { ok: false, error: failure };
  }
}

/** GET …/dispute: the job's report, or whether (and until when) its User may report one. */
export function fetchJobDispute(reference: string): Promise<AuthResult<JobDisputeAnswer>> {
  const fallback = DISPUTE_FAILURES.load;
  return quietRead(fallback, async (token) => {
    const { data } = await authContext().client.request<JobDisputeAnswer>(disputePath(reference), {
      token,
      fallbackMessage: fallback,
    });
    return data;
  });
}

/** POST …/dispute: the success toast is the server's ("Thank you…", or that the Aboki is paused). */
export function reportProblem(reference: string, report: DisputeCreate) {
  return signedIn<DisputeAnswer>('POST', disputePath(reference), DISPUTE_FAILURES.report, {
    body: report,
    successToast: translateNow()('Thank you. We have your report.'),
  });
}

/** PUT …/dispute/photos with the image's bytes, sent with its own Content-Type (409 after 3). */
export function uploadDisputePhoto(reference: string, photo: Blob): Promise<AuthResult<DisputeAnswer>> {
  return signedInCall<DisputeAnswer>('PUT', disputePath(reference, '/photos'), DISPUTE_FAILURES.photo, {
    rawBody: photo,
  });
}

/** POST …/dispute/answer: the agent's side, once, before the report's answerDueAt. */
export function answerDispute(reference: string, answer: string) {
  return signedIn<DisputeAnswer>('POST', disputePath(reference, '/answer'), DISPUTE_FAILURES.answer, {
    body: { answer },
    successToast: translateNow()('Your answer has been sent.'),
  });
}

/**
 * GET …/dispute/photos/<key>.webp: a report's photo needs the bearer token, so an `<img src>`
 * cannot fetch it; the page fetches the bytes and shows them as a `data:` URL (a failure shows a
 * retry in the photo's place).
 */
export function fetchDisputePhoto(reference: string, key: string): Promise<AuthResult<string>> {
  const fallback = translateNow()('We could not load this photo.');
  const path = disputePath(reference, `/photos/${encodeURIComponent(key)}.webp`);
  return quietRead(fallback, (token) => fetchSignedInImage(path, token, fallback));
}
