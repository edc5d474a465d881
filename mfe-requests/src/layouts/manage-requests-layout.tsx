import { Outlet } from 'react-router-dom';
import { NavTabs, useT } from 'shared';
import { useLiveToasts } from '../components/live-toasts.js';
import { requestsBook } from '../i18n/index.js';
import styles from './requests-layout.module.css';

/** Your requests by status: a tab per status, each its own page. */
export function ManageRequestsLayout() {
  const t = useT(requestsBook);
  // A change to one of the User's jobs reaches every open page of the remote, live.
  useLiveToasts();
  const links = [
    { to: '/manage-services-request/ongoing', label: t('Ongoing') },
    { to: '/manage-services-request/upcoming', label: t('Upcoming') },
    { to: '/manage-services-request/completed', label: t('Completed') },
    { to: '/manage-services-request/cancelled', label: t('Cancelled') },
  ];
  return (
    <div className={styles.layout} data-app="mfe-requests" data-app-version={__APP_VERSION__}>
      <p className={styles.eyebrow}>{t('Your requests')}</p>
      <NavTabs label={t('Request status')} links={links} />
      <Outlet />
    </div>
  );
}
