import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import {
  LoadFailed,
  PageHeading,
  Spinner,
  formatNaira,
  languageAtom,
  translatedHeading,
  useLoad,
  useT,
  type PageHeadingTexts,
} from 'shared';
import { DISPUTE_WINDOW_HOURS, PAYOUT_MIN_KOBO } from 'shared/job-rules';
import { lagosToday } from 'shared/lagos-time';
import { type AgentMoney, type BankAccountView, type PayoutStatus, type PayoutView } from 'shared/schemas';
import { fetchAgentMoney } from '../api/agent-money.js';
import { abokiBook, type AbokiText } from '../i18n/index.js';
import { BankAccountSection } from '../components/bank-account-section.js';
import { formatWhen } from '../components/lagos-when.js';
import { Statement, StatementMonth } from '../components/money-statement.js';
import styles from './agent-money-page.module.css';

/** The page's heading, in English (the page shows it in its language). */
const HEADING = {
  title: 'Money and payouts',
  description: 'What you have earned, when it is paid, and the bank account it is paid into.',
} as const satisfies PageHeadingTexts<AbokiText>;

const PAYOUT_STATUS_LABELS: Record<PayoutStatus, AbokiText> = {
  PENDING: 'On its way',
  SUCCESS: 'Paid',
  FAILED: 'Failed — the money is back in your balance',
  REVERSED: 'Reversed — the money is back in your balance',
};

/**
 * `/profile/agent-dashboard/money` (issue 26): the agent's balances, the bank account payouts go to,
 * the latest payouts and a month's statement. One GET /api/v1/agent/money paints it; another month
 * loads that again with `?month=`, while the balances, account and payouts stay on screen.
 */
export function AgentMoneyPage() {
  const t = useT(abokiBook);
  const [month, setMonth] = useState(() => lagosToday().slice(0, 7));
  const money = useLoad(() => fetchAgentMoney(month), [month]);
  // What last loaded: the balances, account and payouts do not change with the month picked.
  const [shown, setShown] = useState<AgentMoney | null>(null);
  if (money.status === 'ready' && money.data !== shown) setShown(money.data);

  const putAccount = (bankAccount: BankAccountView) => {
    if (money.status === 'ready') money.setData({ ...money.data, bankAccount });
    else if (shown) setShown({ ...shown, bankAccount });
  };

  return (
    <>
      <PageHeading {...translatedHeading(t, HEADING)} />
      <p>
        <Link to="/profile/agent-dashboard">{t('Back to the dashboard')}</Link>
      </p>
      {shown === null ? (
        money.status === 'error' ? (
          <LoadFailed
            title={t('Your money did not load')}
            message={money.error.message}
            onRetry={money.retry}
          />
        ) : (
          <Spinner label={t('Loading your money…')} />
        )
      ) : (
        <>
          <Balances money={shown} />
          <BankAccountSection account={shown.bankAccount} onSaved={putAccount} />
          <Payouts payouts={shown.payouts} />
          <section aria-labelledby="statement-title">
            <h2 id="statement-title" className={styles.sectionTitle}>
              {t('Statement')}
            </h2>
            <StatementMonth month={month} onMonth={setMonth} />
            {money.status === 'loading' ? (
              <Spinner label={t('Loading the statement…')} />
            ) : money.status === 'error' ? (
              <LoadFailed
                title={t('The statement did not load')}
                message={money.error.message}
                onRetry={money.retry}
              />
            ) : (
              <Statement lines={money.data.lines} month={month} />
            )}
          </section>
        </>
      )}
    </>
  );
}

function Balances({ money }: { money: AgentMoney }) {
  const t = useT(abokiBook);
  const language = useAtomValue(languageAtom);
  const { availableKobo, pendingKobo, owedKobo } = money.balances;
  return (
    <section aria-labelledby="balances-title">
      <h2 id="balances-title" className={styles.visuallyHidden}>
        {t('Your balances')}
      </h2>
      <dl className={styles.balances}>
        <div className={styles.balance}>
          <dt>{t('Available')}</dt>
          <dd className={styles.amount}>{formatNaira(availableKobo)}</dd>
          <dd className={styles.note}>{t('What the next payout would send.')}</dd>
        </div>
        <div className={styles.balance}>
          <dt>{t('Pending')}</dt>
          <dd className={styles.amount}>{formatNaira(pendingKobo)}</dd>
          <dd className={styles.note}>
            {t('Jobs still inside the {hours} hours in which the customer may report a problem.', {
              hours: DISPUTE_WINDOW_HOURS,
            })}
          </dd>
        </div>
        <div className={styles.balance}>
          <dt>{t('Owed on cash jobs')}</dt>
          <dd className={styles.amount}>{formatNaira(owedKobo)}</dd>
          <dd className={styles.note}>{t('Commission on cash jobs, taken from your next payout.')}</dd>
        </div>
      </dl>
      <p className={styles.notice}>
        {t('Next payout: {when}, Lagos time.', { when: formatWhen(money.nextPayoutAt, language) })}{' '}
        {t('A payout is sent when at least {amount} is available.', { amount: formatNaira(PAYOUT_MIN_KOBO) })}
      </p>
    </section>
  );
}

function Payouts({ payouts }: { payouts: PayoutView[] }) {
  const t = useT(abokiBook);
  const language = useAtomValue(languageAtom);
  return (
    <section aria-labelledby="payouts-title">
      <h2 id="payouts-title" className={styles.sectionTitle}>
        {t('Payouts')}
      </h2>
      {payouts.length ? (
        <ul className={styles.list}>
          {payouts.map((payout) => (
            <li key={payout.reference} className={styles.row} aria-label={payout.reference}>
              <p className={styles.rowHead}>
                <span>{formatWhen(payout.createdAt, language)}</span>
                <span className={styles.amount}>{formatNaira(payout.amountKobo)}</span>
              </p>
              <p
                className={
                  payout.status === 'FAILED' || payout.status === 'REVERSED' ? styles.problem : styles.note
                }
              >
                {t(PAYOUT_STATUS_LABELS[payout.status])}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.note}>{t('No payouts yet.')}</p>
      )}
    </section>
  );
}
