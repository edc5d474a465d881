import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetServiceCatalogue } from 'shared';
import { fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { routes } from '../routes.js';
import { AGENT, CATALOGUE, draftAboki, readyAboki, seenWithoutStream } from '../test/fixtures.js';

const world = setUpPageTestWorld();

beforeEach(() => resetServiceCatalogue());

async function openStep3(aboki = draftAboki()) {
  world.api.on(`GET /api/v1/abokis/${aboki.id}`, ok({ aboki }));
  world.api.on('GET /api/v1/services', ok({ services: CATALOGUE, nextCursor: null }));
  const view = renderRoutes(routes, `/aboki/select-services?id=${aboki.id}`);
  const form = await screen.findByRole('form', { name: 'The Aboki’s services' });
  return { ...view, form, save: within(form).getByRole('button', { name: 'Save & continue' }) };
}

describe('step 3: services and prices', () => {
  it('lists the catalogue with a checkbox each and the usual price as a hint', async () => {
    signIn(AGENT);
    const { form } = await openStep3();

    expect(screen.getByText('Step 3 of 5: Services and prices')).toBeInTheDocument();
    expect(within(form).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(form).getByRole('checkbox', { name: /Home cleaning/ })).not.toBeChecked();
    expect(within(form).getByText('Usual price ₦15,000 per job')).toBeInTheDocument();
    expect(within(form).getByText('Usual price ₦3,000 per hour')).toBeInTheDocument();
    expect(within(form).getByText(/at most 10× a service’s usual price/)).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/aboki/profile-details?id=a1',
    );
  });

  it('asks for at least one service, and checks each price against ₦500 and 10× the usual price', async () => {
    signIn(AGENT);
    const { form, save } = await openStep3();

    await userEvent.click(save);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Choose at least one service the Aboki offers.',
    );

    await userEvent.click(within(form).getByRole('checkbox', { name: /Home cleaning/ }));
    await userEvent.click(within(form).getByRole('checkbox', { name: /Errands/ }));
    const cleaning = within(form).getByRole('textbox', { name: 'Home cleaning: price in ₦' });
    const errands = within(form).getByRole('textbox', { name: 'Errands: price in ₦' });
    expect(cleaning).toHaveValue('15,000');
    await userEvent.clear(cleaning);
    await userEvent.type(cleaning, '150,001');
    await userEvent.clear(errands);
    await userEvent.type(errands, '499');
    await userEvent.click(save);

    expect(
      await within(form).findByText('The price can be at most ₦150,000 (10× the usual price)'),
    ).toBeInTheDocument();
    expect(within(form).getByText('The price must be at least ₦500')).toBeInTheDocument();
    expect(cleaning).toHaveAttribute('aria-invalid', 'true');
    expect(seenWithoutStream(world.api.seen).map(({ method }) => method)).toEqual(['GET', 'GET']);
  });

  it('saves the set in kobo, with a duration for job services only, and moves to step 4', async () => {
    signIn(AGENT);
    world.api.on('PUT /api/v1/abokis/a1/services', ok({ aboki: readyAboki() }));
    const { form, save, router } = await openStep3();

    await userEvent.click(within(form).getByRole('checkbox', { name: /Home cleaning/ }));
    await userEvent.click(within(form).getByRole('checkbox', { name: /Laundry/ }));
    const cleaning = within(form).getByRole('textbox', { name: 'Home cleaning: price in ₦' });
    await userEvent.clear(cleaning);
    await userEvent.type(cleaning, '12,500.50');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Home cleaning: usual duration' }),
      '3 hours',
    );
    expect(within(form).queryByRole('combobox', { name: 'Laundry: usual duration' })).not.toBeInTheDocument();
    expect(within(form).getByText('Booked by the hour, 1 to 10 hours at a time.')).toBeInTheDocument();
    await userEvent.click(save);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set the Aboki’s availability' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=a1');
    expect(seenWithoutStream(world.api.seen).find(({ method }) => method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/v1/abokis/a1/services',
      authorization: 'Bearer real-token',
      body: {
        services: [
          { serviceSlug: 'home-cleaning', priceKobo: 1_250_050, durationMinutes: 180 },
          { serviceSlug: 'laundry', priceKobo: 300_000 },
        ],
      },
    });
  });

  it('pre-ticks what was saved, with its prices, and puts the server’s message beside its service', async () => {
    signIn(AGENT);
    world.api.on(
      'PUT /api/v1/abokis/a1/services',
      fail(400, 'The price is above 10× the base price', 'VALIDATION_ERROR', {
        fields: { 'services.1.priceKobo': 'The price is above 10× the base price' },
      }),
    );
    const { form, save, router } = await openStep3(readyAboki());

    expect(within(form).getByRole('checkbox', { name: /Home cleaning/ })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /Laundry/ })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /Errands/ })).not.toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Home cleaning: price in ₦' })).toHaveValue('12,000');
    expect(within(form).getByRole('combobox', { name: 'Home cleaning: usual duration' })).toHaveValue('180');
    const laundry = within(form).getByRole('textbox', { name: 'Laundry: price in ₦ per hour' });
    expect(laundry).toHaveValue('2,500');

    await userEvent.click(save);

    expect(await within(form).findByText('The price is above 10× the base price')).toBeInTheDocument();
    expect(laundry).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/aboki/select-services');
  });

  it('asks before Back throws away unsaved choices, and goes back without asking when there are none', async () => {
    signIn(AGENT);
    world.api.on('GET /api/v1/abokis/a1', ok({ aboki: draftAboki() }));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { form, router } = await openStep3();

    await userEvent.click(within(form).getByRole('checkbox', { name: /Errands/ }));
    await userEvent.click(within(form).getByRole('link', { name: 'Back' }));
    expect(confirm).toHaveBeenCalledWith('Go back without saving the changes on this step?');
    expect(router.state.location.pathname).toBe('/aboki/select-services');

    await userEvent.click(within(form).getByRole('checkbox', { name: /Errands/ }));
    await userEvent.click(within(form).getByRole('link', { name: 'Back' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aboki profile details' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=a1');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('form', { name: 'The Aboki’s details' })).toBeInTheDocument();
  });
});
