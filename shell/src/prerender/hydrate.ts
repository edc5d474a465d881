import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy routes a path matches and puts their components in place, so the router's first
 * render is the page itself (as the server rendered it), not the loading fallback: hydration finds
 * the same markup. React Router's documented way to hydrate lazy routes.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter(
    (match) => typeof match.route.lazy === 'function',
  );
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
