import { request as playwrightRequest, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { json, publishAboki } from './support/abokis.js';
import { createVerifiedAccount, signedInStorageState, type Account } from './support/accounts.js';
import { e2eEnv } from './support/env.js';
import { expect, expectHeading, test } from './support/fixtures.js';

// Issue 22's journey as a family lives it, on a phone: the way back to their requests from any
// page, an hourly booking for the hours chosen (priced and booked as 3, not 1), the cancellation
// terms read before sending, who is coming shown from the search, and a neighbourhood found by the
// name people say. The e2e server loads no demo data: the agent and the Aboki are made by the API.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** An LGA no other journey uses, so the search finds only this test's Aboki. */
const PLACE = { state: 'Lagos', lga: 'Ojo' } as const;

async function withProfile(api: APIRequestContext, account: Account, role: 'USER' | 'AGENT') {
  const headers = { authorization: `Bearer ${account.token}` };
  await json(await api.post('/api/v1/auth/select-role', { headers, data: { role } }), 'select-role');
  const profile = await json(
    await api.post(`/api/v1/profile/${role.toLowerCase()}`, {
      headers,
      data: { phoneNumber: '0803 123 4567', ...PLACE, address: '9 Old Ojo Road' },
    }),
    'profile',
  );
  return { ...account, user: profile.data.user as Record<string, unknown> };
}

/** Halima, offering home cooking by the hour (₦2,500 an hour) in Ojo, every day 6:00–22:00. */
async function publishHourlyAboki(api: APIRequestContext): Promise<string> {
  const agent = await withProfile(api, await createVerifiedAccount('Amaka Eze'), 'AGENT');
  const id = await publishAboki(api, agent, PLACE);
  await json(
    await api.put(`/api/v1/abokis/${id}/services`, {
      headers: { authorization: `Bearer ${agent.token}` },
      data: { services: [{ serviceSlug: 'home-cooking', priceKobo: 250_000 }] },
    }),
    'hourly service',
  );
  return id;
}

test('a family finds its requests, books 3 hours as 3, reads the terms first and sees who is coming', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { baseUrl } = e2eEnv();
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  let phone: BrowserContext | undefined;
  try {
    await publishHourlyAboki(api);
    const ada = await withProfile(api, await createVerifiedAccount('Ada Eze'), 'USER');
    phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-NG',
      timezoneId: 'Africa/Lagos',
      storageState: signedInStorageState(ada, baseUrl),
    });
    const page = await phone.newPage();
    await page.goto('/about');

    // From any page, one tap back to their requests.
    await page.getByRole('banner').getByRole('link', { name: 'My requests' }).click();
    await expectHeading(page, 'Ongoing requests');
    // One header row on a phone, and all four tabs in view (none scrolled off to the right).
    expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThan(80);
    const tabs = page.getByRole('navigation', { name: 'Request status' }).getByRole('list');
    expect(await tabs.evaluate((list) => list.scrollWidth - list.clientWidth)).toBeLessThanOrEqual(0);

    // The hours chosen are the hours searched, priced and booked.
    await page.goto(`/select-aboki?service=home-cooking&state=${PLACE.state}&lga=${PLACE.lga}`);
    const form = page.getByRole('form', { name: 'Find an Aboki' });
    await expect(form.getByLabel('How many hours')).toHaveValue('1');
    await form.getByLabel('How many hours').selectOption({ label: '3 hours' });
    await form.getByRole('button', { name: 'Find an Aboki' }).click();
    const card = page.getByRole('listitem', { name: 'Halima S.' });
    await expect(card).toContainText('₦7,500 (₦2,500 an hour)');

    // Who is coming: her profile, from her name.
    await card.getByRole('link', { name: 'Halima S.' }).click();
    await expectHeading(page, 'Halima S.');
    await expect(page.getByText(/0 jobs done · With Aboki since/)).toBeVisible();
    await expect(page.getByText('Speaks Hausa, English')).toBeVisible();
    await page.goBack();

    await page
      .getByRole('listitem', { name: 'Halima S.' })
      .getByRole('button', { name: 'Choose Halima S.' })
      .click();
    await page.getByRole('group', { name: 'Free times for Halima S.' }).getByRole('button').first().click();

    // The terms before anything is sent.
    await expectHeading(page, 'Confirm your request');
    await expect(page.getByText('3 hours of home cooking at ₦2,500 an hour.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'If you need to cancel' })).toBeVisible();
    await expect(
      page.getByText('Always free before the Aboki accepts, and within 5 minutes of booking.'),
    ).toBeVisible();
    await expect(page.getByText(/: ₦3,750\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Choose how to pay');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Request details');
    await page.getByRole('button', { name: 'Send request' }).click();

    await expectHeading(page, 'Request sent');
    const reference = (await page.getByText(/^Your reference: ABK-/).textContent())!.replace(
      'Your reference: ',
      '',
    );
    const booked = await json(
      await api.get(`/api/v1/jobs/${reference}`, { headers: { authorization: `Bearer ${ada.token}` } }),
      'job',
    );
    expect(booked.data.job).toMatchObject({ hours: 3, priceKobo: 750_000 });
  } finally {
    await phone?.close();
    await api.dispose();
  }
});

test('a neighbourhood people say finds its LGA: "Yaba" is Lagos Mainland', async ({ page }) => {
  await page.goto('/select-aboki?service=home-cleaning');
  const form = page.getByRole('form', { name: 'Find an Aboki' });
  await form.getByRole('combobox', { name: 'Neighbourhood or area (optional)' }).fill('Yaba');
  await form.getByRole('option', { name: 'Yaba — Lagos Mainland, Lagos' }).click();
  await expect(form.getByLabel('State')).toHaveValue('Lagos');
  await expect(form.getByLabel('Local government area (LGA)')).toHaveValue('Lagos Mainland');
  await form.getByRole('button', { name: 'Find an Aboki' }).click();
  await expect(page).toHaveURL(/service=home-cleaning&state=Lagos&lga=Lagos\+Mainland/);
});
