import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { api, STORAGE_KEYS, useT } from 'shared';
import { frameBook } from './i18n/frame/index.js';
import type { PreviewedApp } from './remotes.js';
import styles from './preview-badge.module.css';

/** Where a previewing account ends its own previews (deploy/src/site-plugin.ts). */
export const LEAVE_PREVIEW_URL = '/api/v1/previews/leave';

/** Ends this account's previews on the server (audited), then reloads onto the release everyone has. */
async function leavePreview(): Promise<void> {
  await api.request(LEAVE_PREVIEW_URL, { method: 'POST', token: localStorage.getItem(STORAGE_KEYS.token) });
  window.location.reload();
}

/**
 * "Preview: mfe-auth 1.5.0-rc1", always in view while this tab runs a version its account was
 * given to try, with the way back to the released site.
 */
export function PreviewBadge({
  previews,
  leave = leavePreview,
}: {
  previews: PreviewedApp[];
  leave?: () => Promise<void>;
}) {
  const t = useT(frameBook);
  const [failed, setFailed] = useState(false);
  return (
    <>
      {/* At the end of the page, below its last lines: room to scroll them out from under the badge. */}
      <div className={styles.room} />
      <aside className={styles.badge} aria-label={t('Preview')}>
        <p className={styles.text}>
          {t('Preview: {versions}', {
            versions: previews.map(({ app, version }) => `${app} ${version}`).join(', '),
          })}
        </p>
        <button
          type="button"
          className={styles.leave}
          onClick={() => {
            setFailed(false);
            leave().catch(() => setFailed(true));
          }}
        >
          {t('Leave preview')}
        </button>
        {failed && (
          <p className={styles.text} role="alert">
            {t('Could not leave the preview. Please try again.')}
          </p>
        )}
      </aside>
    </>
  );
}

const isPreviewedApp = (entry: unknown): entry is PreviewedApp =>
  typeof entry === 'object' &&
  entry !== null &&
  ['app', 'version', 'expiresAt'].every((key) => typeof (entry as Record<string, unknown>)[key] === 'string');

/** Shows the badge in a root of its own, outside the router, once per page (release.json's entries checked here). */
export function showPreviewBadge(entries: unknown): void {
  const previews = Array.isArray(entries) ? entries.filter(isPreviewedApp) : [];
  if (previews.length === 0 || document.getElementById('aboki-preview-badge')) return;
  const container = document.createElement('div');
  container.id = 'aboki-preview-badge';
  document.body.append(container);
  createRoot(container).render(<PreviewBadge previews={previews} />);
}
