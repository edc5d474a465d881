import { useState } from 'react';
import { Button, TextInput, formatNaira, parseNairaToKobo } from 'shared';
import { formatLagosClock, formatLagosDay } from 'shared/lagos-time';
import { CASH_CHECK_MESSAGES, type CashCheckView, type JobUserView } from 'shared/schemas';
import { confirmCashPaid } from '../api/cash-check.js';
import styles from './components.module.css';

// The cash check on a job's page (issue 22, item 11): a completed cash job shows what was owed and
// the cash the Aboki recorded apart, never one side's figure alone; its User is asked, once, whether
// they paid that; a different amount goes to Aboki support, and the page says they will call.
// Why: docs/decisions/0043-cash-check.md.

/** "Tue 15 Dec, 12:00 (Lagos time)". */
const lagosMoment = (iso: string) =>
  `${formatLagosDay(new Date(iso))}, ${formatLagosClock(new Date(iso))} (Lagos time)`;

/** A completed cash job's figures, as rows of the job's list of facts. */
export function CashFacts({
  cash,
  paidAt,
  forAgent = false,
}: {
  cash: CashCheckView;
  paidAt: string | null;
  forAgent?: boolean;
}) {
  return (
    <>
      <dt>Owed</dt>
      <dd>{formatNaira(cash.owedKobo)}</dd>
      <dt>{forAgent ? 'Cash you recorded' : 'Cash recorded by your Aboki'}</dt>
      <dd>
        {formatNaira(cash.recordedKobo)}
        {paidAt ? ` on ${lagosMoment(paidAt)}` : ''}
      </dd>
      {cash.differenceReason ? (
        <>
          <dt>Reason for the difference</dt>
          <dd>{cash.differenceReason}</dd>
        </>
      ) : null}
      {cash.confirmedKobo !== null ? (
        <>
          <dt>{forAgent ? 'The customer confirmed' : 'You confirmed'}</dt>
          <dd>{formatNaira(cash.confirmedKobo)}</dd>
        </>
      ) : null}
      {cash.flaggedAt ? (
        <>
          <dt>Aboki support</dt>
          <dd>Looking into the difference; they will contact {forAgent ? 'you and the customer' : 'you'}</dd>
        </>
      ) : null}
    </>
  );
}

/**
 * "Did you pay ₦X?" on a completed cash job until its User answers (within the days the API allows):
 * Yes, or "No, I paid a different amount" with the amount. Once a different amount is sent, the page
 * says plainly that Aboki support will contact them.
 */
export function CashQuestion({
  job,
  now,
  onChanged,
  onStale,
}: {
  job: JobUserView;
  now: Date;
  onChanged: (job: JobUserView) => void;
  /** The question was answered elsewhere, or has closed: show the job as it is now. */
  onStale: () => void;
}) {
  const [different, setDifferent] = useState(false);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cash = job.payment.cash;
  if (!cash) return null;
  const recorded = formatNaira(cash.recordedKobo);

  if (cash.confirmedKobo !== null) {
    if (!cash.flaggedAt) return null;
    return (
      <section aria-labelledby="cash-title" className={styles.section}>
        <h2 id="cash-title" className={styles.legend}>
          Aboki support will contact you
        </h2>
        <p className={styles.banner} role="status">
          You told us you paid {formatNaira(cash.confirmedKobo)}, but {job.aboki.displayName} recorded{' '}
          {recorded}. Aboki support will contact you about the difference.
        </p>
      </section>
    );
  }
  if (!cash.confirmBy || Date.parse(cash.confirmBy) <= now.getTime()) return null;

  const send = async (paidKobo: number) => {
    setBusy(true);
    setProblem(null);
    const result = await confirmCashPaid(job.reference, paidKobo);
    setBusy(false);
    if (result.ok) onChanged(result.data.job);
    else if (result.error.status === 409 || result.error.status === 422) onStale();
    else setProblem(result.error.fields.paidKobo ?? result.error.message);
  };
  const sendAmount = () => {
    const paidKobo = parseNairaToKobo(amount);
    if (paidKobo === null) setProblem(CASH_CHECK_MESSAGES.paidInvalid);
    else void send(paidKobo);
  };

  return (
    <section aria-labelledby="cash-title" className={styles.section}>
      <h2 id="cash-title" className={styles.legend}>
        Did you pay {recorded}?
      </h2>
      <p>
        {job.aboki.displayName} recorded {recorded} in cash for this job.
        {cash.recordedKobo !== cash.owedKobo
          ? ` You owed ${formatNaira(cash.owedKobo)}${cash.differenceReason ? `; the reason they gave: “${cash.differenceReason}”` : ''}.`
          : ''}{' '}
        Please tell us what you paid: if it is different, Aboki support will contact you.
      </p>
      {different ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            sendAmount();
          }}
        >
          <TextInput
            label="Amount you paid (₦)"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            error={problem ?? undefined}
            onChange={(event) => setAmount(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" busy={busy}>
              Send the amount
            </Button>
            <Button type="button" variant="ghost" onClick={() => setDifferent(false)}>
              Back
            </Button>
          </div>
        </form>
      ) : (
        <>
          {problem ? (
            <p className={styles.note} role="alert">
              {problem}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button busy={busy} onClick={() => void send(cash.recordedKobo)}>
              Yes, I paid {recorded}
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                setProblem(null);
                setDifferent(true);
              }}
            >
              No, I paid a different amount
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
