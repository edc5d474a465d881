import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatLagosClock, formatLagosDay } from 'shared/lagos-time';
import {
  Card,
  EmptyState,
  LoadFailed,
  PageHeading,
  Spinner,
  buttonClass,
  formatNaira,
  languageAtom,
  useT,
} from 'shared';
import { AbokiNoShow, CancelJob, JobTimeline, ReviewJob } from '../components/job-actions.js';
import { CallContact } from '../components/call-contact.js';
import { CashQuestion } from '../components/cash-check.js';
import { ChangeTime } from '../components/change-time.js';
import { JobDispute } from '../components/job-dispute.js';
import { JobDetails, StartCode } from '../components/job-details.js';
import { JobHelp } from '../components/job-help.js';
import { PayNow, ReceiptButton, Refunds } from '../components/payment-details.js';
import { useJob } from '../components/use-job.js';
import styles from '../components/components.module.css';
import { requestsBook } from '../i18n/index.js';

/** Statuses in which the code is still needed at the door. */
const CODE_STATUSES = new Set(['REQUESTED', 'ACCEPTED']);

/**
 * `/manage-services-request/job/:reference`: every detail of one request, with the start code for
 * its User, what they can do now (pay while the payment is awaited, cancel with the fee shown first,
 * report a no-show, review), the payment with its refunds and receipt, and the timeline. Changes
 * from the other side arrive on the live stream and refresh it in place.
 */
export function JobPage() {
  const { reference = null } = useParams();
  const [state, retry, replace] = useJob(reference);
  const [now, setNow] = useState(() => new Date());
  const t = useT(requestsBook);
  const language = useAtomValue(languageAtom);

  // The no-show button appears 30 minutes after the start without a reload.
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);

  return (
    <>
      <PageHeading
        title={reference ? t('Request {reference}', { reference }) : t('Request')}
        description={t('Everything about this request.')}
      />
      {state.status === 'loading' ? (
        <Spinner label={t('Loading the request…')} />
      ) : state.status === 'missing' ? (
        <EmptyState
          role="status"
          title={t('No such request')}
          description={t('It may belong to another account. Your own requests are in the tabs above.')}
        />
      ) : state.status === 'error' ? (
        <LoadFailed title={t('We could not load this request')} message={state.message} onRetry={retry} />
      ) : state.status === 'offline' ? (
        <LoadFailed title={t('Not available offline')} message={state.message} onRetry={retry} />
      ) : (
        <Card>
          {state.offlineSince ? (
            <p className={styles.banner} role="status">
              {t(
                'You are offline. This is the request as this phone last saw it, at {time} on {day}; the start code works at the gate.',
                {
                  time: formatLagosClock(state.offlineSince),
                  day: formatLagosDay(state.offlineSince, language),
                },
              )}
            </p>
          ) : null}
          {'startCode' in state.job && CODE_STATUSES.has(state.job.status) ? (
            <StartCode code={state.job.startCode} />
          ) : null}
          {/* A phone call needs no data: the number stays usable offline too. */}
          <CallContact job={state.job} />
          <JobDetails job={state.job} />
          {'startCode' in state.job ? <PayNow job={state.job} onStale={retry} /> : null}
          <Refunds payment={state.job.payment} />
          <ReceiptButton job={state.job} />
          {state.job.reason &&
          ['DECLINED', 'CANCELLED_BY_AGENT', 'CANCELLED_BY_USER'].includes(state.job.status) ? (
            <p>{t('Reason given: {reason}', { reason: state.job.reason })}</p>
          ) : null}
          {state.job.feeKobo ? (
            <p role="status">
              {t('Cancellation fee recorded: {fee}', { fee: formatNaira(state.job.feeKobo) })}
            </p>
          ) : null}
          {'startCode' in state.job ? (
            <>
              {state.offlineSince ? null : (
                <CashQuestion job={state.job} now={now} onChanged={replace} onStale={retry} />
              )}
              <ReviewJob job={state.job} onReviewed={retry} />
              <AbokiNoShow job={state.job} now={now} onChanged={replace} />
              {state.offlineSince ? null : <ChangeTime job={state.job} />}
              <CancelJob job={state.job} onChanged={replace} />
            </>
          ) : null}
          {state.offlineSince ? null : <JobDispute job={state.job} />}
          {state.offlineSince ? null : <JobHelp reference={state.job.reference} />}
          <JobTimeline reference={state.job.reference} status={state.job.status} />
          <Link to="/manage-services-request/upcoming" className={buttonClass('ghost')}>
            {t('Back to your requests')}
          </Link>
        </Card>
      )}
    </>
  );
}
