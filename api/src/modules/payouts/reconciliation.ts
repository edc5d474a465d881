import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatNaira } from 'shared/money';
import { addDays, DAY_MS, lagosDateOf, lagosInstant } from 'shared/lagos-time';
import type { Db } from '../../db/client.js';
import { enqueueEmail } from '../email/email-module.js';
import type { PaystackClient, PaystackListed } from '../payments/payments-module.js';
import { PAYOUT_STATUS_OF_TRANSFER } from './payouts-service.js';
import { at } from '../../lib/sql-time.js';

// Issue 26: each day, the ledger against Paystack's own records of that day — charges, refunds and
// transfers — and every difference named, to the operators. Records are matched by our references;
// each side's records of the day are looked for on the other side a day either way, so a charge paid
// at 23:59 and posted at 00:01 is no difference.

export type DifferenceKind = 'charge' | 'refund' | 'transfer';
export type Problem = 'missing in the ledger' | 'missing at Paystack' | 'amount differs' | 'status differs';

export interface Difference {
  kind: DifferenceKind;
  reference: string;
  problem: Problem;
  ours: string | null;
  theirs: string | null;
}

export interface ReconciliationReport {
  day: string;
  clean: boolean;
  checked: { charges: number; refunds: number; transfers: number };
  differences: Difference[];
}

/** Reconciled after this Lagos hour, for the day before (Paystack's records of a day settle overnight). */
const RECONCILE_HOUR = 6;

/** When Paystack made a record, whichever name the list gives it. */
const createdOf = (record: PaystackListed) => record.createdAt ?? record.created_at ?? record.paid_at ?? null;

/** Ledger entries of one kind, by reference: the amount their line on `account` moved (absolute). */
async function ledgerAmounts(
  db: Db,
  kind: string,
  account: string,
  where: ReturnType<typeof sql>,
): Promise<Map<string, number>> {
  const { rows } = await db.execute<{ reference: string; amount: string }>(sql`
    SELECT e.reference, abs(l.amount_kobo) AS amount FROM ledger_entries e
    JOIN ledger_lines l ON l.entry_id = e.id AND l.account = ${account}
    WHERE e.kind = ${kind} AND ${where}`);
  return new Map(rows.map((row) => [row.reference, Number(row.amount)]));
}

