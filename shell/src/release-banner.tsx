import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useT } from 'shared';
import { frameBook } from './i18n/frame/index.js';
import styles from './release-banner.module.css';

// One lazy chunk for both notices a page may show (see release-watch.ts).
export { showPreviewBadge } from './preview-badge.js';

/** "A new version is ready": offered, never forced, so nothing typed on the page is lost. */
export function ReleaseBanner({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const t = useT(frameBook);
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div className={styles.banner} role="status" aria-live="polite">
      <p className={styles.text}>{t('A new version of Aboki is ready.')}</p>
      <button type="button" className={styles.reload} onClick={reload}>
        {t('Reload')}
      </button>
      <button type="button" className={styles.dismiss} onClick={() => setOpen(false)}>
        {t('Not now')}
      </button>
    </div>
  );
}

/** Shows the banner in a root of its own, outside the router: the page under it is left as it is. */
export function showReleaseBanner(): void {
  if (document.getElementById('aboki-release-banner')) return;
  const container = document.createElement('div');
  container.id = 'aboki-release-banner';
  document.body.append(container);
  createRoot(container).render(<ReleaseBanner />);
}
