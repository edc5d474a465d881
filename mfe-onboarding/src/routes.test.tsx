import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { RouteObject } from 'react-router-dom';
import { STORAGE_KEYS, authAtom, initialAuthState, type User } from 'shared';
import { ok, startFakeApi, type FakeApi } from '@aboki/test-kit/api-server';
import { eagerRoutePaths, expectPage, renderRoutes, routePaths } from '@aboki/test-kit/routes';
import { routes } from './routes.js';

/** mfe-onboarding's pages (spec §2): path, h1 and document title. */
const PAGES: [path: string, heading: string, title: string][] = [
  ['/select-services', 'How will you use Aboki?', 'Choose your role · Aboki'],
  ['/select-services/agent-profile', 'Create your agent profile', 'Create your agent profile · Aboki'],
  ['/select-services/agent-profile/details', 'Agent profile details', 'Agent profile details · Aboki'],
  ['/select-services/agent-profile/created', 'Agent profile created', 'Agent profile created · Aboki'],
  ['/select-services/user-profile', 'Create your user profile', 'Create your user profile · Aboki'],
  ['/select-services/user-profile/details', 'User profile details', 'User profile details · Aboki'],
  ['/select-services/user-profile/created', 'User profile created', 'User profile created · Aboki'],
  ['/profile/agent-profile', 'Your agent profile', 'Your agent profile · Aboki'],
  ['/profile/user-profile', 'Your profile', 'Your profile · Aboki'],
];

/** The shell's sign-in page stands in for mfe-auth's. */
const withSignIn: RouteObject[] = [...routes, { path: '/sign-in', element: <h1>Sign in (mfe-auth)</h1> }];

const USER: User = { id: 'u1', email: 'ada@example.com', name: 'Ada Obi', role: 'USER', hasProfile: false };

let apiServer: FakeApi;

beforeAll(async () => {
  apiServer = await startFakeApi();
});

afterAll(async () => {
  await apiServer.close();
});

beforeEach(() => {
  apiServer.reset();
  apiServer.routeFetch();
  apiServer.on('GET /api/v1/profile', ok({ user: USER, profile: null }));
  localStorage.clear();
  getDefaultStore().set(authAtom, { ...initialAuthState, isInitialized: true });
});

afterEach(() => {
  jest.restoreAllMocks();
});

function signIn() {
  localStorage.setItem(STORAGE_KEYS.token, 'real-token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(USER));
  getDefaultStore().set(authAtom, {
    ...initialAuthState,
    isInitialized: true,
    token: 'real-token',
    user: USER,
  });
}

describe('mfe-onboarding routes', () => {
  it('exposes exactly its own paths', () => {
    expect(routePaths(routes).sort()).toEqual([...PAGES.map(([path]) => path)].sort());
  });

  it('loads every page on demand', () => {
    expect(eagerRoutePaths(routes)).toEqual([]);
  });

  it.each(PAGES)('%s shows the h1 “%s” to a signed-in person', async (path, heading, title) => {
    signIn();
    renderRoutes(routes, path);

    await expectPage(heading, title);
    if (path.startsWith('/profile/')) {
      // The profile pages load the profile: let that finish inside the test.
      expect(await screen.findByText('You have not created a profile yet')).toBeInTheDocument();
    }
  });

  it.each(PAGES)('%s sends a visitor to /sign-in?next=<path>', async (path) => {
    const { router } = renderRoutes(withSignIn, path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in (mfe-auth)' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
    expect(apiServer.seen).toEqual([]);
  });
});
