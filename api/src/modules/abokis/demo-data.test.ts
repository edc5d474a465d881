import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { abokiProfileSchema } from 'shared/schemas';
import { useTestApp } from '../../test/use-test-app.js';
import { createFilePhotoStorage } from '../photos/photo-storage.js';
import {
  DEMO_AGENT_EMAILS,
  DEMO_PASSWORD,
  DEMO_OPERATOR,
  DEMO_USER,
  loadDemoData,
  loadDevelopmentDemoData,
} from './demo-data.js';

const ctx = useTestApp();

const count = async (table: string) =>
  (await ctx.database.db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))).rows[0]!
    .n;
const counts = async () => ({
  users: await count('users'),
  abokis: await count(`abokis WHERE status = 'ACTIVE'`),
  services: await count('aboki_services'),
  hours: await count('aboki_weekly_hours'),
  areas: await count('aboki_areas'),
  states: await count('(SELECT DISTINCT state FROM abokis) s'),
  photos: await count('abokis WHERE photo_key IS NOT NULL'),
});

describe('demo data', () => {
  it('is not loaded in tests (or production) by the start-up hook', async () => {
    await loadDevelopmentDemoData(ctx.config, ctx.database.db, ctx.app.log);
    expect(await count('abokis')).toBe(0);
  });

  it('loads 5 agents and 60 ACTIVE Abokis across five states, and a second run changes nothing', async () => {
    const photos = createFilePhotoStorage(join(ctx.config.dataDir, 'photos'));
    expect(await loadDemoData(ctx.database.db, photos)).toEqual({
      agentsAdded: 5,
      abokisAdded: 60,
      usersAdded: 1,
    });
    const first = await counts();
    // Five agents, the demo USER and the demo operator.
    expect(first).toMatchObject({ users: 7, abokis: 60, states: 5, photos: 60 });
    // Reviewed (issue 25): every demo Aboki shows as verified, and the operator is staff.
    expect(await count('abokis WHERE verified_at IS NULL')).toBe(0);
    // Issue 27: the demo accounts' phones are verified, so they book and publish with SMS on.
    expect(await count('profiles WHERE phone_verified_at IS NULL')).toBe(0);
    const { rows: grants } = await ctx.database.db.execute(
      sql`SELECT u.email, g.role FROM staff_grants g JOIN users u ON u.id = g.user_id`,
    );
    expect(grants).toEqual([{ email: DEMO_OPERATOR.email, role: 'ADMIN' }]);
    expect(first.services).toBeGreaterThanOrEqual(60);
    expect(first.hours).toBeGreaterThanOrEqual(60);
    expect(await loadDemoData(ctx.database.db, photos)).toEqual({
      agentsAdded: 0,
      abokisAdded: 0,
      usersAdded: 0,
    });
    expect(await counts()).toEqual(first);
  });

  it('gives a demo USER with a profile who can search and book the demo Abokis', async () => {
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({
      role: 'USER',
      hasProfile: true,
      state: DEMO_USER.state,
      lga: DEMO_USER.lga,
    });
    const search = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/abokis/search?service=home-cleaning&state=Lagos&lga=${DEMO_USER.lga}`,
    });
    expect(search.statusCode).toBe(200);
    expect((search.json().data.abokis as unknown[]).length).toBeGreaterThan(0);
  });

  it('gives working sign-ins, public views and photos', async () => {
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: DEMO_AGENT_EMAILS[0], password: DEMO_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().data.token as string;
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/abokis/mine',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.statusCode).toBe(200);
    const { abokis } = mine.json().data as { abokis: { id: string; status: string; missing: string[] }[] };
    expect(abokis).toHaveLength(12);
    expect(abokis.every((aboki) => aboki.status === 'ACTIVE' && aboki.missing.length === 0)).toBe(true);

    const visitor = await ctx.app.inject({ method: 'GET', url: `/api/v1/abokis/${abokis[0]!.id}` });
    expect(visitor.statusCode).toBe(200);
    const view = abokiProfileSchema.parse(visitor.json().data.aboki);
    expect(view.services.length).toBeGreaterThan(0);
    const photo = await ctx.app.inject({ method: 'GET', url: view.photoUrl! });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.rawPayload.length).toBeLessThan(40 * 1024);
  });
});
