import { sql } from 'drizzle-orm';
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
    expect(body.message).toContain(field);
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
