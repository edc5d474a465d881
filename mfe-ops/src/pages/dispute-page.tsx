import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  Button,
  Card,
  Loaded,
  PageHeading,
  TextArea,
  TextInput,
  formatNaira,
  parseNairaToKobo,
  useLoad,
  useT,
} from 'shared';
import { FormError, applyFieldErrors } from 'shared/forms';
import {
  DISPUTE_CONSEQUENCES,
  DISPUTE_OUTCOMES,
  OPS_DISPUTE_MESSAGES,
  opsDisputeDecisionRequestSchema,
  type DisputeConsequence,
  type DisputeOutcome,
  type OpsDispute,
} from 'shared/schemas';
import {
  approveRefund,
  decideDispute,
  fetchDispute,
  fetchDisputePhoto,
  sendBackRefund,
} from '../api/disputes.js';
import { staffAtom } from '../api/ops.js';
import { AuditTable } from '../components/audit-table.js';
import {
  DISPUTE_CONSEQUENCE_LABELS,
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_REASON_LABELS,
  DISPUTE_STATUS_LABELS,
  REFUND_ROUTE_LABELS,
} from '../components/dispute-words.js';
import { Fact } from '../components/fact.js';
import { RadioGroup } from '../components/radio-group.js';
import { ReasonForm } from '../components/reason-form.js';
import { TitledSection } from '../components/titled-section.js';
import { STATUS_LABELS, formatWhen, isAbokiStatus, paymentMethodWords } from '../components/words.js';
import { opsBook, type OpsT } from '../i18n/index.js';
import styles from './pages.module.css';

type Done = (dispute: OpsDispute) => void;

/** `/ops/disputes/:id`: the report, both sides, the job's money, the people, the decision and its history. */
export function DisputePage() {
  const t = useT(opsBook);
  const { id = '' } = useParams();
  const dispute = useLoad(() => fetchDispute(id), [id]);
  return (
    <>
      <p>
        <Link to="/ops/disputes">{t('Back to the disputes')}</Link>
      </p>
      <Loaded
        load={dispute}
        loadingLabel={t('Loading the dispute…')}
        errorTitle={t('This dispute did not load')}
      >
        {(answer) => (
          <Dispute dispute={answer.dispute} onChange={(next) => dispute.setData({ dispute: next })} />
        )}
      </Loaded>
    </>
  );
}

