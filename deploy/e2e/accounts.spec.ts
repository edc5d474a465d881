import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectHeading, test } from './support/fixtures.js';
import { waitForMail } from './support/mail.js';

// The accounts journey of issue 4 in Chromium on the composed site: sign up, the code from the
// real SMTP server, verify, choose a role, create the profile, sign out, sign in, reset the
// password and sign in with the new one; spec §3–§8's storage keys and toast texts on the way.

interface Person {
  name: string;
  email: string;
  password: string;
}

function newPerson(name: string): Person {
  const suffix = randomBytes(4).toString('hex');
  return {
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}.${suffix}@e2e.test`,
    password: `journey passphrase ${suffix}`,
  };
}

/** The 6-digit code of the newest email to `email` with this subject. */
async function codeFromMail(email: string, subject: string, after: string): Promise<string> {
  const mail = await waitForMail(
    (candidate) =>
      candidate.envelopeTo.includes(email) && candidate.subject === subject && candidate.receivedAt > after,
  );
  const code = /^\s+(\d{6})\s*$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in "${subject}":\n${mail.text}`);
  return code;
}

function stored(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('auth_token'),
    user: JSON.parse(localStorage.getItem('auth_user') ?? 'null') as Record<string, unknown> | null,
    registrationName: localStorage.getItem('registration_name'),
    persistentName: localStorage.getItem('user_persistent_name'),
  }));
}

/** A toast with exactly this text appears (react-toastify, top-right). */
async function expectToast(page: Page, text: string) {
  const toast = page.locator('.Toastify__toast-container--top-right').getByText(text, { exact: true });
  await expect(toast).toBeVisible();
}

async function signUpAndVerify(page: Page, person: Person) {
  const startedAt = new Date().toISOString();
  await page.goto('/sign-up');
  await expectHeading(page, 'Create your Aboki account');
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('Your name').fill(person.name);
  await signUp.getByLabel('Email').fill(person.email);
  await signUp.getByLabel('Password', { exact: true }).fill(person.password);
  await signUp.getByRole('button', { name: 'Create account' }).click();

  await expectHeading(page, 'Confirm your email');
  await expectToast(page, 'Registration successful! Please verify your email.');
  await expect(page.getByText(person.email)).toBeVisible();
  expect(await stored(page)).toMatchObject({
    token: 'pending-verification',
    user: { email: person.email, name: person.name, role: null },
    registrationName: person.name,
  });
  // A placeholder token is not signed in: the header still offers to sign in.
  const code = await codeFromMail(person.email, 'Verify your email for Aboki', startedAt);
  const confirm = page.getByRole('form', { name: 'Confirm your email' });
  await expect(confirm.getByLabel('6-digit code')).toHaveAttribute('inputmode', 'numeric');
  await expect(confirm.getByLabel('6-digit code')).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByRole('button', { name: /^Resend code in 0:5\d$/ })).toBeDisabled();
  await confirm.getByLabel('6-digit code').fill(code);
  await confirm.getByRole('button', { name: 'Confirm email' }).click();

  await expectHeading(page, 'How will you use Aboki?');
  expect(new URL(page.url()).pathname).toBe('/select-services');
  const session = await stored(page);
  expect(session.token).not.toBe('pending-verification');
  expect(session.token?.length).toBeGreaterThan(20);
  expect(session.user).toMatchObject({
    email: person.email,
    emailVerified: true,
    role: null,
    hasProfile: false,
  });
  await expect(page.getByRole('link', { name: `Your account: ${person.name}` })).toBeVisible();
}

async function signOut(page: Page, person: Person) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectToast(page, 'Logged out successfully!');
  await expect(page.getByRole('banner').first().getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await stored(page)).toMatchObject({ token: null, user: null, persistentName: person.name });
}

async function signIn(page: Page, person: Person, password: string) {
  await page.goto('/sign-in');
  await expectHeading(page, 'Sign in');
  await expect(page.getByText(`Welcome back, ${person.name}.`, { exact: false })).toBeVisible();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expectToast(page, 'Logged in successfully!');
  await expect(page.getByRole('link', { name: `Your account: ${person.name}` })).toBeVisible();
}

