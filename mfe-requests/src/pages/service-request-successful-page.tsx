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
      <h2 className={styles.legend}>{t('sent.next')}</h2>
      <ol>
        <li>{t('sent.next.agent')}</li>
        <li>{t('sent.next.day')}</li>
        {prepaid ? (
          <li>{t('sent.next.prepaid', { amount: formatNaira(payment.amountKobo) })}</li>
        ) : (
          <li>{t('sent.next.cash')}</li>
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
        title={awaiting ? t('payNow.title') : t('sent.title')}
        description={awaiting ? t('sent.awaitingDescription') : t('sent.description')}
      />
      {state.status === 'loading' ? (
        <Spinner label={t('sent.loading')} />
      ) : state.status === 'missing' ? (
        <EmptyState
          role="status"
          title={t('job.missing.title')}
          description={t('sent.missingDescription')}
          action={
            <Link to="/manage-services-request/upcoming" className={buttonClass('primary')}>
              {t('sent.seeUpcoming')}
            </Link>
          }
        />
      ) : state.status === 'error' || state.status === 'offline' ? (
        <LoadFailed title={t('sent.failed')} message={state.message} onRetry={retry} />
      ) : (
        <Card>
          <p className={styles.price}>{t('sent.reference', { reference: state.job.reference })}</p>
          <p className={styles.price}>
            {paymentStatusText(t, state.job.payment.method, state.job.payment.status)}
          </p>
          {awaiting && 'startCode' in state.job ? <PayNow job={state.job} onStale={retry} /> : null}
          {'startCode' in state.job && !awaiting ? <StartCode code={state.job.startCode} /> : null}
          {awaiting ? null : <NextSteps job={state.job} />}
          <JobDetails job={state.job} />
          <div className={styles.actions}>
            <Link to="/manage-services-request/upcoming" className={buttonClass('primary')}>
              {t('sent.seeUpcoming')}
            </Link>
            <Link to="/select-aboki" className={buttonClass('ghost')}>
              {t('sent.bookAnother')}
            </Link>
          </div>
        </Card>
      )}
    </>
  );
}
