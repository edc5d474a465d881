import { useAtomValue } from 'jotai';
import { createElement, Fragment, useState, type ReactNode } from 'react';
import { Button, buttonClass, formatNaira, languageAtom, useT } from 'shared';
import type { JobPayment, JobUserView } from 'shared/schemas';
import type { JobView } from '../api/booking.js';
import { checkout, fetchReceipt, payJob } from '../api/payments.js';
import { CashFacts } from './cash-check.js';
import { requestsBook } from '../i18n/index.js';
import {
  PAYMENT_METHOD_IDS,
  REFUND_STATUS_IDS,
  lagosMoment,
  paymentStatusText,
  wasPaid,
} from './payment-words.js';
import styles from './components.module.css';

/** Whether the status's words already say how the job is paid ("Paid by card", "Cash on completion"). */
const namesMethod = ({ method, status }: JobPayment) =>
  status === 'PAID' || status === 'PENDING' || (status === 'UNPAID' && method === 'CASH');

/**
 * The payment's rows in a job's list of facts: how, where it stands, when it was paid; a completed
 * cash job's figures apart (owed, recorded, confirmed), never the Aboki's alone as "Paid".
 */
export function PaymentFacts({ payment, forAgent = false }: { payment: JobPayment; forAgent?: boolean }) {
  const t = useT(requestsBook);
  const language = useAtomValue(languageAtom);
  return (
    <>
      <dt>{t('Payment')}</dt>
      <dd>
        {paymentStatusText(t, payment.method, payment.status)}
        {/* "Paid by card" names the way to pay; "Refunded" or "Not paid" does not. */}
        {namesMethod(payment) ? '' : ` (${t(PAYMENT_METHOD_IDS[payment.method])})`}
      </dd>
      {payment.cash ? (
        <CashFacts cash={payment.cash} paidAt={payment.paidAt} forAgent={forAgent} />
      ) : payment.paidAt ? (
        <>
          <dt>{t('Paid')}</dt>
          <dd>
            {t('{amount} on {moment}', {
              amount: formatNaira(payment.amountKobo),
              moment: lagosMoment(t, language, payment.paidAt),
            })}
          </dd>
        </>
      ) : null}
      {payment.split ? (
        // What the job earned, split as Aboki's ledger posts it (decision 0052).
        <>
          <dt>{t('Platform commission ({percent}%)', { percent: payment.split.commissionPercent })}</dt>
          <dd>{formatNaira(payment.split.commissionKobo)}</dd>
          <dt>{t('To the Aboki and their agent')}</dt>
          <dd>{formatNaira(payment.split.agentKobo)}</dd>
        </>
      ) : null}
    </>
  );
}

