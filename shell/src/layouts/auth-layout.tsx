import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { Logo } from './logo.js';
import styles from './layouts.module.css';

/** A quiet frame for signing in and up: the name, one column, the way to help. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Logo />
        </div>
      </header>
      <main id="main" className={styles.authMain} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p>
            Need a hand? Visit the <Link to="/help">help centre</Link> or{' '}
            <Link to="/contact">contact us</Link>.
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
