import { jest } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { RouteObject } from 'react-router-dom';
import { STORAGE_KEYS, authAtom, initialAuthState, type User } from 'shared';
import { ok, startFakeApi, type FakeApi } from '@aboki/test-kit/api-server';
import { eagerRoutePaths, expectPage, renderRoutes, routePaths } from '@aboki/test-kit/routes';
import { routes } from './routes.js';
import { agentMoney, dashboard } from './test/fixtures.js';

/** mfe-aboki's pages (spec §2): path, h1 and document title. */
const PAGES: [path: string, heading: string, title: string][] = [
  ['/aboki', 'Onboard an Aboki', 'Onboard an Aboki · Aboki'],
  ['/aboki/profile-details', 'Aboki profile details', 'Aboki profile details · Aboki'],
  ['/aboki/select-services', 'Choose the Aboki’s services', 'Choose the Aboki’s services · Aboki'],
  ['/aboki/services-available', 'Set the Aboki’s availability', 'Set the Aboki’s availability · Aboki'],
  ['/aboki/services-success', 'Aboki ready for requests', 'Aboki ready for requests · Aboki'],
  ['/profile/agent-dashboard', 'Agent dashboard', 'Agent dashboard · Aboki'],
  ['/profile/agent-dashboard/money', 'Money and payouts', 'Money and payouts · Aboki'],
];

/** The shell's and mfe-onboarding's pages stand in for theirs. */
const withOthers: RouteObject[] = [
  ...routes,
  { path: '/sign-in', element: <h1>Sign in (mfe-auth)</h1> },
  { path: '/select-services', element: <h1>Choose your role (mfe-onboarding)</h1> },
  { path: '/select-services/agent-profile', element: <h1>Create your agent profile (mfe-onboarding)</h1> },
];

const AGENT: User = { id: 'u1', email: 'ada@example.com', name: 'Ada Obi', role: 'AGENT', hasProfile: true };

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
  apiServer.on('GET /api/v1/agent/dashboard', ok(dashboard({ abokis: [] })));
  apiServer.on('GET /api/v1/agent/money', ok(agentMoney()));
  localStorage.clear();
  getDefaultStore().set(authAtom, { ...initialAuthState, isInitialized: true });
});

afterEach(() => {
  jest.restoreAllMocks();
});

function signIn(user: User) {
  localStorage.setItem(STORAGE_KEYS.token, 'real-token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  getDefaultStore().set(authAtom, { ...initialAuthState, isInitialized: true, token: 'real-token', user });
}

describe('mfe-aboki routes', () => {
  it('exposes exactly its own paths', () => {
    expect(routePaths(routes).sort()).toEqual([...PAGES.map(([path]) => path)].sort());
  });

  it('loads every page on demand', () => {
    expect(eagerRoutePaths(routes)).toEqual([]);
  });

  it('keeps the photo and week-grid code out of every static import: only their steps load them', () => {
    const src = dirname(fileURLToPath(import.meta.url));
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.includes('.test.'),
    );
    const staticImports = files.flatMap((file) =>
      [...readFileSync(join(src, file), 'utf8').matchAll(/^import [^;]*? from '([^']+)';/gms)].map(
        ([, target]) => `${file} → ${target}`,
      ),
    );
    expect(staticImports.length).toBeGreaterThan(20);
    expect(staticImports.filter((line) => /→ .*(photo-picker|availability-form)/.test(line))).toEqual([]);
  });

  it.each(PAGES)('%s shows the h1 “%s” to an agent with a profile', async (path, heading, title) => {
    signIn(AGENT);
    renderRoutes(routes, path);

    await expectPage(heading, title);
    if (path === '/profile/agent-dashboard') {
      // The dashboard loads the list: let that finish inside the test.
      expect(await screen.findByRole('heading', { level: 2, name: 'No Abokis yet' })).toBeInTheDocument();
    }
    if (path === '/profile/agent-dashboard/money') {
      // The page loads the money: let that finish inside the test.
      expect(await screen.findByRole('heading', { level: 2, name: 'Bank account' })).toBeInTheDocument();
    }
  });

  it.each(PAGES)('%s sends a visitor to /sign-in?next=<path>', async (path) => {
    const { router } = renderRoutes(withOthers, `${path}?id=a1`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in (mfe-auth)' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(`${path}?id=a1`);
    expect(apiServer.seen).toEqual([]);
  });

  it.each(PAGES)('%s tells a USER it is for agents, with a link home', async (path) => {
    signIn({ ...AGENT, role: 'USER' });
    renderRoutes(withOthers, path);

    await expectPage('This page is for agents', 'This page is for agents · Aboki');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(apiServer.seen).toEqual([]);
  });

  it('sends an agent without a profile to create it, and someone without a role to choose one', async () => {
    signIn({ ...AGENT, hasProfile: false });
    const first = renderRoutes(withOthers, '/aboki');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your agent profile (mfe-onboarding)' }),
    ).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/select-services/agent-profile');
    first.unmount();

    signIn({ ...AGENT, role: null, hasProfile: false });
    const second = renderRoutes(withOthers, '/profile/agent-dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your role (mfe-onboarding)' }),
    ).toBeInTheDocument();
    expect(second.router.state.location.pathname).toBe('/select-services');
    expect(apiServer.seen).toEqual([]);
  });
});
