import { Link } from 'react-router-dom';
import { PageHeading, buttonClass, useT } from 'shared';
import { frameBook } from '../i18n/frame/index.js';
import styles from './errors.module.css';

export function NotFoundPage() {
  const t = useT(frameBook);
  return (
    <section className={styles.error}>
      <PageHeading
        title={t('Page not found')}
        description={t('We could not find that page. It may have moved, or the link may be mistyped.')}
      />
      <div className={styles.actions}>
        <Link to="/" className={buttonClass('primary')}>
          {t('Go to the home page')}
        </Link>
        <Link to="/help" className={buttonClass('secondary')}>
          {t('Visit the help centre')}
        </Link>
      </div>
    </section>
  );
}
