import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatLagosClock } from 'shared/lagos-time';
import type { JobListItem } from 'shared/schemas';
import { dropped, fail, ok } from '@aboki/test-kit/api-server';
import { signIn } from '@aboki/test-kit/page-world';
import { settle } from '@aboki/test-kit/toasts';
import { setUpDashboardTestWorld } from '../test/dashboard-world.js';
import { publishLiveJobEvent } from 'shared/live-events';
import {
  AGENT,
  agentJob,
  boardJob,
  dashboard,
  fromNow,
  jobItem,
  seenWithoutStream,
} from '../test/fixtures.js';

const { world, serveBoard, openDashboard, posts } = setUpDashboardTestWorld();

describe('the agent dashboard’s jobs', () => {
  it('shows a new request first with who asked and the countdown, and accepts it', async () => {
    signIn(AGENT);
    const request = jobItem({ reference: 'ABK-2002', status: 'REQUESTED', startsAt: fromNow(2 * 24 * 60) });
    let accepted = false;
    serveBoard(() =>
      accepted
        ? { upcoming: [{ ...request, status: 'ACCEPTED' }] }
        : {
            requests: [boardJob({ ...request, expiresAt: fromNow(125), notes: 'The blue gate; ring twice' })],
          },
    );
    world.api.on('POST /api/v1/jobs/ABK-2002/accept', () => {
      accepted = true;
      return ok({ job: agentJob({ ...request, status: 'ACCEPTED' }) }, 'Request accepted.');
    });
    await openDashboard();

    const row = await screen.findByRole('listitem', { name: 'Request Home cleaning, ABK-2002' });
    expect(within(row).getByText(/For Ada Obi, \+2348031112222 · 4 Zoo Road/)).toBeInTheDocument();
    expect(within(row).getByText('Notes from Ada Obi: The blue gate; ring twice')).toBeInTheDocument();
    // The whole job, a tap away.
    expect(within(row).getByRole('link', { name: 'ABK-2002' })).toHaveAttribute(
      'href',
      '/manage-services-request/job/ABK-2002',
    );
    expect(
      within(row).getByText(/^Answer within 2 h (4|5) min, or the request expires\.$/),
    ).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Accept' }));

    const upcoming = await screen.findByRole('listitem', { name: 'Home cleaning, ABK-2002' });
    expect(within(upcoming).getByText('Home cleaning · Halima S.')).toBeInTheDocument();
    expect(screen.getByText('No new requests. New ones appear here as they arrive.')).toBeInTheDocument();
    expect(posts()).toEqual([['/api/v1/jobs/ABK-2002/accept', {}]]);
    // The accept's reload is the dashboard again, in one request: no job is read on its own.
    expect(seenWithoutStream(world.api.seen).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/v1/agent/dashboard',
      'POST /api/v1/jobs/ABK-2002/accept',
      'GET /api/v1/agent/dashboard',
    ]);
    await settle();
    expect(world.toasts.map(({ type, text }) => [type, text])).toEqual([['success', 'Request accepted.']]);
  });

  it('declines with the reason typed, or with none', async () => {
    signIn(AGENT);
    const one = jobItem({ reference: 'ABK-1', status: 'REQUESTED' });
    const two = jobItem({ reference: 'ABK-2', status: 'REQUESTED' });
    serveBoard(() => ({ requests: [boardJob(one), boardJob(two)] }));
    world.api.on('POST /api/v1/jobs/ABK-1/decline', ok({ job: agentJob({ ...one, status: 'DECLINED' }) }));
    world.api.on('POST /api/v1/jobs/ABK-2/decline', ok({ job: agentJob({ ...two, status: 'DECLINED' }) }));
    await openDashboard();

    const first = await screen.findByRole('listitem', { name: 'Request Home cleaning, ABK-1' });
    await userEvent.click(within(first).getByRole('button', { name: 'Decline' }));
    await userEvent.type(within(first).getByRole('textbox'), 'Halima is ill that day');
    await userEvent.click(within(first).getByRole('button', { name: 'Decline the request' }));
    await waitFor(() => expect(posts()).toHaveLength(1));

    const second = screen.getByRole('listitem', { name: 'Request Home cleaning, ABK-2' });
    await userEvent.click(within(second).getByRole('button', { name: 'Decline' }));
    await userEvent.click(within(second).getByRole('button', { name: 'Decline the request' }));
    await waitFor(() => expect(posts()).toHaveLength(2));

    expect(posts()).toEqual([
      ['/api/v1/jobs/ABK-1/decline', { reason: 'Halima is ill that day' }],
      ['/api/v1/jobs/ABK-2/decline', {}],
    ]);
  });

  it('keeps the jobs on screen through a network drop, says they are not up to date, and catches up when the network is back', async () => {
    signIn(AGENT);
    const first = jobItem({ reference: 'ABK-5001', status: 'REQUESTED', startsAt: fromNow(2 * 24 * 60) });
    const later = jobItem({ reference: 'ABK-5002', status: 'REQUESTED', startsAt: fromNow(3 * 24 * 60) });
    let network: 'up' | 'down' | 'back' = 'up';
    world.api.on('GET /api/v1/agent/dashboard', () => {
      if (network === 'down') return dropped;
      const requests = network === 'back' ? [first, later] : [first];
      return ok(
        dashboard({ requests: requests.map((job) => boardJob({ ...job, expiresAt: fromNow(120) })) }),
      );
    });
    await openDashboard();
    await screen.findByRole('listitem', { name: 'Request Home cleaning, ABK-5001' });

    // A live change arrives while the network is down: the reload fails, the known job stays.
    network = 'down';
    act(() => publishLiveJobEvent({ id: null, reference: 'ABK-5002', status: 'REQUESTED' }));
    expect(
      await screen.findByText(
        'Not up to date: we could not reach Aboki. These are the jobs as last loaded; they update as soon as the connection is back.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Request Home cleaning, ABK-5001' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Back online: the page asks again at once, and shows the request made meanwhile.
    network = 'back';
    act(() => void window.dispatchEvent(new Event('online')));
    expect(
      await screen.findByRole('listitem', { name: 'Request Home cleaning, ABK-5002' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Not up to date: /)).not.toBeInTheDocument();
  });

  it('says from what time today’s job can be started, until then', async () => {
    signIn(AGENT);
    const startsAt = fromNow(120);
    serveBoard(() => ({
      today: [boardJob({ ...jobItem({ reference: 'ABK-3004', status: 'ACCEPTED', startsAt }) })],
    }));
    await openDashboard();

    const row = await screen.findByRole('listitem', { name: 'Today Home cleaning, ABK-3004' });
    const opens = formatLagosClock(new Date(Date.parse(startsAt) - 30 * 60_000));
    expect(
      within(row).getByText(`You can start from ${opens}, 30 minutes before the start.`),
    ).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Start' })).toBeDisabled();
  });

  it('starts today’s job with the code pad (a wrong code says so), then completes it with the cash prefilled', async () => {
    signIn(AGENT);
    const job = jobItem({ reference: 'ABK-3003', status: 'ACCEPTED', startsAt: fromNow(10) });
    let status: JobListItem['status'] = 'ACCEPTED';
    serveBoard(() => (status === 'COMPLETED' ? {} : { today: [boardJob({ ...job, status })] }));
    world.api.on('POST /api/v1/jobs/ABK-3003/start', (request) => {
      if ((request.body as { code: string }).code !== '4821') {
        return fail(400, 'That start code is not right. 4 tries left.', 'WRONG_START_CODE');
      }
      status = 'IN_PROGRESS';
      return ok({ job: agentJob({ ...job, status }) }, 'Job started.');
    });
    world.api.on('POST /api/v1/jobs/ABK-3003/complete', () => {
      status = 'COMPLETED';
      return ok({ job: agentJob({ ...job, status }) }, 'Job completed.');
    });
    await openDashboard();

    const row = await screen.findByRole('listitem', { name: 'Today Home cleaning, ABK-3003' });
    // Ten minutes before the start: starting is open, a no-show is not yet.
    expect(within(row).queryByRole('button', { name: 'The User was not there' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Start' }));
    const pad = await within(row).findByRole('form', { name: 'Start ABK-3003' });
    for (const digit of ['1', '1', '1', '1'])
      await userEvent.click(within(pad).getByRole('button', { name: digit }));
    expect(within(pad).getByRole('button', { name: 'Start the job' })).toBeEnabled();
    await userEvent.click(within(pad).getByRole('button', { name: 'Start the job' }));
    expect(await within(pad).findByRole('alert')).toHaveTextContent(
      'That start code is not right. 4 tries left.',
    );

    const input = within(pad).getByRole('textbox', { name: 'Start code from the User' });
    await userEvent.clear(input);
    await userEvent.type(input, '48x21');
    expect(input).toHaveValue('4821');
    await userEvent.click(within(pad).getByRole('button', { name: 'Start the job' }));

    const running = await screen.findByRole('button', { name: 'Complete' });
    await userEvent.click(running);
    expect(screen.getByRole('textbox', { name: 'Cash received (₦)' })).toHaveValue('12000');
    await userEvent.click(screen.getByRole('button', { name: 'Complete the job' }));

    await screen.findByText('No jobs today.');
    expect(posts()).toEqual([
      ['/api/v1/jobs/ABK-3003/start', { code: '1111' }],
      ['/api/v1/jobs/ABK-3003/start', { code: '4821' }],
      ['/api/v1/jobs/ABK-3003/complete', { cashReceivedKobo: 1_200_000 }],
    ]);
  });

  it('after too many wrong codes, says starting is locked and until when', async () => {
    signIn(AGENT);
    const job = jobItem({ reference: 'ABK-3100', status: 'ACCEPTED', startsAt: fromNow(10) });
    let lockedUntil: string | null = null;
    serveBoard(() => ({ today: [boardJob({ ...job, startLockedUntil: lockedUntil })] }));
    world.api.on('POST /api/v1/jobs/ABK-3100/start', () => {
      lockedUntil = fromNow(15);
      return fail(
        423,
        'Too many wrong start codes. Starting is locked for a while; try again later.',
        'START_CODE_LOCKED',
      );
    });
    await openDashboard();

    const row = await screen.findByRole('listitem', { name: 'Today Home cleaning, ABK-3100' });
    await userEvent.click(within(row).getByRole('button', { name: 'Start' }));
    const pad = await within(row).findByRole('form', { name: 'Start ABK-3100' });
    await userEvent.type(within(pad).getByRole('textbox', { name: 'Start code from the User' }), '9999');
    await userEvent.click(within(pad).getByRole('button', { name: 'Start the job' }));

    expect(
      await screen.findByText(/^Too many wrong codes: starting is locked until \d{1,2}:\d{2}\.$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
    await settle();
    expect(world.toasts.map(({ type, text }) => [type, text])).toEqual([
      ['error', 'Too many wrong start codes. Starting is locked for a while; try again later.'],
    ]);
  });

  it('offers the no-show from 30 minutes after the start', async () => {
    signIn(AGENT);
    const late = jobItem({ reference: 'ABK-4004', status: 'ACCEPTED', startsAt: fromNow(-40) });
    serveBoard(() => ({ today: [boardJob(late)] }));
    world.api.on(
      'POST /api/v1/jobs/ABK-4004/no-show',
      ok({ job: agentJob({ ...late, status: 'NO_SHOW_USER' }) }),
    );
    await openDashboard();

    const row = await screen.findByRole('listitem', { name: 'Today Home cleaning, ABK-4004' });
    await userEvent.click(within(row).getByRole('button', { name: 'The User was not there' }));
    await waitFor(() => expect(posts()).toEqual([['/api/v1/jobs/ABK-4004/no-show', {}]]));
  });

  it('shows this week’s and this month’s earnings as the server added them up, and later accepted jobs as upcoming', async () => {
    signIn(AGENT);
    serveBoard(() => ({
      upcoming: [jobItem({ reference: 'ABK-5', startsAt: fromNow(5 * 24 * 60) })],
      earnings: { weekKobo: 1_650_050, monthKobo: 2_649_950 },
    }));
    await openDashboard();

    const earnings = screen.getByRole('region', { name: 'Earnings' });
    expect(within(earnings).getByText('This week').nextElementSibling).toHaveTextContent('₦16,500.50');
    expect(within(earnings).getByText('This month').nextElementSibling).toHaveTextContent('₦26,499.50');
    expect(
      within(earnings).getByText('Completed jobs at their booked price, Lagos time.'),
    ).toBeInTheDocument();
    const upcoming = await screen.findByRole('listitem', { name: 'Home cleaning, ABK-5' });
    // Nothing for the agent to do yet, and no one to call: the list row is enough.
    expect(within(upcoming).queryByRole('button')).not.toBeInTheDocument();
    expect(upcoming).not.toHaveTextContent('For Ada Obi');
  });

  it('reloads when the live stream names a change, with a toast in the agent’s words', async () => {
    signIn(AGENT);
    const request = jobItem({ reference: 'ABK-9009', status: 'REQUESTED' });
    let arrived = false;
    serveBoard(() => ({ requests: arrived ? [boardJob(request)] : [] }));
    // The toast names who asked: the live toasts read the job that changed.
    world.api.on('GET /api/v1/jobs/ABK-9009', ok({ job: agentJob(request) }));
    let opened = 0;
    world.api.on('GET /api/v1/events', () => {
      opened += 1;
      if (opened > 1) return { status: 204 };
      arrived = true;
      return {
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
        body: `: heartbeat\n\nid: 41\ndata: ${JSON.stringify({ reference: 'ABK-9009', status: 'REQUESTED' })}\n\n`,
        delayMs: 50,
      };
    });
    await openDashboard();

    expect(
      await screen.findByRole('listitem', { name: 'Request Home cleaning, ABK-9009' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(world.toasts.map(({ type, text }) => [type, text])).toEqual([
        ['info', 'Ada Obi requested Home cleaning from Halima S.'],
      ]),
    );
    expect(world.api.seen.find(({ path }) => path === '/api/v1/events')?.authorization).toBe(
      'Bearer real-token',
    );
  });
});
