import { useId, useState } from 'react';
import { Button, Card, TextArea, useT } from 'shared';
import type { AuthResult } from 'shared/auth';
import { FormError, applyFieldErrors } from 'shared/forms';
import { opsBook, type OpsText } from '../i18n/index.js';
import styles from '../pages/pages.module.css';

/** How a text form asks: its title, the field's label and hint, and the button (the title if none). */
export interface TextFormTexts {
  title: OpsText;
  label: OpsText;
  hint: OpsText;
  button?: OpsText;
}

/** The request's schema: one text field named `field` (structural, so the console needs no `zod`). */
export interface TextSchema<F extends string> {
  safeParse(
    value: Record<F, string>,
  ):
    { success: true; data: Record<F, string> } | { success: false; error: { issues: { message: string }[] } };
}

/**
 * A titled card with one textarea and a submit button (a decision's reason, a ticket's reply or
 * note): the text is checked as the API checks it, then `send` posts it; what the API refuses is
 * said under the field or the form in its words.
 */
export function TextForm<F extends string, T>({
  texts,
  field,
  schema,
  rows,
  send,
  onDone,
}: {
  texts: TextFormTexts;
  /** The text's name in the request, which the API's per-field errors use. */
  field: F;
  schema: TextSchema<F>;
  rows: number;
  send: (text: string) => Promise<AuthResult<T>>;
  onDone: (data: T) => void;
}) {
  const t = useT(opsBook);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const submit = async () => {
    setFieldError(undefined);
    setFormError(null);
    const checked = schema.safeParse({ [field]: text } as Record<F, string>);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    const result = await send(checked.data[field]);
    setBusy(false);
    if (result.ok) {
      setText('');
      onDone(result.data);
      return;
    }
    const applied = applyFieldErrors(result.error.fields, [field], (_name, message) =>
      setFieldError(message),
    );
    if (!applied) setFormError(result.error.message);
  };

  return (
    <Card as="section" aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.formTitle}>
        {t(texts.title)}
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
          label={t(texts.label)}
          hint={t(texts.hint)}
          rows={rows}
          value={text}
          error={fieldError}
          onChange={(event) => setText(event.target.value)}
        />
        <FormError message={formError} />
        <Button type="submit" variant="secondary" busy={busy}>
          {t(texts.button ?? texts.title)}
        </Button>
      </form>
    </Card>
  );
}
