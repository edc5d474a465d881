import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { SUPPORT_MESSAGES, type TicketView } from 'shared/schemas';
import { fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { routes } from '../routes.js';
import { USER } from '../test/fixtures.js';

// Issue 25: a support conversation at /help/tickets/:id, for its owner signed in, or for a visitor
// through the e-mail's single-use link (#token=…).

const world = setUpPageTestWorld();

afterEach(async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
});

const TOKEN = 'tOkEn_0123456789abcdefghijklmnopqrstuvwxyzAB';

const thread = (change: Partial<TicketView> = {}): TicketView => ({
  id: 'tk-1',
  reference: 'T-7KQ2M9',
  kind: 'JOB_HELP',
  status: 'WAITING_ON_CUSTOMER',
  jobReference: 'ABK-7KQ2M9',
  createdAt: '2026-11-20T08:30:00.000Z',
  messages: [
    { id: '1', from: 'YOU', body: 'The Aboki has not come.', at: '2026-11-20T08:30:00.000Z' },
    { id: '3', from: 'SUPPORT', body: 'She is on her way.', at: '2026-11-20T09:00:00.000Z' },
  ],
  access: 'OWNER',
  ...change,
});

const withSignIn: RouteObject[] = [...routes, { path: '/sign-in', element: <h1>Sign in (mfe-auth)</h1> }];

const messagesShown = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('a support conversation (issue 25)', () => {
  it('shows its owner the thread in words and sends their message', async () => {
    world.api.on('GET /api/v1/tickets/tk-1', ok({ ticket: thread() }));
    world.api.on(
      'POST /api/v1/tickets/tk-1/replies',
      ok(
        {
          ticket: thread({
            status: 'OPEN',
            messages: [
              ...thread().messages,
              { id: '4', from: 'YOU', body: 'Thank you, she is here.', at: '2026-11-20T09:10:00.000Z' },
            ],
          }),
        },
        SUPPORT_MESSAGES.replySent,
      ),
    );
    signIn(USER);
    renderRoutes(routes, '/help/tickets/tk-1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help with request ABK-7KQ2M9' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Conversation T-7KQ2M9 · Aboki support has answered you')).toBeInTheDocument();
    expect(messagesShown()).toEqual([
      'You, Fri 20 Nov, 9:30 (Lagos time)The Aboki has not come.',
      'Aboki support, Fri 20 Nov, 10:00 (Lagos time)She is on her way.',
    ]);
    expect(document.body).not.toHaveTextContent(/WAITING_ON_CUSTOMER|JOB_HELP|SUPPORT\b/);

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(SUPPORT_MESSAGES.writeReply)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Your message'), 'Thank you, she is here.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    // In the thread once the server has it (the box keeps the words until then), and the box is emptied.
    expect(
      await within(screen.getByRole('list', { name: 'Messages' })).findByText('Thank you, she is here.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    expect(
      screen.getByText('Conversation T-7KQ2M9 · Waiting for Aboki support to answer'),
    ).toBeInTheDocument();
    const post = world.api.seen.find((request) => request.method === 'POST');
    expect(post).toMatchObject({
      path: '/api/v1/tickets/tk-1/replies',
      body: { body: 'Thank you, she is here.' },
      authorization: expect.stringMatching(/^Bearer /),
    });
  });

  it('sends a visitor without a link to sign in first', async () => {
    const { router } = renderRoutes(withSignIn, '/help/tickets/tk-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in (mfe-auth)' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/help/tickets/tk-1');
    expect(world.api.seen).toEqual([]);
  });

  it('lets a visitor with the e-mail’s link answer once, then says plainly the link is spent', async () => {
    world.api.on(
      'GET /api/v1/tickets/tk-1',
      ok({ ticket: thread({ kind: 'CONTACT', jobReference: null, access: 'LINK' }) }),
    );
    world.api.on(
      'POST /api/v1/tickets/tk-1/replies',
      ok({ ticket: thread({ kind: 'CONTACT', jobReference: null, access: 'LINK', status: 'OPEN' }) }),
    );
    renderRoutes(withSignIn, `/help/tickets/tk-1#token=${TOKEN}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your message to Aboki support' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This link from our e-mail works for one message.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Your message'), 'It was last Tuesday.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(
      await screen.findByText(
        'Your message was sent. This link has now been used: we will e-mail you a new one with our next answer.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    // The token never rides in the address the API sees; no session is sent.
    expect(world.api.seen.map(({ method, path, authorization }) => [method, path, authorization])).toEqual([
      ['GET', '/api/v1/tickets/tk-1', undefined],
      ['POST', '/api/v1/tickets/tk-1/replies', undefined],
    ]);
    expect(world.api.seen[1]!.body).toEqual({ body: 'It was last Tuesday.', token: TOKEN });
  });

  it('says in the API’s words when a link was already used', async () => {
    world.api.on('GET /api/v1/tickets/tk-1', fail(404, SUPPORT_MESSAGES.linkUsed, 'NOT_FOUND'));
    renderRoutes(routes, `/help/tickets/tk-1#token=${TOKEN}`);

    expect(await screen.findByText('This conversation is not available')).toBeInTheDocument();
    expect(screen.getByText(SUPPORT_MESSAGES.linkUsed)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument();
  });
});
