import { Outlet } from 'react-router-dom';
import { Card } from 'shared';
import styles from './auth-card.module.css';

/** The auth pages' frame: one card in the shell's auth layout; each page links where it leads. */
export function AuthCard() {
  return (
    <div className={styles.frame} data-app="mfe-auth" data-app-version={__APP_VERSION__}>
      <Card>
        <Outlet />
      </Card>
    </div>
  );
}
