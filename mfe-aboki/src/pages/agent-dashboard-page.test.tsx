import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { settle } from '@aboki/test-kit/toasts';
import { publishLiveJobEvent } from 'shared/live-events';
import type { AbokiListItem } from 'shared/schemas';
import { routes } from '../routes.js';
import {
  AGENT,
  boardJob,
  dashboard,
  jobItem,
  listItem,
  readyAboki,
  seenWithoutStream,
} from '../test/fixtures.js';

const world = setUpPageTestWorld();

// The jobs above the list have their own tests (agent-dashboard-jobs.test.tsx): here they are none.
const serveAbokis = (abokis: AbokiListItem[], abokisNextCursor: string | null = null) =>
  world.api.on('GET /api/v1/agent/dashboard', ok(dashboard({ abokis, abokisNextCursor })));

/** Halima on the dashboard's page of Abokis, Emeka on the next (GET /abokis/mine?cursor=). */
function serveTwoPages() {
  serveAbokis([listItem()], 'next page/1');
  world.api.on(
    'GET /api/v1/abokis/mine',
    ok({ abokis: [listItem({ id: 'a2', displayName: 'Emeka N.' })], nextCursor: null }),
  );
}

/** The calls about Abokis after the dashboard's, in order (the live stream goes its own way). */
const abokiCalls = () =>
  seenWithoutStream(world.api.seen).filter(({ path }) => path.startsWith('/api/v1/abokis'));

async function openDashboard() {
  const view = renderRoutes(routes, '/profile/agent-dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Agent dashboard' });
  // The jobs above load on their own: wait for them, so no answer lands after the test.
  await screen.findByRole('heading', { level: 2, name: 'Earnings' });
  return view;
}

const row = (name: string) => screen.findByRole('listitem', { name });

