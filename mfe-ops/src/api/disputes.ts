import {
  authContext,
  clearSession,
  fetchSignedInImage,
  requireRealToken,
  toFailure,
  type AuthResult,
} from 'shared/auth';
import type { OpsDispute, OpsDisputeDecisionRequest, OpsDisputeQueueAnswer } from 'shared/schemas';
import { opsT, type OpsText } from '../i18n/index.js';
import { call } from './ops.js';

// One client function per dispute endpoint of the console (issue 25, "When a job goes wrong"), with
// the console's lock and toasts (ops.ts' `call`).

const BASE = '/api/v1/ops/disputes';

/** The browser's own fallbacks, when the server could not be reached or said nothing (catalogue ids). */
export const DISPUTE_FAILURES = {
  queue: 'We could not load the disputes. Please try again.',
  dispute: 'We could not load this dispute. Please try again.',
  action: 'We could not save that. Please try again.',
  photo: 'This photo did not load.',
} as const satisfies Record<string, OpsText>;

/** What each action says when it worked and the server said nothing (catalogue ids). */
export const DISPUTE_DONE = {
  decide: 'Decision recorded: both sides are told by e-mail.',
  approve: 'Approved: the refund is on its way.',
  sendBack: 'Sent back: the dispute is open again.',
} as const satisfies Record<string, OpsText>;

const disputePath = (id: string, action = '') => `${BASE}/${encodeURIComponent(id)}${action}`;

/** GET /api/v1/ops/disputes?cursor=: undecided disputes, safety first, then refunds awaiting approval, then oldest. */
export function fetchDisputeQueue(cursor?: string | null): Promise<AuthResult<OpsDisputeQueueAnswer>> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return call('GET', `${BASE}${query}`, DISPUTE_FAILURES.queue);
}

export interface DisputeAnswer {
  dispute: OpsDispute;
}

/** GET /api/v1/ops/disputes/:id: the report, both sides, the job's money, the Aboki and the history. */
export function fetchDispute(id: string): Promise<AuthResult<DisputeAnswer>> {
  return call('GET', disputePath(id), DISPUTE_FAILURES.dispute);
}

/** POST …/decision: DECIDED, or AWAITING_APPROVAL when the refund is above the four-eyes line. */
export function decideDispute(
  id: string,
  body: OpsDisputeDecisionRequest,
): Promise<AuthResult<DisputeAnswer>> {
  return call('POST', disputePath(id, '/decision'), DISPUTE_FAILURES.action, {
    body,
    successToast: DISPUTE_DONE.decide,
  });
}

/** POST …/approval: a second, different operator sends the proposed refund (409 for the proposer). */
export function approveRefund(id: string): Promise<AuthResult<DisputeAnswer>> {
  return call('POST', disputePath(id, '/approval'), DISPUTE_FAILURES.action, {
    body: {},
    successToast: DISPUTE_DONE.approve,
  });
}

/** POST …/send-back with the reason: the proposal is dropped and the dispute is open again. */
export function sendBackRefund(id: string, reason: string): Promise<AuthResult<DisputeAnswer>> {
  return call('POST', disputePath(id, '/send-back'), DISPUTE_FAILURES.action, {
    body: { reason },
    successToast: DISPUTE_DONE.sendBack,
  });
}

/**
 * GET …/photos/<key>.webp: a report's photo needs the bearer token, so an `<img src>` cannot fetch
 * it; the page fetches the bytes and shows them as a `data:` URL. Quiet: the photo's place says a
 * failure, with a retry.
 */
export async function fetchDisputePhoto(id: string, key: string): Promise<AuthResult<string>> {
  const ctx = authContext();
  const fallback = opsT()(DISPUTE_FAILURES.photo);
  try {
    const path = disputePath(id, `/photos/${encodeURIComponent(key)}.webp`);
    return { ok: true, data: await fetchSignedInImage(path, requireRealToken(ctx), fallback) };
  } catch (error) {
    const failure = toFailure(error, fallback);
    // A locked console shows its code step on the next call; a dead token signs out, as every call does.
    if (failure.status === 401 && failure.code !== 'TOTP_REQUIRED') clearSession(ctx);
    return { ok: false, error: failure };
  }
}
