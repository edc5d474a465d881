import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router.js';
import { ToastHost } from './toast-host.js';

/**
 * What every page is made of: the router's page, and the one toast container every app's
 * notifications land in. The server renders the same frame around its static router, so the
 * markup it sends is the markup the browser hydrates.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastHost />
    </>
  );
}

/** The site in the browser: one router. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
