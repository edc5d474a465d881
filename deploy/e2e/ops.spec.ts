import { request as playwrightRequest } from '@playwright/test';
import { publishAboki } from './support/abokis.js';
import { createAgentAccount, signInBeforeFirstVisit, type Account } from './support/accounts.js';
import { e2eEnv } from './support/env.js';
import { expect, expectHeading, test } from './support/fixtures.js';
import { authenticatorCode, staffAccounts } from './support/staff.js';

// Issue 25's review, in Chromium on a desktop (the console is desktop-first): an agent sends an
// Aboki for review; it cannot be found; an operator signs in, enters the code from their
// authenticator app, finds it in the queue, records the guarantor's confirmation and approves it;
// the Aboki's public profile answers, marked as checked, and the audit log shows both actions.

test.use({ viewport: { width: 1280, height: 800 } });

/** A place no other journey uses. */
const PLACE = { state: 'Lagos', lga: 'Kosofe' } as const;
/** The identity stand-in's second sample person (README, Trust and operations). */
const CHIDINMA = {
  firstName: 'Chidinma',
  lastName: 'Okafor',
  dateOfBirth: '1992-11-02',
  nin: '23456789012',
  approve: false,
};

test('an operator reviews a new Aboki with an authenticator code and approves it; then Users find it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { baseUrl } = e2eEnv();
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  try {
    const agent = await createAgentAccount('Ngozi Obi');
    const abokiId = await publishAboki(api, agent, PLACE, CHIDINMA);
    // Waiting for review: nobody else can see it.
    expect((await api.get(`/api/v1/abokis/${abokiId}`)).status()).toBe(404);

    // The operator signs in: a new session, which the console locks until a code is entered.
    const [admin] = await staffAccounts();
    const login = await api.post('/api/v1/auth/login', {
      data: { email: admin.email, password: admin.password },
    });
    const { token, user } = (
      (await login.json()) as { data: { token: string; user: Record<string, unknown> } }
    ).data;
    const operator: Account = { name: admin.name, email: admin.email, password: admin.password, token, user };
    await signInBeforeFirstVisit(page, operator);
    await page.goto('/ops');
    await expectHeading(page, 'Enter the code from your authenticator app');
    // The next 30-second step's code: one step of drift is allowed, and no other session used it.
    await page.getByLabel('6-digit code').fill(authenticatorCode(admin.secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Open the console' }).click();
    await expect(page.getByText(`Signed in as ${admin.email}`)).toBeVisible();

    await page.getByRole('link', { name: 'Reviews' }).first().click();
    const queue = page.getByRole('table', { name: 'Waiting for review' });
    await queue.getByRole('link', { name: 'Chidinma O.' }).click();
    await expect(page.getByText('Matches').first()).toBeVisible();

    const call = page.getByRole('form', { name: 'Record a call' });
    await call.getByRole('radio', { name: 'Confirmed' }).check();
    await call.getByLabel('Note').fill('Her aunt; has known her since school.');
    await call.getByRole('button', { name: 'Record the call' }).click();
    await expect(page.getByText('Call recorded.')).toBeVisible();

    await page.getByRole('form', { name: 'Approve' }).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Approved: the Aboki can take bookings.')).toBeVisible();

    // Users find it now, marked as checked this month.
    const profile = await api.get(`/api/v1/abokis/${abokiId}`);
    expect(profile.status()).toBe(200);
    const month = new Date().toISOString().slice(0, 7);
    expect(
      ((await profile.json()) as { data: { aboki: { verifiedMonth: string } } }).data.aboki.verifiedMonth,
    ).toBe(month);

    // The audit log names both actions, by this operator.
    await page.getByRole('link', { name: 'Audit log' }).first().click();
    const log = page.getByRole('table').first();
    await expect(log).toContainText('Aboki approved');
    await expect(log).toContainText('Guarantor call recorded');
    await expect(log).toContainText(admin.email);
  } finally {
    await api.dispose();
  }
});
