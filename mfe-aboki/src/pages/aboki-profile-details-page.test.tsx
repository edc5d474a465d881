import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { ABOKI_FIELD_MESSAGES, IDENTITY_CONSENT } from 'shared/schemas';
import { routes } from '../routes.js';
import { AGENT, draftAboki, readyAboki, seenWithoutStream } from '../test/fixtures.js';

const world = setUpPageTestWorld();

/** The consent box, named by its words (the English of IDENTITY_CONSENT.text). */
const consentBox = () => screen.queryByRole('checkbox', { name: IDENTITY_CONSENT.text });

async function openStep2(aboki = draftAboki()) {
  world.api.on(`GET /api/v1/abokis/${aboki.id}`, ok({ aboki }));
  const view = renderRoutes(routes, `/aboki/profile-details?id=${aboki.id}`);
  const form = await screen.findByRole('form', { name: 'The Aboki’s details' });
  return {
    ...view,
    form,
    address: within(form).getByRole('textbox', { name: 'Home address' }),
    idType: within(form).getByRole('combobox', { name: 'ID type' }),
    idNumber: within(form).getByRole('textbox', { name: 'ID number' }),
    guarantorName: within(form).getByRole('textbox', { name: 'Guarantor’s full name' }),
    guarantorPhone: within(form).getByRole('textbox', { name: 'Guarantor’s phone number' }),
    relationship: within(form).getByRole('textbox', { name: 'Relationship to the Aboki' }),
    guarantorAddress: within(form).getByRole('textbox', { name: 'Guarantor’s address' }),
    save: within(form).getByRole('button', { name: 'Save & continue' }),
  };
}

async function fillGuarantor(step: Awaited<ReturnType<typeof openStep2>>) {
  await userEvent.type(step.guarantorName, 'Aminu Sani');
  await userEvent.type(step.guarantorPhone, '0805 111 2222');
  await userEvent.type(step.relationship, 'Uncle');
  await userEvent.type(step.guarantorAddress, '3 Zoo Road, Kano');
}

