import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

/** Why a load failed: at least the words to show (the remotes' `AuthResult` errors carry more). */
export interface LoadFailure {
  message: string;
}

/** What a load answers: failures are answers too, never rejections (the remotes' `AuthResult`). */
export type LoadResult<T, E extends LoadFailure = LoadFailure> =
  { ok: true; data: T } | { ok: false; error: E };

export type LoadState<T, E extends LoadFailure = LoadFailure> =
  | { status: 'loading' }
  | { status: 'error'; error: E }
  /** `refreshFailed`: the data is what was last loaded, kept because loading it again failed (keepDataOnError). */
  | { status: 'ready'; data: T; refreshFailed?: E | undefined };

export interface LoadControls<T> {
  /** Shows the loading state and loads again: the "Try again" of a failure. */
  retry: () => void;
  /** Loads again while what is on screen stays there until the answer (a live update). */
  refresh: () => void;
  /** Puts data in place without a round trip: what an action or a saved form answered. */
  setData: (data: T) => void;
}

export type Load<T, E extends LoadFailure = LoadFailure> = LoadState<T, E> & LoadControls<T>;

export interface LoadOptions<T, E extends LoadFailure> {
  /** False while there is nothing to load (no id in the address): nothing runs, the state is loading. */
  enabled?: boolean;
  /** Data the page already has (handed over by the page before): shown at once, the first load skipped. */
  initialData?: T | undefined;
  /** Whether a failed load may leave the data on screen instead of the error (a failed live refresh). */
  keepDataOnError?: (error: E) => boolean;
}

const LOADING = { status: 'loading' } as const;

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

/**
 * Data for a page or component, with its loading and error states and a retry. `load` runs again
 * when a value in `deps` changes (the state shows loading until its answer), on `retry` and on
 * `refresh`. An answer that arrives after a newer load started, or after the component left, is
 * dropped, and the signal `load` receives is aborted: a public call may pass it on to `fetch`, a
 * signed-in one should not (an aborted call would raise an error toast for nothing).
 */
export function useLoad<T, E extends LoadFailure = LoadFailure>(
  load: (signal: AbortSignal) => Promise<LoadResult<T, E>>,
  deps: DependencyList,
  { enabled = true, initialData, keepDataOnError }: LoadOptions<T, E> = {},
): Load<T, E> {
  const key = [...deps, enabled];
  // The state and the deps it belongs to: under other deps it is stale, and loading is shown.
  const [shown, setShown] = useState<{ key: DependencyList; state: LoadState<T, E> }>(() => ({
    key,
    state: initialData === undefined ? LOADING : { status: 'ready', data: initialData },
  }));
  // Initial data stands in for the first load under the first deps, and for no later one.
  const first = useRef({ key, skip: initialData !== undefined });
  const [run, setRun] = useState(0);
  // The latest arguments, for the answer and the controls; they change with each render.
  const latest = useRef({ key, load, keepDataOnError });
  useEffect(() => {
    latest.current = { key, load, keepDataOnError };
  });

  useEffect(() => {
    const { key: started, load: current } = latest.current;
    if (!enabled || (run === 0 && first.current.skip && sameDeps(first.current.key, started))) return;
    first.current.skip = false;
    const controller = new AbortController();
    let live = true;
    void current(controller.signal).then(
      (result) => {
        if (!live) return;
        setShown((previous) => {
          if (result.ok) return { key: started, state: { status: 'ready', data: result.data } };
          const keep =
            sameDeps(previous.key, started) &&
            previous.state.status === 'ready' &&
            latest.current.keepDataOnError?.(result.error);
          return keep
            ? { key: started, state: { ...previous.state, refreshFailed: result.error } }
            : { key: started, state: { status: 'error', error: result.error } };
        });
      },
      (error: unknown) => {
        // A rejection is an aborted call (dropped) or a bug, left to surface as before.
        if (live) throw error;
      },
    );
    return () => {
      live = false;
      controller.abort();
    };
    // `deps` are the caller's, as with useEffect; `load` is read from `latest` so a new closure each
    // render does not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, enabled, run]);

  const retry = useCallback(() => {
    setShown({ key: latest.current.key, state: LOADING });
    setRun((count) => count + 1);
  }, []);
  const refresh = useCallback(() => setRun((count) => count + 1), []);
  const setData = useCallback(
    (data: T) => setShown({ key: latest.current.key, state: { status: 'ready', data } }),
    [],
  );

  const state = sameDeps(shown.key, key) ? shown.state : LOADING;
  return { ...state, retry, refresh, setData };
}
