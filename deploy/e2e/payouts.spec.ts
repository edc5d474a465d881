import { request as playwrightRequest } from '@playwright/test';
import { addDays, isoWeekdayOfLagosDate, lagosDateOf, lagosInstant } from 'shared/lagos-time';
import { json, publishAboki } from './support/abokis.js';
import { createAgentAccount, createUserAccount, signInBeforeFirstVisit } from './support/accounts.js';
import { installBrowserClock, moveClockTo, resetServerClock } from './support/clock.js';
import { e2eEnv } from './support/env.js';
import { authorised, bookAndPayByCard, carryOut } from './support/jobs.js';
import { expect, expectHeading, test } from './support/fixtures.js';

// Issue 26's journey in Chromium at 390 px, against the API's Paystack simulator (its transfers
// succeed by themselves, with a signed transfer.success): the agent adds the bank account their
// earnings are paid into, a User pays a job by card on the simulator's checkout, the job is done,
// the clock passes the 48-hour window to Friday's run, the payout is sent and confirmed, and the
// agent's Money page shows the payout and the job less its commission.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** An LGA no other journey uses. */
const PLACE = { state: 'Lagos', lga: 'Ibeju-Lekki' } as const;
const HOUR = 3_600_000;
/** ₦12,000, less 15 % commission. */
const PRICE = '₦12,000';
const EARNED = '₦10,200';
const COMMISSION = '₦1,800';

/** The first Friday 10:30 in Lagos at least `after` ms after `from`: the week's run is due then. */
function fridayRunAfter(from: Date, after: number): Date {
  let day = lagosDateOf(new Date(from.getTime() + after));
  while (isoWeekdayOfLagosDate(day) !== 5) day = addDays(day, 1);
  return lagosInstant(day, '10:30');
}

test.describe('Payouts journey', () => {
  test.afterEach(async () => {
    await resetServerClock();
  });

  test('the agent adds a bank account; a card job completes; Friday’s run pays them; the Money page shows it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(3 * 60_000);
    const { baseUrl } = e2eEnv();
    const api = await playwrightRequest.newContext({ baseURL: baseUrl });
    const agentContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      baseURL: baseUrl,
    });
    try {
      const agent = await createAgentAccount('Musa Bello');
      const user = await createUserAccount('Ada Eze');
      const abokiId = await publishAboki(api, agent, PLACE);

      // 1. The agent's bank account, from the dashboard: whose account it is, then saved.
      await installBrowserClock(agentContext);
      const money = await agentContext.newPage();
      await signInBeforeFirstVisit(money, agent);
      await money.goto('/profile/agent-dashboard');
      await expectHeading(money, 'Agent dashboard');
      await money.getByRole('link', { name: 'Money and payouts' }).click();
      await expectHeading(money, 'Money and payouts');
      const form = money.getByRole('form', { name: 'Add a bank account' });
      await form.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'Guaranty Trust Bank' });
      await form.getByRole('textbox', { name: /Account number/ }).fill('0123456789');
      await form.getByRole('button', { name: 'Check account' }).click();
      await expect(form).toContainText('YETUNDE NWOSU');
      await form.getByRole('button', { name: 'Yes, save it' }).click();
      const account = money.getByRole('region', { name: 'Bank account' });
      await expect(account).toContainText('••••••6789');
      await expect(account).toContainText('Guaranty Trust Bank');
      const overflow = await money.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // 2. A User pays a job the day after tomorrow by card; it is accepted, started and completed.
      const startsAt = lagosInstant(addDays(lagosDateOf(new Date()), 2), '10:00');
      await signInBeforeFirstVisit(page, user);
      const job = await bookAndPayByCard(api, page, user, {
        abokiId,
        startsAt,
        place: PLACE,
        address: '4 Lakowe Road, Ibeju-Lekki',
      });
      await carryOut(api, agent, job, startsAt, 2 * HOUR);

      // 3. Past the 48 hours in which the User may report a problem, on Friday at 10:30: the run.
      const friday = fridayRunAfter(startsAt, 50 * HOUR);
      await moveClockTo(friday, [agentContext]);
      expect((await api.post('/api/test/sweep')).ok()).toBe(true);
      await expect
        .poll(
          async () => {
            const { data: answer } = await json(
              await api.get('/api/v1/agent/money', { headers: authorised(agent) }),
              'money',
            );
            return (answer.payouts as { status: string }[]).map((payout) => payout.status);
          },
          { timeout: 15_000 },
        )
        .toEqual(['SUCCESS']);

      // 4. The Money page: paid, nothing left to pay, and the job with its commission.
      await money.reload();
      await expectHeading(money, 'Money and payouts');
      const payouts = money.getByRole('region', { name: 'Payouts' });
      await expect(payouts).toContainText('Paid');
      await expect(payouts).toContainText(EARNED);
      const balances = money.getByRole('region', { name: 'Your balances' });
      await expect(balances.getByRole('definition').first()).toHaveText('₦0');
      const statement = money.getByRole('region', { name: 'Statement' });
      await statement.getByRole('combobox').selectOption(lagosDateOf(startsAt).slice(0, 7));
      await expect(statement).toContainText(job.reference);
      await expect(statement).toContainText(`${PRICE} less ${COMMISSION} commission`);
    } finally {
      await agentContext.close();
      await api.dispose();
    }
  });
});
