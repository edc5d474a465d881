import { Link } from 'react-router-dom';
import { useT } from 'shared';
import { opsBook, type OpsText } from '../i18n/index.js';
import styles from '../pages/pages.module.css';

/** One queue of a list page: where it is, what it is called, and whether it is the one shown. */
export interface QueueTab {
  to: string;
  label: OpsText;
  current: boolean;
}

/** The tabs over a list page's queues (reviews, tickets); the shown one is `aria-current`. */
export function QueueTabs({ tabs }: { tabs: readonly QueueTab[] }) {
  const t = useT(opsBook);
  return (
    <nav aria-label={t('Queues')}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} className={styles.tab} aria-current={tab.current ? 'page' : undefined}>
              {t(tab.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
