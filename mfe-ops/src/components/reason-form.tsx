import type { AuthResult } from 'shared/auth';
import { reasonRequestSchema } from 'shared/schemas';
import { TextForm, type TextFormTexts } from './text-form.js';

/** How a reason form asks: its title (also the button), the field's label and its hint. */
export type ReasonFormTexts = Omit<TextFormTexts, 'button'>;

/** A decision that takes a written reason (an Aboki's or an account's), checked as the API checks it. */
export function ReasonForm<T>({
  texts,
  send,
  onDone,
}: {
  texts: ReasonFormTexts;
  send: (reason: string) => Promise<AuthResult<T>>;
  onDone: (data: T) => void;
}) {
  return (
    <TextForm
      texts={texts}
      field="reason"
      schema={reasonRequestSchema}
      rows={3}
      send={send}
      onDone={onDone}
    />
  );
}
