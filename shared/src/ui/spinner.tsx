import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Visible text next to the spinner; without it the spinner is decorative. */
  label?: string;
  size?: 'small' | 'large';
}

export function Spinner({ label, size = 'large' }: SpinnerProps) {
  const wheel = (
    <span className={`${styles.spinner} ${size === 'small' ? styles.small : ''}`} aria-hidden="true" />
  );
  if (!label) return wheel;
  return (
    <div className={styles.wrap} role="status">
      {wheel}
      <span className={styles.label}>{label}</span>
    </div>
  );
}
