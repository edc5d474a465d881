import { sql } from 'drizzle-orm';
import type { PayoutStatus } from 'shared/schemas';
import type { Executor } from '../../db/client.js';
import { at } from '../../lib/sql-time.js';

// Agents' bank accounts and their payouts (0021_ledger.sql). The money itself is the ledger's.

/** A timestamptz as the driver hands it back (a Date from pg, a Date or ISO text from PGlite). */
const dateOf = (value: unknown): Date => (value instanceof Date ? value : new Date(value as string));

export interface BankAccountRow {
  agentId: string;
  bankCode: string;
  bankName: string;
  accountLast4: string;
  accountName: string;
  recipientCode: string;
  payoutsHeldUntil: Date | null;
}

const toBankAccount = (row: Record<string, unknown>): BankAccountRow => ({
  agentId: String(row.agent_id),
  bankCode: String(row.bank_code),
  bankName: String(row.bank_name),
  accountLast4: String(row.account_last4),
  accountName: String(row.account_name),
  recipientCode: String(row.recipient_code),
  payoutsHeldUntil: row.payouts_held_until ? dateOf(row.payouts_held_until) : null,
});

export async function findBankAccount(tx: Executor, agentId: string): Promise<BankAccountRow | undefined> {
  const { rows } = await tx.execute(sql`SELECT * FROM agent_bank_accounts WHERE agent_id = ${agentId}`);
  return rows[0] ? toBankAccount(rows[0]) : undefined;
}

/** Saves the account payouts go to; `heldUntil` set when it replaces another. */
export async function saveBankAccount(
  tx: Executor,
  account: Omit<BankAccountRow, 'payoutsHeldUntil'> & { heldUntil: Date | null; now: Date },
): Promise<BankAccountRow> {
  const { rows } = await tx.execute(sql`
    INSERT INTO agent_bank_accounts (agent_id, bank_code, bank_name, account_last4, account_name,
      recipient_code, payouts_held_until, created_at, updated_at)
    VALUES (${account.agentId}, ${account.bankCode}, ${account.bankName}, ${account.accountLast4},
      ${account.accountName}, ${account.recipientCode}, ${account.heldUntil && at(account.heldUntil)},
      ${at(account.now)}, ${at(account.now)})
    ON CONFLICT (agent_id) DO UPDATE SET bank_code = excluded.bank_code, bank_name = excluded.bank_name,
      account_last4 = excluded.account_last4, account_name = excluded.account_name,
      recipient_code = excluded.recipient_code, payouts_held_until = excluded.payouts_held_until,
      updated_at = excluded.updated_at
    RETURNING *`);
  return toBankAccount(rows[0]!);
}

/** Agents with something released to pay and an account payouts may go to now. */
export async function agentsToPay(
  tx: Executor,
  now: Date,
): Promise<{ agentId: string; recipientCode: string }[]> {
  const { rows } = await tx.execute<{ agent_id: string; recipient_code: string }>(sql`
    SELECT b.agent_id, b.recipient_code FROM agent_bank_accounts b
    JOIN ledger_accounts a ON a.code = 'agent_payable:' || b.agent_id::text
    WHERE a.balance_kobo < 0 AND (b.payouts_held_until IS NULL OR b.payouts_held_until <= ${at(now)})
    ORDER BY b.agent_id`);
  return rows.map((row) => ({ agentId: row.agent_id, recipientCode: row.recipient_code }));
}

export interface PayoutRow {
  id: string;
  agentId: string;
  reference: string;
  amountKobo: number;
  recipientCode: string;
  status: PayoutStatus;
  sentAt: Date | null;
  attempts: number;
  createdAt: Date;
  settledAt: Date | null;
}

const toPayout = (row: Record<string, unknown>): PayoutRow => ({
  id: String(row.id),
  agentId: String(row.agent_id),
  reference: String(row.reference),
  amountKobo: Number(row.amount_kobo),
  recipientCode: String(row.recipient_code),
  status: row.status as PayoutStatus,
  sentAt: row.sent_at ? dateOf(row.sent_at) : null,
  attempts: Number(row.send_attempts),
  createdAt: dateOf(row.created_at),
  settledAt: row.settled_at ? dateOf(row.settled_at) : null,
});

/** Writes a payout before anything is sent; undefined when the agent already has one in this run. */
export async function insertPayout(
  tx: Executor,
  payout: {
    agentId: string;
    reference: string;
    runDate: string;
    amountKobo: number;
    recipientCode: string;
    now: Date;
  },
): Promise<PayoutRow | undefined> {
  const { rows } = await tx.execute(sql`
    INSERT INTO payouts (agent_id, reference, run_date, amount_kobo, recipient_code, next_attempt_at, created_at)
    VALUES (${payout.agentId}, ${payout.reference}, ${payout.runDate}::date, ${payout.amountKobo},
      ${payout.recipientCode}, ${at(payout.now)}, ${at(payout.now)})
    ON CONFLICT (agent_id, run_date) DO NOTHING
    RETURNING *`);
  return rows[0] ? toPayout(rows[0]) : undefined;
}

/**
 * Takes one payout due to be sent, in one statement: the attempt is counted and the next pushed back
 * before anything is sent, so two processes never send one payout at once.
 */
