import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from 'shared';
import { OPS_MESSAGES } from 'shared/schemas';
import { fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { settle } from '@aboki/test-kit/toasts';
import {
  DASHBOARD,
  callsOf,
  findHeading,
  openConsole,
  postsOf,
  staff,
  totpRequired,
} from '../test/fixtures.js';

const world = setUpPageTestWorld();

const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  otpauthUrl: 'otpauth://totp/Aboki:tunde%40aboki.ng?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Aboki',
};

beforeEach(() => {
  world.api.on('GET /api/v1/ops/dashboard', ok({ dashboard: DASHBOARD }));
});

async function enterCode(code: string, button: string) {
  const form = screen.getByRole('form', { name: 'Authenticator code' });
  await userEvent.type(within(form).getByLabelText('6-digit code'), code);
  await userEvent.click(within(form).getByRole('button', { name: button }));
}

describe('the console’s gate (issue 25)', () => {
  it('shows a plain “not available” page to anyone who is not staff, and nothing of the console', async () => {
    openConsole(world.api, '/ops', null);

    expect(await findHeading('This page is not available')).toBeInTheDocument();
    expect(document.title).toBe('This page is not available · Aboki');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/authenticator|Operator/i);
    expect(callsOf(world.api.seen)).toEqual(['GET /api/v1/ops/me']);
    expect(world.api.seen[0]!.authorization).toBe('Bearer real-token');
    await settle();
    // The page says it; no error toast on top.
    expect(world.toasts).toEqual([]);
  });

  it('every console page passes the gate: a deep link is not available to non-staff either', async () => {
    openConsole(world.api, '/ops/abokis/ab-1', null);

    expect(await findHeading('This page is not available')).toBeInTheDocument();
    expect(callsOf(world.api.seen)).toEqual(['GET /api/v1/ops/me']);
  });

  it('unlocked: the dashboard, its four numbers with where to act, the nav and who is signed in', async () => {
    openConsole(world.api, '/ops', staff({ role: 'ADMIN' }));

    expect(await findHeading('Operator dashboard')).toBeInTheDocument();
    const numbers = await screen.findByRole('list', { name: 'At a glance' });
    const items = within(numbers).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '3Abokis waiting for review',
      '41Active but not yet verified',
      '2Suspended',
      '12Bookings today',
      '4Open disputes1 safety report',
      '1Refunds waiting for a second operator',
      '6Tickets waiting for an answer',
      '3 h 5 minMedian time to a first answer (last 30 days)',
      '1,240Text messages sent today',
      '₦7,440Text messages’ cost today',
    ]);
    expect(screen.getByRole('link', { name: 'Abokis waiting for review' })).toHaveAttribute(
      'href',
      '/ops/reviews',
    );
    expect(screen.getByRole('link', { name: 'Active but not yet verified' })).toHaveAttribute(
      'href',
      '/ops/reviews?queue=unverified',
    );
    expect(screen.getByRole('link', { name: 'Suspended' })).toHaveAttribute(
      'href',
      '/ops/audit?action=ABOKI_SUSPENDED',
    );
    expect(within(items[3]!).queryByRole('link')).not.toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/ops'],
      ['Reviews', '/ops/reviews'],
      ['Disputes', '/ops/disputes'],
      ['People', '/ops/people'],
      ['Tickets', '/ops/tickets'],
      ['Audit log', '/ops/audit'],
    ]);
    expect(screen.getByText('Signed in as tunde@aboki.ng (Admin)')).toBeInTheDocument();
    expect(callsOf(world.api.seen)).toEqual(['GET /api/v1/ops/me', 'GET /api/v1/ops/dashboard']);
  });

  it('locked: asks only for the code, checks it, and opens the page asked for', async () => {
    openConsole(world.api, '/ops', staff({ totp: 'LOCKED', unlockedUntil: null }));
    world.api.on('POST /api/v1/ops/totp/verify', ok({ staff: staff() }));

    expect(await findHeading('Enter the code from your authenticator app')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up authenticator app' })).not.toBeInTheDocument();

    // Not six digits: said at once, nothing sent.
    await enterCode('123', 'Open the console');
    expect(await screen.findByText(OPS_MESSAGES.enterCode)).toBeInTheDocument();
    expect(postsOf(world.api.seen)).toEqual([]);

    await userEvent.clear(screen.getByLabelText('6-digit code'));
    await enterCode('654321', 'Open the console');

    expect(await findHeading('Operator dashboard')).toBeInTheDocument();
    expect(postsOf(world.api.seen)).toEqual([['/api/v1/ops/totp/verify', { code: '654321' }]]);
    expect(await screen.findByText('Abokis waiting for review')).toBeInTheDocument();
    expect(callsOf(world.api.seen)).toEqual([
      'GET /api/v1/ops/me',
      'POST /api/v1/ops/totp/verify',
      'GET /api/v1/ops/dashboard',
    ]);
  });

  it('a wrong code is said under the field, and the next one still works', async () => {
    openConsole(world.api, '/ops/reviews', staff({ totp: 'LOCKED', unlockedUntil: null }));
    world.api.on('POST /api/v1/ops/totp/verify', ({ body }) =>
      (body as { code: string }).code === '111111'
        ? fail(422, 'Check the form', 'INVALID_TOTP', { fields: { code: OPS_MESSAGES.wrongCode } })
        : ok({ staff: staff() }),
    );
    world.api.on('GET /api/v1/ops/reviews', ok({ abokis: [], nextCursor: null }));

    await findHeading('Enter the code from your authenticator app');
    await enterCode('111111', 'Open the console');
    expect(await screen.findByText(OPS_MESSAGES.wrongCode)).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');

    await enterCode('222222', 'Open the console');
    expect(await findHeading('Reviews')).toBeInTheDocument();
    expect(postsOf(world.api.seen)).toEqual([
      ['/api/v1/ops/totp/verify', { code: '111111' }],
      ['/api/v1/ops/totp/verify', { code: '222222' }],
    ]);
  });

  it('too many tries: the API’s words, under the form', async () => {
    openConsole(world.api, '/ops', staff({ totp: 'LOCKED', unlockedUntil: null }));
    world.api.on(
      'POST /api/v1/ops/totp/verify',
      fail(429, 'Too many tries. Wait a minute and try again.', 'RATE_LIMITED'),
    );

    await findHeading('Enter the code from your authenticator app');
    await enterCode('123456', 'Open the console');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many tries. Wait a minute and try again.',
    );
  });

  it('not enrolled: explains, sets the app up, shows the key in groups of 4 and the link, then verifies', async () => {
    openConsole(world.api, '/ops', staff({ totp: 'NOT_ENROLLED', unlockedUntil: null }));
    world.api.on('POST /api/v1/ops/totp/enrol', ok({ enrolment: ENROLMENT }));
    world.api.on('POST /api/v1/ops/totp/verify', ok({ staff: staff() }));

    expect(await findHeading('Set up your authenticator app')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Staff must use an authenticator app such as Google Authenticator, Microsoft Authenticator or Aegis.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Set up authenticator app' }));

    const key = await screen.findByLabelText('Key for your authenticator app');
    expect(key).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(key.tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
      'href',
      ENROLMENT.otpauthUrl,
    );

    await enterCode('123456', 'Confirm and open the console');

    expect(await findHeading('Operator dashboard')).toBeInTheDocument();
    expect(postsOf(world.api.seen)).toEqual([
      ['/api/v1/ops/totp/enrol', undefined],
      ['/api/v1/ops/totp/verify', { code: '123456' }],
    ]);
  });

  it('set up already (409): says so and asks for the code instead', async () => {
    openConsole(world.api, '/ops', staff({ totp: 'NOT_ENROLLED', unlockedUntil: null }));
    world.api.on('POST /api/v1/ops/totp/enrol', fail(409, OPS_MESSAGES.alreadyEnrolled, 'CONFLICT'));

    await findHeading('Set up your authenticator app');
    await userEvent.click(screen.getByRole('button', { name: 'Set up authenticator app' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(OPS_MESSAGES.alreadyEnrolled);
    expect(screen.getByLabelText('6-digit code')).toBeInTheDocument();
  });

  it('a 401 TOTP_REQUIRED from any ops call sends the person back to the code, still signed in', async () => {
    openConsole(world.api, '/ops');
    world.api.on('GET /api/v1/ops/dashboard', totpRequired());
    world.api.on('POST /api/v1/ops/totp/verify', ok({ staff: staff() }));

    expect(await findHeading('Enter the code from your authenticator app')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('real-token');

    world.api.on('GET /api/v1/ops/dashboard', ok({ dashboard: DASHBOARD }));
    await enterCode('123456', 'Open the console');

    expect(await findHeading('Operator dashboard')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsOf(world.api.seen)).toEqual([
        'GET /api/v1/ops/me',
        'GET /api/v1/ops/dashboard',
        'POST /api/v1/ops/totp/verify',
        'GET /api/v1/ops/dashboard',
      ]),
    );
    expect(await screen.findByText('Bookings today')).toBeInTheDocument();
  });

  it('any other 401 signs out, as everywhere on the site', async () => {
    openConsole(world.api, '/ops');
    world.api.on('GET /api/v1/ops/dashboard', fail(401, 'Please sign in again.', 'UNAUTHORIZED'));

    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull());
  });
});
