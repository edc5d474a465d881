import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { useTestApp } from '../../test/use-test-app.js';
import { CATALOGUE } from './catalogue.js';

const ctx = useTestApp();

const list = (query = '') => ctx.app.inject({ method: 'GET', url: `/api/v1/services${query}` });

describe('GET /api/v1/services', () => {
  it('lists the seeded catalogue with public fields only, prices in kobo', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.nextCursor).toBeNull();
    expect(body.data.services).toHaveLength(CATALOGUE.length);
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(12);
    const cleaning = body.data.services.find((service: { slug: string }) => service.slug === 'home-cleaning');
    expect(Object.keys(cleaning).sort()).toEqual([
      'basePriceKobo',
      'category',
      'description',
      'id',
      'name',
      'slug',
      'unit',
    ]);
    expect(cleaning).toMatchObject({ name: 'Home cleaning', unit: 'job', basePriceKobo: 1_500_000 });
    expect(response.headers['cache-control']).toContain('max-age=60');
  });

  it('says the services in the caller’s language by slug (Accept-Language), English without it', async () => {
    const hausa = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/services',
      headers: { 'accept-language': 'ha' },
    });
    expect(hausa.statusCode).toBe(200);
    expect(hausa.headers['vary']).toContain('accept-language');
    const inHausa = hausa
      .json()
      .data.services.find((service: { slug: string }) => service.slug === 'plumbing');
    expect(inHausa).toMatchObject({
      slug: 'plumbing',
      name: 'Gyaran famfo',
      category: 'Gyare-gyare da kulawa',
      unit: 'job',
      basePriceKobo: 1_200_000,
    });
    expect(inHausa.description).toContain('Famfo');
    const one = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/services/home-cleaning',
      headers: { 'accept-language': 'yo' },
    });
    expect(one.json().data.service.name).toBe('Ìmọ́tótó ilé');

    const english = (await list()).json().data.services;
    expect(english.find((service: { slug: string }) => service.slug === 'plumbing').name).toBe(
      'Plumbing repairs',
    );
  });

  it('pages through every service with a keyset cursor, in slug order, without repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const response = await list(`?limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const { services, nextCursor } = response.json().data;
      expect(services.length).toBeLessThanOrEqual(5);
      seen.push(...services.map((service: { slug: string }) => service.slug));
      cursor = nextCursor;
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(CATALOGUE.length / 5));
    expect(seen).toEqual(CATALOGUE.map((entry) => entry.slug).sort());
  });

  it('hides inactive services', async () => {
    await ctx.database.db.execute(sql`UPDATE services SET active = false WHERE slug = 'painting'`);
    try {
      const slugs = (await list()).json().data.services.map((service: { slug: string }) => service.slug);
      expect(slugs).not.toContain('painting');
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/services/painting' })).statusCode).toBe(
        404,
      );
    } finally {
      await ctx.database.db.execute(sql`UPDATE services SET active = true WHERE slug = 'painting'`);
    }
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=ten', 'limit'],
    ['?cursor=Not%20A%20Slug', 'cursor'],
    ['?page=2', 'page'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    // The field is named by key in `fields`; the message a person reads is its text, without the key.
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.message).toBe(body.fields[field]);
    expect(body.message).not.toMatch(new RegExp(`^${field}:`));
  });
});

describe('GET /api/v1/services/:slug', () => {
  it('returns one service', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/services/ac-servicing' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.service).toMatchObject({
      slug: 'ac-servicing',
      name: 'AC servicing',
      unit: 'job',
    });
  });

  it('answers an unknown slug with 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/services/teleportation' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'NOT_FOUND',
      message: 'No service called "teleportation"',
    });
  });

  // Found by the route fuzzer: a NUL byte reached PostgreSQL, which refused it, and the answer was a 500.
  it.each([['bad%00slug'], ['%E2%80%AEcleaning'], ['Home-Cleaning'], ['home%20cleaning']])(
    'answers a slug no service could have (%s) with 404 in the envelope',
    async (slug) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/services/${slug}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        error: 'NOT_FOUND',
        message: 'No such service',
      });
    },
  );
});

describe('catalogue seeding', () => {
  it('is idempotent and keeps prices an operator changed', async () => {
    const { insertMissingServices } = await import('./services-repository.js');
    await ctx.database.db.execute(
      sql`UPDATE services SET base_price_kobo = 1600000 WHERE slug = 'home-cleaning'`,
    );
    expect(await insertMissingServices(ctx.database.db, CATALOGUE)).toBe(0);
    const { rows } = await ctx.database.db.execute<{ price: number }>(
      sql`SELECT base_price_kobo AS price FROM services WHERE slug = 'home-cleaning'`,
    );
    expect(rows[0]!.price).toBe(1_600_000);
  });
});

