import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { disputeItem, disputeQueue } from '../test/dispute-fixtures.js';
import { callsOf, findHeading, openConsole } from '../test/fixtures.js';

const world = setUpPageTestWorld();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Each body row's cells (the reason is the row's header), as text. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      ...within(row)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);

describe('the disputes queue (issue 25)', () => {
  it('lists undecided disputes in the order the API sends, in words, each linking to its page', async () => {
    world.api.on(
      'GET /api/v1/ops/disputes',
      ok(
        disputeQueue({
          disputes: [
            disputeItem({ id: 'dp-2', reason: 'SAFETY', createdAt: minutesAgo(42), userName: 'Amina Bello' }),
            disputeItem({
              id: 'dp-3',
              reason: 'OVERCHARGED',
              status: 'AWAITING_APPROVAL',
              answered: true,
              createdAt: minutesAgo(185),
              jobReference: 'ABK-9PL3Q7',
            }),
            disputeItem({ createdAt: minutesAgo(3 * 24 * 60 + 5) }),
          ],
        }),
      ),
    );
    openConsole(world.api, '/ops/disputes');

    await findHeading('Disputes');
    const table = await screen.findByRole('table', { name: 'Disputes waiting for a decision' });
    const rows = rowsOf(table).map(([reason, job, user, aboki, , waiting, answered]) => [
      reason,
      job,
      user,
      aboki,
      waiting,
      answered,
    ]);
    expect(rows).toEqual([
      ['Safety Aboki paused', 'ABK-7KQ2M9', 'Amina Bello', 'Musa B.', '42 min', 'Not yet'],
      [
        'Charged more than agreedWaiting for a second operator',
        'ABK-9PL3Q7',
        'Ngozi Eze',
        'Musa B.',
        '3 h 5 min',
        'Yes',
      ],
      ['Damage', 'ABK-7KQ2M9', 'Ngozi Eze', 'Musa B.', '3 days', 'Not yet'],
    ]);
    expect(within(table).getByRole('link', { name: 'Safety' })).toHaveAttribute('href', '/ops/disputes/dp-2');
    expect(within(table).getByRole('link', { name: 'ABK-9PL3Q7' })).toHaveAttribute(
      'href',
      '/ops/jobs/ABK-9PL3Q7',
    );
    expect(screen.getByRole('navigation', { name: 'Console' })).toContainElement(
      screen.getByRole('link', { name: 'Disputes' }),
    );
  });

  it('loads the next page with the cursor when asked', async () => {
    world.api.on('GET /api/v1/ops/disputes', (request) =>
      request.path.includes('cursor=')
        ? ok({ disputes: [disputeItem({ id: 'dp-9', userName: 'Kemi Ade' })], nextCursor: null })
        : ok(disputeQueue({ nextCursor: 'c-2' })),
    );
    openConsole(world.api, '/ops/disputes');

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Kemi Ade')).toBeInTheDocument();
    expect(callsOf(world.api.seen)).toEqual([
      'GET /api/v1/ops/me',
      'GET /api/v1/ops/disputes',
      'GET /api/v1/ops/disputes?cursor=c-2',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when nothing is waiting', async () => {
    world.api.on('GET /api/v1/ops/disputes', ok({ disputes: [], nextCursor: null }));
    openConsole(world.api, '/ops/disputes');

    expect(await screen.findByText('No dispute is waiting for a decision.')).toBeInTheDocument();
  });
});
