import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useT } from 'shared';
import { frameBook } from '../i18n/frame/index.js';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';
import styles from './layouts.module.css';

/** Header, main content and footer around `children`: the page, or a remote's skeleton while it loads. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const t = useT(frameBook);
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {t('Skip to content')}
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** Public pages and the signed-in areas. */
export function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
