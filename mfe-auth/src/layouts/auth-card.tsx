import { Link, Outlet } from 'react-router-dom';
import { Card } from 'shared';
import styles from './auth-card.module.css';

/** The auth pages' frame: one card in the shell's auth layout. */
export function AuthCard() {
  return (
    <div className={styles.frame} data-app="mfe-auth" data-app-version={__APP_VERSION__}>
      <Card>
        <Outlet />
      </Card>
      <p className={styles.links}>
        <Link to="/sign-in">Sign in</Link> · <Link to="/sign-up">Create an account</Link> ·{' '}
        <Link to="/reset-password">Forgot your password?</Link>
      </p>
    </div>
  );
}
