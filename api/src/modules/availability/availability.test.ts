import { sql } from 'drizzle-orm';
import { lagosInstant, toLagosIso } from 'shared/lagos-time';
import { abokiSearchResultSchema, NOT_AVAILABLE_REASONS } from 'shared/schemas';
import { createKit, BOOKING_TABLES } from '../../test/booking-kit.js';
import { useTestApp } from '../../test/use-test-app.js';

// Monday 14 December 2026, 06:00 in Lagos.
const NOW = lagosInstant('2026-12-14', '06:00');
const ctx = useTestApp({
  now: NOW,
  truncate: BOOKING_TABLES,
});
const { call, account, aboki, book } = createKit(ctx);

const cleaning = (priceKobo: number) => [{ serviceSlug: 'home-cleaning', priceKobo, durationMinutes: 180 }];
const search = (query: string) => call('GET', `/api/v1/abokis/search?${query}`);
const names = (response: Awaited<ReturnType<typeof search>>) =>
  (response.json().data.abokis as { displayName: string }[]).map((item) => item.displayName);
const TUESDAY_9 = 'service=home-cleaning&state=Lagos&lga=Ikeja&date=2026-12-15&time=09:00';

describe('GET /api/v1/abokis/search with a time', () => {
  it('lists only the Abokis free then, cheapest first, home LGA first at equal price, with the price and times', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const make = (firstName: string, spec: Parameters<typeof aboki>[1] = {}) =>
      aboki(agent.token, { firstName, services: cleaning(1_800_000), ...spec });
    await make('Free');
    await make('Cheap', { lga: 'Agege', areas: ['Agege', 'Ikeja'], services: cleaning(1_500_000) });
    await make('Visitor', { lga: 'Agege', areas: ['Agege', 'Ikeja'] });
    const busy = await make('Busy');
    const paused = await make('Paused');
    await make('Elsewhere', { lga: 'Agege', areas: ['Agege'] });
    await make('Away', { timeOff: [{ from: '2026-12-15', to: '2026-12-15' }] });
    await make('Afternoons', { weeklyHours: [{ day: 2, start: '13:00', end: '18:00' }] });
    await make('Draft', { publish: false });
    await make('Other', {
      services: [{ serviceSlug: 'plumbing', priceKobo: 1_200_000, durationMinutes: 60 }],
    });
    await book(user.token, busy.id, { startsAt: '2026-12-15T10:30:00+01:00' });
    expect((await call('POST', `/api/v1/abokis/${paused.id}/pause`, undefined, agent.token)).statusCode).toBe(
      200,
    );

    const response = await search(TUESDAY_9);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(names(response)).toEqual(['Cheap S.', 'Free S.', 'Visitor S.']);
    const [cheap] = response.json().data.abokis;
    expect(cheap).toMatchObject({
      priceKobo: 1_500_000,
      startsAt: '2026-12-15T09:00:00+01:00',
      endsAt: '2026-12-15T12:00:00+01:00',
      lga: 'Agege',
      areas: ['Agege', 'Ikeja'],
      rating: { average: null, count: 0 },
    });
    // The public view and nothing more: no address, phone, ID or agent.
    expect(abokiSearchResultSchema.strict().safeParse(cheap).success).toBe(true);
    expect(response.json().data.nextCursor).toBeNull();

    // Just after the busy Aboki's job and its buffer (10:30–13:30, held to 14:00): free again at 14:00.
    const later = await search('service=home-cleaning&state=Lagos&lga=Ikeja&date=2026-12-15&time=14:00');
    const laterNames = names(later);
    // Equal price and home: by id, so the middle three in any order.
    expect([laterNames[0], ...laterNames.slice(1, 4).sort(), laterNames[4]]).toEqual([
      'Cheap S.',
      'Afternoons S.',
      'Busy S.',
      'Free S.',
      'Visitor S.',
    ]);
  });

  it('shows each result with the public view its page shows anyone: every service by name, every area', async () => {
    const agent = await account('AGENT');
    const many = await aboki(agent.token, {
      areas: ['Ikeja', 'Agege', 'Alimosho'],
      services: [
        { serviceSlug: 'plumbing', priceKobo: 1_200_000, durationMinutes: 60 },
        ...cleaning(1_800_000),
        { serviceSlug: 'laundry-and-ironing', priceKobo: 900_000, durationMinutes: 30 },
      ],
    });
    const [result] = (await search(TUESDAY_9)).json().data.abokis;
    const { priceKobo, startsAt, endsAt, ...view } = result;
    expect({ priceKobo, startsAt, endsAt }).toEqual({
      priceKobo: 1_800_000,
      startsAt: '2026-12-15T09:00:00+01:00',
      endsAt: '2026-12-15T12:00:00+01:00',
    });
    // The profile page's answer is the same public view, plus its record (jobs done, since when).
    const { completedJobs, since, ...publicView } = (await call('GET', `/api/v1/abokis/${many.id}`)).json()
      .data.aboki;
    expect(view).toEqual(publicView);
    expect({ completedJobs, since: typeof since }).toEqual({ completedJobs: 0, since: 'string' });
    expect(view.areas).toEqual(['Agege', 'Alimosho', 'Ikeja']);
    expect(view.services.map((service: { serviceName: string }) => service.serviceName)).toEqual([
      'Home cleaning',
      'Laundry and ironing',
      'Plumbing repairs',
    ]);
    const [next] = (await search('service=home-cleaning&state=Lagos&lga=Agege')).json().data.abokis;
    const { priceKobo: _price, nextSlots: _slots, ...nextView } = next;
    expect(nextView).toEqual(view);
  });

  it('prices an hourly service × hours', async () => {
    const agent = await account('AGENT');
    await aboki(agent.token);
    const response = await search(
      'service=home-cooking&state=Lagos&lga=Ikeja&date=2026-12-15&time=09:00&hours=4',
    );
    expect(response.json().data.abokis[0]).toMatchObject({
      priceKobo: 1_200_000,
      endsAt: '2026-12-15T13:00:00+01:00',
    });
    expect((await search(`${TUESDAY_9}&hours=2`)).statusCode).toBe(400);
  });

  it('decides the day on the Lagos date (a Sunday 23:00 start fits Sunday 22:00–24:00, 23:30 does not)', async () => {
    const agent = await account('AGENT');
    await aboki(agent.token, {
      services: [{ serviceSlug: 'laundry-and-ironing', priceKobo: 900_000, durationMinutes: 30 }],
      weeklyHours: [{ day: 7, start: '22:00', end: '24:00' }],
    });
    const at = (time: string) =>
      search(`service=laundry-and-ironing&state=Lagos&lga=Ikeja&date=2026-12-20&time=${time}`);
    expect(names(await at('23:00'))).toEqual(['Halima S.']);
    expect(names(await at('23:30'))).toEqual([]);
  });

  it('answers 400 to an unknown service, state or LGA, and to a time outside the booking window', async () => {
    const cases: [string, string, RegExp][] = [
      ['service=no-such&state=Lagos&lga=Ikeja', 'service', /no service/],
      ['service=home-cleaning&state=Atlantis&lga=Ikeja', 'state', /36 states/],
      ['service=home-cleaning&state=Lagos&lga=Kano%20Municipal', 'lga', /LGA in Lagos/],
      ['service=home-cleaning&state=Lagos&lga=Ikeja&date=2026-12-15', 'time', /together/],
      ['service=home-cleaning&state=Lagos&lga=Ikeja&date=2026-12-14&time=07:30', 'time', /2 hours/],
      ['service=home-cleaning&state=Lagos&lga=Ikeja&date=2027-01-14&time=09:00', 'date', /30 days/],
      ['service=home-cleaning&state=Lagos&lga=Ikeja&date=2026-12-15&time=09:10', 'time', /half hour/],
      ['service=home-cleaning&state=Lagos&lga=Ikeja&cursor=bogus', 'cursor', /nextCursor/],
    ];
    for (const [query, field, text] of cases) {
      const response = await search(query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().fields[field]).toMatch(text);
    }
    expect(
      (await search('service=home-cleaning&state=Lagos&lga=Ikeja&date=2026-12-14&time=07:30')).json().fields
        .time,
    ).toBe(NOT_AVAILABLE_REASONS.TOO_SOON);
  });

  it('pages with a keyset cursor: no OFFSET, no repeats, in rank order', async () => {
    const agent = await account('AGENT');
    const template = await aboki(agent.token, { firstName: 'Template', services: cleaning(5_000_000) });
    // 24 more, copied in SQL from the published one (onboarding each through the API would be slow).
    await ctx.database.db.execute(sql`
      WITH copies AS (
        INSERT INTO abokis (agent_id, status, first_name, last_name, languages, state, lga, published_at)
        SELECT agent_id, 'ACTIVE', 'Copy' || n, 'Sani', languages, state, lga, now()
        FROM abokis, generate_series(1, 24) AS n WHERE id = ${template.id}
        RETURNING id, first_name
      ), services AS (
        INSERT INTO aboki_services (aboki_id, service_id, price_kobo, duration_minutes)
        SELECT c.id, s.service_id, 1000000 + 10000 * substring(c.first_name FROM 5)::int, 180
        FROM copies c, aboki_services s WHERE s.aboki_id = ${template.id}
      ), hours AS (
        INSERT INTO aboki_weekly_hours (aboki_id, day, start_minute, end_minute)
        SELECT c.id, h.day, h.start_minute, h.end_minute FROM copies c, aboki_weekly_hours h
        WHERE h.aboki_id = ${template.id}
      )
      INSERT INTO aboki_areas (aboki_id, state, lga) SELECT id, 'Lagos', 'Ikeja' FROM copies`);
    const first = await search(TUESDAY_9);
    const firstPage = first.json().data;
    expect(firstPage.abokis).toHaveLength(20);
    const second = (await search(`${TUESDAY_9}&cursor=${firstPage.nextCursor}`)).json().data;
    const all = [...firstPage.abokis, ...second.abokis] as { displayName: string; priceKobo: number }[];
    expect(all.map((item) => item.displayName)).toEqual([
      ...Array.from({ length: 24 }, (_, index) => `Copy${index + 1} S.`),
      'Template S.',
    ]);
    expect(second.nextCursor).toBeNull();
  });
});

