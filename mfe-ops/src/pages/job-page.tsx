import { Link, useParams } from 'react-router-dom';
import { Loaded, PageHeading, formatNaira, useLoad, useT } from 'shared';
import type { OpsJob, PersonSummary } from 'shared/schemas';
import { fetchJob } from '../api/ops.js';
import { AuditTable } from '../components/audit-table.js';
import { Fact } from '../components/fact.js';
import { TitledSection } from '../components/titled-section.js';
import {
  JOB_ACTOR_LABELS,
  formatSpan,
  formatWhen,
  jobEventWords,
  jobStatusWords,
  paymentMethodWords,
  paymentStatusWords,
  refundStatusWords,
} from '../components/words.js';
import { opsBook, type OpsText } from '../i18n/index.js';
import styles from './pages.module.css';
import { OpsTable } from '../components/ops-table.js';
import { TICKET_KIND_LABELS, TICKET_STATUS_LABELS } from '../components/ticket-words.js';

/** `/ops/jobs/:reference`: one job, its people, its whole timeline, its money and its history. */
export function JobPage() {
  const t = useT(opsBook);
  const { reference = '' } = useParams();
  const job = useLoad(() => fetchJob(reference), [reference]);
  return (
    <>
      <p>
        <Link to="/ops">{t('Back to the dashboard')}</Link>
      </p>
      <Loaded load={job} loadingLabel={t('Loading the job…')} errorTitle={t('This job did not load')}>
        {(answer) => <Job job={answer.job} />}
      </Loaded>
    </>
  );
}

