import { Outlet } from 'react-router-dom';
import { NavTabs } from 'shared';
import { useLiveToasts } from '../components/live-toasts.js';
import styles from './requests-layout.module.css';

const STATUS_LINKS = [
  { to: '/manage-services-request/ongoing', label: 'Ongoing' },
  { to: '/manage-services-request/upcoming', label: 'Upcoming' },
  { to: '/manage-services-request/completed', label: 'Completed' },
  { to: '/manage-services-request/cancelled', label: 'Cancelled' },
] as const;

/** Your requests by status: a tab per status, each its own page. */
export function ManageRequestsLayout() {
  // A change to one of the User's jobs reaches every open page of the remote, live.
  useLiveToasts();
  return (
    <div className={styles.layout} data-app="mfe-requests" data-app-version={__APP_VERSION__}>
      <p className={styles.eyebrow}>Your requests</p>
      <NavTabs label="Request status" links={STATUS_LINKS} />
      <Outlet />
    </div>
  );
}
