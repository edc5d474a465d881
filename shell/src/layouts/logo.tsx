import { Link } from 'react-router-dom';
import styles from './layouts.module.css';

/** The name and mark, linking home. */
export function Logo() {
  return (
    <Link to="/" className={styles.brand}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#006b3f" />
        <path
          d="M9 23 16 8l7 15M11.8 17h8.4"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      Aboki
    </Link>
  );
}
