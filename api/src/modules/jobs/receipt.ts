import { formatLagosClock, formatLagosDay, formatLagosSpan, lagosDateOf } from 'shared/lagos-time';
import { formatNaira } from 'shared/money';
import type { JobRow } from './jobs-repository.js';
import { cashCheckOf, paymentViewOf, type PaymentFacts } from './payment-view.js';

// A job's receipt: one list of lines, printed as a small HTML page (GET /jobs/:reference/receipt)
// and as text in the completion email, so both always say the same. A cash job's receipt shows what
// was owed and the cash the Aboki recorded apart, and the User's own answer once given: never only
// what one side typed as the total (docs/decisions/0043-cash-check.md).

const METHOD_WORDS = {
  CASH: 'Cash on completion',
  CARD: 'Card (Paystack)',
  TRANSFER: 'Bank transfer (Paystack)',
};
const STATUS_WORDS = {
  UNPAID: 'Not paid yet',
  PENDING: 'Payment pending',
  PAID: 'Paid',
  REFUND_PENDING: 'Refund on its way',
  REFUNDED: 'Refunded',
  PARTLY_REFUNDED: 'Partly refunded',
};
const REFUND_WORDS = { PENDING: 'on its way', PROCESSED: 'refunded', FAILED: 'failed — contact support' };

/** "Wed 2 Dec 2026, 14:05": a moment as the receipt's reader says it (Lagos time). */
const dayAndTime = (instant: Date) =>
  `${formatLagosDay(instant)} ${lagosDateOf(instant).slice(0, 4)}, ${formatLagosClock(instant)}`;

export type ReceiptFacts = PaymentFacts &
  Pick<JobRow, 'reference' | 'serviceName' | 'abokiName' | 'startsAt' | 'endsAt' | 'feeKobo'>;

/** The receipt as label/value pairs, in reading order. */
export function receiptLines(job: ReceiptFacts): [string, string][] {
  const payment = paymentViewOf(job);
  const lines: [string, string][] = [
    ['Reference', job.reference],
    ['Service', job.serviceName],
    ['Aboki', job.abokiName],
    ['When', formatLagosSpan(job.startsAt, job.endsAt)],
    ['Price', formatNaira(job.priceKobo)],
    ['Payment', METHOD_WORDS[job.paymentMethod]],
    ['Payment status', STATUS_WORDS[payment.status]],
  ];
  const cash = cashCheckOf(job);
  if (cash) {
    lines.push(['Owed', formatNaira(cash.owedKobo)]);
    lines.push(['Cash recorded by your Aboki', formatNaira(cash.recordedKobo)]);
    if (cash.differenceReason) lines.push(['Reason for the difference', cash.differenceReason]);
    if (cash.confirmedKobo !== null) lines.push(['You confirmed', formatNaira(cash.confirmedKobo)]);
    if (cash.flaggedAt) lines.push(['Aboki support', 'Looking into the difference; they will contact you']);
  }
  if (job.paymentMethod !== 'CASH' && job.paidKobo > 0) {
    lines.push(['Paid', `${formatNaira(job.paidKobo)}${job.paidAt ? ` on ${dayAndTime(job.paidAt)}` : ''}`]);
  }
  if (job.feeKobo) lines.push(['Cancellation fee', formatNaira(job.feeKobo)]);
  for (const refund of job.refunds) {
    lines.push([`Refund (${REFUND_WORDS[refund.status]})`, formatNaira(refund.amountKobo)]);
  }
  // Card and transfer money is what Paystack proved; cash has no single total, only its figures above.
  if (job.paymentMethod !== 'CASH') {
    const refundedKobo = job.refunds
      .filter((refund) => refund.status === 'PROCESSED')
      .reduce((sum, refund) => sum + refund.amountKobo, 0);
    lines.push(['Total paid', formatNaira(job.paidKobo - refundedKobo)]);
  }
  return lines;
}

export function receiptText(job: ReceiptFacts): string {
  return ['Receipt', ...receiptLines(job).map(([label, value]) => `${label}: ${value}`)].join('\n');
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The receipt's only style; the page's Content-Security-Policy allows exactly this by its hash. */
export const RECEIPT_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:1.5rem auto;padding:0 1rem;color:#1a1a1a}' +
  'table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.4rem 0;border-bottom:1px solid #ddd}' +
  'td{text-align:right}';

export function renderReceipt(job: ReceiptFacts, issuedAt: Date = new Date()): string {
  const rows = receiptLines(job)
    .map(
      ([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en-NG"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Aboki receipt ${escapeHtml(job.reference)}</title><style>${RECEIPT_STYLE}</style></head>
<body><h1>Aboki receipt</h1><table>${rows}</table>
<p>Issued ${escapeHtml(dayAndTime(issuedAt))} (Lagos time).</p></body></html>`;
}
