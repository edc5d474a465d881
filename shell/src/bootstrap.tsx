import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initialiseAuth } from 'shared';
import './styles/global.css';
import { App } from './app.js';
import { createAppRouter } from './router.js';
import { createFederationRoutesLoader } from './remotes.js';

initialiseAuth();
// Starts fetching /release.json now, in parallel with the first render.
const router = createAppRouter(createFederationRoutesLoader());

const container = document.getElementById('root');
if (!container) throw new Error('The document has no #root element');
createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