function Dispute({ dispute, onChange }: { dispute: OpsDispute; onChange: Done }) {
  const t = useT(opsBook);
  const { job, aboki } = dispute;
  // Whether the time to answer is over, as of when the page opened.
  const [openedAt] = useState(Date.now);
  const reason = t(DISPUTE_REASON_LABELS[dispute.reason]);

  return (
    <>
      <PageHeading
        title={t('{reason} · {reference}', { reason, reference: job.reference })}
        description={t(DISPUTE_STATUS_LABELS[dispute.status])}
        documentTitle={t('Dispute on {reference}', { reference: job.reference })}
      />
      {dispute.reason === 'SAFETY' ? (
        <p className={styles.warning}>
          {t('A safety report: the Aboki was paused when it came in, and every operator was e-mailed.')}
        </p>
      ) : null}

      <div className={styles.columns}>
        <section aria-labelledby="report-title">
          <h2 id="report-title" className={styles.sectionTitle}>
            {t('The report')}
          </h2>
          <dl className={styles.facts}>
            <Fact name="Reason">{reason}</Fact>
            <Fact name="Reported">{formatWhen(dispute.createdAt)}</Fact>
            <Fact name="What the User wrote" className={styles.note}>
              {dispute.description}
            </Fact>
          </dl>
          {dispute.photoKeys.length > 0 ? (
            <ul className={styles.markers} aria-label={t('Photos')}>
              {dispute.photoKeys.map((key, index) => (
                <li key={key}>
                  <DisputePhoto disputeId={dispute.id} photoKey={key} number={index + 1} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('No photos.')}</p>
          )}
        </section>

        <section aria-labelledby="answer-title">
          <h2 id="answer-title" className={styles.sectionTitle}>
            {t('The agent’s side')}
          </h2>
          {dispute.answer ? (
            <>
              <p className={styles.note}>{dispute.answer}</p>
              {dispute.answeredAt ? (
                <p className={styles.muted}>
                  {t('Answered {when}', { when: formatWhen(dispute.answeredAt) })}
                </p>
              ) : null}
            </>
          ) : Date.parse(dispute.answerDueAt) > openedAt ? (
            <p className={styles.muted}>
              {t('No answer yet, due {when}.', { when: formatWhen(dispute.answerDueAt) })}
            </p>
          ) : (
            <p className={styles.muted}>
              {t('No answer: the time to answer ended {when}.', { when: formatWhen(dispute.answerDueAt) })}
            </p>
          )}
        </section>
      </div>

      <div className={styles.columns}>
        <section aria-labelledby="job-title">
          <h2 id="job-title" className={styles.sectionTitle}>
            {t('The job')}
          </h2>
          <dl className={styles.facts}>
            <Fact name="Reference">
              <Link to={`/ops/jobs/${encodeURIComponent(job.reference)}`}>{job.reference}</Link>
            </Fact>
            <Fact name="Service">{job.serviceName}</Fact>
            <Fact name="Price">{formatNaira(job.priceKobo)}</Fact>
            <Fact name="Payment">{paymentMethodWords(job.paymentMethod, t)}</Fact>
            <Fact name="A refund can give back">{formatNaira(job.refundableKobo)}</Fact>
            <Fact name="Completed">{job.completedAt ? formatWhen(job.completedAt) : t('Not given')}</Fact>
          </dl>
        </section>

        <section aria-labelledby="people-title">
          <h2 id="people-title" className={styles.sectionTitle}>
            {t('People')}
          </h2>
          <dl className={styles.facts}>
            <Fact name="The User">
              <Link to={`/ops/people/${encodeURIComponent(dispute.user.id)}`}>{dispute.user.name}</Link>
              <br />
              <a href={`mailto:${dispute.user.email}`}>{dispute.user.email}</a>
            </Fact>
            <Fact name="The agent">
              <Link to={`/ops/people/${encodeURIComponent(dispute.agent.id)}`}>{dispute.agent.name}</Link>
              <br />
              <a href={`mailto:${dispute.agent.email}`}>{dispute.agent.email}</a>
            </Fact>
            <Fact name="The Aboki">
              <Link to={`/ops/abokis/${encodeURIComponent(aboki.id)}`}>{aboki.name}</Link>
              <br />
              {isAbokiStatus(aboki.status) ? t(STATUS_LABELS[aboki.status]) : aboki.status}
              {' · '}
              {t('{count, plural, =0 {no strikes} one {# strike} other {# strikes}}', {
                count: aboki.strikes,
              })}
            </Fact>
          </dl>
        </section>
      </div>

      <section aria-labelledby="decision-title">
        <h2 id="decision-title" className={styles.sectionTitle}>
          {t('Decision')}
        </h2>
        {dispute.status === 'OPEN' ? <DecisionForm dispute={dispute} onDone={onChange} /> : null}
        {dispute.status === 'AWAITING_APPROVAL' ? <Approval dispute={dispute} onDone={onChange} /> : null}
        {dispute.status === 'DECIDED' ? <Decided dispute={dispute} /> : null}
      </section>

      <TitledSection
        id="history-title"
        title={t('History')}
        empty={t('No staff action on this dispute yet.')}
      >
        {dispute.history.length > 0 && <AuditTable entries={dispute.history} label={t('History')} />}
      </TitledSection>
    </>
  );
}

/** "₦60,000: above ₦50,000, a second operator must approve it before it is sent." */
function aboveFourEyes(t: OpsT, refundKobo: number, fourEyesKobo: number): string | null {
  return refundKobo > fourEyesKobo
    ? t('This refund is above {limit}: a second, different operator must approve it before it is sent.', {
        limit: formatNaira(fourEyesKobo),
      })
    : null;
}

type DecisionField = 'outcome' | 'refundKobo' | 'reason' | 'consequence';

/** Full, partial or no refund, the reason both sides read, and what else happens to the Aboki. */
function DecisionForm({ dispute, onDone }: { dispute: OpsDispute; onDone: Done }) {
  const t = useT(opsBook);
  const name = useId();
  const refundable = dispute.job.refundableKobo;
  const [outcome, setOutcome] = useState<DisputeOutcome | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [consequence, setConsequence] = useState<DisputeConsequence>('NONE');
  const [errors, setErrors] = useState<Partial<Record<DecisionField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const amountKobo = outcome === 'PARTIAL_REFUND' ? parseNairaToKobo(amount) : null;
  const refundKobo = outcome === 'FULL_REFUND' ? refundable : (amountKobo ?? 0);
  const fourEyes = aboveFourEyes(t, refundKobo, dispute.fourEyesKobo);

  const submit = async () => {
    setFormError(null);
    const found: Partial<Record<DecisionField, string>> = {};
    if (
      outcome === 'PARTIAL_REFUND' &&
      (amountKobo === null || amountKobo <= 0 || amountKobo >= refundable)
    ) {
      found.refundKobo = OPS_DISPUTE_MESSAGES.refundAmount;
    }
    const checked = opsDisputeDecisionRequestSchema.safeParse({
      outcome: outcome ?? undefined,
      ...(outcome === 'PARTIAL_REFUND' && amountKobo !== null ? { refundKobo: amountKobo } : {}),
      reason,
      consequence,
    });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as DecisionField | undefined;
        if (field && !found[field]) found[field] = issue.message;
      }
    }
    setErrors(found);
    if (!checked.success || Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await decideDispute(dispute.id, checked.data);
    setBusy(false);
    if (result.ok) {
      onDone(result.data.dispute);
      return;
    }
    const fromServer: Partial<Record<DecisionField, string>> = {};
    const applied = applyFieldErrors(
      result.error.fields,
      ['outcome', 'refundKobo', 'reason', 'consequence'],
      (field, message) => {
        fromServer[field] = message;
      },
    );
    setErrors(fromServer);
    if (!applied) setFormError(result.error.message);
  };

  return (
    <Card as="section" aria-labelledby="decide-title">
      <h3 id="decide-title" className={styles.formTitle}>
        {t('Decide')}
      </h3>
      <form
        noValidate
        aria-labelledby="decide-title"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <RadioGroup
          legend={t('Refund')}
          name={`${name}-outcome`}
          options={DISPUTE_OUTCOMES}
          value={outcome}
          onChange={setOutcome}
          optionLabel={(value) =>
            value === 'FULL_REFUND'
              ? t('Full refund: {amount}', { amount: formatNaira(refundable) })
              : t(DISPUTE_OUTCOME_LABELS[value])
          }
          error={errors.outcome}
        />
        {outcome === 'PARTIAL_REFUND' ? (
          <TextInput
            label={t('Amount to refund (₦)')}
            hint={t('More than ₦0 and less than {refundable}.', { refundable: formatNaira(refundable) })}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            error={errors.refundKobo}
            onChange={(event) => setAmount(event.target.value)}
          />
        ) : null}
        {fourEyes ? (
          <p className={styles.warning} role="status">
            {fourEyes}
          </p>
        ) : null}
        <TextArea
          label={t('Reason')}
          hint={t('At least 10 characters. The User and the agent both read it.')}
          rows={3}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <RadioGroup
          legend={t('And for the Aboki')}
          name={`${name}-consequence`}
          options={DISPUTE_CONSEQUENCES}
          value={consequence}
          onChange={setConsequence}
          optionLabel={(value) => t(DISPUTE_CONSEQUENCE_LABELS[value])}
          error={errors.consequence}
        />
        <FormError message={formError} />
        <Button type="submit" busy={busy}>
          {fourEyes ? t('Propose the refund') : t('Record the decision')}
        </Button>
      </form>
    </Card>
  );
}

/** A refund above the four-eyes line, proposed: what it is, and a second operator's two answers. */
function Approval({ dispute, onDone }: { dispute: OpsDispute; onDone: Done }) {
  const t = useT(opsBook);
  const staff = useAtomValue(staffAtom);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { proposal } = dispute;
  if (!proposal) return null;
  const mine = staff?.email === proposal.proposedBy;

  const approve = async () => {
    setFormError(null);
    setBusy(true);
    const result = await approveRefund(dispute.id);
    setBusy(false);
    if (result.ok) onDone(result.data.dispute);
    else setFormError(result.error.message);
  };

  return (
    <>
      <p className={styles.notice}>
        {t('{who} proposed this {when}. It waits for a second, different operator.', {
          who: proposal.proposedBy,
          when: formatWhen(proposal.proposedAt),
        })}
      </p>
      <dl className={styles.facts}>
        <Fact name="Refund">{t(DISPUTE_OUTCOME_LABELS[proposal.outcome])}</Fact>
        <Fact name="Amount">{formatNaira(proposal.refundKobo)}</Fact>
        <Fact name="And for the Aboki">{t(DISPUTE_CONSEQUENCE_LABELS[proposal.consequence])}</Fact>
        <Fact name="Reason" className={styles.note}>
          {proposal.reason}
        </Fact>
      </dl>
      <div className={styles.decisions}>
        <Card as="section" aria-labelledby="approve-title">
          <h3 id="approve-title" className={styles.formTitle}>
            {t('Approve')}
          </h3>
          {mine ? (
            <p className={styles.muted}>
              {t('You proposed this refund: a second, different operator must approve it.')}
            </p>
          ) : (
            <>
              <p>
                {t('The refund of {amount} is sent at once, and both sides are told by e-mail.', {
                  amount: formatNaira(proposal.refundKobo),
                })}
              </p>
              <FormError message={formError} />
              <Button busy={busy} onClick={() => void approve()}>
                {t('Approve and send the refund')}
              </Button>
            </>
          )}
        </Card>
        <ReasonForm
          texts={{
            title: 'Send back',
            label: 'Why you send it back',
            hint: 'Nothing is refunded; the dispute is open again for a new decision. Kept in the audit log.',
          }}
          send={(reason) => sendBackRefund(dispute.id, reason)}
          onDone={(answer) => onDone(answer.dispute)}
        />
      </div>
    </>
  );
}

function Decided({ dispute }: { dispute: OpsDispute }) {
  const t = useT(opsBook);
  const { decision } = dispute;
  if (!decision) return null;
  return (
    <dl className={styles.facts}>
      <Fact name="Refund">{t(DISPUTE_OUTCOME_LABELS[decision.outcome])}</Fact>
      {decision.refundKobo > 0 ? <Fact name="Amount">{formatNaira(decision.refundKobo)}</Fact> : null}
      {decision.refundRoute ? (
        <Fact name="Where the refund goes">{t(REFUND_ROUTE_LABELS[decision.refundRoute])}</Fact>
      ) : null}
      <Fact name="And for the Aboki">{t(DISPUTE_CONSEQUENCE_LABELS[decision.consequence])}</Fact>
      <Fact name="Reason" className={styles.note}>
        {decision.reason}
      </Fact>
      <Fact name="Decided">
        {t('{when} by {who}', { when: formatWhen(decision.decidedAt), who: decision.decidedBy })}
      </Fact>
    </dl>
  );
}

/** One photo of the report, fetched with the token (an `<img src>` cannot send it). */
function DisputePhoto({
  disputeId,
  photoKey,
  number,
}: {
  disputeId: string;
  photoKey: string;
  number: number;
}) {
  const t = useT(opsBook);
  const photo = useLoad(() => fetchDisputePhoto(disputeId, photoKey), [disputeId, photoKey]);
  const label = t('Photo {number} of the report', { number });
  if (photo.status === 'loading') return <span className={styles.muted}>{t('Loading the photo…')}</span>;
  if (photo.status === 'error') {
    return (
      <Button variant="ghost" onClick={photo.retry}>
        {t('Load photo {number} again', { number })}
      </Button>
    );
  }
  return <img className={styles.photo} src={photo.data} alt={label} />;
}
