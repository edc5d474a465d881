import { sql } from 'drizzle-orm';
import { lagosInstant } from 'shared/lagos-time';
import { FRIDAY, NET, usePayoutWorld } from '../../test/payout-world.js';
import { payoutsCommand, PAYOUTS_USAGE } from './payouts-command.js';

// The daily reconciliation against the Paystack simulator's own records: a clean day reports clean,
// and differences planted in Paystack's records are each named, by the CLI and to the operators.

const { ctx, simulator, rows, agentWithCardJob } = usePayoutWorld();

const DAY = '2026-12-14';

async function command(...args: string[]) {
  const printed: string[] = [];
  const code = await payoutsCommand(
    args,
    { payouts: ctx.app.payouts, reconciliation: ctx.app.reconciliation, now: () => ctx.clock.now },
    (line) => printed.push(line),
  );
  return { code, printed };
}

const operatorsMail = () =>
  rows<{ subject: string; text_body: string }>(
    sql`SELECT subject, text_body FROM outbox_emails WHERE to_address = ${ctx.config.supportEmail} ORDER BY created_at`,
  );

describe('reconciling a day with Paystack', () => {
  it('reports a clean day as clean, to the operators too', async () => {
    await agentWithCardJob();
    const { code, printed } = await command('reconcile', '--date', DAY);
    expect(code).toBe(0);
    expect(printed).toEqual([
      `Reconciliation ${DAY}: 1 charges, 0 refunds, 0 transfers checked.`,
      'Clean: the ledger and Paystack agree.',
    ]);
    expect((await operatorsMail()).map((mail) => mail.subject)).toEqual([`Reconciliation ${DAY}: clean`]);
    expect(await rows(sql`SELECT day::text, differences FROM reconciliations`)).toEqual([
      { day: DAY, differences: 0 },
    ]);
  });

  it('names every difference planted in Paystack’s records', async () => {
    const { job } = await agentWithCardJob();
    const [payment] = await rows<{ reference: string }>(
      sql`SELECT p.reference FROM payments p JOIN jobs j ON j.id = p.job_id WHERE j.reference = ${job.reference}`,
    );
    // Paystack says the charge was ₦1 more, and knows a charge the ledger never saw.
    simulator().transactions.get(payment!.reference)!.amount += 100;
    ctx.clock.now = lagosInstant(DAY, '12:00');
    const stray = simulator().newTransaction({
      reference: 'ABK-STRAY2-ZZZZZZZZ',
      email: 'x@example.com',
      amount: 5000,
    });
    simulator().transactions.set(stray.reference, { ...stray, status: 'success' });

    const { code, printed } = await command('reconcile', '--date', DAY);
    expect(code).toBe(2);
    expect(printed.slice(1).sort()).toEqual(
      [
        `- charge ${payment!.reference}: amount differs (ledger ₦18,000, Paystack ₦18,001)`,
        '- charge ABK-STRAY2-ZZZZZZZZ: missing in the ledger (ledger —, Paystack ₦50)',
      ].sort(),
    );
    const [mail] = await operatorsMail();
    expect(mail!.subject).toBe(`Reconciliation ${DAY}: 2 differences`);
    expect(mail!.text_body).toContain(`charge ${payment!.reference}: amount differs`);
  });

  it('names a transfer whose status differs, and one missing at Paystack', async () => {
    await agentWithCardJob();
    ctx.clock.now = FRIDAY;
    await ctx.app.sweepJobs();
    const [payout] = await rows<{ reference: string }>(sql`SELECT reference FROM payouts`);
    // The bank failed it, and the webhook never came: the ledger still thinks it is on its way.
    simulator().transfers.get(payout!.reference)!.status = 'failed';
    const friday = await ctx.app.reconciliation.reconcile('2026-12-18');
    expect(friday.differences).toEqual([
      {
        kind: 'transfer',
        reference: payout!.reference,
        problem: 'status differs',
        ours: 'PENDING',
        theirs: 'FAILED',
      },
    ]);
    simulator().transfers.delete(payout!.reference);
    const again = await ctx.app.reconciliation.reconcile('2026-12-18');
    expect(again.differences).toEqual([
      {
        kind: 'transfer',
        reference: payout!.reference,
        problem: 'missing at Paystack',
        ours: `₦${(NET / 100).toLocaleString('en-NG')}`,
        theirs: null,
      },
    ]);
  });

  it('runs each day once, for yesterday, after 06:00 Lagos time', async () => {
    await agentWithCardJob();
    ctx.clock.now = lagosInstant('2026-12-15', '05:59');
    await ctx.app.reconciliation.daily();
    expect(await operatorsMail()).toEqual([]);
    ctx.clock.now = lagosInstant('2026-12-15', '06:30');
    await Promise.all([ctx.app.reconciliation.daily(), ctx.app.reconciliation.daily()]);
    await ctx.app.reconciliation.daily();
    expect((await operatorsMail()).map((mail) => mail.subject)).toEqual([`Reconciliation ${DAY}: clean`]);
  });

  it('explains itself when typed wrong', async () => {
    for (const args of [
      [],
      ['pay'],
      ['reconcile'],
      ['reconcile', '--date', '2026-02-30'],
      ['run', '--when', 'now'],
    ]) {
      const { code, printed } = await command(...args);
      expect({ args, code, printed }).toEqual({ args, code: 64, printed: [PAYOUTS_USAGE] });
    }
  });
});
