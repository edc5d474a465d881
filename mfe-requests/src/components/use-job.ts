import { useEffect, useState } from 'react';
import { fetchJob, type JobView } from '../api/booking.js';

export type JobState =
  | { status: 'loading' }
  | { status: 'missing'; message: string }
  | { status: 'error'; message: string }
  | { status: 'ready'; job: JobView };

/** One job by reference: `known` (handed over by the page before) saves the round trip. */
export function useJob(reference: string | null, known?: JobView | null): [JobState, () => void] {
  const [state, setState] = useState<JobState>(() =>
    known && known.reference === reference
      ? { status: 'ready', job: known }
      : reference
        ? { status: 'loading' }
        : { status: 'missing', message: 'No request was named.' },
  );
  const [attempt, setAttempt] = useState(0);
  const skip = Boolean(known && known.reference === reference);

  useEffect(() => {
    if (skip || !reference) return;
    let live = true;
    void fetchJob(reference).then((result) => {
      if (!live) return;
      if (result.ok) setState({ status: 'ready', job: result.data.job });
      else if (result.error.status === 404) setState({ status: 'missing', message: result.error.message });
      else setState({ status: 'error', message: result.error.message });
    });
    return () => {
      live = false;
    };
  }, [reference, skip, attempt]);

  return [
    state,
    () => {
      setState({ status: 'loading' });
      setAttempt((count) => count + 1);
    },
  ];
}
