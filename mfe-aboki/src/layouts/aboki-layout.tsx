import { Outlet } from 'react-router-dom';
import { useLiveToasts } from '../components/live-toasts.js';
import styles from './aboki-layout.module.css';

/** Agent tools: onboarding Abokis and the dashboard. */
export function AbokiLayout() {
  // Job changes reach every open page of the agent's tools, live.
  useLiveToasts();
  return (
    <div className={styles.layout} data-app="mfe-aboki" data-app-version={__APP_VERSION__}>
      <p className={styles.eyebrow}>Agent tools</p>
      <Outlet />
    </div>
  );
}