// Issue 28: the catalogue is served from memory, dropped when the services table changes (migration
// 0025's trigger, LISTEN/NOTIFY), with a strong ETag per language. Decision 0055.
describe('the catalogue from memory', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const priceOf = async (slug: string, app: App = ctx.app) => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/services' });
    return response.json().data.services.find((service: { slug: string }) => service.slug === slug)
      ?.basePriceKobo as number | undefined;
  };
  const run = (statement: ReturnType<typeof sql>) => ctx.database.db.execute(statement);
  /** Changes the trigger does not announce: only a read of the database could see them. */
  const unannounced = async (statement: ReturnType<typeof sql>) => {
    await run(sql`ALTER TABLE services DISABLE TRIGGER services_changed`);
    try {
      await run(statement);
    } finally {
      await run(sql`ALTER TABLE services ENABLE TRIGGER services_changed`);
    }
  };

  afterEach(async () => {
    await run(
      sql`UPDATE services SET base_price_kobo = 1200000, name = 'Plumbing repairs', active = true WHERE slug = 'plumbing'`,
    );
  });

  it('answers exactly what the database holds, in its slug order', async () => {
    const { rows } = await run(sql`
      SELECT id, slug, name, description, category, unit, base_price_kobo AS "basePriceKobo"
      FROM services WHERE active ORDER BY slug`);
    const response = await get('/api/v1/services');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ success: true, data: { services: rows, nextCursor: null } });
  });

  it('is held in memory: a change nobody announces is not read again', async () => {
    // On a server the last test's change is also heard, a moment later, on the listening connection.
    await sleep(100);
    await get('/api/v1/services');
    await unannounced(sql`UPDATE services SET base_price_kobo = 1300000 WHERE slug = 'plumbing'`);
    expect(await priceOf('plumbing')).toBe(1_200_000);
  });

  it('sees a new price, a new name and a deactivation on the very next request', async () => {
    const before = await get('/api/v1/services');
    await run(sql`UPDATE services SET base_price_kobo = 1250000 WHERE slug = 'plumbing'`);
    expect(await priceOf('plumbing')).toBe(1_250_000);

    await run(sql`UPDATE services SET name = 'Plumbing and pipes' WHERE slug = 'plumbing'`);
    const renamed = await get('/api/v1/services/plumbing');
    expect(renamed.json().data.service).toMatchObject({
      name: 'Plumbing and pipes',
      basePriceKobo: 1_250_000,
    });

    await run(sql`UPDATE services SET active = false WHERE slug = 'plumbing'`);
    expect(await priceOf('plumbing')).toBeUndefined();
    expect((await get('/api/v1/services/plumbing')).statusCode).toBe(404);
    // A page after a slug that has just gone still starts where it would have.
    const after = (await get('/api/v1/services?cursor=plumbing')).json().data.services;
    expect(after.map((service: { slug: string }) => service.slug)).toEqual(
      CATALOGUE.map((entry) => entry.slug)
        .sort()
        .filter((slug) => slug > 'plumbing'),
    );

    await run(sql`UPDATE services SET active = true, name = 'Plumbing repairs', base_price_kobo = 1200000
      WHERE slug = 'plumbing'`);
    const back = await get('/api/v1/services');
    expect(back.body).toBe(before.body);
    expect(back.headers.etag).toBe(before.headers.etag);
  });

  it('sends a strong ETag, the hash of the bytes, the same on every request', async () => {
    const first = await get('/api/v1/services');
    const second = await get('/api/v1/services');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(etag).toBe(`"${createHash('sha256').update(first.rawPayload).digest('base64url').slice(0, 32)}"`);
    expect(second.headers.etag).toBe(etag);
    expect(second.body).toBe(first.body);
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
  });

  it.each([
    ['the ETag', (etag: string) => etag],
    ['the ETag marked weak', (etag: string) => `W/${etag}`],
    ['a list holding the ETag', (etag: string) => `"old", ${etag}`],
    ['*', () => '*'],
  ])('answers If-None-Match with %s by 304 and no body, headers kept', async (_name, header) => {
    for (const url of ['/api/v1/services', '/api/v1/services/plumbing']) {
      const { etag } = (await get(url)).headers as { etag: string };
      const response = await get(url, { 'if-none-match': header(etag) });
      expect(response.statusCode).toBe(304);
      expect(response.rawPayload.length).toBe(0);
      expect(response.headers).toMatchObject({
        etag,
        vary: 'accept-language',
        'cache-control': 'public, max-age=60, stale-while-revalidate=600',
      });
    }
  });

  it('answers an ETag that is no longer current with the new body and a new ETag', async () => {
    const before = await get('/api/v1/services');
    const etag = before.headers.etag as string;
    expect((await get('/api/v1/services', { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    await run(sql`UPDATE services SET base_price_kobo = 1250000 WHERE slug = 'plumbing'`);
    const after = await get('/api/v1/services', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body).toContain('1250000');
    const one = await get('/api/v1/services/plumbing', { 'if-none-match': etag });
    expect(one.statusCode).toBe(200);
  });

  it('keeps one body and one ETag per language', async () => {
    const english = await get('/api/v1/services');
    const hausa = await get('/api/v1/services', { 'accept-language': 'ha' });
    const yoruba = await get('/api/v1/services', { 'accept-language': 'yo' });
    expect(new Set([english.body, hausa.body, yoruba.body]).size).toBe(3);
    expect(new Set([english, hausa, yoruba].map((response) => response.headers.etag)).size).toBe(3);
    expect(hausa.headers['content-language']).toBe('ha');
    // Hausa's ETag is not English's: an English If-None-Match gets the Hausa body.
    const crossed = await get('/api/v1/services', {
      'accept-language': 'ha',
      'if-none-match': english.headers.etag as string,
    });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.body).toBe(hausa.body);
    const same = await get('/api/v1/services', {
      'accept-language': 'ha',
      'if-none-match': hausa.headers.etag as string,
    });
    expect(same.statusCode).toBe(304);
    // A change reaches every language's answer.
    await run(sql`UPDATE services SET base_price_kobo = 1250000 WHERE slug = 'plumbing'`);
    const changed = await get('/api/v1/services', { 'accept-language': 'ha' });
    expect(changed.json().data.services.find((s: { slug: string }) => s.slug === 'plumbing')).toMatchObject({
      name: 'Gyaran famfo',
      basePriceKobo: 1_250_000,
    });
  });

  it('still pages and validates other page sizes from the same copy', async () => {
    const all = (await get('/api/v1/services')).json().data.services;
    const first = (await get('/api/v1/services?limit=3')).json().data;
    expect(first.services).toEqual(all.slice(0, 3));
    expect(first.nextCursor).toBe(all[2].slug);
    const next = (await get(`/api/v1/services?limit=3&cursor=${first.nextCursor}`)).json().data;
    expect(next.services).toEqual(all.slice(3, 6));
  });

  const onServer = process.env.TEST_DATABASE_URL ? it : it.skip;
  onServer(
    'a change through one process reaches another’s copy, and a lost LISTEN drops it (PostgreSQL)',
    async () => {
      const url = (ctx.database.pool as unknown as { options: { connectionString: string } }).options
        .connectionString;
      const second = await openDatabase({ url, maxConnections: 3 });
      const other = await buildApp({ config: ctx.config, database: second, logger: false });
      await other.ready();
      const eventually = async (what: () => Promise<unknown>, expected: unknown) => {
        const until = Date.now() + 3_000;
        while ((await what()) !== expected && Date.now() < until) await sleep(20);
        expect(await what()).toBe(expected);
      };
      const listeners = () =>
        run(sql`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'aboki catalogue changes'`).then(
          ({ rows }) => (rows[0] as { n: number }).n,
        );
      try {
        await eventually(listeners, 2);
        await sleep(200);
        expect(await priceOf('plumbing', other)).toBe(1_200_000);
        const etag = (await other.inject({ method: 'GET', url: '/api/v1/services' })).headers.etag;

        // Through this process: the other one hears it from PostgreSQL.
        await run(sql`UPDATE services SET base_price_kobo = 1250000 WHERE slug = 'plumbing'`);
        await eventually(() => priceOf('plumbing', other), 1_250_000);
        expect((await other.inject({ method: 'GET', url: '/api/v1/services' })).headers.etag).not.toBe(etag);

        // A change nobody announces stays unseen while both listen...
        await unannounced(sql`UPDATE services SET base_price_kobo = 1300000 WHERE slug = 'plumbing'`);
        expect(await priceOf('plumbing', other)).toBe(1_250_000);
        // ...until the listening connections drop: each process forgets its copy and reads the database.
        await run(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'aboki catalogue changes'`);
        await eventually(() => priceOf('plumbing', other), 1_300_000);
        expect(await priceOf('plumbing')).toBe(1_300_000);

        // Both LISTEN again (within a second or so), keep a copy again and hear changes again.
        await eventually(listeners, 2);
        await sleep(200);
        expect(await priceOf('plumbing', other)).toBe(1_300_000);
        await unannounced(sql`UPDATE services SET base_price_kobo = 1350000 WHERE slug = 'plumbing'`);
        expect(await priceOf('plumbing', other)).toBe(1_300_000);
        await run(sql`UPDATE services SET name = 'Plumbing and pipes' WHERE slug = 'plumbing'`);
        await eventually(() => priceOf('plumbing', other), 1_350_000);
      } finally {
        await other.close();
        await second.close();
      }
    },
    20_000,
  );
});

describe('the services routes in the OpenAPI document', () => {
  it('still declare the answers’ schema, and the 304', () => {
    const paths = (
      ctx.app.swagger() as { paths: Record<string, { get: { responses: Record<string, unknown> } }> }
    ).paths;
    for (const path of ['/api/v1/services', '/api/v1/services/{slug}']) {
      const { responses } = paths[path]!.get;
      expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '304']));
      expect(JSON.stringify(responses['200'])).toContain('basePriceKobo');
    }
  });
});
