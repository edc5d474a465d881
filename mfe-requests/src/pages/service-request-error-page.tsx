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
  return (
    <>
      <PageHeading title={t('error.paymentTitle')} description={t('error.nothingCharged')} />
      <Card role="alert">
        <p>{PAYMENT_MESSAGES.paymentFailed}</p>
        <p className={styles.note}>{t('error.waitingInOngoing')}</p>
        <div className={styles.actions}>
          <Link to="/manage-services-request/ongoing" className={buttonClass('primary')}>
            {t('error.seeOngoing')}
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
      <PageHeading title={t('error.notSentTitle')} description={t('error.notSentDescription')} />
      {!problem ? (
        <EmptyState
          role="status"
          title={t('error.noneFailed.title')}
          description={t('error.noneFailed.description')}
          action={
            <Link to="/select-aboki" className={buttonClass('primary')}>
              {t('common.chooseAnAboki')}
            </Link>
          }
        />
      ) : (
        <Card role="alert">
          {problem.code === 'SLOT_TAKEN' ? (
            <>
              <h2 className={styles.legend}>{t('error.taken')}</h2>
              <p>{problem.message}</p>
              <p className={styles.note}>{t('error.takenNote')}</p>
              <div className={styles.actions}>
                <Link to={slotsOfAboki} className={buttonClass('primary')}>
                  {t('common.chooseAnotherTime')}
                </Link>
                <Link to={allAbokis} className={buttonClass('ghost')}>
                  {t('error.chooseAnotherAboki')}
                </Link>
              </div>
            </>
          ) : problem.code === 'IDEMPOTENCY_KEY_REUSED' ? (
            <>
              <h2 className={styles.legend}>{t('error.maybeSent')}</h2>
              <p>{problem.message}</p>
              <div className={styles.actions}>
                <Link to="/manage-services-request/upcoming" className={buttonClass('primary')}>
                  {t('sent.seeUpcoming')}
                </Link>
              </div>
            </>
          ) : (
            <>
              <h2 className={styles.legend}>{t('error.cannotBook')}</h2>
              <p>{problem.message}</p>
              <div className={styles.actions}>
                <Link to={slotsOfAboki} className={buttonClass('primary')}>
                  {t('common.chooseAnotherTime')}
                </Link>
                <Link to={allAbokis} className={buttonClass('ghost')}>
                  {t('error.chooseAnotherAboki')}
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
        <PageHeading title={t('error.ranOutTitle')} description={t('error.ranOutDescription')} />
        <Card role="alert">
          <h2 className={styles.legend}>{t('error.notPaidInTime', { reference })}</h2>
          <p>
            {stale && stale !== PAYMENT_MESSAGES.notAwaitingPayment ? stale : PAYMENT_MESSAGES.holdExpired}
          </p>
          <div className={styles.actions}>
            {isReady(draft) ? (
              <Button onClick={bookAgain}>{t('error.bookAgain')}</Button>
            ) : (
              <Link to={slotsOfAboki} className={buttonClass('primary')}>
                {t('error.bookAgain')}
              </Link>
            )}
            <Link to={allAbokis} className={buttonClass('ghost')}>
              {t('error.chooseAnotherAboki')}
            </Link>
          </div>
        </Card>
      </>
    );
  }

  return (
    <>
      <PageHeading title={t('error.paymentTitle')} description={t('error.notSentYet')} />
      <Card role="alert">
        <h2 className={styles.legend}>{t('job.title', { reference })}</h2>
        <p>{PAYMENT_MESSAGES.paymentFailed}</p>
        {!signedIn ? (
          <div className={styles.actions}>
            <Link
              to={signInPath(`${location.pathname}${location.search}`)}
              className={buttonClass('primary')}
            >
              {t('error.signInToRetry')}
            </Link>
          </div>
        ) : !options ? (
          <Spinner label={t('pay.loading')} />
        ) : (
          <div className={styles.actions}>
            <Button busy={busy === 'pay'} disabled={busy === 'cash'} onClick={() => void tryAgain()}>
              {t('error.tryAgain')}
            </Button>
            {options.methods.includes('CASH') && !options.mustPrepay ? (
              <Button
                variant="secondary"
                busy={busy === 'cash'}
                disabled={busy === 'pay'}
                onClick={() => void payCash()}
              >
                {t('error.payCash')}
              </Button>
            ) : null}
          </div>
        )}
        {options?.mustPrepay ? <p className={styles.note}>{PAYMENT_MESSAGES.prepaymentRequired}</p> : null}
      </Card>
    </>
  );
}
