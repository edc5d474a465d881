import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { MESSAGES } from 'shared/messages';
import { ABOKI_FIELD_MESSAGES } from 'shared/schemas';
import { createVerifiedAccount } from './support/accounts.js';
import { approveAboki } from './support/staff.js';
import { expect, expectHeading, test } from './support/fixtures.js';

// Issue 8's journey in Chromium on the composed site, on a phone-sized screen: an agent signs up
// (the code read from the real email), signs in, creates the agent profile, onboards an Aboki
// through the five /aboki steps with a photo, reloads in the middle and resumes with nothing lost,
// sends it for review, an operator approves it, and the agent finds it active and pauses it.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A toast with exactly this text appears (react-toastify, top-right). */
async function expectToast(page: Page, text: string) {
  const toast = page.locator('.Toastify__toast-container--top-right').getByText(text, { exact: true });
  await expect(toast).toBeVisible();
}

/**
 * A phone camera's photo, about 2 MB: wider than the browser's 1600 px upload bound, and noisy like
 * a real photo so that shrinking it shows in the bytes sent.
 */
function cameraPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 2400,
      height: 1800,
      channels: 3,
      background: { r: 180, g: 120, b: 60 },
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

interface SentPhoto {
  size: number;
  type: string;
  width: number;
  height: number;
}
type WithUploads = { __photoUploads: SentPhoto[] };

/**
 * Notes what the page hands to fetch for each photo upload (size, type, pixel size): Chromium
 * does not report a Blob request body to Playwright.
 */
async function recordPhotoUploads(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as WithUploads;
    record.__photoUploads = [];
    const realFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const body = init?.body;
      if (body instanceof Blob && (input instanceof Request ? input.url : String(input)).endsWith('/photo')) {
        const bitmap = await createImageBitmap(body);
        record.__photoUploads.push({
          size: body.size,
          type: body.type,
          width: bitmap.width,
          height: bitmap.height,
        });
        bitmap.close();
      }
      return realFetch(input, init);
    };
  });
}

/** The draft's id, from the step's address. */
function draftId(page: Page): string {
  const id = new URL(page.url()).searchParams.get('id');
  expect(id, `no ?id= in ${page.url()}`).toBeTruthy();
  return id!;
}

