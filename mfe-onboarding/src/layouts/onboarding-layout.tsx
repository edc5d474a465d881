import { Outlet } from 'react-router-dom';
import styles from './onboarding-layout.module.css';

/** Role choice and profile pages: one narrow column under a "your account" label. */
export function OnboardingLayout() {
  return (
    <div className={styles.layout} data-app="mfe-onboarding" data-app-version={__APP_VERSION__}>
      <p className={styles.eyebrow}>Your account</p>
      <Outlet />
    </div>
  );
}
