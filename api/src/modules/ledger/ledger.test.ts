import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { commissionSplit } from 'shared/job-rules';
import type { Database, Executor } from '../../db/client.js';
import { createTestDatabase } from '../../test/test-database.js';
import {
  ACCOUNTS,
  agentBalances,
  chargePosting,
  payoutPaidPosting,
  payoutReturnedPosting,
  payoutSentPosting,
  postCharge,
  postDisputeDecision,
  postEntry,
  postJobEnd,
  postRefundQueued,
  postRefundSettled,
  releaseJob,
} from './ledger-module.js';

// The ledger on a real database: what PostgreSQL itself refuses (edits, unbalanced entries, an
// account crossing to the wrong side), and a property test that drives the posting functions
// through random histories of bookings, payments, refunds, cancellations, completions, disputes
// and payouts, then replays every event.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.db.execute(sql`TRUNCATE ledger_accounts, ledger_entries, ledger_lines`));

const NOW = new Date('2026-12-14T05:00:00Z');
const db = () => database.db;
const count = async (query: ReturnType<typeof sql>) =>
  Number((await db().execute<{ n: string }>(query)).rows[0]!.n);
/** The database's own words for a refused statement (drizzle wraps them as the error's cause). */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
  );
const entries = () => count(sql`SELECT count(*) AS n FROM ledger_entries`);

async function expectBalanced(tx: Executor = db()) {
  const unbalanced = await tx.execute(
    sql`SELECT entry_id FROM ledger_lines GROUP BY entry_id HAVING sum(amount_kobo) <> 0`,
  );
  expect(unbalanced.rows).toEqual([]);
  const drifted = await tx.execute(sql`
    SELECT a.code FROM ledger_accounts a LEFT JOIN ledger_lines l ON l.account = a.code
    GROUP BY a.code, a.balance_kobo HAVING a.balance_kobo <> coalesce(sum(l.amount_kobo), 0)`);
  expect(drifted.rows).toEqual([]);
  const wrongSide = await tx.execute(sql`
    SELECT code FROM ledger_accounts
    WHERE (normal_side = 'DEBIT' AND balance_kobo < 0) OR (normal_side = 'CREDIT' AND balance_kobo > 0)`);
  expect(wrongSide.rows).toEqual([]);
}

describe('the database keeps the ledger honest', () => {
  const charge = { paymentReference: 'ABK-7KQ2M9-X4TR9Q2M', jobId: randomUUID(), amountKobo: 500_000 };

  it('posts an event once, however often it is replayed', async () => {
    expect(await postCharge(db(), charge, NOW)).toBe(true);
    expect(await postCharge(db(), charge, NOW)).toBe(false);
    expect(await entries()).toBe(1);
    await expectBalanced();
  });

  it('refuses to edit or delete an entry or a line', async () => {
    await postCharge(db(), charge, NOW);
    for (const change of [
      sql`UPDATE ledger_lines SET amount_kobo = 1`,
      sql`DELETE FROM ledger_lines`,
      sql`UPDATE ledger_entries SET kind = 'charge'`,
      sql`DELETE FROM ledger_entries`,
    ])
      expect(await refusal(db().execute(change))).toMatch(/append-only/);
    expect(await entries()).toBe(1);
  });

  it('refuses, at commit, an entry whose lines do not sum to zero', async () => {
    const committed = db().transaction(async (tx) => {
      await postCharge(tx, charge, NOW);
      await tx.execute(sql`
        INSERT INTO ledger_lines (entry_id, account, amount_kobo)
        SELECT id, 'paystack_clearing', 1 FROM ledger_entries`);
    });
    expect(await refusal(committed)).toMatch(/not balanced/);
    expect(await entries()).toBe(0);
    // The code refuses it before the database has to.
    await expect(
      postEntry(
        db(),
        { ...chargePosting(charge), lines: [{ account: ACCOUNTS.userPrepaid, amountKobo: -1 }] },
        NOW,
      ),
    ).rejects.toThrow(/does not balance/);
  });

  it('refuses a payout larger than what the agent is owed, whole', async () => {
    const agentId = randomUUID();
    const payout = payoutSentPosting({
      payoutReference: 'aboki-payout-x-000001',
      agentId,
      payableKobo: 100_000,
      owedKobo: 0,
    });
    expect(await refusal(postEntry(db(), payout, NOW))).toMatch(/ledger_accounts_on_its_side/);
    expect(await entries()).toBe(0);
  });
});

