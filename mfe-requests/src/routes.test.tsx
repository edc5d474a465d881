import { act, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { resetServiceCatalogue } from 'shared';
import { ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { eagerRoutePaths, expectPage, renderRoutes, routePaths } from '@aboki/test-kit/routes';
import { routes } from './routes.js';
import { HALIMA_ID, USER, catalogueAnswer, halimaProfile, job } from './test/fixtures.js';

/** mfe-requests's pages (spec §2): path, h1 and document title. */
const PAGES: [path: string, heading: string, title: string][] = [
  ['/select-aboki', 'Choose an Aboki', 'Choose an Aboki · Aboki'],
  ['/select-aboki/confirm-request', 'Confirm your request', 'Confirm your request · Aboki'],
  ['/select-aboki/add-payment-option', 'Choose how to pay', 'Choose how to pay · Aboki'],
  ['/select-aboki/request-details', 'Request details', 'Request details · Aboki'],
  ['/select-aboki/service-request-successful', 'Request sent', 'Request sent · Aboki'],
  ['/select-aboki/service-request-error', 'Request not sent', 'Request not sent · Aboki'],
  [`/select-aboki/aboki/${HALIMA_ID}`, 'Halima S.', 'Halima S. · Aboki'],
  ['/manage-services-request/ongoing', 'Ongoing requests', 'Ongoing requests · Aboki'],
  ['/manage-services-request/upcoming', 'Upcoming requests', 'Upcoming requests · Aboki'],
  ['/manage-services-request/completed', 'Completed requests', 'Completed requests · Aboki'],
  ['/manage-services-request/cancelled', 'Cancelled requests', 'Cancelled requests · Aboki'],
  ['/manage-services-request/job/ABK-7KQ2M9', 'Request ABK-7KQ2M9', 'Request ABK-7KQ2M9 · Aboki'],
  ['/help/tickets/tk-1', 'Help with request ABK-7KQ2M9', 'Help with request ABK-7KQ2M9 · Aboki'],
];

/** mfe-auth's page stands in for its own. */
const withSignIn: RouteObject[] = [...routes, { path: '/sign-in', element: <h1>Sign in (mfe-auth)</h1> }];

const world = setUpPageTestWorld();

beforeEach(() => {
  resetServiceCatalogue();
  world.api.on('GET /api/v1/services', ok(catalogueAnswer));
  world.api.on('GET /api/v1/jobs', ok({ jobs: [], nextCursor: null }));
  world.api.on('GET /api/v1/jobs/ABK-7KQ2M9', ok({ job: job() }));
  world.api.on(
    'GET /api/v1/tickets/tk-1',
    ok({
      ticket: {
        id: 'tk-1',
        reference: 'T-7KQ2M9',
        kind: 'JOB_HELP',
        status: 'OPEN',
        jobReference: 'ABK-7KQ2M9',
        createdAt: '2026-11-20T08:30:00.000Z',
        messages: [],
        access: 'OWNER',
      },
    }),
  );
  world.api.on(`GET /api/v1/abokis/${HALIMA_ID}`, ok({ aboki: halimaProfile() }));
  world.api.on(
    `GET /api/v1/abokis/${HALIMA_ID}/reviews`,
    ok({ reviews: [], nextCursor: null, rating: halimaProfile().rating }),
  );
});

describe('mfe-requests routes', () => {
  it('exposes exactly its own paths', () => {
    expect(routePaths(routes).sort()).toEqual(
      [
        '/manage-services-request',
        ...PAGES.map(([path]) =>
          path.replace('ABK-7KQ2M9', ':reference').replace(HALIMA_ID, ':id').replace('tk-1', ':id'),
        ),
      ].sort(),
    );
  });

  it('loads every page on demand', () => {
    expect(eagerRoutePaths(routes)).toEqual([]);
  });

  it.each(PAGES)('%s shows the h1 “%s” to a signed-in User', async (path, heading, title) => {
    signIn(USER);
    renderRoutes(routes, path);

    await expectPage(heading, title);
    // Whatever the page asks the API has answered before the next test starts.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  });
});

describe('/manage-services-request', () => {
  it('redirects its index to ongoing, replacing the history entry', async () => {
    signIn(USER);
    const { router } = renderRoutes(routes, '/select-aboki/request-details');
    await screen.findByRole('heading', { level: 1, name: 'Request details' });

    await act(() => router.navigate('/manage-services-request'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ongoing requests' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manage-services-request/ongoing');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Nothing in progress' })).toBeInTheDocument();

    // Back skips the bare index and returns to where the person came from.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request details' })).toBeInTheDocument();
  });

  it('replaces the index entry on a direct visit too', async () => {
    signIn(USER);
    const { router } = renderRoutes(routes, {
      entries: ['/select-aboki', '/manage-services-request'],
      index: 1,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ongoing requests' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');

    expect(await screen.findByRole('heading', { name: 'Nothing in progress' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose an Aboki' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Find an Aboki' })).toBeInTheDocument();
  });

  it('marks the current status tab', async () => {
    signIn(USER);
    renderRoutes(routes, '/manage-services-request/completed');

    await screen.findByRole('heading', { level: 1, name: 'Completed requests' });
    const tabs = screen.getByRole('navigation', { name: 'Request status' });
    expect(within(tabs).getByRole('link', { name: 'Completed' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ongoing', 'Upcoming', 'Completed', 'Cancelled']);
    expect(await screen.findByRole('heading', { name: 'No completed jobs yet' })).toBeInTheDocument();
  });

  it.each(['/manage-services-request/upcoming', '/manage-services-request/job/ABK-7KQ2M9'])(
    'sends a signed-out visitor from %s to sign in and back, asking the API nothing',
    async (path) => {
      const { router } = renderRoutes(withSignIn, path);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Sign in (mfe-auth)' }),
      ).toBeInTheDocument();
      expect(router.state.location.search).toBe(`?${new URLSearchParams({ next: path })}`);
      expect(world.api.seen.filter((request) => request.path.startsWith('/api/v1/jobs'))).toEqual([]);
    },
  );
});

describe('/select-aboki', () => {
  it('is open to visitors: the search needs no account', async () => {
    renderRoutes(withSignIn, '/select-aboki');

    await expectPage('Choose an Aboki', 'Choose an Aboki · Aboki');
    expect(await screen.findByRole('form', { name: 'Find an Aboki' })).toBeInTheDocument();
  });
});
