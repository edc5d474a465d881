import { useState } from 'react';
import { Button, TextInput, formatNaira, parseNairaToKobo, useT } from 'shared';
import type { AuthResult } from 'shared/auth';
import {
  CASH_DIFFERENCE_REASON_MAX_LENGTH,
  CASH_DIFFERENCE_REASON_MIN_LENGTH,
  cashDiffers,
  cashOwedKobo,
} from 'shared/job-rules';
import { CASH_CHECK_MESSAGES, type AgentBoardJob } from 'shared/schemas';
import { abokiBook } from '../i18n/index.js';
import styles from './components.module.css';

// Completing a cash job (issue 22, item 11): the cash received starts at what the customer owes;
// another figure shows what is owed and asks why before it is sent, as the API will (shared/job-rules'
// cash rules). The server's word lands at the field it is about. Why: docs/decisions/0043-cash-check.md.

export function CompleteCashForm({
  job,
  busy,
  onComplete,
  onCancel,
}: {
  job: Pick<AgentBoardJob, 'reference' | 'priceKobo'>;
  busy: boolean;
  /** Sends the completion; its failure is shown here (a 409 or 423 is the row's to reload). */
  onComplete: (cashReceivedKobo: number, reason: string | undefined) => Promise<AuthResult<unknown>>;
  onCancel: () => void;
}) {
  const t = useT(abokiBook);
  // On the board a job in progress has no fee recorded: it owes its price.
  const owedKobo = cashOwedKobo(job);
  const [cash, setCash] = useState(() => String(owedKobo / 100));
  const [reason, setReason] = useState('');
  const [cashError, setCashError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const cashKobo = parseNairaToKobo(cash);
  const differs = cashKobo !== null && cashDiffers(owedKobo, cashKobo);

  const submit = async () => {
    setCashError(null);
    setReasonError(null);
    if (cashKobo === null) {
      setCashError(t('Enter the cash received in naira, e.g. 12000'));
      return;
    }
    const why = reason.trim();
    if (differs && why.length < CASH_DIFFERENCE_REASON_MIN_LENGTH) {
      setReasonError(CASH_CHECK_MESSAGES.reasonRequired);
      return;
    }
    const result = await onComplete(cashKobo, differs ? why : undefined);
    if (result.ok || result.error.status === 409 || result.error.status === 423) return;
    const { fields, message } = result.error;
    if (fields.cashDifferenceReason) setReasonError(fields.cashDifferenceReason);
    else setCashError(fields.cashReceivedKobo ?? message);
  };

  return (
    <form
      noValidate
      aria-label={t('Complete {reference}', { reference: job.reference })}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextInput
        label={t('Cash received (₦)')}
        inputMode="decimal"
        autoComplete="off"
        value={cash}
        hint={t('The customer owes {amount}.', { amount: formatNaira(owedKobo) })}
        error={cashError ?? undefined}
        onChange={(event) => setCash(event.target.value)}
      />
      {differs ? (
        <>
          <p className={styles.notice} role="status">
            {t(
              '{cash} is not what the customer owes ({owed}). Check the amount; if it is right, say why it is different. The customer is asked to confirm what they paid.',
              { cash: formatNaira(cashKobo), owed: formatNaira(owedKobo) },
            )}
          </p>
          <TextInput
            label={t('Why is it different?')}
            maxLength={CASH_DIFFERENCE_REASON_MAX_LENGTH}
            value={reason}
            error={reasonError ?? undefined}
            onChange={(event) => setReason(event.target.value)}
          />
        </>
      ) : null}
      <div className={styles.inlineActions}>
        <Button type="submit" busy={busy}>
          {t('Complete the job')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('Not now')}
        </Button>
      </div>
    </form>
  );
}
