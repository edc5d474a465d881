import { act, screen, waitFor, within } from '@testing-library/react';
import { chooseLanguage, resetServiceCatalogue } from 'shared';
import { ok } from '@aboki/test-kit/api-server';
import { publishLiveJobEvent } from 'shared/live-events';
import { formatMonthOfYear } from 'shared/lagos-time';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { requestsBook } from '../i18n/index.js';
import { userToastText } from '../components/live-toasts.js';
import { routes } from '../routes.js';
import { USER, catalogueAnswer, halima, job, listItem } from '../test/fixtures.js';

const world = setUpPageTestWorld();

afterEach(async () => {
  await chooseLanguage('en');
});

describe('mfe-requests in another language', () => {
  it('lists the User’s upcoming requests in Hausa, with Hausa dates and job states', async () => {
    expect(requestsBook.name).toBe('mfe-requests');
    await chooseLanguage('ha');
    signIn(USER);
    world.api.on('GET /api/v1/jobs', ok({ jobs: [listItem()], nextCursor: 'next-1' }));

    renderRoutes(routes, '/manage-services-request/upcoming');

    expect(await screen.findByRole('heading', { level: 1, name: 'Buƙatu masu zuwa' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Masu zuwa' })).toHaveAttribute(
      'href',
      '/manage-services-request/upcoming',
    );
    const list = await screen.findByRole('list', { name: 'Buƙatu' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Asa 12 Dis, 9:00–12:00');
    expect(first).toHaveTextContent('₦12,000');
    expect(first).toHaveTextContent('Ana jiran wakili');
    expect(first).toHaveTextContent('Kuɗi hannu bayan aiki');
    expect(screen.getByRole('button', { name: 'Ƙara lodawa' })).toBeInTheDocument();

    // A live change names the service in Hausa too, by its slug (the stream carries the English name):
    // as the catalogue the API answers in the page's language says it.
    resetServiceCatalogue();
    world.api.on(
      'GET /api/v1/services',
      ok({
        ...catalogueAnswer,
        services: catalogueAnswer.services.map((service) =>
          service.slug === 'home-cleaning' ? { ...service, name: 'Tsaftace gida' } : service,
        ),
      }),
    );
    act(() =>
      publishLiveJobEvent({
        id: '11',
        reference: 'ABK-7KQ2M9',
        status: 'ACCEPTED',
        actor: 'AGENT',
        serviceSlug: 'home-cleaning',
        serviceName: 'Home cleaning',
        abokiName: 'Halima S.',
      }),
    );
    await waitFor(() =>
      expect(world.toasts.map(({ type, text }) => [type, text])).toEqual([
        ['info', 'Halima S.: an karɓi buƙatarku ta Tsaftace gida'],
      ]),
    );
  });

  it('searches for an Aboki in Yoruba: the form, the results and the languages they speak', async () => {
    await chooseLanguage('yo');
    resetServiceCatalogue();
    world.api.on('GET /api/v1/services', ok(catalogueAnswer));
    world.api.on('GET /api/v1/abokis/search', ok({ abokis: [halima()], nextCursor: null }));

    renderRoutes(routes, '/select-aboki?service=home-cleaning&state=Lagos&lga=Ikeja');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ẹ yan Aboki' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Ẹ wá Aboki' });
    expect(within(form).getByRole('button', { name: 'Ẹ wá Aboki' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Aboki' });
    const card = within(list).getAllByRole('listitem')[0]!;
    expect(card).toHaveTextContent('Tuntun · Ó ń sọ Haúsá, Gẹ̀ẹ́sì');
    expect(
      within(card).getByText(`A ti ṣàyẹ̀wò ID àti onídùúró · ${formatMonthOfYear('2026-10-01', 'yo')}`),
    ).toBeInTheDocument();
    expect(within(card).getAllByRole('button', { name: 'Ẹ yan Halima S.' }).length).toBeGreaterThan(0);
  });

  it('shows a job’s start code and details in Igbo', async () => {
    await chooseLanguage('ig');
    signIn(USER);
    world.api.on('GET /api/v1/jobs/ABK-7KQ2M9', ok({ job: job() }));
    world.api.on('GET /api/v1/jobs/ABK-7KQ2M9/events', ok({ events: [] }));
    world.api.on(
      'GET /api/v1/jobs/ABK-7KQ2M9/reschedule',
      ok({ pending: null, last: null, quote: null, feesRecordedKobo: 0 }),
    );

    renderRoutes(routes, '/manage-services-request/job/ABK-7KQ2M9');

    expect(await screen.findByRole('heading', { level: 1, name: 'Arịrịọ ABK-7KQ2M9' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Koodu mmalite' })).toBeInTheDocument();
    expect(screen.getByText('Koodu mmalite: 4, 8, 2, 1.')).toBeInTheDocument();
    expect(screen.getByText('Na-eche onye nnọchite', { selector: 'span' })).toBeInTheDocument();
    expect(
      screen.getByText(`Enyochala ID na onye nkwado · ${formatMonthOfYear('2026-10-01', 'ig')}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Laghachi na arịrịọ gị' })).toBeInTheDocument();
  });

  it('raises the live toasts in the language of the moment, and is back in English after', async () => {
    await chooseLanguage('pcm');
    expect(userToastText('ACCEPTED', 'Halima S.', 'Home cleaning')).toBe(
      'Halima S. don accept your Home cleaning request',
    );
    await chooseLanguage('en');
    expect(userToastText('ACCEPTED', 'Halima S.', 'Home cleaning')).toBe(
      'Halima S. accepted your Home cleaning request',
    );
  });
});
