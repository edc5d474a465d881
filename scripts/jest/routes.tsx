// Test helpers for route tables: every page path a table declares, and rendering one path.
import { render, screen } from '@testing-library/react';
import { isValidElement } from 'react';
import {
  Navigate,
  RouterProvider,
  createMemoryRouter,
  type InitialEntry,
  type RouteObject,
} from 'react-router-dom';

function join(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** The absolute paths a route table can show: its index routes and its leaf routes. */
export function routePaths(routes: readonly RouteObject[], parent = '/'): string[] {
  return routes.flatMap((route) => {
    const here = route.path ? join(parent, route.path) : parent;
    if (route.index) return [here];
    if (route.children?.length) return routePaths(route.children, here);
    return route.path ? [here] : [];
  });
}

/**
 * Renders a route table in memory at a path (or a history), under a root route standing in for the
 * shell's; returns the router to inspect its state.
 */
export function renderRoutes(routes: RouteObject[], at: string | { entries: InitialEntry[]; index: number }) {
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: routes }], {
    initialEntries: typeof at === 'string' ? [at] : at.entries,
    ...(typeof at === 'string' ? {} : { initialIndex: at.index }),
  });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

/** Leaf routes that are neither lazily loaded nor redirects: each would ship in the remote's entry. */
export function eagerRoutePaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => {
    if (route.children) return eagerRoutePaths(route.children);
    const redirect = isValidElement(route.element) && route.element.type === Navigate;
    return route.lazy || redirect ? [] : [String(route.path)];
  });
}

/** The page shown has exactly one h1, the one expected, and its document title. */
export async function expectPage(heading: string, title: string): Promise<void> {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(document.title).toBe(title);
}
