import type { ReactNode } from 'react';
import styles from '../pages/pages.module.css';

/**
 * A console form's one-of choice: radios under a legend, and the field's error under them, tied to
 * the fieldset (`aria-invalid`, `aria-describedby`) so a screen reader says it with the group.
 */
export function RadioGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  optionLabel,
  error,
}: {
  legend: string;
  /** The radios' shared name, unique on the page (a `useId`); the error's id is made from it. */
  name: string;
  options: readonly V[];
  value: V | null | '';
  onChange: (value: V) => void;
  optionLabel: (value: V) => ReactNode;
  error: string | undefined;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={styles.fieldset}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={styles.radio}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {optionLabel(option)}
        </label>
      ))}
      {error ? (
        <span id={errorId} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
