import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OPS_MESSAGES, type OpsPerson } from 'shared/schemas';
import { fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { settle } from '@aboki/test-kit/toasts';
import { auditEntry, findHeading, openConsole, person, personJob, postsOf } from '../test/fixtures.js';

const world = setUpPageTestWorld();

async function openPerson(shown: OpsPerson = person()) {
  world.api.on(`GET /api/v1/ops/people/${shown.id}`, ok({ person: shown }));
  openConsole(world.api, `/ops/people/${shown.id}`);
  await findHeading(shown.name);
}

const section = (name: string) => screen.getByRole('region', { name });
const form = (name: string) => screen.getByRole('form', { name });

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const SUSPENDED = {
  suspendedAt: '2026-11-26T09:00:00.000Z',
  suspensionReason: 'Threatened an Aboki on a job',
} as const;

describe('a person’s page (issue 25)', () => {
  it('shows the account, its jobs in words, its Abokis and its history', async () => {
    await openPerson(
      person({
        role: 'AGENT',
        businessName: 'Eze Helpers',
        staffRole: 'OPERATOR',
        openJobs: [personJob(), personJob({ reference: 'ABK-9', status: 'SOMETHING_NEW', part: 'AGENT' })],
        abokis: [
          { id: 'ab-1', displayName: 'Musa B.', status: 'ACTIVE' },
          { id: 'ab-2', displayName: 'Chioma N.', status: 'PENDING_REVIEW' },
        ],
        history: [auditEntry({ action: 'PERSON_REINSTATED', targetType: 'user', targetId: 'u-1' })],
      }),
    );

    expect(document.title).toBe('Account of Ngozi Eze · Aboki');
    const account = section('The account');
    expect(account).toHaveTextContent('ngozi@example.com');
    expect(account).toHaveTextContent('RoleAgent');
    expect(account).toHaveTextContent('Ikeja, Lagos');
    expect(account).toHaveTextContent('Eze Helpers');
    expect(account).toHaveTextContent('JoinedMon 2 Mar 2026');
    expect(account).toHaveTextContent('StaffOperator');
    expect(within(account).getByRole('link', { name: '+2348031112222' })).toHaveAttribute(
      'href',
      'tel:+2348031112222',
    );
    expect(screen.queryByRole('note', { name: 'Suspended' })).not.toBeInTheDocument();

    expect(rowsOf(within(section('Open jobs')).getByRole('table', { name: 'Open jobs' }))).toEqual([
      [
        'ABK-7KQ2M9',
        'Accepted',
        'Booked it',
        'House cleaning',
        'Musa B.',
        'Sat 28 Nov 2026, 10:00',
        '₦15,000',
      ],
      [
        'ABK-9',
        'SOMETHING_NEW',
        'Their Aboki’s job',
        'House cleaning',
        'Musa B.',
        'Sat 28 Nov 2026, 10:00',
        '₦15,000',
      ],
    ]);
    expect(rowsOf(within(section('Recent jobs')).getByRole('table', { name: 'Recent jobs' }))).toEqual([
      [
        'ABK-2HX4P1',
        'Completed',
        'Booked it',
        'House cleaning',
        'Musa B.',
        'Tue 10 Nov 2026, 15:30',
        '₦15,000',
      ],
    ]);

    // Each reference opens the job's page.
    expect(within(section('Open jobs')).getByRole('link', { name: 'ABK-7KQ2M9' })).toHaveAttribute(
      'href',
      '/ops/jobs/ABK-7KQ2M9',
    );
    expect(within(section('Recent jobs')).getByRole('link', { name: 'ABK-2HX4P1' })).toHaveAttribute(
      'href',
      '/ops/jobs/ABK-2HX4P1',
    );

    const abokis = within(section('Their Abokis')).getByRole('list', { name: 'Their Abokis' });
    expect(
      within(abokis)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Musa B. · Taking bookings', 'Chioma N. · Waiting for review']);
    expect(within(abokis).getByRole('link', { name: 'Chioma N.' })).toHaveAttribute(
      'href',
      '/ops/abokis/ab-2',
    );

    const history = within(section('History')).getByRole('table', { name: 'History' });
    expect(history).toHaveTextContent('Account reinstated');
    expect(within(history).getByRole('link', { name: 'user u-1' })).toHaveAttribute(
      'href',
      '/ops/people/u-1',
    );
  });

  it('says plainly when and why the account is suspended, and offers only to reinstate', async () => {
    await openPerson(person(SUSPENDED));

    expect(screen.getByRole('note', { name: 'Suspended' })).toHaveTextContent(
      'Suspended since Thu 26 Nov 2026, 10:00: Threatened an Aboki on a job',
    );
    expect(within(section('Open jobs to handle')).getByRole('table')).toHaveTextContent('ABK-7KQ2M9');
    expect(screen.queryByRole('form', { name: 'Suspend this account' })).not.toBeInTheDocument();
    expect(form('Reinstate this account')).toBeInTheDocument();
  });

  it('suspends with the reason written, then shows the open jobs to handle first', async () => {
    await openPerson();
    world.api.on('POST /api/v1/ops/people/u-1/suspend', ok({ person: person(SUSPENDED) }));
    const suspend = form('Suspend this account');
    expect(
      within(suspend).getByText(
        'They are signed out everywhere at once and cannot sign in; they read this reason. Their open jobs stay as they are: handle them below.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Open jobs to handle' })).not.toBeInTheDocument();

    await userEvent.type(within(suspend).getByLabelText('Why you suspend this account'), 'Too short');
    await userEvent.click(within(suspend).getByRole('button', { name: 'Suspend this account' }));
    expect(await within(suspend).findByText(OPS_MESSAGES.writeReason)).toBeInTheDocument();
    expect(postsOf(world.api.seen)).toEqual([]);

    await userEvent.clear(within(suspend).getByLabelText('Why you suspend this account'));
    await userEvent.type(
      within(suspend).getByLabelText('Why you suspend this account'),
      '  Threatened an Aboki on a job ',
    );
    await userEvent.click(within(suspend).getByRole('button', { name: 'Suspend this account' }));

    const toHandle = await screen.findByRole('region', { name: 'Open jobs to handle' });
    expect(postsOf(world.api.seen)).toEqual([
      ['/api/v1/ops/people/u-1/suspend', { reason: 'Threatened an Aboki on a job' }],
    ]);
    expect(rowsOf(within(toHandle).getByRole('table', { name: 'Open jobs to handle' }))).toEqual([
      [
        'ABK-7KQ2M9',
        'Accepted',
        'Booked it',
        'House cleaning',
        'Musa B.',
        'Sat 28 Nov 2026, 10:00',
        '₦15,000',
      ],
    ]);
    expect(within(toHandle).getByRole('heading', { name: 'Open jobs to handle' })).toHaveFocus();
    // The jobs to handle come before everything else about the account.
    expect(
      toHandle.compareDocumentPosition(section('The account')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole('note', { name: 'Suspended' })).toHaveTextContent('Suspended since');
    expect(form('Reinstate this account')).toBeInTheDocument();
    await settle();
    expect(world.toasts).toEqual([
      expect.objectContaining({
        type: 'success',
        text: 'Suspended: they are signed out and cannot sign in.',
      }),
    ]);
  });

  it('reinstates with a reason', async () => {
    await openPerson(person(SUSPENDED));
    world.api.on('POST /api/v1/ops/people/u-1/reinstate', ok({ person: person() }));
    const reinstate = form('Reinstate this account');

    await userEvent.type(
      within(reinstate).getByLabelText('Why you reinstate this account'),
      'Spoke to them, the Aboki withdrew the complaint',
    );
    await userEvent.click(within(reinstate).getByRole('button', { name: 'Reinstate this account' }));

    expect(await screen.findByRole('form', { name: 'Suspend this account' })).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Suspended' })).not.toBeInTheDocument();
    expect(postsOf(world.api.seen)).toEqual([
      ['/api/v1/ops/people/u-1/reinstate', { reason: 'Spoke to them, the Aboki withdrew the complaint' }],
    ]);
    await settle();
    expect(world.toasts.map((toast) => toast.text)).toEqual(['Reinstated: they can sign in again.']);
  });

  it('shows a 409 in the API’s words under the form, and the page as it was', async () => {
    await openPerson();
    world.api.on('POST /api/v1/ops/people/u-1/suspend', fail(409, OPS_MESSAGES.alreadySuspended, 'CONFLICT'));
    const suspend = form('Suspend this account');

    await userEvent.type(
      within(suspend).getByLabelText('Why you suspend this account'),
      'Threatened an Aboki on a job',
    );
    await userEvent.click(within(suspend).getByRole('button', { name: 'Suspend this account' }));

    expect(await within(suspend).findByRole('alert')).toHaveTextContent(OPS_MESSAGES.alreadySuspended);
    expect(screen.queryByRole('note', { name: 'Suspended' })).not.toBeInTheDocument();
    await waitFor(() => expect(postsOf(world.api.seen)).toHaveLength(1));
  });

  it('does not offer to suspend staff, and says why', async () => {
    await openPerson(person({ staffRole: 'ADMIN' }));

    expect(within(section('Decide')).getByText(OPS_MESSAGES.staffNotSuspendable)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Suspend this account' })).not.toBeInTheDocument();
  });

  it('says when the account is not there', async () => {
    world.api.on('GET /api/v1/ops/people/u-404', fail(404, OPS_MESSAGES.personNotFound, 'NOT_FOUND'));
    openConsole(world.api, '/ops/people/u-404');

    expect(await screen.findByRole('alert')).toHaveTextContent(OPS_MESSAGES.personNotFound);
    expect(screen.getByRole('heading', { name: 'This account did not load' })).toBeInTheDocument();
  });
});
