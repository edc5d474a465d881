import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  Card,
  EmptyState,
  PageHeading,
  Spinner,
  authAtom,
  buttonClass,
  useLoad,
  useT,
  type LoadResult,
  useSay,
} from 'shared';
import { signInPath } from 'shared/auth';
import { PAYMENT_MESSAGES, type PaymentOptions } from 'shared/schemas';
import { fetchJob } from '../api/booking.js';
import { checkout, fetchPaymentOptions, payJob } from '../api/payments.js';
import {
  clearDraft,
  newKey,
  readDraft,
  searchQuery,
  updateDraft,
  useBookingDraft,
} from '../booking-draft.js';
import { isReady } from '../components/booking-summary.js';
import styles from '../components/components.module.css';
import { requestsBook } from '../i18n/index.js';

/** Why Paystack's return sent the User here (the API's callback names it). */
type PaymentReason = 'payment-failed' | 'payment-expired';
const PAYMENT_REASONS: ReadonlySet<string> = new Set<PaymentReason>(['payment-failed', 'payment-expired']);

/**
 * `/select-aboki/service-request-error`: why the request was not sent, in plain words, and the way
 * on. After a refused booking the draft says why; after Paystack's checkout the address does
 * (`?reason=payment-failed|payment-expired&reference=`), since the page is loaded afresh and may
 * have no draft at all.
 */
export function ServiceRequestErrorPage() {
  const [params] = useSearchParams();
  const [draft] = useBookingDraft();
  const reason = params.get('reason') ?? '';
  if (!PAYMENT_REASONS.has(reason)) return <BookingRefused />;
  // Paystack's return may not name the job (an unknown checkout): this tab's draft may.
  const reference = params.get('reference') || draft?.checkout?.reference;
  return reference ? (
    <PaymentNotCompleted reason={reason as PaymentReason} reference={reference} />
  ) : (
    <PaymentOfUnknownJob />
  );
}

/** A checkout came back unpaid and nothing says for which job: the requests list has it. */
function PaymentOfUnknownJob() {
  const t = useT(requestsBook);
  const say = useSay();
  return (
    <>
      <PageHeading title={t('Payment not completed')} description={t('Nothing was charged.')} />
      <Card role="alert">
        <p>{say(PAYMENT_MESSAGES.paymentFailed)}</p>
        <p className={styles.note}>
          {t('A request waiting for its payment is under your ongoing requests.')}
        </p>
        <div className={styles.actions}>
          <Link to="/manage-services-request/ongoing" className={buttonClass('primary')}>
            {t('See ongoing requests')}
          </Link>
        </div>
      </Card>
    </>
  );
}

/** Where the draft's booking can be made again: its Aboki's times, or all Abokis for its search. */
function againLinks(draft: ReturnType<typeof readDraft>) {
  return {
    slotsOfAboki:
      draft?.search && draft.aboki
        ? `/select-aboki${searchQuery(draft.search, draft.aboki.id)}`
        : '/select-aboki',
    allAbokis: draft?.search ? `/select-aboki${searchQuery(draft.search)}` : '/select-aboki',
  };
}

/** The booking was refused when it was sent; the draft's lastError says why. */
function BookingRefused() {
  const t = useT(requestsBook);
  const [draft] = useBookingDraft();
  const problem = draft?.lastError;
  const { slotsOfAboki, allAbokis } = againLinks(draft);

  return (
    <>
      <PageHeading
        title={t('Request not sent')}
        description={t('Nothing was booked and nothing was paid.')}
      />
      {!problem ? (
        <EmptyState
          role="status"
          title={t('No request failed')}
          description={t('Choose an Aboki to book.')}
          action={
            <Link to="/select-aboki" className={buttonClass('primary')}>
              {t('Choose an Aboki')}
            </Link>
          }
        />
      ) : (
        <Card role="alert">
          {problem.code === 'SLOT_TAKEN' ? (
            <>
              <h2 className={styles.legend}>{t('That time has just been taken')}</h2>
              <p>{problem.message}</p>
              <p className={styles.note}>
                {t('Your details are kept: choose another time and send it again.')}
              </p>
              <div className={styles.actions}>
                <Link to={slotsOfAboki} className={buttonClass('primary')}>
                  {t('Choose another time')}
                </Link>
                <Link to={allAbokis} className={buttonClass('ghost')}>
                  {t('Choose another Aboki')}
                </Link>
              </div>
            </>
          ) : problem.code === 'PHONE_NOT_VERIFIED' ? (
            // Issue 27: with SMS on, a User verifies their number before booking; the draft waits.
            <>
              <h2 className={styles.legend}>{t('Verify your phone number first')}</h2>
              <p>{problem.message}</p>
              <p className={styles.note}>
                {t('Your booking is kept: once your number is verified, come back and send it again.')}
              </p>
              <div className={styles.actions}>
                <Link to="/profile/user-profile" className={buttonClass('primary')}>
                  {t('Verify my phone number')}
                </Link>
                <Link to="/select-aboki/request-details" className={buttonClass('ghost')}>
                  {t('Send the request again')}
                </Link>
              </div>
            </>
          ) : problem.code === 'IDEMPOTENCY_KEY_REUSED' ? (
            <>
              <h2 className={styles.legend}>{t('This request may already have been sent')}</h2>
              <p>{problem.message}</p>
              <div className={styles.actions}>
                <Link to="/manage-services-request/upcoming" className={buttonClass('primary')}>
                  {t('See upcoming requests')}
                </Link>
              </div>
            </>
          ) : (
            <>
              <h2 className={styles.legend}>{t('This booking cannot be made')}</h2>
              <p>{problem.message}</p>
              <div className={styles.actions}>
                <Link to={slotsOfAboki} className={buttonClass('primary')}>
                  {t('Choose another time')}
                </Link>
                <Link to={allAbokis} className={buttonClass('ghost')}>
                  {t('Choose another Aboki')}
                </Link>
              </div>
            </>
          )}
        </Card>
      )}
    </>
  );
}

