import { Outlet } from 'react-router-dom';
import { Spinner } from 'shared';
import { ScrollToTop } from './scroll-to-top.js';
import styles from './layouts.module.css';

/** Wraps every route: scroll restoration lives here, once. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

/** Shown while the first page of a visit loads. */
export function InitialLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label="Loading Aboki…" />
    </div>
  );
}