/** Every refund of the job, with where it stands. A failed one is the support team's to settle. */
export function Refunds({ payment }: { payment: JobPayment }) {
  const t = useT(requestsBook);
  const language = useAtomValue(languageAtom);
  if (payment.refunds.length === 0) return null;
  return (
    <section aria-labelledby="refunds-title" className={styles.section}>
      <h2 id="refunds-title" className={styles.legend}>
        {t('Refunds')}
      </h2>
      <ul className={styles.list}>
        {payment.refunds.map((refund) => (
          <li key={`${refund.createdAt}-${refund.amountKobo}`}>
            <strong>{formatNaira(refund.amountKobo)}</strong>: {t(REFUND_STATUS_IDS[refund.status])}
            <br />
            <span className={styles.meta}>
              {refund.processedAt
                ? t('Paid back on {moment}', { moment: lagosMoment(t, language, refund.processedAt) })
                : t('Asked for on {moment}', { moment: lagosMoment(t, language, refund.createdAt) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * While a card or transfer job waits for its money: until when the time is held, and "Pay now",
 * which asks for a fresh Paystack checkout (the old one is abandoned) and goes there. If the job
 * moved on meanwhile (paid, or the hold ran out), `onStale` shows where it really is.
 */
export function PayNow({ job, onStale }: { job: JobUserView; onStale: () => void }) {
  const t = useT(requestsBook);
  const language = useAtomValue(languageAtom);
  const [busy, setBusy] = useState(false);
  if (job.status !== 'AWAITING_PAYMENT') return null;
  const pay = async () => {
    setBusy(true);
    const result = await payJob(job.reference);
    const url = result.ok ? result.data.job.payment.authorizationUrl : null;
    if (url) {
      // Still busy while the tab leaves for Paystack.
      checkout.open(url);
      return;
    }
    setBusy(false);
    if (result.ok || result.error.status === 409 || result.error.status === 422) onStale();
  };
  return (
    <section aria-labelledby="pay-now-title" className={styles.section}>
      <h2 id="pay-now-title" className={styles.legend}>
        {t('Waiting for your payment')}
      </h2>
      <p>
        {t('The request goes to the Aboki once Paystack confirms your payment of {amount}.', {
          amount: formatNaira(job.payment.amountKobo),
        })}
        {job.payment.payBy
          ? ` ${t('Pay by {moment}: after that the Aboki’s time is freed.', { moment: lagosMoment(t, language, job.payment.payBy) })}`
          : ''}
      </p>
      <div className={styles.actions}>
        <Button busy={busy} onClick={() => void pay()}>
          {t('Pay now')}
        </Button>
      </div>
    </section>
  );
}

// The receipt is HTML that needs the bearer token, so no plain link can open it. It is fetched and
// shown in this page, not in a new tab: a tab opened after the fetch is blocked as a pop-up on
// Android Chrome, a blob: page inherits the site's CSP (its own inline styles would not apply),
// and a second tab is memory a low-end phone does not have. Only plain text elements are kept
// (no scripts, styles, links or attributes), so the page's own styles lay it out; "Print" prints
// it alone, and "Save a copy" downloads the original file, which opens anywhere.

/** Elements a receipt is made of; anything else is unwrapped to its text, or dropped. */
const KEPT = new Set([
  'p', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'dl', 'dt', 'dd', 'ul', 'ol',
  'li', 'strong', 'em', 'b', 'i', 'small', 'br', 'hr', 'span', 'div', 'section', 'header', 'footer',
  'address', 'time',
]); // prettier-ignore
const DROPPED = new Set(['head', 'title', 'script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'link', 'meta', 'svg', 'form', 'button', 'input', 'img']); // prettier-ignore
/** The receipt's headings sit under the page's own: one level or more lower. */
const HEADINGS: Record<string, string> = { h1: 'h3', h2: 'h4', h3: 'h5', h4: 'h6', h5: 'h6', h6: 'h6' };
/** Where stray whitespace text is not allowed (React warns about it in tables). */
const NO_TEXT = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

function toReact(node: Node, key: string, parent: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? '';
    return NO_TEXT.has(parent) && text.trim() === '' ? null : text;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const shown = HEADINGS[tag] ?? (KEPT.has(tag) ? tag : null);
  const children = Array.from(element.childNodes, (child, index) =>
    toReact(child, `${key}.${index}`, shown ?? parent),
  );
  if (!shown) return <Fragment key={key}>{children}</Fragment>;
  const props: Record<string, unknown> = { key };
  const colSpan = Number(element.getAttribute('colspan'));
  const rowSpan = Number(element.getAttribute('rowspan'));
  if ((tag === 'td' || tag === 'th') && colSpan > 1) props.colSpan = colSpan;
  if ((tag === 'td' || tag === 'th') && rowSpan > 1) props.rowSpan = rowSpan;
  return tag === 'br' || tag === 'hr'
    ? createElement(shown, props)
    : createElement(shown, props, ...children);
}

/**
 * The text without its style and script elements and style attributes. Chrome checks even a parsed,
 * never-shown document's inline styles against the page's CSP and logs each as a violation; none
 * of them would be used here anyway.
 */
function withoutInlineStyles(html: string): string {
  return html
    .replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/\sstyle\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi, '');
}

interface ShownReceipt {
  title: string;
  body: ReactNode;
  /** The original file, to save (null where the browser cannot make object URLs). */
  fileUrl: string | null;
}

/** "View receipt": fetched with the token, shown in the page with Print, Save a copy and Close. */
export function ReceiptButton({ job }: { job: JobView }) {
  const t = useT(requestsBook);
  const [receipt, setReceipt] = useState<ShownReceipt | null>(null);
  const [busy, setBusy] = useState(false);
  if (!wasPaid(job.payment) && job.status !== 'COMPLETED') return null;

  const open = async () => {
    setBusy(true);
    const result = await fetchReceipt(job.reference);
    setBusy(false);
    if (!result.ok) return;
    const html = new DOMParser().parseFromString(withoutInlineStyles(result.data), 'text/html');
    // The section's own heading names it: the printed page's h1 would say it twice.
    html.body.querySelector('h1')?.remove();
    setReceipt({
      title: html.title || t('Receipt for {reference}', { reference: job.reference }),
      body: toReact(html.body, 'receipt', 'body'),
      fileUrl:
        typeof URL.createObjectURL === 'function'
          ? URL.createObjectURL(new Blob([result.data], { type: 'text/html' }))
          : null,
    });
  };
  const close = () => {
    if (receipt?.fileUrl) URL.revokeObjectURL(receipt.fileUrl);
    setReceipt(null);
  };

  if (!receipt) {
    return (
      <div className={styles.actions}>
        <Button variant="secondary" busy={busy} onClick={() => void open()}>
          {t('View receipt')}
        </Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="receipt-title" className={`${styles.section} ${styles.receipt}`}>
      <h2 id="receipt-title" className={styles.legend}>
        {receipt.title}
      </h2>
      <div className={styles.receiptBody}>{receipt.body}</div>
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <Button onClick={() => window.print()}>{t('Print')}</Button>
        {receipt.fileUrl ? (
          <a
            className={buttonClass('secondary')}
            href={receipt.fileUrl}
            download={`aboki-receipt-${job.reference}.html`}
          >
            {t('Save a copy')}
          </a>
        ) : null}
        <Button variant="ghost" onClick={close}>
          {t('Close the receipt')}
        </Button>
      </div>
    </section>
  );
}
