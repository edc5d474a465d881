import { Outlet, useLocation } from 'react-router-dom';
import { Card, PageHeading, Spinner, useT } from 'shared';
import { frameBook } from '../i18n/frame/index.js';
import { documentPageData, type SkeletonHeading } from '../prerender/page-data.js';
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
 * footer), the page's heading when its module declares one, and a spinner where the rest of the
 * page will be. The server paints it for a remote's path before any code arrives; the browser shows
 * the same while the first page of a visit loads, so the skeleton stays put until the page replaces
 * it. An auth page's heading sits in a card, as the auth pages show it (mfe-auth's AuthCard).
 */
export function RouteSkeleton({ pathname, heading }: { pathname: string; heading?: SkeletonHeading }) {
  const t = useT(frameBook);
  const spinner = (
    <div className={styles.loading}>
      <Spinner label={t('Loading Aboki…')} />
    </div>
  );
  const auth = findRouteGroup(pathname)?.layout === 'auth';
  const content = heading ? (
    <>
      <PageHeading title={heading.title} description={heading.description} />
      {spinner}
    </>
  ) : (
    spinner
  );
  return auth ? (
    <AuthFrame>{heading ? <Card>{content}</Card> : content}</AuthFrame>
  ) : (
    <SiteFrame>{content}</SiteFrame>
  );
}

/** Shown while the first page of a visit loads: the document's skeleton, heading included. */
export function InitialLoading() {
  return <RouteSkeleton pathname={useLocation().pathname} heading={documentPageData()?.heading} />;
}