describe('search ranking by rating (issue 10)', () => {
  it('ranks the better Bayesian rating first, unrated Abokis at the platform mean; old cursors are refused', async () => {
    const agent = await account('AGENT');
    const make = (firstName: string, priceKobo: number) =>
      aboki(agent.token, { firstName, services: cleaning(priceKobo) });
    const star = await make('Star', 2_000_000);
    const poor = await make('Poor', 1_000_000);
    await make('Newcomer', 1_500_000);
    // Totals as reviews leave them (the review flow itself is tested in jobs/lifecycle.test.ts).
    await ctx.database.db.execute(
      sql`UPDATE abokis SET rating_sum = 15, rating_count = 3 WHERE id = ${star.id}`,
    );
    await ctx.database.db.execute(
      sql`UPDATE abokis SET rating_sum = 6, rating_count = 3 WHERE id = ${poor.id}`,
    );
    await ctx.database.db.execute(
      sql`INSERT INTO platform_ratings (id, rating_sum, rating_count) VALUES (true, 21, 6)`,
    );
    const response = await search(TUESDAY_9);
    // Mean 3.5: Star (15 + 17.5) / 8 = 4.06; Newcomer 3.5; Poor (6 + 17.5) / 8 = 2.94 — whatever the price.
    expect(names(response)).toEqual(['Star S.', 'Newcomer S.', 'Poor S.']);
    expect(response.json().data.abokis.map((item: { rating: unknown }) => item.rating)).toEqual([
      { average: 4.06, count: 3 },
      { average: null, count: 0 },
      { average: 2.94, count: 3 },
    ]);
    const version1 = Buffer.from(JSON.stringify([1, 1_000_000, 0, star.id])).toString('base64url');
    const old = await search(`${TUESDAY_9}&cursor=${version1}`);
    expect(old.statusCode).toBe(400);
  });
});

