import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { routes } from '../routes.js';
import { AGENT, draftAboki, seenWithoutStream } from '../test/fixtures.js';

const world = setUpPageTestWorld();

async function openStep1(at = '/aboki') {
  const view = renderRoutes(routes, at);
  await screen.findByRole('heading', { level: 1, name: 'Onboard an Aboki' });
  const form = await screen.findByRole('form', { name: 'The Aboki’s profile' });
  return {
    ...view,
    form,
    firstName: within(form).getByRole('textbox', { name: 'First name' }),
    lastName: within(form).getByRole('textbox', { name: 'Last name' }),
    state: within(form).getByRole('combobox', { name: 'Home state' }),
    lga: within(form).getByRole('combobox', { name: 'Home LGA' }),
    phone: within(form).getByRole('textbox', { name: 'Aboki’s phone number (optional)' }),
    bio: within(form).getByRole('textbox', { name: 'Short bio (optional)' }),
    save: within(form).getByRole('button', { name: 'Save & continue' }),
  };
}

describe('step 1: the Aboki’s profile', () => {
  it('shows step 1 of 5 and each field’s problem inline, sending nothing', async () => {
    signIn(AGENT);
    const step = await openStep1();

    expect(screen.getByText('Step 1 of 5: Profile')).toBeInTheDocument();
    expect(within(step.form).queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
    await userEvent.click(step.save);

    expect(await within(step.form).findByText('Enter the first name')).toBeInTheDocument();
    expect(step.firstName).toHaveAttribute('aria-invalid', 'true');
    expect(step.lastName).toHaveAccessibleDescription('Enter the last name');
    expect(within(step.form).getByText('Choose at least one language')).toBeInTheDocument();
    expect(step.state).toHaveAccessibleDescription('Choose the state');
    expect(step.phone).not.toHaveAttribute('aria-invalid');
    expect(seenWithoutStream(world.api.seen)).toEqual([]);
  });

  it('refuses an Aboki younger than 18 beside the date of birth', async () => {
    signIn(AGENT);
    const step = await openStep1();
    const dob = within(step.form).getByLabelText('Date of birth (optional)');

    await userEvent.type(dob, '2015-01-01');
    await userEvent.click(step.save);

    expect(await within(step.form).findByText('An Aboki must be at least 18 years old')).toBeInTheDocument();
    expect(dob).toHaveAttribute('aria-invalid', 'true');
    expect(seenWithoutStream(world.api.seen)).toEqual([]);
  });

  it('creates the draft with the checked body and moves to step 2 with ?id=', async () => {
    signIn(AGENT);
    world.api.on('POST /api/v1/abokis', ok({ aboki: draftAboki({ id: 'new-1' }) }, undefined, 201));
    world.api.on('GET /api/v1/abokis/new-1', ok({ aboki: draftAboki({ id: 'new-1' }) }));
    const step = await openStep1();

    await userEvent.type(step.firstName, '  Halima ');
    await userEvent.type(step.lastName, 'Sani');
    await userEvent.selectOptions(
      within(step.form).getByRole('combobox', { name: 'Gender (optional)' }),
      'Female',
    );
    await userEvent.click(within(step.form).getByRole('checkbox', { name: 'Hausa' }));
    await userEvent.click(within(step.form).getByRole('checkbox', { name: 'English' }));
    await userEvent.type(step.bio, 'Careful cleaner.');
    await userEvent.type(step.phone, '803 123 4567');
    expect(step.lga).toBeDisabled();
    await userEvent.selectOptions(step.state, 'Kano');
    await userEvent.selectOptions(step.lga, 'Nasarawa');
    await userEvent.click(step.save);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aboki profile details' }),
    ).toBeInTheDocument();
    expect(step.router.state.location.pathname).toBe('/aboki/profile-details');
    expect(step.router.state.location.search).toBe('?id=new-1');
    expect(seenWithoutStream(world.api.seen)[0]).toEqual({
      method: 'POST',
      path: '/api/v1/abokis',
      authorization: 'Bearer real-token',
      body: {
        firstName: 'Halima',
        lastName: 'Sani',
        gender: 'FEMALE',
        // In the list's order, whatever order they were ticked in.
        languages: ['English', 'Hausa'],
        bio: 'Careful cleaner.',
        phoneNumber: '+2348031234567',
        state: 'Kano',
        lga: 'Nasarawa',
      },
    });
    // Step 2 loads the draft it was sent to.
    expect(await screen.findByRole('form', { name: 'The Aboki’s details' })).toBeInTheDocument();
    expect(seenWithoutStream(world.api.seen)[1]).toMatchObject({
      method: 'GET',
      path: '/api/v1/abokis/new-1',
    });
  });

  it('puts the server’s field messages beside their fields and stays', async () => {
    signIn(AGENT);
    world.api.on(
      'POST /api/v1/abokis',
      fail(400, 'Choose an LGA in Kano', 'VALIDATION_ERROR', {
        fields: { lga: 'Choose an LGA in Kano' },
      }),
    );
    const step = await openStep1();

    await userEvent.type(step.firstName, 'Halima');
    await userEvent.type(step.lastName, 'Sani');
    await userEvent.click(within(step.form).getByRole('checkbox', { name: 'Hausa' }));
    await userEvent.selectOptions(step.state, 'Kano');
    await userEvent.selectOptions(step.lga, 'Fagge');
    await userEvent.click(step.save);

    expect(await within(step.form).findByText('Choose an LGA in Kano')).toBeInTheDocument();
    expect(step.lga).toHaveAttribute('aria-invalid', 'true');
    expect(step.router.state.location.pathname).toBe('/aboki');
  });

  it('back on step 1 with ?id=, shows the saved draft and saves changes to it (PATCH)', async () => {
    signIn(AGENT);
    world.api.on('GET /api/v1/abokis/a1', ok({ aboki: draftAboki() }));
    world.api.on('PATCH /api/v1/abokis/a1', ok({ aboki: draftAboki({ bio: null }) }));
    const step = await openStep1('/aboki?id=a1');

    expect(step.firstName).toHaveValue('Halima');
    expect(step.state).toHaveValue('Kano');
    expect(step.lga).toHaveValue('Nasarawa');
    expect(step.phone).toHaveValue('8031234567');
    expect(within(step.form).getByRole('checkbox', { name: 'Hausa' })).toBeChecked();
    expect(within(step.form).getByRole('checkbox', { name: 'Igbo' })).not.toBeChecked();

    await userEvent.clear(step.bio);
    await userEvent.clear(step.phone);
    await userEvent.click(step.save);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aboki profile details' }),
    ).toBeInTheDocument();
    const patch = seenWithoutStream(world.api.seen).find((request) => request.method === 'PATCH');
    expect(patch).toMatchObject({ path: '/api/v1/abokis/a1' });
    // Emptied optional fields are cleared on the server, not left as they were.
    expect(patch?.body).toEqual({
      firstName: 'Halima',
      lastName: 'Sani',
      gender: 'FEMALE',
      dateOfBirth: '1995-04-12',
      languages: ['Hausa', 'English'],
      bio: null,
      phoneNumber: null,
      state: 'Kano',
      lga: 'Nasarawa',
    });
    expect(seenWithoutStream(world.api.seen).some((request) => request.method === 'POST')).toBe(false);
  });
});
