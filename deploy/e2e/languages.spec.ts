import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { sayIn } from 'shared/i18n/say-in';
import { MESSAGES } from 'shared/messages';
import { json, publishAboki } from './support/abokis.js';
import { createVerifiedAccount } from './support/accounts.js';
import { e2eEnv } from './support/env.js';
import { expect, expectHeading, expectInteractive, test } from './support/fixtures.js';
import { waitForMail } from './support/mail.js';
import { englishOn, inHausa, inYoruba } from './support/words.js';

// Issue 24 as a family in Ibadan meets it: a phone that asks for Hausa first gets Hausa from the
// first byte, switches to Yorùbá in the header without losing what was typed, then signs up and
// books in Yorùbá: every page, toast and e-mail in Yorùbá, and no English sentence left on a page.

/** An LGA no other journey uses, so the search finds only this test's Aboki. */
const PLACE = { state: 'Lagos', lga: 'Amuwo-Odofin' } as const;

async function publishHourlyAboki(api: APIRequestContext): Promise<void> {
  const agent = await createVerifiedAccount('Amaka Eze');
  const headers = { authorization: `Bearer ${agent.token}` };
  await json(await api.post('/api/v1/auth/select-role', { headers, data: { role: 'AGENT' } }), 'role');
  await json(
    await api.post('/api/v1/profile/agent', {
      headers,
      data: { phoneNumber: '0803 123 4567', ...PLACE, address: '3 Festac Link Road' },
    }),
    'agent profile',
  );
  const id = await publishAboki(api, { ...agent, user: {} }, PLACE);
  await json(
    await api.put(`/api/v1/abokis/${id}/services`, {
      headers,
      data: { services: [{ serviceSlug: 'home-cooking', priceKobo: 250_000 }] },
    }),
    'hourly service',
  );
}

async function expectToast(page: Page, text: string) {
  await expect(
    page.locator('.Toastify__toast-container--top-right').getByText(text, { exact: true }),
  ).toBeVisible();
}

async function expectNoEnglish(page: Page) {
  expect({ url: page.url(), english: await englishOn(page, 'yo') }).toEqual({ url: page.url(), english: [] });
}

