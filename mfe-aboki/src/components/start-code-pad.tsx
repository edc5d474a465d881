import { useState, type FormEvent } from 'react';
import { Button, useT } from 'shared';
import { abokiBook } from '../i18n/index.js';
import styles from './components.module.css';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'] as const;
export const START_CODE_LENGTH = 4;

/**
 * The 4-digit door code the User reads out, typed or tapped. Lazy-loaded: only an agent starting a
 * job needs it. The server checks the code (and locks after 5 wrong ones); the pad only stops
 * sending anything but four digits.
 */
export default function StartCodePad({
  label,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  label: string;
  busy: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const t = useT(abokiBook);
  const [code, setCode] = useState('');
  const complete = code.length === START_CODE_LENGTH;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) onSubmit(code);
  };
  return (
    <form className={styles.codePad} onSubmit={submit} aria-label={label}>
      <label className={styles.legend}>
        {t('Start code from the User')}
        <input
          className={styles.codeInput}
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={START_CODE_LENGTH}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, START_CODE_LENGTH))}
          // The agent is at the door with the pad open: the code is what they came to type.
          autoFocus
        />
      </label>
      <div className={styles.keys} role="group" aria-label={t('Digits')}>
        {DIGITS.map((digit) => (
          <button
            key={digit}
            type="button"
            className={styles.key}
            disabled={complete}
            onClick={() => setCode((value) => (value + digit).slice(0, START_CODE_LENGTH))}
          >
            {digit}
          </button>
        ))}
        <button
          type="button"
          className={styles.key}
          aria-label={t('Delete the last digit')}
          onClick={() => setCode((value) => value.slice(0, -1))}
        >
          ⌫
        </button>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.inlineActions}>
        <Button type="submit" busy={busy} disabled={!complete}>
          {t('Start the job')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('Not now')}
        </Button>
      </div>
    </form>
  );
}
