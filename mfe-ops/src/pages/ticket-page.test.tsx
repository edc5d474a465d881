import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OPS_TICKET_MESSAGES } from 'shared/schemas';
import { fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { findHeading, openConsole, postsOf } from '../test/fixtures.js';
import { opsTicket } from '../test/ticket-fixtures.js';

const world = setUpPageTestWorld();

const formNamed = (name: string) => screen.getByRole('form', { name });

describe('a ticket in the console (issue 25)', () => {
  it('shows the thread with internal notes set apart, and who it is from, in words', async () => {
    world.api.on('GET /api/v1/ops/tickets/tk-1', ok({ ticket: opsTicket() }));
    openConsole(world.api, '/ops/tickets/tk-1');

    await findHeading('T-7KQ2M9 · Help with job ABK-7KQ2M9');
    expect(screen.getByText('Waiting for us')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ngozi Eze' })).toHaveAttribute('href', '/ops/people/u-1');
    expect(screen.getByRole('link', { name: 'ABK-7KQ2M9' })).toHaveAttribute('href', '/ops/jobs/ABK-7KQ2M9');
    const thread = within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole('listitem');
    expect(thread.map((item) => item.textContent)).toEqual([
      'The person wrote · Ngozi Eze, Fri 20 Nov 2026, 9:30The Aboki has not come.',
      'Internal note · bola@aboki.ng, Fri 20 Nov 2026, 9:40Called the agent.',
    ]);
    expect(screen.getByText('Not answered yet')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/JOB_HELP|CUSTOMER|NOTE\b/);
  });

  it('sends a reply and shows the ticket as the API answers it; an empty reply is refused in the page', async () => {
    world.api.on('GET /api/v1/ops/tickets/tk-1', ok({ ticket: opsTicket() }));
    world.api.on(
      'POST /api/v1/ops/tickets/tk-1/replies',
      ok({
        ticket: opsTicket({
          status: 'WAITING_ON_CUSTOMER',
          firstAnsweredAt: '2026-11-20T09:00:00.000Z',
          messages: [
            ...opsTicket().messages,
            {
              id: '3',
              kind: 'STAFF',
              author: 'tunde@aboki.ng',
              body: 'She is on her way.',
              at: '2026-11-20T09:00:00.000Z',
            },
          ],
        }),
      }),
    );
    openConsole(world.api, '/ops/tickets/tk-1');
    await findHeading('T-7KQ2M9 · Help with job ABK-7KQ2M9');

    await userEvent.click(within(formNamed('Reply')).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(OPS_TICKET_MESSAGES.writeReply)).toBeInTheDocument();
    expect(postsOf(world.api.seen)).toEqual([]);

    await userEvent.type(within(formNamed('Reply')).getByLabelText('Your reply'), 'She is on her way.');
    await userEvent.click(within(formNamed('Reply')).getByRole('button', { name: 'Send reply' }));

    expect(
      await screen.findByText('Reply (e-mailed) · tunde@aboki.ng, Fri 20 Nov 2026, 10:00'),
    ).toBeInTheDocument();
    expect(screen.getByText('Waiting on the person')).toBeInTheDocument();
    expect(postsOf(world.api.seen)).toEqual([
      ['/api/v1/ops/tickets/tk-1/replies', { body: 'She is on her way.' }],
    ]);
  });

  it('adds a note, takes the ticket and resolves it; a refusal is said in the API’s words', async () => {
    world.api.on('GET /api/v1/ops/tickets/tk-1', ok({ ticket: opsTicket() }));
    world.api.on(
      'POST /api/v1/ops/tickets/tk-1/notes',
      fail(409, 'This ticket is already resolved.', 'CONFLICT'),
    );
    world.api.on(
      'POST /api/v1/ops/tickets/tk-1/assign',
      ok({ ticket: opsTicket({ owner: { id: 'staff-1', email: 'tunde@aboki.ng' } }) }),
    );
    world.api.on(
      'POST /api/v1/ops/tickets/tk-1/resolve',
      ok({
        ticket: opsTicket({
          status: 'RESOLVED',
          resolvedAt: '2026-11-20T10:00:00.000Z',
          owner: { id: 'staff-1', email: 'tunde@aboki.ng' },
        }),
      }),
    );
    openConsole(world.api, '/ops/tickets/tk-1');
    await findHeading('T-7KQ2M9 · Help with job ABK-7KQ2M9');

    await userEvent.type(
      within(formNamed('Internal note')).getByLabelText('Note for the team'),
      'Refund likely.',
    );
    await userEvent.click(within(formNamed('Internal note')).getByRole('button', { name: 'Add note' }));
    expect(
      await within(formNamed('Internal note')).findByText('This ticket is already resolved.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Take this ticket' }));
    expect(await screen.findByText('tunde@aboki.ng')).toBeInTheDocument();
    // It is Tunde's now: nothing left to take.
    expect(screen.queryByRole('button', { name: 'Take this ticket' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Resolved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    expect(postsOf(world.api.seen)).toEqual([
      ['/api/v1/ops/tickets/tk-1/notes', { body: 'Refund likely.' }],
      ['/api/v1/ops/tickets/tk-1/assign', {}],
      ['/api/v1/ops/tickets/tk-1/resolve', {}],
    ]);
  });
});
