import { useAtomValue } from 'jotai';
import { languageAtom, useT } from 'shared';
import { formatMonthOfYear } from 'shared/lagos-time';
import { requestsBook } from '../i18n/index.js';
import styles from './components.module.css';

/**
 * Whether Aboki's team checked this Aboki's ID and called their guarantor (issue 25): "ID and
 * guarantor checked · Nov 2026", or a muted "Not yet verified" for one taking bookings from before
 * reviews began. `verifiedMonth` is the public view's YYYY-MM (Lagos).
 */
export function VerifiedBadge({ verifiedMonth }: { verifiedMonth: string | null }) {
  const t = useT(requestsBook);
  const language = useAtomValue(languageAtom);
  return verifiedMonth ? (
    <span className={styles.badge}>
      {t('ID and guarantor checked · {month}', {
        month: formatMonthOfYear(`${verifiedMonth}-01`, language),
      })}
    </span>
  ) : (
    <span className={styles.unverified}>{t('Not yet verified')}</span>
  );
}
