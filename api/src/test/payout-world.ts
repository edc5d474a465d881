import { sql } from 'drizzle-orm';
import { lagosInstant } from 'shared/lagos-time';
import { BOOKING_NOW, BOOKING_TABLES, createKit } from './booking-kit.js';
import { useTestApp } from './use-test-app.js';
import { startPaystackSimulator, type RunningSimulator } from '../modules/payments/paystack-simulator.js';

// The money-out suites' world (issue 26): the API listening on loopback beside the Paystack
// simulator, card jobs paid through its checkout and completed, cash jobs, the agent's money.

export const SECRET = 'sk_test_aboki_payouts_suite_0123456789';
export const PRICE = 1_800_000;
export const COMMISSION = 270_000; // 15 %
export const NET = PRICE - COMMISSION;
// Friday 18 December 2026 after 10:00 in Lagos: the week's run is due.
export const FRIDAY = lagosInstant('2026-12-18', '10:30');

type Person = { token: string; id: string; email: string; name: string };

/** Call once at the top of a test file: its hooks start the simulator and the app. */
export function usePayoutWorld() {
  let paystack: RunningSimulator;
  beforeAll(async () => {
    paystack = await startPaystackSimulator({ secretKey: SECRET, webhookUrl: 'http://127.0.0.1:9/unset' });
  });
  const ctx = useTestApp({
    now: BOOKING_NOW,
    env: () => ({
      PAYSTACK_SECRET_KEY: SECRET,
      PAYSTACK_BASE_URL: paystack.baseUrl,
      PUBLIC_URL: 'http://aboki.test',
    }),
    truncate: [...BOOKING_TABLES, 'payment_events', 'payouts', 'agent_bank_accounts', 'reconciliations'],
  });
  const { call, rows, account, aboki, book, act } = createKit(ctx);

  beforeAll(async () => {
    const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    paystack.simulator.webhookUrl = `${address}/api/v1/payments/paystack/webhook`;
    // Paystack's records carry the test's time, as the ledger's do.
    paystack.simulator.now = () => ctx.clock.now;
  });
  afterAll(() => paystack.close());
  beforeEach(() => {
    paystack.simulator.received.length = 0;
    paystack.simulator.failNextCalls = 0;
    paystack.simulator.transferOutcome = 'manual';
    paystack.simulator.transferAnswersAtOnce = null;
    paystack.simulator.transfers.clear();
    paystack.simulator.transactions.clear();
    paystack.simulator.refunds.length = 0;
  });

  /** A card job at `startsAt`, paid through the simulator's checkout, accepted, started and completed then. */
  async function completedCardJob(agent: Person, user: Person, abokiId: string, startsAt: Date) {
    ctx.clock.now = BOOKING_NOW;
    const job = await book(user.token, abokiId, { startsAt, paymentMethod: 'CARD' });
    const { authorizationUrl } = (
      await call('GET', `/api/v1/jobs/${job.reference}`, undefined, user.token)
    ).json().data.job.payment as { authorizationUrl: string };
    const paid = await fetch(`${authorizationUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    await paystack.simulator.settled();
    expect((await act(agent.token, job.reference, 'accept')).statusCode).toBe(200);
    ctx.clock.now = startsAt;
    expect((await act(agent.token, job.reference, 'start', { code: job.startCode })).statusCode).toBe(200);
    expect((await act(agent.token, job.reference, 'complete')).statusCode).toBe(200);
    return job;
  }

  async function cashJob(agent: Person, user: Person, abokiId: string, startsAt: Date) {
    ctx.clock.now = BOOKING_NOW;
    const job = await book(user.token, abokiId, { startsAt, paymentMethod: 'CASH' });
    await act(agent.token, job.reference, 'accept');
    ctx.clock.now = startsAt;
    await act(agent.token, job.reference, 'start', { code: job.startCode });
    expect((await act(agent.token, job.reference, 'complete')).statusCode).toBe(200);
    return job;
  }

  const money = async (token: string, month = '2026-12') => {
    const response = await call('GET', `/api/v1/agent/money?month=${month}`, undefined, token);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  async function addBankAccount(agent: Person, accountNumber = '0123456789', password?: string) {
    return call(
      'PUT',
      '/api/v1/agent/bank-account',
      { bankCode: '058', accountNumber, ...(password === undefined ? {} : { password }) },
      agent.token,
    );
  }

  /** Every entry sums to zero, and each account's kept balance is the sum of its lines. */
  async function expectLedgerBalanced() {
    expect(
      await rows(sql`SELECT entry_id FROM ledger_lines GROUP BY entry_id HAVING sum(amount_kobo) <> 0`),
    ).toEqual([]);
    expect(
      await rows(sql`
        SELECT a.code FROM ledger_accounts a LEFT JOIN ledger_lines l ON l.account = a.code
        GROUP BY a.code, a.balance_kobo HAVING a.balance_kobo <> coalesce(sum(l.amount_kobo), 0)`),
    ).toEqual([]);
  }

  const transfersSent = () => paystack.simulator.received.filter((request) => request.path === '/transfer');
  const payoutRows = () =>
    rows<{ reference: string; status: string; amount_kobo: string }>(
      sql`SELECT reference, status, amount_kobo FROM payouts ORDER BY created_at`,
    );

  async function agentWithCardJob() {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);
    expect((await addBankAccount(agent)).statusCode).toBe(200);
    const job = await completedCardJob(agent, user, halima.id, lagosInstant('2026-12-15', '09:00'));
    return { agent, user, halima, job };
  }

  return {
    ctx,
    simulator: () => paystack.simulator,
    call,
    rows,
    account,
    aboki,
    completedCardJob,
    cashJob,
    money,
    addBankAccount,
    expectLedgerBalanced,
    transfersSent,
    payoutRows,
    agentWithCardJob,
  };
}
