import { sql } from 'drizzle-orm';
import { lagosInstant } from 'shared/lagos-time';
import { createKit, BOOKING_TABLES } from '../../test/booking-kit.js';
import { useTestApp } from '../../test/use-test-app.js';

// The search reads aboki_search_rows and aboki_search_profiles (migration 0011), which the
// database's triggers rewrite on every write to an Aboki and its lists. These tests hold them equal
// to a fresh derivation from the tables after each kind of write, also under a burst of concurrent
// writes to one Aboki.

const NOW = lagosInstant('2026-12-14', '06:00');
const ctx = useTestApp({
  now: NOW,
  truncate: BOOKING_TABLES,
});
const { call, account, aboki } = createKit(ctx);

type Snapshot = { rows: unknown[]; profiles: unknown[] };

async function snapshot(): Promise<Snapshot> {
  const { rows } = await ctx.database.db.execute<{ rows: unknown[] | null; profiles: unknown[] | null }>(sql`
    SELECT (SELECT json_agg(r ORDER BY r.state, r.lga, r.service_id, r.aboki_id) FROM aboki_search_rows r) AS rows,
           (SELECT json_agg(json_build_array(p.aboki_id, p.profile::text) ORDER BY p.aboki_id)
              FROM aboki_search_profiles p) AS profiles`);
  return { rows: rows[0]!.rows ?? [], profiles: rows[0]!.profiles ?? [] };
}

/** What the triggers kept, and what a full rewrite from the tables gives: they must be equal. */
async function expectInStep(): Promise<Snapshot> {
  const kept = await snapshot();
  await ctx.database.db.execute(sql`SELECT refresh_aboki_search(array_agg(id)) FROM abokis`);
  expect(kept).toEqual(await snapshot());
  return kept;
}

const cleaning = (priceKobo: number) => [{ serviceSlug: 'home-cleaning', priceKobo, durationMinutes: 180 }];
const rowsOf = async (abokiId: string) =>
  (
    await ctx.database.db.execute<{
      lga: string;
      price_kobo: number;
      rating_count: number;
      home: boolean;
    }>(sql`
      SELECT lga, price_kobo, rating_count, home FROM aboki_search_rows WHERE aboki_id = ${abokiId} ORDER BY lga`)
  ).rows;

describe('the search rows (migration 0011)', () => {
  it('follow every write to an Aboki, its services, hours, time off and areas', async () => {
    const agent = await account('AGENT');
    const draft = await aboki(agent.token, { firstName: 'Draft', publish: false });
    const halima = await aboki(agent.token, {
      services: cleaning(1_800_000),
      areas: ['Ikeja', 'Agege'],
    });
    expect(await rowsOf(draft.id)).toEqual([]);
    expect(await rowsOf(halima.id)).toEqual([
      { lga: 'Agege', price_kobo: 1_800_000, rating_count: 0, home: false },
      { lga: 'Ikeja', price_kobo: 1_800_000, rating_count: 0, home: true },
    ]);
    await expectInStep();

    const put = async (path: string, body: object) =>
      expect((await call('PUT', `/api/v1/abokis/${halima.id}/${path}`, body, agent.token)).statusCode).toBe(
        200,
      );
    await put('services', { services: cleaning(2_000_000) });
    await put('availability', {
      weeklyHours: [{ day: 2, start: '09:00', end: '17:00' }],
      areas: ['Ikeja'],
      timeOff: [{ from: '2026-12-20', to: '2026-12-22' }],
    });
    expect(await rowsOf(halima.id)).toEqual([
      { lga: 'Ikeja', price_kobo: 2_000_000, rating_count: 0, home: true },
    ]);
    const { profiles } = await expectInStep();
    expect(JSON.parse((profiles[0] as [string, string])[1])).toMatchObject({
      id: halima.id,
      weeklyHours: [{ day: 2, startMinute: 540, endMinute: 1020 }],
      timeOff: [{ firstDay: '2026-12-20', lastDay: '2026-12-22' }],
      areas: ['Ikeja'],
    });

    // A review's rating lands on the Aboki's row (reviews-repository.ts writes it so).
    await ctx.database.db.execute(
      sql`UPDATE abokis SET rating_sum = rating_sum + 5, rating_count = rating_count + 1 WHERE id = ${halima.id}`,
    );
    expect((await rowsOf(halima.id))[0]).toMatchObject({ rating_count: 1 });
    await expectInStep();

    expect((await call('POST', `/api/v1/abokis/${halima.id}/pause`, undefined, agent.token)).statusCode).toBe(
      200,
    );
    expect(await rowsOf(halima.id)).toEqual([]);
    await expectInStep();
    expect(
      (await call('POST', `/api/v1/abokis/${halima.id}/resume`, undefined, agent.token)).statusCode,
    ).toBe(200);
    expect(await rowsOf(halima.id)).toHaveLength(1);
    await expectInStep();

    await ctx.database.db.execute(sql`DELETE FROM abokis WHERE id = ${halima.id}`);
    expect(await snapshot()).toEqual({ rows: [], profiles: [] });
  });

  it('stay in step when an agent changes one Aboki many times at once', async () => {
    const agent = await account('AGENT');
    const halima = await aboki(agent.token, { services: cleaning(1_800_000) });
    const writes = Array.from({ length: 10 }, (_, index) =>
      index % 2 === 0
        ? call(
            'PUT',
            `/api/v1/abokis/${halima.id}/services`,
            { services: cleaning(1_800_000 + index * 10_000) },
            agent.token,
          )
        : call(
            'PUT',
            `/api/v1/abokis/${halima.id}/availability`,
            {
              weeklyHours: [{ day: 1 + (index % 6), start: '08:00', end: '18:00' }],
              areas: index % 4 === 1 ? ['Ikeja', 'Agege'] : ['Ikeja'],
              timeOff: [],
            },
            agent.token,
          ),
    );
    const answers = await Promise.all(writes);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const { rows } = await expectInStep();
    expect(rows.length).toBeGreaterThan(0);
  });
});
