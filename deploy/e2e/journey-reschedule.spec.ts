import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { json, publishAboki } from './support/abokis.js';
import {
  createAgentAccount,
  createUserAccount,
  signInBeforeFirstVisit,
  signedInStorageState,
  type Account,
} from './support/accounts.js';
import { e2eEnv } from './support/env.js';
import { expect, expectHeading, test } from './support/fixtures.js';

// Issue 22, "plans change": a family moves an accepted booking to another free time of the same
// Aboki from its job page, the agent accepts the new time on the dashboard in another browser, and
// the family's page shows the new time by itself (the live stream), with the move in the timeline.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const HOUR = 60 * 60_000;
/** An LGA no other journey uses, so this test's Aboki is the only one there. */
const PLACE = { state: 'Lagos', lga: 'Oshodi-Isolo' } as const;

async function jobOf(api: APIRequestContext, account: Account, reference: string) {
  const { data } = await json(
    await api.get(`/api/v1/jobs/${reference}`, { headers: { authorization: `Bearer ${account.token}` } }),
    'job',
  );
  return data.job as { startsAt: string; status: string };
}

test('a booking moved to another free time, accepted by the agent, is seen moved by the family', async ({
  page,
  browser,
}) => {
  test.setTimeout(2 * 60_000);
  const { baseUrl } = e2eEnv();
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  const agent = await createAgentAccount('Musa Bello');
  const agentContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-NG',
    timezoneId: 'Africa/Lagos',
    storageState: signedInStorageState(agent, baseUrl),
  });
  try {
    const user = await createUserAccount('Ada Eze');
    const abokiId = await publishAboki(api, agent, PLACE);

    // Booked for cash two days ahead, and accepted.
    const { data } = await json(
      await api.get(`/api/v1/abokis/${abokiId}/slots?service=home-cleaning&days=7`),
      'slots',
    );
    const startsAt = (data.slots as { startsAt: string }[])
      .map((slot) => slot.startsAt)
      .find((slot) => Date.parse(slot) > Date.now() + 48 * HOUR)!;
    const created = await json(
      await api.post('/api/v1/jobs', {
        headers: { authorization: `Bearer ${user.token}`, 'idempotency-key': randomUUID() },
        data: {
          abokiId,
          serviceSlug: 'home-cleaning',
          startsAt,
          paymentMethod: 'CASH',
          ...PLACE,
          address: '3 Airport Road, Oshodi',
        },
      }),
      'book',
    );
    const reference = (created.data.job as { reference: string }).reference;
    await json(
      await api.post(`/api/v1/jobs/${reference}/accept`, {
        headers: { authorization: `Bearer ${agent.token}` },
        data: {},
      }),
      'accept',
    );

    // The family asks to move it, reading first that it is free to do so this early.
    await signInBeforeFirstVisit(page, user);
    await page.goto(`/manage-services-request/job/${reference}`);
    await expectHeading(page, `Request ${reference}`);
    await page.getByRole('button', { name: 'Change time' }).click();
    await expect(page.getByText('Moving now is free.')).toBeVisible();
    const times = page.getByRole('group', { name: 'Free times for Halima S.' }).getByRole('button');
    await times.last().click();
    await page.getByRole('button', { name: 'Ask to move' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Waiting for Halima S.’s answer to move to' }),
    ).toBeVisible();
    // Both times are held until the agent answers.
    expect((await jobOf(api, user, reference)).startsAt).toBe(startsAt);

    // The agent accepts on the dashboard.
    const dashboard = await agentContext.newPage();
    await dashboard.goto('/profile/agent-dashboard');
    await expectHeading(dashboard, 'Agent dashboard');
    const asked = dashboard.getByRole('listitem', { name: `Time change Home cleaning, ${reference}` });
    await expect(asked).toContainText('Ada Eze asks to move this to');
    await asked.getByRole('button', { name: `Accept new time for ${reference}` }).click();
    await expect(asked).toHaveCount(0);

    // The family's page hears it: no more waiting, and the job has its new start.
    await expect(page.getByText('Waiting for Halima S.’s answer', { exact: false })).toHaveCount(0, {
      timeout: 10_000,
    });
    const moved = await jobOf(api, user, reference);
    expect(moved.status).toBe('ACCEPTED');
    expect(Date.parse(moved.startsAt)).toBeGreaterThan(Date.parse(startsAt));
    await page.reload();
    await expectHeading(page, `Request ${reference}`);
    await expect(page.getByRole('button', { name: 'Change time' })).toBeVisible();
  } finally {
    await agentContext.close();
    await api.dispose();
  }
});
