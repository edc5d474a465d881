import { request as playwrightRequest, type APIRequestContext, type Browser } from '@playwright/test';
import { addDays, lagosDateOf, lagosInstant } from 'shared/lagos-time';
import { HALIMA, json, publishAboki } from './support/abokis.js';
import {
  createAgentAccount,
  createUserAccount,
  signInBeforeFirstVisit,
  type Account,
} from './support/accounts.js';
import { moveClockTo, resetServerClock } from './support/clock.js';
import { e2eEnv } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { authorised, bookAndPayByCard, carryOut } from './support/jobs.js';
import { waitForMail } from './support/mail.js';
import { staffAccounts, type StaffAccount } from './support/staff.js';

// Issue 25's disputes, in Chromium: a User books a ₦90,000 job and pays by card; it is done; the
// User reports a problem on the job's page (390 px) with a photo; the agent gives their side there;
// one operator proposes a ₦60,000 refund, which waits until a second operator approves it on the
// console (desktop); the User reads the decision. Then a safety report pauses the Aboki at once and
// e-mails every operator.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** An LGA no other journey uses. */
const PLACE = { state: 'Lagos', lga: 'Apapa' } as const;
const HOUR = 3_600_000;
const PRICE_KOBO = 9_000_000;
/** A 1×1 PNG, as a phone's photo would come (the API re-encodes it). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** A staff member's unlocked session (global setup entered their authenticator code) as a site account. */
async function staffAsAccount(api: APIRequestContext, staff: StaffAccount): Promise<Account> {
  const { data } = await json(
    await api.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${staff.token}` } }),
    'me',
  );
  return {
    name: staff.name,
    email: staff.email,
    password: staff.password,
    token: staff.token,
    user: data.user as Record<string, unknown>,
  };
}

async function consolePage(browser: Browser, account: Account) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: e2eEnv().baseUrl,
  });
  const page = await context.newPage();
  await signInBeforeFirstVisit(page, account);
  return { context, page };
}

test.describe('Disputes journey', () => {
  test.afterEach(async () => {
    await resetServerClock();
  });

  test('a User reports a problem with a photo, the agent answers, two operators send a large refund, the User reads it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(4 * 60_000);
    const api = await playwrightRequest.newContext({ baseURL: e2eEnv().baseUrl });
    const agentContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      baseURL: e2eEnv().baseUrl,
    });
    const [first, second] = await staffAccounts();
    const opsOne = await consolePage(browser, await staffAsAccount(api, first));
    const opsTwo = await consolePage(browser, await staffAsAccount(api, second));
    try {
      const agent = await createAgentAccount('Tunde Bakare');
      const user = await createUserAccount('Bisi Ola');
      const abokiId = await publishAboki(api, agent, PLACE, HALIMA, PRICE_KOBO);
      const startsAt = lagosInstant(addDays(lagosDateOf(new Date()), 2), '10:00');
      await signInBeforeFirstVisit(page, user);
      const job = await bookAndPayByCard(api, page, user, {
        abokiId,
        startsAt,
        place: PLACE,
        address: '9 Wharf Road, Apapa',
      });
      await carryOut(api, agent, job, startsAt, 2 * HOUR);
      await moveClockTo(new Date(startsAt.getTime() + 5 * HOUR));

      // 1. The User reports it on the job's page, with a photo.
      await page.goto(`/manage-services-request/job/${job.reference}`);
      await expect(page.getByRole('heading', { name: 'Something went wrong?' })).toBeVisible();
      await page.getByRole('button', { name: 'Report a problem' }).click();
      const form = page.getByRole('form', { name: 'Report a problem' });
      await form.getByRole('radio', { name: 'Something was damaged or broken' }).check();
      await form
        .getByLabel('What happened?')
        .fill('The glass table in the parlour was cracked while it was being moved.');
      await form
        .locator('input[type=file]')
        .setInputFiles({ name: 'table.png', mimeType: 'image/png', buffer: PHOTO });
      await form.getByRole('button', { name: 'Send the report' }).click();
      await expect(page.getByRole('heading', { name: 'Your report' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // 2. The agent is told and gives their side on the same page.
      await waitForMail(
        (mail) => mail.envelopeTo.includes(agent.email) && mail.subject.includes(job.reference),
      );
      const agentPage = await agentContext.newPage();
      await signInBeforeFirstVisit(agentPage, agent);
      // By the short link a text message would carry: the site redirects to the job's page.
      await agentPage.goto(`/j/${job.reference.toLowerCase()}`);
      await expect(agentPage).toHaveURL(new RegExp(`/manage-services-request/job/${job.reference}$`));
      await expect(agentPage.getByRole('heading', { name: 'A problem was reported' })).toBeVisible();
      await agentPage
        .getByLabel('Your side of what happened')
        .fill('The table already had a crack on its corner; Halima showed it to the family before starting.');
      await agentPage.getByRole('button', { name: 'Send your side' }).click();
      await expect(agentPage.getByText('Halima showed it to the family')).toBeVisible();

      // 3. An operator proposes ₦60,000 back: above ₦50,000, so it waits for a second operator.
      await opsOne.page.goto('/ops/disputes');
      const queue = opsOne.page.getByRole('table', { name: 'Disputes waiting for a decision' });
      await queue.getByRole('row').filter({ hasText: job.reference }).getByRole('link').first().click();
      await expect(opsOne.page.getByText('Halima showed it to the family')).toBeVisible();
      const decide = opsOne.page.getByRole('form', { name: 'Decide' });
      await decide.getByRole('radio', { name: 'Partial refund' }).check();
      await decide.getByLabel('Amount to refund (₦)').fill('60000');
      await decide
        .getByLabel('Reason')
        .fill('The crack was new; the User gets back two thirds of the price.');
      await decide.getByRole('button', { name: 'Propose the refund' }).click();
      await expect(opsOne.page.getByText('It waits for a second, different operator.')).toBeVisible();
      await expect(opsOne.page.getByRole('button', { name: 'Approve and send the refund' })).toHaveCount(0);
      const disputeUrl = opsOne.page.url();

      // Nothing is refunded yet.
      const waiting = await json(
        await api.get(`/api/v1/jobs/${job.reference}/dispute`, { headers: authorised(user) }),
        'dispute',
      );
      expect(waiting.data.dispute).toMatchObject({ status: 'AWAITING_APPROVAL', decision: null });

      // 4. A second operator approves: the refund is sent.
      await opsTwo.page.goto(disputeUrl);
      await opsTwo.page.getByRole('button', { name: 'Approve and send the refund' }).click();
      const decision = opsTwo.page.getByRole('region', { name: 'Decision' });
      await expect(decision).toContainText('₦60,000');
      await expect(decision.getByRole('button', { name: 'Approve and send the refund' })).toHaveCount(0);

      // 5. The User reads the decision on the job's page and by e-mail.
      await page.reload();
      const report = page.getByRole('region', { name: 'Your report' });
      await expect(report.getByRole('heading', { name: 'The decision' })).toBeVisible();
      await expect(report).toContainText('Part of the payment refunded');
      await expect(report).toContainText('₦60,000');
      // The job's payment shows the refund on its way too (the refund path's own record).
      await expect(page.getByRole('region', { name: 'Refunds' })).toContainText('₦60,000');
      await waitForMail(
        (mail) => mail.envelopeTo.includes(user.email) && mail.subject.startsWith('Our decision'),
      );
    } finally {
      await Promise.all([agentContext.close(), opsOne.context.close(), opsTwo.context.close()]);
      await api.dispose();
    }
  });

  test('a safety report pauses the Aboki at once and alerts every operator', async ({ page }) => {
    test.setTimeout(2 * 60_000);
    const api = await playwrightRequest.newContext({ baseURL: e2eEnv().baseUrl });
    try {
      const agent = await createAgentAccount('Emeka Nwosu');
      const user = await createUserAccount('Ngozi Eze');
      const place = { state: 'Lagos', lga: 'Surulere' } as const;
      const abokiId = await publishAboki(api, agent, place);
      expect((await api.get(`/api/v1/abokis/${abokiId}`)).status()).toBe(200);
      const startsAt = lagosInstant(addDays(lagosDateOf(new Date()), 2), '14:00');
      await signInBeforeFirstVisit(page, user);
      const job = await bookAndPayByCard(api, page, user, {
        abokiId,
        startsAt,
        place,
        address: '2 Adeniran Ogunsanya Street, Surulere',
      });
      await carryOut(api, agent, job, startsAt, 2 * HOUR);

      await page.goto(`/manage-services-request/job/${job.reference}`);
      await page.getByRole('button', { name: 'Report a problem' }).click();
      const form = page.getByRole('form', { name: 'Report a problem' });
      await form.getByRole('radio', { name: 'I felt unsafe, or someone was threatened or hurt' }).check();
      await expect(form.getByText('call 112')).toBeVisible();
      await form.getByLabel('What happened?').fill('He shouted at my mother and would not leave when asked.');
      await form.getByRole('button', { name: 'Send the report' }).click();
      await expect(page.getByRole('heading', { name: 'Your report' })).toBeVisible();

      // Paused at once: no longer found or booked.
      expect((await api.get(`/api/v1/abokis/${abokiId}`)).status()).toBe(404);
      for (const staff of await staffAccounts()) {
        await waitForMail(
          (mail) =>
            mail.envelopeTo.includes(staff.email) &&
            mail.subject === `Safety report on job ${job.reference}: Halima S. is paused`,
        );
      }
    } finally {
      await api.dispose();
    }
  });
});
