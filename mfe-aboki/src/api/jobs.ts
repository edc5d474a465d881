import type { JobAgentView } from 'shared/schemas';
import type { AbokiId } from '../i18n/index.js';
import { call, said } from './abokis.js';

// The agent's side of issue 10: a job and the transitions an agent makes (the dashboard's lists come
// in one call, api/agent-dashboard.ts). Each answers an AuthResult with the server's words; failures
// raise the usual 3 s error toast.

/** The browser's own fallbacks, as catalogue ids (worded in the page's language by `call`). */
export const JOB_FAILURES = {
  job: 'failed.job',
  accept: 'failed.accept',
  decline: 'failed.decline',
  start: 'failed.start',
  complete: 'failed.complete',
  noShow: 'failed.noShow',
} as const satisfies Record<string, AbokiId>;

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
    successToast: said('done.accepted'),
  });
}

export function declineJob(reference: string, reason?: string) {
  return call<{ job: AgentJob }>('POST', jobPath(reference, '/decline'), JOB_FAILURES.decline, {
    body: reason ? { reason } : {},
    successToast: said('done.declined'),
  });
}

/** POST …/start with the User's 4-digit door code: a wrong code is a 400 with the server's words. */
export function startJob(reference: string, code: string) {
  return call<{ job: AgentJob }>('POST', jobPath(reference, '/start'), JOB_FAILURES.start, {
    body: { code },
    successToast: said('done.started'),
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
    successToast: said('done.completed'),
  });
}

/** POST …/no-show: the User was not there (from 30 minutes after the start). */
export function reportNoShow(reference: string) {
  return call<{ job: AgentJob }>('POST', jobPath(reference, '/no-show'), JOB_FAILURES.noShow, {
    body: {},
    successToast: said('done.noShow'),
  });
}
