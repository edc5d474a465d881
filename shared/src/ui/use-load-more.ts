import { useRef, useState } from 'react';
import type { LoadFailure, LoadResult } from './use-load.js';

export interface LoadMoreOptions<T, P extends { nextCursor: string | null }> {
  /** The page after `cursor` (the API's nextCursor), for the list `shown`. */
  nextPage: (cursor: string, shown: T) => Promise<LoadResult<P, LoadFailure>>;
  /** The list with the page after it. */
  join: (shown: T, page: P) => T;
  /** Puts the joined list on screen (a load's setData, or the page's own state). */
  put: (joined: T) => void;
}

export interface LoadMore<T> {
  /** True while a page is on its way: the button shows it, and another press does nothing. */
  busy: boolean;
  /** Why the last page did not come, in words; cleared by the next try. */
  error: string | null;
  loadMore: (shown: T) => void;
}

/**
 * "Load more" under a keyset-paged list: one next page at a time, joined to what is shown; a failed
 * page leaves the list as it was and says why (the button stays, to try again).
 */
export function useLoadMore<
  T extends { nextCursor: string | null },
  P extends { nextCursor: string | null },
>({ nextPage, join, put }: LoadMoreOptions<T, P>): LoadMore<T> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A ref, not the state: two presses in one frame both see busy === false.
  const inFlight = useRef(false);

  async function load(shown: T) {
    if (!shown.nextCursor || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    const page = await nextPage(shown.nextCursor, shown);
    inFlight.current = false;
    setBusy(false);
    if (page.ok) put(join(shown, page.data));
    else setError(page.error.message);
  }

  return { busy, error, loadMore: (shown) => void load(shown) };
}
