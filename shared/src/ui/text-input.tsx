import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { Field, controlClass } from './field.js';

interface FieldTextProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  optional?: boolean;
}

export interface TextInputProps extends FieldTextProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>;
}

export function TextInput({ label, hint, error, optional, className, ...input }: TextInputProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional}>
      {({ id, describedBy, invalid }) => (
        <input
          {...input}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={[controlClass, className].filter(Boolean).join(' ')}
        />
      )}
    </Field>
  );
}

export interface TextAreaProps
  extends FieldTextProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ label, hint, error, optional, className, ...textarea }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional}>
      {({ id, describedBy, invalid }) => (
        <textarea
          {...textarea}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={[controlClass, className].filter(Boolean).join(' ')}
        />
      )}
    </Field>
  );
}
