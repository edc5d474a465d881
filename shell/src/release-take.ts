// When the site's release has moved on (release-watch.ts), the visitor takes it at their next
// navigation, never in the middle of a form: a link they follow loads its page anew (on the new
// release, its files already fetched by the service worker), unless a form on this page holds
// typing not yet sent; that link stays inside the page as before, and the next one takes the release.

interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** The same-origin link a plain click follows in this tab, or null. */
export function followedLink(event: LinkClick, target: EventTarget | null, origin: string): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href);
  return url.origin === origin ? url : null;
}

/**
 * Watches this page's links and forms from the start (typing before the release changed counts).
 * Once told the release changed, the next link followed loads its page from the server (see above).
 */
export function watchForReleaseTaking(doc: Document = document) {
  let stale = false;
  /** A form on this page has input not yet sent. */
  let typing = false;
  const onInput = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('form')) typing = true;
  };
  const onSubmit = () => {
    typing = false;
  };
  const onClick = (event: MouseEvent) => {
    if (!stale || !followedLink(event, event.target, location.origin)) return;
    if (typing) {
      typing = false; // This navigation leaves the form's page inside the app; the next one reloads.
      return;
    }
    // Before the router's own listener (on the app's root) can turn it into an in-page
    // navigation: the browser follows the link itself.
    event.stopPropagation();
  };
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('click', onClick, true);
  return {
    releaseChanged(): void {
      stale = true;
      // The service worker fetches the new release's files now, so that page load costs little.
      navigator.serviceWorker?.controller?.postMessage({ type: 'release-changed' });
    },
    /** The app moved to another page: the forms of the last one are gone. */
    navigated(): void {
      typing = false;
    },
    stop(): void {
      doc.removeEventListener('input', onInput, true);
      doc.removeEventListener('submit', onSubmit, true);
      doc.removeEventListener('click', onClick, true);
    },
  };
}
