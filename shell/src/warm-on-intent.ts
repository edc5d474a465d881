import type { RoutesLoader } from './remotes.js';
import { findRouteGroup, ROUTE_GROUPS, type RouteGroup } from './route-groups.js';

/**
 * Starts loading a remote's routes (the federation host, the remote's manifest, entry and routes
 * module) as soon as a finger or the mouse presses a link to one of its pages: the click that
 * follows finds them on the way. A public page downloads none of it before that, since most visits
 * never open a remote (decision 0060); a press is the intent worth spending data on, a hover is not.
 * Returns a function that stops listening.
 */
export function warmRemotesOnIntent(
  loadRoutes: RoutesLoader,
  doc: Document = document,
  groups: readonly RouteGroup[] = ROUTE_GROUPS,
): () => void {
  const warm = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== doc.location.origin) return;
    const group = findRouteGroup(link.pathname, groups);
    // A failure is reported and forgotten by the loader: the navigation tries again.
    if (group) loadRoutes(group).catch(() => undefined);
  };
  doc.addEventListener('pointerdown', warm, { capture: true, passive: true });
  return () => doc.removeEventListener('pointerdown', warm, { capture: true });
}
