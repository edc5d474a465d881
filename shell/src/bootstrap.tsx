import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  currentLanguage,
  followOtherTabs,
  initialiseAuth,
  loadAllBooks,
  seedServiceCatalogue,
  turnOnPseudoLocale,
} from 'shared';
import './styles/global.css';
import { App } from './app.js';
import { createAppRoutes, createAppRouter } from './router.js';
import { asksWithAccount, createFederationRoutesLoader, embeddedRelease, fetchRelease } from './remotes.js';
import { startReleaseWatch } from './release-watch.js';
import { keepLoadedFiles, startOfflineSupport } from './offline.js';
import { yieldToMain } from './yield-to-main.js';
import { resolveLazyRoutes } from './prerender/hydrate.js';
import { warmRemotesOnIntent } from './warm-on-intent.js';
import { documentPageData } from './prerender/page-data.js';

// Development's pseudo-locale (`?pseudo`): any word not taken from a catalogue stays plain and shows.
if (process.env.NODE_ENV === 'development' && new URLSearchParams(location.search).has('pseudo')) {
  turnOnPseudoLocale();
}
initialiseAuth();
// A sign-out (or sign-in) in another tab of the site applies here at once.
followOtherTabs();
// The service worker (a low-data repeat visit, pages offline) and the "You are offline" notice.
startOfflineSupport();
// A prerendered document carries the catalogue it shows: this visit needs no download of it.
const pageData = documentPageData();
if (pageData) seedServiceCatalogue(pageData.services);
// Starts fetching /release.json now (unless the page carries it), in parallel with the first render.
const loadRoutes = createFederationRoutesLoader();

const container = document.getElementById('root');
if (!container) throw new Error('The document has no #root element');

async function start(container: HTMLElement) {
  // The modules above have just run, in the task that loaded the last of them: the routes and the
  // first render begin in a task of their own.
  await yieldToMain();
  const routes = createAppRoutes();
  // The page's language (the server chose it and rendered in it): the frame's catalogue is fetched
  // beside the page's code, so the first render is already in it (no English first, no mismatch).
  const language = currentLanguage();
  const frameTexts = loadAllBooks(language);
  // The server's markup is hydrated once the page's own code is here; without it (a chunk that
  // did not load), the page is rendered afresh over it instead.
  const hydrate =
    pageData?.prerendered === true &&
    (await resolveLazyRoutes(routes, location.pathname).then(
      () => true,
      () => false,
    ));
  // Again, now that the page's module has defined its own book.
  await Promise.all([frameTexts, loadAllBooks(language)]);
  const router = createAppRouter(loadRoutes, routes, { hydrate });
  // A press on a link to a remote's page starts loading it before the click lands.
  warmRemotesOnIntent(loadRoutes);
  // A page's files fetched before the service worker controlled it (a remote's, preloaded with the
  // document) are handed to it once each navigation has settled, when they are known by their
  // digests: that page then opens offline too.
  router.subscribe((state) => {
    if (state.initialized && state.navigation.state === 'idle') keepLoadedFiles();
  });
  // Tells an open tab when the site's release moves on (a rollback, a new compose), without reloading it.
  const pageRelease = embeddedRelease();
  if (pageRelease && asksWithAccount(pageRelease)) {
    // A canary's side and previews are the account's: ask with it before watching, as the routes did.
    void fetchRelease()
      .then((release) => startReleaseWatch(router, release))
      .catch(() => undefined);
  } else if (pageRelease) startReleaseWatch(router, pageRelease);

  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // Hydrating in a transition, React works in slices of a few milliseconds, yielding to the browser
  // between them, instead of one long task (hydrateRoot's own lane is a blocking one): a tap on the
  // painted page is answered at once, on a slow phone's CPU too. Only hydration: a first render
  // in a transition would hold back the router's own updates while a remote's routes load.
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start(container);
