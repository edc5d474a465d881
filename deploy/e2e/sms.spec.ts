import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { addDays, lagosDateOf, lagosInstant, toLagosIso } from 'shared/lagos-time';
import { json, publishAboki } from './support/abokis.js';
import {
  createAgentAccount,
  createUserAccount,
  signInBeforeFirstVisit,
  type Account,
} from './support/accounts.js';
import { e2eEnv } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { authorised } from './support/jobs.js';
import { useSmsSite, waitForTextMessage } from './support/sms-site.js';

// Issue 27 in Chromium, on the SMS site (text messages on, sent to a Termii stand-in): a User whose
// e-mails are in Hausa verifies their phone on their profile at 390 px with the code the provider
// received by the DND route, books, the agent accepts, and the acceptance arrives by SMS in Hausa
// with a short link that opens the job's page, where the Aboki's number is a tap-to-call link.

useSmsSite();
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** An LGA no other journey uses (the SMS site has its own database, but keep it plain). */
const PLACE = { state: 'Lagos', lga: 'Surulere' } as const;
const AGENT_PHONE = { local: '08051230001', international: '2348051230001' } as const;
const USER_PHONE = { local: '08061230002', international: '2348061230002' } as const;

/** The agent's phone, verified through the API with the code the provider received. */
async function verifyPhoneByApi(api: APIRequestContext, account: Account, international: string) {
  const sentAfter = Date.now();
  await json(await api.post('/api/v1/profile/phone/code', { headers: authorised(account) }), 'send code');
  const sms = await waitForTextMessage(
    (message) => message.to === international && Date.parse(message.receivedAt) >= sentAfter - 1_000,
  );
  expect(sms.channel).toBe('dnd');
  const otp = /\b(\d{6})\b/.exec(sms.sms)?.[1];
  if (!otp) throw new Error('No 6-digit code in the SMS');
  await json(
    await api.post('/api/v1/profile/phone/verify', { headers: authorised(account), data: { otp } }),
    'verify phone',
  );
}

test.describe('Text messages journey', () => {
  test('a User verifies their phone, books, and the acceptance arrives by SMS in Hausa with a link to the job and the Aboki’s number', async ({
    page,
  }) => {
    test.setTimeout(3 * 60_000);
    const api = await playwrightRequest.newContext({ baseURL: e2eEnv().baseUrl });
    try {
      const agent = await createAgentAccount('Sani Musa', AGENT_PHONE.local);
      await verifyPhoneByApi(api, agent, AGENT_PHONE.international);
      const abokiId = await publishAboki(api, agent, PLACE);
      const user = await createUserAccount('Aisha Bello', USER_PHONE.local);
      await json(
        await api.put('/api/v1/me/language', { headers: authorised(user), data: { language: 'ha' } }),
        'language',
      );

      // A booking before the phone is verified is refused, in plain words.
      const startsAt = lagosInstant(addDays(lagosDateOf(new Date()), 2), '10:00');
      const booking = {
        abokiId,
        serviceSlug: 'home-cleaning',
        startsAt: toLagosIso(startsAt),
        paymentMethod: 'CASH',
        state: PLACE.state,
        lga: PLACE.lga,
        address: '4 Adeniran Ogunsanya Street, Surulere',
      };
      const early = await api.post('/api/v1/jobs', {
        headers: { ...authorised(user), 'idempotency-key': `sms-early-${Date.now()}` },
        data: booking,
      });
      expect(early.status()).toBe(403);

      // The User verifies their phone on their profile page, with the code the SMS brought.
      await signInBeforeFirstVisit(page, user);
      await page.goto('/profile/user-profile');
      const sentAfter = Date.now();
      await page.getByRole('button', { name: 'Verify this number' }).click();
      const codeSms = await waitForTextMessage(
        (message) =>
          message.to === USER_PHONE.international && Date.parse(message.receivedAt) >= sentAfter - 1_000,
      );
      expect(codeSms.channel).toBe('dnd');
      // In Hausa, the language the account's messages are in, without hooked letters (decision 0056).
      expect(codeSms.sms).toContain('Lambarku ta Aboki');
      const otp = /\b(\d{6})\b/.exec(codeSms.sms)![1]!;
      await page.getByRole('textbox', { name: 'Code from the text message' }).fill(otp);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText(/· Verified/)).toBeVisible();

      // Now the booking goes through, and the agent accepts it.
      const { data } = await json(
        await api.post('/api/v1/jobs', {
          headers: { ...authorised(user), 'idempotency-key': `sms-book-${Date.now()}` },
          data: booking,
        }),
        'book',
      );
      const reference = (data.job as { reference: string }).reference;
      await json(
        await api.post(`/api/v1/jobs/${reference}/accept`, { headers: authorised(agent), data: {} }),
        'accept',
      );

      // The acceptance, by the generic route, in Hausa, one segment, with the short link.
      const accepted = await waitForTextMessage(
        (message) => message.to === USER_PHONE.international && message.sms.includes(`/j/${reference}`),
      );
      expect(accepted.channel).toBe('generic');
      expect(accepted.from).toBe('Aboki');
      expect(accepted.sms).toContain('An karbi odarku: Halima S.');
      expect(accepted.sms.length).toBeLessThanOrEqual(160);
      const link = new RegExp(`(\\S*/j/${reference})`).exec(accepted.sms)![1]!;
      const url = new URL(link.startsWith('http') ? link : `http://${link}`);
      expect(url.origin).toBe(new URL(e2eEnv().baseUrl).origin);

      // The link opens the job's page, where the Aboki's verified number can be tapped.
      await page.goto(url.pathname);
      await expect(page).toHaveURL(new RegExp(`/manage-services-request/job/${reference}$`));
      const call = page.getByRole('link', { name: /Call/ });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', `tel:+${AGENT_PHONE.international}`);
    } finally {
      await api.dispose();
    }
  });
});
