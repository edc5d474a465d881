import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { createAppRoutes, createRoutePatcher } from '../router.js';
import type { RoutesLoader } from '../remotes.js';
import type { RemoteApp, RouteGroup } from '../route-groups.js';
import { SPEC_ROUTES } from './spec-routes.js';

/** Routes a fake remote exports: each of its spec paths shows an h1 naming the app and path. */
export function fakeRemoteRoutes(app: RemoteApp): RouteObject[] {
  return SPEC_ROUTES.filter(([, owner]) => owner === app).map(([path]) => ({
    path,
    element: <h1>{`${app} ${path}`}</h1>,
  }));
}

export const fakeRemotes = jest.fn<RoutesLoader>(async (group: RouteGroup) => fakeRemoteRoutes(group.app));

/** The shell's real route table in a memory router, remotes patched in by `loadRoutes`. */
export function renderShell(path: string, loadRoutes: RoutesLoader = fakeRemotes) {
  const router = createMemoryRouter(createAppRoutes(), {
    initialEntries: [path],
    patchRoutesOnNavigation: createRoutePatcher(loadRoutes),
  });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

export const CATALOGUE = [
  {
    id: '5f0c6a56-0000-4000-8000-000000000001',
    slug: 'home-cleaning',
    name: 'Home cleaning',
    description: 'Sweeping, mopping and dusting.',
    category: 'Cleaning and laundry',
    unit: 'job',
    basePriceKobo: 1_500_000,
  },
  {
    id: '5f0c6a56-0000-4000-8000-000000000002',
    slug: 'plumbing',
    name: 'Plumbing repairs',
    description: 'Leaks, taps and pipes.',
    category: 'Repairs',
    unit: 'hour',
    basePriceKobo: 300_000,
  },
] as const;

/** Answers fetch like the API would; the API client itself is tested against a real server in shared. */
export function respondWith(status: number, body: unknown) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
}
