import { Outlet } from 'react-router-dom';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';
import styles from './layouts.module.css';

/** Header, main content and footer: public pages and the signed-in areas. */
export function SiteLayout() {
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
