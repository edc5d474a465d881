import {
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { json, publishAboki } from './support/abokis.js';
import { createVerifiedAccount, signedInStorageState, type Account } from './support/accounts.js';
import { e2eEnv } from './support/env.js';
import { expect, expectHeading, test } from './support/fixtures.js';

// Issue 9's journey in Chromium on the composed site, on a phone-sized screen: a User books an
// Aboki from the home page's "Find help near you" form (signing in on the way, the booking kept),
// gets the success page with the start code and finds the request under upcoming; a second User in
// another browser who was about to book the same time lands on the error page and books another.
// The e2e server loads no demo data, so an agent and an ACTIVE Aboki are made through the API.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** An LGA no other journey uses, so the search finds only this test's Aboki. */
const PLACE = { state: 'Lagos', lga: 'Epe' } as const;

/** Role and profile through the API, as the onboarding pages would; answers the updated user. */
async function withProfile(
  api: APIRequestContext,
  account: Account,
  role: 'USER' | 'AGENT',
  address: string,
) {
  const headers = { authorization: `Bearer ${account.token}` };
  await json(await api.post('/api/v1/auth/select-role', { headers, data: { role } }), 'select-role');
  const profile = await json(
    await api.post(`/api/v1/profile/${role.toLowerCase()}`, {
      headers,
      data: { phoneNumber: '0803 123 4567', ...PLACE, address },
    }),
    'profile',
  );
  return { ...account, user: profile.data.user as Record<string, unknown> };
}

/** An agent and one ACTIVE Aboki offering home cleaning (2 h, ₦12,000) in Epe every day, 6:00–22:00. */
async function publishAgentsAboki(api: APIRequestContext) {
  const agent = await withProfile(api, await createVerifiedAccount('Amaka Eze'), 'AGENT', '1 Marina Road');
  await publishAboki(api, agent, PLACE);
}

/** The page never scrolls sideways on a 390 px screen. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Confirm → pay cash → the details step. */
async function confirmAndPay(page: Page) {
  await expectHeading(page, 'Confirm your request');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Choose how to pay');
  await expect(page.getByRole('radio', { name: /Cash on completion/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Request details');
}

async function newPhone(browser: Browser, storageState?: ReturnType<typeof signedInStorageState>) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-NG',
    timezoneId: 'Africa/Lagos',
    ...(storageState ? { storageState } : {}),
  });
  return { context, page: await context.newPage() };
}

test.describe('Booking journey', () => {
  test('a User books from the home page on a phone; a second User who wanted the same time picks another', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const { baseUrl } = e2eEnv();
    const api = await playwrightRequest.newContext({ baseURL: baseUrl });
    let rival: Awaited<ReturnType<typeof newPhone>> | undefined;
    try {
      await publishAgentsAboki(api);
      const ada = await withProfile(
        api,
        await createVerifiedAccount('Ada Eze'),
        'USER',
        '12 Lekki Road, Epe',
      );
      const bola = await withProfile(
        api,
        await createVerifiedAccount('Bola Ade'),
        'USER',
        '4 Market Street, Epe',
      );

      // Bola, already signed in on another phone, chooses Halima's first free time and gets as far
      // as the details, but has not sent it yet.
      rival = await newPhone(browser, signedInStorageState(bola, baseUrl));
      const other = rival.page;
      await other.goto(`/select-aboki?service=home-cleaning&state=${PLACE.state}&lga=${PLACE.lga}`);
      await expectHeading(other, 'Choose an Aboki');
      const rivalCard = other.getByRole('listitem', { name: 'Halima S.' });
      const firstTime = rivalCard
        .getByRole('list', { name: 'Next free times of Halima S.' })
        .getByRole('button')
        .first();
      const slotLabel = (await firstTime.textContent())!.trim();
      await firstTime.click();
      await confirmAndPay(other);
      const rivalForm = other.getByRole('form', { name: 'Request details' });
      await expect(rivalForm.getByRole('textbox', { name: 'Address' })).toHaveValue('4 Market Street, Epe');

      // Ada, signed out, starts on the home page.
      await page.goto('/');
      const findHelp = page.getByRole('region', { name: 'Find help near you' });
      await findHelp.getByLabel('Service').selectOption({ label: 'Home cleaning' });
      await findHelp.getByLabel('State').selectOption(PLACE.state);
      await findHelp.getByLabel('Local government area (LGA)').selectOption(PLACE.lga);
      await findHelp.getByRole('button', { name: 'Find an Aboki' }).click();

      await expectHeading(page, 'Choose an Aboki');
      await expect(page).toHaveURL(/\/select-aboki\?service=home-cleaning&state=Lagos&lga=Epe$/);
      const card = page.getByRole('listitem', { name: 'Halima S.' });
      await expect(card).toContainText('New · Speaks Hausa, English');
      await expect(card).toContainText('₦12,000');
      await expect(card.getByRole('img', { name: 'Photo of Halima S.' })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      // Without a time: Halima's free times for the week, and the same time Bola chose.
      await card.getByRole('button', { name: 'Choose Halima S.' }).click();
      const times = page.getByRole('group', { name: 'Free times for Halima S.' });
      await expect(times).toBeVisible();
      await expectNoSidewaysScroll(page);
      await times.getByRole('button', { name: slotLabel, exact: true }).click();

      await expectHeading(page, 'Confirm your request');
      await expect(page.getByText('(Lagos time)')).toContainText(slotLabel.split(', ')[0]!);
      await expect(page.getByText('The whole home cleaning job, about 2 hours of work')).toBeVisible();
      // Paying needs an account: sign in, and come back to the booking where it was.
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectHeading(page, 'Sign in');
      const signIn = page.getByRole('form', { name: 'Sign in' });
      await signIn.getByLabel('Email').fill(ada.email);
      await signIn.getByLabel('Password', { exact: true }).fill(ada.password);
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      await expectHeading(page, 'Choose how to pay');
      await expect(page.getByText('Pay Halima S. ₦12,000 in cash when the job is done.')).toBeVisible();
      await page.getByRole('button', { name: 'Continue' }).click();

      await expectHeading(page, 'Request details');
      const form = page.getByRole('form', { name: 'Request details' });
      await expect(form.getByRole('textbox', { name: 'Address' })).toHaveValue('12 Lekki Road, Epe');
      await form.getByRole('textbox', { name: 'Landmark (optional)' }).fill('Behind the fish market');
      // A reload loses nothing typed.
      await page.reload();
      await expect(
        page
          .getByRole('form', { name: 'Request details' })
          .getByRole('textbox', { name: 'Landmark (optional)' }),
      ).toHaveValue('Behind the fish market');
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Send request' }).click();

      await expectHeading(page, 'Request sent');
      const reference = (await page.getByText(/^Your reference: ABK-/).textContent())!.replace(
        'Your reference: ',
        '',
      );
      const code = page.getByRole('region', { name: 'Start code' });
      await expect(code.getByText(/^\d{4}$/)).toBeVisible();
      await expect(code).toContainText('Give this code to your Aboki when they arrive.');
      await expectNoSidewaysScroll(page);
      await page.getByRole('link', { name: 'See upcoming requests' }).first().click();
      await expectHeading(page, 'Upcoming requests');
      const row = page
        .getByRole('list', { name: 'Requests' })
        .getByRole('listitem')
        .filter({ hasText: 'Halima S.' });
      await expect(row).toContainText('Home cleaning');
      await expect(row).toContainText('₦12,000');
      await expect(row).toContainText('Requested');
      await row.getByRole('link', { name: 'Home cleaning' }).click();
      await expectHeading(page, `Request ${reference}`);
      await expect(page.getByRole('region', { name: 'Start code' })).toBeVisible();

      // Bola sends now: the time is taken, and the error page leads to another time, details kept.
      await rivalForm
        .getByRole('textbox', { name: 'Notes for the Aboki (optional)' })
        .fill('Please bring a mop');
      await rivalForm.getByRole('button', { name: 'Send request' }).click();
      await expectHeading(other, 'Request not sent');
      await expect(
        other.getByRole('alert').filter({ hasText: 'That time has just been taken' }),
      ).toContainText('Someone has just booked this Aboki for that time.');
      await other.getByRole('link', { name: 'Choose another time' }).click();
      const rivalTimes = other.getByRole('group', { name: 'Free times for Halima S.' });
      await expect(rivalTimes).toBeVisible();
      // The taken time is no longer offered.
      await expect(rivalTimes.getByRole('button', { name: slotLabel, exact: true })).toHaveCount(0);
      await rivalTimes.getByRole('button').last().click();
      await confirmAndPay(other);
      await expect(
        other
          .getByRole('form', { name: 'Request details' })
          .getByRole('textbox', { name: 'Notes for the Aboki (optional)' }),
      ).toHaveValue('Please bring a mop');
      await other.getByRole('button', { name: 'Send request' }).click();
      await expectHeading(other, 'Request sent');
      await expect(other.getByRole('region', { name: 'Start code' })).toBeVisible();
    } finally {
      await rival?.context.close();
      await api.dispose();
    }
  });
});
