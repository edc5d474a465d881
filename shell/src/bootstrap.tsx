import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initialiseAuth, seedServiceCatalogue } from 'shared';
import './styles/global.css';
import { App } from './app.js';
import { createAppRoutes, createAppRouter } from './router.js';
import { asksWithAccount, createFederationRoutesLoader, embeddedRelease, fetchRelease } from './remotes.js';
import { startReleaseWatch } from './release-watch.js';
import { startOfflineSupport } from './offline.js';
import { resolveLazyRoutes } from './prerender/hydrate.js';
import { documentPageData } from './prerender/page-data.js';

initialiseAuth();
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
  const routes = createAppRoutes();
  // The server's markup is hydrated once the page's own code is here; without it (a chunk that
  // did not load), the page is rendered afresh over it instead.
  const hydrate =
    pageData?.prerendered === true &&
    (await resolveLazyRoutes(routes, location.pathname).then(
      () => true,
      () => false,
    ));
  const router = createAppRouter(loadRoutes, routes, { hydrate });
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
  // In a transition, React renders (and hydrates) in slices of a few milliseconds, yielding to the
  // browser between them, instead of one long task: a tap on the painted page is answered at once,
  // on a slow phone's CPU as well. Both the shell and the first page are already on screen.
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start(container);
