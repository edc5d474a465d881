/** The remotes the shell loads, by workspace name (the key in release.json's `apps`). */
export type RemoteApp = 'mfe-auth' | 'mfe-onboarding' | 'mfe-aboki' | 'mfe-requests';

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
export const ROUTE_GROUPS: readonly RouteGroup[] = [
  {
    app: 'mfe-auth',
    remote: 'mfe_auth',
    layout: 'auth',
    prefixes: ['/sign-in', '/sign-up', '/otp', '/reset-password', '/password-successful'],
  },
  {
    app: 'mfe-onboarding',
    remote: 'mfe_onboarding',
    layout: 'site',
    prefixes: ['/select-services', '/profile/agent-profile', '/profile/user-profile'],
  },
  {
    app: 'mfe-aboki',
    remote: 'mfe_aboki',
    layout: 'site',
    prefixes: ['/aboki', '/profile/agent-dashboard'],
  },
  {
    app: 'mfe-requests',
    remote: 'mfe_requests',
    layout: 'site',
    prefixes: ['/select-aboki', '/manage-services-request'],
  },
];

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
