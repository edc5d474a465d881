import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Loaded, PageHeading, formatNaira, useLoad, useT } from 'shared';
import { OPS_MESSAGES, type OpsPerson } from 'shared/schemas';
import { decidePerson, fetchPerson, type PersonAction } from '../api/ops.js';
import { AuditTable } from '../components/audit-table.js';
import { Fact } from '../components/fact.js';
import { TitledSection } from '../components/titled-section.js';
import { ReasonForm, type ReasonFormTexts } from '../components/reason-form.js';
import {
  JOB_PART_LABELS,
  ROLE_LABELS,
  STATUS_LABELS,
  accountRoleWords,
  formatDay,
  formatWhen,
  isAbokiStatus,
  jobStatusWords,
} from '../components/words.js';
import { opsBook, type OpsText } from '../i18n/index.js';
import styles from './pages.module.css';
import { OpsTable } from '../components/ops-table.js';

type PersonJob = OpsPerson['openJobs'][number];

const ACCOUNT_FORMS: Record<PersonAction, ReasonFormTexts> = {
  suspend: {
    title: 'Suspend this account',
    label: 'Why you suspend this account',
    hint: 'They are signed out everywhere at once and cannot sign in; they read this reason. Their open jobs stay as they are: handle them below.',
  },
  reinstate: {
    title: 'Reinstate this account',
    label: 'Why you reinstate this account',
    hint: 'They can sign in again; they read this reason.',
  },
};

/** `/ops/people/:id`: one account, its jobs and Abokis, what was done to it, and suspend or reinstate. */
export function PersonPage() {
  const t = useT(opsBook);
  const { id = '' } = useParams();
  const person = useLoad(() => fetchPerson(id), [id]);
  return (
    <>
      <p>
        <Link to="/ops/people">{t('Back to people')}</Link>
      </p>
      <Loaded
        load={person}
        loadingLabel={t('Loading the account…')}
        errorTitle={t('This account did not load')}
      >
        {(answer) => <Person person={answer.person} onChange={(next) => person.setData({ person: next })} />}
      </Loaded>
    </>
  );
}

