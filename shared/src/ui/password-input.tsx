import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { Field, controlClass, kitBook, useT } from 'shared';
import styles from './forms.module.css';

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A password field with a Show/Hide button, so people on small keyboards can check what they typed. */
export function PasswordInput({ label, hint, error, className, ...input }: PasswordInputProps) {
  const t = useT(kitBook);
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className={styles.passwordWrap}>
          <input
            {...input}
            id={id}
            type={visible ? 'text' : 'password'}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={[controlClass, styles.passwordInput, className].filter(Boolean).join(' ')}
          />
          <button
            type="button"
            className={styles.reveal}
            aria-controls={id}
            aria-label={visible ? t('Hide password') : t('Show password')}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? t('Hide') : t('Show')}
          </button>
        </div>
      )}
    </Field>
  );
}
