import { ApiError, NETWORK_ERROR_MESSAGE, api } from 'shared';
import { authContext, runSignedInAction, signedInCall, type AuthResult } from 'shared/auth';
import type {
  AbokiProfile,
  AbokiSearchAnswer,
  JobAgentView,
  JobCreateInput,
  JobListItem,
  JobTab,
  JobUserView,
  ProfileDetails,
  ReviewView,
  Slot,
} from 'shared/schemas';
import { translateNow } from '../i18n/index.js';

// One client function per booking endpoint (issue 9's table). Signed-in calls answer an
// AuthResult like every other remote's: the server's text, code and per-field messages, and a 3 s
// error toast. The public search and slots answer the same shape without a token.

/** The browser's own fallbacks, when the server could not be reached or said nothing. */
export const BOOKING_FAILURES = {
  get search() {
    return translateNow()('We could not search for Abokis. Please try again.');
  },
  get slots() {
    return translateNow()('We could not load this Aboki’s free times. Please try again.');
  },
  get aboki() {
    return translateNow()('We could not load this Aboki’s profile. Please try again.');
  },
  get reviews() {
    return translateNow()('We could not load more reviews. Please try again.');
  },
  get profile() {
    return translateNow()('We could not load your profile. Please try again.');
  },
  get book() {
    return translateNow()('We could not send your request. Please try again.');
  },
  get list() {
    return translateNow()('We could not load your requests. Please try again.');
  },
  get job() {
    return translateNow()('We could not load this request. Please try again.');
  },
};

export interface JobsPage {
  jobs: JobListItem[];
  nextCursor: string | null;
}

/** The booking User sees the start code; the Aboki's agent sees who booked instead. */
export type JobView = JobUserView | JobAgentView;

/** A signed-in GET through shared/auth (a 401 signs out there). */
function signedInGet<T>(path: string, fallback: string): Promise<AuthResult<T>> {
  return signedInCall<T>('GET', path, fallback);
}

/** A public call: no token, no change to the auth state; failures are the page's to show. */
async function publicGet<T>(path: string, fallback: string, signal?: AbortSignal): Promise<AuthResult<T>> {
  try {
    const { data } = await api.get<T>(path, { fallbackMessage: fallback, ...(signal ? { signal } : {}) });
    return { ok: true, data };
  } catch (error) {
    if (signal?.aborted) throw error;
    const apiError = error instanceof ApiError ? error : new ApiError(fallback, 0);
    return {
      ok: false,
      error: {
        message: apiError.status === 0 ? NETWORK_ERROR_MESSAGE : apiError.message,
        status: apiError.status,
        code: apiError.code,
        fields: apiError.fields,
        retryAfterSeconds: apiError.retryAfterSeconds,
      },
    };
  }
}

export interface SearchParams {
  service: string;
  state: string;
  lga: string;
  date?: string | undefined;
  time?: string | undefined;
  hours?: number | undefined;
  language?: string | undefined;
  cursor?: string | null | undefined;
}

function queryOf(values: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  return query.toString();
}

/** GET /api/v1/abokis/search: who is free then (with a time), or who has free times this week. */
export function searchAbokis(params: SearchParams, signal?: AbortSignal) {
  return publicGet<AbokiSearchAnswer>(
    `/api/v1/abokis/search?${queryOf({ ...params })}`,
    BOOKING_FAILURES.search,
    signal,
  );
}

/** GET /api/v1/abokis/:id: an Aboki's profile (public: who is coming). */
export function fetchAbokiProfile(abokiId: string, signal?: AbortSignal) {
  return publicGet<{ aboki: AbokiProfile }>(
    `/api/v1/abokis/${encodeURIComponent(abokiId)}`,
    BOOKING_FAILURES.aboki,
    signal,
  );
}

export interface ReviewsPage {
  reviews: ReviewView[];
  nextCursor: string | null;
}

/** GET /api/v1/abokis/:id/reviews: what Users wrote, newest first, a page at a time. */
export function fetchAbokiReviews(abokiId: string, cursor?: string, signal?: AbortSignal) {
  return publicGet<ReviewsPage>(
    `/api/v1/abokis/${encodeURIComponent(abokiId)}/reviews${cursor ? `?${queryOf({ cursor })}` : ''}`,
    BOOKING_FAILURES.reviews,
    signal,
  );
}

/** GET /api/v1/abokis/:id/slots: an Aboki's free start times for a service, a week from `from` (or `days`). */
export function fetchSlots(
  abokiId: string,
  params: { service: string; hours?: number | undefined; from?: string | undefined; days?: number },
  signal?: AbortSignal,
) {
  return publicGet<{ slots: Slot[] }>(
    `/api/v1/abokis/${encodeURIComponent(abokiId)}/slots?${queryOf({ ...params, days: params.days ?? 7 })}`,
    BOOKING_FAILURES.slots,
    signal,
  );
}

/** GET /api/v1/profile: the signed-in person's saved address, to prefill the request details. */
export function fetchProfile() {
  return signedInGet<{ profile: ProfileDetails | null }>('/api/v1/profile', BOOKING_FAILURES.profile);
}

/** GET /api/v1/jobs?tab=&cursor=: one page of a tab, keyset. */
export function listJobs(tab: JobTab, cursor?: string | null) {
  return signedInGet<JobsPage>(`/api/v1/jobs?${queryOf({ tab, cursor })}`, BOOKING_FAILURES.list);
}

/** GET /api/v1/jobs/:reference: one job, to its User (with the start code) or its Aboki's agent. */
export function fetchJob(reference: string) {
  return signedInGet<{ job: JobView }>(`/api/v1/jobs/${encodeURIComponent(reference)}`, BOOKING_FAILURES.job);
}

/** How often, and how long apart, a booking still running under the same key is asked again. */
export const IN_PROGRESS_RETRIES = 3;
export const IN_PROGRESS_WAIT_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /api/v1/jobs with the draft's Idempotency-Key: sending the same key again (a double tap, a
 * retry after a timeout) replays the first answer instead of booking twice. While the first
 * request is still running the server answers 409 IDEMPOTENCY_IN_PROGRESS; that is waited out.
 */
export function createJob(
  body: JobCreateInput,
  idempotencyKey: string,
): Promise<AuthResult<{ job: JobUserView; message: string | undefined }>> {
  const ctx = authContext();
  const attempt = async (token: string) => {
    const { data, message } = await ctx.client.request<{ job?: JobUserView } | undefined>('/api/v1/jobs', {
      method: 'POST',
      body,
      token,
      headers: { 'idempotency-key': idempotencyKey },
      fallbackMessage: BOOKING_FAILURES.book,
    });
    if (!data?.job) throw new ApiError(message || BOOKING_FAILURES.book, 200);
    return { job: data.job, message };
  };
  return runSignedInAction(ctx, BOOKING_FAILURES.book, async (token) => {
    for (let tries = 0; ; tries += 1) {
      try {
        return await attempt(token);
      } catch (error) {
        const stillRunning = error instanceof ApiError && error.code === 'IDEMPOTENCY_IN_PROGRESS';
        if (!stillRunning || tries >= IN_PROGRESS_RETRIES) throw error;
        await wait(IN_PROGRESS_WAIT_MS);
      }
    }
  });
}