// The property test's world: a few agents, each job one of theirs, cash or prepaid.
interface ModelJob {
  id: string;
  reference: string;
  agentId: string;
  cash: boolean;
  priceKobo: number;
  state: 'open' | 'completed' | 'ended';
  /** Released by the sweep, or disputed (and then decided: never released by the sweep). */
  settled?: 'released' | 'disputed';
  payments: { reference: string; amountKobo: number; refund?: { amountKobo: number; settled: boolean } }[];
}

type Command =
  | { kind: 'charge'; job: number; amountKobo: number }
  | { kind: 'cancel'; job: number; refundPercent: number }
  | { kind: 'complete'; job: number }
  | { kind: 'settle-refund'; job: number; processed: boolean }
  | { kind: 'release'; job: number; disputed: boolean }
  | { kind: 'dispute'; job: number; refundPercent: number }
  | { kind: 'payout'; agent: number }
  | { kind: 'settle-payout'; payout: number; outcome: 'success' | 'failed' | 'reversed' };

const AGENTS = 2;
const JOBS = 4;
const commands: fc.Arbitrary<Command[]> = fc.array(
  fc.oneof(
    fc.record({
      kind: fc.constant('charge' as const),
      job: fc.nat(JOBS - 1),
      amountKobo: fc.integer({ min: 100, max: 5_000_000 }),
    }),
    fc.record({
      kind: fc.constant('cancel' as const),
      job: fc.nat(JOBS - 1),
      refundPercent: fc.integer({ min: 0, max: 100 }),
    }),
    fc.record({ kind: fc.constant('complete' as const), job: fc.nat(JOBS - 1) }),
    fc.record({
      kind: fc.constant('settle-refund' as const),
      job: fc.nat(JOBS - 1),
      processed: fc.boolean(),
    }),
    fc.record({ kind: fc.constant('release' as const), job: fc.nat(JOBS - 1), disputed: fc.boolean() }),
    fc.record({
      kind: fc.constant('dispute' as const),
      job: fc.nat(JOBS - 1),
      refundPercent: fc.integer({ min: 0, max: 100 }),
    }),
    fc.record({ kind: fc.constant('payout' as const), agent: fc.nat(AGENTS - 1) }),
    fc.record({
      kind: fc.constant('settle-payout' as const),
      payout: fc.nat(3),
      outcome: fc.constantFrom('success' as const, 'failed' as const, 'reversed' as const),
    }),
  ),
  { maxLength: 30 },
);

/**
 * Plays the commands as the features do (payments, the transitions' end of a job, the release
 * sweep, the payout run and its webhooks), each in its own transaction; `replay` plays them again.
 */
