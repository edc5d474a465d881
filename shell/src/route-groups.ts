// The one list of apps (apps.json, design.md §2): a sixth remote is an entry there, not an edit here.
import appList from '../../apps.json' with { type: 'json' };

/** The remotes the shell loads, by workspace name (the key in release.json's `apps`). */
export type RemoteApp = string;

export interface RouteGroup {
  app: RemoteApp;
  /** Module Federation name; the shell loads `<remote>/routes`. */
  remote: string;
  /** Which shell layout wraps the group's pages. */
  layout: 'site' | 'auth';
  /** Paths the group owns, with everything under them; new pages under these need no shell release. */
  prefixes: readonly string[];
}

/** Which remote owns which paths (spec §2, design.md §2). `/profile/*` is split between two teams. */
export const ROUTE_GROUPS: readonly RouteGroup[] = appList.apps.flatMap(
  ({ app, federationName, layout, prefixes }): RouteGroup[] =>
    layout === 'site' || layout === 'auth' ? [{ app, remote: federationName, layout, prefixes }] : [],
);

/** The group owning a path: the prefix itself or anything below it (matched like the router, ignoring case). */
export function findRouteGroup(
  pathname: string,
  groups: readonly RouteGroup[] = ROUTE_GROUPS,
): RouteGroup | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return groups.find((group) =>
    group.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
  );
}
