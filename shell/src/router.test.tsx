import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { authAtom, initialAuthState, resetServiceCatalogue } from 'shared';
import { createRoutesLoader, type RemoteRuntime } from './remotes.js';
import { ROUTE_GROUPS } from './route-groups.js';
import { CATALOGUE, fakeRemoteRoutes, fakeRemotes, renderShell, respondWith } from './test/render-shell.js';
import { SPEC_ROUTES } from './test/spec-routes.js';

const SHELL_PAGES: Record<string, string> = {
  '/': 'Trusted help at home and with errands',
  '/about': 'About Aboki',
  '/services': 'Services and prices',
  '/contact': 'Contact us',
  '/help': 'Help centre',
};

beforeEach(() => {
  resetServiceCatalogue();
  respondWith(200, { success: true, data: { services: CATALOGUE, nextCursor: null } });
  fakeRemotes.mockClear();
  getDefaultStore().set(authAtom, { ...initialAuthState, isInitialized: true });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the shell route table', () => {
  it.each(SPEC_ROUTES)('%s is served by %s', async (path, owner) => {
    renderShell(path);

    const heading = owner === 'shell' ? SHELL_PAGES[path]! : `${owner} ${path}`;
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(fakeRemotes.mock.calls.map(([group]) => group.app)).toEqual(owner === 'shell' ? [] : [owner]);
    if (path === '/') await screen.findByText('From ₦15,000'); // the catalogue has arrived
  });

  it('loads each remote once, when a path of its group is first visited', async () => {
    const { router } = renderShell('/sign-in');
    await screen.findByRole('heading', { name: 'mfe-auth /sign-in' });

    await act(() => router.navigate('/reset-password/otp'));
    await act(() => router.navigate('/aboki'));
    await act(() => router.navigate('/profile/agent-profile'));
    await act(() => router.navigate('/sign-up'));

    expect(await screen.findByRole('heading', { name: 'mfe-auth /sign-up' })).toBeInTheDocument();
    expect(fakeRemotes.mock.calls.map(([group]) => group.app)).toEqual([
      'mfe-auth',
      'mfe-aboki',
      'mfe-onboarding',
    ]);
  });

  it('puts auth pages in the auth layout and the rest in the site layout', async () => {
    const { router } = renderShell('/sign-in');
    await screen.findByRole('heading', { name: 'mfe-auth /sign-in' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await act(() => router.navigate('/select-services'));
    await screen.findByRole('heading', { name: 'mfe-onboarding /select-services' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});

describe('not found', () => {
  it('shows the 404 page for unknown paths', async () => {
    renderShell('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Aboki');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(fakeRemotes).not.toHaveBeenCalled();
  });

  it('shows the 404 page for a path under a remote’s prefix that the remote does not have', async () => {
    renderShell('/sign-in/nope');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(fakeRemotes).toHaveBeenCalledTimes(1);
  });
});

describe('a remote that will not load', () => {
  function flakyRuntime({ tampered = false } = {}) {
    const state = { available: false, loads: 0 };
    const runtime: RemoteRuntime = {
      explainFailure: async () => (tampered ? 'integrity' : 'load-failed'),
      getRelease: async () => ({
        id: 'r-test',
        apps: Object.fromEntries(
          ROUTE_GROUPS.map((group) => [group.app, { version: '1', base: `/remotes/${group.app}/1/` }]),
        ),
      }),
      register: () => undefined,
      load: async (id) => {
        state.loads += 1;
        if (!state.available) throw new Error(`${id} is offline`);
        const group = ROUTE_GROUPS.find((candidate) => id === `${candidate.remote}/routes`)!;
        return { routes: fakeRemoteRoutes(group.app) };
      },
    };
    return { state, loadRoutes: createRoutesLoader(runtime, { sleep: async () => undefined }) };
  }

  it('shows its group’s error page inside the site, and “Try again” loads it', async () => {
    const { state, loadRoutes } = flakyRuntime();
    renderShell('/aboki/select-services', loadRoutes);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This part of Aboki did not load' }),
    ).toBeInTheDocument();
    expect(state.loads).toBe(3);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

    state.available = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'mfe-aboki /aboki/select-services' }),
    ).toBeInTheDocument();
    expect(state.loads).toBe(4);
  });

  it('says the part could not be verified, not that the connection failed, when its code was changed', async () => {
    const { loadRoutes } = flakyRuntime({ tampered: true });
    renderShell('/sign-in', loadRoutes);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not verify this part of Aboki' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'What reached your phone was not what Aboki published',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent(/connection/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('leaves the rest of the site working', async () => {
    const { loadRoutes } = flakyRuntime();
    renderShell('/select-aboki', loadRoutes);
    await screen.findByRole('heading', { name: 'This part of Aboki did not load' });

    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Help' }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
  });

  it('shows the group’s error page for a failing page too', async () => {
    const failingPage = async () => [
      {
        path: '/otp',
        loader: () => {
          throw new Error('boom');
        },
        element: <h1>never</h1>,
      },
    ];
    renderShell('/otp', failingPage);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong on this page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('scroll restoration', () => {
  it('scrolls to the top when the path changes, not when only the query does', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderShell('/help');
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollTo.mockClear();

    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Contact us' }));
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    await act(() => router.navigate('/contact?topic=payments'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});

describe('header', () => {
  it('offers Sign in when signed out, including with a placeholder token', async () => {
    getDefaultStore().set(authAtom, {
      ...initialAuthState,
      isInitialized: true,
      token: 'pending-verification',
      user: { id: 'u1', email: 'ada@example.com', name: 'Ada', role: null, hasProfile: false },
    });
    renderShell('/about');

    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('shows the signed-in agent’s name, linking to their profile, and their dashboard beside it', async () => {
    getDefaultStore().set(authAtom, {
      ...initialAuthState,
      isInitialized: true,
      token: 'real-token',
      user: { id: 'u1', email: 'ada@example.com', name: 'Ada Obi', role: 'AGENT', hasProfile: true },
    });
    renderShell('/about');

    const account = await screen.findByRole('link', { name: 'Your account: Ada Obi' });
    expect(account).toHaveTextContent('Ada Obi');
    expect(account).toHaveAttribute('href', '/profile/agent-profile');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/profile/agent-dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
