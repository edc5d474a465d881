import { Link, useNavigate } from 'react-router-dom';
import { Button, Card, PageHeading, buttonClass, type PageHeadingProps } from 'shared';
import { cancellationTermsText, PRICE_PROMISE } from 'shared/job-rules';
import { searchQuery, useBookingDraft } from '../booking-draft.js';
import { BookingSummary, isReady, priceCovers } from '../components/booking-summary.js';
import { HoursChange } from '../components/hours-change.js';
import { NoBooking } from '../components/no-booking.js';
import styles from '../components/components.module.css';

/** The page's heading, also painted in its skeleton before its code arrives (scripts/build-info.mjs). */
export const heading = {
  title: 'Confirm your request',
  description: 'Check the Aboki, the time and the price. Nothing is booked until you send the request.',
} satisfies PageHeadingProps;

/** `/select-aboki/confirm-request`: the Aboki, service, Lagos time and price, before anything is sent. */
export function ConfirmRequestPage() {
  const [draft] = useBookingDraft();
  const navigate = useNavigate();
  return (
    <>
      <PageHeading {...heading} />
      {isReady(draft) ? (
        <Card>
          <p className={styles.steps}>Step 1 of 3: Confirm</p>
          <BookingSummary draft={draft} />
          <HoursChange draft={draft} />
          <h2 className={styles.legend}>What the price covers</h2>
          <p>{priceCovers(draft)}</p>
          <p className={styles.note}>{PRICE_PROMISE}</p>
          <h2 className={styles.legend}>If you need to cancel</h2>
          <ul className={styles.terms}>
            {cancellationTermsText(
              { startsAt: draft.slot.startsAt, priceKobo: draft.slot.priceKobo },
              new Date(),
            ).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Button onClick={() => void navigate('/select-aboki/add-payment-option')}>Continue</Button>
            <Link
              to={`/select-aboki${searchQuery(draft.search, draft.aboki.id)}`}
              className={buttonClass('ghost')}
            >
              Choose another time
            </Link>
          </div>
        </Card>
      ) : (
        <NoBooking />
      )}
    </>
  );
}
