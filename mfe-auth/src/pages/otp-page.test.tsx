import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { STORAGE_KEYS } from 'shared';
import { fail, ok } from '@aboki/test-kit/api-server';
import { signIn, setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { routes } from '../routes.js';

const world = setUpPageTestWorld();

const withOnboarding: RouteObject[] = [
  ...routes,
  { path: '/select-services', element: <h1>Choose your role (mfe-onboarding)</h1> },
  { path: '/profile/user-profile', element: <h1>Your profile (mfe-onboarding)</h1> },
];
const PENDING = { id: 'u-9', email: 'ada@example.com', name: 'Ada Obi', role: null, hasProfile: false };

afterEach(() => {
  jest.useRealTimers();
});

async function openOtp(state?: object) {
  const view = renderRoutes(withOnboarding, { entries: [{ pathname: '/otp', state }], index: 0 });
  await screen.findByRole('heading', { level: 1, name: 'Confirm your email' });
  return { ...view, code: screen.getByRole('textbox', { name: '6-digit code' }) };
}

describe('the email code page', () => {
  it('says where the code went, and asks for it with the number pad', async () => {
    signIn(PENDING, 'pending-verification');
    const { code } = await openOtp();

    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  });

  it('verifies, signs in and goes on to choose a role', async () => {
    signIn(PENDING, 'pending-verification');
    world.api.on(
      'POST /api/v1/auth/verify-otp',
      ok(
        { token: 'session-token', user: { ...PENDING, emailVerified: true } },
        'Email verified. Welcome to Aboki!',
      ),
    );
    const { code, router } = await openOtp();

    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm email' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your role (mfe-onboarding)' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/select-services');
    expect(world.api.seen[0]).toMatchObject({ body: { email: 'ada@example.com', otp: '123456' } });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('session-token');
  });

  it('goes back where the person was headed when sign-in sent them here', async () => {
    world.api.on('POST /api/v1/auth/verify-otp', ok({ token: 't', user: { ...PENDING, role: 'USER' } }));
    const { code, router } = await openOtp({ email: 'ada@example.com', next: '/profile/user-profile' });

    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm email' }));

    expect(await screen.findByRole('heading', { name: 'Your profile (mfe-onboarding)' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/user-profile');
  });

  it('shows a wrong code’s message beside the field, and checks the code’s shape first', async () => {
    signIn(PENDING, 'pending-verification');
    world.api.on(
      'POST /api/v1/auth/verify-otp',
      fail(400, 'That code is wrong or has expired.', 'INVALID_OTP'),
    );
    const { code } = await openOtp();

    await userEvent.type(code, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByText('Enter the 6-digit code from the email')).toBeInTheDocument();
    expect(world.api.seen).toEqual([]);

    await userEvent.type(code, '456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByText('That code is wrong or has expired.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('pending-verification');
  });

  it('asks for the email when it does not know it', async () => {
    await openOtp();

    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('lets a new code be asked for once a minute, counting down', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    signIn(PENDING, 'pending-verification');
    await openOtp();

    const wait = screen.getByRole('button', { name: 'Resend code in 1:00' });
    expect(wait).toBeDisabled();
    act(() => jest.advanceTimersByTime(15_000));
    expect(screen.getByRole('button', { name: 'Resend code in 0:45' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(45_000));
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();

    jest.useRealTimers();
    world.api.on(
      'POST /api/v1/auth/send-otp',
      ok({}, 'If that email has an account waiting, we sent a new code.'),
    );
    await userEvent.click(resend);

    expect(await screen.findByRole('button', { name: 'Resend code in 1:00' })).toBeDisabled();
    expect(world.api.seen).toEqual([
      {
        method: 'POST',
        path: '/api/v1/auth/send-otp',
        authorization: undefined,
        body: { email: 'ada@example.com' },
      },
    ]);
    expect(world.toasts.map(({ type, text }) => [type, text])).toEqual([
      ['info', 'If that email has an account waiting, we sent a new code.'],
    ]);
  });

  it('waits as long as the server says after a 429', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    signIn(PENDING, 'pending-verification');
    await openOtp();
    act(() => jest.advanceTimersByTime(60_000));
    jest.useRealTimers();
    world.api.on('POST /api/v1/auth/send-otp', {
      ...fail(429, 'You have asked for several codes. Please wait before asking again.', 'RATE_LIMITED'),
      headers: { 'retry-after': '754' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));

    expect(await screen.findByRole('button', { name: 'Resend code in 12:34' })).toBeDisabled();
    expect(world.toasts.map(({ type, text, autoClose }) => [type, text, autoClose])).toEqual([
      ['error', 'You have asked for several codes. Please wait before asking again.', 3000],
    ]);
  });
});
