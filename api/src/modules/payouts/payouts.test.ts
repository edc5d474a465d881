import { sql } from 'drizzle-orm';
import { LANGUAGES } from 'shared/i18n';
import { lagosInstant } from 'shared/lagos-time';
import { PAYOUT_MESSAGES } from 'shared/schemas';
import { buildApp, type App } from '../../app.js';
import { openDatabase, type Database } from '../../db/client.js';
import { BOOKING_NOW, HOUR, after } from '../../test/booking-kit.js';
import { STRONG_PASSWORD } from '../../test/accounts.js';
import { COMMISSION, FRIDAY, NET, PRICE, usePayoutWorld } from '../../test/payout-world.js';
import { UNKNOWN_ACCOUNT_NUMBER } from '../payments/paystack-simulator.js';
import { PAYOUT_EMAIL_TEXTS } from './payout-email-texts.js';
import { dueRunDate, nextPayoutAt } from './payouts-service.js';

// Issue 26 over real HTTP against the Paystack simulator: card jobs paid through its checkout,
// completed, released after the dispute window, paid out by transfer, settled by signed webhooks.

const {
  ctx,
  simulator,
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
} = usePayoutWorld();

describe('a card job, from checkout to the agent’s bank', () => {
  it('is pending for 48 hours, then available, then paid on Friday by one transfer; the statement shows each step', async () => {
    const { agent, job } = await agentWithCardJob();

    let seen = await money(agent.token);
    expect(seen.balances).toEqual({ pendingKobo: NET, availableKobo: 0, owedKobo: 0 });
    expect(seen.lines).toEqual([
      expect.objectContaining({
        kind: 'JOB',
        reference: job.reference,
        amountKobo: NET,
        grossKobo: PRICE,
        commissionKobo: COMMISSION,
        pending: true,
      }),
    ]);

    // Still inside the window: nothing moves.
    ctx.clock.now = after(lagosInstant('2026-12-15', '09:00'), 47 * HOUR);
    await ctx.app.sweepJobs();
    expect((await money(agent.token)).balances.pendingKobo).toBe(NET);

    // Past it, on Friday's run: released, then paid out in one transfer of the earnings less commission.
    ctx.clock.now = FRIDAY;
    await ctx.app.sweepJobs();
    const [transfer] = transfersSent();
    expect(transfersSent()).toHaveLength(1);
    expect(transfer!.body).toMatchObject({ amount: NET, source: 'balance', currency: 'NGN' });
    const [payout] = await payoutRows();
    expect(payout).toMatchObject({ status: 'PENDING', amount_kobo: String(NET) });
    expect((transfer!.body as { reference: string }).reference).toBe(payout!.reference);
    expect(payout!.reference).toMatch(/^aboki-payout-20261218-[0-9a-f]{12}$/);

    seen = await money(agent.token);
    expect(seen.balances).toEqual({ pendingKobo: 0, availableKobo: 0, owedKobo: 0 });
    expect(seen.payouts).toEqual([expect.objectContaining({ amountKobo: NET, status: 'PENDING' })]);

    // The bank confirms: paid; the same webhook again changes nothing.
    simulator().settleTransfer(payout!.reference, 'success');
    await simulator().settled();
    simulator().deliver({
      event: 'transfer.success',
      data: simulator().transferData(simulator().transfers.get(payout!.reference)!),
    });
    await simulator().settled();
    expect(await payoutRows()).toEqual([expect.objectContaining({ status: 'SUCCESS' })]);
    seen = await money(agent.token);
    expect(
      seen.lines.map((line: { kind: string; amountKobo: number; pending: boolean }) => [
        line.kind,
        line.amountKobo,
        line.pending,
      ]),
    ).toEqual([
      ['PAYOUT', -NET, false],
      ['JOB', NET, false],
    ]);
    const inFlight = await rows<{ balance_kobo: string }>(
      sql`SELECT balance_kobo FROM ledger_accounts WHERE code = 'payouts_in_flight'`,
    );
    expect(inFlight).toEqual([{ balance_kobo: '0' }]);
    const revenue = await rows<{ balance_kobo: string }>(
      sql`SELECT balance_kobo FROM ledger_accounts WHERE code = 'platform_revenue'`,
    );
    expect(revenue).toEqual([{ balance_kobo: String(-COMMISSION) }]);
    expect((await rows(sql`SELECT 1 FROM ledger_entries WHERE kind = 'payout.paid'`)).length).toBe(1);
    await expectLedgerBalanced();

    // Another run the same day, or the next sweep, pays nothing more.
    await ctx.app.payouts.run('2026-12-18');
    await ctx.app.sweepJobs();
    expect(transfersSent()).toHaveLength(1);
  });

  it('a failed transfer returns the money to the balance and e-mails the agent, once however often Paystack repeats it', async () => {
    const { agent } = await agentWithCardJob();
    ctx.clock.now = FRIDAY;
    await ctx.app.sweepJobs();
    const [payout] = await payoutRows();
    simulator().settleTransfer(payout!.reference, 'failed');
    await simulator().settled();
    simulator().deliver({
      event: 'transfer.failed',
      data: simulator().transferData(simulator().transfers.get(payout!.reference)!),
    });
    await simulator().settled();

    expect(await payoutRows()).toEqual([expect.objectContaining({ status: 'FAILED' })]);
    const seen = await money(agent.token);
    expect(seen.balances.availableKobo).toBe(NET);
    expect(seen.lines.map((line: { kind: string }) => line.kind)).toEqual([
      'PAYOUT_RETURNED',
      'PAYOUT',
      'JOB',
    ]);
    const returned = await rows<{ subject: string; text_body: string }>(
      sql`SELECT subject, text_body FROM outbox_emails WHERE subject = 'Your Aboki payout came back'`,
    );
    expect(returned).toHaveLength(1);
    expect(returned[0]!.text_body).toContain(payout!.reference);
    await expectLedgerBalanced();
  });

  it('a transfer answered final at once (Paystack’s test mode) is settled then, and its webhook after changes nothing', async () => {
    const { agent } = await agentWithCardJob();
    simulator().transferAnswersAtOnce = 'success';
    ctx.clock.now = FRIDAY;
    await ctx.app.sweepJobs();
    expect(await payoutRows()).toEqual([expect.objectContaining({ status: 'SUCCESS' })]);
    await simulator().settled();
    expect((await rows(sql`SELECT 1 FROM ledger_entries WHERE kind = 'payout.paid'`)).length).toBe(1);
    expect((await money(agent.token)).payouts).toEqual([expect.objectContaining({ status: 'SUCCESS' })]);
    await expectLedgerBalanced();
  });

  it('a transfer reversed after it succeeded puts the money back too', async () => {
    const { agent } = await agentWithCardJob();
    ctx.clock.now = FRIDAY;
    await ctx.app.sweepJobs();
    const [payout] = await payoutRows();
    simulator().settleTransfer(payout!.reference, 'success');
    await simulator().settled();
    simulator().settleTransfer(payout!.reference, 'reversed');
    await simulator().settled();
    expect(await payoutRows()).toEqual([expect.objectContaining({ status: 'REVERSED' })]);
    expect((await money(agent.token)).balances.availableKobo).toBe(NET);
    await expectLedgerBalanced();
  });

  it('two runs at once, and a run resumed after a crash, pay exactly once', async () => {
    await agentWithCardJob();
    ctx.clock.now = FRIDAY;
    await ctx.app.sweepJobs();
    // The sweep above sent it; pretend the process died before it wrote down that it had.
    await ctx.database.db.execute(
      sql`UPDATE payouts SET sent_at = NULL, next_attempt_at = now() - interval '1 minute'`,
    );
    const results = await Promise.all([
      ctx.app.payouts.run('2026-12-18'),
      ctx.app.payouts.run('2026-12-18'),
      ctx.app.payouts.sendDue(),
    ]);
    expect(results.slice(0, 2).map((result) => result.created)).toEqual([0, 0]);
    // Paystack refused the reused reference; its own record of it was found and kept.
    expect(simulator().transfers.size).toBe(1);
    expect(await payoutRows()).toHaveLength(1);
    const [payout] = await payoutRows();
    expect((await rows(sql`SELECT sent_at FROM payouts WHERE sent_at IS NOT NULL`)).length).toBe(1);
    expect(payout!.status).toBe('PENDING');
    await expectLedgerBalanced();
  });

  it('two API processes sweeping Friday at once pay each agent once', async () => {
    const first = await agentWithCardJob();
    const second = await agentWithCardJob();
    ctx.clock.now = FRIDAY;
    // A second API process: on a PostgreSQL server with its own connections, as a second machine
    // would be; on embedded PGlite (one process by design) a second app on the same database.
    const url = process.env.TEST_DATABASE_URL
      ? (ctx.database.pool as unknown as { options: { connectionString: string } }).options.connectionString
      : undefined;
    const database: Database | undefined = url ? await openDatabase({ url, maxConnections: 3 }) : undefined;
    let other: App | undefined;
    try {
      other = await buildApp({
        config: ctx.config,
        database: database ?? ctx.database,
        logger: false,
        now: () => ctx.clock.now,
      });
      await other.ready();
      await Promise.all([
        ctx.app.sweepJobs(),
        other.sweepJobs(),
        ctx.app.payouts.run('2026-12-18'),
        other.payouts.run('2026-12-18'),
      ]);
    } finally {
      await other?.close();
      await database?.close();
    }
    expect(transfersSent()).toHaveLength(2);
    const paid = await rows<{ agent_id: string; amount_kobo: string }>(
      sql`SELECT agent_id, amount_kobo FROM payouts ORDER BY agent_id`,
    );
    expect(paid).toEqual(
      [first.agent.id, second.agent.id].sort().map((id) => ({ agent_id: id, amount_kobo: String(NET) })),
    );
    await expectLedgerBalanced();
  });

  it('holds a disputed job’s earnings past the window', async () => {
    const { agent, job } = await agentWithCardJob();
    await ctx.database.db.execute(
      sql`UPDATE jobs SET disputed_at = completed_at WHERE reference = ${job.reference}`,
    );
    ctx.clock.now = FRIDAY;
    await ctx.app.sweepJobs();
    expect((await money(agent.token)).balances).toEqual({ pendingKobo: NET, availableKobo: 0, owedKobo: 0 });
    expect(transfersSent()).toEqual([]);
  });
});

