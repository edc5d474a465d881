import { useT } from 'shared';
import { PASSWORD_MIN_LENGTH } from 'shared/schemas';
import { authBook, type AuthT } from '../i18n/index.js';
import styles from './components.module.css';

export type PasswordStrength = 'too-short' | 'weak' | 'fair' | 'strong';

/** A rough guide while typing; the API has the last word (it refuses common passwords, with a reason). */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too-short';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length;
  if (password.length >= 16 || (password.length >= 12 && kinds >= 3)) return 'strong';
  if (password.length >= 12 || kinds >= 3) return 'fair';
  return 'weak';
}

const LABELS = {
  'too-short': 'Too short: use at least {min, plural, one {# character} other {# characters}}',
  weak: 'Weak: a longer password is harder to guess',
  fair: 'Fair: a few more characters make it strong',
  strong: 'Strong',
} as const satisfies Record<PasswordStrength, string>;

/** The hint under a new password's field, in the page's language. */
export function passwordHint(t: AuthT): string {
  return t(
    'At least {min, plural, one {# character} other {# characters}}. A few unrelated words make a strong password that is easy to remember.',
    { min: PASSWORD_MIN_LENGTH },
  );
}

/** "Strength: …", announced politely as it changes. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const t = useT(authBook);
  const strength = passwordStrength(password);
  return (
    <p className={styles.strength} data-strength={strength} aria-live="polite">
      {password
        ? t('Strength: {strength}', { strength: t(LABELS[strength], { min: PASSWORD_MIN_LENGTH }) })
        : ''}
    </p>
  );
}
