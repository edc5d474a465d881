import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@aboki/test-kit/api-server';
import { signIn } from '@aboki/test-kit/page-world';
import { setUpDashboardTestWorld } from '../test/dashboard-world.js';
import { AGENT, agentJob, boardJob, fromNow, jobItem, seenWithoutStream } from '../test/fixtures.js';

const { world, serveBoard, openDashboard, posts } = setUpDashboardTestWorld();

/** What the page asked the API for, in order (the live stream aside). */
const calls = () => seenWithoutStream(world.api.seen).map(({ method, path }) => `${method} ${path}`);

describe('the agent dashboard’s payments (issue 11)', () => {
  it('says on each job whether it is paid or how much cash to collect', async () => {
    signIn(AGENT);
    const request = jobItem({
      reference: 'ABK-1',
      status: 'REQUESTED',
      paymentMethod: 'TRANSFER',
      paymentStatus: 'PAID',
    });
    const today = jobItem({ reference: 'ABK-2', startsAt: fromNow(60) });
    const later = jobItem({ reference: 'ABK-3', paymentMethod: 'CARD', paymentStatus: 'PAID' });
    serveBoard(() => ({ requests: [boardJob(request)], today: [boardJob(today)], upcoming: [later] }));
    await openDashboard();

    expect(await screen.findByRole('listitem', { name: 'Request Home cleaning, ABK-1' })).toHaveTextContent(
      'Paid by bank transfer: nothing to collect',
    );
    expect(screen.getByRole('listitem', { name: 'Today Home cleaning, ABK-2' })).toHaveTextContent(
      'Cash to collect: ₦12,000',
    );
    expect(screen.getByRole('listitem', { name: 'Home cleaning, ABK-3' })).toHaveTextContent(
      'Paid by card: nothing to collect',
    );
    expect(screen.queryByRole('heading', { name: 'Refunds that failed' })).not.toBeInTheDocument();
  });

  it('shows the refunds that failed on cancelled prepaid jobs, from the one dashboard request', async () => {
    signIn(AGENT);
    const failed = jobItem({
      reference: 'ABK-10',
      status: 'DECLINED',
      paymentMethod: 'CARD',
      paymentStatus: 'REFUND_PENDING',
    });
    // Its only refund failed: the payment reads as paid again.
    const refusedOnly = jobItem({
      reference: 'ABK-11',
      status: 'EXPIRED',
      paymentMethod: 'TRANSFER',
      paymentStatus: 'PAID',
    });
    const refund = (status: 'PENDING' | 'FAILED', amountKobo = 1_200_000) => ({
      amountKobo,
      status,
      createdAt: fromNow(-120),
      processedAt: null,
    });
    serveBoard(() => ({
      failedRefunds: [
        boardJob({ ...failed, refunds: [refund('PENDING'), refund('FAILED', 300_000)] }),
        boardJob({ ...refusedOnly, refunds: [refund('FAILED')] }),
      ],
    }));
    await openDashboard();

    const section = await screen.findByRole('region', { name: 'Refunds that failed' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAccessibleName('Refund Home cleaning, ABK-10');
    expect(rows[0]).toHaveTextContent('Refund failed — contact support (₦3,000 to Ada Obi)');
    expect(rows[0]).toHaveTextContent('Paid by card; refund to the User on its way');
    expect(rows[1]).toHaveAccessibleName('Refund Home cleaning, ABK-11');
    expect(rows[1]).toHaveTextContent('Refund failed — contact support (₦12,000 to Ada Obi)');
    expect(rows[1]).toHaveTextContent('Paid by bank transfer: nothing to collect');
    expect(calls()).toEqual(['GET /api/v1/agent/dashboard']);
  });

  it('a job whose User is still paying holds its place under Upcoming, with nothing to do yet', async () => {
    signIn(AGENT);
    const held = jobItem({
      reference: 'ABK-20',
      status: 'AWAITING_PAYMENT',
      startsAt: fromNow(30),
      paymentMethod: 'CARD',
      paymentStatus: 'PENDING',
    });
    serveBoard(() => ({ upcoming: [held] }));
    await openDashboard();

    const row = await screen.findByRole('listitem', { name: 'Home cleaning, ABK-20' });
    expect(row).toHaveTextContent('Waiting for the User to pay by card');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('No jobs today.')).toBeInTheDocument();
  });

  it('completes a job paid by card without asking for cash', async () => {
    signIn(AGENT);
    const job = jobItem({
      reference: 'ABK-30',
      status: 'IN_PROGRESS',
      startsAt: fromNow(-30),
      paymentMethod: 'CARD',
      paymentStatus: 'PAID',
    });
    let done = false;
    serveBoard(() => (done ? {} : { today: [boardJob(job)] }));
    world.api.on('POST /api/v1/jobs/ABK-30/complete', () => {
      done = true;
      return ok({ job: agentJob({ ...job, status: 'COMPLETED' }) }, 'Job completed.');
    });
    await openDashboard();

    const row = await screen.findByRole('listitem', { name: 'Today Home cleaning, ABK-30' });
    await userEvent.click(within(row).getByRole('button', { name: 'Complete' }));
    expect(within(row).queryByRole('textbox', { name: 'Cash received (₦)' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Complete the job' }));

    await screen.findByText('No jobs today.');
    await waitFor(() => expect(posts()).toEqual([['/api/v1/jobs/ABK-30/complete', {}]]));
  });
});
