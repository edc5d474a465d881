import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initialiseAuth } from 'shared';
import './styles/global.css';
import { App } from './app.js';
import { createAppRouter } from './router.js';
import { createFederationRoutesLoader, embeddedRelease, fetchRelease } from './remotes.js';
import { startReleaseWatch } from './release-watch.js';
import { startOfflineSupport } from './offline.js';

initialiseAuth();
// The service worker (a low-data repeat visit, pages offline) and the "You are offline" notice.
startOfflineSupport();
// Starts fetching /release.json now, in parallel with the first render.
const router = createAppRouter(createFederationRoutesLoader());
// Tells an open tab when the site's release moves on (a rollback, a new compose), without reloading it.
const pageRelease = embeddedRelease();
if (pageRelease?.canary) {
  // Which side of a canary a signed-in page is on is the account's: ask with it before watching.
  void fetchRelease()
    .then((release) => startReleaseWatch(router, release.id))
    .catch(() => undefined);
} else if (pageRelease) startReleaseWatch(router, pageRelease.id);

const container = document.getElementById('root');
if (!container) throw new Error('The document has no #root element');
createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
