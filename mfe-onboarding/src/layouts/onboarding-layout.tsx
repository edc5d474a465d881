import { Outlet } from 'react-router-dom';
import { useT } from 'shared';
import { onboardingBook } from '../i18n/index.js';
import styles from './onboarding-layout.module.css';

/** Role choice and profile pages: one narrow column under a "your account" label. */
export function OnboardingLayout() {
  const t = useT(onboardingBook);
  return (
    <div className={styles.layout} data-app="mfe-onboarding" data-app-version={__APP_VERSION__}>
      <p className={styles.eyebrow}>{t('Your account')}</p>
      <Outlet />
    </div>
  );
}
