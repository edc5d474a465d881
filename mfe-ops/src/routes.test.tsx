import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { eagerRoutePaths, expectPage, renderRoutes, routePaths } from '@aboki/test-kit/routes';
import { routes } from './routes.js';
import { disputeQueue, opsDispute } from './test/dispute-fixtures.js';
import { DASHBOARD, openConsole, opsJob, person, personSummary, queue, review } from './test/fixtures.js';
import { opsTicket, ticketQueue } from './test/ticket-fixtures.js';

/** mfe-ops' pages (issue 25): the path declared, a path to open, its h1, document title and data. */
const PAGES: [declared: string, path: string, heading: string, title: string, loaded: string][] = [
  ['/ops', '/ops', 'Operator dashboard', 'Operator dashboard · Aboki', 'Bookings today'],
  ['/ops/reviews', '/ops/reviews', 'Reviews', 'Reviews · Aboki', 'Chioma N.'],
  ['/ops/abokis/:id', '/ops/abokis/ab-1', 'Musa B.', 'Review of Musa B. · Aboki', 'Ibrahim Bello'],
  ['/ops/people', '/ops/people?q=ngozi', 'People', 'People · Aboki', 'ngozi@example.com'],
  ['/ops/people/:id', '/ops/people/u-1', 'Ngozi Eze', 'Account of Ngozi Eze · Aboki', 'ABK-7KQ2M9'],
  [
    '/ops/jobs/:reference',
    '/ops/jobs/ABK-7KQ2M9',
    'ABK-7KQ2M9 · Home cleaning',
    'ABK-7KQ2M9 · Home cleaning · Aboki',
    'Asked to move the time',
  ],
  ['/ops/disputes', '/ops/disputes', 'Disputes', 'Disputes · Aboki', 'ABK-2HX4P1'],
  [
    '/ops/disputes/:id',
    '/ops/disputes/dp-1',
    'Damage · ABK-7KQ2M9',
    'Dispute on ABK-7KQ2M9 · Aboki',
    'Ada Obi',
  ],
  ['/ops/audit', '/ops/audit', 'Audit log', 'Audit log · Aboki', 'No staff action matches these filters.'],
  ['/ops/tickets', '/ops/tickets', 'Support tickets', 'Support tickets · Aboki', 'T-7KQ2M9'],
  [
    '/ops/tickets/:id',
    '/ops/tickets/tk-1',
    'T-7KQ2M9 · Help with job ABK-7KQ2M9',
    'T-7KQ2M9 · Help with job ABK-7KQ2M9 · Aboki',
    'Called the agent.',
  ],
];

/** The shell's sign-in page stands in for mfe-auth's. */
const withSignIn: RouteObject[] = [...routes, { path: '/sign-in', element: <h1>Sign in (mfe-auth)</h1> }];

const world = setUpPageTestWorld();

beforeEach(() => {
  world.api.on('GET /api/v1/ops/dashboard', ok({ dashboard: DASHBOARD }));
  world.api.on('GET /api/v1/ops/reviews', ok(queue()));
  world.api.on('GET /api/v1/ops/abokis/ab-1', ok({ aboki: review() }));
  world.api.on('GET /api/v1/ops/audit', ok({ entries: [], nextCursor: null }));
  world.api.on('GET /api/v1/ops/people', ok({ people: [personSummary()] }));
  world.api.on('GET /api/v1/ops/people/u-1', ok({ person: person() }));
  world.api.on('GET /api/v1/ops/jobs/ABK-7KQ2M9', ok({ job: opsJob() }));
  world.api.on('GET /api/v1/ops/disputes', ok(disputeQueue()));
  world.api.on('GET /api/v1/ops/disputes/dp-1', ok({ dispute: opsDispute({ photoKeys: [] }) }));
  world.api.on('GET /api/v1/ops/tickets', ok(ticketQueue()));
  world.api.on('GET /api/v1/ops/tickets/tk-1', ok({ ticket: opsTicket() }));
});

describe('mfe-ops routes', () => {
  it('exposes exactly its own paths, all under /ops', () => {
    expect(routePaths(routes).sort()).toEqual(PAGES.map(([declared]) => declared).sort());
  });

  it('loads every page on demand', () => {
    expect(eagerRoutePaths(routes)).toEqual([]);
  });

  it.each(PAGES)('%s shows its h1 to unlocked staff', async (_declared, path, heading, title, loaded) => {
    openConsole(world.api, path);

    await expectPage(heading, title);
    expect(document.querySelector('[data-app="mfe-ops"]')).toHaveAttribute('data-app-version', '0.0.0-test');
    expect(screen.getByRole('navigation', { name: 'Console' })).toBeInTheDocument();
    expect(await screen.findByText(loaded)).toBeInTheDocument();
  });

  it.each(PAGES)('%s sends a visitor to /sign-in?next=<path>', async (_declared, path) => {
    const { router } = renderRoutes(withSignIn, path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in (mfe-auth)' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
    expect(world.api.seen).toEqual([]);
  });
});
