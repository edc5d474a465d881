import { useState } from 'react';
import { Button, Card, TextArea, useT } from 'shared';
import { FormError, applyFieldErrors } from 'shared/forms';
import { OPS_MESSAGES, approveAbokiRequestSchema, type OpsAbokiReview } from 'shared/schemas';
import { approveAboki, decideWithReason, type ReasonAction } from '../api/ops.js';
import { opsBook } from '../i18n/index.js';
import { ReasonForm, type ReasonFormTexts } from './reason-form.js';
import styles from '../pages/pages.module.css';

// The decisions an operator can take on an Aboki where it stands now; each answers the refreshed
// review, which the page shows at once. What the API refuses (409 moved on, 422 incomplete) is
// said under the form in its own words.

type Done = (aboki: OpsAbokiReview) => void;

/** The decisions that take a written reason, and how each form asks for it. */
const REASON_FORMS: Record<ReasonAction, ReasonFormTexts> = {
  reject: {
    title: 'Send back to the agent',
    label: 'What the agent must fix',
    hint: 'The agent reads this reason.',
  },
  suspend: {
    title: 'Suspend',
    label: 'Why you suspend this Aboki',
    hint: 'The Aboki is hidden at once and takes no new bookings. The agent reads this reason.',
  },
  reinstate: {
    title: 'Reinstate',
    label: 'Why you reinstate this Aboki',
    hint: 'The Aboki can take bookings again. The agent reads this reason.',
  },
};
const REASON_ACTIONS = Object.keys(REASON_FORMS) as ReasonAction[];

/** Which decisions an Aboki's status allows. */
export function decisionsFor(aboki: OpsAbokiReview) {
  const unverified = aboki.status === 'ACTIVE' && aboki.verifiedAt === null;
  return {
    approve: aboki.status === 'PENDING_REVIEW' || unverified,
    reject: aboki.status === 'PENDING_REVIEW' || unverified,
    suspend: aboki.status === 'ACTIVE' || aboki.status === 'PAUSED',
    reinstate: aboki.status === 'SUSPENDED',
  };
}

/** The decisions section, or nothing when the Aboki's status allows none. */
export function ReviewActions({ aboki, onDone }: { aboki: OpsAbokiReview; onDone: Done }) {
  const t = useT(opsBook);
  const allowed = decisionsFor(aboki);
  if (!Object.values(allowed).some(Boolean)) return null;
  return (
    <section aria-labelledby="decide-title">
      <h2 id="decide-title" className={styles.sectionTitle}>
        {t('Decide')}
      </h2>
      <div className={styles.decisions}>
        {allowed.approve ? <ApproveForm aboki={aboki} onDone={onDone} /> : null}
        {REASON_ACTIONS.filter((action) => allowed[action]).map((action) => (
          <ReasonForm
            key={action}
            texts={REASON_FORMS[action]}
            send={(reason) => decideWithReason(aboki.id, action, reason)}
            onDone={(answer) => onDone(answer.aboki)}
          />
        ))}
      </div>
    </section>
  );
}

/** Approve; without a matching ID check, only with a written override. */
function ApproveForm({ aboki, onDone }: { aboki: OpsAbokiReview; onDone: Done }) {
  const t = useT(opsBook);
  const needsOverride = aboki.identity?.result !== 'MATCH';
  const [override, setOverride] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setFieldError(undefined);
    setFormError(null);
    let body: { override?: string } = {};
    if (needsOverride) {
      const checked = approveAbokiRequestSchema.safeParse({ override });
      if (!checked.success || !checked.data.override) {
        setFieldError(checked.error?.issues[0]?.message ?? OPS_MESSAGES.writeOverride);
        return;
      }
      body = { override: checked.data.override };
    }
    setBusy(true);
    const result = await approveAboki(aboki.id, body);
    setBusy(false);
    if (result.ok) {
      setOverride('');
      onDone(result.data.aboki);
      return;
    }
    const applied = applyFieldErrors(result.error.fields, ['override'], (_name, message) =>
      setFieldError(message),
    );
    if (!applied) setFormError(result.error.message);
  };

  return (
    <Card as="section" aria-labelledby="approve-title">
      <h3 id="approve-title" className={styles.formTitle}>
        {t('Approve')}
      </h3>
      <form
        noValidate
        aria-labelledby="approve-title"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {needsOverride ? (
          <>
            <p className={styles.warning}>
              {t('The ID check did not match. Approve only if you checked the ID another way.')}
            </p>
            <TextArea
              label={t('Why you approve without a matching ID check')}
              hint={t('At least 10 characters. Kept in the audit log.')}
              rows={3}
              value={override}
              error={fieldError}
              onChange={(event) => setOverride(event.target.value)}
            />
          </>
        ) : null}
        <FormError message={formError} />
        <Button type="submit" busy={busy}>
          {t('Approve')}
        </Button>
      </form>
    </Card>
  );
}