export async function claimDuePayout(
  tx: Executor,
  now: Date,
  retryAfterSeconds: number,
): Promise<PayoutRow | undefined> {
  const { rows } = await tx.execute(sql`
    UPDATE payouts p SET send_attempts = p.send_attempts + 1,
      next_attempt_at = ${at(now)} + make_interval(secs => ${retryAfterSeconds} * (p.send_attempts + 1))
    WHERE p.id = (
      SELECT id FROM payouts WHERE sent_at IS NULL AND status = 'PENDING' AND next_attempt_at <= ${at(now)}
      ORDER BY next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING *`);
  return rows[0] ? toPayout(rows[0]) : undefined;
}

export async function markPayoutSent(tx: Executor, id: string, transferCode: string | null, now: Date) {
  await tx.execute(sql`
    UPDATE payouts SET sent_at = ${at(now)}, transfer_code = ${transferCode} WHERE id = ${id} AND sent_at IS NULL`);
}

export async function findPayoutByReference(tx: Executor, reference: string): Promise<PayoutRow | undefined> {
  const { rows } = await tx.execute(sql`SELECT * FROM payouts WHERE reference = ${reference} FOR UPDATE`);
  return rows[0] ? toPayout(rows[0]) : undefined;
}

/** Moves a payout's status from one of `from` to `to` (compare-and-swap); false when it was elsewhere. */
export async function settlePayout(
  tx: Executor,
  change: { id: string; from: readonly PayoutStatus[]; to: PayoutStatus; failure: string | null; now: Date },
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    UPDATE payouts SET status = ${change.to}, settled_at = ${at(change.now)}, failure = ${change.failure},
      sent_at = coalesce(sent_at, ${at(change.now)})
    WHERE id = ${change.id} AND status = ANY(ARRAY[${sql.join(
      change.from.map((status) => sql`${status}`),
      sql`, `,
    )}]::text[])
    RETURNING id`);
  return rows.length > 0;
}

/** Payouts sent and still pending (the sweep asks Paystack about those past a while). */
export async function pendingSentPayouts(
  tx: Executor,
  sentBefore: Date,
  limit: number,
): Promise<PayoutRow[]> {
  const { rows } = await tx.execute(sql`
    SELECT * FROM payouts WHERE status = 'PENDING' AND sent_at IS NOT NULL AND sent_at <= ${at(sentBefore)}
    ORDER BY sent_at LIMIT ${limit}`);
  return rows.map(toPayout);
}

export async function latestPayouts(tx: Executor, agentId: string, limit: number): Promise<PayoutRow[]> {
  const { rows } = await tx.execute(sql`
    SELECT * FROM payouts WHERE agent_id = ${agentId} ORDER BY created_at DESC, reference LIMIT ${limit}`);
  return rows.map(toPayout);
}

export interface StatementEntryRow {
  postedAt: Date;
  kind: string;
  reference: string;
  /** The change in what the agent is owed: − the sum of the entry's lines on the agent's three accounts. */
  amountKobo: number;
  commissionKobo: number;
  priceKobo: number | null;
  released: boolean;
  disputed: boolean;
}

/** The agent's ledger entries between two instants, newest first, with what each moved. */
export async function statementEntries(
  tx: Executor,
  agentId: string,
  from: Date,
  to: Date,
): Promise<StatementEntryRow[]> {
  const { rows } = await tx.execute<{
    posted_at: string;
    kind: string;
    reference: string;
    agent_kobo: string;
    commission_kobo: string;
    price_kobo: number | null;
    released: boolean;
    disputed: boolean;
  }>(sql`
    SELECT e.posted_at, e.kind, e.reference,
      -coalesce(sum(l.amount_kobo) FILTER (WHERE l.account LIKE 'agent\\_%'), 0) AS agent_kobo,
      -coalesce(sum(l.amount_kobo) FILTER (WHERE l.account IN ('commission_pending', 'platform_revenue')), 0)
        AS commission_kobo,
      j.price_kobo,
      EXISTS (SELECT 1 FROM ledger_entries r WHERE r.idempotency_key = 'job:' || e.reference || ':released') AS released,
      j.disputed_at IS NOT NULL AS disputed
    FROM ledger_entries e
    JOIN ledger_lines l ON l.entry_id = e.id
    LEFT JOIN jobs j ON j.id = e.job_id
    WHERE e.agent_id = ${agentId} AND e.posted_at >= ${at(from)} AND e.posted_at < ${at(to)}
      AND e.kind IN ('job.completed', 'job.fee', 'job.cash', 'payout.sent', 'payout.returned')
    GROUP BY e.id, j.price_kobo, j.disputed_at
    ORDER BY e.posted_at DESC, e.id DESC`);
  return rows.map((row) => ({
    postedAt: dateOf(row.posted_at),
    kind: row.kind,
    reference: row.reference,
    amountKobo: Number(row.agent_kobo),
    commissionKobo: Number(row.commission_kobo),
    priceKobo: row.price_kobo,
    released: row.released,
    disputed: row.disputed,
  }));
}

/** The agent's password hash, to re-check before their payout account changes. */
export async function passwordHashOf(tx: Executor, agentId: string): Promise<string | undefined> {
  const { rows } = await tx.execute<{ password_hash: string }>(
    sql`SELECT password_hash FROM users WHERE id = ${agentId} AND deleted_at IS NULL`,
  );
  return rows[0]?.password_hash;
}
