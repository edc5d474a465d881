import { atom, getDefaultStore } from 'jotai';
import { notifyError, notifySuccess } from 'shared';
import {
  AUTH_TOAST_MS,
  authContext,
  clearSession,
  requireRealToken,
  toFailure,
  type AuthResult,
} from 'shared/auth';
import type {
  AuditAction,
  AuditAnswer,
  GuarantorOutcome,
  OpsAbokiReview,
  OpsDashboard,
  OpsJob,
  OpsPerson,
  PersonSummary,
  ReviewQueueAnswer,
  StaffMe,
  TotpEnrolment,
} from 'shared/schemas';
import { opsT, type OpsText } from '../i18n/index.js';

// One client function per ops endpoint (issue 25). Each answers an AuthResult like the other
// remotes' calls; what differs is the console's lock: a 401 TOTP_REQUIRED means the account is
// fine but this session has not entered an authenticator code, so it locks the console (the gate
// asks for a code) instead of signing the person out.

const BASE = '/api/v1/ops';

/** The error code of a 401 from any ops route while the session is locked. */
export const TOTP_REQUIRED = 'TOTP_REQUIRED';

/** The browser's own fallbacks, when the server could not be reached or said nothing (catalogue ids). */
export const OPS_FAILURES = {
  me: 'We could not open the console. Please try again.',
  enrol: 'We could not set up the authenticator app. Please try again.',
  verify: 'We could not check the code. Please try again.',
  dashboard: 'We could not load the dashboard. Please try again.',
  reviews: 'We could not load the reviews. Please try again.',
  aboki: 'We could not load this Aboki. Please try again.',
  action: 'We could not save that. Please try again.',
  audit: 'We could not load the audit log. Please try again.',
  people: 'We could not search. Please try again.',
  person: 'We could not load this account. Please try again.',
  job: 'We could not load this job. Please try again.',
} as const satisfies Record<string, OpsText>;

/** What each action says when it worked and the server said nothing (catalogue ids). */
export const OPS_DONE = {
  guarantor: 'Call recorded.',
  approve: 'Approved: the Aboki can take bookings.',
  reject: 'Sent back to the agent with your reason.',
  suspend: 'Suspended: the Aboki is hidden and takes no bookings.',
  reinstate: 'Reinstated: the Aboki can take bookings again.',
  suspendPerson: 'Suspended: they are signed out and cannot sign in.',
  reinstatePerson: 'Reinstated: they can sign in again.',
} as const satisfies Record<string, OpsText>;

/**
 * The staff member as the last ops answer described them: the gate shows the console, the
 * authenticator steps or the code step from it; any call answered TOTP_REQUIRED locks it.
 */
export const staffAtom = atom<StaffMe | null>(null);

const store = () => getDefaultStore();

function lockConsole(): void {
  store().set(staffAtom, (staff) => (staff ? { ...staff, totp: 'LOCKED', unlockedUntil: null } : staff));
}

export type Method = 'GET' | 'POST';

export interface CallOptions {
  body?: unknown;
  /** On success, the server's message (or this catalogue text) shows for 2 s. */
  successToast?: OpsText;
  /** Statuses the page explains itself, without an error toast (the gate's 404 for non-staff). */
  quietStatuses?: readonly number[];
}

/**
 * One signed-in ops call: the token from the session, the envelope unwrapped, failures as
 * AuthFailure with a 3 s error toast. A 401 TOTP_REQUIRED locks the console; any other 401 signs
 * out, as shared/auth's signedInCall does (the token no longer works).
 */
export async function call<T>(
  method: Method,
  path: string,
  fallback: OpsText,
  { body, successToast, quietStatuses = [] }: CallOptions = {},
): Promise<AuthResult<T>> {
  const ctx = authContext();
  const t = opsT();
  try {
    const { data, message } = await ctx.client.request<T>(path, {
      method,
      ...(body === undefined ? {} : { body }),
      token: requireRealToken(ctx),
      fallbackMessage: t(fallback),
    });
    if (successToast) {
      void notifySuccess(message ?? t(successToast), AUTH_TOAST_MS.default).catch(() => undefined);
    }
    return { ok: true, data };
  } catch (error) {
    const failure = toFailure(error, t(fallback));
    const locked = failure.status === 401 && failure.code === TOTP_REQUIRED;
    if (locked) lockConsole();
    else if (failure.status === 401) clearSession(ctx);
    if (!locked && !quietStatuses.includes(failure.status)) {
      void notifyError(failure.message, AUTH_TOAST_MS.error).catch(() => undefined);
    }
    return { ok: false, error: failure };
  }
}

const query = (params: Record<string, string | null | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return search ? `?${search}` : '';
};

/** GET /api/v1/ops/me: who the staff member is; 404 (quiet) for anyone who is not staff. */
export async function fetchStaffMe(): Promise<AuthResult<{ staff: StaffMe }>> {
  const result = await call<{ staff: StaffMe }>('GET', `${BASE}/me`, OPS_FAILURES.me, {
    quietStatuses: [404],
  });
  store().set(staffAtom, result.ok ? result.data.staff : null);
  return result;
}

/** POST /api/v1/ops/totp/enrol: a new secret for the authenticator app (409 when one is set up). */
export function enrolTotp(): Promise<AuthResult<{ enrolment: TotpEnrolment }>> {
  return call('POST', `${BASE}/totp/enrol`, OPS_FAILURES.enrol);
}

