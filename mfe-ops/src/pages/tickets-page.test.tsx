import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OPS_TICKET_MESSAGES } from 'shared/schemas';
import { ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { callsOf, findHeading, openConsole } from '../test/fixtures.js';
import { ticketQueue } from '../test/ticket-fixtures.js';

const world = setUpPageTestWorld();

const ticketCalls = () =>
  callsOf(world.api.seen).filter((call) => call.startsWith('GET /api/v1/ops/tickets'));
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the tickets queue (issue 25)', () => {
  it('lists the tickets waiting for us in words, oldest first as the API sends them, each opening its ticket', async () => {
    world.api.on('GET /api/v1/ops/tickets', ok(ticketQueue()));
    openConsole(world.api, '/ops/tickets');

    await findHeading('Support tickets');
    const table = await screen.findByRole('table', { name: 'Waiting for us' });
    expect(rowsOf(table)).toEqual([
      [
        'T-7KQ2M9',
        'Ngozi Ezengozi@example.com',
        'Contact formContact form: Ngozi Eze',
        'Fri 20 Nov 2026, 9:30',
        'Nobody yet',
      ],
      [
        'T-2HX4P1',
        'Ada Obiada@example.com',
        'Help with a jobHelp with job ABK-7KQ2M9',
        'Fri 20 Nov 2026, 9:30',
        'tunde@aboki.ng',
      ],
    ]);
    expect(within(table).getByRole('link', { name: 'T-7KQ2M9' })).toHaveAttribute(
      'href',
      '/ops/tickets/tk-1',
    );
    expect(screen.getByRole('link', { name: 'Waiting for us' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: 'Console' })).toHaveTextContent('Tickets');
    expect(document.body).not.toHaveTextContent(/JOB_HELP|CONTACT\b|OPEN\b/);
    expect(ticketCalls()).toEqual(['GET /api/v1/ops/tickets?status=OPEN']);
  });

  it('switches queue, searches through every status, and loads more with the cursor', async () => {
    world.api.on('GET /api/v1/ops/tickets', ({ path }) => {
      if (path.includes('cursor=')) return ok(ticketQueue({ tickets: [ticketQueue().tickets[1]!] }));
      if (path.includes('q='))
        return ok(ticketQueue({ tickets: [ticketQueue().tickets[0]!], nextCursor: 'c-2' }));
      return ok(ticketQueue({ tickets: [] }));
    });
    const { router } = openConsole(world.api, '/ops/tickets');
    expect(await screen.findByText('No ticket is waiting for an answer.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Resolved' }));
    expect(await screen.findByText('No ticket is resolved yet.')).toBeInTheDocument();

    const field = screen.getByLabelText('Ticket or job reference, e-mail or phone');
    await userEvent.type(field, 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(OPS_TICKET_MESSAGES.searchTooShort)).toBeInTheDocument();

    await userEvent.type(field, 'c@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Tickets matching “abc@example.com”' });
    expect(router.state.location.search).toBe('?q=abc%40example.com');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByRole('link', { name: 'T-2HX4P1' })).toBeInTheDocument();
    expect(ticketCalls()).toEqual([
      'GET /api/v1/ops/tickets?status=OPEN',
      'GET /api/v1/ops/tickets?status=RESOLVED',
      'GET /api/v1/ops/tickets?q=abc%40example.com',
      'GET /api/v1/ops/tickets?q=abc%40example.com&cursor=c-2',
    ]);
  });
});