async function play(history: Command[], world: { agents: string[]; jobs: ModelJob[] }) {
  const payouts: { reference: string; agentId: string; amountKobo: number; status: string }[] = [];
  const done: ((tx: Executor) => Promise<unknown>)[] = [];
  const run = async (step: (tx: Executor) => Promise<unknown>) => {
    done.push(step);
    await db().transaction(step);
  };
  for (const command of history) {
    switch (command.kind) {
      case 'charge': {
        const job = world.jobs[command.job]!;
        if (job.cash) break;
        const payment = {
          reference: `${job.reference}-P${job.payments.length}`,
          amountKobo: command.amountKobo,
        };
        job.payments.push(payment);
        // A payment nobody needs (the job has one, or has ended) goes back in full, in the same transaction.
        const unneeded = job.payments.length > 1 || job.state !== 'open';
        if (unneeded) payment.refund = { amountKobo: payment.amountKobo, settled: false };
        await run(async (tx) => {
          await postCharge(
            tx,
            { paymentReference: payment.reference, jobId: job.id, amountKobo: payment.amountKobo },
            NOW,
          );
          if (unneeded)
            await postRefundQueued(
              tx,
              { paymentReference: payment.reference, jobId: job.id, amountKobo: payment.amountKobo },
              NOW,
            );
        });
        break;
      }
      case 'cancel': {
        const job = world.jobs[command.job]!;
        if (job.state !== 'open') break;
        job.state = 'ended';
        const paid = job.payments[0];
        const refundKobo = paid ? Math.floor((paid.amountKobo * command.refundPercent) / 100) : 0;
        if (paid && refundKobo > 0) paid.refund = { amountKobo: refundKobo, settled: false };
        // A job ends once (the transition's compare-and-swap), so only an end that posted can come
        // again; an end that found nothing held is never replayed against money that arrived later
        // (a late payment whose refund failed is the User's, not a fee).
        let feePosted: boolean | undefined;
        await run(async (tx) => {
          if (paid && refundKobo > 0)
            await postRefundQueued(
              tx,
              { paymentReference: paid.reference, jobId: job.id, amountKobo: refundKobo },
              NOW,
            );
          if (feePosted === false) return;
          const posted = await postJobEnd(
            tx,
            {
              jobId: job.id,
              status: 'CANCELLED_BY_USER',
              job: async () => ({ ...job, paymentMethod: job.cash ? 'CASH' : 'CARD' }),
            },
            NOW,
          );
          feePosted ??= posted;
        });
        break;
      }
      case 'complete': {
        const job = world.jobs[command.job]!;
        if (job.state !== 'open' || (!job.cash && job.payments.length === 0)) break;
        job.state = 'completed';
        await run((tx) =>
          postJobEnd(
            tx,
            {
              jobId: job.id,
              status: 'COMPLETED',
              job: async () => ({ ...job, paymentMethod: job.cash ? 'CASH' : 'CARD' }),
            },
            NOW,
          ),
        );
        break;
      }
      case 'settle-refund': {
        const job = world.jobs[command.job]!;
        const payment = job.payments.find((candidate) => candidate.refund && !candidate.refund.settled);
        if (!payment) break;
        payment.refund!.settled = true;
        await run((tx) =>
          postRefundSettled(
            tx,
            {
              paymentReference: payment.reference,
              jobId: job.id,
              amountKobo: payment.refund!.amountKobo,
              outcome: command.processed ? 'PROCESSED' : 'FAILED',
            },
            NOW,
          ),
        );
        break;
      }
      case 'release': {
        const job = world.jobs[command.job]!;
        // A disputed job is never released (the sweep's query leaves it out).
        if (job.state !== 'completed' || command.disputed || job.settled === 'disputed') break;
        job.settled = 'released';
        await run((tx) =>
          releaseJob(tx, { jobId: job.id, jobReference: job.reference, agentId: job.agentId }, NOW),
        );
        break;
      }
      case 'dispute': {
        // Reported inside the window (so never released) and decided: part of the payment back, out
        // of the held earnings, the rest released at once.
        const job = world.jobs[command.job]!;
        const paid = job.payments[0];
        if (job.state !== 'completed' || job.cash || job.settled || !paid) break;
        job.settled = 'disputed';
        const refundKobo = paid.refund ? 0 : Math.floor((paid.amountKobo * command.refundPercent) / 100);
        if (refundKobo > 0) paid.refund = { amountKobo: refundKobo, settled: false };
        await run((tx) =>
          postDisputeDecision(
            tx,
            {
              job: { jobId: job.id, jobReference: job.reference, agentId: job.agentId },
              refund: refundKobo > 0 ? { paymentReference: paid.reference, amountKobo: refundKobo } : null,
            },
            NOW,
          ),
        );
        break;
      }
      case 'payout': {
        // The run decides once (the payout row and its amounts are written first); a replay posts
        // that same payout again, never a new decision.
        const agentId = world.agents[command.agent]!;
        const { payableKobo, owedKobo } = await agentBalances(db(), agentId);
        if (payableKobo - owedKobo <= 0) break;
        const reference = `aboki-payout-test-${String(payouts.length).padStart(6, '0')}`;
        payouts.push({ reference, agentId, amountKobo: payableKobo - owedKobo, status: 'PENDING' });
        const posting = payoutSentPosting({ payoutReference: reference, agentId, payableKobo, owedKobo });
        await run((tx) => postEntry(tx, posting, NOW));
        break;
      }
      case 'settle-payout': {
        const payout = payouts[command.payout];
        if (!payout) break;
        const { outcome } = command;
        if (outcome === 'success' && payout.status !== 'PENDING') break;
        if (outcome === 'failed' && payout.status !== 'PENDING') break;
        if (outcome === 'reversed' && payout.status === 'RETURNED') break;
        const afterSuccess = payout.status === 'SUCCESS';
        payout.status = outcome === 'success' ? 'SUCCESS' : 'RETURNED';
        await run((tx) =>
          postEntry(
            tx,
            outcome === 'success'
              ? payoutPaidPosting({
                  payoutReference: payout.reference,
                  agentId: payout.agentId,
                  amountKobo: payout.amountKobo,
                })
              : payoutReturnedPosting({
                  payoutReference: payout.reference,
                  agentId: payout.agentId,
                  amountKobo: payout.amountKobo,
                  afterSuccess,
                }),
            NOW,
          ),
        );
        break;
      }
    }
  }
  return { done, payouts };
}

