import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHONE_MESSAGES } from 'shared/schemas';
import { fail, ok } from '@aboki/test-kit/api-server';
import { renderRoutes } from '@aboki/test-kit/routes';
import { ADA, signIn, setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { routes } from '../routes.js';
import { NOTIFICATION_SETTINGS, USER_PROFILE } from '../test/fixtures.js';

// Issue 27 on the profile page: an unverified number offers "Verify this number", which texts a
// code; the code's field and "Confirm" verify it; a new code waits for the API's minute.

const world = setUpPageTestWorld();

const USER = {
  ...ADA,
  role: 'USER' as const,
  hasProfile: true,
  phoneNumber: '+2348031234567',
  state: 'Lagos',
  lga: 'Ikeja',
};
const PROFILE = { ...USER_PROFILE, phoneVerified: false };
const SENT = { expiresAt: '2026-11-26T10:10:00.000Z', resendAfterSeconds: 60 };

async function openProfile(profile: object = PROFILE) {
  signIn(USER);
  world.api.on('GET /api/v1/profile', ok({ user: USER, profile }));
  world.api.on('GET /api/v1/me/notifications', ok(NOTIFICATION_SETTINGS));
  renderRoutes(routes, '/profile/user-profile');
  // The message preferences under the details load on their own: the page is whole once they are in.
  await screen.findByRole('group', { name: 'Your bookings' });
  return screen.getByRole('region', { name: 'Profile details' });
}

describe('verifying the phone number on the profile page', () => {
  it('texts a code, then verifies the number with it', async () => {
    world.api.on('POST /api/v1/profile/phone/code', ok(SENT, PHONE_MESSAGES.codeSent));
    world.api.on('POST /api/v1/profile/phone/verify', ok({ phoneVerified: true }, PHONE_MESSAGES.verified));
    const details = await openProfile();
    expect(within(details).getByText('+2348031234567')).toBeInTheDocument();

    await userEvent.click(within(details).getByRole('button', { name: 'Verify this number' }));
    const form = await screen.findByRole('form', { name: 'Verify your phone number' });
    expect(within(form).getByRole('status')).toHaveTextContent(
      'We texted a 6-digit code to +2348031234567. It lasts 10 minutes.',
    );
    const code = within(form).getByRole('textbox', { name: 'Code from the text message' });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // A new code only once the API's minute is over.
    expect(within(form).getByRole('button', { name: /^Send a new code in \d+:\d\d$/ })).toBeDisabled();

    await userEvent.type(code, '123 456');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm' }));

    expect(await within(details).findByText('+2348031234567 · Verified')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Verify your phone number' })).not.toBeInTheDocument();
    expect(world.api.seen.filter((request) => request.path.startsWith('/api/v1/profile/phone'))).toEqual([
      {
        method: 'POST',
        path: '/api/v1/profile/phone/code',
        authorization: 'Bearer real-token',
        body: undefined,
      },
      {
        method: 'POST',
        path: '/api/v1/profile/phone/verify',
        authorization: 'Bearer real-token',
        body: { otp: '123456' },
      },
    ]);
  });

  it('says in plain words when the code is wrong, and checks its shape before sending', async () => {
    world.api.on('POST /api/v1/profile/phone/code', ok(SENT));
    world.api.on('POST /api/v1/profile/phone/verify', fail(400, PHONE_MESSAGES.invalidCode, 'INVALID_OTP'));
    await openProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Verify this number' }));
    const form = await screen.findByRole('form', { name: 'Verify your phone number' });
    const code = within(form).getByRole('textbox', { name: 'Code from the text message' });

    await userEvent.type(code, '123');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByText(PHONE_MESSAGES.enterTheCode)).toBeInTheDocument();
    expect(world.api.seen.map(({ path }) => path)).not.toContain('/api/v1/profile/phone/verify');

    await userEvent.type(code, '456');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByText(PHONE_MESSAGES.invalidCode)).toBeInTheDocument();
    expect(screen.queryByText(/Verified/)).not.toBeInTheDocument();
  });

  it('shows why no code was sent, and waits as long as the API says', async () => {
    world.api.on('POST /api/v1/profile/phone/code', {
      ...fail(429, 'Please wait a minute before asking for another code.', 'RATE_LIMITED'),
      headers: { 'retry-after': '42' },
    });
    const details = await openProfile();
    const verify = within(details).getByRole('button', { name: 'Verify this number' });
    await userEvent.click(verify);
    expect(await within(details).findByRole('alert')).toHaveTextContent(
      'Please wait a minute before asking for another code.',
    );
    expect(verify).toBeDisabled();
  });

  it('shows a verified number as verified, with nothing to do', async () => {
    const details = await openProfile({ ...PROFILE, phoneVerified: true });
    expect(within(details).getByText('+2348031234567 · Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify this number' })).not.toBeInTheDocument();
  });

  it('asks nothing of the number where text messages are off', async () => {
    const details = await openProfile({ ...PROFILE, phoneVerified: null });
    expect(within(details).getByText('+2348031234567')).toBeInTheDocument();
    expect(screen.queryByText(/not verified yet/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify this number' })).not.toBeInTheDocument();
  });
});
