import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUPPORT_MESSAGES } from 'shared/schemas';
import { ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { routes } from '../routes.js';
import { USER, job } from '../test/fixtures.js';

// Issue 25: "Get help with this job" on every job's page opens a support ticket about it.

const world = setUpPageTestWorld();

afterEach(async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
});

const REFERENCE = 'ABK-7KQ2M9';

beforeEach(() => {
  world.api.on(`GET /api/v1/jobs/${REFERENCE}`, ok({ job: job() }));
  world.api.on(`GET /api/v1/jobs/${REFERENCE}/events`, ok({ events: [] }));
  world.api.on(
    `GET /api/v1/jobs/${REFERENCE}/dispute`,
    ok({ dispute: null, canReport: false, reportDueAt: null }),
  );
});

describe('get help with this request', () => {
  it('opens a small form, checks the message as the API does, and links the conversation', async () => {
    world.api.on(
      `POST /api/v1/jobs/${REFERENCE}/help`,
      ok({ ticket: { id: 'tk-9', reference: 'T-4MQ7ZX' } }, SUPPORT_MESSAGES.helpOpened, 201),
    );
    signIn(USER);
    renderRoutes(routes, `/manage-services-request/job/${REFERENCE}`);

    const section = (await screen.findByRole('heading', { level: 2, name: 'Get help with this request' }))
      .parentElement!;
    await userEvent.click(within(section).getByRole('button', { name: 'Ask Aboki support' }));
    await userEvent.type(within(section).getByLabelText('What do you need help with?'), 'Help');
    await userEvent.click(within(section).getByRole('button', { name: 'Send to Aboki support' }));
    expect(await within(section).findByText(SUPPORT_MESSAGES.describeHelp)).toBeInTheDocument();
    expect(world.api.seen.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.type(
      within(section).getByLabelText('What do you need help with?'),
      ' me: the Aboki is late.',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Send to Aboki support' }));

    expect(
      await within(section).findByText(
        'Sent. Aboki support will answer you on the conversation page and by e-mail.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See the conversation T-4MQ7ZX' })).toHaveAttribute(
      'href',
      '/help/tickets/tk-9',
    );
    expect(world.api.seen.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({
        path: `/api/v1/jobs/${REFERENCE}/help`,
        body: { message: 'Help me: the Aboki is late.' },
      }),
    ]);
  });
});