describe('cash jobs', () => {
  it('owe their commission, netted from the next payout', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);
    await addBankAccount(agent);
    const cash = await cashJob(agent, user, halima.id, lagosInstant('2026-12-15', '14:00'));
    let seen = await money(agent.token);
    expect(seen.balances).toEqual({ pendingKobo: 0, availableKobo: -COMMISSION, owedKobo: COMMISSION });
    expect(seen.lines).toEqual([
      expect.objectContaining({
        kind: 'CASH_COMMISSION',
        reference: cash.reference,
        amountKobo: -COMMISSION,
        grossKobo: PRICE,
        commissionKobo: COMMISSION,
      }),
    ]);
    await completedCardJob(agent, user, halima.id, lagosInstant('2026-12-15', '09:00'));
    ctx.clock.now = FRIDAY;
    await ctx.app.sweepJobs();
    expect(transfersSent().map((request) => (request.body as { amount: number }).amount)).toEqual([
      NET - COMMISSION,
    ]);
    seen = await money(agent.token);
    expect(seen.balances).toEqual({ pendingKobo: 0, availableKobo: 0, owedKobo: 0 });
    await expectLedgerBalanced();
  });
});

describe('the payout account', () => {
  it('shows whose account it is, saves it, e-mails the agent; changing it needs the password and holds payouts for 24 hours', async () => {
    const agent = await account('AGENT');
    const banks = await call('GET', '/api/v1/agent/banks', undefined, agent.token);
    expect(banks.json().data.banks).toContainEqual({ code: '058', name: 'Guaranty Trust Bank' });

    const resolved = await call(
      'POST',
      '/api/v1/agent/bank-account/resolve',
      { bankCode: '058', accountNumber: '0123456789' },
      agent.token,
    );
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data).toEqual({ accountName: 'YETUNDE NWOSU' });

    const unknown = await call(
      'POST',
      '/api/v1/agent/bank-account/resolve',
      { bankCode: '058', accountNumber: UNKNOWN_ACCOUNT_NUMBER },
      agent.token,
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(PAYOUT_MESSAGES.accountNotFound);
    const short = await call(
      'POST',
      '/api/v1/agent/bank-account/resolve',
      { bankCode: '058', accountNumber: '12345' },
      agent.token,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ accountNumber: PAYOUT_MESSAGES.accountNumber });

    const saved = await addBankAccount(agent);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: PAYOUT_MESSAGES.saved,
      data: {
        bankAccount: {
          bankName: 'Guaranty Trust Bank',
          accountName: 'YETUNDE NWOSU',
          accountNumberMasked: '••••••6789',
          payoutsHeldUntil: null,
        },
      },
    });
    // Only the last 4 digits are kept.
    const stored = await rows(sql`SELECT * FROM agent_bank_accounts`);
    expect(JSON.stringify(stored)).not.toContain('0123456789');

    const withoutPassword = await addBankAccount(agent, '1234567891');
    expect(withoutPassword.statusCode).toBe(422);
    expect(withoutPassword.json().fields).toEqual({ password: PAYOUT_MESSAGES.passwordToChange });
    const wrongPassword = await addBankAccount(agent, '1234567891', 'not the password at all');
    expect(wrongPassword.statusCode).toBe(422);
    expect((await money(agent.token)).bankAccount.accountNumberMasked).toBe('••••••6789');

    const changed = await addBankAccount(agent, '1234567891', STRONG_PASSWORD);
    expect(changed.json().message).toBe(PAYOUT_MESSAGES.changed);
    expect(changed.json().data.bankAccount.payoutsHeldUntil).toBe(
      after(BOOKING_NOW, 24 * HOUR).toISOString(),
    );
    const emails = await rows<{ subject: string }>(
      sql`SELECT subject FROM outbox_emails WHERE to_address = ${agent.email}`,
    );
    expect(emails.filter((email) => email.subject === 'Your Aboki payout account')).toHaveLength(2);
  });

  it('a changed account receives no payout until its 24 hours have passed', async () => {
    const { agent } = await agentWithCardJob();
    ctx.clock.now = lagosInstant('2026-12-18', '09:00');
    await addBankAccount(agent, '1234567891', STRONG_PASSWORD);
    ctx.clock.now = FRIDAY;
    await ctx.app.sweepJobs();
    expect(transfersSent()).toEqual([]);
    expect((await money(agent.token)).balances.availableKobo).toBe(NET);
  });

  it('is for agents only', async () => {
    const user = await account('USER');
    expect((await call('GET', '/api/v1/agent/money', undefined, user.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/agent/money')).statusCode).toBe(401);
    expect(
      (
        await call(
          'PUT',
          '/api/v1/agent/bank-account',
          { bankCode: '058', accountNumber: '0123456789' },
          user.token,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('the statement', () => {
  it('downloads a month as CSV, and refuses a month that is not one', async () => {
    const { agent, job } = await agentWithCardJob();
    const csv = await call('GET', '/api/v1/agent/money/statement.csv?month=2026-12', undefined, agent.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="aboki-statement-2026-12.csv"');
    expect(csv.body.split('\r\n')[1]).toMatch(
      new RegExp(`^[^,]+,Job,${job.reference},18000.00,2700.00,15300.00,yes$`),
    );
    expect((await call('GET', '/api/v1/agent/money?month=2026-13', undefined, agent.token)).statusCode).toBe(
      400,
    );
    expect((await money(agent.token, '2026-11')).lines).toEqual([]);
  });
});

describe('the weekly run', () => {
  it('is due on Fridays from 10:00 Lagos time; the next one is announced', () => {
    expect(dueRunDate(lagosInstant('2026-12-18', '09:59'))).toBeUndefined();
    expect(dueRunDate(FRIDAY)).toBe('2026-12-18');
    expect(dueRunDate(lagosInstant('2026-12-19', '10:30'))).toBeUndefined();
    expect(nextPayoutAt(BOOKING_NOW)).toEqual(lagosInstant('2026-12-18', '10:00'));
    expect(nextPayoutAt(FRIDAY)).toEqual(lagosInstant('2026-12-25', '10:00'));
  });
});

describe('the payout e-mails', () => {
  it('every language has every text, with the English placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const english = PAYOUT_EMAIL_TEXTS.en;
    for (const language of LANGUAGES) {
      const texts = PAYOUT_EMAIL_TEXTS[language];
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      for (const [id, text] of Object.entries(texts)) {
        expect({ language, id, placeholders: placeholders(text) }).toEqual({
          language,
          id,
          placeholders: placeholders(english[id as keyof typeof english]),
        });
      }
    }
  });
});