/** Statuses of a job whose payment went through after all (paid meanwhile, or switched to cash). */
const BOOKED = new Set(['REQUESTED', 'ACCEPTED', 'IN_PROGRESS', 'COMPLETED']);

const successPath = (reference: string) =>
  `/select-aboki/service-request-successful?${new URLSearchParams({ reference })}`;

/**
 * Back from Paystack without the money: "Try again" opens a fresh checkout for the same job (its
 * time is still held), "Pay cash instead" turns it into a cash request (not offered to a User who
 * must pay ahead). Once the hold has run out, the draft (when this tab has it) books again.
 */
function PaymentNotCompleted({ reason, reference }: { reason: PaymentReason; reference: string }) {
  const t = useT(requestsBook);
  const say = useSay();
  const { user } = useAtomValue(authAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const [draft] = useBookingDraft();
  const [expired, setExpired] = useState(reason === 'payment-expired');
  const [busy, setBusy] = useState<'pay' | 'cash' | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const signedIn = Boolean(user);

  // Cash is offered only when the API says this User may pay cash now.
  const open = useLoad(
    async (): Promise<LoadResult<PaymentOptions>> => {
      const result = await fetchPaymentOptions();
      // Unknown: "Try again" still works; cash waits until the API says it is open.
      return { ok: true, data: result.ok ? result.data : { methods: [], mustPrepay: false } };
    },
    [],
    { enabled: signedIn && !expired },
  );
  const options = open.status === 'ready' ? open.data : null;

  /** The job is no longer waiting for a payment: see where it is, and go on from there. */
  async function whereIsIt(message: string) {
    const answer = await fetchJob(reference);
    if (answer.ok && BOOKED.has(answer.data.job.status)) {
      void navigate(successPath(reference), { replace: true, state: { job: answer.data.job } });
      return;
    }
    setStale(message);
    setExpired(true);
  }

  async function tryAgain() {
    setBusy('pay');
    const result = await payJob(reference);
    const url = result.ok ? result.data.job.payment.authorizationUrl : null;
    if (url) {
      if (readDraft()) updateDraft((current) => ({ ...current, checkout: { reference } }));
      // Still busy while the tab leaves for Paystack.
      checkout.open(url);
      return;
    }
    setBusy(null);
    if (result.ok) await whereIsIt(PAYMENT_MESSAGES.notAwaitingPayment);
    else if (result.error.status === 409 || result.error.status === 422)
      await whereIsIt(result.error.message);
  }

  async function payCash() {
    setBusy('cash');
    const result = await payJob(reference, 'CASH');
    setBusy(null);
    if (result.ok) {
      if (readDraft()?.checkout?.reference === reference) clearDraft();
      void navigate(successPath(reference), { replace: true, state: { job: result.data.job } });
    } else if (result.error.status === 409 || result.error.status === 422) {
      await whereIsIt(result.error.message);
    }
  }

  /** Books the draft again: its key was spent on the job that ran out, so it gets a new one. */
  function bookAgain() {
    updateDraft((current) => ({
      ...current,
      checkout: undefined,
      lastError: undefined,
      idempotencyKey: newKey(),
    }));
    void navigate('/select-aboki/request-details');
  }

  const { slotsOfAboki, allAbokis } = againLinks(draft);

  if (expired) {
    return (
      <>
        <PageHeading
          title={t('Time to pay ran out')}
          description={t('Nothing was charged, and the request was not sent.')}
        />
        <Card role="alert">
          <h2 className={styles.legend}>{t('Request {reference} was not paid in time', { reference })}</h2>
          <p>
            {say(
              stale && stale !== PAYMENT_MESSAGES.notAwaitingPayment ? stale : PAYMENT_MESSAGES.holdExpired,
            )}
          </p>
          <div className={styles.actions}>
            {isReady(draft) ? (
              <Button onClick={bookAgain}>{t('Book again')}</Button>
            ) : (
              <Link to={slotsOfAboki} className={buttonClass('primary')}>
                {t('Book again')}
              </Link>
            )}
            <Link to={allAbokis} className={buttonClass('ghost')}>
              {t('Choose another Aboki')}
            </Link>
          </div>
        </Card>
      </>
    );
  }

  return (
    <>
      <PageHeading
        title={t('Payment not completed')}
        description={t('Your request has not been sent to the Aboki yet.')}
      />
      <Card role="alert">
        <h2 className={styles.legend}>{t('Request {reference}', { reference })}</h2>
        <p>{say(PAYMENT_MESSAGES.paymentFailed)}</p>
        {!signedIn ? (
          <div className={styles.actions}>
            <Link
              to={signInPath(`${location.pathname}${location.search}`)}
              className={buttonClass('primary')}
            >
              {t('Sign in to try again')}
            </Link>
          </div>
        ) : !options ? (
          <Spinner label={t('Loading the ways to pay…')} />
        ) : (
          <div className={styles.actions}>
            <Button busy={busy === 'pay'} disabled={busy === 'cash'} onClick={() => void tryAgain()}>
              {t('Try again')}
            </Button>
            {options.methods.includes('CASH') && !options.mustPrepay ? (
              <Button
                variant="secondary"
                busy={busy === 'cash'}
                disabled={busy === 'pay'}
                onClick={() => void payCash()}
              >
                {t('Pay cash instead')}
              </Button>
            ) : null}
          </div>
        )}
        {options?.mustPrepay ? (
          <p className={styles.note}>{say(PAYMENT_MESSAGES.prepaymentRequired)}</p>
        ) : null}
      </Card>
    </>
  );
}