describe('a dispute decided after completion', () => {
  it('refunds out of the held earnings in the completion’s shares and releases the rest, once', async () => {
    const job = { jobId: randomUUID(), jobReference: 'ABK-DSP001', agentId: randomUUID() };
    const paymentReference = 'ABK-DSP001-X4TR9Q2M';
    await postCharge(db(), { paymentReference, jobId: job.jobId, amountKobo: 1_800_000 }, NOW);
    await postJobEnd(
      db(),
      {
        jobId: job.jobId,
        status: 'COMPLETED',
        job: async () => ({
          id: job.jobId,
          reference: job.jobReference,
          agentId: job.agentId,
          paymentMethod: 'CARD',
          priceKobo: 1_800_000,
        }),
      },
      NOW,
    );
    const decided = { job, refund: { paymentReference, amountKobo: 600_000 } };
    await postDisputeDecision(db(), decided, NOW);
    await postDisputeDecision(db(), decided, NOW);
    // ₦18,000 held as ₦15,300 pending and ₦2,700 commission; ₦6,000 back is a third of each.
    expect(await agentBalances(db(), job.agentId)).toEqual({
      pendingKobo: 0,
      payableKobo: 1_020_000,
      owedKobo: 0,
    });
    const refunds = await count(
      sql`SELECT -sum(amount_kobo) AS n FROM ledger_lines WHERE account = ${ACCOUNTS.refundsPayable}`,
    );
    expect(refunds).toBe(600_000);
    const revenue = await count(
      sql`SELECT -sum(amount_kobo) AS n FROM ledger_lines WHERE account = ${ACCOUNTS.platformRevenue}`,
    );
    expect(revenue).toBe(180_000);
    expect(await entries()).toBe(4);
    await expectBalanced();
  });
});

describe('any history of money', () => {
  it('balances every entry, keeps every account on its side, and posts nothing new when replayed', async () => {
    await fc.assert(
      fc.asyncProperty(
        commands,
        fc.array(fc.boolean(), { minLength: JOBS, maxLength: JOBS }),
        async (history, cash) => {
          await db().execute(sql`TRUNCATE ledger_accounts, ledger_entries, ledger_lines`);
          const agents = Array.from({ length: AGENTS }, () => randomUUID());
          const jobs: ModelJob[] = cash.map((isCash, index) => ({
            id: randomUUID(),
            reference: `ABK-JOB00${index + 2}`,
            agentId: agents[index % AGENTS]!,
            cash: isCash,
            priceKobo: 1_800_000,
            state: 'open',
            payments: [],
          }));
          const { done } = await play(history, { agents, jobs });
          await expectBalanced();
          const posted = await entries();
          for (const step of done) await db().transaction(step);
          expect(await entries()).toBe(posted);
          await expectBalanced();

          // What each agent is owed is what their jobs earned, less what was paid out to them.
          for (const agentId of agents) {
            const mine = jobs.filter((job) => job.agentId === agentId);
            const { pendingKobo, payableKobo, owedKobo } = await agentBalances(db(), agentId);
            const cashOwed = mine
              .filter((job) => job.cash && job.state === 'completed')
              .reduce((sum, job) => sum + commissionSplit(job.priceKobo).commissionKobo, 0);
            expect(owedKobo).toBeLessThanOrEqual(cashOwed);
            expect(pendingKobo).toBeGreaterThanOrEqual(0);
            expect(payableKobo).toBeGreaterThanOrEqual(0);
          }
          const revenue = await count(
            sql`SELECT coalesce(-sum(amount_kobo), 0) AS n FROM ledger_lines WHERE account = ${ACCOUNTS.platformRevenue}`,
          );
          expect(revenue).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 60 },
    );
  });
});
