import { useState } from 'react';
import { Button, TextArea } from 'shared';
import type { AuthResult } from 'shared/auth';
import { FormError, applyFieldErrors } from 'shared/forms';

/** The request's schema: one text field named `field` (structural, so the app needs no `zod`). */
export interface MessageSchema<F extends string> {
  safeParse(
    value: Record<F, string>,
  ):
    { success: true; data: Record<F, string> } | { success: false; error: { issues: { message: string }[] } };
}

/**
 * A message to Aboki support (help with a job, a reply on a ticket): one textarea, checked as the API
 * checks it, then `send` posts it; what the API refuses is said under the field or the form. The
 * heading is the caller's, named by `titleId`.
 */
export function MessageForm<F extends string, T>({
  titleId,
  say,
  label,
  hint,
  button,
  field,
  schema,
  send,
  onSent,
}: {
  titleId: string;
  /** The caller's `useSay()` for the schema's messages: the said book then loads with the page, not on opening the form. */
  say: (english: string) => string;
  label: string;
  hint?: string;
  button: string;
  /** The text's name in the request, which the API's per-field errors use. */
  field: F;
  schema: MessageSchema<F>;
  send: (text: string) => Promise<AuthResult<T>>;
  onSent: (data: T) => void;
}) {
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setFieldError(undefined);
    setFormError(null);
    const checked = schema.safeParse({ [field]: text } as Record<F, string>);
    if (!checked.success) {
      // The schema's messages are Aboki's own English, said in the page's language.
      const problem = checked.error.issues[0]?.message;
      setFieldError(problem === undefined ? undefined : say(problem));
      return;
    }
    setBusy(true);
    const result = await send(checked.data[field]);
    setBusy(false);
    if (result.ok) {
      setText('');
      onSent(result.data);
      return;
    }
    const applied = applyFieldErrors(result.error.fields, [field], (_name, message) =>
      setFieldError(message),
    );
    if (!applied) setFormError(result.error.message);
  };

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextArea
        label={label}
        hint={hint}
        rows={4}
        value={text}
        error={fieldError}
        onChange={(event) => setText(event.target.value)}
      />
      <FormError message={formError} />
      <Button type="submit" busy={busy}>
        {button}
      </Button>
    </form>
  );
}
