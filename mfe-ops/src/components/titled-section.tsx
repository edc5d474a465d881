import type { ReactNode } from 'react';
import styles from '../pages/pages.module.css';

/**
 * A page section under its own h2, named by it for screen readers; when there is nothing to show,
 * it says so in `empty`'s words instead of leaving a bare heading.
 */
export function TitledSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty?: string;
  /** Null or false when there is nothing to show. */
  children?: ReactNode;
}) {
  const shown = children !== null && children !== undefined && children !== false;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {shown ? children : <p className={styles.muted}>{empty}</p>}
    </section>
  );
}
