import { LANGUAGE_TAGS, type Language } from 'shared/i18n';
import { formatLagosClock, formatLagosDay, formatLagosSpan, lagosDateOf } from 'shared/lagos-time';
import { formatNaira } from 'shared/money';
import type { JobRow } from './jobs-repository.js';
import { cashCheckOf, paymentViewOf, type PaymentFacts } from './payment-view.js';
import { RECEIPT_TEXTS } from './receipt-texts.js';
import { sayerOf, serviceNameIn } from './say-email.js';

// A job's receipt: one list of lines, printed as a small HTML page (GET /jobs/:reference/receipt)
// and as text in the completion email, so both always say the same. A cash job's receipt shows what
// was owed and the cash the Aboki recorded apart, and the User's own answer once given: never only
// what one side typed as the total (docs/decisions/0043-cash-check.md).

const say = sayerOf(RECEIPT_TEXTS);

/** "Wed 2 Dec 2026, 14:05": a moment as the receipt's reader says it (Lagos time). */
const dayAndTime = (instant: Date, language: Language = 'en') =>
  `${formatLagosDay(instant, language)} ${lagosDateOf(instant).slice(0, 4)}, ${formatLagosClock(instant)}`;

export type ReceiptFacts = PaymentFacts &
  Pick<JobRow, 'reference' | 'serviceSlug' | 'serviceName' | 'abokiName' | 'startsAt' | 'endsAt' | 'feeKobo'>;

/**
 * The receipt as label/value pairs, in reading order, in a language (the completion e-mail's is the
 * User's; the receipt page is English).
 */
export function receiptLines(job: ReceiptFacts, language: Language = 'en'): [string, string][] {
  const t = (id: Parameters<typeof say>[1], values?: Parameters<typeof say>[2]) => say(language, id, values);
  const payment = paymentViewOf(job);
  const lines: [string, string][] = [
    [t('label.reference'), job.reference],
    [t('label.service'), serviceNameIn(language, job)],
    [t('label.aboki'), job.abokiName],
    [t('label.when'), formatLagosSpan(job.startsAt, job.endsAt, language)],
    [t('label.price'), formatNaira(job.priceKobo)],
    [t('label.payment'), t(`method.${job.paymentMethod}`)],
    [t('label.paymentStatus'), t(`status.${payment.status}`)],
  ];
  const cash = cashCheckOf(job);
  if (cash) {
    lines.push([t('label.owed'), formatNaira(cash.owedKobo)]);
    lines.push([t('label.cashRecorded'), formatNaira(cash.recordedKobo)]);
    if (cash.differenceReason) lines.push([t('label.differenceReason'), cash.differenceReason]);
    if (cash.confirmedKobo !== null) lines.push([t('label.confirmed'), formatNaira(cash.confirmedKobo)]);
    if (cash.flaggedAt) lines.push([t('label.support'), t('support.lookingInto')]);
  }
  if (job.paymentMethod !== 'CASH' && job.paidKobo > 0) {
    const amount = formatNaira(job.paidKobo);
    lines.push([
      t('label.paid'),
      job.paidAt ? t('paidOn', { amount, when: dayAndTime(job.paidAt, language) }) : amount,
    ]);
  }
  if (job.feeKobo) lines.push([t('label.fee'), formatNaira(job.feeKobo)]);
  for (const refund of job.refunds) {
    lines.push([t('label.refund', { status: t(`refund.${refund.status}`) }), formatNaira(refund.amountKobo)]);
  }
  // What the money earned is split into (decision 0052): the job's price once it is done, a fee when
  // a cancellation left one; the same split the ledger posts and the agent's statement shows.
  if (payment.split) {
    const { commissionPercent, commissionKobo, agentKobo } = payment.split;
    lines.push([t('label.commission', { percent: commissionPercent }), formatNaira(commissionKobo)]);
    lines.push([t('label.toAboki'), formatNaira(agentKobo)]);
  }
  // Card and transfer money is what Paystack proved; cash has no single total, only its figures above.
  if (job.paymentMethod !== 'CASH') {
    const refundedKobo = job.refunds
      .filter((refund) => refund.status === 'PROCESSED')
      .reduce((sum, refund) => sum + refund.amountKobo, 0);
    lines.push([t('label.totalPaid'), formatNaira(job.paidKobo - refundedKobo)]);
  }
  return lines;
}

export function receiptText(job: ReceiptFacts, language: Language = 'en'): string {
  return [
    say(language, 'receipt'),
    ...receiptLines(job, language).map(([label, value]) => `${label}: ${value}`),
  ].join('\n');
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The receipt's only style; the page's Content-Security-Policy allows exactly this by its hash. */
export const RECEIPT_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:1.5rem auto;padding:0 1rem;color:#1a1a1a}' +
  'table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.4rem 0;border-bottom:1px solid #ddd}' +
  'td{text-align:right}';

export function renderReceipt(
  job: ReceiptFacts,
  issuedAt: Date = new Date(),
  language: Language = 'en',
): string {
  const rows = receiptLines(job, language)
    .map(
      ([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(say(language, 'title'))} ${escapeHtml(job.reference)}</title><style>${RECEIPT_STYLE}</style></head>
<body><h1>${escapeHtml(say(language, 'title'))}</h1><table>${rows}</table>
<p>${escapeHtml(say(language, 'issued', { when: dayAndTime(issuedAt, language) }))}</p></body></html>`;
}