describe('GET /api/v1/abokis/search without a time', () => {
  it('lists the Abokis with any free slot in the next 7 days, each with up to 3 next starts', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const busy = await aboki(agent.token, {
      firstName: 'Mornings',
      weeklyHours: [1, 2].map((day) => ({ day, start: '08:00', end: '12:00' })),
    });
    await aboki(agent.token, {
      firstName: 'Never',
      weeklyHours: [{ day: 3, start: '08:00', end: '12:00' }],
      timeOff: [{ from: '2026-12-14', to: '2026-12-23' }],
    });
    await aboki(agent.token, { firstName: 'Weekdays' });
    await book(user.token, busy.id, { startsAt: '2026-12-14T08:30:00+01:00' });

    const response = await search('service=home-cleaning&state=Lagos&lga=Ikeja');
    expect(response.statusCode).toBe(200);
    const results = response.json().data.abokis as {
      displayName: string;
      nextSlots: { startsAt: string }[];
    }[];
    expect(results.map((item) => item.displayName).sort()).toEqual(['Mornings S.', 'Weekdays S.']);
    const byName = new Map(results.map((item) => [item.displayName, item]));
    // Monday and Tuesday 08:00–12:00: today is taken from 08:30, so Tuesday's two starts.
    expect(byName.get('Mornings S.')!.nextSlots.map((slot) => slot.startsAt)).toEqual([
      '2026-12-15T08:00:00+01:00',
      '2026-12-15T08:30:00+01:00',
    ]);
    // Weekdays 08:00–18:00: today from 08:00 (the 2-hour lead), three starts.
    expect(byName.get('Weekdays S.')!.nextSlots).toEqual([
      { startsAt: '2026-12-14T08:00:00+01:00', endsAt: '2026-12-14T11:00:00+01:00' },
      { startsAt: '2026-12-14T08:30:00+01:00', endsAt: '2026-12-14T11:30:00+01:00' },
      { startsAt: '2026-12-14T09:00:00+01:00', endsAt: '2026-12-14T12:00:00+01:00' },
    ]);
  });
});

