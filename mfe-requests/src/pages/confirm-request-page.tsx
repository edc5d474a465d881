import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  Card,
  PageHeading,
  buttonClass,
  languageAtom,
  useT,
  type PageHeadingProps,
  translatedHeading,
} from 'shared';
import { cancellationTermsText, pricePromise } from 'shared/job-rules';
import { searchQuery, useBookingDraft } from '../booking-draft.js';
import { BookingSummary, isReady, priceCovers } from '../components/booking-summary.js';
import { HoursChange } from '../components/hours-change.js';
import { NoBooking } from '../components/no-booking.js';
import styles from '../components/components.module.css';
import { requestsBook } from '../i18n/index.js';

/**
 * The page's heading in English, also painted in its skeleton before its code arrives
 * (scripts/build-info.mjs, with its translations from the catalogues). The page shows it in the
 * page's language.
 */
export const heading = {
  title: 'Confirm your request',
  description: 'Check the Aboki, the time and the price. Nothing is booked until you send the request.',
} as const satisfies PageHeadingProps;

/** `/select-aboki/confirm-request`: the Aboki, service, Lagos time and price, before anything is sent. */
export function ConfirmRequestPage() {
  const t = useT(requestsBook);
  const language = useAtomValue(languageAtom);
  const [draft] = useBookingDraft();
  const navigate = useNavigate();
  return (
    <>
      <PageHeading {...translatedHeading(t, heading)} />
      {isReady(draft) ? (
        <Card>
          <p className={styles.steps}>{t('Step 1 of 3: Confirm')}</p>
          <BookingSummary draft={draft} />
          <HoursChange draft={draft} />
          <h2 className={styles.legend}>{t('What the price covers')}</h2>
          <p>{priceCovers(t, draft)}</p>
          <p className={styles.note}>{pricePromise(language)}</p>
          <h2 className={styles.legend}>{t('If you need to cancel')}</h2>
          <ul className={styles.terms}>
            {cancellationTermsText(
              { startsAt: draft.slot.startsAt, priceKobo: draft.slot.priceKobo },
              new Date(),
              language,
            ).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Button onClick={() => void navigate('/select-aboki/add-payment-option')}>{t('Continue')}</Button>
            <Link
              to={`/select-aboki${searchQuery(draft.search, draft.aboki.id)}`}
              className={buttonClass('ghost')}
            >
              {t('Choose another time')}
            </Link>
          </div>
        </Card>
      ) : (
        <NoBooking />
      )}
    </>
  );
}
