import { Button, PageHeading, useT } from 'shared';
import { frameBook } from '../i18n/frame/index.js';
import styles from './errors.module.css';

/** Last resort, when even the site's frame failed: a full reload is the honest retry. */
export function RootErrorPage() {
  const t = useT(frameBook);
  return (
    <main className={styles.standalone} role="alert">
      <PageHeading title={t('errors.root.title')} description={t('errors.root.description')} />
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>{t('errors.root.reload')}</Button>
        <a href="/">{t('errors.goHome')}</a>
      </div>
    </main>
  );
}
