import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { routes } from '../routes.js';
import { USER, job, listItem } from '../test/fixtures.js';

const world = setUpPageTestWorld();

const jobCalls = () =>
  world.api.seen.filter((request) => request.path.startsWith('/api/v1/jobs')).map((request) => request.path);

describe('/manage-services-request tabs', () => {
  it('lists the tab’s jobs with service, Aboki, Lagos time, ₦ price and status, and loads more by cursor', async () => {
    signIn(USER);
    world.api.on('GET /api/v1/jobs', (request) =>
      request.path.includes('cursor=')
        ? ok({
            jobs: [
              listItem({
                reference: 'ABK-22222B',
                status: 'ACCEPTED',
                service: { slug: 'laundry', name: 'Laundry', unit: 'hour' },
                startsAt: '2026-12-14T22:30:00+01:00',
                endsAt: '2026-12-15T00:30:00+01:00',
                priceKobo: 500_050,
              }),
            ],
            nextCursor: null,
          })
        : ok({ jobs: [listItem()], nextCursor: 'next-1' }),
    );
    renderRoutes(routes, '/manage-services-request/upcoming');

    const list = await screen.findByRole('list', { name: 'Requests' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link', { name: 'Home cleaning' })).toHaveAttribute(
      'href',
      '/manage-services-request/job/ABK-7KQ2M9',
    );
    expect(first).toHaveTextContent('Halima S. · Ikeja, Lagos');
    expect(first).toHaveTextContent('Sat 12 Dec, 9:00–12:00');
    expect(first).toHaveTextContent('₦12,000');
    expect(first).toHaveTextContent('Requested');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const second = within(list).getAllByRole('listitem')[1]!;
    expect(second).toHaveTextContent('Laundry');
    expect(second).toHaveTextContent('Mon 14 Dec, 22:30–0:30');
    expect(second).toHaveTextContent('₦5,000.50');
    expect(second).toHaveTextContent('Accepted');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(jobCalls()).toEqual(['/api/v1/jobs?tab=upcoming', '/api/v1/jobs?tab=upcoming&cursor=next-1']);
    expect(world.api.seen[0]?.authorization).toBe('Bearer real-token');
  });

  it.each([
    ['ongoing', 'Nothing in progress'],
    ['upcoming', 'No upcoming requests'],
    ['completed', 'No completed jobs yet'],
    ['cancelled', 'Nothing cancelled'],
  ])('%s: a clear empty state with a way to book', async (tab, title) => {
    signIn(USER);
    world.api.on('GET /api/v1/jobs', ok({ jobs: [], nextCursor: null }));
    renderRoutes(routes, `/manage-services-request/${tab}`);

    const heading = await screen.findByRole('heading', { name: title });
    const empty = heading.closest<HTMLElement>('[role="status"]')!;
    expect(within(empty).getByRole('link', { name: 'Book an Aboki' })).toHaveAttribute(
      'href',
      '/select-aboki',
    );
    expect(jobCalls()).toEqual([`/api/v1/jobs?tab=${tab}`]);
  });

  it('says when the list could not load, and tries again', async () => {
    signIn(USER);
    world.api.on(
      'GET /api/v1/jobs',
      fail(503, 'The database is busy. Try again in a moment.', 'SERVICE_UNAVAILABLE'),
    );
    renderRoutes(routes, '/manage-services-request/ongoing');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is busy. Try again in a moment.');
    world.api.on('GET /api/v1/jobs', ok({ jobs: [listItem()], nextCursor: null }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Home cleaning' })).toBeInTheDocument();
  });
});

describe('/manage-services-request/job/:reference', () => {
  it('shows every detail and, to the User who booked, the start code', async () => {
    signIn(USER);
    world.api.on(
      'GET /api/v1/jobs/ABK-7KQ2M9',
      ok({
        job: job({
          notes: 'Gate code 1234',
          recipient: { name: 'Mama Ngozi', phoneNumber: '+2348051112222' },
        }),
      }),
    );
    renderRoutes(routes, '/manage-services-request/job/ABK-7KQ2M9');

    expect(await screen.findByRole('heading', { level: 1, name: 'Request ABK-7KQ2M9' })).toBeInTheDocument();
    const code = await screen.findByRole('region', { name: 'Start code' });
    expect(within(code).getByText('4821')).toBeInTheDocument();
    const facts = screen.getByText('Reference').closest('dl')!;
    expect(facts).toHaveTextContent('Home cleaning');
    expect(facts).toHaveTextContent('Sat 12 Dec, 9:00–12:00 (Lagos time)');
    expect(facts).toHaveTextContent('12 Allen Avenue, Ikeja, Lagos');
    expect(facts).toHaveTextContent('Opposite the bank');
    expect(facts).toHaveTextContent('Mama Ngozi, +2348051112222');
    expect(facts).toHaveTextContent('Gate code 1234');
    expect(facts).toHaveTextContent('₦12,000');
    expect(facts).toHaveTextContent('Cash on completion');
    expect(screen.getByText('Requested')).toBeInTheDocument();
  });

  it('shows the agent’s view without a start code', async () => {
    signIn({ ...USER, role: 'AGENT' });
    const { startCode: _code, aboki, ...rest } = job();
    world.api.on(
      'GET /api/v1/jobs/ABK-7KQ2M9',
      ok({
        job: {
          ...rest,
          aboki: { id: aboki.id, displayName: aboki.displayName, photoUrl: aboki.photoUrl },
          customer: { name: 'Ada Obi', phoneNumber: '+2348031234567' },
        },
      }),
    );
    renderRoutes(routes, '/manage-services-request/job/ABK-7KQ2M9');

    expect(await screen.findByText('Ada Obi, +2348031234567')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Start code' })).not.toBeInTheDocument();
  });

  it('answers a job that is not theirs with “No such request”', async () => {
    signIn(USER);
    world.api.on('GET /api/v1/jobs/ABK-ZZZZZZ', fail(404, 'No such job.', 'NOT_FOUND'));
    renderRoutes(routes, '/manage-services-request/job/ABK-ZZZZZZ');

    expect(await screen.findByRole('heading', { name: 'No such request' })).toBeInTheDocument();
  });
});

describe('/select-aboki/service-request-successful after a reload', () => {
  it('loads the job by its reference and shows the start code', async () => {
    signIn(USER);
    world.api.on('GET /api/v1/jobs/ABK-7KQ2M9', ok({ job: job() }));
    renderRoutes(routes, '/select-aboki/service-request-successful?reference=ABK-7KQ2M9');

    const code = await screen.findByRole('region', { name: 'Start code' });
    expect(within(code).getByText('4821')).toBeInTheDocument();
    expect(jobCalls()).toEqual(['/api/v1/jobs/ABK-7KQ2M9']);
  });
});
