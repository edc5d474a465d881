import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { PAYMENT_MESSAGES } from 'shared/schemas';
import { publishAboki } from './support/abokis.js';
import {
  createAgentAccount,
  createUserAccount,
  type Account,
  signInBeforeFirstVisit,
} from './support/accounts.js';
import { e2eEnv } from './support/env.js';
import { expect, expectHeading, test } from './support/fixtures.js';

// Issue 11's journey in Chromium on a phone-sized screen, against the API's Paystack simulator
// (served when no Paystack key is set, outside production): a User books paying by card, leaves
// for the simulator's checkout, presses "Pay" and comes back — a full page load — to the success
// page with the reference, the start code and "Paid by card", then opens the receipt. A second
// booking is refused at the checkout ("Fail"), lands on the error page, and "Try again" opens a
// fresh checkout where "Pay" goes through.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** An LGA no other journey uses, so this test's Aboki is the only one there. */
const PLACE = { state: 'Lagos', lga: 'Ikorodu' } as const;

/** The page never scrolls sideways on a 390 px screen. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Search → Halima's first free time → confirm → card → details → Paystack's (the simulator's) checkout. */
async function bookPayingByCard(page: Page) {
  await page.goto(`/select-aboki?service=home-cleaning&state=${PLACE.state}&lga=${PLACE.lga}`);
  await expectHeading(page, 'Choose an Aboki');
  await page
    .getByRole('listitem', { name: 'Halima S.' })
    .getByRole('list', { name: 'Next free times of Halima S.' })
    .getByRole('button')
    .first()
    .click();
  await expectHeading(page, 'Confirm your request');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectHeading(page, 'Choose how to pay');
  const how = page.getByRole('form', { name: 'How to pay' });
  await expect(how.getByRole('radio')).toHaveCount(3);
  await expect(how).toContainText('Pay ₦12,000 now by card on Paystack’s secure page.');
  await expectNoSidewaysScroll(page);
  await how.getByRole('radio', { name: /^Card/ }).check();
  await how.getByRole('button', { name: 'Continue' }).click();

  await expectHeading(page, 'Request details');
  const details = page.getByRole('form', { name: 'Request details' });
  // The profile is in Ikeja: nothing is prefilled for an address in Ikorodu.
  await details.getByRole('textbox', { name: 'Address' }).fill('5 Ayangburen Road, Ikorodu');
  await expect(details).toContainText('Next you pay ₦12,000 by card on Paystack’s page.');
  await details.getByRole('button', { name: 'Send request and pay' }).click();

  await expect(page).toHaveURL(/\/api\/paystack-simulator\/checkout\//);
}

/** The job as its User sees it, through the API. */
async function jobOf(api: APIRequestContext, user: Account, reference: string) {
  const response = await api.get(`/api/v1/jobs/${reference}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { job: Record<string, unknown> } }).data.job;
}

/** The success page after the return from checkout; answers the job's reference. */
async function expectPaidSuccess(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/select-aboki\/service-request-successful\?reference=ABK-[A-Z0-9]+$/);
  await expectHeading(page, 'Request sent');
  const reference = new URL(page.url()).searchParams.get('reference')!;
  await expect(page.getByText(`Your reference: ${reference}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Start code' }).getByText(/^\d{4}$/)).toBeVisible();
  // Said twice: under the reference, and in the job's facts.
  await expect(page.getByText('Paid by card', { exact: true })).toHaveCount(2);
  await expect(page.getByText(/Nothing more to pay\./)).toBeVisible();
  await expectNoSidewaysScroll(page);
  return reference;
}

test.describe('Payments journey', () => {
  test('pays by card through the checkout to the success page; a failed payment is tried again and goes through', async ({
    page,
  }) => {
    test.setTimeout(3 * 60_000);
    const { baseUrl } = e2eEnv();
    const api = await playwrightRequest.newContext({ baseURL: baseUrl });
    try {
      const agent = await createAgentAccount('Musa Bello');
      const user = await createUserAccount('Ada Eze');
      await publishAboki(api, agent, PLACE);
      await signInBeforeFirstVisit(page, user);

      // 1. Card, "Pay": back on the success page with everything from ?reference= alone.
      await bookPayingByCard(page);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      const paid = await expectPaidSuccess(page);
      const first = await jobOf(api, user, paid);
      expect(first.status).toBe('REQUESTED');
      expect(first.payment).toMatchObject({ method: 'CARD', status: 'PAID', amountKobo: 1_200_000 });

      // The receipt, fetched with the token and shown in the job's page.
      await page.goto(`/manage-services-request/job/${paid}`);
      await expectHeading(page, `Request ${paid}`);
      await page.getByRole('button', { name: 'View receipt' }).click();
      const receipt = page.getByRole('region', { name: /receipt/i });
      await expect(receipt).toContainText(paid);
      await expect(receipt).toContainText('₦12,000');

      // 2. Card, "Fail": the error page says so; "Try again" opens a fresh checkout; "Pay".
      await bookPayingByCard(page);
      await page.getByRole('button', { name: 'Fail', exact: true }).click();
      await expect(page).toHaveURL(
        /\/select-aboki\/service-request-error\?reason=payment-failed&reference=ABK-[A-Z0-9]+$/,
      );
      await expectHeading(page, 'Payment not completed');
      const failed = new URL(page.url()).searchParams.get('reference')!;
      expect(failed).not.toBe(paid);
      const problem = page.getByRole('alert');
      await expect(problem).toContainText(PAYMENT_MESSAGES.paymentFailed);
      await expect(problem.getByRole('button', { name: 'Pay cash instead' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await problem.getByRole('button', { name: 'Try again' }).click();

      await expect(page).toHaveURL(/\/api\/paystack-simulator\/checkout\//);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      expect(await expectPaidSuccess(page)).toBe(failed);
      const second = await jobOf(api, user, failed);
      expect(second.status).toBe('REQUESTED');
      expect(second.payment).toMatchObject({ method: 'CARD', status: 'PAID' });
    } finally {
      await api.dispose();
    }
  });
});
