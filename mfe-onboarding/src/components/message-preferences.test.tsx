import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_MESSAGES, type NotificationSettings } from 'shared/schemas';
import { fail, ok } from '@aboki/test-kit/api-server';
import { ADA, signIn, setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { NOTIFICATION_SETTINGS } from '../test/fixtures.js';
import { MessagePreferences } from './message-preferences.js';

// Issue 27's message preferences as a person uses them: a radio group per kind with its sentence,
// saved the moment it is chosen with a toast; put back with the server's words when refused.

const world = setUpPageTestWorld();

const SETTINGS = NOTIFICATION_SETTINGS;

async function open(settings: NotificationSettings = SETTINGS) {
  signIn({ ...ADA, role: 'USER', hasProfile: true });
  world.api.on('GET /api/v1/me/notifications', ok(settings));
  render(<MessagePreferences />);
  return screen.findByRole('group', { name: 'Your bookings' });
}

describe('message preferences', () => {
  it('shows each kind with its sentence and choices, and the line about codes and safety messages', async () => {
    const bookings = await open();
    expect(bookings).toHaveAccessibleDescription(
      'When your booking is accepted, started, completed or cancelled.',
    );
    expect(within(bookings).getByRole('radio', { name: 'Text message (SMS)' })).toBeChecked();
    expect(
      within(bookings)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['EMAIL', 'SMS', 'BOTH']);
    expect(screen.getByRole('group', { name: 'Payments' })).toBeInTheDocument();
    expect(
      screen.getByText('Codes and safety messages always come, whatever you choose here.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not verified yet/)).not.toBeInTheDocument();
  });

  it('saves a choice at once with its token and says so in a toast', async () => {
    world.api.on(
      'PUT /api/v1/me/notifications',
      ok(
        {
          ...SETTINGS,
          preferences: [{ kind: 'JOB_UPDATES', channel: 'BOTH', isDefault: false }, SETTINGS.preferences[1]],
        },
        NOTIFICATION_MESSAGES.saved,
      ),
    );
    const bookings = await open();
    await userEvent.click(within(bookings).getByRole('radio', { name: 'Both' }));

    await waitFor(() => expect(world.toasts).toHaveLength(1));
    expect(within(bookings).getByRole('radio', { name: 'Both' })).toBeChecked();
    expect(world.api.seen.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/v1/me/notifications',
      authorization: 'Bearer real-token',
      body: { kind: 'JOB_UPDATES', channel: 'BOTH' },
    });
    expect(world.toasts.map(({ type, text }) => ({ type, text }))).toEqual([
      { type: 'success', text: NOTIFICATION_MESSAGES.saved },
    ]);
  });

  it('says plainly that messages come by e-mail while the phone is not verified', async () => {
    await open({ ...SETTINGS, sms: { enabled: true, phoneVerified: false, available: false } });
    expect(
      screen.getByText(
        'Your phone number is not verified yet, so these messages come by e-mail until it is.',
      ),
    ).toBeInTheDocument();
  });

  it('puts the choice back and shows why when the server refuses it', async () => {
    world.api.on(
      'PUT /api/v1/me/notifications',
      fail(400, NOTIFICATION_MESSAGES.notYourKind, 'VALIDATION_ERROR'),
    );
    const bookings = await open();
    await userEvent.click(within(bookings).getByRole('radio', { name: 'E-mail' }));
    await waitFor(() => expect(world.toasts).toHaveLength(1));
    expect(within(bookings).getByRole('radio', { name: 'Text message (SMS)' })).toBeChecked();
    expect(world.toasts.map(({ type, text }) => ({ type, text }))).toEqual([
      { type: 'error', text: NOTIFICATION_MESSAGES.notYourKind },
    ]);
  });
});
