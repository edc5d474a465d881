import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OPS_MESSAGES } from 'shared/schemas';
import { ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { auditEntry, callsOf, findHeading, openConsole } from '../test/fixtures.js';

const world = setUpPageTestWorld();

const auditCalls = () => callsOf(world.api.seen).filter((call) => call.startsWith('GET /api/v1/ops/audit'));

describe('the audit log (issue 25)', () => {
  beforeEach(() => {
    world.api.on(
      'GET /api/v1/ops/audit',
      ok({
        entries: [
          auditEntry({
            id: 'au-2',
            action: 'ABOKI_APPROVED',
            reason: 'Checked the passport by hand',
            before: { status: 'PENDING_REVIEW' },
            after: { status: 'ACTIVE' },
          }),
          auditEntry({
            actor: 'cli',
            action: 'STAFF_GRANTED',
            targetType: 'user',
            targetId: 'u-9',
            after: null,
          }),
        ],
        nextCursor: null,
      }),
    );
  });

  it('shows who did what, when, to what, why and what changed, in words', async () => {
    openConsole(world.api, '/ops/audit');

    await findHeading('Audit log');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'Sat 21 Nov 2026, 10:05',
        'tunde@aboki.ng',
        'Aboki approved',
        'ab-1',
        'Checked the passport by hand',
        '{"status":"PENDING_REVIEW"} → {"status":"ACTIVE"}',
      ],
      ['Sat 21 Nov 2026, 10:05', 'Command line', 'Staff access granted', 'user u-9', '—', '— → —'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'ab-1' })).toHaveAttribute('href', '/ops/abokis/ab-1');
    expect(within(rows[1]!).getByRole('link', { name: 'user u-9' })).toHaveAttribute(
      'href',
      '/ops/people/u-9',
    );
    expect(auditCalls()).toEqual(['GET /api/v1/ops/audit']);
  });

  it('builds the query from the filters, and keeps them in the address', async () => {
    const { router } = openConsole(world.api, '/ops/audit');
    const filters = await screen.findByRole('form', { name: 'Filters' });

    await userEvent.selectOptions(within(filters).getByLabelText('Action'), 'Aboki suspended');
    await userEvent.type(within(filters).getByLabelText('Target id'), ' ab-7 ');
    await userEvent.type(within(filters).getByLabelText('Staff e-mail'), 'tunde@aboki.ng');
    await userEvent.selectOptions(within(filters).getByLabelText('Since'), 'Last 30 days');
    await userEvent.click(within(filters).getByRole('button', { name: 'Show' }));

    await screen.findByRole('table', { name: 'Audit log' });
    const expected = 'action=ABOKI_SUSPENDED&targetId=ab-7&actor=tunde%40aboki.ng&since=30d';
    expect(auditCalls()).toEqual(['GET /api/v1/ops/audit', `GET /api/v1/ops/audit?${expected}`]);
    expect(router.state.location.search).toBe(`?${expected}`);
  });

  it('takes a date for “since”, and refuses to send without one', async () => {
    openConsole(world.api, '/ops/audit');
    const filters = await screen.findByRole('form', { name: 'Filters' });

    await userEvent.selectOptions(within(filters).getByLabelText('Since'), 'From a date');
    await userEvent.click(within(filters).getByRole('button', { name: 'Show' }));
    expect(await within(filters).findByText(OPS_MESSAGES.badSince)).toBeInTheDocument();
    expect(auditCalls()).toEqual(['GET /api/v1/ops/audit']);

    await userEvent.type(within(filters).getByLabelText('From'), '2026-11-01');
    await userEvent.click(within(filters).getByRole('button', { name: 'Show' }));

    await screen.findByRole('table', { name: 'Audit log' });
    expect(auditCalls().at(-1)).toBe('GET /api/v1/ops/audit?since=2026-11-01');
  });

  it('opens with the filters of a link, e.g. the dashboard’s “Suspended”', async () => {
    openConsole(world.api, '/ops/audit?action=ABOKI_SUSPENDED');

    const filters = await screen.findByRole('form', { name: 'Filters' });
    expect(within(filters).getByLabelText('Action')).toHaveValue('ABOKI_SUSPENDED');
    await screen.findByRole('table', { name: 'Audit log' });
    expect(auditCalls()).toEqual(['GET /api/v1/ops/audit?action=ABOKI_SUSPENDED']);
  });

  it('loads more with the cursor and the same filters', async () => {
    world.api.on('GET /api/v1/ops/audit', ({ path }) =>
      path.includes('cursor=')
        ? ok({ entries: [auditEntry({ id: 'au-3', targetId: 'ab-3' })], nextCursor: null })
        : ok({ entries: [auditEntry()], nextCursor: 'c-9' }),
    );
    openConsole(world.api, '/ops/audit?since=7d');

    const table = await screen.findByRole('table', { name: 'Audit log' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await within(table).findByRole('link', { name: 'ab-3' })).toBeInTheDocument();
    expect(auditCalls()).toEqual([
      'GET /api/v1/ops/audit?since=7d',
      'GET /api/v1/ops/audit?since=7d&cursor=c-9',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
