import { useCallback } from 'react';
import { useLoad } from 'shared';
import { fetchJob, type JobView } from '../api/booking.js';
import { useLiveJobEvents } from 'shared/live-events';

export type JobState =
  | { status: 'loading' }
  | { status: 'missing'; message: string }
  | { status: 'error'; message: string }
  | { status: 'ready'; job: JobView };

/**
 * One job by reference: `known` (handed over by the page before) saves the round trip. A change
 * named on the live stream refetches it in place, without a spinner. Answers the state, a retry, and
 * `replace`, which puts the job an action answered in place without a round trip.
 */
export function useJob(
  reference: string | null,
  known?: JobView | null,
): [JobState, () => void, (job: JobView) => void] {
  const load = useLoad(() => fetchJob(reference ?? ''), [reference], {
    enabled: Boolean(reference),
    initialData: known && known.reference === reference ? { job: known } : undefined,
    // A failed live refresh keeps the job on screen rather than blanking the page.
    keepDataOnError: (error) => error.status !== 404,
  });

  useLiveJobEvents((event) => {
    if (event.reference === reference) load.refresh();
  });

  const { setData } = load;
  const replace = useCallback((job: JobView) => setData({ job }), [setData]);
  const state: JobState = !reference
    ? { status: 'missing', message: 'No request was named.' }
    : load.status === 'ready'
      ? { status: 'ready', job: load.data.job }
      : load.status === 'error'
        ? { status: load.error.status === 404 ? 'missing' : 'error', message: load.error.message }
        : load;
  return [state, load.retry, replace];
}
