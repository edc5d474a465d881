import type { Ref, SelectHTMLAttributes } from 'react';
import { Field, controlClass } from './field.js';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** First, empty choice (e.g. "Choose a state"). */
  placeholder?: string;
  hint?: string | undefined;
  error?: string | undefined;
  optional?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  optional,
  className,
  ...select
}: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional}>
      {({ id, describedBy, invalid }) => (
        <select
          {...select}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={[controlClass, className].filter(Boolean).join(' ')}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
