import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Button, TextInput, formatNaira, languageAtom, parseNairaToKobo, useSay, useT } from 'shared';
import { CASH_CHECK_MESSAGES, type CashCheckView, type JobUserView } from 'shared/schemas';
import { confirmCashPaid } from '../api/cash-check.js';
import { requestsBook } from '../i18n/index.js';
import { lagosMoment } from './payment-words.js';
import styles from './components.module.css';

// The cash check on a job's page (issue 22, item 11): a completed cash job shows what was owed and
// the cash the Aboki recorded apart, never one side's figure alone; its User is asked, once, whether
// they paid that; a different amount goes to Aboki support, and the page says they will call.
// Why: docs/decisions/0043-cash-check.md.

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
  const t = useT(requestsBook);
  const language = useAtomValue(languageAtom);
  return (
    <>
      <dt>{t('Owed')}</dt>
      <dd>{formatNaira(cash.owedKobo)}</dd>
      <dt>{forAgent ? t('Cash you recorded') : t('Cash recorded by your Aboki')}</dt>
      <dd>
        {formatNaira(cash.recordedKobo)}
        {paidAt ? ` ${t('on {moment}', { moment: lagosMoment(t, language, paidAt) })}` : ''}
      </dd>
      {cash.differenceReason ? (
        <>
          <dt>{t('Reason for the difference')}</dt>
          <dd>{cash.differenceReason}</dd>
        </>
      ) : null}
      {cash.confirmedKobo !== null ? (
        <>
          <dt>{forAgent ? t('The customer confirmed') : t('You confirmed')}</dt>
          <dd>{formatNaira(cash.confirmedKobo)}</dd>
        </>
      ) : null}
      {cash.flaggedAt ? (
        <>
          <dt>{t('Aboki support')}</dt>
          <dd>
            {forAgent
              ? t('Looking into the difference; they will contact you and the customer')
              : t('Looking into the difference; they will contact you')}
          </dd>
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
  const t = useT(requestsBook);
  const say = useSay();
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
          {t('Aboki support will contact you')}
        </h2>
        <p className={styles.banner} role="status">
          {t(
            'You told us you paid {paid}, but {name} recorded {recorded}. Aboki support will contact you about the difference.',
            {
              paid: formatNaira(cash.confirmedKobo),
              name: job.aboki.displayName,
              recorded,
            },
          )}
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
        {t('Did you pay {amount}?', { amount: recorded })}
      </h2>
      <p>
        {[
          t('{name} recorded {amount} in cash for this job.', {
            name: job.aboki.displayName,
            amount: recorded,
          }),
          ...(cash.recordedKobo === cash.owedKobo
            ? []
            : [
                cash.differenceReason
                  ? t('You owed {owed}; the reason they gave: “{reason}”.', {
                      owed: formatNaira(cash.owedKobo),
                      reason: cash.differenceReason,
                    })
                  : t('You owed {owed}.', { owed: formatNaira(cash.owedKobo) }),
              ]),
          t('Please tell us what you paid: if it is different, Aboki support will contact you.'),
        ].join(' ')}
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
            label={t('Amount you paid (₦)')}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            error={problem ?? undefined}
            onChange={(event) => setAmount(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" busy={busy}>
              {t('Send the amount')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setDifferent(false)}>
              {t('Back')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          {problem ? (
            <p className={styles.note} role="alert">
              {say(problem)}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button busy={busy} onClick={() => void send(cash.recordedKobo)}>
              {t('Yes, I paid {amount}', { amount: recorded })}
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                setProblem(null);
                setDifferent(true);
              }}
            >
              {t('No, I paid a different amount')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
