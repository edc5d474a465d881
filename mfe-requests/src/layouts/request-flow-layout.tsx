import { Outlet } from 'react-router-dom';
import styles from './requests-layout.module.css';

/** The booking steps, from choosing an Aboki to the result. */
export function RequestFlowLayout() {
  return (
    <div className={styles.layout}>
      <p className={styles.eyebrow}>Book an Aboki</p>
      <Outlet />
    </div>
  );
}
