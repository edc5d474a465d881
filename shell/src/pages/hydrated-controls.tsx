import type { ReactNode } from 'react';
import { useHydrated } from '../layouts/use-hydrated.js';
import styles from './pages.module.css';

/**
 * A prerendered form's controls, usable once React runs the page. Until then the server's markup
 * shows, and its controls are not React's: a submit would be the browser's own (a GET with every
 * field in the address bar and the server's logs), and a choice made would be reset by hydration.
 * A disabled fieldset keeps them inert for that moment (on a slow phone, while the page's code
 * arrives after the first paint) and adds nothing to the layout.
 */
export function HydratedControls({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className={styles.controls} disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
