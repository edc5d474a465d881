// mfe-onboarding's +234 field, copied (a remote never imports another remote); a candidate for
// shared/forms. Here it holds an Aboki's or a guarantor's number, so no autofill by default.
import type { InputHTMLAttributes, Ref } from 'react';
import { Field, controlClass } from 'shared';
import styles from './components.module.css';

export interface PhoneInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A Nigerian mobile number after a fixed +234; a leading 0 typed out of habit is fine. */
export function PhoneInput({ label, hint, error, optional, className, ...input }: PhoneInputProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional}>
      {({ id, describedBy, invalid }) => (
        <div className={styles.phone}>
          <span className={styles.prefix} aria-hidden="true">
            +234
          </span>
          <input
            // The agent types other people's numbers here: the browser must not offer the agent's own.
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

/** A stored +2348031234567 shown after the fixed +234: "8031234567". */
export function storedToNationalPhone(value: string | null | undefined): string {
  return value?.startsWith('+234') ? value.slice(4) : (value ?? '');
}
