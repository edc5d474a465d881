import { digestFor } from './integrity-gate.js';
import { embeddedRelease } from './remotes.js';

// The page's side of the service worker (deploy/src/sw): it installs the worker, hands it what the
// page loaded before the worker controlled it, and says so while the network is gone. Plain DOM and
// no React: this is in every page's first download. Why: docs/decisions/0037-service-worker-and-page-budgets.md.

export const OFFLINE_TEXT =
  'You are offline. Pages you have visited still open, and what you type is kept; send it once you are back online.';

/** Shows a notice while the browser is offline, and removes it when the network is back. */
export function showWhileOffline(win: Window = window): void {
  const doc = win.document;
  let notice: HTMLElement | null = null;
  const update = () => {
    if (win.navigator.onLine) {
      notice?.remove();
      notice = null;
    } else if (!notice) {
      notice = doc.createElement('p');
      notice.className = 'offline-notice';
      notice.setAttribute('role', 'status');
      notice.textContent = OFFLINE_TEXT;
      doc.body.append(notice);
    }
  };
  win.addEventListener('online', update);
  win.addEventListener('offline', update);
  update();
}

/** The files of published builds this page has loaded, with the digests the page checked them by. */
export function loadedFiles(): { url: string; integrity: string }[] {
  const known = new Map<string, string>();
  // The release's own digests: each remote's integrity.json and manifest.
  for (const app of Object.values(embeddedRelease()?.apps ?? {})) {
    if (app.integrity) known.set(new URL(`${app.base}integrity.json`, location.href).href, app.integrity);
    if (app.manifestIntegrity) {
      known.set(new URL(`${app.base}mf-manifest.json`, location.href).href, app.manifestIntegrity);
    }
  }
  const files = new Map<string, string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin !== location.origin || !url.pathname.startsWith('/remotes/')) continue;
    const integrity = known.get(url.href) ?? digestFor(url.href);
    if (integrity) files.set(url.href, integrity);
  }
  return [...files].map(([url, integrity]) => ({ url, integrity }));
}

/** What this page has handed the worker already (keepLoadedFiles). */
const handedOver = new Set<string>();

/**
 * Hands the worker the files this page has loaded so far, with their digests: those fetched before
 * it controlled the page went past it. Called once it is ready, and again after each navigation
 * (bootstrap.tsx): the shell starts after the first paint, often before a remote's files, which the
 * document preloads, are known by their digests. The worker keeps each file once.
 */
export function keepLoadedFiles(): void {
  if (!('serviceWorker' in navigator) || !document.querySelector('link[rel="manifest"]')) return;
  void navigator.serviceWorker.ready
    .then((registration) => {
      // Each router update calls this: only files not handed over yet go to the worker.
      const files = loadedFiles().filter(({ url }) => !handedOver.has(url));
      if (files.length === 0 || !registration.active) return;
      registration.active.postMessage({ type: 'keep', files });
      for (const { url } of files) handedOver.add(url);
    })
    .catch(() => undefined);
}

/** Installs the service worker once the page has loaded (only where the server offers one). */
export function startOfflineSupport(): void {
  showWhileOffline();
  if (!('serviceWorker' in navigator) || !document.querySelector('link[rel="manifest"]')) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .then(() => keepLoadedFiles())
      .catch(() => undefined); // No worker: the site works as before, only without offline pages.
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