describe('the agent dashboard', () => {
  it('paints the jobs, the earnings and the Abokis from exactly one API request', async () => {
    signIn(AGENT);
    world.api.on(
      'GET /api/v1/agent/dashboard',
      ok(
        dashboard({
          requests: [boardJob({ reference: 'ABK-1', status: 'REQUESTED' })],
          today: [boardJob({ reference: 'ABK-2' })],
          upcoming: [jobItem({ reference: 'ABK-3' })],
          earnings: { weekKobo: 1_200_000, monthKobo: 3_600_000 },
        }),
      ),
    );
    await openDashboard();

    expect(await row('Request Home cleaning, ABK-1')).toHaveTextContent('For Ada Obi, +2348031112222');
    expect(await row('Today Home cleaning, ABK-2')).toHaveTextContent('4 Zoo Road');
    expect(await row('Home cleaning, ABK-3')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Earnings' })).getByText('₦36,000')).toBeInTheDocument();
    expect(await row('Halima S.')).toBeInTheDocument();
    expect(
      seenWithoutStream(world.api.seen).map(({ method, path, authorization }) => [
        method,
        path,
        authorization,
      ]),
    ).toEqual([['GET', '/api/v1/agent/dashboard', 'Bearer real-token']]);
  });

  it('lists the agent’s Abokis: photo, name, services, status, and the way to finish a draft', async () => {
    signIn(AGENT);
    serveAbokis([
      listItem({
        id: 'd1',
        displayName: 'Bala M.',
        status: 'DRAFT',
        photoUrl: null,
        services: [],
        missing: ['services', 'weeklyHours'],
      }),
      listItem({
        id: 'd2',
        displayName: 'Ngozi E.',
        status: 'DRAFT',
        services: [{ slug: 'laundry-and-ironing', name: 'Laundry' }],
        missing: ['weeklyHours'],
      }),
      listItem({ id: 'd3', displayName: 'Tunde A.', status: 'DRAFT', missing: [] }),
      listItem(),
      listItem({ id: 'p1', displayName: 'Femi O.', status: 'PAUSED' }),
    ]);
    await openDashboard();

    const bala = await row('Bala M.');
    expect(within(bala).getByText('Draft')).toBeInTheDocument();
    expect(within(bala).getByText('No services yet')).toBeInTheDocument();
    expect(
      within(bala).getByText('Still needs at least one service with a price, weekly working hours.'),
    ).toBeInTheDocument();
    expect(within(bala).getByRole('link', { name: 'Finish onboarding Bala M.' })).toHaveAttribute(
      'href',
      '/aboki/select-services?id=d1',
    );
    expect(within(bala).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(await row('Ngozi E.')).getByRole('link', { name: 'Finish onboarding Ngozi E.' }),
    ).toHaveAttribute('href', '/aboki/services-available?id=d2');
    expect(
      within(await row('Tunde A.')).getByRole('link', { name: 'Finish onboarding Tunde A.' }),
    ).toHaveAttribute('href', '/aboki/services-success?id=d3');

    const halima = await row('Halima S.');
    expect(within(halima).getByText('Active')).toBeInTheDocument();
    expect(within(halima).getByText('Home cleaning, Laundry')).toBeInTheDocument();
    expect(halima.querySelector('img')).toHaveAttribute('src', '/api/v1/photos/abc123.webp');
    expect(within(halima).getByRole('button', { name: 'Pause Halima S.' })).toBeInTheDocument();
    expect(within(halima).getByRole('link', { name: 'Edit Halima S.' })).toHaveAttribute(
      'href',
      '/aboki?id=a1',
    );
    expect(within(await row('Femi O.')).getByRole('button', { name: 'Resume Femi O.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says where each Aboki’s review stands, with only the actions that fit', async () => {
    signIn(AGENT);
    serveAbokis([
      listItem({ id: 'w1', displayName: 'Wale K.', status: 'PENDING_REVIEW' }),
      listItem({
        id: 'r1',
        displayName: 'Rakiya B.',
        status: 'REJECTED',
        reviewNote: 'The photo is not of a face: take a clear one.',
      }),
      listItem({
        id: 's1',
        displayName: 'Sola T.',
        status: 'SUSPENDED',
        reviewNote: 'Two Users reported that Sola did not come.',
      }),
      listItem(),
      listItem({ id: 'p1', displayName: 'Femi O.', status: 'PAUSED' }),
    ]);
    await openDashboard();

    const expected: [string, string, string, string | null][] = [
      ['Wale K.', 'w1', 'Waiting for review', null],
      ['Rakiya B.', 'r1', 'Needs changes', 'What to fix: The photo is not of a face: take a clear one.'],
      ['Sola T.', 's1', 'Suspended by Aboki', 'Reason: Two Users reported that Sola did not come.'],
      ['Halima S.', 'a1', 'Active', null],
      ['Femi O.', 'p1', 'Paused', null],
    ];
    for (const [name, id, words, note] of expected) {
      const shown = await row(name);
      expect(within(shown).getByText(words)).toBeInTheDocument();
      if (note) expect(within(shown).getByText(note)).toBeInTheDocument();
      expect(within(shown).getByRole('link', { name: `View ${name}` })).toHaveAttribute(
        'href',
        `/aboki/services-success?id=${id}`,
      );
      expect(within(shown).getByRole('link', { name: `Edit ${name}` })).toHaveAttribute(
        'href',
        `/aboki?id=${id}`,
      );
    }
    // Pause only what takes bookings, resume only what the agent paused.
    expect(
      within(await row('Halima S.'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Pause']);
    expect(
      within(await row('Femi O.'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Resume']);
    for (const name of ['Wale K.', 'Rakiya B.', 'Sola T.']) {
      expect(within(await row(name)).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('pauses an active Aboki and resumes it, with the server’s toasts', async () => {
    signIn(AGENT);
    serveAbokis([listItem()]);
    world.api.on(
      'POST /api/v1/abokis/a1/pause',
      ok(
        { aboki: readyAboki({ status: 'PAUSED' }) },
        'Aboki paused. Users will not see them until you resume.',
      ),
    );
    world.api.on(
      'POST /api/v1/abokis/a1/resume',
      ok({ aboki: readyAboki({ status: 'ACTIVE' }) }, 'Aboki resumed. Users can book them again.'),
    );
    await openDashboard();
    const halima = await row('Halima S.');

    await userEvent.click(within(halima).getByRole('button', { name: 'Pause Halima S.' }));
    expect(await within(halima).findByText('Paused')).toBeInTheDocument();
    await userEvent.click(within(halima).getByRole('button', { name: 'Resume Halima S.' }));
    expect(await within(halima).findByText('Active')).toBeInTheDocument();

    expect(abokiCalls().map(({ method, path, authorization }) => [method, path, authorization])).toEqual([
      ['POST', '/api/v1/abokis/a1/pause', 'Bearer real-token'],
      ['POST', '/api/v1/abokis/a1/resume', 'Bearer real-token'],
    ]);
    await settle();
    expect(world.toasts.map(({ type, text }) => [type, text])).toEqual([
      ['success', 'Aboki paused. Users will not see them until you resume.'],
      ['success', 'Aboki resumed. Users can book them again.'],
    ]);
  });

  it('keeps the status when the server refuses (409), and says why', async () => {
    signIn(AGENT);
    serveAbokis([listItem()]);
    world.api.on(
      'POST /api/v1/abokis/a1/pause',
      fail(409, 'Only a published Aboki can be paused.', 'INVALID_STATUS'),
    );
    await openDashboard();
    const halima = await row('Halima S.');

    await userEvent.click(within(halima).getByRole('button', { name: 'Pause Halima S.' }));
    // The refusal comes back over HTTP: on a loaded machine the button stays busy for a while.
    await waitFor(() =>
      expect(within(halima).getByRole('button', { name: 'Pause Halima S.' })).toBeEnabled(),
    );
    await settle();
    expect(within(halima).getByText('Active')).toBeInTheDocument();
    expect(world.toasts.map(({ type, text }) => [type, text])).toEqual([
      ['error', 'Only a published Aboki can be paused.'],
    ]);
  });

  it('loads more with the dashboard’s cursor, adding to the list', async () => {
    signIn(AGENT);
    serveTwoPages();
    await openDashboard();
    await row('Halima S.');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await row('Emeka N.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your Abokis' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(abokiCalls().map(({ path }) => path)).toEqual(['/api/v1/abokis/mine?cursor=next+page%2F1']);
  });

  it('keeps the Abokis loaded so far when the jobs reload', async () => {
    signIn(AGENT);
    serveTwoPages();
    await openDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await row('Emeka N.');

    // A job changed (in another tab): the dashboard loads again, the list stays as the agent left it.
    act(() => publishLiveJobEvent({ id: '7', reference: 'ABK-1', status: 'ACCEPTED', actor: 'AGENT' }));
    await waitFor(() =>
      expect(
        seenWithoutStream(world.api.seen).filter(({ path }) => path === '/api/v1/agent/dashboard'),
      ).toHaveLength(2),
    );
    expect(within(screen.getByRole('list', { name: 'Your Abokis' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('has an empty state that leads to /aboki', async () => {
    signIn(AGENT);
    serveAbokis([]);
    await openDashboard();

    expect(await screen.findByRole('heading', { level: 2, name: 'No Abokis yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Onboard your first Aboki' })).toHaveAttribute('href', '/aboki');
  });

  it('offers a retry when the dashboard does not load, which loads the jobs and the list again', async () => {
    signIn(AGENT);
    world.api.on(
      'GET /api/v1/agent/dashboard',
      fail(500, 'Something went wrong on our side. Please try again.', 'INTERNAL_ERROR'),
    );
    renderRoutes(routes, '/profile/agent-dashboard');

    const failed = await screen.findAllByRole('alert');
    expect(failed.map((alert) => within(alert).getByRole('heading').textContent)).toEqual([
      'The jobs did not load',
      'Your Abokis did not load',
    ]);
    for (const alert of failed) {
      expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    }
    serveAbokis([listItem()]);
    await userEvent.click(within(failed[1]!).getByRole('button', { name: 'Try again' }));
    expect(await row('Halima S.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Earnings' })).toBeInTheDocument();
    expect(seenWithoutStream(world.api.seen).map(({ path }) => path)).toEqual([
      '/api/v1/agent/dashboard',
      '/api/v1/agent/dashboard',
    ]);
  });
});
