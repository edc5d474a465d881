import { useState, type FormEvent } from 'react';
import { Button, Card, TextInput, notifySuccess, useT } from 'shared';
import { logout } from 'shared/auth';
import { deleteAccount, fetchDataExport, saveJsonFile } from '../api/data-rights.js';
import { onboardingBook, type OnboardingId } from '../i18n/index.js';
import styles from '../pages/pages.module.css';

/** What deleting an account erases at once, as catalogue ids. */
const ERASED = [
  'yourData.confirm.eraseAccount',
  'yourData.confirm.eraseJobs',
  'yourData.confirm.eraseReviews',
  'yourData.confirm.eraseAbokis',
] as const satisfies readonly OnboardingId[];

/**
 * "Your data" on the profile page (NDPA 2023): download everything Aboki holds about you, or delete
 * your account after saying plainly what goes, what stays and why (docs/decisions/0050).
 */
export function YourData() {
  const t = useT(onboardingBook);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);

  async function download() {
    setDownloading(true);
    setDownloadError(null);
    const result = await fetchDataExport(t('yourData.downloadFailed'));
    setDownloading(false);
    if (!result.ok) return setDownloadError(result.error.message);
    saveJsonFile(result.data, `aboki-data-${new Date().toISOString().slice(0, 10)}.json`);
  }

  async function remove(event: FormEvent) {
    event.preventDefault();
    if (!password) return setDeleteError(t('yourData.confirm.passwordRequired'));
    setDeleting(true);
    setDeleteError(null);
    const result = await deleteAccount(password, t('yourData.deleteFailed'));
    if (!result.ok) {
      setDeleting(false);
      return setDeleteError(result.error.fields.password ?? result.error.message);
    }
    setPassword('');
    setDeleted(true);
    void notifySuccess(t('yourData.deleted.message'), 10_000).catch(() => undefined);
    // The shared sign-out: the token, the stored name and every tab's drafts go too.
    await logout();
  }

  if (deleted) {
    return (
      <Card as="section" aria-label={t('yourData.title')}>
        <h2>{t('yourData.deleted.title')}</h2>
        <p role="status">{t('yourData.deleted.message')}</p>
      </Card>
    );
  }

  return (
    <Card as="section" aria-label={t('yourData.title')}>
      <h2>{t('yourData.title')}</h2>
      <p>{t('yourData.intro')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" busy={downloading} onClick={() => void download()}>
          {t('yourData.download')}
        </Button>
        {confirming ? null : (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            {t('yourData.delete')}
          </Button>
        )}
      </div>
      {downloadError ? <p role="alert">{downloadError}</p> : null}
      {confirming ? (
        <form onSubmit={(event) => void remove(event)} aria-label={t('yourData.delete')} noValidate>
          <h3>{t('yourData.confirm.title')}</h3>
          <p>{t('yourData.confirm.erase')}</p>
          <ul>
            {ERASED.map((id) => (
              <li key={id}>{t(id)}</li>
            ))}
          </ul>
          <p>{t('yourData.confirm.keep')}</p>
          <p>{t('yourData.confirm.openJobs')}</p>
          <TextInput
            label={t('yourData.confirm.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={deleteError ?? undefined}
          />
          <div className={styles.actions}>
            <Button type="submit" busy={deleting}>
              {t('yourData.confirm.submit')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setConfirming(false);
                setPassword('');
                setDeleteError(null);
              }}
            >
              {t('yourData.confirm.keepAccount')}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}
