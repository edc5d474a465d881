import { Link, useParams } from 'react-router-dom';
import { Loaded, PageHeading, formatNaira, useLoad, useT } from 'shared';
import type { OpsAbokiReview } from 'shared/schemas';
import { fetchAbokiReview } from '../api/ops.js';
import { AuditTable } from '../components/audit-table.js';
import { Fact } from '../components/fact.js';
import { GuarantorSection } from '../components/guarantor-section.js';
import { ReviewActions } from '../components/review-actions.js';
import { STATUS_LABELS, formatWhen, identityLabel, isAbokiStatus } from '../components/words.js';
import { opsBook, type OpsT } from '../i18n/index.js';
import styles from './pages.module.css';

/** The Aboki's status in words: "Taking bookings, verified Fri 20 Nov 2026, 9:05". */
function statusWords(aboki: OpsAbokiReview, t: OpsT): string {
  if (!isAbokiStatus(aboki.status)) return aboki.status;
  const status = t(STATUS_LABELS[aboki.status]);
  if (aboki.status !== 'ACTIVE') return status;
  return aboki.verifiedAt
    ? t('{status}, verified {when}', { status, when: formatWhen(aboki.verifiedAt) })
    : t('{status}, not yet verified', { status });
}

/** `/ops/abokis/:id`: everything to decide on one Aboki, the decisions, and its history. */
export function AbokiReviewPage() {
  const t = useT(opsBook);
  const { id = '' } = useParams();
  const review = useLoad(() => fetchAbokiReview(id), [id]);

  return (
    <>
      <p>
        <Link to="/ops/reviews">{t('Back to the reviews')}</Link>
      </p>
      <Loaded load={review} loadingLabel={t('Loading the Aboki…')} errorTitle={t('This Aboki did not load')}>
        {({ aboki }) => <Review aboki={aboki} onChange={(next) => review.setData({ aboki: next })} />}
      </Loaded>
    </>
  );
}

function Review({ aboki, onChange }: { aboki: OpsAbokiReview; onChange: (aboki: OpsAbokiReview) => void }) {
  const t = useT(opsBook);
  const { agent, identity } = aboki;
  const none = t('Not given');
  return (
    <>
      <PageHeading
        title={aboki.displayName}
        description={statusWords(aboki, t)}
        documentTitle={t('Review of {name}', { name: aboki.displayName })}
      />
      {aboki.reviewNote ? (
        <p className={styles.notice}>{t('Last note to the agent: {note}', { note: aboki.reviewNote })}</p>
      ) : null}

      <div className={styles.columns}>
        <section aria-labelledby="aboki-title">
          <h2 id="aboki-title" className={styles.sectionTitle}>
            {t('The Aboki')}
          </h2>
          {aboki.photoUrl ? (
            <img
              className={styles.photo}
              src={aboki.photoUrl}
              alt={t('Photo of {name}', { name: aboki.displayName })}
            />
          ) : (
            <p className={styles.muted}>{t('No photo yet')}</p>
          )}
          <dl className={styles.facts}>
            <Fact name="Names">{`${aboki.firstName} ${aboki.lastName}`}</Fact>
            <Fact name="Date of birth">{aboki.dateOfBirth ?? none}</Fact>
            <Fact name="Phone">{aboki.phoneNumber ?? none}</Fact>
            <Fact name="Address">{[aboki.address, aboki.lga, aboki.state].filter(Boolean).join(', ')}</Fact>
            <Fact name="Languages">{aboki.languages.join(', ') || none}</Fact>
            <Fact name="Sent for review">{aboki.submittedAt ? formatWhen(aboki.submittedAt) : none}</Fact>
          </dl>
          <h3 className={styles.formTitle}>{t('Services')}</h3>
          {aboki.services.length ? (
            <ul className={styles.services} aria-label={t('Services')}>
              {aboki.services.map((service) => (
                <li key={service.name}>
                  {service.name} <span className={styles.price}>{formatNaira(service.priceKobo)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('No services yet')}</p>
          )}
        </section>

        <section aria-labelledby="agent-title">
          <h2 id="agent-title" className={styles.sectionTitle}>
            {t('The agent')}
          </h2>
          <dl className={styles.facts}>
            <Fact name="Name">{agent.name}</Fact>
            <Fact name="E-mail">
              <a href={`mailto:${agent.email}`}>{agent.email}</a>
            </Fact>
            <Fact name="Phone">{agent.phoneNumber ?? none}</Fact>
            <Fact name="Business">{agent.businessName ?? none}</Fact>
            <Fact name="Their ID">
              {agent.idType
                ? t('{type} ending {last4}', { type: agent.idType, last4: agent.idNumberLast4 ?? '····' })
                : none}
            </Fact>
            <Fact name="Their identity">
              {agent.identityApprovedAt
                ? t('Approved {when}', { when: formatWhen(agent.identityApprovedAt) })
                : t('Not approved yet: approving this Aboki approves it too')}
            </Fact>
          </dl>
        </section>
      </div>

      <section aria-labelledby="identity-title">
        <h2 id="identity-title" className={styles.sectionTitle}>
          {t('ID check')}
        </h2>
        {identity ? (
          <dl className={styles.facts}>
            <Fact name="Result">
              <strong>{t(identityLabel(identity.result))}</strong>
            </Fact>
            <Fact name="ID type">{identity.idType}</Fact>
            <Fact name="Number">{t('ending {last4}', { last4: identity.last4 })}</Fact>
            <Fact name="Provider reference">{identity.providerReference ?? none}</Fact>
            <Fact name="Checked">{formatWhen(identity.checkedAt)}</Fact>
            <Fact name="Consent">
              {t('Version {version}, given {when}', {
                version: identity.consentVersion,
                when: formatWhen(identity.consentedAt),
              })}
            </Fact>
          </dl>
        ) : (
          <p>{t(identityLabel(null))}</p>
        )}
        {aboki.sameIdElsewhere.length ? (
          <div className={styles.problem} role="note" aria-label={t('Same ID elsewhere')}>
            <p>
              <strong>
                {t('The same ID number is on other Abokis: the same person twice, or a borrowed ID.')}
              </strong>
            </p>
            <ul>
              {aboki.sameIdElsewhere.map((other) => (
                <li key={other.id}>
                  <Link to={`/ops/abokis/${encodeURIComponent(other.id)}`}>{other.displayName}</Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      <GuarantorSection aboki={aboki} onDone={onChange} />
      <ReviewActions aboki={aboki} onDone={onChange} />

      <section aria-labelledby="history-title">
        <h2 id="history-title" className={styles.sectionTitle}>
          {t('History')}
        </h2>
        {aboki.history.length ? (
          <AuditTable entries={aboki.history} label={t('History')} />
        ) : (
          <p className={styles.muted}>{t('No staff action on this Aboki yet.')}</p>
        )}
      </section>
    </>
  );
}