test('Hausa from the first byte, Yorùbá from the header, then sign-up and a booking all in Yorùbá', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { baseUrl } = e2eEnv();
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  const phone = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'ha-NG',
    timezoneId: 'Africa/Lagos',
  });
  try {
    await publishHourlyAboki(api);
    const page = await phone.newPage();

    // The document itself, before any script: Hausa, as the phone asked.
    const first = await page.goto('/');
    const html = await first!.text();
    expect(html).toContain('<html lang="ha">');
    expect(html).toContain(`>${inHausa('Trusted help at home and with errands')}</h1>`);
    await expectInteractive(page);

    // Typing, then Yorùbá from the header: the page changes in place, nothing typed is lost.
    await page.goto('/contact');
    await expectInteractive(page);
    const message = page.getByLabel(inHausa('Message'));
    await message.fill('Mo fẹ́ ẹni tí yóò bá mi se oúnjẹ ní ọjọ́ Àbámẹ́ta.');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    // On a phone the picker is the first thing in the header's menu.
    await page.getByRole('button', { name: inHausa('Menu') }).click();
    await page.getByRole('combobox', { name: inHausa('Language') }).selectOption('yo');
    await expectHeading(page, inYoruba('Contact us'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
    await expect(page.getByLabel(inYoruba('Message'))).toHaveValue(
      'Mo fẹ́ ẹni tí yóò bá mi se oúnjẹ ní ọjọ́ Àbámẹ́ta.',
    );
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await expectNoEnglish(page);

    // Sign-up in Yorùbá: the server renders the page in it now (the choice is remembered).
    const email = `bisi.${Date.now()}@e2e.test`;
    const startedAt = new Date().toISOString();
    const signUpDocument = await page.goto('/sign-up');
    expect(await signUpDocument!.text()).toContain('<html lang="yo">');
    await expectHeading(page, inYoruba('Create your Aboki account'));
    const signUp = page.getByRole('form', { name: inYoruba('Sign up') });
    await signUp.getByLabel(inYoruba('Your name')).fill('Bisi Adeyemi');
    await signUp.getByLabel(inYoruba('Email')).fill(email);
    await signUp.getByLabel(inYoruba('Password'), { exact: true }).fill('ẹ̀kọ́ ilé wa dára púpọ̀ 2026');
    await expectNoEnglish(page);
    await signUp.getByRole('button', { name: inYoruba('Create account') }).click();
    await expectHeading(page, inYoruba('Confirm your email'));
    await expectToast(page, sayIn('yo', MESSAGES.registered));

    const codeMail = await waitForMail(
      (mail) => mail.envelopeTo.includes(email) && mail.receivedAt > startedAt,
    );
    expect(codeMail.subject).toBe('Ẹ jẹ́rìí sí ímeèlì yín fún Aboki');
    const code = /\b(\d{6})\b/.exec(codeMail.text)![1]!;
    const confirm = page.getByRole('form', { name: inYoruba('Confirm your email') });
    await confirm.getByRole('textbox').fill(code);
    await confirm.getByRole('button', { name: inYoruba('Confirm email') }).click();

    // Role and profile, in Yorùbá.
    await expectHeading(page, inYoruba('How will you use Aboki?'));
    await expectNoEnglish(page);
    await page.getByRole('radio', { name: inYoruba('I need help') }).check();
    await page.getByRole('button', { name: inYoruba('Continue') }).click();
    await expectHeading(page, inYoruba('Create your user profile'));
    await page.getByRole('link', { name: inYoruba('Start') }).click();
    await expectHeading(page, inYoruba('User profile details'));
    const details = page.getByRole('form', { name: inYoruba('Your profile details') });
    await details.getByLabel(inYoruba('Phone number')).fill('803 123 4567');
    await details.getByLabel(inYoruba('State')).selectOption(PLACE.state);
    await details.getByLabel(inYoruba('Local government area (LGA)')).selectOption(PLACE.lga);
    await details.getByLabel(inYoruba('Address')).fill('12 Festac Avenue');
    await expectNoEnglish(page);
    await details.getByRole('button', { name: inYoruba('Create profile') }).click();
    await expectHeading(page, inYoruba('User profile created'));
    await expectToast(page, sayIn('yo', MESSAGES.profileCreated));

    // The booking: search, the Aboki, the terms, how to pay, the details, sent.
    await page.goto(`/select-aboki?service=home-cooking&state=${PLACE.state}&lga=${PLACE.lga}`);
    const form = page.getByRole('form', { name: inYoruba('Find an Aboki') });
    await form.getByRole('button', { name: inYoruba('Find an Aboki') }).click();
    const card = page.getByRole('listitem', { name: 'Halima S.' });
    await card.getByRole('button', { name: inYoruba('Choose {name}', { name: 'Halima S.' }) }).click();
    await page
      .getByRole('group', { name: inYoruba('Free times for {name}', { name: 'Halima S.' }) })
      .getByRole('button')
      .first()
      .click();
    await expectHeading(page, inYoruba('Confirm your request'));
    await expectNoEnglish(page);
    await page.getByRole('button', { name: inYoruba('Continue') }).click();
    await expectHeading(page, inYoruba('Choose how to pay'));
    await expectNoEnglish(page);
    await page.getByRole('button', { name: inYoruba('Continue') }).click();
    await expectHeading(page, inYoruba('Request details'));
    await expectNoEnglish(page);
    const sentAt = new Date().toISOString();
    await page.getByRole('button', { name: inYoruba('Send request') }).click();
    await expectHeading(page, inYoruba('Request sent'));
    await expectNoEnglish(page);

    // The booking's e-mail follows the account's language, saved from the page she signed up on.
    const booked = await waitForMail((mail) => mail.envelopeTo.includes(email) && mail.receivedAt > sentAt);
    expect(booked.subject).toMatch(/^A ti fi ìbéèrè ránṣẹ́: .+ pẹ̀lú Halima S\., /);
    expect(booked.text).not.toMatch(/\b(Your request|Thank you|We have)\b/);
  } finally {
    await phone.close();
    await api.dispose();
  }
});
