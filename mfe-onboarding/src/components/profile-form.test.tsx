import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { NIGERIAN_PHONE_MESSAGE, NIGERIAN_STATES, STORAGE_KEYS, authAtom } from 'shared';
import { fail, ok } from '@aboki/test-kit/api-server';
import { renderRoutes } from '@aboki/test-kit/routes';
import { routes } from '../routes.js';
import { ADA, signIn, setUpPageTestWorld } from '@aboki/test-kit/page-world';

const world = setUpPageTestWorld();

async function openDetails(kind: 'user' | 'agent') {
  const view = renderRoutes(routes, `/select-services/${kind}-profile/details`);
  await screen.findByRole('heading', {
    level: 1,
    name: `${kind === 'user' ? 'User' : 'Agent'} profile details`,
  });
  return {
    ...view,
    phone: screen.getByRole('textbox', { name: 'Phone number' }),
    state: screen.getByRole('combobox', { name: 'State' }),
    lga: screen.getByRole('combobox', { name: 'Local government area (LGA)' }),
    address: screen.getByRole('textbox', { name: 'Address' }),
    landmark: screen.getByRole('textbox', { name: 'Landmark (optional)' }),
    submit: screen.getByRole('button', { name: 'Create profile' }),
  };
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('profile details', () => {
  it('shows every field’s problem inline and sends nothing', async () => {
    signIn();
    const form = await openDetails('user');

    await userEvent.click(form.submit);

    expect(await screen.findByText(NIGERIAN_PHONE_MESSAGE)).toBeInTheDocument();
    expect(form.phone).toHaveAttribute('aria-invalid', 'true');
    expect(form.state).toHaveAccessibleDescription('Choose your state');
    expect(form.lga).toHaveAccessibleDescription('Choose your LGA');
    expect(form.address).toHaveAccessibleDescription(
      'House number and street, so your Aboki can find you. Enter your address (at least 5 characters)',
    );
    expect(form.landmark).not.toHaveAttribute('aria-invalid');
    expect(world.api.seen).toEqual([]);
  });

  it('links the LGA to the state: none before a state, that state’s LGAs after, emptied on a change', async () => {
    signIn();
    const form = await openDetails('user');

    expect(form.lga).toBeDisabled();
    expect(optionsOf(form.lga)).toEqual(['Choose a state first']);
    expect(optionsOf(form.state)).toHaveLength(NIGERIAN_STATES.length + 1);

    await userEvent.selectOptions(form.state, 'Lagos');
    expect(form.lga).toBeEnabled();
    const lagos = optionsOf(form.lga);
    expect(lagos).toHaveLength(21);
    expect(lagos).toEqual(expect.arrayContaining(['Choose your LGA', 'Ikeja', 'Eti-Osa']));
    await userEvent.selectOptions(form.lga, 'Ikeja');
    expect(form.lga).toHaveValue('Ikeja');

    await userEvent.selectOptions(form.state, 'FCT');
    expect(form.lga).toHaveValue('');
    expect(optionsOf(form.lga)).toEqual([
      'Choose your LGA',
      ...NIGERIAN_STATES.find((s) => s.name === 'FCT')!.lgas,
    ]);

    // Emptied in the form too, not only on screen: a form still holding Ikeja would not ask for an LGA.
    await userEvent.click(form.submit);
    expect(form.lga).toHaveAccessibleDescription('Choose your LGA');
    expect(world.api.seen).toEqual([]);
  });

  it('creates the profile with the +234 number and goes to “created”', async () => {
    signIn();
    world.api.on('POST /api/v1/profile/user', (request) =>
      ok(
        { user: { ...ADA, hasProfile: true, ...(request.body as object) } },
        'Profile created successfully!',
        201,
      ),
    );
    const form = await openDetails('user');

    await userEvent.type(form.phone, '803 123 4567');
    await userEvent.selectOptions(form.state, 'Lagos');
    await userEvent.selectOptions(form.lga, 'Ikeja');
    await userEvent.type(form.address, '  12 Allen Avenue ');
    await userEvent.type(form.landmark, 'Opposite the Mobil filling station');
    await userEvent.click(form.submit);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'User profile created' }),
    ).toBeInTheDocument();
    expect(form.router.state.location.pathname).toBe('/select-services/user-profile/created');
    expect(world.api.seen).toEqual([
      {
        method: 'POST',
        path: '/api/v1/profile/user',
        authorization: 'Bearer real-token',
        body: {
          phoneNumber: '+2348031234567',
          state: 'Lagos',
          lga: 'Ikeja',
          address: '12 Allen Avenue',
          landmark: 'Opposite the Mobil filling station',
        },
      },
    ]);
    expect(getDefaultStore().get(authAtom).user).toMatchObject({ hasProfile: true, lga: 'Ikeja' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({ hasProfile: true });
    expect(world.toasts).toEqual([
      { type: 'success', text: 'Profile created successfully!', autoClose: 2000, position: 'top-right' },
    ]);
  });

  it('shows the server’s field messages beside their fields', async () => {
    signIn();
    world.api.on(
      'POST /api/v1/profile/user',
      fail(400, 'Choose an LGA in Kano', 'VALIDATION_ERROR', {
        fields: { lga: 'Choose an LGA in Kano' },
      }),
    );
    const form = await openDetails('user');

    await userEvent.type(form.phone, '08031234567');
    await userEvent.selectOptions(form.state, 'Kano');
    await userEvent.selectOptions(form.lga, 'Nasarawa');
    await userEvent.type(form.address, '4 Bompai Road');
    await userEvent.click(form.submit);

    expect(await screen.findByText('Choose an LGA in Kano')).toBeInTheDocument();
    expect(form.lga).toHaveAttribute('aria-invalid', 'true');
    expect(form.router.state.location.pathname).toBe('/select-services/user-profile/details');
  });

  it('says which role the page needs, in spec §5’s words, and the action refuses too', async () => {
    signIn({ ...ADA, role: 'AGENT' });
    const form = await openDetails('user');

    expect(screen.getByRole('alert')).toHaveTextContent(
      "Invalid role. Please select 'User' to create a user profile.",
    );
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Choose your role' })).toHaveAttribute(
      'href',
      '/select-services',
    );

    await userEvent.type(form.phone, '08031234567');
    await userEvent.selectOptions(form.state, 'Lagos');
    await userEvent.selectOptions(form.lga, 'Ikeja');
    await userEvent.type(form.address, '12 Allen Avenue');
    await userEvent.click(form.submit);

    expect(world.api.seen).toEqual([]);
    expect(world.toasts.map(({ type, text, autoClose }) => [type, text, autoClose])).toEqual([
      ['error', "Invalid role. Please select 'User' to create a user profile.", 3000],
    ]);
  });

  it('asks for a role first when there is none', async () => {
    signIn({ ...ADA, role: null });
    await openDetails('agent');

    expect(screen.getByRole('alert')).toHaveTextContent('Please select a user type (Agent or User) first.');
  });

  it('takes an agent’s business and ID, checking the ID number’s shape', async () => {
    signIn({ ...ADA, role: 'AGENT' });
    world.api.on(
      'POST /api/v1/profile/agent',
      ok({ user: { ...ADA, role: 'AGENT', hasProfile: true } }, undefined, 201),
    );
    const form = await openDetails('agent');
    const idType = screen.getByRole('combobox', { name: 'ID type (optional)' });
    const idNumber = screen.getByRole('textbox', { name: 'ID number (optional)' });

    await userEvent.type(form.phone, '0905 555 1234');
    await userEvent.selectOptions(form.state, 'Oyo');
    await userEvent.selectOptions(form.lga, 'Ibadan North');
    await userEvent.type(form.address, '7 Ring Road');
    await userEvent.type(screen.getByRole('textbox', { name: 'Business name (optional)' }), 'Ada Helpers');
    await userEvent.selectOptions(idType, 'NIN');
    await userEvent.type(idNumber, '1234');
    await userEvent.click(form.submit);

    expect(await screen.findByText('A NIN is 11 digits')).toBeInTheDocument();
    expect(world.api.seen).toEqual([]);

    await userEvent.type(idNumber, '5678901');
    await userEvent.click(form.submit);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agent profile created' }),
    ).toBeInTheDocument();
    expect(world.api.seen[0]).toMatchObject({
      path: '/api/v1/profile/agent',
      body: {
        phoneNumber: '+2349055551234',
        state: 'Oyo',
        lga: 'Ibadan North',
        address: '7 Ring Road',
        businessName: 'Ada Helpers',
        idType: 'NIN',
        idNumber: '12345678901',
      },
    });
    expect(screen.getByRole('link', { name: 'Onboard an Aboki' })).toHaveAttribute('href', '/aboki');
    expect(world.toasts.map(({ text }) => text)).toEqual(['Profile created successfully!']);
  });
});
