import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, EmptyState, Loaded, PageHeading, formatNaira, useLoad, useSay, useT } from 'shared';
import {
  PAYMENT_HOLD_MINUTES,
  PAYMENT_MESSAGES,
  type PaymentMethod,
  type PaymentOptions,
} from 'shared/schemas';
import { fetchPaymentOptions } from '../api/payments.js';
import { useBookingDraft } from '../booking-draft.js';
import { isReady, type ReadyDraft } from '../components/booking-summary.js';
import { NoBooking } from '../components/no-booking.js';
import styles from '../components/components.module.css';
import { requestsBook, type RequestsT } from '../i18n/index.js';

/** The order the choices are shown in, whichever of them the API offers. */
const ORDER: PaymentMethod[] = ['CASH', 'CARD', 'TRANSFER'];

/** Each way to pay and what it means, in the words a User reads before choosing. */
function meaning(t: RequestsT, method: PaymentMethod, draft: ReadyDraft): { title: string; text: string } {
  const price = formatNaira(draft.slot.priceKobo);
  switch (method) {
    case 'CASH':
      return {
        title: t('Cash on completion'),
        text: t('Pay {name} {price} in cash when the job is done. Nothing is paid now.', {
          name: draft.aboki.displayName,
          price,
        }),
      };
    case 'CARD':
      return {
        title: t('Card'),
        text: t(
          'Pay {price} now by card on Paystack’s secure page. If the Aboki declines, the request expires or the Aboki does not come, you get it all back; if you cancel late, you get it back less the cancellation fee.',
          { price },
        ),
      };
    case 'TRANSFER':
      return {
        title: t('Bank transfer'),
        text: t('Pay {price} now by bank transfer on Paystack’s page, with the same refunds as card.', {
          price,
        }),
      };
  }
}

/**
 * `/select-aboki/add-payment-option`: the ways to pay the API says are open to this User now
 * (GET /api/v1/payments/options) — card and transfer only when Paystack is set up, no cash after
 * too many late cancellations — each with what it means. The choice goes in the draft.
 */
export function AddPaymentOptionPage() {
  const t = useT(requestsBook);
  const [draft] = useBookingDraft();
  return (
    <>
      <PageHeading
        title={t('Choose how to pay')}
        description={t(
          'Pay the Aboki in cash when the job is done, or pay now through Paystack where offered.',
        )}
      />
      {isReady(draft) ? <PaymentStep draft={draft} /> : <NoBooking />}
    </>
  );
}

function PaymentStep({ draft }: { draft: ReadyDraft }) {
  const t = useT(requestsBook);
  const options = useLoad(() => fetchPaymentOptions(), []);
  return (
    <Loaded
      load={options}
      loadingLabel={t('Loading the ways to pay…')}
      errorTitle={t('We could not load the ways to pay')}
    >
      {(open) => <PaymentChoices draft={draft} options={open} />}
    </Loaded>
  );
}

function PaymentChoices({ draft, options }: { draft: ReadyDraft; options: PaymentOptions }) {
  const t = useT(requestsBook);
  const say = useSay();
  const methods = ORDER.filter((method) => options.methods.includes(method));
  if (methods.length === 0) {
    // Prepaid only, and Paystack is not there: nothing can be chosen now.
    return (
      <EmptyState
        role="alert"
        title={t('No way to pay is open right now')}
        description={`${say(PAYMENT_MESSAGES.prepaymentRequired)} ${say(PAYMENT_MESSAGES.methodUnavailable)}`}
      />
    );
  }
  return <PaymentForm draft={draft} methods={methods} mustPrepay={options.mustPrepay} />;
}

function PaymentForm({
  draft,
  methods,
  mustPrepay,
}: {
  draft: ReadyDraft;
  methods: PaymentMethod[];
  mustPrepay: boolean;
}) {
  const t = useT(requestsBook);
  const say = useSay();
  const [, update] = useBookingDraft();
  const navigate = useNavigate();
  // The earlier choice when it is still open, else the first one offered.
  const [chosen, setChosen] = useState<PaymentMethod>(() =>
    draft.paymentMethod && methods.includes(draft.paymentMethod) ? draft.paymentMethod : methods[0]!,
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update((current) => ({ ...current, paymentMethod: chosen }));
    void navigate('/select-aboki/request-details');
  }

  return (
    <Card>
      <p className={styles.steps}>{t('Step 2 of 3: Payment')}</p>
      {mustPrepay ? (
        <p className={styles.banner} role="note">
          {say(PAYMENT_MESSAGES.prepaymentRequired)}
        </p>
      ) : null}
      <form aria-label={t('How to pay')} onSubmit={onSubmit}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('Payment')}</legend>
          {methods.map((method) => {
            const { title, text } = meaning(t, method, draft);
            return (
              <label key={method} className={styles.choice}>
                <input
                  type="radio"
                  name="paymentMethod"
                  value={method}
                  checked={chosen === method}
                  onChange={() => setChosen(method)}
                />
                <span>
                  <strong>{title}</strong>
                  <br />
                  <span className={styles.meta}>{text}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
        {chosen !== 'CASH' ? (
          <p className={styles.note}>
            {t(
              'You pay after the next step. The Aboki’s time is held for you for {minutes, plural, one {# minute} other {# minutes}} while you pay; the request goes to them once Paystack confirms the payment.',
              { minutes: PAYMENT_HOLD_MINUTES },
            )}
          </p>
        ) : null}
        <Button type="submit">{t('Continue')}</Button>
      </form>
    </Card>
  );
}
