import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initialiseAuth } from 'shared';
import './styles/global.css';
import { App } from './app.js';
import { createAppRouter } from './router.js';
import { asksWithAccount, createFederationRoutesLoader, embeddedRelease, fetchRelease } from './remotes.js';
import { startReleaseWatch } from './release-watch.js';

initialiseAuth();
// Starts fetching /release.json now, in parallel with the first render.
const router = createAppRouter(createFederationRoutesLoader());
// Tells an open tab when the site's release moves on (a rollback, a new compose), without reloading it.
const pageRelease = embeddedRelease();
if (pageRelease && asksWithAccount(pageRelease)) {
  // A canary's side and previews are the account's: ask with it before watching, as the routes did.
  void fetchRelease()
    .then((release) => startReleaseWatch(router, release))
    .catch(() => undefined);
} else if (pageRelease) startReleaseWatch(router, pageRelease);

const container = document.getElementById('root');
if (!container) throw new Error('The document has no #root element');
createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
