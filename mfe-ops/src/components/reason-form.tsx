import { useId, useState } from 'react';
import { Button, Card, TextArea, useT } from 'shared';
import type { AuthResult } from 'shared/auth';
import { FormError, applyFieldErrors } from 'shared/forms';
import { OPS_MESSAGES, reasonRequestSchema } from 'shared/schemas';
import { opsBook, type OpsText } from '../i18n/index.js';
import styles from '../pages/pages.module.css';

/** How a reason form asks: its title (also the button), the field's label and its hint. */
export interface ReasonFormTexts {
  title: OpsText;
  label: OpsText;
  hint: OpsText;
}

/**
 * A decision that takes a written reason (an Aboki's or an account's): the reason is checked as the
 * API checks it, then `send` posts it. What the API refuses is said under the form in its words.
 */
export function ReasonForm<T>({
  texts,
  send,
  onDone,
}: {
  texts: ReasonFormTexts;
  send: (reason: string) => Promise<AuthResult<T>>;
  onDone: (data: T) => void;
}) {
  const t = useT(opsBook);
  const { title, label, hint } = texts;
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const submit = async () => {
    setFieldError(undefined);
    setFormError(null);
    const checked = reasonRequestSchema.safeParse({ reason });
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? OPS_MESSAGES.writeReason);
      return;
    }
    setBusy(true);
    const result = await send(checked.data.reason);
    setBusy(false);
    if (result.ok) {
      setReason('');
      onDone(result.data);
      return;
    }
    const applied = applyFieldErrors(result.error.fields, ['reason'], (_name, message) =>
      setFieldError(message),
    );
    if (!applied) setFormError(result.error.message);
  };

  return (
    <Card as="section" aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.formTitle}>
        {t(title)}
      </h3>
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextArea
          label={t(label)}
          hint={t(hint)}
          rows={3}
          value={reason}
          error={fieldError}
          onChange={(event) => setReason(event.target.value)}
        />
        <FormError message={formError} />
        <Button type="submit" variant="secondary" busy={busy}>
          {t(title)}
        </Button>
      </form>
    </Card>
  );
}
