import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import type { RouteObject } from 'react-router-dom';
import { STORAGE_KEYS, authAtom, isAuthenticated } from 'shared';
import { fail, ok } from '@aboki/test-kit/api-server';
import { signIn, setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { routes } from '../routes.js';

const world = setUpPageTestWorld();

afterEach(() => {
  jest.useRealTimers();
});

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

  it('asks for the emailed code after many wrong passwords, and signs in with the password and the code', async () => {
    const CODE_ASKED =
      'Many wrong passwords have been tried for this account, so signing in now also needs a code from your email. If the password is right, we have emailed you a 6-digit sign-in code: enter it with your password. It lasts 10 minutes.';
    world.api.on('POST /api/v1/auth/login', (request) =>
      (request.body as { code?: string }).code === '123456'
        ? ok({ token: 'session-1', user: ADA }, 'Logged in successfully!')
        : fail(401, CODE_ASKED, 'SIGN_IN_CODE_REQUIRED'),
    );
    const form = await openSignIn();

    await fillIn(form);

    // The server's words, and a field for the code, with the password still in its field.
    expect(await screen.findByRole('status')).toHaveTextContent(CODE_ASKED);
    const code = screen.getByRole('textbox', { name: 'Sign-in code from the email' });
    expect(code).toHaveFocus();
    expect(form.password).toHaveValue('kola nut and palm wine');
    expect(screen.getByRole('button', { name: 'Resend code in 1:00' })).toBeDisabled();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();

    // Without the code, the form says so and asks nothing of the server.
    await userEvent.click(form.submit);
    expect(code).toHaveAccessibleDescription('Enter the 6-digit code from the email');
    expect(world.api.seen).toHaveLength(1);

    await userEvent.type(code, '123 456');
    await userEvent.click(form.submit);

    expect(await screen.findByRole('heading', { name: 'Home (shell)' })).toBeInTheDocument();
    expect(world.api.seen.map((request) => request.body)).toEqual([
      { email: 'ada@example.com', password: 'kola nut and palm wine' },
      { email: 'ada@example.com', password: 'kola nut and palm wine', code: '123456' },
    ]);
    expect(isAuthenticated(getDefaultStore().get(authAtom).token)).toBe(true);
  });

  it('says when the password or the code is wrong, keeping the code step', async () => {
    world.api.on('POST /api/v1/auth/login', (request) =>
      (request.body as { code?: string }).code
        ? fail(
            401,
            'Incorrect password or sign-in code. Check the latest sign-in email from us, or ask for a new code.',
            'INVALID_CREDENTIALS',
          )
        : fail(401, 'We need the code from your email too.', 'SIGN_IN_CODE_REQUIRED'),
    );
    const form = await openSignIn();
    await fillIn(form);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Sign-in code from the email' }),
      '654321',
    );
    await userEvent.click(form.submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Incorrect password or sign-in code. Check the latest sign-in email from us, or ask for a new code.',
    );
    expect(screen.getByRole('textbox', { name: 'Sign-in code from the email' })).toBeInTheDocument();
  });

  it('sends a new sign-in code by asking again with the password, once a minute', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z'), advanceTimers: true });
    world.api.on(
      'POST /api/v1/auth/login',
      fail(401, 'We need the code from your email too.', 'SIGN_IN_CODE_REQUIRED'),
    );
    const form = await openSignIn();
    await fillIn(form);
    expect(await screen.findByRole('button', { name: 'Resend code in 1:00' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(61_000));
    jest.useRealTimers();
    // The countdown's last tick may render a moment later on a busy machine.
    await userEvent.click(await screen.findByRole('button', { name: 'Resend code' }));

    expect(await screen.findByRole('button', { name: 'Resend code in 1:00' })).toBeDisabled();
    expect(world.api.seen.map((request) => request.body)).toEqual([
      { email: 'ada@example.com', password: 'kola nut and palm wine' },
      { email: 'ada@example.com', password: 'kola nut and palm wine' },
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
