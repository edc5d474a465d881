import type { RoutesLoader } from './remotes.js';
import { findRouteGroup, ROUTE_GROUPS, type RouteGroup } from './route-groups.js';

/**
 * Starts loading a remote's routes (the federation host, the remote's manifest, entry and routes
 * module) as soon as a person shows they are about to follow a link to one of its pages: a finger
 * or button pressing it, or a mouse resting on it (a computer, where a hover comes well before the
 * click). The click that follows finds them on the way. A public page downloads none of it before
 * that, since most visits never open a remote (decision 0060); a finger passing over a link while
 * scrolling is no intent, so touch counts only when it presses. Returns a function that stops
 * listening.
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
  const hover = (event: Event) => {
    if ((event as PointerEvent).pointerType === 'mouse') warm(event);
  };
  doc.addEventListener('pointerdown', warm, { capture: true, passive: true });
  doc.addEventListener('pointerover', hover, { capture: true, passive: true });
  return () => {
    doc.removeEventListener('pointerdown', warm, { capture: true });
    doc.removeEventListener('pointerover', hover, { capture: true });
  };
}