function Job({ job }: { job: OpsJob }) {
  const t = useT(opsBook);
  const none = t('Not given');
  const when = formatSpan(job.startsAt, job.endsAt);
  // Oldest first, whatever order the API sent; events at the same instant keep theirs.
  const timeline = [...job.timeline].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const recipient = job.recipientName !== null || job.recipientPhone !== null;

  return (
    <>
      <PageHeading
        title={t('{reference} · {service}', { reference: job.reference, service: job.serviceName })}
        description={jobStatusWords(job.status, t)}
      />
      {job.cashFlaggedAt || job.disputedAt ? (
        <p className={styles.markers}>
          {job.cashFlaggedAt ? (
            <strong className={styles.badge}>
              {t('Cash flagged {when}', { when: formatWhen(job.cashFlaggedAt) })}
            </strong>
          ) : null}
          {job.disputedAt ? (
            <strong className={styles.badge}>
              {t('Disputed {when}', { when: formatWhen(job.disputedAt) })}
            </strong>
          ) : null}
        </p>
      ) : null}

      <section aria-labelledby="summary-title">
        <h2 id="summary-title" className={styles.sectionTitle}>
          {t('Summary')}
        </h2>
        <dl className={styles.facts}>
          <Fact name="When">
            {job.hours === null
              ? when
              : t('{when}, {hours, plural, one {# hour} other {# hours}}', { when, hours: job.hours })}
          </Fact>
          <Fact name="Price">{formatNaira(job.priceKobo)}</Fact>
          <Fact name="Payment">{paymentMethodWords(job.paymentMethod, t)}</Fact>
          <Fact name="Where">
            {[job.address, job.landmark, job.lga, job.state].filter(Boolean).join(', ')}
          </Fact>
          <Fact name="Notes" className={styles.note}>
            {job.notes ?? none}
          </Fact>
          {recipient ? (
            <Fact name="Booked for">
              {job.recipientName ?? none}
              {job.recipientPhone ? (
                <>
                  {' · '}
                  <a href={`tel:${job.recipientPhone}`}>{job.recipientPhone}</a>
                </>
              ) : null}
            </Fact>
          ) : null}
          <Fact name="Booked">{formatWhen(job.createdAt)}</Fact>
          <Money name="Fee" kobo={job.feeKobo} />
          <Money name="Refund" kobo={job.refundKobo} />
          <Money name="Cash received" kobo={job.cashReceivedKobo} />
          <Money name="Cash confirmed" kobo={job.cashConfirmedKobo} />
          {job.reason ? (
            <Fact name="Why it was cancelled or declined" className={styles.note}>
              {job.reason}
            </Fact>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="people-title">
        <h2 id="people-title" className={styles.sectionTitle}>
          {t('People')}
        </h2>
        <div className={styles.columns}>
          <Person titleId="user-title" heading="The User" person={job.user} />
          <Person titleId="agent-title" heading="The agent" person={job.agent} />
          <section aria-labelledby="aboki-title">
            <h3 id="aboki-title" className={styles.formTitle}>
              {t('The Aboki')}
            </h3>
            <p>
              <Link to={`/ops/abokis/${encodeURIComponent(job.aboki.id)}`}>{job.aboki.displayName}</Link>
            </p>
          </section>
        </div>
      </section>

      <section aria-labelledby="timeline-title">
        <h2 id="timeline-title" className={styles.sectionTitle}>
          {t('Timeline')}
        </h2>
        {timeline.length ? (
          <div className={styles.tableScroll}>
            <table className={styles.table} aria-label={t('Timeline')}>
              <thead>
                <tr>
                  <th scope="col">{t('When')}</th>
                  <th scope="col">{t('Who')}</th>
                  <th scope="col">{t('What')}</th>
                  <th scope="col">{t('Reason')}</th>
                </tr>
              </thead>
              <tbody>
                {timeline.map((event, index) => (
                  // Two events may share an instant (a move accepted as it was asked): the order tells them apart.
                  <tr key={`${event.at}-${index}`}>
                    <td className={styles.nowrap}>{formatWhen(event.at)}</td>
                    <td>{t(JOB_ACTOR_LABELS[event.actor])}</td>
                    <td>{jobEventWords(event, t)}</td>
                    <td className={styles.note}>{event.reason ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className={styles.muted}>{t('Nothing has happened to this job yet.')}</p>
        )}
      </section>

      <TitledSection id="payments-title" title={t('Payments')} empty={t('No card or bank transfer payment.')}>
        {job.payments.length > 0 && <PaymentsTable payments={job.payments} />}
      </TitledSection>

      <TitledSection id="refunds-title" title={t('Refunds')} empty={t('No refund.')}>
        {job.refunds.length > 0 && <RefundsTable refunds={job.refunds} />}
      </TitledSection>

      <TitledSection
        id="disputes-title"
        title={t('Disputes')}
        empty={t('No problem was reported on this job.')}
      >
        {job.disputeId ? (
          <p>
            <Link to={`/ops/disputes/${encodeURIComponent(job.disputeId)}`}>{t('Open the dispute')}</Link>
          </p>
        ) : null}
      </TitledSection>

      <TitledSection
        id="tickets-title"
        title={t('Support tickets')}
        empty={t('No support ticket about this job.')}
      >
        {job.tickets.length > 0 && <TicketsTable tickets={job.tickets} />}
      </TitledSection>

      <TitledSection id="history-title" title={t('History')} empty={t('No staff action on this job yet.')}>
        {job.history.length > 0 && <AuditTable entries={job.history} label={t('History')} />}
      </TitledSection>
    </>
  );
}

/** An amount of the summary, shown only once the job has it. */
function Money({ name, kobo }: { name: OpsText; kobo: number | null }) {
  if (kobo === null) return null;
  return <Fact name={name}>{formatNaira(kobo)}</Fact>;
}

/** The User or the agent: their account's page, how to reach them, and whether they are suspended. */
function Person({ titleId, heading, person }: { titleId: string; heading: OpsText; person: PersonSummary }) {
  const t = useT(opsBook);
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.formTitle}>
        {t(heading)}
      </h3>
      <dl className={styles.facts}>
        <Fact name="Name">
          <Link to={`/ops/people/${encodeURIComponent(person.id)}`}>{person.name}</Link>
          {person.suspendedAt ? (
            <>
              {' '}
              <strong className={styles.badge}>{t('Suspended')}</strong>
            </>
          ) : null}
        </Fact>
        <Fact name="E-mail">
          <a href={`mailto:${person.email}`}>{person.email}</a>
        </Fact>
        <Fact name="Phone">
          {person.phoneNumber ? (
            <a href={`tel:${person.phoneNumber}`}>{person.phoneNumber}</a>
          ) : (
            t('Not given')
          )}
        </Fact>
      </dl>
    </section>
  );
}

const PAYMENT_COLUMNS: readonly OpsText[] = ['Reference', 'Channel', 'Amount', 'Status', 'Started', 'Paid'];

/** Paystack checkouts for the job, as the console lists them. */
function PaymentsTable({ payments }: { payments: OpsJob['payments'] }) {
  const t = useT(opsBook);
  return (
    <OpsTable label={t('Payments')} columns={PAYMENT_COLUMNS}>
      {payments.map((payment) => (
        <tr key={payment.reference}>
          <th scope="row" className={styles.nowrap}>
            <code>{payment.reference}</code>
          </th>
          <td>{paymentMethodWords(payment.channel, t)}</td>
          <td className={styles.nowrap}>{formatNaira(payment.amountKobo)}</td>
          <td>{paymentStatusWords(payment.status, t)}</td>
          <td className={styles.nowrap}>{formatWhen(payment.createdAt)}</td>
          <td className={styles.nowrap}>{payment.paidAt ? formatWhen(payment.paidAt) : '—'}</td>
        </tr>
      ))}
    </OpsTable>
  );
}

const REFUND_COLUMNS: readonly OpsText[] = [
  'Amount',
  'Reason',
  'Status',
  'Asked',
  'Processed',
  'Why it failed',
];

/** Money sent back for the job, with what the provider said when it failed. */
function RefundsTable({ refunds }: { refunds: OpsJob['refunds'] }) {
  const t = useT(opsBook);
  return (
    <OpsTable label={t('Refunds')} columns={REFUND_COLUMNS}>
      {refunds.map((refund, index) => (
        <tr key={`${refund.createdAt}-${index}`}>
          <th scope="row" className={styles.nowrap}>
            {formatNaira(refund.amountKobo)}
          </th>
          <td>{refund.reason}</td>
          <td>{refundStatusWords(refund.status, t)}</td>
          <td className={styles.nowrap}>{formatWhen(refund.createdAt)}</td>
          <td className={styles.nowrap}>{refund.processedAt ? formatWhen(refund.processedAt) : '—'}</td>
          <td>{refund.failure ?? '—'}</td>
        </tr>
      ))}
    </OpsTable>
  );
}

const TICKET_COLUMNS: readonly OpsText[] = ['Ticket', 'About', 'Status', 'Opened'];

/** The job's support conversations: its help requests and its dispute's. */
function TicketsTable({ tickets }: { tickets: OpsJob['tickets'] }) {
  const t = useT(opsBook);
  return (
    <OpsTable label={t('Support tickets')} columns={TICKET_COLUMNS}>
      {tickets.map((ticket) => (
        <tr key={ticket.id}>
          <th scope="row" className={styles.nowrap}>
            <Link to={`/ops/tickets/${encodeURIComponent(ticket.id)}`}>{ticket.reference}</Link>
          </th>
          <td>{t(TICKET_KIND_LABELS[ticket.kind])}</td>
          <td>{t(TICKET_STATUS_LABELS[ticket.status])}</td>
          <td className={styles.nowrap}>{formatWhen(ticket.createdAt)}</td>
        </tr>
      ))}
    </OpsTable>
  );
}
