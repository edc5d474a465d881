import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { authAtom, keepForOffline, readOffline, useLoad, useT } from 'shared';
import type { AuthFailure } from 'shared/auth';
import { fetchJob, type JobView } from '../api/booking.js';
import { useLiveJobEvents } from 'shared/live-events';
import { requestsBook, type RequestsText } from '../i18n/index.js';

export type JobState =
  | { status: 'loading' }
  | { status: 'missing'; message: string }
  | { status: 'error'; message: string }
  /** No signal, and this job was never opened on this device. */
  | { status: 'offline'; message: string }
  /** `offlineSince`: no signal; the job as this device last saw it, then. */
  | { status: 'ready'; job: JobView; offlineSince?: Date | undefined };

/** What an offline job page says when it has nothing kept (in English; the page says it in its language). */
export const NOT_KEPT_OFFLINE =
  'This request has not been opened on this phone yet, so it is not available offline. It opens as soon as you are back online.' satisfies RequestsText;

const offlineName = (reference: string) => `job:${reference}`;

/**
 * One job by reference: `known` (handed over by the page before) saves the round trip. A change
 * named on the live stream refetches it in place, without a spinner. Answers the state, a retry, and
 * `replace`, which puts the job an action answered in place without a round trip.
 */
export function useJob(
  reference: string | null,
  known?: JobView | null,
): [JobState, () => void, (job: JobView) => void] {
  const t = useT(requestsBook);
  const { user } = useAtomValue(authAtom);
  const userId = user?.id;
  // Each answer is kept on the device for its account; with no signal, the kept one is shown.
  const load = useLoad<{ job: JobView; offlineSince?: Date }, AuthFailure>(
    async () => {
      const result = await fetchJob(reference ?? '');
      if (!userId) return result;
      if (result.ok) keepForOffline(userId, offlineName(result.data.job.reference), result.data.job);
      if (result.ok || result.error.status !== 0) return result;
      const kept = readOffline<JobView>(userId, offlineName(reference ?? ''));
      return kept ? { ok: true as const, data: { job: kept.value, offlineSince: kept.savedAt } } : result;
    },
    [reference, userId],
    {
      enabled: Boolean(reference),
      initialData: known && known.reference === reference ? { job: known } : undefined,
      // A failed live refresh keeps the job on screen rather than blanking the page.
      keepDataOnError: (error) => error.status !== 404,
    },
  );

  useLiveJobEvents((event) => {
    if (event.reference === reference) load.refresh();
  });

  const { setData } = load;
  const replace = useCallback((job: JobView) => setData({ job }), [setData]);
  const state: JobState = !reference
    ? { status: 'missing', message: 'No request was named.' }
    : load.status === 'ready'
      ? { status: 'ready', job: load.data.job, offlineSince: load.data.offlineSince }
      : load.status === 'error'
        ? load.error.status === 404
          ? { status: 'missing', message: load.error.message }
          : load.error.status === 0
            ? {
                status: 'offline',
                message: t(
                  'This request has not been opened on this phone yet, so it is not available offline. It opens as soon as you are back online.',
                ),
              }
            : { status: 'error', message: load.error.message }
        : load;
  return [state, load.retry, replace];
}
