import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import type { RouteObject } from 'react-router-dom';
import { STORAGE_KEYS, authAtom, isAuthenticated } from 'shared';
import { fail, ok } from '@aboki/test-kit/api-server';
import { signIn, setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { routes } from '../routes.js';

const world = setUpPageTestWorld();

const elsewhere: RouteObject[] = [
  ...routes,
  { path: '/', element: <h1>Home (shell)</h1> },
  { path: '/select-services/*', element: <h1>Onboarding (mfe-onboarding)</h1> },
];
const ADA = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada Obi',
  role: 'USER',
  hasProfile: true,
  emailVerified: true,
  phoneNumber: '+2348031234567',
  state: 'Lagos',
  lga: 'Ikeja',
};

async function openSignIn(path = '/sign-in') {
  const view = renderRoutes(elsewhere, path);
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  return {
    ...view,
    email: screen.getByRole('textbox', { name: 'Email' }),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

async function fillIn(form: Awaited<ReturnType<typeof openSignIn>>) {
  await userEvent.type(form.email, 'ada@example.com');
  await userEvent.type(form.password, 'kola nut and palm wine');
  await userEvent.click(form.submit);
}

describe('sign in', () => {
  it('checks the fields inline and links to a password reset', async () => {
    const form = await openSignIn();

    await userEvent.click(form.submit);

    expect(form.email).toHaveAccessibleDescription('Enter a valid email address');
    expect(form.password).toHaveAccessibleDescription('Enter your password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
    expect(world.api.seen).toEqual([]);
  });

  it('signs in and returns to the page that asked (next)', async () => {
    world.api.on('POST /api/v1/auth/login', ok({ token: 'session-1', user: ADA }, 'Logged in successfully!'));
    const form = await openSignIn(
      `/sign-in?next=${encodeURIComponent('/select-services/user-profile/details')}`,
    );

    await fillIn(form);

    expect(await screen.findByRole('heading', { name: 'Onboarding (mfe-onboarding)' })).toBeInTheDocument();
    expect(form.router.state.location.pathname).toBe('/select-services/user-profile/details');
    expect(world.api.seen[0]).toMatchObject({
      path: '/api/v1/auth/login',
      body: { email: 'ada@example.com', password: 'kola nut and palm wine' },
    });
    expect(isAuthenticated(getDefaultStore().get(authAtom).token)).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.userPersistentName)).toBe('Ada Obi');
    expect(world.toasts).toEqual([
      { type: 'success', text: 'Logged in successfully!', autoClose: 2000, position: 'top-right' },
    ]);
  });

  it('never follows a next that leaves the site', async () => {
    world.api.on('POST /api/v1/auth/login', ok({ token: 'session-1', user: ADA }));
    const form = await openSignIn('/sign-in?next=//evil.example/steal');

    await fillIn(form);

    expect(await screen.findByRole('heading', { name: 'Home (shell)' })).toBeInTheDocument();
  });

  it('sends an unverified account to the code page for that email', async () => {
    world.api.on(
      'POST /api/v1/auth/login',
      fail(403, 'Please verify your email first. We have emailed you a new code.', 'EMAIL_NOT_VERIFIED'),
    );
    const form = await openSignIn();

    await fillIn(form);

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(world.toasts.map(({ type, text }) => [type, text])).toEqual([
      ['error', 'Please verify your email first. We have emailed you a new code.'],
    ]);
  });

  it('says what went wrong above the form, and clears what was stored', async () => {
    signIn();
    world.api.on('POST /api/v1/auth/login', fail(401, 'Incorrect email or password.', 'INVALID_CREDENTIALS'));
    const form = await openSignIn();

    await fillIn(form);

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(world.toasts.map(({ type, text, autoClose }) => [type, text, autoClose])).toEqual([
      ['error', 'Incorrect email or password.', 3000],
    ]);
  });

  it('welcomes back by the name kept across sign-out', async () => {
    localStorage.setItem(STORAGE_KEYS.userPersistentName, 'Ada Obi');
    await openSignIn();

    expect(
      screen.getByText('Welcome back, Ada Obi. Sign in with your email and password.'),
    ).toBeInTheDocument();

    // Someone else picked up the phone: the name goes, from the page and the device.
    await userEvent.click(screen.getByRole('button', { name: 'Forget this name on this phone' }));
    expect(screen.queryByText(/Ada Obi/)).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.userPersistentName)).toBeNull();
  });

  it('points an unfinished sign-up to its code', async () => {
    signIn(
      { id: 'u', email: 'new@example.com', name: 'New', role: null, hasProfile: false },
      'pending-verification',
    );
    await openSignIn();

    expect(screen.getByText('new@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter your code' })).toHaveAttribute('href', '/otp');
  });
});
