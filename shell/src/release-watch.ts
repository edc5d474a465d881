import { fetchRelease, type Release } from './remotes.js';
import { watchForReleaseTaking } from './release-take.js';

/** How often an open tab asks whether its release is still the site's. */
export const RELEASE_CHECK_MS = 60_000;
/** Navigations ask too, but not more often than this. */
export const NAVIGATION_CHECK_MS = 10_000;

export interface ReleaseWatchOptions {
  /** The release this page was loaded with. */
  pageRelease: string;
  getRelease?: () => Promise<Release>;
  /** Called once, when the site's release is no longer this page's (a rollback, a new compose). */
  onStale: (current: Release) => void;
  now?: () => number;
}

/**
 * Tells a tab that the site moved on from its release. The tab keeps working (the versions it runs
 * stay published until `release gc`, which never removes a live one) and is never reloaded for
 * the visitor: it only learns, so it can offer a reload that loses nothing they have not saved.
 */
export function createReleaseWatch({
  pageRelease,
  getRelease = () => fetchRelease(),
  onStale,
  now = Date.now,
}: ReleaseWatchOptions) {
  let lastCheck = now();
  let stale = false;
  let checking: Promise<void> | null = null;

  function check(): Promise<void> {
    if (stale) return Promise.resolve();
    lastCheck = now();
    checking ??= getRelease()
      .then((current) => {
        if (current.id !== pageRelease && !stale) {
          stale = true;
          onStale(current);
        }
      })
      .catch(() => undefined) // Offline or mid-deploy: ask again later.
      .finally(() => {
        checking = null;
      });
    return checking;
  }

  return {
    check,
    /** On a navigation: checks unless it checked a moment ago. */
    navigated(): Promise<void> {
      return now() - lastCheck >= NAVIGATION_CHECK_MS ? check() : Promise.resolve();
    },
    get stale() {
      return stale;
    },
  };
}

/** The part of the router the watch reads: where the page is, and whether it is still navigating. */
export interface NavigationSource {
  subscribe: (
    listener: (state: {
      location: { pathname: string; search: string };
      navigation: { state: string };
    }) => void,
  ) => unknown;
}

/** The reload banner's and the preview badge's code, fetched only by the tabs that show one. */
const notices = () => import(/* webpackChunkName: "release-banner" */ './release-banner.js');

/**
 * Watches from now on: every minute, on navigations, and when the tab comes back into view. A page
 * of a previewing account shows its badge; the release it watches is that account's, preview included.
 */
export function startReleaseWatch(router: NavigationSource, release: Release): void {
  const { preview } = release;
  if (preview) void notices().then(({ showPreviewBadge }) => showPreviewBadge(preview));
  // A new release is taken at the next link followed, never mid-form (release-take.ts).
  const taking = watchForReleaseTaking();
  const watch = createReleaseWatch({
    pageRelease: release.id,
    onStale: () => {
      window.clearInterval(timer);
      taking.releaseChanged();
      void notices().then(({ showReleaseBanner }) => showReleaseBanner());
    },
  });
  const timer = window.setInterval(() => void watch.check(), RELEASE_CHECK_MS);
  let location = '';
  router.subscribe((state) => {
    const next = `${state.location.pathname}${state.location.search}`;
    if (state.navigation.state === 'idle' && next !== location) {
      if (location) {
        void watch.navigated();
        taking.navigated();
      }
      location = next;
    }
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void watch.navigated();
  });
}
