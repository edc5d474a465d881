import { act, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { STORAGE_KEYS, authAtom, initialAuthState } from 'shared';
import { RequireAuth, homePathFor, safeNextPath, signInPath } from './require-auth.js';

function renderGuarded(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/sign-in', element: <h1>Sign in</h1> },
      { element: <RequireAuth />, children: [{ path: '/select-services/*', element: <h1>Private</h1> }] },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const user = { id: 'u1', email: 'ada@example.com', name: 'Ada', role: null, hasProfile: false };

beforeEach(() => {
  localStorage.clear();
  getDefaultStore().set(authAtom, { ...initialAuthState, isInitialized: true });
});

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /sign-in?next=<path>, keeping the query', async () => {
    const router = renderGuarded('/select-services/user-profile/details?from=home');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/select-services/user-profile/details?from=home',
    );
  });

  it.each(['pending-verification', 'email-verified'])(
    'treats the placeholder %s as signed out',
    async (token) => {
      getDefaultStore().set(authAtom, { ...initialAuthState, isInitialized: true, token, user });
      renderGuarded('/select-services');

      expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    },
  );

  it('shows the page to a signed-in person, and sends them off when they sign out', async () => {
    getDefaultStore().set(authAtom, { ...initialAuthState, isInitialized: true, token: 'real', user });
    renderGuarded('/select-services');
    expect(await screen.findByRole('heading', { name: 'Private' })).toBeInTheDocument();

    act(() => getDefaultStore().set(authAtom, { ...initialAuthState, isInitialized: true }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('initialises from storage when nothing has yet', async () => {
    getDefaultStore().set(authAtom, initialAuthState);
    localStorage.setItem(STORAGE_KEYS.token, 'stored-token');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    renderGuarded('/select-services');

    expect(await screen.findByRole('heading', { name: 'Private' })).toBeInTheDocument();
    expect(getDefaultStore().get(authAtom)).toMatchObject({ token: 'stored-token', isInitialized: true });
  });
});

describe('where to go', () => {
  it('follows only paths on this site', () => {
    expect(safeNextPath('/profile/user-profile?tab=1')).toBe('/profile/user-profile?tab=1');
    expect(safeNextPath('//evil.example/x')).toBeNull();
    expect(safeNextPath('/\\evil.example')).toBeNull();
    expect(safeNextPath('https://evil.example')).toBeNull();
    expect(safeNextPath(null)).toBeNull();
    expect(signInPath('/a b?c=1')).toBe('/sign-in?next=%2Fa+b%3Fc%3D1');
  });

  it('leads to the next step not yet done', () => {
    expect(homePathFor(user)).toBe('/select-services');
    expect(homePathFor({ ...user, role: 'USER' })).toBe('/select-services/user-profile');
    expect(homePathFor({ ...user, role: 'AGENT' })).toBe('/select-services/agent-profile');
    expect(homePathFor({ ...user, role: 'AGENT', hasProfile: true })).toBe('/profile/agent-dashboard');
    expect(homePathFor({ ...user, role: 'USER', hasProfile: true })).toBe('/');
  });
});
