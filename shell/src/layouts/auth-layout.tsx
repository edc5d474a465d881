import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useT } from 'shared';
import { frameBook } from '../i18n/frame/index.js';
import { LanguagePicker } from './language-picker.js';
import { Logo } from './logo.js';
import styles from './layouts.module.css';

/** A quiet frame for signing in and up: the name, one column, the way to help. */
export function AuthFrame({ children }: { children: ReactNode }) {
  const t = useT(frameBook);
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {t('Skip to content')}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Logo />
          <LanguagePicker />
        </div>
      </header>
      <main id="main" className={styles.authMain} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p>
            {t('Need a hand?')} <Link to="/help">{t('Help centre')}</Link> ·{' '}
            <Link to="/contact">{t('Contact us')}</Link>
          </p>
        </div>
      </footer>
    </div>
  );
}

export function AuthLayout() {
  return (
    <AuthFrame>
      <Outlet />
    </AuthFrame>
  );
}