describe('step 2: details, ID, guarantor and photo', () => {
  it('loads the draft by ?id=, shows step 2 of 5 and Back to step 1 of the same draft', async () => {
    signIn(AGENT);
    const step = await openStep2();

    expect(screen.getByText('Step 2 of 5: Details, ID and photo')).toBeInTheDocument();
    expect(within(step.form).getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/aboki?id=a1');
    expect(seenWithoutStream(world.api.seen)).toEqual([
      { method: 'GET', path: '/api/v1/abokis/a1', authorization: 'Bearer real-token', body: undefined },
    ]);
  });

  it('checks every field inline, the NIN’s 11 digits included, and sends nothing', async () => {
    signIn(AGENT);
    const step = await openStep2();

    await userEvent.click(step.save);
    expect(
      await within(step.form).findByText('Enter the home address (at least 5 characters)'),
    ).toBeInTheDocument();
    expect(step.guarantorName).toHaveAttribute('aria-invalid', 'true');
    expect(step.idType).toHaveAttribute('aria-invalid', 'true');

    await userEvent.selectOptions(step.idType, 'NIN');
    await userEvent.type(step.idNumber, '1234');
    await userEvent.click(step.save);
    expect(await within(step.form).findByText('A NIN is exactly 11 digits')).toBeInTheDocument();
    expect(seenWithoutStream(world.api.seen).map(({ method }) => method)).toEqual(['GET']);
  });

  it('saves the details (PATCH) and moves to step 3 with the same ?id=', async () => {
    signIn(AGENT);
    world.api.on('PATCH /api/v1/abokis/a1', ok({ aboki: readyAboki() }));
    const step = await openStep2();

    await userEvent.type(step.address, '12 Bompai Road');
    await userEvent.type(
      within(step.form).getByRole('textbox', { name: 'Landmark (optional)' }),
      'Behind the mosque',
    );
    await userEvent.selectOptions(step.idType, 'NIN');
    await userEvent.type(step.idNumber, '123 4567 8901');
    await userEvent.click(consentBox()!);
    await fillGuarantor(step);
    await userEvent.click(step.save);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose the Aboki’s services' }),
    ).toBeInTheDocument();
    expect(step.router.state.location.pathname).toBe('/aboki/select-services');
    expect(step.router.state.location.search).toBe('?id=a1');
    expect(seenWithoutStream(world.api.seen).find(({ method }) => method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/v1/abokis/a1',
      authorization: 'Bearer real-token',
      body: {
        address: '12 Bompai Road',
        landmark: 'Behind the mosque',
        idType: 'NIN',
        idNumber: '12345678901',
        identityConsent: 'nin-check-2026-11',
        guarantor: {
          name: 'Aminu Sani',
          phoneNumber: '+2348051112222',
          relationship: 'Uncle',
          address: '3 Zoo Road, Kano',
        },
      },
    });
  });

  it('pre-fills a saved draft, keeps the ID on file when the number is left empty', async () => {
    signIn(AGENT);
    world.api.on('PATCH /api/v1/abokis/a1', ok({ aboki: readyAboki() }));
    const step = await openStep2(readyAboki());

    expect(step.address).toHaveValue('12 Bompai Road');
    expect(step.guarantorPhone).toHaveValue('8051112222');
    expect(step.idType).toHaveValue('NIN');
    expect(step.idNumber).toHaveValue('');
    expect(step.idNumber).toHaveAccessibleDescription('On file: *******8901. Leave empty to keep it.');
    // Nothing new is checked, so nothing is asked.
    expect(consentBox()).not.toBeInTheDocument();

    await userEvent.click(step.save);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose the Aboki’s services' }),
    ).toBeInTheDocument();
    const patch = seenWithoutStream(world.api.seen).find(({ method }) => method === 'PATCH');
    expect(patch?.body).toEqual({
      address: '12 Bompai Road',
      landmark: 'Behind the mosque',
      guarantor: readyAboki().guarantor,
    });
  });

  it('asks for the person’s consent before an ID number is sent, and sends its version with it', async () => {
    signIn(AGENT);
    world.api.on('PATCH /api/v1/abokis/a1', ok({ aboki: readyAboki() }));
    const step = await openStep2();

    await userEvent.type(step.address, '12 Bompai Road');
    await userEvent.selectOptions(step.idType, 'NIN');
    await userEvent.type(step.idNumber, '12345678901');
    await fillGuarantor(step);
    const consent = consentBox()!;
    expect(consent).not.toBeChecked();
    await userEvent.click(step.save);

    expect(await within(step.form).findByText(ABOKI_FIELD_MESSAGES.tickTheConsentBox)).toBeInTheDocument();
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveAccessibleDescription(ABOKI_FIELD_MESSAGES.tickTheConsentBox);
    expect(seenWithoutStream(world.api.seen).filter(({ method }) => method !== 'GET')).toEqual([]);

    await userEvent.click(consent);
    await userEvent.click(step.save);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose the Aboki’s services' }),
    ).toBeInTheDocument();
    const patch = seenWithoutStream(world.api.seen).find(({ method }) => method === 'PATCH');
    expect(patch?.body).toMatchObject({
      idType: 'NIN',
      idNumber: '12345678901',
      identityConsent: IDENTITY_CONSENT.version,
    });
  });

  it('asks again when a new number replaces the one on file, and shows the server’s consent error', async () => {
    signIn(AGENT);
    world.api.on(
      'PATCH /api/v1/abokis/a1',
      fail(400, ABOKI_FIELD_MESSAGES.tickTheConsentBox, 'VALIDATION_ERROR', {
        fields: { identityConsent: ABOKI_FIELD_MESSAGES.tickTheConsentBox },
      }),
    );
    const step = await openStep2(readyAboki());
    expect(consentBox()).not.toBeInTheDocument();

    await userEvent.type(step.idNumber, '10987654321');
    await userEvent.click(consentBox()!);
    await userEvent.click(step.save);

    // E.g. a page still showing an older consent: the server's word goes under the box.
    expect(await within(step.form).findByText(ABOKI_FIELD_MESSAGES.tickTheConsentBox)).toBeInTheDocument();
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
    const patch = seenWithoutStream(world.api.seen).find(({ method }) => method === 'PATCH');
    expect(patch?.body).toMatchObject({
      idType: 'NIN',
      idNumber: '10987654321',
      identityConsent: IDENTITY_CONSENT.version,
    });
  });

  it('puts the server’s nested field messages beside their fields', async () => {
    signIn(AGENT);
    world.api.on(
      'PATCH /api/v1/abokis/a1',
      fail(400, 'Enter a Nigerian mobile number', 'VALIDATION_ERROR', {
        fields: { 'guarantor.phoneNumber': 'Enter a Nigerian mobile number' },
      }),
    );
    const step = await openStep2();

    await userEvent.type(step.address, '12 Bompai Road');
    await userEvent.selectOptions(step.idType, 'NIN');
    await userEvent.type(step.idNumber, '12345678901');
    await userEvent.click(consentBox()!);
    await fillGuarantor(step);
    await userEvent.click(step.save);

    expect(await within(step.form).findByText('Enter a Nigerian mobile number')).toBeInTheDocument();
    expect(step.guarantorPhone).toHaveAttribute('aria-invalid', 'true');
    expect(step.router.state.location.pathname).toBe('/aboki/profile-details');
  });

  it('uploads a chosen photo at once, as its own bytes and type, and shows it', async () => {
    signIn(AGENT);
    world.api.on(
      'PUT /api/v1/abokis/a1/photo',
      ok({ aboki: draftAboki({ photoUrl: '/api/v1/photos/f00d.webp' }) }, 'Photo saved.'),
    );
    await openStep2();
    const input = await screen.findByLabelText('Add a photo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(input).toHaveAttribute('capture', 'environment');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'halima.jpg', {
      type: 'image/jpeg',
    });

    await userEvent.upload(input, photo);

    expect(await screen.findByText('Photo saved.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Halima' })).toHaveAttribute(
      'src',
      '/api/v1/photos/f00d.webp',
    );
    const fetchMock = globalThis.fetch as jest.MockedFunction<typeof fetch>;
    const upload = fetchMock.mock.calls.find(([url]) =>
      (url instanceof Request ? url.url : String(url)).endsWith('/photo'),
    );
    expect(upload?.[0]).toBe('/api/v1/abokis/a1/photo');
    expect(upload?.[1]).toMatchObject({
      method: 'PUT',
      body: photo,
      headers: { 'content-type': 'image/jpeg', authorization: 'Bearer real-token' },
    });
    expect(seenWithoutStream(world.api.seen).at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/v1/abokis/a1/photo',
    });
  });

  it('refuses a file that is not a JPEG, PNG or WebP without uploading, and shows a refused upload', async () => {
    signIn(AGENT);
    world.api.on(
      'PUT /api/v1/abokis/a1/photo',
      fail(400, 'This file is not a JPEG, PNG or WebP image', 'INVALID_IMAGE'),
    );
    await openStep2();
    const input = await screen.findByLabelText('Add a photo');

    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Choose a JPEG, PNG or WebP photo.')).toBeInTheDocument();
    expect(seenWithoutStream(world.api.seen).map(({ method }) => method)).toEqual(['GET']);

    await userEvent.upload(input, new File(['not really'], 'fake.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('This file is not a JPEG, PNG or WebP image')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before Back throws away typed details, and goes back when told to', async () => {
    signIn(AGENT);
    world.api.on('GET /api/v1/abokis/a1', ok({ aboki: draftAboki() }));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const step = await openStep2();

    await userEvent.type(step.address, '12 Bompai Road');
    await userEvent.click(within(step.form).getByRole('link', { name: 'Back' }));

    expect(confirm).toHaveBeenCalledWith('Go back without saving the changes on this step?');
    expect(await screen.findByRole('form', { name: 'The Aboki’s profile' })).toBeInTheDocument();
    expect(step.router.state.location.search).toBe('?id=a1');
    expect(seenWithoutStream(world.api.seen).filter(({ method }) => method !== 'GET')).toEqual([]);
  });
});
