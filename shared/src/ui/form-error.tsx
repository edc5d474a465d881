import { useSay } from 'shared';
import styles from './forms.module.css';

/** A form's own failure (not one field's), announced when it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  const say = useSay();
  if (!message) return null;
  return (
    <p className={styles.formError} role="alert">
      {say(message)}
    </p>
  );
}

/**
 * Hands the server's per-field messages (a VALIDATION_ERROR's `fields`) to a form, for the fields
 * it has: e.g. `applyFieldErrors(error.fields, ['email', 'password'], (name, message) => setError(name, { message }))`.
 * Returns whether any field took one.
 */
export function applyFieldErrors<Name extends string>(
  fields: Readonly<Record<string, string>>,
  names: readonly Name[],
  set: (name: Name, message: string) => void,
): boolean {
  let applied = false;
  for (const name of names) {
    const message = fields[name];
    if (message) {
      set(name, message);
      applied = true;
    }
  }
  return applied;
}
