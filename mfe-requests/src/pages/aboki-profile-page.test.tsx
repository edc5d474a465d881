import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { updateDraft } from '../booking-draft.js';
import { routes } from '../routes.js';
import { HALIMA_ID, halimaProfile } from '../test/fixtures.js';

const world = setUpPageTestWorld();

const review = (rating: number, comment: string | null, reviewerName: string, createdAt: string) => ({
  rating,
  comment,
  reviewerName,
  createdAt,
});

beforeEach(() => {
  sessionStorage.clear();
  world.api.on(`GET /api/v1/abokis/${HALIMA_ID}`, ok({ aboki: halimaProfile() }));
});

describe('/select-aboki/aboki/:id, who is coming', () => {
  it('shows the Aboki’s photo, record, languages, areas, bio, prices and written reviews, with more on demand', async () => {
    world.api.on(`GET /api/v1/abokis/${HALIMA_ID}/reviews`, (request) =>
      request.path.includes('cursor=')
        ? ok({
            reviews: [review(4, null, 'Tunde A.', '2026-10-01T12:00:00+01:00')],
            nextCursor: null,
            rating: halimaProfile().rating,
          })
        : ok({
            reviews: [
              review(5, 'On time and very careful with my things.', 'Ada O.', '2026-11-20T18:00:00+01:00'),
            ],
            nextCursor: 'c1',
            rating: halimaProfile().rating,
          }),
    );
    renderRoutes(routes, `/select-aboki/aboki/${HALIMA_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Halima S.' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Halima S.' })).toHaveAttribute(
      'src',
      '/api/v1/photos/abc.webp',
    );
    expect(screen.getByText('Rated 4.6 (12)')).toBeInTheDocument();
    expect(screen.getByText('ID and guarantor checked · Oct 2026')).toBeInTheDocument();
    expect(screen.getByText('31 jobs done · With Aboki since Mar 2026')).toBeInTheDocument();
    expect(screen.getByText('Speaks Hausa, English')).toBeInTheDocument();
    expect(screen.getByText('Works in Ikeja, Agege (Lagos)')).toBeInTheDocument();
    expect(screen.getByText('Careful cleaner.')).toBeInTheDocument();
    const prices = screen.getByRole('region', { name: 'Services and prices' });
    expect(within(prices).getByText('₦12,000 a job')).toBeInTheDocument();
    expect(within(prices).getByText('₦2,500 an hour')).toBeInTheDocument();

    const reviews = await screen.findByRole('list', { name: 'Reviews' });
    expect(within(reviews).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(reviews).getByText('On time and very careful with my things.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More reviews' }));
    expect(await within(reviews).findByText(/Tunde A\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More reviews' })).not.toBeInTheDocument();
  });

  it('leads back to the search the User came from, at the Aboki’s free times; else to a search in their area', async () => {
    world.api.on(
      `GET /api/v1/abokis/${HALIMA_ID}/reviews`,
      ok({ reviews: [], nextCursor: null, rating: { average: null, count: 0 } }),
    );
    const first = renderRoutes(routes, `/select-aboki/aboki/${HALIMA_ID}`);
    expect(await screen.findByRole('link', { name: 'Book Halima S.' })).toHaveAttribute(
      'href',
      '/select-aboki?service=home-cleaning&state=Lagos&lga=Ikeja',
    );
    expect(await screen.findByText('Halima S. has not been reviewed yet.')).toBeInTheDocument();
    first.unmount();

    updateDraft((draft) => ({
      ...draft,
      search: { service: 'laundry', state: 'Lagos', lga: 'Ikeja', hours: 2 },
    }));
    renderRoutes(routes, `/select-aboki/aboki/${HALIMA_ID}`);
    const back = await screen.findByRole('link', { name: 'See Halima S.’s free times' });
    expect(back.getAttribute('href')).toContain(`aboki=${HALIMA_ID}`);
    expect(back.getAttribute('href')).toContain('service=laundry');
  });

  it('says plainly when the Aboki is not yet verified', async () => {
    world.api.on(`GET /api/v1/abokis/${HALIMA_ID}`, ok({ aboki: halimaProfile({ verifiedMonth: null }) }));
    world.api.on(
      `GET /api/v1/abokis/${HALIMA_ID}/reviews`,
      ok({ reviews: [], nextCursor: null, rating: { average: null, count: 0 } }),
    );
    renderRoutes(routes, `/select-aboki/aboki/${HALIMA_ID}`);

    expect(await screen.findByText('Not yet verified')).toBeInTheDocument();
    expect(screen.queryByText(/ID and guarantor checked/)).not.toBeInTheDocument();
  });
});
