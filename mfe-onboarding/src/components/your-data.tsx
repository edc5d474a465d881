import { useState, type FormEvent } from 'react';
import { Button, Card, TextInput, notifySuccess, useT } from 'shared';
import { logout } from 'shared/auth';
import { deleteAccount, fetchDataExport, saveJsonFile } from '../api/data-rights.js';
import { onboardingBook, type OnboardingText } from '../i18n/index.js';
import styles from '../pages/pages.module.css';

/** What deleting an account erases at once, as catalogue ids. */
const ERASED = [
  'your name, e-mail, phone number and address, and your password;',
  'the addresses, notes and the other person’s name and phone on your jobs;',
  'the words of your reviews (the star ratings stay, so Abokis’ ratings stay fair);',
  'any Aboki you onboarded: their names, photo, ID, guarantor and address.',
] as const satisfies readonly OnboardingText[];

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
    const result = await fetchDataExport(t('Your data could not be downloaded. Please try again.'));
    setDownloading(false);
    if (!result.ok) return setDownloadError(result.error.message);
    saveJsonFile(result.data, `aboki-data-${new Date().toISOString().slice(0, 10)}.json`);
  }

  async function remove(event: FormEvent) {
    event.preventDefault();
    if (!password) return setDeleteError(t('Enter your password'));
    setDeleting(true);
    setDeleteError(null);
    const result = await deleteAccount(password, t('Your account could not be deleted. Please try again.'));
    if (!result.ok) {
      setDeleting(false);
      return setDeleteError(result.error.fields.password ?? result.error.message);
    }
    setPassword('');
    setDeleted(true);
    void notifySuccess(
      t(
        'Your account has been deleted and you have been signed out. We have sent a confirmation to your e-mail.',
      ),
      10_000,
    ).catch(() => undefined);
    // The shared sign-out: the token, the stored name and every tab's drafts go too.
    await logout();
  }

  if (deleted) {
    return (
      <Card as="section" aria-label={t('Your data')}>
        <h2>{t('Account deleted')}</h2>
        <p role="status">
          {t(
            'Your account has been deleted and you have been signed out. We have sent a confirmation to your e-mail.',
          )}
        </p>
      </Card>
    );
  }

  return (
    <Card as="section" aria-label={t('Your data')}>
      <h2>{t('Your data')}</h2>
      <p>
        {t(
          'Download a copy of everything Aboki holds about you: your account, profile, jobs, payments and reviews.',
        )}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" busy={downloading} onClick={() => void download()}>
          {t('Download your data')}
        </Button>
        {confirming ? null : (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            {t('Delete your account')}
          </Button>
        )}
      </div>
      {downloadError ? <p role="alert">{downloadError}</p> : null}
      {confirming ? (
        <form onSubmit={(event) => void remove(event)} aria-label={t('Delete your account')} noValidate>
          <h3>{t('Delete your account?')}</h3>
          <p>{t('This cannot be undone. At once we erase:')}</p>
          <ul>
            {ERASED.map((id) => (
              <li key={id}>{t(id)}</li>
            ))}
          </ul>
          <p>
            {t(
              'We keep the amounts, references, dates and status of your past jobs and payments, with nothing on them that names you, for 6 years, because Nigerian tax and accounting law requires it.',
            )}
          </p>
          <p>{t('You cannot delete your account while a job is still open: finish or cancel it first.')}</p>
          <TextInput
            label={t('Your password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={deleteError ?? undefined}
          />
          <div className={styles.actions}>
            <Button type="submit" busy={deleting}>
              {t('Delete my account for good')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setConfirming(false);
                setPassword('');
                setDeleteError(null);
              }}
            >
              {t('Keep my account')}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}