async function resetPassword(page: Page, person: Person): Promise<string> {
  const newPassword = `${person.password} renewed`;
  const startedAt = new Date().toISOString();
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expectHeading(page, 'Reset your password');
  const ask = page.getByRole('form', { name: 'Reset your password' });
  await ask.getByLabel('Email').fill(person.email);
  await ask.getByRole('button', { name: 'Send code' }).click();

  await expectHeading(page, 'Enter your reset code');
  const code = await codeFromMail(person.email, 'Reset your Aboki password', startedAt);
  const enter = page.getByRole('form', { name: 'Enter your reset code' });
  await enter.getByLabel('6-digit code').fill(code);
  await enter.getByRole('button', { name: 'Continue' }).click();

  await expectHeading(page, 'Choose a new password');
  const choose = page.getByRole('form', { name: 'Choose a new password' });
  await choose.getByLabel('New password', { exact: true }).fill(newPassword);
  await choose.getByLabel('Type it again', { exact: true }).fill(newPassword);
  await choose.getByRole('button', { name: 'Save new password' }).click();

  await expectHeading(page, 'Password changed');
  // Every session was revoked; this browser signed out too.
  expect(await stored(page)).toMatchObject({ token: null, user: null });
  await waitForMail(
    (mail) =>
      mail.envelopeTo.includes(person.email) &&
      mail.subject === 'Your Aboki password was changed' &&
      mail.receivedAt > startedAt,
  );
  return newPassword;
}

test.describe('accounts journey', () => {
  test('a User signs up, verifies, creates a profile, signs out and in, and resets the password', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const person = newPerson('Chiamaka Obi');
    await signUpAndVerify(page, person);

    await page.getByRole('radio', { name: 'I need help' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Create your user profile');
    await expectToast(page, 'Role set to USER successfully!');
    expect((await stored(page)).user).toMatchObject({ role: 'USER' });

    await page.getByRole('link', { name: 'Start' }).click();
    await expectHeading(page, 'User profile details');
    const details = page.getByRole('form', { name: 'Your profile details' });
    await details.getByLabel('Phone number').fill('803 123 4567');
    await details.getByLabel('State').selectOption('Lagos');
    await details.getByLabel('Local government area (LGA)').selectOption('Ikeja');
    await details.getByLabel('Address').fill('12 Allen Avenue');
    await details.getByLabel('Landmark').fill('Opposite the Mobil filling station');
    await details.getByRole('button', { name: 'Create profile' }).click();

    await expectHeading(page, 'User profile created');
    await expectToast(page, 'Profile created successfully!');
    expect((await stored(page)).user).toMatchObject({
      role: 'USER',
      hasProfile: true,
      phoneNumber: '+2348031234567',
      state: 'Lagos',
      lga: 'Ikeja',
    });

    await page.getByRole('link', { name: 'See your profile' }).click();
    await expectHeading(page, 'Your profile');
    await expect(page.getByRole('region', { name: 'Profile details' })).toContainText('12 Allen Avenue');

    await signOut(page, person);
    await signIn(page, person, person.password);
    const newPassword = await resetPassword(page, person);
    await signIn(page, person, newPassword);
    expect((await stored(page)).user).toMatchObject({ role: 'USER', hasProfile: true });
  });

  test('an Agent does the same with the agent profile', async ({ page }) => {
    test.setTimeout(90_000);
    const person = newPerson('Musa Bello');
    await signUpAndVerify(page, person);

    await page.getByRole('radio', { name: 'I manage Abokis' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Create your agent profile');
    await expectToast(page, 'Role set to AGENT successfully!');

    await page.getByRole('link', { name: 'Start' }).click();
    await expectHeading(page, 'Agent profile details');
    const details = page.getByRole('form', { name: 'Your profile details' });
    await details.getByLabel('Phone number').fill('0905 555 1234');
    await details.getByLabel('State').selectOption('Kano');
    await details.getByLabel('Local government area (LGA)').selectOption('Nasarawa');
    await details.getByLabel('Address').fill('4 Bompai Road');
    await details.getByLabel('Business name').fill('Bello Helpers');
    await details.getByLabel('ID type').selectOption('NIN');
    await details.getByLabel('ID number').fill('12345678901');
    await details.getByRole('button', { name: 'Create profile' }).click();

    await expectHeading(page, 'Agent profile created');
    await expectToast(page, 'Profile created successfully!');
    expect((await stored(page)).user).toMatchObject({ role: 'AGENT', hasProfile: true, state: 'Kano' });

    await page.getByRole('link', { name: 'See your profile' }).click();
    await expectHeading(page, 'Your agent profile');
    await expect(page.getByRole('region', { name: 'Profile details' })).toContainText('ending 8901');

    await signOut(page, person);
    await signIn(page, person, person.password);
    const newPassword = await resetPassword(page, person);
    await signIn(page, person, newPassword);
    expect((await stored(page)).user).toMatchObject({ role: 'AGENT', hasProfile: true });
  });
});
