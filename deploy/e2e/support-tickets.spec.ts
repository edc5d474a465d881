import { randomBytes } from 'node:crypto';
import { request as playwrightRequest } from '@playwright/test';
import { json } from './support/abokis.js';
import { signInBeforeFirstVisit } from './support/accounts.js';
import { e2eEnv } from './support/env.js';
import { expect, expectHeading, expectInteractive, test } from './support/fixtures.js';
import { waitForMail } from './support/mail.js';
import { staffAccounts } from './support/staff.js';

// Issue 25's support tickets, in Chromium: a visitor writes through the contact form (a phone at
// 390 px); an operator finds the ticket in the console and replies; the visitor answers through the
// e-mail's link, which works once; the ticket is back in the operator's queue with the answer.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a visitor’s message becomes a ticket: staff reply from the console, the visitor answers once by the e-mailed link', async ({
  page,
  browser,
  pageProblems,
}) => {
  test.setTimeout(2 * 60_000);
  const suffix = randomBytes(3).toString('hex');
  const name = `Amina Yusuf ${suffix}`;
  const email = `amina.${suffix}@e2e.test`;
  const api = await playwrightRequest.newContext({ baseURL: e2eEnv().baseUrl });
  const [, operator] = await staffAccounts();
  const { data } = await json(
    await api.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${operator.token}` } }),
    'me',
  );
  const consoleContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: e2eEnv().baseUrl,
  });
  try {
    // 1. The visitor writes.
    await page.goto('/contact');
    await expectInteractive(page);
    const contact = page.getByRole('form', { name: 'Contact Aboki' });
    await contact.getByLabel('Your name').fill(name);
    await contact.getByLabel('Email').fill(email);
    await contact.getByLabel('Message').fill('Do your Abokis also help with moving house on a Sunday?');
    await contact.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('we will reply by email', { exact: false })).toBeVisible();

    // 2. An operator finds it by the visitor's e-mail and replies.
    const desk = await consoleContext.newPage();
    await signInBeforeFirstVisit(desk, { ...operator, user: data.user as Record<string, unknown> });
    await desk.goto('/ops/tickets');
    const search = desk.getByRole('search', { name: 'Find tickets' });
    await search.getByLabel('Ticket or job reference, e-mail or phone').fill(email);
    await search.getByRole('button', { name: 'Search' }).click();
    await desk.getByRole('row').filter({ hasText: name }).getByRole('link').first().click();
    await expect(desk.getByText('moving house on a Sunday')).toBeVisible();
    const reply = desk.getByRole('form', { name: 'Reply' });
    await reply
      .getByLabel('Your reply')
      .fill('Yes: book "Moving help" for Sunday morning; two Abokis can come.');
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await expect(desk.getByText('Waiting on the person').first()).toBeVisible();

    // 3. The visitor answers through the link in the e-mail, once.
    const mail = await waitForMail((candidate) => candidate.envelopeTo.includes(email));
    const link = /https?:\/\/\S+\/help\/tickets\/[0-9a-f-]+#token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const path = new URL(link!).pathname + new URL(link!).hash;
    await page.goto(path);
    await expectHeading(page, 'Your message to Aboki support');
    await expect(page.getByRole('list', { name: 'Messages' })).toContainText('two Abokis can come');
    await page.getByLabel('Your message').fill('Thank you, I will book for Sunday at 9.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('list', { name: 'Messages' })).toContainText('I will book for Sunday at 9');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The same link again (opened afresh): spent, and the page says so (the API's answer is a 404).
    pageProblems.allow(/status of 404 .*\/api\/v1\/tickets\//);
    await page.reload();
    await expect(page.getByText('This link has already been used', { exact: false })).toBeVisible();

    // 4. Back in the operator's queue, with the answer.
    await desk.reload();
    await expect(desk.getByText('I will book for Sunday at 9')).toBeVisible();
    await expect(desk.getByText('Waiting for us').first()).toBeVisible();
  } finally {
    await consoleContext.close();
    await api.dispose();
  }
});
