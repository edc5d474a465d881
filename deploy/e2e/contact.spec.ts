import { SUPPORT_EMAIL } from './support/env.js';
import { expect, expectHeading, expectInteractive, test } from './support/fixtures.js';
import { receivedMails, waitForMail } from './support/mail.js';

const THANKS = "Thanks — we've received your message and will reply by email within one working day.";

test.describe('contact form', () => {
  test('a message reaches support by email, with the sender as reply-to', async ({ page }) => {
    const reference = `e2e-${Date.now()}`;
    await page.goto('/contact');
    // The form is prerendered: what is typed counts once React has it (the button waits for that too).
    await expectInteractive(page);
    await expectHeading(page, 'Contact us');
    const form = page.getByRole('form', { name: 'Contact Aboki' });

    await form.getByLabel('Your name').fill('Ngozi Okafor');
    await form.getByLabel('Email').fill('Ngozi.Okafor@e2e.test');
    await form.getByLabel('Phone').fill('0803 123 4567');
    await form.getByLabel('Message').fill(`My cleaner did not arrive this morning (${reference}).`);
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByText(THANKS)).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('');

    const mail = await waitForMail((candidate) => candidate.text.includes(reference));
    expect(mail.envelopeTo).toEqual([SUPPORT_EMAIL]);
    expect(mail.to).toEqual([SUPPORT_EMAIL]);
    expect(mail.replyTo).toEqual(['ngozi.okafor@e2e.test']);
    expect(mail.subject).toBe('Contact form: Ngozi Okafor');
    expect(mail.text).toContain(`My cleaner did not arrive this morning (${reference}).`);
    expect(mail.text).toContain('+2348031234567');
  });

  test('a bad email and a too-short message are explained inline, and nothing is sent', async ({
    page,
    network,
  }) => {
    const mailsBefore = (await receivedMails()).length;
    await page.goto('/contact');
    // The form is prerendered: what is typed counts once React has it (the button waits for that too).
    await expectInteractive(page);
    const form = page.getByRole('form', { name: 'Contact Aboki' });
    const email = form.getByLabel('Email');
    const message = form.getByLabel('Message');

    await form.getByLabel('Your name').fill('Tunde Bakare');
    await email.fill('tunde-at-e2e.test');
    await message.fill('Help me');
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await expect(form.getByText('Tell us a little more (at least 10 characters)')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    // Give a stray request or email time to show up.
    await page.waitForTimeout(500);
    expect(network.requestsTo('/api/v1/contact')).toEqual([]);
    expect((await receivedMails()).length).toBe(mailsBefore);

    // Corrected, it goes through; the phone is optional.
    const reference = `e2e-${Date.now()}`;
    await email.fill('tunde@e2e.test');
    await message.fill(`How do I become an agent in Ibadan? (${reference})`);
    await expect(form.getByText('Enter a valid email address')).toBeHidden();
    await expect(form.getByText('Tell us a little more (at least 10 characters)')).toBeHidden();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(THANKS)).toBeVisible();

    const mail = await waitForMail((candidate) => candidate.text.includes(reference));
    expect(mail.replyTo).toEqual(['tunde@e2e.test']);
    expect(mail.text).toContain('Phone: not given');
  });
});
