import { useId, useState } from 'react';
import { Button, Card, TextArea, useT } from 'shared';
import { FormError, applyFieldErrors } from 'shared/forms';
import {
  GUARANTOR_OUTCOMES,
  guarantorCheckRequestSchema,
  type GuarantorOutcome,
  type OpsAbokiReview,
} from 'shared/schemas';
import { recordGuarantorCheck } from '../api/ops.js';
import { opsBook } from '../i18n/index.js';
import { Fact } from './fact.js';
import { RadioGroup } from './radio-group.js';
import { GUARANTOR_LABELS, formatWhen } from './words.js';
import styles from '../pages/pages.module.css';

type Done = (aboki: OpsAbokiReview) => void;

/** The guarantor, every call made to them, and the form to record the next one. */
export function GuarantorSection({ aboki, onDone }: { aboki: OpsAbokiReview; onDone: Done }) {
  const t = useT(opsBook);
  const { guarantor } = aboki;
  return (
    <section aria-labelledby="guarantor-title">
      <h2 id="guarantor-title" className={styles.sectionTitle}>
        {t('Guarantor')}
      </h2>
      {guarantor ? (
        <>
          <dl className={styles.facts}>
            <Fact name="Name">{guarantor.name}</Fact>
            <Fact name="Phone">
              <a href={`tel:${guarantor.phoneNumber}`}>{guarantor.phoneNumber}</a>
            </Fact>
            <Fact name="Relationship">{guarantor.relationship}</Fact>
            <Fact name="Address">{guarantor.address}</Fact>
          </dl>
          <h3 className={styles.formTitle}>{t('Calls so far')}</h3>
          {aboki.guarantorChecks.length ? (
            <ul className={styles.checks} aria-label={t('Calls so far')}>
              {aboki.guarantorChecks.map((check) => (
                <li key={`${check.at}-${check.by}`}>
                  <strong>{t(GUARANTOR_LABELS[check.outcome])}</strong>
                  {' · '}
                  {t('{who}, {when}', { who: check.by, when: formatWhen(check.at) })}
                  {check.note ? <p className={styles.note}>{check.note}</p> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('Nobody has called the guarantor yet.')}</p>
          )}
          <GuarantorForm aboki={aboki} onDone={onDone} />
        </>
      ) : (
        <p>{t('The agent has not given a guarantor yet.')}</p>
      )}
    </section>
  );
}

/** POST /api/v1/ops/abokis/:id/guarantor with what the call found, and an optional note. */
function GuarantorForm({ aboki, onDone }: { aboki: OpsAbokiReview; onDone: Done }) {
  const t = useT(opsBook);
  const name = useId();
  const [outcome, setOutcome] = useState<GuarantorOutcome | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ outcome?: string; note?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setFormError(null);
    const checked = guarantorCheckRequestSchema.safeParse({
      ...(outcome ? { outcome } : {}),
      ...(note.trim() ? { note } : {}),
    });
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await recordGuarantorCheck(aboki.id, checked.data);
    setBusy(false);
    if (result.ok) {
      setOutcome('');
      setNote('');
      onDone(result.data.aboki);
      return;
    }
    const found: { outcome?: string; note?: string } = {};
    const applied = applyFieldErrors(result.error.fields, ['outcome', 'note'], (field, message) => {
      found[field] = message;
    });
    setErrors(found);
    if (!applied) setFormError(result.error.message);
  };

  return (
    <Card as="section" aria-labelledby="call-title">
      <h3 id="call-title" className={styles.formTitle}>
        {t('Record a call')}
      </h3>
      <form
        noValidate
        aria-labelledby="call-title"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <RadioGroup
          legend={t('What happened when you called?')}
          name={name}
          options={GUARANTOR_OUTCOMES}
          value={outcome}
          onChange={setOutcome}
          optionLabel={(value) => t(GUARANTOR_LABELS[value])}
          error={errors.outcome}
        />
        <TextArea
          label={t('Note')}
          optional
          rows={2}
          value={note}
          error={errors.note}
          onChange={(event) => setNote(event.target.value)}
        />
        <FormError message={formError} />
        <Button type="submit" variant="secondary" busy={busy}>
          {t('Record the call')}
        </Button>
      </form>
    </Card>
  );
}
