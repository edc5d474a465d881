import styles from './components.module.css';

export type PasswordStrength = 'too-short' | 'weak' | 'fair' | 'strong';

/** A rough guide while typing; the API has the last word (it refuses common passwords, with a reason). */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < 8) return 'too-short';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length;
  if (password.length >= 16 || (password.length >= 12 && kinds >= 3)) return 'strong';
  if (password.length >= 12 || kinds >= 3) return 'fair';
  return 'weak';
}

const LABELS: Record<PasswordStrength, string> = {
  'too-short': 'Too short: use at least 8 characters',
  weak: 'Weak: a longer password is harder to guess',
  fair: 'Fair: a few more characters make it strong',
  strong: 'Strong',
};

export const PASSWORD_HINT =
  'At least 8 characters. A few unrelated words make a strong password that is easy to remember.';

/** "Strength: …", announced politely as it changes. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  return (
    <p className={styles.strength} data-strength={strength} aria-live="polite">
      {password ? `Strength: ${LABELS[strength]}` : ''}
    </p>
  );
}
