import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { settle } from '@aboki/test-kit/toasts';
import { routes } from '../routes.js';
import { AGENT, listItem, readyAboki, seenWithoutStream } from '../test/fixtures.js';

const world = setUpPageTestWorld();

// The jobs above the list have their own tests (agent-dashboard-jobs.test.tsx): none here.
beforeEach(() => {
  world.api.on('GET /api/v1/jobs', ok({ jobs: [], nextCursor: null }));
});

/** The calls about Abokis, in order (the jobs and the live stream go their own way). */
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
  it('lists the agent’s Abokis: photo, name, services, status, and the way to finish a draft', async () => {
    signIn(AGENT);
    world.api.on(
      'GET /api/v1/abokis/mine',
      ok({
        abokis: [
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
            services: ['Laundry'],
            missing: ['weeklyHours'],
          }),
          listItem({ id: 'd3', displayName: 'Tunde A.', status: 'DRAFT', missing: [] }),
          listItem(),
          listItem({ id: 'p1', displayName: 'Femi O.', status: 'PAUSED' }),
        ],
        nextCursor: null,
      }),
    );
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

  it('pauses an active Aboki and resumes it, with the server’s toasts', async () => {
    signIn(AGENT);
    world.api.on('GET /api/v1/abokis/mine', ok({ abokis: [listItem()], nextCursor: null }));
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
      ['GET', '/api/v1/abokis/mine', 'Bearer real-token'],
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
    world.api.on('GET /api/v1/abokis/mine', ok({ abokis: [listItem()], nextCursor: null }));
    world.api.on(
      'POST /api/v1/abokis/a1/pause',
      fail(409, 'Only a published (ACTIVE) Aboki can be paused.', 'INVALID_STATUS'),
    );
    await openDashboard();
    const halima = await row('Halima S.');

    await userEvent.click(within(halima).getByRole('button', { name: 'Pause Halima S.' }));
    await settle();

    expect(await within(halima).findByRole('button', { name: 'Pause Halima S.' })).toBeEnabled();
    expect(within(halima).getByText('Active')).toBeInTheDocument();
    expect(world.toasts.map(({ type, text }) => [type, text])).toEqual([
      ['error', 'Only a published (ACTIVE) Aboki can be paused.'],
    ]);
  });

  it('loads more with the cursor, adding to the list', async () => {
    signIn(AGENT);
    world.api.on('GET /api/v1/abokis/mine', (request) =>
      request.path.includes('cursor=')
        ? ok({ abokis: [listItem({ id: 'a2', displayName: 'Emeka N.' })], nextCursor: null })
        : ok({ abokis: [listItem()], nextCursor: 'next page/1' }),
    );
    await openDashboard();
    await row('Halima S.');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await row('Emeka N.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your Abokis' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(abokiCalls().map(({ path }) => path)).toEqual([
      '/api/v1/abokis/mine',
      '/api/v1/abokis/mine?cursor=next+page%2F1',
    ]);
  });

  it('has an empty state that leads to /aboki', async () => {
    signIn(AGENT);
    world.api.on('GET /api/v1/abokis/mine', ok({ abokis: [], nextCursor: null }));
    await openDashboard();

    expect(await screen.findByRole('heading', { level: 2, name: 'No Abokis yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Onboard your first Aboki' })).toHaveAttribute('href', '/aboki');
  });

  it('offers a retry when the list does not load', async () => {
    signIn(AGENT);
    world.api.on(
      'GET /api/v1/abokis/mine',
      fail(500, 'Something went wrong on our side. Please try again.', 'INTERNAL_ERROR'),
    );
    await openDashboard();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your Abokis did not load' }),
    ).toBeInTheDocument();
    world.api.on('GET /api/v1/abokis/mine', ok({ abokis: [listItem()], nextCursor: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await row('Halima S.')).toBeInTheDocument();
  });
});
