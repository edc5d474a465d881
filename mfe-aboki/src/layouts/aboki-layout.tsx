import { Outlet } from 'react-router-dom';
import { useT } from 'shared';
import { useLiveToasts } from '../components/live-toasts.js';
import { abokiBook } from '../i18n/index.js';
import styles from './aboki-layout.module.css';

/** Agent tools: onboarding Abokis and the dashboard. */
export function AbokiLayout() {
  // Job changes reach every open page of the agent's tools, live.
  useLiveToasts();
  const t = useT(abokiBook);
  return (
    <div className={styles.layout} data-app="mfe-aboki" data-app-version={__APP_VERSION__}>
      <p className={styles.eyebrow}>{t('Agent tools')}</p>
      <Outlet />
    </div>
  );
}
