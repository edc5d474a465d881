import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Card, EmptyState, LoadFailed, PageHeading, Spinner, buttonClass, formatNaira, useT } from 'shared';
import type { JobView } from '../api/booking.js';
import { clearDraft, useBookingDraft } from '../booking-draft.js';
import { JobDetails, StartCode } from '../components/job-details.js';
import { PayNow } from '../components/payment-details.js';
import { paymentStatusText } from '../components/payment-words.js';
import { useJob } from '../components/use-job.js';
import styles from '../components/components.module.css';
import { requestsBook } from '../i18n/index.js';

/** What happens next, by how the job is paid. */
function NextSteps({ job }: { job: JobView }) {
  const t = useT(requestsBook);
  const { payment } = job;
  const prepaid = payment.method !== 'CASH';
  return (
    <>
      <h2 className={styles.legend}>{t('What happens next')}</h2>
      <ol>
        <li>{t('The Aboki’s agent accepts or declines your request; we email you either way.')}</li>
        <li>
          {t('On the day, the Aboki comes to the address. Give them the start code so they can start.')}
        </li>
        {prepaid ? (
          <li>
            {t(
              'Nothing more to pay. If the Aboki declines, the request expires or the Aboki does not come, your {amount} comes back in full; if you cancel late, less the cancellation fee.',
              { amount: formatNaira(payment.amountKobo) },
            )}
          </li>
        ) : (
          <li>{t('When the job is done, pay the Aboki in cash.')}</li>
        )}
      </ol>
    </>
  );
}

/**
 * `/select-aboki/service-request-successful?reference=`: the reference, the start code, how it is
 * paid and what happens next. The job comes from the page that booked it, or from the API after a
 * reload or the full-page return from Paystack's checkout (`?reference=` is all it needs).
 */
export function ServiceRequestSuccessfulPage() {
  const t = useT(requestsBook);
  const [params] = useSearchParams();
  const passed = (useLocation().state as { job?: JobView } | null)?.job ?? null;
  const [state, retry] = useJob(params.get('reference'), passed);
  const [draft] = useBookingDraft();
  const awaiting = state.status === 'ready' && state.job.status === 'AWAITING_PAYMENT';

  // Back from checkout with the job paid: the booking is made, so the next one starts afresh.
  const paidReference = state.status === 'ready' && !awaiting ? state.job.reference : null;
  useEffect(() => {
    if (paidReference && draft?.checkout?.reference === paidReference) clearDraft();
  }, [paidReference, draft]);

  return (
    <>
      <PageHeading
        title={awaiting ? t('Waiting for your payment') : t('Request sent')}
        description={
          awaiting
            ? t('Your request goes to the Aboki’s agent once Paystack confirms your payment.')
            : t('Your request is with the Aboki’s agent. You will get an email when they accept it.')
        }
      />
      {state.status === 'loading' ? (
        <Spinner label={t('Loading your request…')} />
      ) : state.status === 'missing' ? (
        <EmptyState
          role="status"
          title={t('No such request')}
          description={t('Find all your requests under your upcoming requests.')}
          action={
            <Link to="/manage-services-request/upcoming" className={buttonClass('primary')}>
              {t('See upcoming requests')}
            </Link>
          }
        />
      ) : state.status === 'error' || state.status === 'offline' ? (
        <LoadFailed title={t('We could not load your request')} message={state.message} onRetry={retry} />
      ) : (
        <Card>
          <p className={styles.price}>
            {t('Your reference: {reference}', { reference: state.job.reference })}
          </p>
          <p className={styles.price}>
            {paymentStatusText(t, state.job.payment.method, state.job.payment.status)}
          </p>
          {awaiting && 'startCode' in state.job ? <PayNow job={state.job} onStale={retry} /> : null}
          {'startCode' in state.job && !awaiting ? <StartCode code={state.job.startCode} /> : null}
          {awaiting ? null : <NextSteps job={state.job} />}
          <JobDetails job={state.job} />
          <div className={styles.actions}>
            <Link to="/manage-services-request/upcoming" className={buttonClass('primary')}>
              {t('See upcoming requests')}
            </Link>
            <Link to="/select-aboki" className={buttonClass('ghost')}>
              {t('Book another Aboki')}
            </Link>
          </div>
        </Card>
      )}
    </>
  );
}