function Person({ person, onChange }: { person: OpsPerson; onChange: (person: OpsPerson) => void }) {
  const t = useT(opsBook);
  const none = t('Not given');
  // Just suspended here: the open jobs are what the operator handles next, so focus moves there.
  const [justSuspended, setJustSuspended] = useState(false);
  const toHandle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justSuspended) toHandle.current?.focus();
  }, [justSuspended]);
  const suspended = person.suspendedAt !== null;
  const action: PersonAction = suspended ? 'reinstate' : 'suspend';

  return (
    <>
      <PageHeading
        title={person.name}
        description={accountRoleWords(person.role, t)}
        documentTitle={t('Account of {name}', { name: person.name })}
      />
      {person.suspendedAt ? (
        <p className={styles.problem} role="note" aria-label={t('Suspended')}>
          <strong>
            {person.suspensionReason
              ? t('Suspended since {when}: {reason}', {
                  when: formatWhen(person.suspendedAt),
                  reason: person.suspensionReason,
                })
              : t('Suspended since {when}.', { when: formatWhen(person.suspendedAt) })}
          </strong>
        </p>
      ) : null}

      {suspended ? (
        <section aria-labelledby="to-handle-title" className={styles.urgent}>
          <h2 id="to-handle-title" ref={toHandle} tabIndex={-1} className={styles.sectionTitle}>
            {t('Open jobs to handle')}
          </h2>
          {person.openJobs.length ? (
            <JobsTable jobs={person.openJobs} label={t('Open jobs to handle')} />
          ) : (
            <p className={styles.muted}>{t('No open jobs.')}</p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="account-title">
        <h2 id="account-title" className={styles.sectionTitle}>
          {t('The account')}
        </h2>
        <dl className={styles.facts}>
          <Fact name="Name">{person.name}</Fact>
          <Fact name="E-mail">
            <a href={`mailto:${person.email}`}>{person.email}</a>
          </Fact>
          <Fact name="Role">{accountRoleWords(person.role, t)}</Fact>
          <Fact name="Phone">
            {person.phoneNumber ? <a href={`tel:${person.phoneNumber}`}>{person.phoneNumber}</a> : none}
          </Fact>
          <Fact name="Area">{[person.lga, person.state].filter(Boolean).join(', ') || none}</Fact>
          <Fact name="Business">{person.businessName ?? none}</Fact>
          <Fact name="Joined">{formatDay(person.createdAt)}</Fact>
          {person.staffRole ? <Fact name="Staff">{t(ROLE_LABELS[person.staffRole])}</Fact> : null}
        </dl>
      </section>

      <section aria-labelledby="act-title">
        <h2 id="act-title" className={styles.sectionTitle}>
          {t('Decide')}
        </h2>
        {person.staffRole && !suspended ? (
          <p className={styles.notice}>{OPS_MESSAGES.staffNotSuspendable}</p>
        ) : (
          <div className={styles.decisions}>
            <ReasonForm
              key={action}
              texts={ACCOUNT_FORMS[action]}
              send={(reason) => decidePerson(person.id, action, reason)}
              onDone={(answer) => {
                setJustSuspended(action === 'suspend');
                onChange(answer.person);
              }}
            />
          </div>
        )}
      </section>

      {suspended ? null : (
        <TitledSection id="open-jobs-title" title={t('Open jobs')} empty={t('No open jobs.')}>
          {person.openJobs.length > 0 && <JobsTable jobs={person.openJobs} label={t('Open jobs')} />}
        </TitledSection>
      )}

      <TitledSection id="recent-jobs-title" title={t('Recent jobs')} empty={t('No jobs yet.')}>
        {person.recentJobs.length > 0 && <JobsTable jobs={person.recentJobs} label={t('Recent jobs')} />}
      </TitledSection>

      {person.role === 'AGENT' || person.abokis.length ? (
        <section aria-labelledby="abokis-title">
          <h2 id="abokis-title" className={styles.sectionTitle}>
            {t('Their Abokis')}
          </h2>
          {person.abokis.length ? (
            <ul className={styles.services} aria-label={t('Their Abokis')}>
              {person.abokis.map((aboki) => (
                <li key={aboki.id}>
                  <Link to={`/ops/abokis/${encodeURIComponent(aboki.id)}`}>{aboki.displayName}</Link>
                  {' · '}
                  {isAbokiStatus(aboki.status) ? t(STATUS_LABELS[aboki.status]) : aboki.status}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('No Abokis yet.')}</p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="history-title">
        <h2 id="history-title" className={styles.sectionTitle}>
          {t('History')}
        </h2>
        {person.history.length ? (
          <AuditTable entries={person.history} label={t('History')} />
        ) : (
          <p className={styles.muted}>{t('No staff action on this account yet.')}</p>
        )}
      </section>
    </>
  );
}

const JOB_COLUMNS: readonly OpsText[] = [
  'Reference',
  'Status',
  'Their part',
  'Service',
  'Aboki',
  'When',
  'Price',
];

/** Jobs as the console lists them: in words, Lagos time, Naira; each reference opens the job's page. */
function JobsTable({ jobs, label }: { jobs: readonly PersonJob[]; label: string }) {
  const t = useT(opsBook);
  return (
    <OpsTable label={label} columns={JOB_COLUMNS}>
      {jobs.map((job) => (
        <tr key={job.reference}>
          <th scope="row" className={styles.nowrap}>
            <Link to={`/ops/jobs/${encodeURIComponent(job.reference)}`}>
              <code>{job.reference}</code>
            </Link>
          </th>
          <td>{jobStatusWords(job.status, t)}</td>
          <td>{t(JOB_PART_LABELS[job.part])}</td>
          <td>{job.serviceName}</td>
          <td>{job.abokiName}</td>
          <td className={styles.nowrap}>{formatWhen(job.startsAt)}</td>
          <td className={styles.nowrap}>{formatNaira(job.priceKobo)}</td>
        </tr>
      ))}
    </OpsTable>
  );
}
