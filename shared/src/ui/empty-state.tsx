import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** A button or link that moves the person on. */
  action?: ReactNode;
  /** `alert` for failures that should be announced. */
  role?: 'status' | 'alert';
  /** Heading level inside the page (h2 by default). */
  headingLevel?: 2 | 3;
}

/** What to show when a list is empty or could not load. */
export function EmptyState({ title, description, action, role, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.empty} role={role}>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action}
    </div>
  );
}
