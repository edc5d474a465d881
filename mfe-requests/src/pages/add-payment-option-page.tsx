import { type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, PageHeading, formatNaira } from 'shared';
import { useBookingDraft } from '../booking-draft.js';
import { isReady } from '../components/booking-summary.js';
import { NoBooking } from '../components/no-booking.js';
import styles from '../components/components.module.css';

/**
 * `/select-aboki/add-payment-option`: cash on completion, the one way to pay until the Payments
 * issue brings card and bank transfer (shown then, not as disabled fakes now).
 */
export function AddPaymentOptionPage() {
  const [draft, update] = useBookingDraft();
  const navigate = useNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update((current) => ({ ...current, paymentMethod: 'CASH' }));
    void navigate('/select-aboki/request-details');
  }

  return (
    <>
      <PageHeading title="Choose how to pay" description="You pay the Aboki when the job is done." />
      {isReady(draft) ? (
        <Card>
          <p className={styles.steps}>Step 2 of 3: Payment</p>
          <form aria-label="How to pay" onSubmit={onSubmit}>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Payment</legend>
              <label className={styles.choice}>
                <input type="radio" name="paymentMethod" value="CASH" defaultChecked />
                <span>
                  <strong>Cash on completion</strong>
                  <br />
                  <span className={styles.meta}>
                    Pay {draft.aboki.displayName} {formatNaira(draft.slot.priceKobo)} in cash when the job is
                    done. Nothing is paid now.
                  </span>
                </span>
              </label>
            </fieldset>
            <Button type="submit">Continue</Button>
          </form>
        </Card>
      ) : (
        <NoBooking />
      )}
    </>
  );
}
