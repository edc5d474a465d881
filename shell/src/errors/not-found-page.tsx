import { Link } from 'react-router-dom';
import { PageHeading, buttonClass, useT } from 'shared';
import { frameBook } from '../i18n/frame/index.js';
import styles from './errors.module.css';

export function NotFoundPage() {
  const t = useT(frameBook);
  return (
    <section className={styles.error}>
      <PageHeading title={t('notFound.title')} description={t('notFound.description')} />
      <div className={styles.actions}>
        <Link to="/" className={buttonClass('primary')}>
          {t('errors.goHome')}
        </Link>
        <Link to="/help" className={buttonClass('secondary')}>
          {t('errors.visitHelp')}
        </Link>
      </div>
    </section>
  );
}
