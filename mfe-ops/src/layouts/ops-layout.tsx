import { Outlet } from 'react-router-dom';
import styles from './ops-layout.module.css';

/** The operator console's pages: desktop-first, wider tables than the rest of the site. */
export function OpsLayout() {
  return (
    <div className={styles.layout} data-app="mfe-ops" data-app-version={__APP_VERSION__}>
      <Outlet />
    </div>
  );
}
