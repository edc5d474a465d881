import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { languageAtom, useT } from 'shared';
import { formatMonthOfYear, lagosDateOf } from 'shared/lagos-time';
import type { AbokiOwnerView, AbokiStatus, IdentityResult } from 'shared/schemas';
import { abokiBook, type AbokiText } from '../i18n/index.js';
import { stepPath } from './onboarding-steps.js';
import styles from './components.module.css';

// Where an Aboki stands with the review every Aboki passes before their first job (issue 25), in the
// agent's words: the dashboard's rows and the Aboki's own page say it the same way.

/** Each status as the agent reads it. */
export const STATUS_LABELS: Record<AbokiStatus, AbokiText> = {
  DRAFT: 'Draft',
  PENDING_REVIEW: 'Waiting for review',
  REJECTED: 'Needs changes',
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  SUSPENDED: 'Suspended by Aboki',
};

/** What the check of the ID number with the identity provider found, and what to do about it. */
const IDENTITY_WORDS: Record<IdentityResult, AbokiText> = {
  MATCH: 'ID checked: the name and date of birth match',
  PARTIAL: 'ID checked: some details differ — our team will look',
  NO_MATCH:
    'The ID details did not match: check the name, date of birth and ID number, then enter the ID number again',
  PROVIDER_ERROR: 'We could not check the ID number just now: enter it again later to retry',
  NOT_CHECKED: 'Our team will check this ID by hand',
};

/** Results the agent fixes by entering the ID number again (step 2). */
const ENTER_AGAIN: ReadonlySet<IdentityResult> = new Set(['NO_MATCH', 'PROVIDER_ERROR']);

/** YYYY-MM (Lagos) of an approval instant: the month Users see on the Aboki's badge. */
export function verifiedMonthOf(verifiedAt: string | null): string | null {
  return verifiedAt ? lagosDateOf(new Date(verifiedAt)).slice(0, 7) : null;
}

/** The status as a small badge: "Waiting for review". */
export function StatusBadge({ status }: { status: AbokiStatus }) {
  const t = useT(abokiBook);
  return (
    <span className={`${styles.badge} ${styles[`badge${status}`] ?? ''}`}>{t(STATUS_LABELS[status])}</span>
  );
}

/** The operator's note on a row or page: what to fix (sent back) or why (suspended). */
export function ReviewNote({ status, note }: { status: AbokiStatus; note: string | null }) {
  const t = useT(abokiBook);
  if (!note) return null;
  if (status === 'REJECTED') return <p className={styles.reviewNote}>{t('What to fix: {note}', { note })}</p>;
  if (status === 'SUSPENDED') return <p className={styles.reviewNote}>{t('Reason: {note}', { note })}</p>;
  return null;
}

/**
 * The Aboki's page (step 5) once it has been sent: where the review stands and what happens next,
 * the operator's note, whether Users see it as verified, and the latest ID check.
 */
export function ReviewStatus({ aboki }: { aboki: AbokiOwnerView }) {
  const t = useT(abokiBook);
  const language = useAtomValue(languageAtom);
  const { status, review } = aboki;
  const name = aboki.displayName;
  const verified = verifiedMonthOf(review.verifiedAt);
  return (
    <section
      className={status === 'REJECTED' || status === 'SUSPENDED' ? styles.problem : styles.notice}
      aria-label={t('Status')}
    >
      <p>
        <StatusBadge status={status} />
      </p>
      {status === 'PENDING_REVIEW' ? (
        <>
          <p>{t('{name} is waiting for review.', { name })}</p>
          <p>
            {t(
              'Our team checks the ID and calls the guarantor, usually within 2 working days, and e-mails you when it is done.',
            )}
          </p>
        </>
      ) : status === 'REJECTED' ? (
        <>
          <p>{t('{name} needs changes before Users can book them.', { name })}</p>
          <ReviewNote status={status} note={review.note} />
          <p>
            {t('Make the changes, then send it for review again.')}{' '}
            <Link to={stepPath(1, aboki.id)}>{t('Edit the details')}</Link>
          </p>
        </>
      ) : status === 'SUSPENDED' ? (
        <>
          <p>{t('Our team has suspended {name}: Users cannot find or book them.', { name })}</p>
          <ReviewNote status={status} note={review.note} />
          <p>{t('If you think this is a mistake, contact Aboki support.')}</p>
        </>
      ) : status === 'ACTIVE' || status === 'PAUSED' ? (
        <>
          <p>
            {t(
              status === 'PAUSED' ? '{name} is already published (paused).' : '{name} is already published.',
              {
                name,
              },
            )}{' '}
            <Link to="/profile/agent-dashboard">{t('Back to your dashboard')}</Link>
          </p>
          <p>
            {verified
              ? t('Verified in {month}', { month: formatMonthOfYear(`${verified}-01`, language) })
              : t('Not yet verified: our team will review it soon')}
          </p>
        </>
      ) : null}
      <IdentityCheck aboki={aboki} />
    </section>
  );
}

/** The latest ID check in plain words, with the way to enter the number again when that helps. */
export function IdentityCheck({ aboki }: { aboki: AbokiOwnerView }) {
  const t = useT(abokiBook);
  const identity = aboki.review.identity;
  if (!identity) return null;
  return (
    <p>
      {t(IDENTITY_WORDS[identity.result])}
      {ENTER_AGAIN.has(identity.result) ? (
        <>
          {' '}
          <Link to={stepPath(2, aboki.id)}>{t('Enter the ID number again')}</Link>
        </>
      ) : null}
    </p>
  );
}
