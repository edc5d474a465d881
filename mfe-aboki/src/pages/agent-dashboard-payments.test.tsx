import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobListItem, JobTab } from 'shared/schemas';
import { ok, type SeenRequest } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { routes } from '../routes.js';
import { AGENT, agentJob, fromNow, jobItem, listItem, seenWithoutStream } from '../test/fixtures.js';

const world = setUpPageTestWorld();

// An action reloads what it changed: let those answers land inside act before the next test.
afterEach(async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
});

/** GET /api/v1/jobs answers each tab from `tabs()`; each detail from `details`. */
function serveJobs(
  tabs: () => Partial<Record<JobTab, JobListItem[]>>,
  details: Record<string, ReturnType<typeof agentJob>> = {},
) {
  world.api.on('GET /api/v1/abokis/mine', ok({ abokis: [listItem()], nextCursor: null }));
  world.api.on('GET /api/v1/jobs', (request: SeenRequest) => {
    const tab = new URL(request.path, 'http://x').searchParams.get('tab') as JobTab;
    return ok({ jobs: tabs()[tab] ?? [], nextCursor: null });
  });
  for (const [reference, job] of Object.entries(details)) {
    world.api.on(`GET /api/v1/jobs/${reference}`, ok({ job }));
  }
}

async function openDashboard() {
  renderRoutes(routes, '/profile/agent-dashboard');
  await screen.findByRole('heading', { level: 2, name: 'New requests' });
}

const jobReads = () =>
  seenWithoutStream(world.api.seen)
    .filter(({ method, path }) => method === 'GET' && /^\/api\/v1\/jobs\/ABK-/.test(path))
    .map(({ path }) => path)
    .sort();

const posts = () =>
  seenWithoutStream(world.api.seen)
    .filter(({ method }) => method === 'POST')
    .map(({ path, body }) => [path, body]);

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
    serveJobs(() => ({ upcoming: [request, today, later] }), {
      'ABK-1': agentJob(request),
      'ABK-2': agentJob(today),
    });
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

  it('shows a refund that failed on a cancelled prepaid job, and reads only the jobs whose money is going back', async () => {
    signIn(AGENT);
    const failed = jobItem({
      reference: 'ABK-10',
      status: 'DECLINED',
      paymentMethod: 'CARD',
      paymentStatus: 'REFUND_PENDING',
    });
    const pending = jobItem({
      reference: 'ABK-11',
      status: 'EXPIRED',
      paymentMethod: 'TRANSFER',
      paymentStatus: 'REFUND_PENDING',
    });
    const refunded = jobItem({
      reference: 'ABK-12',
      status: 'DECLINED',
      paymentMethod: 'CARD',
      paymentStatus: 'REFUNDED',
    });
    const cash = jobItem({ reference: 'ABK-13', status: 'CANCELLED_BY_USER' });
    const refund = (status: 'PENDING' | 'FAILED') => ({
      amountKobo: 1_200_000,
      status,
      createdAt: fromNow(-120),
      processedAt: null,
    });
    serveJobs(() => ({ cancelled: [failed, pending, refunded, cash] }), {
      'ABK-10': agentJob({
        ...failed,
        payment: { ...agentJob(failed).payment, refunds: [refund('FAILED')] },
      }),
      'ABK-11': agentJob({
        ...pending,
        payment: { ...agentJob(pending).payment, refunds: [refund('PENDING')] },
      }),
    });
    await openDashboard();

    const section = await screen.findByRole('region', { name: 'Refunds that failed' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveAccessibleName('Refund Home cleaning, ABK-10');
    expect(rows[0]).toHaveTextContent('Refund failed — contact support (₦12,000 to Ada Obi)');
    expect(rows[0]).toHaveTextContent('Paid by card; refund to the User on its way');
    expect(jobReads()).toEqual(['/api/v1/jobs/ABK-10', '/api/v1/jobs/ABK-11']);
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
    serveJobs(() => ({ ongoing: [held] }));
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
    serveJobs(() => (done ? { completed: [{ ...job, status: 'COMPLETED' }] } : { ongoing: [job] }), {
      'ABK-30': agentJob(job),
    });
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