/** POST /api/v1/ops/totp/verify: the code confirms the app and unlocks this session for 12 hours. */
export async function verifyTotp(code: string): Promise<AuthResult<{ staff: StaffMe }>> {
  const result = await call<{ staff: StaffMe }>('POST', `${BASE}/totp/verify`, OPS_FAILURES.verify, {
    body: { code },
  });
  if (result.ok) store().set(staffAtom, result.data.staff);
  return result;
}

/** GET /api/v1/ops/dashboard: the four numbers of the console's first page. */
export function fetchDashboard(): Promise<AuthResult<{ dashboard: OpsDashboard }>> {
  return call('GET', `${BASE}/dashboard`, OPS_FAILURES.dashboard);
}

export type ReviewQueue = 'waiting' | 'unverified';

/** GET /api/v1/ops/reviews?queue=&cursor=: one page of a review queue, oldest first. */
export function fetchReviewQueue(
  queue: ReviewQueue,
  cursor?: string | null,
): Promise<AuthResult<ReviewQueueAnswer>> {
  return call('GET', `${BASE}/reviews${query({ queue, cursor })}`, OPS_FAILURES.reviews);
}

const abokiPath = (id: string, action = '') => `${BASE}/abokis/${encodeURIComponent(id)}${action}`;

export interface AbokiReviewAnswer {
  aboki: OpsAbokiReview;
}

/** GET /api/v1/ops/abokis/:id: everything an operator needs to decide. */
export function fetchAbokiReview(id: string): Promise<AuthResult<AbokiReviewAnswer>> {
  return call('GET', abokiPath(id), OPS_FAILURES.aboki);
}

/** POST /api/v1/ops/abokis/:id/guarantor: what calling the guarantor found. */
export function recordGuarantorCheck(
  id: string,
  body: { outcome: GuarantorOutcome; note?: string },
): Promise<AuthResult<AbokiReviewAnswer>> {
  return call('POST', abokiPath(id, '/guarantor'), OPS_FAILURES.action, {
    body,
    successToast: OPS_DONE.guarantor,
  });
}

/** POST /api/v1/ops/abokis/:id/approve, with the override when the ID check did not match. */
export function approveAboki(
  id: string,
  body: { override?: string },
): Promise<AuthResult<AbokiReviewAnswer>> {
  return call('POST', abokiPath(id, '/approve'), OPS_FAILURES.action, {
    body,
    successToast: OPS_DONE.approve,
  });
}

/** The actions that take a written reason, and their endpoint. */
export type ReasonAction = 'reject' | 'suspend' | 'reinstate';

/** POST /api/v1/ops/abokis/:id/reject | suspend | reinstate with the reason. */
export function decideWithReason(
  id: string,
  action: ReasonAction,
  reason: string,
): Promise<AuthResult<AbokiReviewAnswer>> {
  return call('POST', abokiPath(id, `/${action}`), OPS_FAILURES.action, {
    body: { reason },
    successToast: OPS_DONE[action],
  });
}

/** The audit log's filters, as the URL and the API name them. */
export interface AuditFilters {
  action?: AuditAction | undefined;
  targetId?: string | undefined;
  actor?: string | undefined;
  since?: string | undefined;
}

/** GET /api/v1/ops/audit?action=&targetId=&actor=&since=&cursor=: newest first. */
export function fetchAudit(filters: AuditFilters, cursor?: string | null): Promise<AuthResult<AuditAnswer>> {
  const { action, targetId, actor, since } = filters;
  return call('GET', `${BASE}/audit${query({ action, targetId, actor, since, cursor })}`, OPS_FAILURES.audit);
}

/** GET /api/v1/ops/people?q=: accounts by e-mail, phone number or job reference; a 400 (too short) the page says under the field. */
export function searchPeople(q: string): Promise<AuthResult<{ people: PersonSummary[] }>> {
  return call('GET', `${BASE}/people${query({ q })}`, OPS_FAILURES.people, { quietStatuses: [400] });
}

const personPath = (id: string, action = '') => `${BASE}/people/${encodeURIComponent(id)}${action}`;

export interface PersonAnswer {
  person: OpsPerson;
}

/** GET /api/v1/ops/people/:id: the account, its jobs, its Abokis and its history. */
export function fetchPerson(id: string): Promise<AuthResult<PersonAnswer>> {
  return call('GET', personPath(id), OPS_FAILURES.person);
}

/** What an operator can do to an account, each with a written reason. */
export type PersonAction = 'suspend' | 'reinstate';

const PERSON_DONE = { suspend: OPS_DONE.suspendPerson, reinstate: OPS_DONE.reinstatePerson } as const;

/** POST /api/v1/ops/people/:id/suspend | reinstate with the reason; suspending ends all their sessions. */
export function decidePerson(
  id: string,
  action: PersonAction,
  reason: string,
): Promise<AuthResult<PersonAnswer>> {
  return call('POST', personPath(id, `/${action}`), OPS_FAILURES.action, {
    body: { reason },
    successToast: PERSON_DONE[action],
  });
}

export interface JobAnswer {
  job: OpsJob;
}

/** GET /api/v1/ops/jobs/:reference: the job with its whole timeline, payments, refunds and history. */
export function fetchJob(reference: string): Promise<AuthResult<JobAnswer>> {
  return call('GET', `${BASE}/jobs/${encodeURIComponent(reference)}`, OPS_FAILURES.job);
}
