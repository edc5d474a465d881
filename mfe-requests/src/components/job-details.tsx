import { useAtomValue } from 'jotai';
import { addressLine, formatNaira, languageAtom, useT } from 'shared';
import { formatLagosSpan } from 'shared/lagos-time';
import type { JobView } from '../api/booking.js';
import { requestsBook } from '../i18n/index.js';
import { AbokiName, AbokiPhoto } from './aboki-photo.js';
import { JobStatusBadge } from './job-status.js';
import { PaymentFacts } from './payment-details.js';
import { VerifiedBadge } from './verified-badge.js';
import styles from './components.module.css';

/** The start code, large: the User reads it out at the door. */
export function StartCode({ code }: { code: string }) {
  const t = useT(requestsBook);
  return (
    <section aria-labelledby="start-code-title" className={styles.section}>
      <h2 id="start-code-title" className={styles.legend}>
        {t('Start code')}
      </h2>
      {/* Screen readers read "4821" as a number; the hidden line reads it digit by digit. */}
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <p className={styles.visuallyHidden}>
        {t('Start code: {digits}.', { digits: code.split('').join(', ') })}
      </p>
      <p>{t('Give this code to your Aboki when they arrive. They need it to start the job.')}</p>
    </section>
  );
}

/** Everything about a job, as its User (or the Aboki's agent) may see it. */
export function JobDetails({ job }: { job: JobView }) {
  const t = useT(requestsBook);
  const language = useAtomValue(languageAtom);
  return (
    <>
      <div className={styles.card}>
        <AbokiPhoto name={job.aboki.displayName} photoUrl={job.aboki.photoUrl} />
        <div>
          <h2 className={styles.name}>
            <AbokiName id={job.aboki.id} name={job.aboki.displayName} />
          </h2>
          <p className={styles.meta}>
            <JobStatusBadge status={job.status} />
          </p>
          {/* The User's view carries the Aboki's public view; the agent's only who the Aboki is. */}
          {'verifiedMonth' in job.aboki ? (
            <p className={styles.meta}>
              <VerifiedBadge verifiedMonth={job.aboki.verifiedMonth} />
            </p>
          ) : null}
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>{t('Reference')}</dt>
        <dd>{job.reference}</dd>
        <dt>{t('Service')}</dt>
        <dd>
          {job.service.name}
          {job.hours ? ` (${t('{hours, plural, one {# hour} other {# hours}}', { hours: job.hours })})` : ''}
        </dd>
        <dt>{t('When')}</dt>
        <dd>
          {t('{when} (Lagos time)', {
            when: formatLagosSpan(new Date(job.startsAt), new Date(job.endsAt), language),
          })}
        </dd>
        <dt>{t('Address')}</dt>
        <dd>{addressLine(job)}</dd>
        {job.landmark ? (
          <>
            <dt>{t('Landmark')}</dt>
            <dd>{job.landmark}</dd>
          </>
        ) : null}
        {job.recipient ? (
          <>
            <dt>{t('For')}</dt>
            <dd>
              {job.recipient.name}
              {job.recipient.phoneNumber ? `, ${job.recipient.phoneNumber}` : ''}
            </dd>
          </>
        ) : null}
        {'customer' in job ? (
          <>
            <dt>{t('Booked by')}</dt>
            <dd>
              {job.customer.name}
              {job.customer.phoneNumber ? `, ${job.customer.phoneNumber}` : ''}
            </dd>
          </>
        ) : null}
        {job.notes ? (
          <>
            <dt>{t('Notes')}</dt>
            <dd>{job.notes}</dd>
          </>
        ) : null}
        <dt>{t('Price')}</dt>
        <dd>{formatNaira(job.priceKobo)}</dd>
        <PaymentFacts payment={job.payment} forAgent={'customer' in job} />
      </dl>
    </>
  );
}
