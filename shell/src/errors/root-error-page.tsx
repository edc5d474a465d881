import { Button, PageHeading, useT } from 'shared';
import { frameBook } from '../i18n/frame/index.js';
import styles from './errors.module.css';

/** Last resort, when even the site's frame failed: a full reload is the honest retry. */
export function RootErrorPage() {
  const t = useT(frameBook);
  return (
    <main className={styles.standalone} role="alert">
      <PageHeading
        title={t('Aboki ran into a problem')}
        description={t('Something went wrong while showing this page. Reloading usually fixes it.')}
      />
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>{t('Reload the page')}</Button>
        <a href="/">{t('Go to the home page')}</a>
      </div>
    </main>
  );
}
