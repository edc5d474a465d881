import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { json, publishAboki } from './support/abokis.js';
import {
  createAgentAccount,
  createUserAccount,
  signInBeforeFirstVisit,
  type Account,
} from './support/accounts.js';
import { countingProxy } from './support/counting-proxy.js';
import { e2eEnv } from './support/env.js';
import { expect, expectHeading, test } from './support/fixtures.js';

// Issue 22's journeys when the network is not kind, on a phone: the job page and its start code
// open at the gate with no data after one visit; the agent's dashboard keeps its jobs through a
// network drop and catches up by itself when the network returns; and a card checkout left half-way
// does not stop a cash booking from going through at the first try.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const HOUR = 60 * 60_000;
/** With the network cut, the requests a page still makes fail: that is what these tests cut it for. */
const NETWORK_CUT = /Failed to load resource|net::ERR_|Failed to fetch/;

/** The User books Halima's first free start a day or more ahead, for cash, through the API. */
async function bookForCash(
  api: APIRequestContext,
  user: Account,
  abokiId: string,
  place: { state: string; lga: string },
) {
  const { data } = await json(
    await api.get(`/api/v1/abokis/${abokiId}/slots?service=home-cleaning&days=7`),
    'slots',
  );
  const startsAt = (data.slots as { startsAt: string }[])
    .map((slot) => slot.startsAt)
    .find((slot) => Date.parse(slot) > Date.now() + 26 * HOUR)!;
  const created = await json(
    await api.post('/api/v1/jobs', {
      headers: { authorization: `Bearer ${user.token}`, 'idempotency-key': randomUUID() },
      data: {
        abokiId,
        serviceSlug: 'home-cleaning',
        startsAt,
        paymentMethod: 'CASH',
        ...place,
        address: `4 School Road, ${place.lga}`,
      },
    }),
    'book',
  );
  return (created.data.job as { reference: string }).reference;
}

test('at the gate with no data: the job page and its start code open offline after one visit', async ({
  page,
  context,
  pageProblems,
}) => {
  test.setTimeout(90_000);
  pageProblems.allow(NETWORK_CUT);
  const { baseUrl } = e2eEnv();
  const place = { state: 'Lagos', lga: 'Kosofe' } as const;
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  // Its own origin, so the service worker installs fresh and the network can be cut for it too.
  const proxy = await countingProxy(baseUrl);
  try {
    const agent = await createAgentAccount('Musa Bello');
    const user = await createUserAccount('Ada Eze');
    const reference = await bookForCash(api, user, await publishAboki(api, agent, place), place);
    await signInBeforeFirstVisit(page, user);

    await page.goto(`${proxy.url}/manage-services-request/job/${reference}`);
    await expectHeading(page, `Request ${reference}`);
    const code = page.getByRole('region', { name: 'Start code' }).getByText(/^\d{4}$/);
    const startCode = (await code.textContent())!.trim();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await proxy.settled();

    proxy.cut();
    await context.setOffline(true);
    await page.reload();
    await expectHeading(page, `Request ${reference}`);
    await expect(
      page.getByText(/^You are offline\. This is the request as this phone last saw it/),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Start code' }).getByText(startCode)).toBeVisible();
    await expect(page.getByText('Halima S.').first()).toBeVisible();
    await expect(page.getByText(`4 School Road, ${place.lga}`)).toBeVisible();
  } finally {
    await context.setOffline(false);
    await proxy.close();
    await api.dispose();
  }
});

test('the agent’s dashboard keeps its jobs through a network drop and catches up when it returns', async ({
  page,
  context,
  pageProblems,
}) => {
  test.setTimeout(90_000);
  pageProblems.allow(NETWORK_CUT);
  const { baseUrl } = e2eEnv();
  const place = { state: 'Lagos', lga: 'Shomolu' } as const;
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  try {
    const agent = await createAgentAccount('Musa Bello');
    const user = await createUserAccount('Ada Eze');
    const abokiId = await publishAboki(api, agent, place);
    const first = await bookForCash(api, user, abokiId, place);
    await signInBeforeFirstVisit(page, agent);

    await page.goto('/profile/agent-dashboard');
    await expectHeading(page, 'Agent dashboard');
    const firstRequest = page.getByRole('listitem', { name: `Request Home cleaning, ${first}` });
    await expect(firstRequest).toBeVisible();

    // The network drops, and the page tries to catch up: the jobs it knows stay on screen.
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByText(/not up to date/i)).toBeVisible();
    await expect(firstRequest).toBeVisible();

    // A request made meanwhile appears as soon as the network is back, with no "Try again".
    const second = await bookForCash(api, user, abokiId, place);
    await context.setOffline(false);
    await expect(page.getByRole('listitem', { name: `Request Home cleaning, ${second}` })).toBeVisible({
      timeout: 10_000,
    });
    await expect(firstRequest).toBeVisible();
    await expect(page.getByText(/not up to date/i)).toHaveCount(0);
  } finally {
    await context.setOffline(false);
    await api.dispose();
  }
});

test('a card checkout left half-way, then cash: the held booking is paid in cash at the first try', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { baseUrl } = e2eEnv();
  const place = { state: 'Lagos', lga: 'Mushin' } as const;
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  try {
    const agent = await createAgentAccount('Musa Bello');
    const user = await createUserAccount('Ada Eze');
    await publishAboki(api, agent, place);
    await signInBeforeFirstVisit(page, user);

    // Card first, as far as Paystack's page (the simulator's checkout here)…
    await page.goto(`/select-aboki?service=home-cleaning&state=${place.state}&lga=${place.lga}`);
    await page
      .getByRole('listitem', { name: 'Halima S.' })
      .getByRole('list', { name: 'Next free times of Halima S.' })
      .getByRole('button')
      .first()
      .click();
    await expectHeading(page, 'Confirm your request');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Choose how to pay');
    await page.getByRole('radio', { name: /^Card/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Request details');
    await page.getByRole('textbox', { name: 'Address' }).fill(`8 Market Street, ${place.lga}`);
    await page.getByRole('button', { name: 'Send request and pay' }).click();
    await expect(page).toHaveURL(/\/api\/paystack-simulator\/checkout\//);

    // …then back without paying: the page shows the held booking, and cash pays for it.
    await page.goBack();
    await expectHeading(page, 'Request details');
    const held = page.getByRole('status').filter({ hasText: 'is waiting for your payment' });
    await expect(held).toBeVisible();
    const reference = /Request (ABK-[A-Z0-9]+)/.exec((await held.textContent())!)![1]!;
    await page.goto('/select-aboki/add-payment-option');
    await expectHeading(page, 'Choose how to pay');
    await page.getByRole('radio', { name: /^Cash/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Request details');
    await page.getByRole('button', { name: 'Send request' }).click();

    await expectHeading(page, 'Request sent');
    await expect(page.getByText(`Your reference: ${reference}`)).toBeVisible();
    // One booking, for cash, sent to the Aboki: not a second one, and no error first.
    const { data } = await json(
      await api.get('/api/v1/jobs?tab=upcoming', { headers: { authorization: `Bearer ${user.token}` } }),
      'upcoming',
    );
    const jobs = data.jobs as { reference: string; status: string; paymentMethod: string }[];
    expect(jobs.map((job) => [job.reference, job.status, job.paymentMethod])).toEqual([
      [reference, 'REQUESTED', 'CASH'],
    ]);
  } finally {
    await api.dispose();
  }
});
