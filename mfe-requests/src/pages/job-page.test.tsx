import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobUserView } from 'shared/schemas';
import { dropped, fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { settle } from '@aboki/test-kit/toasts';
import { NOT_KEPT_OFFLINE } from '../components/use-job.js';
import { routes } from '../routes.js';
import { USER, job, listItem } from '../test/fixtures.js';
import { JOB_PAGE, openJobPage, serveJobPage } from '../test/job-page.js';

const world = setUpPageTestWorld();

// An action reloads what it changed: let those answers land inside act before the next test.
afterEach(async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
});
const PAGE = JOB_PAGE;
const fromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const posts = () =>
  world.api.seen.filter(({ method }) => method === 'POST').map(({ path, body }) => [path, body]);

const serveJob = (current: () => JobUserView) => serveJobPage(world.api, current);

describe('the User’s job page (issue 10)', () => {
  it('shows the fee before cancelling, and cancels on confirmation with the reason', async () => {
    signIn(USER);
    let current = job({ status: 'ACCEPTED', startsAt: fromNow(150) });
    serveJob(() => current);
    world.api.on(
      'GET /api/v1/jobs/ABK-7KQ2M9/cancellation',
      ok({ feeKobo: 240_000, refundKobo: 0, rule: 'LATE' }),
    );
    world.api.on('POST /api/v1/jobs/ABK-7KQ2M9/cancel', () => {
      current = { ...current, status: 'CANCELLED_BY_USER', feeKobo: 240_000 };
      return ok({ job: current }, 'Job cancelled.');
    });
    await openJobPage();
    expect(screen.getByText('4821')).toBeInTheDocument();
    // Read out digit by digit, not as "four thousand eight hundred…".
    expect(screen.getByText('Start code: 4, 8, 2, 1.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    const ask = await screen.findByRole('region', { name: 'Cancel this request?' });
    expect(within(ask).getByText(/less than 24 hours before the start/)).toBeInTheDocument();
    expect(within(ask).getByText('Cancellation fee: ₦2,400')).toBeInTheDocument();
    // Asking is not cancelling.
    expect(posts()).toEqual([]);

    await userEvent.type(within(ask).getByRole('textbox'), 'Travelling');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel and pay ₦2,400' }));

    expect(await screen.findByText('Cancelled by you')).toBeInTheDocument();
    expect(screen.getByText('Cancellation fee recorded: ₦2,400')).toBeInTheDocument();
    expect(screen.queryByText('4821')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
    expect(posts()).toEqual([['/api/v1/jobs/ABK-7KQ2M9/cancel', { reason: 'Travelling' }]]);
    // The timeline is read again for the new status.
    await waitFor(() =>
      expect(world.api.seen.filter(({ path }) => path === '/api/v1/jobs/ABK-7KQ2M9/events')).toHaveLength(2),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await settle();
    expect(world.toasts.map(({ type, text }) => [type, text])).toEqual([['success', 'Job cancelled.']]);
  });

  it('keeps the request when the User changes their mind, and says a free cancellation is free', async () => {
    signIn(USER);
    serveJob(() => job({ status: 'REQUESTED', startsAt: fromNow(3 * 24 * 60) }));
    world.api.on('GET /api/v1/jobs/ABK-7KQ2M9/cancellation', ok({ feeKobo: 0, refundKobo: 0, rule: 'FREE' }));
    await openJobPage();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Cancelling now is free.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel for free' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep the request' }));
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('offers “The Aboki didn’t come” only from 30 minutes after the start', async () => {
    signIn(USER);
    let current = job({ status: 'ACCEPTED', startsAt: fromNow(-20) });
    serveJob(() => current);
    const view = renderRoutes(routes, PAGE);
    await screen.findByRole('heading', { level: 2, name: 'Halima S.' });
    expect(screen.queryByRole('button', { name: 'The Aboki didn’t come' })).not.toBeInTheDocument();
    view.unmount();

    current = job({ status: 'ACCEPTED', startsAt: fromNow(-31) });
    world.api.on('POST /api/v1/jobs/ABK-7KQ2M9/no-show', () => {
      current = { ...current, status: 'NO_SHOW_ABOKI' };
      return ok({ job: current }, 'No-show recorded.');
    });
    await openJobPage();
    await userEvent.click(screen.getByRole('button', { name: 'The Aboki didn’t come' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, they did not come' }));
    expect(await screen.findByText('Missed: the Aboki did not come')).toBeInTheDocument();
    expect(posts()).toEqual([['/api/v1/jobs/ABK-7KQ2M9/no-show', {}]]);
  });

  it('says whether Aboki’s team checked the Aboki’s ID and guarantor, and when', async () => {
    signIn(USER);
    let current = job();
    serveJob(() => current);
    const first = renderRoutes(routes, PAGE);
    await screen.findByRole('heading', { level: 2, name: 'Halima S.' });
    expect(screen.getByText('ID and guarantor checked · Oct 2026')).toBeInTheDocument();
    first.unmount();

    current = job({ aboki: { ...job().aboki, verifiedMonth: null } });
    await openJobPage();
    expect(screen.getByText('Not yet verified')).toBeInTheDocument();
    expect(screen.queryByText(/ID and guarantor checked/)).not.toBeInTheDocument();
  });

  it('shows the agent’s reason on a declined request, with no start code and no cancel', async () => {
    signIn(USER);
    serveJob(() => job({ status: 'DECLINED', reason: 'Halima is away that week' }));
    await openJobPage();
    expect(screen.getByText('Reason given: Halima is away that week')).toBeInTheDocument();
    expect(screen.queryByText('4821')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
  });

  it('shows the timeline from …/events', async () => {
    signIn(USER);
    serveJob(() => job({ status: 'ACCEPTED' }));
    world.api.on(
      'GET /api/v1/jobs/ABK-7KQ2M9/events',
      ok({
        events: [
          {
            id: '1',
            reference: 'ABK-7KQ2M9',
            status: 'REQUESTED',
            actor: 'USER',
            reason: null,
            createdAt: '2026-11-23T10:00:00.000Z',
            serviceName: 'Home cleaning',
            abokiName: 'Halima S.',
          },
          {
            id: '2',
            reference: 'ABK-7KQ2M9',
            status: 'ACCEPTED',
            actor: 'AGENT',
            reason: null,
            createdAt: '2026-11-23T10:30:00.000Z',
            serviceName: 'Home cleaning',
            abokiName: 'Halima S.',
          },
        ],
      }),
    );
    await openJobPage();

    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Requested · Mon 23 Nov, 11:00', 'Accepted · Mon 23 Nov, 11:30']);
  });

  it('takes a review (stars and comment) on a completed job, then shows it', async () => {
    signIn(USER);
    let current = job({ status: 'COMPLETED' });
    serveJob(() => current);
    world.api.on('POST /api/v1/jobs/ABK-7KQ2M9/review', (request) => {
      const body = request.body as { rating: number; comment?: string };
      current = {
        ...current,
        review: { rating: body.rating, comment: body.comment ?? null, createdAt: fromNow(0) },
      };
      return ok({ review: current.review }, 'Thank you for your review.', 201);
    });
    await openJobPage();
    expect(screen.queryByText('4821')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a rating from 1 to 5 stars');
    expect(posts()).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Comment/ }), 'Spotless kitchen');
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));

    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
    expect(screen.getByLabelText('4 out of 5 stars')).toHaveTextContent('★★★★☆');
    expect(screen.getByText('Spotless kitchen')).toBeInTheDocument();
    expect(posts()).toEqual([['/api/v1/jobs/ABK-7KQ2M9/review', { rating: 4, comment: 'Spotless kitchen' }]]);
  });

  it('shows the server’s refusal of a review', async () => {
    signIn(USER);
    serveJob(() => job({ status: 'COMPLETED' }));
    world.api.on(
      'POST /api/v1/jobs/ABK-7KQ2M9/review',
      fail(409, 'You have already reviewed this job.', 'REVIEW_EXISTS'),
    );
    await openJobPage();
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already reviewed this job.');
  });

  it('updates live: an ACCEPTED event on the stream refreshes the open page and raises a toast', async () => {
    signIn(USER);
    let current = job({ status: 'REQUESTED' });
    serveJob(() => current);
    await openJobPage();
    expect(screen.getByText('Requested')).toBeInTheDocument();
    // The stream's first try found nothing (404); it tries again after its backoff and hears this.
    let opened = 0;
    world.api.on('GET /api/v1/events', () => {
      opened += 1;
      if (opened > 1) return { status: 204 };
      current = { ...current, status: 'ACCEPTED' };
      return {
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
        delayMs: 100,
        body: `id: 7\ndata: ${JSON.stringify({
          id: '7',
          reference: 'ABK-7KQ2M9',
          status: 'ACCEPTED',
          actor: 'AGENT',
          reason: null,
          createdAt: fromNow(0),
          serviceName: 'Home cleaning',
          abokiName: 'Musa B.',
        })}\n\n`,
      };
    });

    expect(await screen.findByText('Accepted', undefined, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(world.toasts.map(({ type, text }) => [type, text])).toEqual([
        ['info', 'Musa B. accepted your Home cleaning request'],
      ]),
    );
    expect(world.api.seen.find(({ path }) => path === '/api/v1/events')?.authorization).toBe(
      'Bearer real-token',
    );
  });

  it('refreshes an open tab when the stream names a change', async () => {
    signIn(USER);
    let status: JobUserView['status'] = 'REQUESTED';
    world.api.on('GET /api/v1/jobs', () => ok({ jobs: [listItem({ status })], nextCursor: null }));
    renderRoutes(routes, '/manage-services-request/upcoming');
    const list = await screen.findByRole('list', { name: 'Requests' });
    expect(within(list).getByText('Requested')).toBeInTheDocument();
    world.api.on('GET /api/v1/events', (request) => {
      void request;
      if (status === 'ACCEPTED') return { status: 204 };
      status = 'ACCEPTED';
      return {
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
        delayMs: 100,
        body: 'id: 8\ndata: {"reference":"ABK-7KQ2M9","status":"ACCEPTED","actor":"AGENT","serviceName":"Home cleaning","abokiName":"Musa B."}\n\n',
      };
    });
    expect(await within(list).findByText('Accepted', undefined, { timeout: 4000 })).toBeInTheDocument();
  });
});

describe('the job page with no signal', () => {
  it('opens a job seen before from this phone, with its code, and says it is offline', async () => {
    signIn(USER);
    serveJob(() => job({ status: 'ACCEPTED', startsAt: fromNow(60) }));
    const online = renderRoutes(routes, PAGE);
    await screen.findByRole('heading', { level: 2, name: 'Halima S.' });
    online.unmount();

    // At the gate: no signal.
    world.api.on('GET /api/v1/jobs/ABK-7KQ2M9', dropped);
    world.api.on('GET /api/v1/jobs/ABK-7KQ2M9/events', dropped);
    renderRoutes(routes, PAGE);
    await screen.findByRole('heading', { level: 2, name: 'Halima S.' });
    expect(screen.getByText('4821')).toBeInTheDocument();
    expect(
      screen.getByText(/^You are offline\. This is the request as this phone last saw it, at /),
    ).toBeInTheDocument();
  });

  it('says a job never opened on this phone is not available offline, not that something broke', async () => {
    signIn(USER);
    world.api.on('GET /api/v1/jobs/ABK-7KQ2M9', dropped);
    renderRoutes(routes, PAGE);
    expect(await screen.findByRole('heading', { name: 'Not available offline' })).toBeInTheDocument();
    expect(screen.getByText(NOT_KEPT_OFFLINE)).toBeInTheDocument();
  });

  it('keeps nothing for another account, and nothing after signing out', async () => {
    signIn(USER);
    serveJob(() => job({ status: 'ACCEPTED', startsAt: fromNow(60) }));
    const online = renderRoutes(routes, PAGE);
    await screen.findByRole('heading', { level: 2, name: 'Halima S.' });
    online.unmount();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('aboki_offline:'))).toEqual([
      'aboki_offline:job:ABK-7KQ2M9',
    ]);

    signIn({ ...USER, id: 'someone-else' });
    world.api.on('GET /api/v1/jobs/ABK-7KQ2M9', dropped);
    const other = renderRoutes(routes, PAGE);
    expect(await screen.findByRole('heading', { name: 'Not available offline' })).toBeInTheDocument();
    other.unmount();

    world.api.on('POST /api/v1/auth/logout', ok({}, 'Logged out successfully!'));
    const { logout } = await import('shared/auth');
    await act(() => logout());
    expect(Object.keys(localStorage).filter((key) => key.startsWith('aboki_offline:'))).toEqual([]);
  });
});
