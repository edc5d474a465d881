import { useCallback, useEffect, useState } from 'react';
import { fetchJob, type JobView } from '../api/booking.js';
import { useLiveJobEvents } from 'shared/live-events';

export type JobState =
  | { status: 'loading' }
  | { status: 'missing'; message: string }
  | { status: 'error'; message: string }
  | { status: 'ready'; job: JobView };

export interface JobControls {
  retry: () => void;
  /** Puts the job an action answered in place, without a round trip. */
  replace: (job: JobView) => void;
}

/**
 * One job by reference: `known` (handed over by the page before) saves the round trip. A change
 * named on the live stream refetches it in place, without a spinner.
 */
export function useJob(
  reference: string | null,
  known?: JobView | null,
): [JobState, () => void, JobControls['replace']] {
  const [state, setState] = useState<JobState>(() =>
    known && known.reference === reference
      ? { status: 'ready', job: known }
      : reference
        ? { status: 'loading' }
        : { status: 'missing', message: 'No request was named.' },
  );
  const [attempt, setAttempt] = useState(0);
  const skip = Boolean(known && known.reference === reference) && attempt === 0;

  useEffect(() => {
    if (skip || !reference) return;
    let live = true;
    void fetchJob(reference).then((result) => {
      if (!live) return;
      if (result.ok) setState({ status: 'ready', job: result.data.job });
      // A failed live refresh keeps the job on screen rather than blanking the page.
      else
        setState((current) =>
          current.status === 'ready' && attempt > 0 && result.error.status !== 404
            ? current
            : result.error.status === 404
              ? { status: 'missing', message: result.error.message }
              : { status: 'error', message: result.error.message },
        );
    });
    return () => {
      live = false;
    };
  }, [reference, skip, attempt]);

  useLiveJobEvents((event) => {
    if (event.reference === reference) setAttempt((count) => count + 1);
  });

  const replace = useCallback((job: JobView) => setState({ status: 'ready', job }), []);

  return [
    state,
    () => {
      setState({ status: 'loading' });
      setAttempt((count) => count + 1);
    },
    replace,
  ];
}
