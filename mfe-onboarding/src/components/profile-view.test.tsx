import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import type { RouteObject } from 'react-router-dom';
import { STORAGE_KEYS, authAtom } from 'shared';
import { fail, ok } from '@aboki/test-kit/api-server';
import { renderRoutes } from '@aboki/test-kit/routes';
import { routes } from '../routes.js';
import { NOTIFICATION_SETTINGS } from '../test/fixtures.js';
import { ADA, signIn, setUpPageTestWorld } from '@aboki/test-kit/page-world';

const world = setUpPageTestWorld();
// The message preferences under the details load on their own (message-preferences.test.tsx).
beforeEach(() => world.api.on('GET /api/v1/me/notifications', ok(NOTIFICATION_SETTINGS)));

const AGENT = {
  ...ADA,
  role: 'AGENT' as const,
  hasProfile: true,
  phoneNumber: '+2348031234567',
  state: 'Lagos',
  lga: 'Ikeja',
};
const PROFILE = {
  type: 'AGENT',
  phoneNumber: '+2348031234567',
  state: 'Lagos',
  lga: 'Ikeja',
  address: '12 Allen Avenue',
  landmark: null,
  businessName: 'Ada Helpers',
  idType: 'NIN',
  idNumberLast4: '8901',
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

const withSignIn: RouteObject[] = [...routes, { path: '/sign-in', element: <h1>Sign in (mfe-auth)</h1> }];

describe('profile page', () => {
  it('shows the profile as the server has it', async () => {
    signIn(AGENT);
    world.api.on('GET /api/v1/profile', ok({ user: AGENT, profile: PROFILE }));
    renderRoutes(routes, '/profile/agent-profile');

    const details = await screen.findByRole('region', { name: 'Profile details' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your agent profile' })).toBeInTheDocument();
    expect(screen.getByText('Ada Obi · ada@example.com')).toBeInTheDocument();
    const pairs = within(details)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Phone', '+2348031234567'],
      ['State', 'Lagos'],
      ['LGA', 'Ikeja'],
      ['Address', '12 Allen Avenue'],
      ['Landmark', '—'],
      ['Business name', 'Ada Helpers'],
      ['ID', 'National Identification Number (NIN) ending 8901'],
    ]);
    expect(world.api.seen.filter((request) => request.path === '/api/v1/profile')).toEqual([
      { method: 'GET', path: '/api/v1/profile', authorization: 'Bearer real-token', body: undefined },
    ]);
  });

  it('sends a User straight to the search in their own area; an agent is not offered it', async () => {
    const user = { ...AGENT, role: 'USER' as const, state: 'Lagos', lga: 'Surulere' };
    signIn(user);
    world.api.on('GET /api/v1/profile', ok({ user, profile: { ...PROFILE, type: 'USER', lga: 'Surulere' } }));
    const first = renderRoutes(routes, '/profile/user-profile');
    expect(await screen.findByRole('link', { name: 'Find help near you' })).toHaveAttribute(
      'href',
      '/select-aboki?state=Lagos&lga=Surulere',
    );
    first.unmount();

    signIn(AGENT);
    world.api.on('GET /api/v1/profile', ok({ user: AGENT, profile: PROFILE }));
    renderRoutes(routes, '/profile/agent-profile');
    await screen.findByRole('region', { name: 'Profile details' });
    expect(screen.queryByRole('link', { name: 'Find help near you' })).not.toBeInTheDocument();
  });

  it('edits with PATCH: the state and LGA together, the ID only when a new number is typed', async () => {
    signIn(AGENT);
    world.api.on('GET /api/v1/profile', ok({ user: AGENT, profile: PROFILE }));
    world.api.on('PATCH /api/v1/profile', (request) => {
      const body = request.body as Record<string, unknown>;
      return ok(
        { user: { ...AGENT, state: body.state, lga: body.lga }, profile: { ...PROFILE, ...body } },
        'Profile updated successfully!',
      );
    });
    renderRoutes(routes, '/profile/agent-profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));

    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveValue('8031234567');
    expect(screen.getByRole('combobox', { name: 'ID type (optional)' })).toHaveValue('NIN');
    expect(screen.getByRole('textbox', { name: 'ID number (optional)' })).toHaveValue('');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Abia');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Local government area (LGA)' }),
      'Aba North',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('region', { name: 'Profile details' })).toHaveTextContent('Aba North');
    expect(world.api.seen.find((request) => request.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/v1/profile',
      authorization: 'Bearer real-token',
      body: {
        phoneNumber: '+2348031234567',
        state: 'Abia',
        lga: 'Aba North',
        address: '12 Allen Avenue',
        landmark: null,
        businessName: 'Ada Helpers',
      },
    });
    expect(getDefaultStore().get(authAtom).user).toMatchObject({ state: 'Abia', lga: 'Aba North' });
    expect(world.toasts.map(({ type, text, autoClose }) => [type, text, autoClose])).toEqual([
      ['success', 'Profile updated successfully!', 2000],
    ]);
  });

  it('offers to create a profile when there is none yet', async () => {
    signIn();
    world.api.on('GET /api/v1/profile', ok({ user: ADA, profile: null }));
    renderRoutes(routes, '/profile/user-profile');

    expect(await screen.findByRole('link', { name: 'Create your profile' })).toHaveAttribute(
      'href',
      '/select-services/user-profile',
    );
  });

  it('signs out here when the server no longer knows the token, and asks to sign in again', async () => {
    signIn();
    world.api.on(
      'GET /api/v1/profile',
      fail(401, 'Your session has ended. Please sign in again.', 'UNAUTHENTICATED'),
    );
    const { router } = renderRoutes(withSignIn, '/profile/user-profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in (mfe-auth)' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/profile/user-profile')}`);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(world.toasts.map(({ text }) => text)).toEqual(['Your session has ended. Please sign in again.']);
  });

  it('explains a failure and tries again', async () => {
    signIn();
    world.api.on('GET /api/v1/profile', { status: 503 });
    renderRoutes(routes, '/profile/user-profile');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your profile');
    world.api.on('GET /api/v1/profile', ok({ user: ADA, profile: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('You have not created a profile yet')).toBeInTheDocument();
  });
});
