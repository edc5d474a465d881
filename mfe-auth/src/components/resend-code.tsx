import { useState } from 'react';
import { Button, formatSeconds, useCountdown, useT } from 'shared';
import type { AuthResult } from 'shared/auth';
import { authBook } from '../i18n/index.js';
import styles from './components.module.css';

/** The wait before a code can be sent again; the API refuses sooner (429). */
export const RESEND_WAIT_SECONDS = 60;

export interface ResendCodeProps {
  /** Sends a new code (null: nothing was sent); a 429 answer's Retry-After sets the next wait. */
  onResend: () => Promise<AuthResult<unknown> | null>;
}

/** "Resend code", available once a minute, with the time left shown on the button. */
export function ResendCode({ onResend }: ResendCodeProps) {
  const t = useT(authBook);
  const { remaining, restart } = useCountdown(RESEND_WAIT_SECONDS);
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    const result = await onResend();
    setSending(false);
    if (!result) return;
    if (result.ok) restart(RESEND_WAIT_SECONDS);
    else if (result.error.retryAfterSeconds) restart(result.error.retryAfterSeconds);
  }

  const waiting = remaining > 0;
  return (
    <p className={styles.resend}>
      <span>{t('Didn’t get it? Check your spam folder, or')}</span>{' '}
      <Button variant="ghost" disabled={waiting} busy={sending} onClick={() => void resend()}>
        {waiting ? t('Resend code in {time}', { time: formatSeconds(remaining) }) : t('Resend code')}
      </Button>
    </p>
  );
}
