import { request as playwrightRequest, type APIRequestContext, type Browser } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import {
  createAgentAccount,
  createUserAccount,
  signedInStorageState,
  type Account,
  signInBeforeFirstVisit,
} from './support/accounts.js';
import { json, publishAboki } from './support/abokis.js';
import { installBrowserClock, moveClockTo, resetServerClock } from './support/clock.js';
import { e2eEnv } from './support/env.js';
import { expect, expectHeading, test, type PageProblems } from './support/fixtures.js';

// Issue 10's journeys in Chromium on a phone-sized screen, two people in two browsers: a User's
// request reaches the agent's dashboard, the agent accepts it there and the User's open job page
// turns to "Accepted" by itself (the live stream, no reload); at the door the agent types the
// User's start code on the code pad, completes the job with the cash received, and the User rates
// the Aboki. A second journey cancels late and sees the fee before confirming and after.
//
// Those steps need times that bookings never start at (30 min before the start, under 24 h before
// it): the e2e server runs with TEST_CLOCK=true and the journeys move its booking clock, and the
// agent's browser clock with it, through support/clock.ts (docs/decisions/0028-e2e-clock.md).

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** An LGA no other journey uses, so this test's Aboki is the only one there. */
const PLACE = { state: 'Lagos', lga: 'Badagry' } as const;

/** The User books `startsAt` through the API, as the booking pages do; answers the reference. */
async function book(api: APIRequestContext, user: Account, abokiId: string, startsAt: string) {
  const created = await json(
    await api.post('/api/v1/jobs', {
      headers: { authorization: `Bearer ${user.token}`, 'idempotency-key': randomUUID() },
      data: {
        abokiId,
        serviceSlug: 'home-cleaning',
        startsAt,
        paymentMethod: 'CASH',
        ...PLACE,
        address: '12 Lagos Road, Badagry',
      },
    }),
    'book',
  );
  return (created.data.job as { reference: string }).reference;
}

