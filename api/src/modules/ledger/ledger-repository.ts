import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { agentAccount, normalSide } from './accounts.js';
import type { Posting } from './postings.js';
import { at } from '../../lib/sql-time.js';

// The only SQL that writes the ledger: one entry with its lines, once per idempotency key. The
// database does the rest (0021_ledger.sql): balances move with the lines, each account stays on its
// side, every entry sums to zero at commit, and nothing is ever updated or deleted.

/**
 * Posts an entry in the caller's transaction; false when its key was posted before (a replay, a
 * retry, another process first) and nothing was written. Zero lines are left out; an entry whose
 * lines are all zero is not posted.
 */
export async function postEntry(tx: Executor, posting: Posting, now: Date): Promise<boolean> {
  const lines = posting.lines.filter((line) => line.amountKobo !== 0);
  if (lines.length === 0) return false;
  if (lines.some((line) => !Number.isSafeInteger(line.amountKobo)))
    throw new RangeError(`ledger entry ${posting.key}: amounts must be whole kobo`);
  if (lines.reduce((sum, line) => sum + line.amountKobo, 0) !== 0)
    throw new RangeError(`ledger entry ${posting.key} does not balance`);
  const codes = [...new Set(lines.map((line) => line.account))].sort();
  const codeList = sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  );
  await tx.execute(sql`
    INSERT INTO ledger_accounts (code, normal_side)
    VALUES ${sql.join(
      codes.map((code) => sql`(${code}, ${normalSide(code)})`),
      sql`, `,
    )}
    ON CONFLICT (code) DO NOTHING`);
  // The accounts' rows are locked in one order before the lines' trigger moves their balances, so
  // two transactions posting to the same accounts wait for each other instead of deadlocking.
  await tx.execute(
    sql`SELECT code FROM ledger_accounts WHERE code = ANY(ARRAY[${codeList}]::text[]) ORDER BY code FOR UPDATE`,
  );
  // The entry and its lines in one statement: balanced when the statement ends, even outside a
  // transaction; nothing when the key was posted before.
  const { rows } = await tx.execute<{ entry_id: string }>(sql`
    WITH entry AS (
      INSERT INTO ledger_entries (idempotency_key, kind, job_id, agent_id, reference, posted_at)
      VALUES (${posting.key}, ${posting.kind}, ${posting.jobId ?? null}, ${posting.agentId ?? null},
        ${posting.reference}, ${at(now)})
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id)
    INSERT INTO ledger_lines (entry_id, account, amount_kobo)
    SELECT entry.id, line.account, line.amount_kobo
    FROM entry, (VALUES ${sql.join(
      lines.map((line) => sql`(${line.account}, ${line.amountKobo}::bigint)`),
      sql`, `,
    )}) AS line (account, amount_kobo)
    RETURNING entry_id`);
  if (rows.length === 0) return false;
  return true;
}

export async function hasEntry(tx: Executor, key: string): Promise<boolean> {
  const { rows } = await tx.execute(sql`SELECT 1 FROM ledger_entries WHERE idempotency_key = ${key}`);
  return rows.length > 0;
}

/** What is held for a job in user_prepaid: charges less refunds and what its end moved on. */
export async function heldForJob(tx: Executor, jobId: string): Promise<number> {
  const { rows } = await tx.execute<{ held: string | null }>(sql`
    SELECT -sum(l.amount_kobo) AS held
    FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
    WHERE e.job_id = ${jobId} AND l.account = 'user_prepaid'`);
  return Number(rows[0]?.held ?? 0);
}

/** The lines of one entry, by account (for a release that moves exactly what a completion posted). */
export async function entryLines(tx: Executor, key: string): Promise<Map<string, number>> {
  const { rows } = await tx.execute<{ account: string; amount_kobo: string }>(sql`
    SELECT l.account, l.amount_kobo FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
    WHERE e.idempotency_key = ${key}`);
  return new Map(rows.map((row) => [row.account, Number(row.amount_kobo)]));
}

/** The balance of an account (its maintained figure), debit-positive; 0 before its first line. */
export async function accountBalance(tx: Executor, code: string, lock = false): Promise<number> {
  const { rows } = await tx.execute<{ balance_kobo: string }>(
    lock
      ? sql`SELECT balance_kobo FROM ledger_accounts WHERE code = ${code} FOR UPDATE`
      : sql`SELECT balance_kobo FROM ledger_accounts WHERE code = ${code}`,
  );
  return Number(rows[0]?.balance_kobo ?? 0);
}

export interface AgentBalances {
  /** Earnings inside the dispute window (or disputed), less commission. */
  pendingKobo: number;
  /** Earnings released, before what is owed is netted. */
  payableKobo: number;
  /** Commission owed on cash jobs. */
  owedKobo: number;
}

export async function agentBalances(tx: Executor, agentId: string): Promise<AgentBalances> {
  const { rows } = await tx.execute<{ code: string; balance_kobo: string }>(sql`
    SELECT code, balance_kobo FROM ledger_accounts
    WHERE code IN (${agentAccount('pending', agentId)}, ${agentAccount('payable', agentId)},
      ${agentAccount('receivable', agentId)})`);
  const balance = (code: string) => Number(rows.find((row) => row.code === code)?.balance_kobo ?? 0);
  return {
    // 0 - x, not -x: an emptied account reads 0, never -0.
    pendingKobo: 0 - balance(agentAccount('pending', agentId)),
    payableKobo: 0 - balance(agentAccount('payable', agentId)),
    owedKobo: balance(agentAccount('receivable', agentId)),
  };
}

/**
 * Completed prepaid jobs whose dispute window has passed with no dispute and whose earnings are not
 * yet released, oldest first.
 */
export async function releasableJobs(
  tx: Executor,
  completedBefore: Date,
  limit: number,
): Promise<{ jobId: string; jobReference: string; agentId: string }[]> {
  const { rows } = await tx.execute<{ job_id: string; reference: string; agent_id: string }>(sql`
    SELECT e.job_id, e.reference, e.agent_id
    FROM ledger_entries e JOIN jobs j ON j.id = e.job_id
    WHERE e.kind = 'job.completed' AND j.completed_at <= ${at(completedBefore)} AND j.disputed_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.idempotency_key = 'job:' || e.reference || ':released')
    ORDER BY j.completed_at
    LIMIT ${limit}
    -- A report of a problem marks the job disputed under this same row lock: whichever comes second
    -- sees the other (this query re-reads disputed_at after waiting), so no job is both.
    FOR UPDATE OF j`);
  return rows.map((row) => ({ jobId: row.job_id, jobReference: row.reference, agentId: row.agent_id }));
}