describe('GET /api/v1/abokis/search by language (issue 22)', () => {
  it('lists only the Abokis who speak the language asked, at a time and this week, and refuses one it does not know', async () => {
    const agent = await account('AGENT');
    await aboki(agent.token, { firstName: 'Halima', languages: ['Hausa', 'English'] });
    await aboki(agent.token, { firstName: 'Ngozi', languages: ['Igbo', 'Pidgin', 'English'] });
    await aboki(agent.token, { firstName: 'Bisi', languages: ['Yoruba', 'Pidgin'] });

    expect(names(await search(`${TUESDAY_9}&language=Pidgin`)).sort()).toEqual(['Bisi S.', 'Ngozi S.']);
    expect(names(await search('service=home-cleaning&state=Lagos&lga=Ikeja&language=Hausa'))).toEqual([
      'Halima S.',
    ]);
    expect(names(await search(`${TUESDAY_9}&language=Tiv`))).toEqual([]);
    expect(names(await search(TUESDAY_9))).toHaveLength(3);

    const unknown = await search(`${TUESDAY_9}&language=Klingon`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.language).toBe('Choose a language from the list');
  });
});

describe('GET /api/v1/abokis/:id/slots', () => {
  it('lists the free starts of a day in Lagos time, around an existing job and its buffer', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);
    const url = `/api/v1/abokis/${halima.id}/slots?service=home-cleaning&from=2026-12-15&days=1`;
    const before = await call('GET', url);
    expect(before.statusCode).toBe(200);
    // 08:00–18:00, 3 hours + 30 minutes of travel: 08:00 to 14:30.
    expect(before.json().data.slots).toHaveLength(14);
    await book(user.token, halima.id, { startsAt: '2026-12-15T09:00:00+01:00' });
    const after = await call('GET', url);
    expect(after.json().data.slots).toEqual(
      ['12:30', '13:00', '13:30', '14:00', '14:30'].map((time) => ({
        startsAt: toLagosIso(lagosInstant('2026-12-15', time)),
        endsAt: toLagosIso(new Date(lagosInstant('2026-12-15', time).getTime() + 3 * 3600_000)),
      })),
    );
    // Hourly: 2 hours from 08:00 to 15:30 on Wednesday.
    const hourly = await call(
      'GET',
      `/api/v1/abokis/${halima.id}/slots?service=home-cooking&from=2026-12-16&days=1&hours=2`,
    );
    expect(hourly.json().data.slots.at(-1)).toEqual({
      startsAt: '2026-12-16T15:30:00+01:00',
      endsAt: '2026-12-16T17:30:00+01:00',
    });
  });

  it('is 404 for an Aboki that is not ACTIVE or does not exist, 400 for a service it does not offer', async () => {
    const agent = await account('AGENT');
    const paused = await aboki(agent.token);
    await call('POST', `/api/v1/abokis/${paused.id}/pause`, undefined, agent.token);
    const draft = await aboki(agent.token, { publish: false });
    for (const id of [paused.id, draft.id, '4f6f2c8e-9a53-4c4b-8d1e-0a4e3f7b9c21', 'nope']) {
      expect((await call('GET', `/api/v1/abokis/${id}/slots?service=home-cleaning`)).statusCode).toBe(404);
    }
    const active = await aboki(agent.token);
    const notOffered = await call('GET', `/api/v1/abokis/${active.id}/slots?service=plumbing`);
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().fields.service).toBe(NOT_AVAILABLE_REASONS.SERVICE_NOT_OFFERED);
    expect(
      (await call('GET', `/api/v1/abokis/${active.id}/slots?service=home-cleaning&days=15`)).statusCode,
    ).toBe(400);
  });

  it('is routed before /abokis/:id: "search" is never taken for an Aboki id', async () => {
    const response = await call('GET', '/api/v1/abokis/search');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('service');
  });
});
