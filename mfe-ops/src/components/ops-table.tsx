import type { ReactNode } from 'react';
import { useT } from 'shared';
import { opsBook, type OpsText } from '../i18n/index.js';
import styles from '../pages/pages.module.css';

/**
 * A console table: scrolls sideways on its own when narrower than its columns, named for screen
 * readers, its headings from the book. `children` are the body's rows.
 */
export function OpsTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly OpsText[];
  children: ReactNode;
}) {
  const t = useT(opsBook);
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
