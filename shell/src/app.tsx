import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router.js';
import { ToastHost } from './toast-host.js';

/** The site: one router, and the one toast container every app's notifications land in. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <>
      <RouterProvider router={router} />
      <ToastHost />
    </>
  );
}
