import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetServiceCatalogue } from 'shared';
import { ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { ABOKI_LANGUAGES } from 'shared/schemas';
import { BOOKING_DRAFT_KEY, readDraft } from '../booking-draft.js';
import { SEARCH_LANGUAGES } from '../components/search-form.js';
import { routes } from '../routes.js';
import { USER, catalogueAnswer, emeka, halima } from '../test/fixtures.js';

const world = setUpPageTestWorld();

beforeEach(() => {
  sessionStorage.clear();
  resetServiceCatalogue();
  world.api.on('GET /api/v1/services', ok(catalogueAnswer));
});

const searches = () =>
  world.api.seen
    .filter((request) => request.path.startsWith('/api/v1/abokis/search'))
    .map((request) => Object.fromEntries(new URL(request.path, 'http://x').searchParams));

async function openSearch(at: string) {
  const view = renderRoutes(routes, at);
  const form = await screen.findByRole('form', { name: 'Find an Aboki' });
  return { ...view, form };
}

describe('/select-aboki: the search', () => {
  it('holds the languages of shared/schemas (copied to keep Zod off this page)', () => {
    expect(SEARCH_LANGUAGES).toEqual(ABOKI_LANGUAGES);
  });

  it('refuses an LGA of another state before asking the API', async () => {
    const { form } = await openSearch('/select-aboki?service=home-cleaning&state=Kano&lga=Ikeja');

    await userEvent.click(within(form).getByRole('button', { name: 'Find an Aboki' }));

    await waitFor(() =>
      expect(
        within(form).getByRole('combobox', { name: 'Local government area (LGA)' }),
      ).toHaveAccessibleDescription('Choose an LGA in Kano'),
    );
    expect(searches()).toEqual([]);
  });

  it('repeats the home page’s search, and lists who is free this week with their next times', async () => {
    world.api.on(
      'GET /api/v1/abokis/search',
      ok({
        abokis: [
          halima({
            startsAt: undefined,
            endsAt: undefined,
            nextSlots: [
              { startsAt: '2026-12-12T09:00:00+01:00', endsAt: '2026-12-12T12:00:00+01:00' },
              { startsAt: '2026-12-12T13:30:00+01:00', endsAt: '2026-12-12T16:30:00+01:00' },
            ],
          }),
          emeka({ startsAt: undefined, endsAt: undefined, nextSlots: [] }),
        ],
        nextCursor: null,
      }),
    );
    const { form } = await openSearch('/select-aboki?service=home-cleaning&state=Lagos&lga=Ikeja');

    expect(within(form).getByRole('combobox', { name: 'Service' })).toHaveValue('home-cleaning');
    expect(within(form).getByRole('combobox', { name: 'State' })).toHaveValue('Lagos');
    expect(within(form).getByRole('combobox', { name: 'Local government area (LGA)' })).toHaveValue('Ikeja');
    const list = await screen.findByRole('list', { name: 'Abokis' });
    const cards = within(list).getAllByRole('listitem', { name: /\./ });
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Halima S.',
      'Emeka O.',
    ]);
    expect(cards[0]).toHaveTextContent('New · Speaks Hausa, English');
    expect(cards[0]).toHaveTextContent('₦12,000');
    expect(within(cards[0]!).getByRole('img', { name: 'Photo of Halima S.' })).toHaveAttribute(
      'src',
      '/api/v1/photos/abc.webp',
    );
    expect(cards[1]).toHaveTextContent('Rated 4.6 (12) · Speaks Igbo, English, Pidgin');
    expect(cards[1]).toHaveTextContent('₦15,000');
    // Checked by Aboki's team, with the month; or said plainly that they are not yet.
    expect(within(cards[0]!).getByText('ID and guarantor checked · Oct 2026')).toBeInTheDocument();
    expect(within(cards[0]!).queryByText('Not yet verified')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByText('Not yet verified')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText(/ID and guarantor checked/)).not.toBeInTheDocument();
    expect(
      within(cards[0]!)
        .getAllByRole('button', { name: /Sat 12 Dec/ })
        .map((button) => button.textContent),
    ).toEqual(['Sat 12 Dec, 9:00', 'Sat 12 Dec, 13:30']);
    expect(screen.getByText('Home cleaning in Ikeja, Lagos, this week')).toBeInTheDocument();
    expect(searches()).toEqual([{ service: 'home-cleaning', state: 'Lagos', lga: 'Ikeja' }]);
  });

  it('prefills the place from the User’s profile when the address names none', async () => {
    signIn(USER);
    const { form } = await openSearch('/select-aboki');

    expect(within(form).getByRole('combobox', { name: 'State' })).toHaveValue('Lagos');
    expect(within(form).getByRole('combobox', { name: 'Local government area (LGA)' })).toHaveValue('Ikeja');
    expect(within(form).getByRole('combobox', { name: 'Service' })).toHaveValue('');
    expect(searches()).toEqual([]);
  });

  it('checks the form before asking: a day needs a time, and a service is required', async () => {
    const { form } = await openSearch('/select-aboki');

    await userEvent.type(within(form).getByLabelText('Day (optional)'), '2026-12-12');
    await userEvent.click(within(form).getByRole('button', { name: 'Find an Aboki' }));

    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Service' })).toHaveAccessibleDescription(
        'Choose a service',
      ),
    );
    expect(within(form).getByRole('combobox', { name: 'Time (optional)' })).toHaveAccessibleDescription(
      'Choose a time on that day, or clear the day',
    );
    expect(searches()).toEqual([]);
  });

  it('searches at a time, with hours for an hourly service, and shows who is free then', async () => {
    world.api.on(
      'GET /api/v1/abokis/search',
      ok({
        abokis: [
          halima({
            priceKobo: 750_000,
            startsAt: '2026-12-12T09:00:00+01:00',
            endsAt: '2026-12-12T12:00:00+01:00',
          }),
        ],
        nextCursor: null,
      }),
    );
    const { form, router } = await openSearch('/select-aboki?state=Lagos&lga=Ikeja');

    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Service' }), 'Laundry');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'How many hours' }), '3 hours');
    await userEvent.type(within(form).getByLabelText('Day (optional)'), '2026-12-12');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Time (optional)' }), '9:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Find an Aboki' }));

    const card = await screen.findByRole('listitem', { name: 'Halima S.' });
    expect(card).toHaveTextContent('₦7,500 (₦2,500 an hour)');
    expect(card).toHaveTextContent('Sat 12 Dec, 9:00–12:00');
    expect(searches()).toEqual([
      { service: 'laundry', state: 'Lagos', lga: 'Ikeja', date: '2026-12-12', time: '09:00', hours: '3' },
    ]);
    // The search is in the address, so a reload or Back repeats it.
    expect(new URLSearchParams(router.state.location.search).get('time')).toBe('09:00');

    await userEvent.click(within(card).getByRole('button', { name: 'Choose Halima S.' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your request' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sat 12 Dec, 9:00–12:00 (Lagos time)')).toBeInTheDocument();
    expect(screen.getByText('3 hours of laundry at ₦2,500 an hour.')).toBeInTheDocument();
    // This booking's cancellation terms, before it is sent: 50 % (₦3,750) in its last 2 hours.
    const terms = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(terms).toContain('After 7:00 on the day: ₦3,750.');
    expect(terms).toContain('Always free before the Aboki accepts, and within 5 minutes of booking.');
    expect(readDraft()).toMatchObject({
      search: { service: 'laundry', hours: 3, date: '2026-12-12', time: '09:00' },
      service: { slug: 'laundry', unit: 'hour' },
      aboki: { displayName: 'Halima S.', unitPriceKobo: 250_000 },
      slot: { startsAt: '2026-12-12T09:00:00+01:00', priceKobo: 750_000 },
    });
  });

  it('asks and prices an hourly service for the hours in the field from the first search', async () => {
    world.api.on(
      'GET /api/v1/abokis/search',
      ok({
        abokis: [halima({ priceKobo: 250_000, startsAt: undefined, endsAt: undefined })],
        nextCursor: null,
      }),
    );
    // The home page's link names no hours: the field's first value is what is searched.
    const { form } = await openSearch('/select-aboki?service=laundry&state=Lagos&lga=Ikeja');

    const card = await screen.findByRole('listitem', { name: 'Halima S.' });
    expect(within(form).getByRole('combobox', { name: 'How many hours' })).toHaveValue('1');
    expect(screen.getByText('Laundry for 1 hour in Ikeja, Lagos, this week')).toBeInTheDocument();
    expect(searches()).toEqual([{ service: 'laundry', state: 'Lagos', lga: 'Ikeja', hours: '1' }]);
    expect(card).toHaveTextContent('₦2,500 (₦2,500 an hour)');
    // Her name opens her profile: who is coming.
    expect(within(card).getByRole('link', { name: 'Halima S.' })).toHaveAttribute(
      'href',
      `/select-aboki/aboki/${halima().id}`,
    );
  });

  it('finds by the neighbourhood people say: "Yaba" searches Lagos Mainland', async () => {
    world.api.on('GET /api/v1/abokis/search', ok({ abokis: [], nextCursor: null }));
    const { form } = await openSearch('/select-aboki?service=home-cleaning');

    await userEvent.type(
      within(form).getByRole('combobox', { name: 'Neighbourhood or area (optional)' }),
      'Yab',
    );
    await userEvent.click(await within(form).findByRole('option', { name: 'Yaba — Lagos Mainland, Lagos' }));
    expect(within(form).getByRole('combobox', { name: 'State' })).toHaveValue('Lagos');
    expect(within(form).getByRole('combobox', { name: 'Local government area (LGA)' })).toHaveValue(
      'Lagos Mainland',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Find an Aboki' }));

    await waitFor(() =>
      expect(searches()).toEqual([{ service: 'home-cleaning', state: 'Lagos', lga: 'Lagos Mainland' }]),
    );
  });

  it('filters by a language the Aboki speaks, keeps it in the address, and says so when no one does', async () => {
    world.api.on('GET /api/v1/abokis/search', ok({ abokis: [], nextCursor: null }));
    const { form, router } = await openSearch('/select-aboki?service=home-cleaning&state=Lagos&lga=Ikeja');
    await screen.findByText(/No one offering Home cleaning in Ikeja has/);

    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Speaks (optional)' }), 'Hausa');
    await userEvent.click(within(form).getByRole('button', { name: 'Find an Aboki' }));

    expect(
      await screen.findByText(
        'No one offering Home cleaning in Ikeja who speaks Hausa has a free time in the next 7 days. Try any language, a neighbouring LGA or another service.',
      ),
    ).toBeInTheDocument();
    expect(searches()).toEqual([
      { service: 'home-cleaning', state: 'Lagos', lga: 'Ikeja' },
      { service: 'home-cleaning', state: 'Lagos', lga: 'Ikeja', language: 'Hausa' },
    ]);
    expect(new URLSearchParams(router.state.location.search).get('language')).toBe('Hausa');
    expect(readDraft()?.search?.language).toBe('Hausa');
  });

  it('ignores a language it does not know in the address, searching every language', async () => {
    world.api.on('GET /api/v1/abokis/search', ok({ abokis: [halima()], nextCursor: null }));
    const { form } = await openSearch(
      '/select-aboki?service=home-cleaning&state=Lagos&lga=Ikeja&language=Klingon',
    );

    await screen.findByRole('listitem', { name: 'Halima S.' });
    expect(searches()).toEqual([{ service: 'home-cleaning', state: 'Lagos', lga: 'Ikeja' }]);
    expect(within(form).getByRole('combobox', { name: 'Speaks (optional)' })).toHaveValue('');
  });

  it('never asks hours of a per-job service, whatever the address says', async () => {
    world.api.on('GET /api/v1/abokis/search', ok({ abokis: [halima()], nextCursor: null }));
    await openSearch('/select-aboki?service=home-cleaning&state=Lagos&lga=Ikeja&hours=3');

    await screen.findByRole('listitem', { name: 'Halima S.' });
    expect(searches()).toEqual([{ service: 'home-cleaning', state: 'Lagos', lga: 'Ikeja' }]);
  });

  it('when no one is free then, offers the nearest free times instead of a dead end', async () => {
    world.api.on('GET /api/v1/abokis/search', (request) =>
      request.path.includes('time=')
        ? ok({ abokis: [], nextCursor: null })
        : ok({
            abokis: [
              emeka({
                startsAt: undefined,
                endsAt: undefined,
                nextSlots: [{ startsAt: '2026-12-13T10:00:00+01:00', endsAt: '2026-12-13T13:00:00+01:00' }],
              }),
            ],
            nextCursor: null,
          }),
    );
    await openSearch('/select-aboki?service=home-cleaning&state=Lagos&lga=Ikeja&date=2026-12-12&time=09:00');

    expect(await screen.findByRole('heading', { name: 'No one is free at that time' })).toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: 'Emeka O.' });
    expect(searches()).toEqual([
      { service: 'home-cleaning', state: 'Lagos', lga: 'Ikeja', date: '2026-12-12', time: '09:00' },
      { service: 'home-cleaning', state: 'Lagos', lga: 'Ikeja' },
    ]);

    await userEvent.click(within(card).getByRole('button', { name: 'Sun 13 Dec, 10:00' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your request' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sun 13 Dec, 10:00–13:00 (Lagos time)')).toBeInTheDocument();
    expect(screen.getByText('₦15,000')).toBeInTheDocument();
  });

  it('says so plainly when no one offers the service there this week', async () => {
    world.api.on('GET /api/v1/abokis/search', ok({ abokis: [], nextCursor: null }));
    await openSearch('/select-aboki?service=home-cleaning&state=Lagos&lga=Ikeja');

    expect(await screen.findByRole('heading', { name: 'No Aboki is free for this yet' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Try a neighbouring LGA or another service.');
  });

  it('choosing an Aboki without a time shows their free times for the week', async () => {
    world.api.on(
      'GET /api/v1/abokis/search',
      ok({ abokis: [halima({ startsAt: undefined, endsAt: undefined, nextSlots: [] })], nextCursor: null }),
    );
    world.api.on(
      `GET /api/v1/abokis/${halima().id}/slots`,
      ok({
        slots: [
          { startsAt: '2026-12-12T09:00:00+01:00', endsAt: '2026-12-12T12:00:00+01:00' },
          { startsAt: '2026-12-12T09:30:00+01:00', endsAt: '2026-12-12T12:30:00+01:00' },
          { startsAt: '2026-12-14T08:00:00+01:00', endsAt: '2026-12-14T11:00:00+01:00' },
        ],
      }),
    );
    const { router } = await openSearch('/select-aboki?service=home-cleaning&state=Lagos&lga=Ikeja');
    const card = await screen.findByRole('listitem', { name: 'Halima S.' });

    await userEvent.click(within(card).getByRole('button', { name: 'Choose Halima S.' }));

    const times = await screen.findByRole('group', { name: 'Free times for Halima S.' });
    expect(new URLSearchParams(router.state.location.search).get('aboki')).toBe(halima().id);
    // Shown below the form: focus (and so the screen) moves to them.
    expect(screen.getByRole('heading', { name: 'Free times for Halima S.' })).toHaveFocus();
    expect(
      within(times)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Sat 12 Dec', 'Mon 14 Dec']);
    const slotsAsked = world.api.seen.find((request) => request.path.includes('/slots'));
    expect(slotsAsked?.path).toBe(`/api/v1/abokis/${halima().id}/slots?service=home-cleaning&days=7`);

    await userEvent.click(within(times).getByRole('button', { name: 'Mon 14 Dec, 8:00' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your request' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mon 14 Dec, 8:00–11:00 (Lagos time)')).toBeInTheDocument();
    expect(
      screen.getByText('The whole home cleaning job, about 3 hours of work, at Halima S.’s own price.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['this week', '', 'Free this week', 1],
    [
      'offered instead of a time no one is free at',
      '&date=2026-12-12&time=09:00',
      'No one is free at that time',
      2,
    ],
  ])(
    'Abokis %s: “Show more Abokis” asks the same search with the cursor',
    async (_name, time, heading, page) => {
      world.api.on('GET /api/v1/abokis/search', (request) =>
        request.path.includes('time=')
          ? ok({ abokis: [], nextCursor: null })
          : request.path.includes('cursor=')
            ? ok({
                abokis: [emeka({ startsAt: undefined, endsAt: undefined, nextSlots: [] })],
                nextCursor: null,
              })
            : ok({
                abokis: [halima({ startsAt: undefined, endsAt: undefined, nextSlots: [] })],
                nextCursor: 'c2',
              }),
      );
      await openSearch(`/select-aboki?service=home-cleaning&state=Lagos&lga=Ikeja${time}`);
      await screen.findByRole('listitem', { name: 'Halima S.' });

      await userEvent.click(screen.getByRole('button', { name: 'Show more Abokis' }));

      expect(await screen.findByRole('listitem', { name: 'Emeka O.' })).toBeInTheDocument();
      expect(screen.getByRole('listitem', { name: 'Halima S.' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Show more Abokis' })).not.toBeInTheDocument();
      expect(searches()).toHaveLength(page + 1);
      expect(searches()[page]).toEqual({
        service: 'home-cleaning',
        state: 'Lagos',
        lga: 'Ikeja',
        cursor: 'c2',
      });
    },
  );
});

describe('the booking draft', () => {
  it('survives a remount (a reload): the search and the chosen Aboki come back from sessionStorage', async () => {
    world.api.on('GET /api/v1/abokis/search', ok({ abokis: [halima()], nextCursor: null }));
    const first = await openSearch(
      '/select-aboki?service=home-cleaning&state=Lagos&lga=Ikeja&date=2026-12-12&time=09:00',
    );
    const card = await screen.findByRole('listitem', { name: 'Halima S.' });
    await userEvent.click(within(card).getByRole('button', { name: 'Choose Halima S.' }));
    await screen.findByRole('heading', { level: 1, name: 'Confirm your request' });
    const stored = JSON.parse(sessionStorage.getItem(BOOKING_DRAFT_KEY)!) as { idempotencyKey: string };
    expect(stored.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    first.unmount();

    // A fresh page on /select-aboki with nothing in the address: the draft's search and booking.
    const second = renderRoutes(routes, '/select-aboki');
    expect(
      await screen.findByText(/You were booking Halima S\. for Home cleaning, Sat 12 Dec, 9:00–12:00/),
    ).toBeInTheDocument();
    expect(second.router.state.location.search).toBe(
      '?service=home-cleaning&state=Lagos&lga=Ikeja&date=2026-12-12&time=09%3A00',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Continue that booking' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your request' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Halima S.')).toBeInTheDocument();
    // Still the same draft, with the same key.
    expect(readDraft()?.idempotencyKey).toBe(stored.idempotencyKey);
  });

  it('drops a stored draft it cannot read instead of trusting it', async () => {
    sessionStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify({ aboki: 'x' }));
    renderRoutes(routes, '/select-aboki/confirm-request');

    expect(await screen.findByRole('heading', { name: 'No booking in progress' })).toBeInTheDocument();
    expect(readDraft()).toBeNull();
  });
});
