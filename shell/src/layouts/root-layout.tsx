import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from 'shared';
import { findRouteGroup } from '../route-groups.js';
import { AuthFrame } from './auth-layout.js';
import { ScrollToTop } from './scroll-to-top.js';
import { SiteFrame } from './site-layout.js';
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

/**
 * A page's skeleton: the layout its path is shown in (the auth frame or the site's header and
 * footer) with a spinner where the page will be. The server paints it for a remote's path before
 * any code arrives; the browser shows the same while the first page of a visit loads, so the
 * skeleton stays put until the page replaces it.
 */
export function RouteSkeleton({ pathname }: { pathname: string }) {
  const spinner = (
    <div className={styles.loading}>
      <Spinner label="Loading Aboki…" />
    </div>
  );
  return findRouteGroup(pathname)?.layout === 'auth' ? (
    <AuthFrame>{spinner}</AuthFrame>
  ) : (
    <SiteFrame>{spinner}</SiteFrame>
  );
}

/** Shown while the first page of a visit loads. */
export function InitialLoading() {
  return <RouteSkeleton pathname={useLocation().pathname} />;
}
