import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { STORAGE_KEYS, authAtom, resetServiceCatalogue } from 'shared';
import { ok } from '@aboki/test-kit/api-server';
import { signIn, setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { CATALOGUE, renderShell } from '../test/render-shell.js';

const world = setUpPageTestWorld();

beforeEach(() => {
  resetServiceCatalogue();
  world.api.on('GET /api/v1/services', ok({ services: CATALOGUE, nextCursor: null }));
});

describe('the header’s account area', () => {
  it('shows the signed-in person’s name and signs them out: server told, storage cleared, home', async () => {
    signIn({ id: 'u1', email: 'ada@example.com', name: 'Ada Obi', role: 'USER', hasProfile: true });
    localStorage.setItem(STORAGE_KEYS.userPersistentName, 'Ada Obi');
    world.api.on('POST /api/v1/auth/logout', ok({}, 'Logged out successfully!'));
    const { router } = renderShell('/about');
    // The page itself, not the skeleton (same frame) shown while its chunk loads.
    await screen.findByRole('heading', { level: 1, name: 'About Aboki' });
    const header = within(screen.getAllByRole('banner')[0]!);

    expect(header.getByRole('link', { name: 'Your account: Ada Obi' })).toHaveAttribute(
      'href',
      '/profile/user-profile',
    );
    await userEvent.click(header.getByRole('button', { name: 'Sign out' }));

    expect(await header.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(router.state.location.pathname).toBe('/');
    expect(world.api.seen.filter(({ path }) => path.startsWith('/api/v1/auth'))).toEqual([
      { method: 'POST', path: '/api/v1/auth/logout', authorization: 'Bearer real-token', body: {} },
    ]);
    expect(getDefaultStore().get(authAtom)).toMatchObject({ token: null, user: null });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userPersistentName)).toBe('Ada Obi');
    expect(world.toasts).toEqual([
      { type: 'info', text: 'Logged out successfully!', autoClose: 1500, position: 'top-right' },
    ]);
    await screen.findByText('From ₦15,000'); // the home page has settled
  });

  it('updates at once when another app signs the person in', async () => {
    renderShell('/about');
    // The page itself, not the skeleton (same frame) shown while its chunk loads.
    await screen.findByRole('heading', { level: 1, name: 'About Aboki' });
    const header = within(screen.getAllByRole('banner')[0]!);
    expect(header.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();

    act(() => signIn({ id: 'u1', email: 'ada@example.com', name: 'Ada Obi', role: null, hasProfile: false }));

    expect(await header.findByRole('link', { name: 'Your account: Ada Obi' })).toHaveAttribute(
      'href',
      '/select-services',
    );
    expect(header.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it.each([
    ['a User', 'USER', 'My requests', '/manage-services-request', '/profile/user-profile'],
    ['an agent', 'AGENT', 'Dashboard', '/profile/agent-dashboard', '/profile/agent-profile'],
    ['someone without a role yet', null, 'Finish setting up', '/select-services', '/select-services'],
  ] as const)(
    'always offers %s their way back in the first row, and their profile in the menu',
    async (_who, role, label, home, profile) => {
      signIn({ id: 'u1', email: 'ada@example.com', name: 'Ada Obi', role, hasProfile: role !== null });
      renderShell('/about');
      await screen.findByRole('heading', { level: 1, name: 'About Aboki' });
      const header = within(screen.getAllByRole('banner')[0]!);

      expect(header.getByRole('link', { name: label })).toHaveAttribute('href', home);
      expect(header.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
      expect(header.getByRole('link', { name: 'Your account: Ada Obi', hidden: true })).toHaveAttribute(
        'href',
        profile,
      );
    },
  );

  it('opens and closes the menu with its button, and closes it when a page is chosen', async () => {
    const { router } = renderShell('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Aboki' });
    const header = within(screen.getAllByRole('banner')[0]!);
    const menu = header.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('site-menu')).not.toHaveAttribute('data-open');

    await userEvent.click(menu);
    expect(header.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('site-menu')).toHaveAttribute('data-open');

    await userEvent.click(header.getByRole('link', { name: 'Help' }));
    expect(router.state.location.pathname).toBe('/help');
    expect(await header.findByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
