import { Link } from 'react-router-dom';
import { PageHeading, buttonClass, useT } from 'shared';
import { opsBook } from '../i18n/index.js';
import styles from './components.module.css';

/** What anyone who is not staff sees at /ops: the shell's not-found look, saying nothing of the console. */
export function NotAvailable() {
  const t = useT(opsBook);
  return (
    <section className={styles.notAvailable}>
      <PageHeading
        title={t('This page is not available')}
        description={t('It may have moved, or the link may be mistyped.')}
      />
      <div className={styles.actions}>
        <Link to="/" className={buttonClass('primary')}>
          {t('Go to the home page')}
        </Link>
      </div>
    </section>
  );
}
