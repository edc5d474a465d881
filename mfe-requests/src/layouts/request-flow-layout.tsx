import { Outlet } from 'react-router-dom';
import { useT } from 'shared';
import { useLiveToasts } from '../components/live-toasts.js';
import { requestsBook } from '../i18n/index.js';
import styles from './requests-layout.module.css';

/** The booking steps, from choosing an Aboki to the result. */
export function RequestFlowLayout() {
  const t = useT(requestsBook);
  // A change to one of the User's jobs reaches every open page of the remote, live.
  useLiveToasts();
  return (
    <div className={styles.layout} data-app="mfe-requests" data-app-version={__APP_VERSION__}>
      <p className={styles.eyebrow}>{t('Book an Aboki')}</p>
      <Outlet />
    </div>
  );
}
