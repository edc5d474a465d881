import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates a page the server rendered (and on the server), true otherwise. The
 * server renders every visitor's page alike; what only the browser knows (who is signed in) shows
 * from the render right after hydration, so the markup hydrated always matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