/** A second person's browser, signed in, phone-sized like the first; its errors fail the test too. */
async function signedInBrowser(browser: Browser, account: Account, baseUrl: string, problems: PageProblems) {
  const context = await browser.newContext({
    locale: 'en-NG',
    timezoneId: 'Africa/Lagos',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    storageState: signedInStorageState(account, baseUrl),
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.record(`agent's browser console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.record(`agent's browser uncaught: ${error.message}`));
  return { context, page };
}

/** The Aboki's free starts (from now + 2 h, by the server's clock), for the next `days` days. */
async function slotsOf(api: APIRequestContext, abokiId: string, days = 7): Promise<string[]> {
  const { data } = await json(
    await api.get(`/api/v1/abokis/${abokiId}/slots?service=home-cleaning&days=${days}`),
    'slots',
  );
  return (data.slots as { startsAt: string }[]).map((slot) => slot.startsAt);
}

async function jobOf(api: APIRequestContext, token: string, reference: string) {
  const { data } = await json(
    await api.get(`/api/v1/jobs/${reference}`, { headers: { authorization: `Bearer ${token}` } }),
    'job',
  );
  return data.job as Record<string, unknown>;
}

test.describe('Jobs journey', () => {
  // Every test here may move the server's booking clock; none leaves it moved for the next.
  test.afterEach(async () => {
    await resetServerClock();
  });

  test('request, live accept, start with the code on the pad, complete with cash, review', async ({
    page,
    browser,
    pageProblems,
  }) => {
    test.setTimeout(3 * 60_000);
    const { baseUrl } = e2eEnv();
    const api = await playwrightRequest.newContext({ baseURL: baseUrl });
    let agentSide: Awaited<ReturnType<typeof signedInBrowser>> | undefined;
    try {
      await resetServerClock();
      const agent = await createAgentAccount('Musa Bello');
      const user = await createUserAccount('Ada Eze');
      const abokiId = await publishAboki(api, agent, PLACE);
      // A start at least a day ahead: the request waits on the dashboard as an upcoming job.
      const slots = await slotsOf(api, abokiId);
      const startsAt = slots.find((slot) => Date.parse(slot) > Date.now() + 26 * HOUR)!;
      const reference = await book(api, user, abokiId, startsAt);

      // The User watches the request's page; the agent opens the dashboard in another browser,
      // whose clock the journey moves along with the server's.
      await signInBeforeFirstVisit(page, user);
      await page.goto(`/manage-services-request/job/${reference}`);
      await expectHeading(page, `Request ${reference}`);
      await expect(page.getByText('Requested', { exact: true }).first()).toBeVisible();
      const startCode = (await page
        .getByRole('region', { name: 'Start code' })
        .getByText(/^\d{4}$/)
        .textContent())!.trim();
      expect(startCode).toMatch(/^\d{4}$/);

      agentSide = await signedInBrowser(browser, agent, baseUrl, pageProblems);
      await installBrowserClock(agentSide.context);
      const dashboard = agentSide.page;
      await dashboard.goto('/profile/agent-dashboard');
      await expectHeading(dashboard, 'Agent dashboard');
      const request = dashboard.getByRole('listitem', { name: `Request Home cleaning, ${reference}` });
      await expect(request).toContainText('For Ada Eze');
      await expect(request).toContainText(/Answer within \d+ h \d+ min, or the request expires\./);
      await request.getByRole('button', { name: 'Accept' }).click();
      await expect(dashboard.getByRole('listitem', { name: `Home cleaning, ${reference}` })).toBeVisible();

      // No reload: the User's page heard it on the stream.
      await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible({ timeout: 10_000 });
      await expect(page.getByText('Halima S. accepted your Home cleaning request')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Accepted');
      // Read out digit by digit to a screen reader; shown as the four digits.
      await expect(page.getByText(`Start code: ${startCode.split('').join(', ')}.`)).toBeAttached();
      await expect(page.getByRole('region', { name: 'Start code' }).getByText(startCode)).toBeVisible();

      // The day of the job, 20 minutes before the start: the agent opens the dashboard at the door.
      await moveClockTo(new Date(Date.parse(startsAt) - 20 * MINUTE), [agentSide.context]);
      await dashboard.reload();
      const today = dashboard.getByRole('listitem', { name: `Today Home cleaning, ${reference}` });
      await expect(today).toContainText('For Ada Eze');
      await today.getByRole('button', { name: 'Start', exact: true }).click();
      const pad = today.getByRole('form', { name: `Start ${reference}` });
      const digits = pad.getByRole('group', { name: 'Digits' });
      for (const digit of startCode) await digits.getByRole('button', { name: digit, exact: true }).click();
      await expect(pad.getByRole('textbox')).toHaveValue(startCode);
      await pad.getByRole('button', { name: 'Start the job' }).click();
      await expect(today).toContainText('In progress');
      await expect(page.getByText('In progress', { exact: true }).first()).toBeVisible({ timeout: 10_000 });
      await expect(page.getByText('Halima S. started your Home cleaning job')).toBeVisible();
      // The code was for the door: the page stops showing it once the job has started.
      await expect(page.getByRole('region', { name: 'Start code' })).toHaveCount(0);

      // Two hours later: done, ₦12,000 in cash (the price, prefilled).
      await moveClockTo(new Date(Date.parse(startsAt) + 2 * HOUR), [agentSide.context]);
      await today.getByRole('button', { name: 'Complete', exact: true }).click();
      const cash = today.getByRole('textbox', { name: 'Cash received (₦)' });
      await expect(cash).toHaveValue('12000');
      await today.getByRole('button', { name: 'Complete the job' }).click();
      await expect(today).toHaveCount(0);
      await expect(dashboard.getByText('No jobs today.')).toBeVisible();
      const earnings = dashboard.getByRole('region', { name: 'Earnings' });
      await expect(earnings.getByRole('definition').first()).toHaveText('₦12,000');

      // The User's page turns Completed live and offers the review form.
      await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible({ timeout: 10_000 });
      const form = page.getByRole('form', { name: 'Rate Halima S.' });
      await expect(form).toBeVisible();
      await form.getByRole('button', { name: 'Send review' }).click();
      await expect(form.getByRole('alert')).toHaveText('Choose a rating from 1 to 5 stars');
      await form.getByRole('radio', { name: '5 stars' }).check();
      await form.getByRole('textbox', { name: /Comment/ }).fill('On time and very thorough.');
      await form.getByRole('button', { name: 'Send review' }).click();
      await expect(page.getByRole('heading', { name: 'Your review' })).toBeVisible();
      await expect(page.getByLabel('5 out of 5 stars')).toBeVisible();
      await expect(page.getByText('On time and very thorough.')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Completed');

      // Stored as the pages showed it.
      const job = await jobOf(api, user.token, reference);
      expect(job).toMatchObject({
        status: 'COMPLETED',
        cashReceivedKobo: 1_200_000,
        review: { rating: 5, comment: 'On time and very thorough.' },
      });
      const { data } = await json(await api.get(`/api/v1/abokis/${abokiId}/reviews`), 'reviews');
      expect(data).toMatchObject({
        reviews: [{ rating: 5, comment: 'On time and very thorough.', reviewerName: 'Ada E.' }],
        rating: { count: 1 },
      });
    } finally {
      await agentSide?.context.close();
      await api.dispose();
    }
  });

  test('a late cancellation shows its fee before confirming, and the stored fee after', async ({ page }) => {
    test.setTimeout(2 * 60_000);
    const { baseUrl } = e2eEnv();
    const api = await playwrightRequest.newContext({ baseURL: baseUrl });
    try {
      await resetServerClock();
      const agent = await createAgentAccount('Musa Bello');
      const user = await createUserAccount('Ada Eze');
      const abokiId = await publishAboki(api, agent, PLACE);
      const startsAt = (await slotsOf(api, abokiId)).find(
        (slot) => Date.parse(slot) > Date.now() + 4 * HOUR,
      )!;
      const reference = await book(api, user, abokiId, startsAt);
      await json(
        await api.post(`/api/v1/jobs/${reference}/accept`, {
          headers: { authorization: `Bearer ${agent.token}` },
          data: {},
        }),
        'accept',
      );
      // Three hours before the start (and long past the 5 minutes after booking): a 20 % fee,
      // ₦2,400 of ₦12,000. Only the API's clock matters here: the page shows the API's quote.
      await moveClockTo(new Date(Date.parse(startsAt) - 3 * HOUR));

      await signInBeforeFirstVisit(page, user);
      await page.goto(`/manage-services-request/job/${reference}`);
      await expectHeading(page, `Request ${reference}`);
      await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible();
      await page.getByRole('button', { name: 'Cancel request' }).click();
      const confirm = page.getByRole('region', { name: 'Cancel this request?' });
      await expect(confirm).toContainText('It is less than 24 hours before the start');
      await expect(confirm).toContainText('Cancellation fee: ₦2,400');
      await confirm.getByRole('textbox', { name: /Why are you cancelling/ }).fill('Travelling today');
      await confirm.getByRole('button', { name: 'Cancel and pay ₦2,400' }).click();

      await expect(page.getByText('Cancelled by you', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Cancellation fee recorded' })).toHaveText(
        'Cancellation fee recorded: ₦2,400',
      );
      await expect(page.getByText('Reason given: Travelling today')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
      expect(await jobOf(api, user.token, reference)).toMatchObject({
        status: 'CANCELLED_BY_USER',
        feeKobo: 240_000,
        reason: 'Travelling today',
      });

      // After a reload the page reads the stored fee, not the quote.
      await page.reload();
      await expect(page.getByText('Cancellation fee recorded: ₦2,400')).toBeVisible();
    } finally {
      await api.dispose();
    }
  });
});
