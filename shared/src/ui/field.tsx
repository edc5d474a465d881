import { useId, type ReactNode } from 'react';
import { useSay } from '../i18n/said-book.js';
import { useT } from '../i18n/language-atom.js';
import { kitBook } from './i18n/index.js';
import styles from './field.module.css';

export interface FieldProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  optional?: boolean | undefined;
  /** Renders the control with the ids it must carry. */
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, hint and inline error around one form control, wired together for screen readers. */
export function Field({ label, hint, error, optional, children }: FieldProps) {
  const t = useT(kitBook);
  // A field's error is one of Aboki's own texts (a schema's, checked before sending) or the server's,
  // already in the page's language: each is shown in the page's language.
  const say = useSay();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional ? <span className={styles.optional}> {t('(optional)')}</span> : null}
      </label>
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {children({ id, describedBy, invalid: Boolean(error) })}
      {error ? (
        <span id={errorId} className={styles.error}>
          {say(error)}
        </span>
      ) : null}
    </div>
  );
}

export const controlClass = styles.control;
