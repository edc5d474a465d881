// mfe-onboarding's +234 field, copied (a remote never imports another remote); a candidate for
// shared/forms. Here it holds the number of the person the Aboki will help, so no autofill.
import type { InputHTMLAttributes, Ref } from 'react';
import { Field, controlClass } from 'shared';
import styles from './components.module.css';

export interface PhoneInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A Nigerian mobile number after a fixed +234; a leading 0 typed out of habit is fine. */
export function PhoneInput({ label, hint, error, className, ...input }: PhoneInputProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className={styles.phone}>
          <span className={styles.prefix} aria-hidden="true">
            +234
          </span>
          <input
            autoComplete="off"
            {...input}
            id={id}
            type="tel"
            inputMode="tel"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={[controlClass, styles.phoneInput, className].filter(Boolean).join(' ')}
          />
        </div>
      )}
    </Field>
  );
}

/** What the +234 field holds, as the schema reads it: "803 123 4567" becomes "08031234567". */
export function nationalToSchemaPhone(value: string): string {
  const compact = value.replace(/[\s()-]/g, '');
  return /^[789]\d{9}$/.test(compact) ? `0${compact}` : compact;
}
