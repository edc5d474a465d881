import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { Field, controlClass, kitBook, useT } from 'shared';
import styles from './forms.module.css';

export interface OtpInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label?: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** How many digits the code has. */
  length?: number;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One field for an emailed code: the number pad on phones, the code offered from the SMS/email
 * keyboard suggestion, and anything pasted ("123 456") trimmed to its digits.
 */
export function OtpInput({ label, hint, error, length = 6, className, onChange, ...input }: OtpInputProps) {
  const t = useT(kitBook);
  function onDigits(event: ChangeEvent<HTMLInputElement>) {
    const digits = event.target.value.replace(/\D/g, '').slice(0, length);
    if (digits !== event.target.value) event.target.value = digits;
    onChange?.(event);
  }
  return (
    <Field label={label ?? t('6-digit code')} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          {...input}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`[0-9]{${length}}`}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={onDigits}
          className={[controlClass, styles.otp, className].filter(Boolean).join(' ')}
        />
      )}
    </Field>
  );
}
