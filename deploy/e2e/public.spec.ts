import type { Service as ApiService } from 'shared/schemas';
import { expect, expectHeading, test } from './support/fixtures.js';

test.describe('public pages', () => {
  let catalogue: ApiService[];

  test.beforeAll(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const response = await api.get('/api/v1/services?limit=100');
    expect(response.status()).toBe(200);
    catalogue = ((await response.json()) as { data: { services: ApiService[] } }).data.services;
    await api.dispose();
  });

  test('home: "find help" offers the API’s services and the LGAs of the chosen state', async ({ page }) => {
    await page.goto('/');
    await expectHeading(page, 'Trusted help at home and with errands');
    const form = page.getByRole('region', { name: 'Find help near you' });
    const service = form.getByLabel('Service', { exact: true });
    const state = form.getByLabel('State', { exact: true });
    const lga = form.getByLabel('Local government area (LGA)');

    await expect(service).toBeEnabled();
    await expect(service.locator('option')).toHaveText(['Choose a service', ...catalogue.map((s) => s.name)]);
    await expect(lga).toBeDisabled();

    // Nothing chosen: each field says what it needs, and we stay here.
    await form.getByRole('button', { name: 'Find an Aboki' }).click();
    await expect(form.getByText('Choose a service', { exact: true }).last()).toBeVisible();
    await expect(form.getByText('Choose your state', { exact: true }).last()).toBeVisible();
    await expect(form.getByText('Choose your local government area')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');

    await state.selectOption('Kano');
    await expect(lga).toBeEnabled();
    await expect(lga.locator('option', { hasText: 'Ikeja' })).toHaveCount(0);

    await state.selectOption('Lagos');
    await expect(lga).toHaveValue(''); // The Kano LGA choice does not carry over.
    await expect(lga.locator('option', { hasText: 'Ikeja' })).toHaveCount(1);
    await expect(lga.locator('option', { hasText: 'Kano Municipal' })).toHaveCount(0);

    const chosen = catalogue[0]!;
    await service.selectOption(chosen.name);
    await lga.selectOption('Ikeja');
    await form.getByRole('button', { name: 'Find an Aboki' }).click();

    await expectHeading(page, 'Choose an Aboki');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/select-aboki');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service: chosen.slug,
      state: 'Lagos',
      lga: 'Ikeja',
    });
    // The booking page repeats the search in its own form (issue 9).
    const search = page.getByRole('form', { name: 'Find an Aboki' });
    await expect(search.getByLabel('Service', { exact: true })).toHaveValue(chosen.slug);
    await expect(search.getByLabel('State', { exact: true })).toHaveValue('Lagos');
    await expect(search.getByLabel('Local government area (LGA)')).toHaveValue('Ikeja');
  });

  test('services: the whole catalogue with its ₦ prices', async ({ page }) => {
    expect(catalogue.length).toBeGreaterThanOrEqual(12);
    await page.goto('/services');
    await expectHeading(page, 'Services and prices');

    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(catalogue.length);
    for (const service of catalogue) {
      const card = cards.filter({ has: page.getByRole('heading', { name: service.name, exact: true }) });
      const price = await card.getByText(/^From ₦/).textContent();
      const match = /^From ₦([\d,]+(?:\.\d\d)?)( per hour)?$/.exec(price ?? '');
      expect(match, `${service.name}: "${price}"`).not.toBeNull();
      expect(Math.round(Number(match![1]!.replace(/,/g, '')) * 100), service.name).toBe(
        service.basePriceKobo,
      );
      expect(Boolean(match![2]), `${service.name} is priced per ${service.unit}`).toBe(
        service.unit === 'hour',
      );
    }
  });

  test('help: the FAQ answers booking, payment, cancellation, safety and agent questions', async ({
    page,
  }) => {
    await page.goto('/help');
    await expectHeading(page, 'Help centre');
    for (const topic of ['Booking', 'Payment', 'Cancellation', 'Safety and vetting', 'Becoming an agent']) {
      await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }
    expect(await page.locator('details').count()).toBeGreaterThanOrEqual(10);

    const answer = page.getByText(/handled by Paystack/);
    await expect(answer).toBeHidden();
    await page.getByText('Is paying by card safe?').click();
    await expect(answer).toBeVisible();

    await page.getByRole('link', { name: 'Send us a message' }).click();
    await expectHeading(page, 'Contact us');
  });
});
