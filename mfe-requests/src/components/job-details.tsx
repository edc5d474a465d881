import { addressLine, formatNaira } from 'shared';
import { formatLagosSpan } from 'shared/lagos-time';
import type { JobView } from '../api/booking.js';
import { AbokiName, AbokiPhoto } from './aboki-photo.js';
import { JobStatusBadge } from './job-status.js';
import { PaymentFacts } from './payment-details.js';
import styles from './components.module.css';

/** The start code, large: the User reads it out at the door. */
export function StartCode({ code }: { code: string }) {
  return (
    <section aria-labelledby="start-code-title" className={styles.section}>
      <h2 id="start-code-title" className={styles.legend}>
        Start code
      </h2>
      {/* Screen readers read "4821" as a number; the hidden line reads it digit by digit. */}
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <p className={styles.visuallyHidden}>{`Start code: ${code.split('').join(', ')}.`}</p>
      <p>Give this code to your Aboki when they arrive. They need it to start the job.</p>
    </section>
  );
}

/** Everything about a job, as its User (or the Aboki's agent) may see it. */
export function JobDetails({ job }: { job: JobView }) {
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
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>Reference</dt>
        <dd>{job.reference}</dd>
        <dt>Service</dt>
        <dd>
          {job.service.name}
          {job.hours ? ` (${job.hours} hour${job.hours === 1 ? '' : 's'})` : ''}
        </dd>
        <dt>When</dt>
        <dd>{formatLagosSpan(new Date(job.startsAt), new Date(job.endsAt))} (Lagos time)</dd>
        <dt>Address</dt>
        <dd>{addressLine(job)}</dd>
        {job.landmark ? (
          <>
            <dt>Landmark</dt>
            <dd>{job.landmark}</dd>
          </>
        ) : null}
        {job.recipient ? (
          <>
            <dt>For</dt>
            <dd>
              {job.recipient.name}, {job.recipient.phoneNumber}
            </dd>
          </>
        ) : null}
        {'customer' in job ? (
          <>
            <dt>Booked by</dt>
            <dd>
              {job.customer.name}
              {job.customer.phoneNumber ? `, ${job.customer.phoneNumber}` : ''}
            </dd>
          </>
        ) : null}
        {job.notes ? (
          <>
            <dt>Notes</dt>
            <dd>{job.notes}</dd>
          </>
        ) : null}
        <dt>Price</dt>
        <dd>{formatNaira(job.priceKobo)}</dd>
        <PaymentFacts payment={job.payment} forAgent={'customer' in job} />
      </dl>
    </>
  );
}
