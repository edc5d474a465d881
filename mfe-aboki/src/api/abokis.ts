import { MESSAGES } from 'shared/messages';
import { signedInCall, type AuthResult } from 'shared/auth';
import type {
  AbokiAvailabilityInput,
  AbokiListItem,
  AbokiOwnerView,
  AbokiServicesInput,
} from 'shared/schemas';
import { abokiT, type AbokiText } from '../i18n/index.js';

// One client function per Aboki endpoint (issue 8's table). Each answers an AuthResult: failures
// carry the server's text, its code and per-field messages for the form, and raise a 3 s error
// toast like every other action on the site.

const BASE = '/api/v1/abokis';

/**
 * The browser's own fallbacks, when the server could not be reached or said nothing, as catalogue
 * ids: `said(id)` words them in the page's language when the call is made.
 */
export const ABOKI_FAILURES = {
  load: 'We could not load this Aboki. Please try again.',
  list: 'We could not load your Abokis. Please try again.',
  create: 'We could not start the Aboki’s profile. Please try again.',
  save: 'We could not save the Aboki’s details. Please try again.',
  photo: 'We could not upload the photo. Please try again.',
  publish: 'We could not send the Aboki for review. Please try again.',
  pause: 'We could not pause the Aboki. Please try again.',
  resume: 'We could not resume the Aboki. Please try again.',
} as const satisfies Record<string, AbokiText>;

/** One of mfe-aboki's own texts (a fallback, a toast) in the page's language now. */
export const said = (id: AbokiText): string => abokiT()(id);

export interface AbokiAnswer {
  aboki: AbokiOwnerView;
}

export interface AbokiPage {
  abokis: AbokiListItem[];
  nextCursor: string | null;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** One signed-in JSON call (shared/auth's signedInCall: a 401 signs out); `successToast` as there. */
export function call<T>(
  method: Method,
  path: string,
  fallback: AbokiText,
  options: { body?: unknown; successToast?: string } = {},
): Promise<AuthResult<T>> {
  return signedInCall<T>(method, path, said(fallback), options);
}

const abokiPath = (id: string, action = '') => `${BASE}/${encodeURIComponent(id)}${action}`;

/** POST /api/v1/abokis: step 1 makes the draft. */
export function createAboki(body: object): Promise<AuthResult<AbokiAnswer>> {
  return call('POST', BASE, ABOKI_FAILURES.create, { body });
}

/** PATCH /api/v1/abokis/:id: any of the profile, details, identity and guarantor fields. */
export function updateAboki(id: string, body: object): Promise<AuthResult<AbokiAnswer>> {
  return call('PATCH', abokiPath(id), ABOKI_FAILURES.save, { body });
}

/** PUT /api/v1/abokis/:id/services: replaces the set. */
export function setAbokiServices(id: string, body: AbokiServicesInput): Promise<AuthResult<AbokiAnswer>> {
  return call('PUT', abokiPath(id, '/services'), ABOKI_FAILURES.save, { body });
}

/** PUT /api/v1/abokis/:id/availability: weekly hours, areas served and time off, all at once. */
export function setAbokiAvailability(
  id: string,
  body: AbokiAvailabilityInput,
): Promise<AuthResult<AbokiAnswer>> {
  return call('PUT', abokiPath(id, '/availability'), ABOKI_FAILURES.save, { body });
}

/**
 * POST /api/v1/abokis/:id/publish: sends it for review, DRAFT or REJECTED → PENDING_REVIEW (Users
 * find it once an operator approves it), or 422 NOT_READY naming what is missing.
 */
export function publishAboki(id: string): Promise<AuthResult<AbokiAnswer>> {
  return call('POST', abokiPath(id, '/publish'), ABOKI_FAILURES.publish, {
    successToast: MESSAGES.abokiSentForReview,
  });
}

/** POST /api/v1/abokis/:id/pause: ACTIVE → PAUSED (hidden from Users). */
export function pauseAboki(id: string): Promise<AuthResult<AbokiAnswer>> {
  return call('POST', abokiPath(id, '/pause'), ABOKI_FAILURES.pause, { successToast: MESSAGES.abokiPaused });
}

/** POST /api/v1/abokis/:id/resume: PAUSED → ACTIVE. */
export function resumeAboki(id: string): Promise<AuthResult<AbokiAnswer>> {
  return call('POST', abokiPath(id, '/resume'), ABOKI_FAILURES.resume, {
    successToast: MESSAGES.abokiResumed,
  });
}

/** GET /api/v1/abokis/mine?cursor=: one page of the agent's Abokis, newest first. */
export function listMyAbokis(cursor?: string | null): Promise<AuthResult<AbokiPage>> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return call('GET', `${BASE}/mine${query}`, ABOKI_FAILURES.list);
}

/** GET /api/v1/abokis/:id: the owner's view of one Aboki (everything, the ID masked). */
export function fetchAboki(id: string): Promise<AuthResult<AbokiAnswer>> {
  return call('GET', abokiPath(id), ABOKI_FAILURES.load);
}

/** PUT /api/v1/abokis/:id/photo with the image's bytes, sent with its own Content-Type. */
export function uploadAbokiPhoto(id: string, photo: Blob): Promise<AuthResult<AbokiAnswer>> {
  return signedInCall<AbokiAnswer>('PUT', abokiPath(id, '/photo'), said(ABOKI_FAILURES.photo), {
    rawBody: photo,
  });
}