/** The page never scrolls sideways on a 390 px screen. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('Abokis journey', () => {
  test('an agent onboards an Aboki in five steps on a phone, resumes after a reload, sends it for review and pauses it once approved', async ({
    page,
    network,
  }) => {
    test.setTimeout(120_000);
    const account = await createVerifiedAccount('Musa Bello');
    await recordPhotoUploads(page);

    // Not signed in: the agent pages send the visitor to sign in, and back afterwards.
    await page.goto('/aboki');
    await expectHeading(page, 'Sign in');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/aboki');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(account.email);
    await signIn.getByLabel('Password', { exact: true }).fill(account.password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();

    // No role yet, so no agent profile: choose the role and create the profile first.
    await expectHeading(page, 'How will you use Aboki?');
    await page.getByRole('radio', { name: 'I manage Abokis' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Create your agent profile');
    await page.getByRole('link', { name: 'Start' }).click();
    await expectHeading(page, 'Agent profile details');
    const profile = page.getByRole('form', { name: 'Your profile details' });
    await profile.getByLabel('Phone number').fill('0905 555 1234');
    await profile.getByLabel('State').selectOption('Kano');
    await profile.getByLabel('Local government area (LGA)').selectOption('Nasarawa');
    await profile.getByLabel('Address').fill('4 Bompai Road');
    await profile.getByRole('button', { name: 'Create profile' }).click();
    await expectHeading(page, 'Agent profile created');
    await page.getByRole('link', { name: 'Onboard an Aboki' }).click();

    // Step 1: who the Aboki is. Saving creates the draft and moves on with ?id=.
    await expectHeading(page, 'Onboard an Aboki');
    await expect(page.getByText('Step 1 of 5: Profile')).toBeVisible();
    await expectNoSidewaysScroll(page);
    const step1 = page.getByRole('form', { name: 'The Aboki’s profile' });
    await step1.getByRole('button', { name: 'Save & continue' }).click();
    await expect(step1.getByText('Enter the first name')).toBeVisible();
    await step1.getByLabel('First name').fill('Halima');
    await step1.getByLabel('Last name').fill('Sani');
    await step1.getByLabel('Gender').selectOption('Female');
    await step1.getByLabel('Date of birth').fill('1995-04-12');
    await step1.getByRole('checkbox', { name: 'Hausa' }).check();
    await step1.getByRole('checkbox', { name: 'English' }).check();
    await step1.getByLabel('Short bio').fill('Careful cleaner with ten years of experience.');
    await step1.getByLabel('Home state').selectOption('Kano');
    await step1.getByLabel('Home LGA').selectOption('Nasarawa');
    await step1.getByRole('button', { name: 'Save & continue' }).click();

    // Step 2: private details, ID, guarantor, and a photo taken with the camera.
    await expectHeading(page, 'Aboki profile details');
    await expect(page).toHaveURL(/\/aboki\/profile-details\?id=/);
    const id = draftId(page);
    const original = await cameraPhoto();
    await page.getByLabel('Add a photo').setInputFiles({
      name: 'camera.jpg',
      mimeType: 'image/jpeg',
      buffer: original,
    });
    await expect(page.getByText('Photo saved.')).toBeVisible();
    const photoUpload = network.requestsTo(`/api/v1/abokis/${id}/photo`);
    expect(photoUpload).toHaveLength(1);
    expect(photoUpload[0]!.method()).toBe('PUT');
    expect(await photoUpload[0]!.headerValue('content-type')).toBe('image/jpeg');
    // Shrunk in the browser before it went up: at most 1600 px, a fraction of the camera's bytes.
    const [uploaded, ...more] = await page.evaluate(() => (window as unknown as WithUploads).__photoUploads);
    expect(more).toEqual([]);
    expect(uploaded).toMatchObject({ type: 'image/jpeg', width: 1600, height: 1200 });
    expect(uploaded!.size).toBeLessThan(original.length / 2);
    const photo = page.getByRole('img', { name: 'Photo of Halima' });
    await expect(photo).toHaveAttribute('src', /^\/api\/v1\/photos\/[0-9a-f]{64}\.webp$/);

    const step2 = page.getByRole('form', { name: 'The Aboki’s details' });
    await step2.getByLabel('Home address').fill('12 Bompai Road');
    await step2.getByLabel('Landmark').fill('Behind the central mosque');
    await step2.getByLabel('ID type').selectOption('NIN');
    await step2.getByRole('textbox', { name: 'ID number' }).fill('1234567');
    await step2.getByLabel('Guarantor’s full name').fill('Aminu Sani');
    await step2.getByLabel('Guarantor’s phone number').fill('0805 111 2222');
    await step2.getByLabel('Relationship to the Aboki').fill('Uncle');
    await step2.getByLabel('Guarantor’s address').fill('3 Zoo Road, Kano');
    await step2.getByRole('button', { name: 'Save & continue' }).click();
    await expect(step2.getByText('A NIN is exactly 11 digits')).toBeVisible();
    await step2.getByRole('textbox', { name: 'ID number' }).fill('12345678901');
    // The number is checked with the identity provider only with the person's consent (issue 25).
    await step2.getByRole('button', { name: 'Save & continue' }).click();
    await expect(step2.getByText(ABOKI_FIELD_MESSAGES.tickTheConsentBox)).toBeVisible();
    await step2.getByRole('checkbox', { name: /agreed that Aboki may check this ID number/ }).check();
    await step2.getByRole('button', { name: 'Save & continue' }).click();

    // Step 3, then a reload (a dropped connection, a closed tab): the draft is all still there.
    await expectHeading(page, 'Choose the Aboki’s services');
    await expect(page).toHaveURL(`/aboki/select-services?id=${id}`);
    await page.reload();
    await expectHeading(page, 'Choose the Aboki’s services');
    await page.getByRole('link', { name: 'Back' }).click();
    await expectHeading(page, 'Aboki profile details');
    const resumed = page.getByRole('form', { name: 'The Aboki’s details' });
    await expect(resumed.getByLabel('Home address')).toHaveValue('12 Bompai Road');
    await expect(resumed.getByLabel('Guarantor’s full name')).toHaveValue('Aminu Sani');
    await expect(resumed.getByLabel('Guarantor’s phone number')).toHaveValue('8051112222');
    await expect(resumed.getByText('On file: *******8901. Leave empty to keep it.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo of Halima' })).toBeVisible();
    await resumed.getByRole('link', { name: 'Back' }).click();
    await expectHeading(page, 'Onboard an Aboki');
    await expect(page.getByLabel('First name')).toHaveValue('Halima');
    await expect(page.getByLabel('Home LGA')).toHaveValue('Nasarawa');
    await expect(page.getByRole('checkbox', { name: 'Hausa' })).toBeChecked();
    await page.goto(`/aboki/select-services?id=${id}`);

    // Step 3: services with prices in naira, a duration for job services.
    await expectHeading(page, 'Choose the Aboki’s services');
    await expect(page.getByText('Step 3 of 5: Services and prices')).toBeVisible();
    const step3 = page.getByRole('form', { name: 'The Aboki’s services' });
    await step3.getByRole('checkbox', { name: /^Home cleaning/ }).check();
    await step3.getByLabel('Home cleaning: price in ₦').fill('200,000');
    await step3.getByRole('checkbox', { name: /^Moving and loading help/ }).check();
    await step3.getByRole('button', { name: 'Save & continue' }).click();
    await expect(step3.getByText('The price can be at most ₦150,000 (10× the usual price)')).toBeVisible();
    await step3.getByLabel('Home cleaning: price in ₦').fill('12,000');
    await step3.getByLabel('Home cleaning: usual duration').selectOption('3 hours');
    await step3.getByRole('button', { name: 'Save & continue' }).click();

    // Step 4: a preset week, one more area, a break on Saturday.
    await expectHeading(page, 'Set the Aboki’s availability');
    await expect(page).toHaveURL(`/aboki/services-available?id=${id}`);
    const step4 = page.getByRole('form', { name: 'The Aboki’s availability' });
    await step4.getByRole('button', { name: 'Mon–Fri 8:00–17:00' }).click();
    await expect(step4.getByLabel('Friday to')).toHaveValue('17:00');
    await step4.getByRole('button', { name: 'Add hours on Saturday' }).click();
    await step4.getByLabel('Saturday from').fill('09:00');
    await step4.getByLabel('Saturday to').fill('13:00');
    await expect(step4.getByRole('checkbox', { name: 'Nasarawa' })).toBeChecked();
    await step4.getByRole('checkbox', { name: 'Fagge' }).check();
    await expectNoSidewaysScroll(page);
    await step4.getByRole('button', { name: 'Save & continue' }).click();

    // Step 5: the profile exactly as Users will see it, with nothing private, then publish.
    await expectHeading(page, 'Aboki ready for requests');
    const preview = page.getByRole('article', { name: 'Halima S.’s public profile' });
    await expect(preview.getByRole('heading', { name: 'Halima S.' })).toBeVisible();
    await expect(preview).toContainText('Home cleaning');
    await expect(preview).toContainText('₦12,000 · about 3 h');
    await expect(preview).toContainText('Moving and loading help');
    await expect(preview).toContainText('Fagge, Nasarawa');
    for (const secret of ['Sani', 'Bompai', 'mosque', '8901', 'Aminu', '1995']) {
      await expect(preview).not.toContainText(secret);
    }
    await page.getByRole('button', { name: 'Send for review' }).click();

    // The dashboard, with the toast: waiting for an operator (issue 25), not yet found by anyone.
    await expectHeading(page, 'Agent dashboard');
    await expectToast(page, MESSAGES.abokiSentForReview);
    const row = page.getByRole('listitem', { name: 'Halima S.' });
    await expect(row).toContainText('Waiting for review');
    expect((await page.request.get(`/api/v1/abokis/${id}`)).status()).toBe(404);
    // The stand-in's record has another birth date (14 March): the operator approves in words.
    await approveAboki(page.request, id, 'Birth date checked on her voter card; NIMC has a typo');

    // Approved: active, then pause.
    await page.reload();
    await expectHeading(page, 'Agent dashboard');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Home cleaning');
    await row.getByRole('button', { name: 'Pause Halima S.' }).click();
    await expectToast(page, 'Aboki paused. Users will not see them until you resume.');
    await expect(row).toContainText('Paused');
    await expect(row.getByRole('button', { name: 'Resume Halima S.' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // Paused means hidden: anyone else gets 404 for it.
    const publicAnswer = await page.request.get(`/api/v1/abokis/${id}`);
    expect(publicAnswer.status()).toBe(404);
  });
});