export function createReconciliation(options: {
  db: Db;
  paystack: PaystackClient | undefined;
  operatorsEmail: string;
  now: () => Date;
  notifyOutbox: () => void;
  log: FastifyBaseLogger;
}) {
  const { db, paystack, operatorsEmail, now, notifyOutbox, log } = options;

  async function compare(day: string): Promise<ReconciliationReport> {
    if (!paystack) throw new Error('reconciliation needs Paystack (PAYSTACK_SECRET_KEY)');
    const from = lagosInstant(day, '00:00');
    const to = lagosInstant(addDays(day, 1), '00:00');
    const wideFrom = new Date(from.getTime() - DAY_MS);
    const wideTo = new Date(to.getTime() + DAY_MS);
    const inDay = (created: unknown) => {
      const time = Date.parse(String(created));
      return time >= from.getTime() && time < to.getTime();
    };
    const differences: Difference[] = [];
    const differ = (
      kind: DifferenceKind,
      reference: string,
      problem: Problem,
      ours: string | null,
      theirs: string | null,
    ) => differences.push({ kind, reference, problem, ours, theirs });
    const money = (kobo: number | undefined) => (kobo === undefined ? null : formatNaira(kobo));

    // Charges: Paystack's successful transactions against the ledger's charge entries.
    const transactions = await paystack.listBetween('transaction', wideFrom, wideTo);
    const paid = new Map<string, PaystackListed>();
    const byId = new Map<string, string>();
    for (const transaction of transactions) {
      if (transaction.reference && transaction.id !== undefined)
        byId.set(String(transaction.id), transaction.reference);
      if (transaction.status === 'success' && transaction.reference)
        paid.set(transaction.reference, transaction);
    }
    const theirCharges = [...paid.values()].filter((t) => inDay(createdOf(t)));
    const ourCharges = await ledgerAmounts(db, 'charge', 'paystack_clearing', sql`true`);
    const ourChargesOfDay = await ledgerAmounts(
      db,
      'charge',
      'paystack_clearing',
      sql`e.posted_at >= ${at(from)} AND e.posted_at < ${at(to)}`,
    );
    for (const charge of theirCharges) {
      const ours = ourCharges.get(charge.reference!);
      if (ours === undefined)
        differ('charge', charge.reference!, 'missing in the ledger', null, money(charge.amount));
      else if (ours !== charge.amount)
        differ('charge', charge.reference!, 'amount differs', money(ours), money(charge.amount));
    }
    for (const [reference, amount] of ourChargesOfDay)
      if (!paid.has(reference)) differ('charge', reference, 'missing at Paystack', money(amount), null);

    // Refunds: processed at Paystack against the ledger's refund.processed entries, by the
    // transaction refunded (Paystack names it by its id).
    const refunds = await paystack.listBetween('refund', wideFrom, wideTo);
    const theirRefunds = new Map<string, { amount: number; inDay: boolean }>();
    for (const refund of refunds) {
      if (refund.status !== 'processed') continue;
      const named = refund.transaction;
      let reference =
        refund.transaction_reference ??
        (typeof named === 'object' && named !== null ? (named.reference ?? null) : null);
      if (!reference && (typeof named === 'number' || typeof named === 'string')) {
        reference =
          byId.get(String(named)) ??
          (await paystack.transactionById(named).then(
            (t) => t.reference,
            () => null,
          ));
      }
      if (!reference) continue;
      const created = createdOf(refund);
      const seen = theirRefunds.get(reference);
      theirRefunds.set(reference, {
        amount: (seen?.amount ?? 0) + refund.amount,
        inDay: (seen?.inDay ?? false) || inDay(created),
      });
    }
    const ourRefunds = await ledgerAmounts(db, 'refund.processed', 'refunds_payable', sql`true`);
    const ourRefundsOfDay = await ledgerAmounts(
      db,
      'refund.processed',
      'refunds_payable',
      sql`e.posted_at >= ${at(from)} AND e.posted_at < ${at(to)}`,
    );
    for (const [reference, refund] of theirRefunds) {
      if (!refund.inDay) continue;
      const ours = ourRefunds.get(reference);
      if (ours === undefined)
        differ('refund', reference, 'missing in the ledger', null, money(refund.amount));
      else if (ours !== refund.amount)
        differ('refund', reference, 'amount differs', money(ours), money(refund.amount));
    }
    for (const [reference, amount] of ourRefundsOfDay)
      if (!theirRefunds.has(reference))
        differ('refund', reference, 'missing at Paystack', money(amount), null);

    // Transfers: Paystack's against our payouts, amount and status.
    const transfers = await paystack.listBetween('transfer', wideFrom, wideTo);
    const theirTransfers = new Map(transfers.filter((t) => t.reference).map((t) => [t.reference!, t]));
    const { rows: payouts } = await db.execute<{
      reference: string;
      amount_kobo: string;
      status: string;
      sent_in_day: boolean;
    }>(sql`
      SELECT reference, amount_kobo, status, (sent_at >= ${at(from)} AND sent_at < ${at(to)}) AS sent_in_day
      FROM payouts WHERE sent_at >= ${at(wideFrom)} AND sent_at < ${at(wideTo)}`);
    const ourPayouts = new Map(payouts.map((payout) => [payout.reference, payout]));
    for (const transfer of theirTransfers.values()) {
      if (!inDay(createdOf(transfer))) continue;
      const ours = ourPayouts.get(transfer.reference!);
      const status = PAYOUT_STATUS_OF_TRANSFER[transfer.status] ?? transfer.status;
      if (!ours)
        differ('transfer', transfer.reference!, 'missing in the ledger', null, money(transfer.amount));
      else if (Number(ours.amount_kobo) !== transfer.amount)
        differ(
          'transfer',
          transfer.reference!,
          'amount differs',
          money(Number(ours.amount_kobo)),
          money(transfer.amount),
        );
      else if (ours.status !== status)
        differ('transfer', transfer.reference!, 'status differs', ours.status, status);
    }
    for (const payout of payouts)
      if (payout.sent_in_day && !theirTransfers.has(payout.reference))
        differ('transfer', payout.reference, 'missing at Paystack', money(Number(payout.amount_kobo)), null);

    return {
      day,
      clean: differences.length === 0,
      checked: { charges: theirCharges.length, refunds: theirRefunds.size, transfers: theirTransfers.size },
      differences,
    };
  }

  /** Tells the operators (their inbox; the console once it exists) what a day's comparison found. */
  async function report(result: ReconciliationReport): Promise<void> {
    const subject = result.clean
      ? `Reconciliation ${result.day}: clean`
      : `Reconciliation ${result.day}: ${result.differences.length} difference${result.differences.length === 1 ? '' : 's'}`;
    const lines = result.clean
      ? [
          `The ledger and Paystack agree for ${result.day} (${result.checked.charges} charges, ${result.checked.refunds} refunds, ${result.checked.transfers} transfers).`,
        ]
      : result.differences.map(
          (difference) =>
            `- ${difference.kind} ${difference.reference}: ${difference.problem}` +
            (difference.ours || difference.theirs
              ? ` (ledger ${difference.ours ?? '—'}, Paystack ${difference.theirs ?? '—'})`
              : ''),
        );
    await db.transaction(async (tx) => {
      await enqueueEmail(tx, { to: operatorsEmail, subject, text: [subject, '', ...lines].join('\n') });
      await tx.execute(sql`
        UPDATE reconciliations SET finished_at = ${at(now())}, differences = ${result.differences.length},
          report = ${JSON.stringify(result)}::jsonb
        WHERE day = ${result.day}::date`);
    });
    notifyOutbox();
    log[result.clean ? 'info' : 'warn'](
      { day: result.day, differences: result.differences.length },
      'reconciliation with Paystack',
    );
  }

  return {
    /** Compares one Lagos day and reports it (the CLI runs it again on demand). */
    async reconcile(day: string): Promise<ReconciliationReport> {
      await db.execute(sql`
        INSERT INTO reconciliations (day, started_at) VALUES (${day}::date, ${at(now())})
        ON CONFLICT (day) DO UPDATE SET started_at = excluded.started_at`);
      const result = await compare(day);
      await report(result);
      return result;
    },

    /** The sweeper's part: yesterday, once, by whichever process claims the day first. */
    async daily(): Promise<void> {
      if (!paystack) return;
      const clock = now();
      const today = lagosDateOf(clock);
      if (clock < lagosInstant(today, `0${RECONCILE_HOUR}:00`)) return;
      const day = addDays(today, -1);
      const { rows } = await db.execute(sql`
        INSERT INTO reconciliations (day, started_at) VALUES (${day}::date, ${at(clock)})
        ON CONFLICT (day) DO NOTHING RETURNING day`);
      if (rows.length === 0) return;
      try {
        await report(await compare(day));
      } catch (error) {
        // Paystack unreachable: the claim is given back, and the next sweep tries again.
        await db.execute(sql`DELETE FROM reconciliations WHERE day = ${day}::date AND finished_at IS NULL`);
        throw error;
      }
    },
  };
}

export type Reconciliation = ReturnType<typeof createReconciliation>;
