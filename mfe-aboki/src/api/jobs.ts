import type { JobAgentView } from 'shared/schemas';
import type { AbokiText } from '../i18n/index.js';
import { call, said } from './abokis.js';

// The agent's side of issue 10: a job and the transitions an agent makes (the dashboard's lists come
// in one call, api/agent-dashboard.ts). Each answers an AuthResult with the server's words; failures
// raise the usual 3 s error toast.

/** The browser's own fallbacks, as catalogue ids (worded in the page's language by `call`). */
export const JOB_FAILURES = {
  job: 'We could not load this job. Please try again.',
  accept: 'We could not accept the request. Please try again.',
  decline: 'We could not decline the request. Please try again.',
  start: 'We could not start the job. Please try again.',
  complete: 'We could not complete the job. Please try again.',
  noShow: 'We could not record the no-show. Please try again.',
} as const satisfies Record<string, AbokiText>;

/** The agent's view of a job: who booked, where, and (for a request) when it expires. */
export type AgentJob = JobAgentView;

const jobPath = (reference: string, action = '') => `/api/v1/jobs/${encodeURIComponent(reference)}${action}`;

/** GET /api/v1/jobs/:reference: who booked, where, and (for a request) when it expires. */
export function fetchAgentJob(reference: string) {
  return call<{ job: AgentJob }>('GET', jobPath(reference), JOB_FAILURES.job);
}

export function acceptJob(reference: string) {
  return call<{ job: AgentJob }>('POST', jobPath(reference, '/accept'), JOB_FAILURES.accept, {
    body: {},
    successToast: said('Request accepted. The customer has been told.'),
  });
}

export function declineJob(reference: string, reason?: string) {
  return call<{ job: AgentJob }>('POST', jobPath(reference, '/decline'), JOB_FAILURES.decline, {
    body: reason ? { reason } : {},
    successToast: said('Request declined. The customer has been told.'),
  });
}

/** POST …/start with the User's 4-digit door code: a wrong code is a 400 with the server's words. */
export function startJob(reference: string, code: string) {
  return call<{ job: AgentJob }>('POST', jobPath(reference, '/start'), JOB_FAILURES.start, {
    body: { code },
    successToast: said('Job started. Thank you for being on time.'),
  });
}

/**
 * POST …/complete: with the cash received for a cash job, and the agent's reason when it is not what
 * the customer owes (refused at the cash field without one); nothing for a job paid ahead through Paystack.
 */
export function completeJob(reference: string, cashReceivedKobo?: number, cashDifferenceReason?: string) {
  return call<{ job: AgentJob }>('POST', jobPath(reference, '/complete'), JOB_FAILURES.complete, {
    body: {
      ...(cashReceivedKobo === undefined ? {} : { cashReceivedKobo }),
      ...(cashDifferenceReason ? { cashDifferenceReason } : {}),
    },
    successToast: said('Job done. Thank you!'),
  });
}

/** POST …/no-show: the User was not there (from 30 minutes after the start). */
export function reportNoShow(reference: string) {
  return call<{ job: AgentJob }>('POST', jobPath(reference, '/no-show'), JOB_FAILURES.noShow, {
    body: {},
    successToast: said('No-show recorded.'),
  });
}
