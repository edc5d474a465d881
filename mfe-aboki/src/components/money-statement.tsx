import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button, Select, formatNaira, languageAtom, useT } from 'shared';
import { FormError } from 'shared/forms';
import { formatMonthOfYear, lagosToday } from 'shared/lagos-time';
import { type StatementLine, type StatementLineKind } from 'shared/schemas';
import { fetchStatementCsv, saveCsvFile } from '../api/agent-money.js';
import { abokiBook, type AbokiT, type AbokiText } from '../i18n/index.js';
import { formatWhen } from './lagos-when.js';
import styles from '../pages/agent-money-page.module.css';

// The agent's monthly statement: a month picker, its lines and its CSV (issue 26).

const LINE_KIND_LABELS: Record<StatementLineKind, AbokiText> = {
  JOB: 'Job',
  FEE: 'Cancellation fee',
  CASH_COMMISSION: 'Commission on a cash job',
  PAYOUT: 'Payout',
  PAYOUT_RETURNED: 'Payout returned',
};

/** How many months the statement's picker goes back, this one included. */
const STATEMENT_MONTHS = 12;

/** "+₦8,500", "-₦1,500": what a line adds to or takes from what the agent is owed. */
const formatSigned = (kobo: number) => (kobo > 0 ? `+${formatNaira(kobo)}` : formatNaira(kobo));

/** This Lagos month and the ones before it, newest first, as YYYY-MM (plain month counting, no time zones). */
export function lastMonths(current: string, count: number): string[] {
  const [year, month] = current.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + month - 1 - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

export function StatementMonth({ month, onMonth }: { month: string; onMonth: (month: string) => void }) {
  const t = useT(abokiBook);
  const language = useAtomValue(languageAtom);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const months = lastMonths(lagosToday().slice(0, 7), STATEMENT_MONTHS);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    const result = await fetchStatementCsv(month);
    setDownloading(false);
    if (result.ok) saveCsvFile(result.data, `aboki-statement-${month}.csv`);
    else setDownloadError(result.error.message);
  };

  return (
    <>
      <Select
        label={t('Month')}
        options={months.map((value) => ({ value, label: formatMonthOfYear(`${value}-01`, language) }))}
        value={month}
        onChange={(event) => {
          setDownloadError(null);
          onMonth(event.target.value);
        }}
      />
      <div className={styles.actions}>
        <Button variant="secondary" busy={downloading} onClick={() => void download()}>
          {t('Download CSV')}
        </Button>
      </div>
      <FormError message={downloadError} />
    </>
  );
}

export function Statement({ lines, month }: { lines: StatementLine[]; month: string }) {
  const t = useT(abokiBook);
  const language = useAtomValue(languageAtom);
  if (!lines.length) {
    return (
      <p className={styles.note}>
        {t('No money moved in {month}.', { month: formatMonthOfYear(`${month}-01`, language) })}
      </p>
    );
  }
  return (
    <ul className={styles.list} aria-label={t('Statement')}>
      {lines.map((line, index) => (
        <li
          key={`${line.reference}-${line.kind}-${index}`}
          className={styles.row}
          aria-label={`${t(LINE_KIND_LABELS[line.kind])}, ${line.reference}`}
        >
          <p className={styles.rowHead}>
            <span>
              {t(LINE_KIND_LABELS[line.kind])}
              {line.pending ? <span className={styles.badge}>{t('Pending')}</span> : null}
            </span>
            <span className={styles.amount}>{formatSigned(line.amountKobo)}</span>
          </p>
          <p className={styles.note}>
            {formatWhen(line.at, language)} · {line.reference}
          </p>
          {lineDetail(line, t)}
        </li>
      ))}
    </ul>
  );
}

/** What a line is made of: the price less the commission for a job or fee, the price for a cash job's commission. */
function lineDetail(line: StatementLine, t: AbokiT) {
  if (line.kind === 'JOB' || line.kind === 'FEE') {
    return (
      <p className={styles.note}>
        {t('{amount} less {commission} commission', {
          amount: formatNaira(line.grossKobo),
          commission: formatNaira(line.commissionKobo),
        })}
      </p>
    );
  }
  if (line.kind === 'CASH_COMMISSION' && line.grossKobo) {
    return (
      <p className={styles.note}>
        {t('The job’s price: {amount}, paid to you in cash', { amount: formatNaira(line.grossKobo) })}
      </p>
    );
  }
  return null;
}
