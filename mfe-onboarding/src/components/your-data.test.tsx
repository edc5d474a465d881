import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { STORAGE_KEYS } from 'shared';
import { fail, ok } from '@aboki/test-kit/api-server';
import { renderRoutes } from '@aboki/test-kit/routes';
import { routes } from '../routes.js';
import { NOTIFICATION_SETTINGS, USER_PROFILE } from '../test/fixtures.js';
import { ADA, signIn, setUpPageTestWorld } from '@aboki/test-kit/page-world';

const world = setUpPageTestWorld();

const USER = { ...ADA, role: 'USER' as const, hasProfile: true };
const PROFILE = USER_PROFILE;
const EXPORT = {
  exportedAt: '2026-11-25T12:00:00.000Z',
  format: 'aboki-data-export-v1',
  account: { email: 'ada@example.com', name: 'Ada Obi' },
  profile: { phoneNumber: '+2348031234567', address: '12 Allen Avenue' },
  jobs: [],
};
const withSignIn: RouteObject[] = [...routes, { path: '/sign-in', element: <h1>Sign in (mfe-auth)</h1> }];

/** The profile page, once the message preferences under it have loaded too. */
async function openProfile() {
  signIn(USER);
  world.api.on('GET /api/v1/profile', ok({ user: USER, profile: PROFILE }));
  world.api.on('GET /api/v1/me/notifications', ok(NOTIFICATION_SETTINGS));
  renderRoutes(withSignIn, '/profile/user-profile');
  await screen.findByRole('group', { name: 'Your bookings' });
}

describe('Your data, on the profile page', () => {
  it('downloads the export with the token and saves it as a JSON file', async () => {
    const saved: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:aboki-export';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toMatch(/^aboki-data-\d{4}-\d\d-\d\d\.json$/);
      expect(this.href).toBe('blob:aboki-export');
    });
    world.api.on('GET /api/v1/me/export', { status: 200, body: EXPORT });
    await openProfile();

    const section = await screen.findByRole('region', { name: 'Your data' });
    await userEvent.click(within(section).getByRole('button', { name: 'Download your data' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(world.api.seen.find((request) => request.path === '/api/v1/me/export')).toEqual({
      method: 'GET',
      path: '/api/v1/me/export',
      authorization: 'Bearer real-token',
      body: undefined,
    });
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(saved[0]!);
    });
    expect(JSON.parse(text)).toEqual(EXPORT);
  });

  it('says so when the download is refused', async () => {
    world.api.on(
      'GET /api/v1/me/export',
      fail(
        429,
        'You have downloaded your data 5 times in the last hour. Please try again later.',
        'RATE_LIMITED',
      ),
    );
    await openProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Download your data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('5 times in the last hour');
  });

  it('deletes the account only after the confirmation and the password, then signs out', async () => {
    world.api.on('DELETE /api/v1/me', ok({}, 'Your account has been deleted.'));
    world.api.on('POST /api/v1/auth/logout', fail(401, 'Your session has ended.', 'UNAUTHENTICATED'));
    await openProfile();
    window.sessionStorage.setItem('aboki_booking_draft', '{"address":"12 Allen Avenue"}');

    await userEvent.click(await screen.findByRole('button', { name: 'Delete your account' }));
    const form = screen.getByRole('form', { name: 'Delete your account' });
    // What goes, what stays and why, before anything is sent.
    expect(form).toHaveTextContent('your name, e-mail, phone number and address');
    expect(form).toHaveTextContent('for 6 years, because Nigerian tax and accounting law requires it');
    expect(world.api.seen.some((request) => request.method === 'DELETE')).toBe(false);

    await userEvent.click(within(form).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(form).findByText('Enter your password')).toBeInTheDocument();
    expect(world.api.seen.some((request) => request.method === 'DELETE')).toBe(false);

    await userEvent.type(within(form).getByLabelText('Your password'), 'kola nut under the mango tree');
    await userEvent.click(within(form).getByRole('button', { name: 'Delete my account for good' }));

    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull());
    expect(world.api.seen.find((request) => request.method === 'DELETE')).toEqual({
      method: 'DELETE',
      path: '/api/v1/me',
      authorization: 'Bearer real-token',
      body: { password: 'kola nut under the mango tree', confirm: true },
    });
    expect(window.sessionStorage.getItem('aboki_booking_draft')).toBeNull();
    await waitFor(() =>
      expect(world.toasts.map(({ text }) => text)).toContain(
        'Your account has been deleted and you have been signed out. We have sent a confirmation to your e-mail.',
      ),
    );
  });

  it("shows the server's word on a wrong password or an open job, and keeps the account signed in", async () => {
    world.api.on('DELETE /api/v1/me', (request) =>
      (request.body as { password: string }).password === 'wrong one'
        ? fail(400, 'That password is not right.', 'VALIDATION_ERROR', {
            fields: { password: 'That password is not right. Enter the password you sign in with.' },
          })
        : fail(409, 'Your account cannot be deleted while a job is still open.', 'CONFLICT'),
    );
    await openProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete your account' }));
    const form = screen.getByRole('form', { name: 'Delete your account' });
    const password = within(form).getByLabelText('Your password');
    await userEvent.type(password, 'wrong one');
    await userEvent.click(within(form).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(form).findByText(/That password is not right. Enter/)).toBeInTheDocument();

    await userEvent.clear(password);
    await userEvent.type(password, 'the right one');
    await userEvent.click(within(form).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(form).findByText(/while a job is still open/)).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('real-token');

    await userEvent.click(within(form).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('form', { name: 'Delete your account' })).not.toBeInTheDocument();
  });
});
