import { screen, within } from '@testing-library/react';
import { chooseLanguage } from 'shared';
import { formatLagosSpan } from 'shared/lagos-time';
import { ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { abokiBook } from '../i18n/index.js';
import { routes } from '../routes.js';
import { AGENT, boardJob, dashboard, jobItem, listItem } from '../test/fixtures.js';

const world = setUpPageTestWorld();

afterEach(async () => {
  await chooseLanguage('en');
});

function serveBoard() {
  world.api.on(
    'GET /api/v1/agent/dashboard',
    ok(
      dashboard({
        requests: [boardJob({ reference: 'ABK-1', status: 'REQUESTED' })],
        upcoming: [jobItem({ reference: 'ABK-3' })],
        abokis: [
          listItem(),
          listItem({ id: 'a2', displayName: 'Emeka N.', status: 'PAUSED' }),
          listItem({ id: 'a3', displayName: 'Wale K.', status: 'PENDING_REVIEW' }),
          listItem({ id: 'a4', displayName: 'Rakiya B.', status: 'REJECTED', reviewNote: 'Photo' }),
          listItem({ id: 'a5', displayName: 'Sola T.', status: 'SUSPENDED', reviewNote: 'Reports' }),
        ],
      }),
    ),
  );
}

describe('the agent dashboard, in another language', () => {
  it('speaks Hausa when Hausa is chosen: headings, jobs, dates, statuses and buttons', async () => {
    expect(abokiBook.name).toBe('mfe-aboki');
    await chooseLanguage('ha');
    signIn(AGENT);
    serveBoard();

    renderRoutes(routes, '/profile/agent-dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard na wakili' })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard na wakili · Aboki');
    expect(await screen.findByRole('heading', { level: 2, name: 'Sababbin buƙatu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Kuɗin shiga' })).toBeInTheDocument();
    expect(screen.getByText('Kayan aikin wakili')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yi wa sabon Aboki rajista' })).toHaveAttribute('href', '/aboki');

    const request = await screen.findByRole('listitem', { name: 'Buƙata Home cleaning, ABK-1' });
    expect(request).toHaveTextContent('Na Ada Obi');
    expect(within(request).getByRole('button', { name: 'Karɓa' })).toBeInTheDocument();
    expect(within(request).getByRole('button', { name: 'Ƙi' })).toBeInTheDocument();

    // The job's Lagos day in Hausa's own day and month names.
    const upcoming = jobItem({ reference: 'ABK-3' });
    const span = formatLagosSpan(new Date(upcoming.startsAt), new Date(upcoming.endsAt), 'ha');
    expect(screen.getByRole('listitem', { name: 'Home cleaning, ABK-3' })).toHaveTextContent(span);

    const abokis = await screen.findByRole('list', { name: 'Aboki ɗinku' });
    expect(within(abokis).getByText('Mai aiki')).toBeInTheDocument();
    expect(within(abokis).getByText('An dakatar')).toBeInTheDocument();
    expect(within(abokis).getByText('Ana jiran tantancewa')).toBeInTheDocument();
    expect(within(abokis).getByText('Yana buƙatar gyara')).toBeInTheDocument();
    expect(within(abokis).getByText('Abin da za a gyara: Photo')).toBeInTheDocument();
    expect(within(abokis).getByText('Aboki ya dakatar')).toBeInTheDocument();
    expect(within(abokis).getByText('Dalili: Reports')).toBeInTheDocument();
    expect(within(abokis).getByRole('button', { name: 'Dakatar da Halima S.' })).toHaveTextContent('Dakatar');
    expect(within(abokis).getByRole('button', { name: 'Ci gaba da Emeka N.' })).toHaveTextContent('Ci gaba');
  });

  it('is back in English once English is chosen again', async () => {
    await chooseLanguage('ha');
    await chooseLanguage('en');
    signIn(AGENT);
    serveBoard();

    renderRoutes(routes, '/profile/agent-dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Agent dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'New requests' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Request Home cleaning, ABK-1' })).toHaveTextContent(
      'For Ada Obi',
    );
  });
});
