import { screen, within } from '@testing-library/react';
import { OPS_MESSAGES, type OpsJob } from 'shared/schemas';
import { fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { auditEntry, callsOf, findHeading, openConsole, opsJob, totpRequired } from '../test/fixtures.js';

const world = setUpPageTestWorld();

async function openJob(shown: OpsJob = opsJob()) {
  world.api.on(`GET /api/v1/ops/jobs/${shown.reference}`, ok({ job: shown }));
  openConsole(world.api, `/ops/jobs/${shown.reference}`);
  await findHeading(`${shown.reference} · ${shown.serviceName}`);
}

const section = (name: string) => screen.getByRole('region', { name });

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** The summary's facts, as "label: value". */
const factsOf = (region: HTMLElement) =>
  [...region.querySelectorAll('dl > div')].map((fact) =>
    [...fact.children].map((part) => part.textContent).join(': '),
  );

describe('a job’s page (issue 25)', () => {
  it('shows the job in words: summary, people, timeline oldest first, payments and refunds', async () => {
    await openJob();

    expect(document.title).toBe('ABK-7KQ2M9 · Home cleaning · Aboki');
    expect(screen.getByText('Cancelled by the agent', { selector: 'header p' })).toBeInTheDocument();
    expect(callsOf(world.api.seen)).toEqual(['GET /api/v1/ops/me', 'GET /api/v1/ops/jobs/ABK-7KQ2M9']);

    const summary = section('Summary');
    expect(factsOf(summary)).toEqual([
      'When: Sat 28 Nov 2026, 10:00–13:00, 3 hours',
      'Price: ₦15,000',
      'Payment: Card',
      'Where: 12 Allen Avenue, Opposite the filling station, Ikeja, Lagos',
      'Notes: Two bedrooms and the kitchen',
      'Booked for: Mama Eze · +2348059998888',
      'Booked: Fri 20 Nov 2026, 9:30',
      'Refund: ₦15,000',
      'Why it was cancelled or declined: The Aboki is ill',
    ]);
    expect(within(summary).getByRole('link', { name: '+2348059998888' })).toHaveAttribute(
      'href',
      'tel:+2348059998888',
    );

    const user = section('The User');
    expect(within(user).getByRole('link', { name: 'Ngozi Eze' })).toHaveAttribute('href', '/ops/people/u-1');
    expect(within(user).getByRole('link', { name: 'ngozi@example.com' })).toHaveAttribute(
      'href',
      'mailto:ngozi@example.com',
    );
    expect(within(user).getByRole('link', { name: '+2348031112222' })).toHaveAttribute(
      'href',
      'tel:+2348031112222',
    );
    expect(within(user).queryByText('Suspended')).not.toBeInTheDocument();
    const agent = section('The agent');
    expect(within(agent).getByRole('link', { name: 'Ada Obi' })).toHaveAttribute('href', '/ops/people/ag-1');
    expect(within(agent).getByText('Suspended')).toBeInTheDocument();
    expect(agent).toHaveTextContent('PhoneNot given');
    expect(within(section('The Aboki')).getByRole('link', { name: 'Musa B.' })).toHaveAttribute(
      'href',
      '/ops/abokis/ab-1',
    );

    expect(rowsOf(within(section('Timeline')).getByRole('table', { name: 'Timeline' }))).toEqual([
      ['Fri 20 Nov 2026, 9:30', 'The User', 'Requested', '—'],
      ['Sat 21 Nov 2026, 11:00', 'The agent', 'Accepted', '—'],
      ['Sun 22 Nov 2026, 12:00', 'The User', 'Asked to move the time', 'My mother travels'],
      ['Mon 23 Nov 2026, 13:00', 'Aboki', 'The move request lapsed', '—'],
      ['Tue 24 Nov 2026, 14:00', 'The agent', 'Cancelled by the agent', 'The Aboki is ill'],
    ]);
    expect(rowsOf(within(section('Payments')).getByRole('table', { name: 'Payments' }))).toEqual([
      ['PSK-1', 'Card', '₦15,000', 'Paid', 'Fri 20 Nov 2026, 9:31', 'Fri 20 Nov 2026, 9:35'],
    ]);
    expect(rowsOf(within(section('Refunds')).getByRole('table', { name: 'Refunds' }))).toEqual([
      [
        '₦15,000',
        'Cancelled by the agent',
        'Failed',
        'Tue 24 Nov 2026, 14:00',
        '—',
        'Card issuer declined the refund',
      ],
    ]);

    expect(section('Disputes')).toHaveTextContent('No problem was reported on this job.');
    // The job's support conversations, each linking to its thread.
    const tickets = within(section('Support tickets')).getByRole('table', { name: 'Support tickets' });
    expect(within(tickets).getByRole('link', { name: 'T-7KQ2M9' })).toHaveAttribute(
      'href',
      '/ops/tickets/6a0f3c1e-2b4d-4e5f-9a1b-2c3d4e5f6a7b',
    );
    expect(tickets).toHaveTextContent(/Help with a job.*Waiting on the person/);
    expect(section('History')).toHaveTextContent('No staff action on this job yet.');
    expect(document.body).not.toHaveTextContent(/CANCELLED_BY_AGENT|MOVE_|REQUESTED|\bPAID\b|\bcard\b/);
  });

  it('shows the flags, the cash and the fee when set, and leaves out what is not', async () => {
    await openJob(
      opsJob({
        status: 'COMPLETED',
        hours: null,
        paymentMethod: 'CASH',
        recipientName: null,
        recipientPhone: null,
        notes: null,
        landmark: null,
        feeKobo: 150_000,
        refundKobo: null,
        cashReceivedKobo: 1_400_000,
        cashConfirmedKobo: 1_500_000,
        cashFlaggedAt: '2026-11-28T13:00:00.000Z',
        disputedAt: '2026-11-29T08:00:00.000Z',
        disputeId: 'dp-1',
        reason: null,
        payments: [],
        refunds: [],
        tickets: [],
        history: [auditEntry({ action: 'PERSON_SUSPENDED', targetType: 'user', targetId: 'ag-1' })],
      }),
    );

    expect(screen.getByText('Cash flagged Sat 28 Nov 2026, 14:00')).toBeInTheDocument();
    expect(screen.getByText('Disputed Sun 29 Nov 2026, 9:00')).toBeInTheDocument();
    expect(within(section('Disputes')).getByRole('link', { name: 'Open the dispute' })).toHaveAttribute(
      'href',
      '/ops/disputes/dp-1',
    );
    expect(factsOf(section('Summary'))).toEqual([
      'When: Sat 28 Nov 2026, 10:00–13:00',
      'Price: ₦15,000',
      'Payment: Cash',
      'Where: 12 Allen Avenue, Ikeja, Lagos',
      'Notes: Not given',
      'Booked: Fri 20 Nov 2026, 9:30',
      'Fee: ₦1,500',
      'Cash received: ₦14,000',
      'Cash confirmed: ₦15,000',
    ]);
    expect(section('Payments')).toHaveTextContent('No card or bank transfer payment.');
    expect(section('Refunds')).toHaveTextContent('No refund.');
    const history = within(section('History')).getByRole('table', { name: 'History' });
    expect(history).toHaveTextContent('Account suspended');
  });

  it('says a bank transfer and a checkout left unpaid in words, and what it does not know as sent', async () => {
    await openJob(
      opsJob({
        paymentMethod: 'TRANSFER',
        payments: [
          {
            reference: 'PSK-2',
            channel: 'bank_transfer',
            amountKobo: 1_500_000,
            status: 'ABANDONED',
            paidAt: null,
            createdAt: '2026-11-20T08:31:00.000Z',
          },
          {
            reference: 'PSK-3',
            channel: 'ussd',
            amountKobo: 1_500_000,
            status: 'REVERSED',
            paidAt: null,
            createdAt: '2026-11-20T08:40:00.000Z',
          },
        ],
        refunds: [
          {
            ...opsJob().refunds[0]!,
            status: 'PROCESSED',
            processedAt: '2026-11-25T09:00:00.000Z',
            failure: null,
          },
        ],
      }),
    );

    expect(factsOf(section('Summary'))).toContain('Payment: Bank transfer');
    expect(rowsOf(within(section('Payments')).getByRole('table'))).toEqual([
      ['PSK-2', 'Bank transfer', '₦15,000', 'Left at the checkout', 'Fri 20 Nov 2026, 9:31', '—'],
      ['PSK-3', 'ussd', '₦15,000', 'REVERSED', 'Fri 20 Nov 2026, 9:40', '—'],
    ]);
    expect(rowsOf(within(section('Refunds')).getByRole('table'))).toEqual([
      [
        '₦15,000',
        'Cancelled by the agent',
        'Refunded',
        'Tue 24 Nov 2026, 14:00',
        'Wed 25 Nov 2026, 10:00',
        '—',
      ],
    ]);
  });

  it('says when no job has the reference', async () => {
    world.api.on('GET /api/v1/ops/jobs/ABK-NOPE22', fail(404, OPS_MESSAGES.jobNotFound, 'NOT_FOUND'));
    openConsole(world.api, '/ops/jobs/ABK-NOPE22');

    expect(await screen.findByRole('alert')).toHaveTextContent(OPS_MESSAGES.jobNotFound);
    expect(screen.getByRole('heading', { name: 'This job did not load' })).toBeInTheDocument();
  });

  it('asks for the authenticator code when the session is locked', async () => {
    world.api.on('GET /api/v1/ops/jobs/ABK-7KQ2M9', totpRequired());
    openConsole(world.api, '/ops/jobs/ABK-7KQ2M9');

    expect(await findHeading('Enter the code from your authenticator app')).toBeInTheDocument();
  });
});
