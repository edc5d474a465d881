import { Outlet } from 'react-router-dom';
import { useT } from 'shared';
import { requestsBook } from '../i18n/index.js';
import styles from './requests-layout.module.css';

/** Aboki support's conversations (/help/tickets/:id): open to visitors with an e-mail's link. */
export function HelpLayout() {
  const t = useT(requestsBook);
  return (
    <div className={styles.layout} data-app="mfe-requests" data-app-version={__APP_VERSION__}>
      <p className={styles.eyebrow}>{t('Aboki support')}</p>
      <Outlet />
    </div>
  );
}
