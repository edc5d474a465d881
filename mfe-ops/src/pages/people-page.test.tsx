import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OPS_MESSAGES } from 'shared/schemas';
import { fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { settle } from '@aboki/test-kit/toasts';
import { callsOf, findHeading, openConsole, personSummary } from '../test/fixtures.js';

const world = setUpPageTestWorld();

const peopleCalls = () => callsOf(world.api.seen).filter((call) => call.startsWith('GET /api/v1/ops/people'));
const searchForm = () => screen.getByRole('search', { name: 'Find people' });
const field = () => within(searchForm()).getByLabelText('E-mail, phone or job reference');

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('finding people (issue 25)', () => {
  it('puts the search in the address, sends it as q and lists who matches, in words', async () => {
    world.api.on(
      'GET /api/v1/ops/people',
      ok({
        people: [
          personSummary(),
          personSummary({
            id: 'u-2',
            name: 'Ada Obi',
            email: 'ada@example.com',
            role: 'AGENT',
            suspendedAt: '2026-11-25T09:00:00.000Z',
          }),
          personSummary({
            id: 'u-3',
            name: 'New Person',
            email: 'new@example.com',
            role: null,
            phoneNumber: null,
          }),
        ],
      }),
    );
    const { router } = openConsole(world.api, '/ops/people');
    await findHeading('People');
    expect(peopleCalls()).toEqual([]);

    await userEvent.type(field(), ' 0803 111 2222 ');
    await userEvent.click(within(searchForm()).getByRole('button', { name: 'Search' }));

    const table = await screen.findByRole('table', { name: 'People' });
    expect(rowsOf(table)).toEqual([
      ['Ngozi Eze', 'ngozi@example.com', 'User', '+2348031112222', '—'],
      ['Ada Obi', 'ada@example.com', 'Agent', '+2348031112222', 'Suspended'],
      ['New Person', 'new@example.com', 'No role yet', '—', '—'],
    ]);
    expect(within(table).getByRole('link', { name: 'Ada Obi' })).toHaveAttribute('href', '/ops/people/u-2');
    expect(router.state.location.search).toBe('?q=0803+111+2222');
    expect(peopleCalls()).toEqual(['GET /api/v1/ops/people?q=0803+111+2222']);
    expect(field()).toHaveValue('0803 111 2222');
  });

  it('opens with the search of a link, e.g. a job reference', async () => {
    world.api.on('GET /api/v1/ops/people', ok({ people: [personSummary()] }));
    openConsole(world.api, '/ops/people?q=ABK-7KQ2M9');

    expect(await screen.findByRole('link', { name: 'Ngozi Eze' })).toHaveAttribute('href', '/ops/people/u-1');
    expect(field()).toHaveValue('ABK-7KQ2M9');
    expect(peopleCalls()).toEqual(['GET /api/v1/ops/people?q=ABK-7KQ2M9']);
  });

  it('says when nobody matches', async () => {
    world.api.on('GET /api/v1/ops/people', ok({ people: [] }));
    openConsole(world.api, '/ops/people?q=nobody%40example.com');

    expect(await screen.findByText('Nobody matches “nobody@example.com”.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('refuses a query under 3 characters under the field, without asking the API', async () => {
    openConsole(world.api, '/ops/people');
    await findHeading('People');

    await userEvent.type(field(), ' ab ');
    await userEvent.click(within(searchForm()).getByRole('button', { name: 'Search' }));

    expect(await within(searchForm()).findByText(OPS_MESSAGES.searchTooShort)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(peopleCalls()).toEqual([]);
  });

  it('puts the API’s field error on q under the field, with no toast and no results', async () => {
    world.api.on(
      'GET /api/v1/ops/people',
      fail(400, 'Check the form', 'VALIDATION_ERROR', { fields: { q: OPS_MESSAGES.searchTooShort } }),
    );
    openConsole(world.api, '/ops/people?q=ab');
    await findHeading('People');

    expect(await within(searchForm()).findByText(OPS_MESSAGES.searchTooShort)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await settle();
    expect(world.toasts).toEqual([]);
  });
});
