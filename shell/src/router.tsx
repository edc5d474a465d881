import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from './errors/not-found-page.js';
import { RootErrorPage } from './errors/root-error-page.js';
import { RouteErrorPage } from './errors/route-error-page.js';
import { AuthLayout } from './layouts/auth-layout.js';
import { InitialLoading, RootLayout } from './layouts/root-layout.js';
import { SiteLayout } from './layouts/site-layout.js';
import type { RoutesLoader } from './remotes.js';
import { ROUTE_GROUPS, findRouteGroup, type RouteGroup } from './route-groups.js';

/**
 * A remote's group: a pathless route carrying the group's error page, holding one placeholder
 * per prefix. A placeholder is a splat, so the router asks patchRoutesOnNavigation for the real
 * routes; once they are patched in, it only still matches paths the remote does not have (404).
 */
function groupRoute(group: RouteGroup): RouteObject {
  return {
    id: group.app,
    ErrorBoundary: RouteErrorPage,
    children: group.prefixes.map((prefix) => ({
      id: `${group.app}:${prefix}`,
      path: `${prefix}/*`,
      Component: NotFoundPage,
    })),
  };
}

/** The whole site's route table: the shell's public pages and a placeholder group per remote. */
export function createAppRoutes(groups: readonly RouteGroup[] = ROUTE_GROUPS): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorPage,
      HydrateFallback: InitialLoading,
      children: [
        {
          id: 'site',
          Component: SiteLayout,
          children: [
            {
              id: 'shell',
              ErrorBoundary: RouteErrorPage,
              children: [
                {
                  index: true,
                  // Public pages' chunks are named so the server can preload the one a document shows.
                  lazy: async () => ({
                    Component: (await import(/* webpackChunkName: "page-home" */ './pages/home-page.js'))
                      .HomePage,
                  }),
                },
                {
                  path: 'about',
                  lazy: async () => ({
                    Component: (await import(/* webpackChunkName: "page-about" */ './pages/about-page.js'))
                      .AboutPage,
                  }),
                },
                {
                  path: 'services',
                  lazy: async () => ({
                    Component: (
                      await import(/* webpackChunkName: "page-services" */ './pages/services-page.js')
                    ).ServicesPage,
                  }),
                },
                {
                  path: 'contact',
                  lazy: async () => ({
                    Component: (
                      await import(/* webpackChunkName: "page-contact" */ './pages/contact-page.js')
                    ).ContactPage,
                  }),
                },
                {
                  path: 'help',
                  lazy: async () => ({
                    Component: (await import(/* webpackChunkName: "page-help" */ './pages/help-page.js'))
                      .HelpPage,
                  }),
                },
                { path: '*', Component: NotFoundPage },
              ],
            },
            ...groups.filter((group) => group.layout === 'site').map(groupRoute),
          ],
        },
        {
          id: 'auth',
          Component: AuthLayout,
          children: groups.filter((group) => group.layout === 'auth').map(groupRoute),
        },
      ],
    },
  ];
}

type PatchRoutesOnNavigation = NonNullable<
  Parameters<typeof createBrowserRouter>[1]
>['patchRoutesOnNavigation'];

/** Patches a remote's routes into its group the first time a path of that group is visited. */
export function createRoutePatcher(
  loadRoutes: RoutesLoader,
  groups: readonly RouteGroup[] = ROUTE_GROUPS,
): NonNullable<PatchRoutesOnNavigation> {
  return async ({ path, patch }) => {
    const group = findRouteGroup(path, groups);
    if (!group) return;
    // A RemoteLoadError thrown here is shown by the group's error page.
    patch(group.app, await loadRoutes(group));
  };
}

/**
 * The browser's router. A prerendered page passes its routes with the matched lazy ones already
 * loaded, and `hydrate`: the router then starts on that page at once (no loading fallback, no
 * route discovery for it), so the first render matches the server's markup.
 */
export function createAppRouter(
  loadRoutes: RoutesLoader,
  routes: RouteObject[] = createAppRoutes(),
  { hydrate = false }: { hydrate?: boolean } = {},
) {
  return createBrowserRouter(routes, {
    patchRoutesOnNavigation: createRoutePatcher(loadRoutes),
    ...(hydrate ? { hydrationData: { loaderData: {} } } : {}),
  });
}
