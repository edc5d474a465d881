import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from 'shared';
import { fail, ok } from '@aboki/test-kit/api-server';
import { signIn, setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { routes } from '../routes.js';

const world = setUpPageTestWorld();

describe('password reset', () => {
  it('goes email → code → new password → done, keeping the reset token out of the URL', async () => {
    signIn();
    world.api.on(
      'POST /api/v1/auth/forgot-password',
      ok({}, 'If an account uses that email, we sent a code.'),
    );
    world.api.on('POST /api/v1/auth/reset-password/verify-otp', ok({ resetToken: 'reset-token-1' }));
    world.api.on('POST /api/v1/auth/reset-password', ok({}, 'Your password has been changed.'));
    const { router } = renderRoutes(routes, '/reset-password');

    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter your reset code' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code in 1:00' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: '6-digit code' }), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    const password = screen.getByLabelText('New password');
    const again = screen.getByLabelText('Type it again');
    await userEvent.type(password, 'a brand new pass phrase');
    await userEvent.type(again, 'a brand new pass phrase!');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();

    await userEvent.clear(again);
    await userEvent.type(again, 'a brand new pass phrase');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(world.api.seen.map(({ path, body }) => [path, body])).toEqual([
      ['/api/v1/auth/forgot-password', { email: 'ada@example.com' }],
      ['/api/v1/auth/reset-password/verify-otp', { email: 'ada@example.com', otp: '654321' }],
      ['/api/v1/auth/reset-password', { resetToken: 'reset-token-1', password: 'a brand new pass phrase' }],
    ]);
    // Every session was revoked, this browser's too.
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(world.toasts.map(({ type, text }) => [type, text])).toEqual([
      ['info', 'If an account uses that email, we sent a code.'],
      ['success', 'Your password has been changed.'],
    ]);
  });

  it('shows a wrong code and a refused password beside their fields', async () => {
    world.api.on(
      'POST /api/v1/auth/reset-password/verify-otp',
      fail(400, 'That code is wrong or has expired.', 'INVALID_OTP'),
    );
    renderRoutes(routes, {
      entries: [{ pathname: '/reset-password/otp', state: { email: 'ada@example.com' } }],
      index: 0,
    });

    const code = await screen.findByRole('textbox', { name: '6-digit code' });
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('That code is wrong or has expired.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the API’s reason for refusing the new password', async () => {
    world.api.on(
      'POST /api/v1/auth/reset-password',
      fail(400, 'This password is one of the most common passwords.', 'WEAK_PASSWORD', {
        fields: { password: 'This password is one of the most common passwords.' },
      }),
    );
    renderRoutes(routes, {
      entries: [{ pathname: '/reset-password/submit', state: { resetToken: 'r' } }],
      index: 0,
    });

    await userEvent.type(await screen.findByLabelText('New password'), 'password123');
    await userEvent.type(screen.getByLabelText('Type it again'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByText('This password is one of the most common passwords.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['/reset-password/otp', 'Enter your reset code'],
    ['/reset-password/submit', 'Choose a new password'],
  ])('%s opened on its own asks to start again', async (path, heading) => {
    renderRoutes(routes, path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new code' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });
});
