import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { callsOf, findHeading, openConsole, queue } from '../test/fixtures.js';

const world = setUpPageTestWorld();

/** Each body row's cells (the name is the row's header), as text. */
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

describe('the review queues (issue 25)', () => {
  it('lists the waiting queue in words, each row linking to its review', async () => {
    world.api.on('GET /api/v1/ops/reviews', ok(queue()));
    openConsole(world.api, '/ops/reviews');

    await findHeading('Reviews');
    const table = await screen.findByRole('table', { name: 'Waiting for review' });
    expect(rowsOf(table)).toEqual([
      [
        'Musa B.',
        'Ikeja, Lagos',
        'Ada Obiada@example.com',
        'Fri 20 Nov 2026, 9:30',
        'Partly matches',
        'Not called yet',
      ],
      [
        'Chioma N.',
        'Gwagwalada, FCT',
        'Bola Adebola@example.com',
        'Fri 20 Nov 2026, 9:30',
        'No ID yet',
        'Confirmed',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Musa B.' })).toHaveAttribute('href', '/ops/abokis/ab-1');
    expect(screen.getByRole('link', { name: 'Waiting for review' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Active, not yet verified' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(document.body).not.toHaveTextContent(/PARTIAL|CONFIRMED|PENDING_REVIEW/);
    expect(callsOf(world.api.seen).at(-1)).toBe('GET /api/v1/ops/reviews?queue=waiting');
  });

  it('has a word for every ID check and guarantor outcome', async () => {
    const base = queue().abokis[0]!;
    const results = ['MATCH', 'NO_MATCH', 'PROVIDER_ERROR', 'NOT_CHECKED'] as const;
    const outcomes = ['REACHED', 'REFUSED', 'UNREACHABLE', 'CONFIRMED'] as const;
    world.api.on(
      'GET /api/v1/ops/reviews',
      ok(
        queue({
          abokis: results.map((identity, index) => ({
            ...base,
            abokiId: `ab-${index}`,
            displayName: `Aboki ${index}`,
            identity,
            guarantor: outcomes[index]!,
          })),
        }),
      ),
    );
    openConsole(world.api, '/ops/reviews');

    const table = await screen.findByRole('table', { name: 'Waiting for review' });
    expect(rowsOf(table).map((row) => row.slice(4))).toEqual([
      ['Matches', 'Reached'],
      ['Does not match', 'Refused'],
      ['Provider did not answer', 'Unreachable'],
      ['Not a NIN: check by hand', 'Confirmed'],
    ]);
  });

  it('switches queue through the address, and loads the other queue', async () => {
    world.api.on('GET /api/v1/ops/reviews', ({ path }) =>
      path.includes('queue=unverified')
        ? ok(queue({ abokis: [{ ...queue().abokis[1]!, status: 'ACTIVE', displayName: 'Old Timer' }] }))
        : ok(queue()),
    );
    const { router } = openConsole(world.api, '/ops/reviews');
    await screen.findByRole('table', { name: 'Waiting for review' });

    await userEvent.click(screen.getByRole('link', { name: 'Active, not yet verified' }));

    const table = await screen.findByRole('table', { name: 'Active, not yet verified' });
    expect(within(table).getByRole('link', { name: 'Old Timer' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?queue=unverified');
    expect(screen.getByRole('link', { name: 'Active, not yet verified' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(callsOf(world.api.seen).slice(1)).toEqual([
      'GET /api/v1/ops/reviews?queue=waiting',
      'GET /api/v1/ops/reviews?queue=unverified',
    ]);
  });

  it('loads more with the cursor, below what is shown', async () => {
    const [first, second] = queue().abokis;
    world.api.on('GET /api/v1/ops/reviews', ({ path }) =>
      path.includes('cursor=')
        ? ok({ abokis: [second], nextCursor: null })
        : ok({ abokis: [first], nextCursor: 'c-2' }),
    );
    openConsole(world.api, '/ops/reviews?queue=unverified');

    const table = await screen.findByRole('table', { name: 'Active, not yet verified' });
    expect(rowsOf(table)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await within(table).findByRole('link', { name: 'Chioma N.' })).toBeInTheDocument();
    expect(rowsOf(table).map((row) => row[0])).toEqual(['Musa B.', 'Chioma N.']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(callsOf(world.api.seen).at(-1)).toBe('GET /api/v1/ops/reviews?queue=unverified&cursor=c-2');
  });

  it('says when a queue is empty', async () => {
    world.api.on('GET /api/v1/ops/reviews', ok({ abokis: [], nextCursor: null }));
    openConsole(world.api, '/ops/reviews');

    expect(await screen.findByText('No Aboki is waiting for a review.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
