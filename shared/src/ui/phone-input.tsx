import type { InputHTMLAttributes, Ref } from 'react';
import { Field, controlClass } from 'shared';
import styles from './forms.module.css';

export interface PhoneInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  optional?: boolean | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A Nigerian mobile number after a fixed +234; a leading 0 typed out of habit is fine. It offers the
 * person's own number by default: pass `autoComplete="off"` where someone else's number is typed.
 */
export function PhoneInput({ label, hint, error, optional, className, ...input }: PhoneInputProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional}>
      {({ id, describedBy, invalid }) => (
        <div className={styles.phone}>
          <span className={styles.prefix} aria-hidden="true">
            +234
          </span>
          <input
            autoComplete="tel-national"
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
