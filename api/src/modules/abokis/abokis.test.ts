import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { addDays, lagosToday } from 'shared/lagos-time';
import { MESSAGES } from 'shared/messages';
import { abokiProfileSchema, IDENTITY_CONSENT, type AbokiOwnerView } from 'shared/schemas';
import { buildApp, REDACTED_PATHS } from '../../app.js';
import { hashPassword } from '../../lib/passwords.js';
import { STRONG_PASSWORD } from '../../test/accounts.js';
import { createKit } from '../../test/booking-kit.js';
import { useIdentityStandIn } from '../../test/identity-world.js';
import { useTestApp } from '../../test/use-test-app.js';
import { createFilePhotoStorage } from '../photos/photo-storage.js';
import { createAbokiService } from './aboki-service.js';

const identity = useIdentityStandIn();
const ctx = useTestApp({
  truncate: ['users', 'abokis', 'outbox_emails', 'rate_limits'],
  env: () => identity.env(),
});
const kit = createKit(ctx);
let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword(STRONG_PASSWORD);
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
let ips = 0;
/** A JSON call through app.inject, each from its own address so rate limits stay out of the way. */
function call(method: Method, url: string, payload?: unknown, token?: string) {
  ips += 1;
  return ctx.app.inject({
    method,
    url,
    remoteAddress: `198.51.${Math.floor(ips / 250) % 250}.${(ips % 250) + 1}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}
const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await ctx.database.db.execute(query)).rows as T[];

let accounts = 0;
/**
 * A signed-in account; the role and the profile are set through the API. Sign-up itself is tested
 * in the auth module, so the verified user is inserted directly to keep the file quick.
 */
async function account(kind: 'AGENT' | 'USER' | 'AGENT_WITHOUT_PROFILE' | 'NO_ROLE' = 'AGENT') {
  accounts += 1;
  const email = `aboki-test-${accounts}@example.com`;
  await ctx.database.db.execute(sql`
    INSERT INTO users (email, name, password_hash, email_verified_at)
    VALUES (${email}, 'Chinedu Okafor', ${passwordHash}, now())`);
  const signedIn = await call('POST', '/api/v1/auth/login', { email, password: STRONG_PASSWORD });
  expect(signedIn.statusCode).toBe(200);
  const { token, user } = signedIn.json().data as { token: string; user: { id: string } };
  if (kind !== 'NO_ROLE') {
    const role = kind === 'USER' ? 'USER' : 'AGENT';
    expect((await call('POST', '/api/v1/auth/select-role', { role }, token)).statusCode).toBe(200);
  }
  if (kind === 'AGENT' || kind === 'USER') {
    const home = { phoneNumber: '08031234567', state: 'Lagos', lga: 'Ikeja', address: '12 Allen Avenue' };
    const created = await call('POST', `/api/v1/profile/${kind.toLowerCase()}`, home, token);
    expect(created.statusCode).toBe(201);
  }
  return { token, id: user.id };
}

const DRAFT = {
  firstName: 'Halima',
  lastName: 'Sani',
  gender: 'FEMALE',
  dateOfBirth: '1995-04-12',
  languages: ['Hausa', 'English', 'Pidgin'],
  bio: 'Careful cleaner, ten years with families in Ikeja.',
  phoneNumber: '0803 555 1234',
  state: 'lagos',
  lga: 'Ikeja',
};
const DETAILS = {
  address: '7 Oba Akran Avenue, Ikeja',
  landmark: 'Behind the Total filling station',
  idType: 'NIN',
  idNumber: '123 4567 8901',
  identityConsent: IDENTITY_CONSENT.version,
  guarantor: {
    name: 'Musa Sani',
    phoneNumber: '0805 111 2222',
    relationship: 'Uncle',
    address: '3 Awolowo Way, Ikeja',
  },
};
const SERVICES = {
  services: [
    { serviceSlug: 'home-cleaning', priceKobo: 1_800_000, durationMinutes: 240 },
    { serviceSlug: 'laundry-and-ironing', priceKobo: 900_000, durationMinutes: 180 },
  ],
};
const AVAILABILITY = {
  weeklyHours: [
    { day: 1, start: '08:00', end: '12:00' },
    { day: 1, start: '13:00', end: '17:00' },
    { day: 7, start: '23:00', end: '24:00' },
  ],
  areas: ['Ikeja', 'Agege', 'Alimosho'],
  timeOff: [{ from: '2026-12-24', to: '2026-12-27' }],
};

async function createDraft(token: string, body: object = DRAFT): Promise<AbokiOwnerView> {
  const response = await call('POST', '/api/v1/abokis', body, token);
  expect(response.statusCode).toBe(201);
  return response.json().data.aboki as AbokiOwnerView;
}

/** An Aboki with everything publishing needs, sent for review and approved by an operator. */
async function publishedAboki(token: string): Promise<AbokiOwnerView> {
  const { id } = await createDraft(token);
  expect((await call('PATCH', `/api/v1/abokis/${id}`, DETAILS, token)).statusCode).toBe(200);
  expect((await call('PUT', `/api/v1/abokis/${id}/services`, SERVICES, token)).statusCode).toBe(200);
  expect((await call('PUT', `/api/v1/abokis/${id}/availability`, AVAILABILITY, token)).statusCode).toBe(200);
  const published = await call('POST', `/api/v1/abokis/${id}/publish`, undefined, token);
  expect(published.statusCode).toBe(200);
  await kit.approve(id);
  return (await call('GET', `/api/v1/abokis/${id}`, undefined, token)).json().data.aboki as AbokiOwnerView;
}

const abokiCount = async () => (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM abokis`))[0]!.n;

describe('POST /api/v1/abokis', () => {
  it('creates a DRAFT owned by the agent, with the home LGA as its first area', async () => {
    const agent = await account();
    const response = await call('POST', '/api/v1/abokis', DRAFT, agent.token);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(MESSAGES.abokiCreated);
    expect(body.data.aboki).toMatchObject({
      status: 'DRAFT',
      firstName: 'Halima',
      lastName: 'Sani',
      displayName: 'Halima S.',
      gender: 'FEMALE',
      dateOfBirth: '1995-04-12',
      languages: ['Hausa', 'English', 'Pidgin'],
      phoneNumber: '+2348035551234',
      state: 'Lagos',
      lga: 'Ikeja',
      address: null,
      idType: null,
      idNumberMasked: null,
      guarantor: null,
      photoUrl: null,
      services: [],
      availability: { weeklyHours: [], areas: ['Ikeja'], timeOff: [] },
      rating: { average: null, count: 0 },
      missing: ['services', 'weeklyHours', 'identity', 'guarantor'],
    });
    const [stored] = await rows(
      sql`SELECT agent_id, status, state, lga, phone_number, languages FROM abokis`,
    );
    expect(stored).toEqual({
      agent_id: agent.id,
      status: 'DRAFT',
      state: 'Lagos',
      lga: 'Ikeja',
      phone_number: '+2348035551234',
      languages: ['Hausa', 'English', 'Pidgin'],
    });
  });

  it('accepts an Aboki without phone, gender or date of birth (the agent is the contact)', async () => {
    const agent = await account();
    const { firstName, lastName, languages, state, lga } = DRAFT;
    const aboki = await createDraft(agent.token, { firstName, lastName, languages, state, lga });
    expect(aboki).toMatchObject({ phoneNumber: null, gender: null, dateOfBirth: null, bio: null });
  });

  it('refuses bad fields with 400 and stores nothing', async () => {
    const agent = await account();
    const response = await call(
      'POST',
      '/api/v1/abokis',
      { ...DRAFT, lga: 'Kano Municipal', languages: ['Klingon'], bio: 'x'.repeat(281) },
      agent.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    expect(Object.keys(response.json().fields).sort()).toEqual(['bio', 'languages.0']);
    expect(await abokiCount()).toBe(0);
  });

  it('decides 18+ on the Lagos date: 18 today is accepted, 18 tomorrow is not', async () => {
    const agent = await account();
    const today = lagosToday();
    const eighteenToday = `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`;
    if (eighteenToday.endsWith('-02-29')) return; // no such birthday this year; the shared tests cover it
    const tooYoung = await call(
      'POST',
      '/api/v1/abokis',
      { ...DRAFT, dateOfBirth: addDays(eighteenToday, 1) },
      agent.token,
    );
    expect(tooYoung.statusCode).toBe(400);
    expect(tooYoung.json().fields).toEqual({ dateOfBirth: 'An Aboki must be at least 18 years old' });
    expect((await createDraft(agent.token, { ...DRAFT, dateOfBirth: eighteenToday })).dateOfBirth).toBe(
      eighteenToday,
    );
  });

  it('is for agents with a profile only: 401 signed out, 403 for a USER, no role or no profile', async () => {
    expect((await call('POST', '/api/v1/abokis', DRAFT)).statusCode).toBe(401);
    const user = await account('USER');
    const noRole = await account('NO_ROLE');
    const noProfile = await account('AGENT_WITHOUT_PROFILE');
    const asUser = await call('POST', '/api/v1/abokis', DRAFT, user.token);
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().message).toBe(MESSAGES.abokiAgentsOnly);
    expect((await call('POST', '/api/v1/abokis', DRAFT, noRole.token)).statusCode).toBe(403);
    const asNoProfile = await call('POST', '/api/v1/abokis', DRAFT, noProfile.token);
    expect(asNoProfile.statusCode).toBe(403);
    expect(asNoProfile.json().message).toBe(MESSAGES.abokiAgentProfileRequired);
    expect(await abokiCount()).toBe(0);
  });
});

describe('PATCH /api/v1/abokis/:id', () => {
  it('stores address, identity and guarantor privately and shows the ID number masked', async () => {
    const agent = await account();
    const { id } = await createDraft(agent.token);
    const response = await call('PATCH', `/api/v1/abokis/${id}`, DETAILS, agent.token);
    expect(response.statusCode).toBe(200);
    const { aboki } = response.json().data;
    expect(aboki).toMatchObject({
      address: '7 Oba Akran Avenue, Ikeja',
      landmark: 'Behind the Total filling station',
      idType: 'NIN',
      idNumberMasked: '*******8901',
      guarantor: {
        name: 'Musa Sani',
        phoneNumber: '+2348051112222',
        relationship: 'Uncle',
        address: '3 Awolowo Way, Ikeja',
      },
      missing: ['services', 'weeklyHours'],
    });
    // The number is checked with the identity provider, and only its last four and keyed hash are kept.
    expect(response.body).not.toContain('12345678901');
    expect(response.body).not.toContain('"idNumber"');
    const [stored] = await rows<Record<string, string>>(
      sql`SELECT id_type, id_number_last4, id_number_hash, guarantor_phone FROM aboki_private`,
    );
    expect(stored).toMatchObject({
      id_type: 'NIN',
      id_number_last4: '8901',
      guarantor_phone: '+2348051112222',
    });
    expect(stored!.id_number_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The stand-in knows 12345678901 as Halima Sani born 14 March 1995: the names match, the birth
    // date entered (12 April) does not.
    expect(aboki.review.identity).toMatchObject({ result: 'PARTIAL', last4: '8901' });
    const [check] = await rows<Record<string, unknown>>(
      sql`SELECT result, provider, provider_reference, number_last4, consent_version, consented_by
            FROM identity_checks`,
    );
    expect(check).toMatchObject({
      result: 'PARTIAL',
      provider: 'prembly',
      number_last4: '8901',
      consent_version: IDENTITY_CONSENT.version,
      consented_by: agent.id,
    });
    expect(check!.provider_reference).toEqual(expect.any(String));
    expect(identity.standIn().asked).toEqual([{ nin: '12345678901', apiKey: expect.any(String) }]);
    // No table holds the number.
    const everything = await rows(
      sql`SELECT (SELECT json_agg(p) FROM aboki_private p)::text || (SELECT json_agg(c) FROM identity_checks c)::text AS dump`,
    );
    expect(JSON.stringify(everything)).not.toContain('12345678901');
    const owner = await call('GET', `/api/v1/abokis/${id}`, undefined, agent.token);
    expect(owner.json().data.aboki.idNumberMasked).toBe('*******8901');
    expect(owner.body).not.toContain('12345678901');
  });

  it('changes only what is sent, clears optional fields, and keeps areas in the home state', async () => {
    const agent = await account();
    const { id } = await createDraft(agent.token);
    await call('PUT', `/api/v1/abokis/${id}/availability`, AVAILABILITY, agent.token);
    const response = await call(
      'PATCH',
      `/api/v1/abokis/${id}`,
      { bio: '', phoneNumber: null, state: 'Oyo', lga: 'Ibadan North' },
      agent.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.aboki).toMatchObject({
      firstName: 'Halima',
      bio: null,
      phoneNumber: null,
      state: 'Oyo',
      lga: 'Ibadan North',
      availability: { areas: ['Ibadan North'] },
    });
  });

  it('refuses a NIN that is not 11 digits and an idNumber without idType, changing nothing', async () => {
    const agent = await account();
    const { id } = await createDraft(agent.token);
    const badNin = await call(
      'PATCH',
      `/api/v1/abokis/${id}`,
      { ...DETAILS, idNumber: '1234567890' },
      agent.token,
    );
    expect(badNin.statusCode).toBe(400);
    expect(badNin.json().fields).toEqual({ idNumber: 'A NIN is exactly 11 digits' });
    const alone = await call('PATCH', `/api/v1/abokis/${id}`, { idNumber: '12345678901' }, agent.token);
    expect(alone.statusCode).toBe(400);
    expect(await rows(sql`SELECT id_number_last4, address FROM aboki_private`)).toEqual([
      { id_number_last4: null, address: null },
    ]);
    expect(await rows(sql`SELECT id FROM identity_checks`)).toEqual([]);
  });

  it("answers 404, never 403, for another agent's Aboki, and changes nothing", async () => {
    const owner = await account();
    const stranger = await account();
    const { id } = await createDraft(owner.token);
    const patched = await call('PATCH', `/api/v1/abokis/${id}`, { firstName: 'Hacked' }, stranger.token);
    expect(patched.statusCode).toBe(404);
    expect(patched.json().message).toBe(MESSAGES.abokiNotFound);
    for (const [method, path, body] of [
      ['PUT', 'services', SERVICES],
      ['PUT', 'availability', AVAILABILITY],
      ['POST', 'publish', undefined],
      ['POST', 'pause', undefined],
      ['POST', 'resume', undefined],
    ] as const) {
      expect((await call(method, `/api/v1/abokis/${id}/${path}`, body, stranger.token)).statusCode).toBe(404);
    }
    expect((await call('GET', `/api/v1/abokis/${id}`, undefined, stranger.token)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/v1/abokis/not-a-uuid`, { firstName: 'X' }, owner.token)).statusCode,
    ).toBe(404);
    expect(await rows(sql`SELECT first_name FROM abokis`)).toEqual([{ first_name: 'Halima' }]);
    expect(await rows(sql`SELECT count(*)::int AS n FROM aboki_services`)).toEqual([{ n: 0 }]);
  });
});

describe('PUT /api/v1/abokis/:id/services', () => {
  it('replaces the set and answers with names, units, prices and durations', async () => {
    const agent = await account();
    const { id } = await createDraft(agent.token);
    const first = await call('PUT', `/api/v1/abokis/${id}/services`, SERVICES, agent.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.aboki.services).toEqual([
      {
        serviceSlug: 'home-cleaning',
        serviceName: 'Home cleaning',
        unit: 'job',
        priceKobo: 1_800_000,
        durationMinutes: 240,
      },
      {
        serviceSlug: 'laundry-and-ironing',
        serviceName: 'Laundry and ironing',
        unit: 'job',
        priceKobo: 900_000,
        durationMinutes: 180,
      },
    ]);
    const hourly = await rows<{ slug: string; base: number }>(
      sql`SELECT slug, base_price_kobo AS base FROM services WHERE unit = 'hour' ORDER BY slug LIMIT 1`,
    );
    const second = await call(
      'PUT',
      `/api/v1/abokis/${id}/services`,
      { services: [{ serviceSlug: hourly[0]!.slug, priceKobo: hourly[0]!.base }] },
      agent.token,
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().data.aboki.services).toMatchObject([
      { serviceSlug: hourly[0]!.slug, unit: 'hour', durationMinutes: null },
    ]);
    const stored = await rows(sql`
      SELECT s.slug, a.price_kobo, a.duration_minutes FROM aboki_services a JOIN services s ON s.id = a.service_id`);
    expect(stored).toEqual([{ slug: hourly[0]!.slug, price_kobo: hourly[0]!.base, duration_minutes: null }]);
  });

  it('checks slugs, the ₦500 floor, 10× the base price and durations against the unit, storing nothing', async () => {
    const agent = await account();
    const { id } = await createDraft(agent.token);
    await call('PUT', `/api/v1/abokis/${id}/services`, SERVICES, agent.token);
    const [hourly] = await rows<{ slug: string }>(sql`SELECT slug FROM services WHERE unit = 'hour' LIMIT 1`);
    const response = await call(
      'PUT',
      `/api/v1/abokis/${id}/services`,
      {
        services: [
          { serviceSlug: 'teleportation', priceKobo: 100_000 },
          { serviceSlug: 'home-cleaning', priceKobo: 15_000_001, durationMinutes: 120 },
          { serviceSlug: 'deep-cleaning', priceKobo: 3_500_000 },
          { serviceSlug: hourly!.slug, priceKobo: 500_000, durationMinutes: 60 },
        ],
      },
      agent.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'services.0.serviceSlug': 'There is no service "teleportation" in the catalogue',
      'services.1.priceKobo': 'The price can be at most ₦150,000 (10× the starting price)',
      'services.2.durationMinutes': 'Say how long the job usually takes (30 minutes to 12 hours)',
      'services.3.durationMinutes':
        'This service is booked by the hour, so it has no fixed duration; leave it out',
    });
    const floor = await call(
      'PUT',
      `/api/v1/abokis/${id}/services`,
      { services: [{ serviceSlug: 'home-cleaning', priceKobo: 49_999, durationMinutes: 60 }] },
      agent.token,
    );
    expect(floor.statusCode).toBe(400);
    expect(floor.json().fields).toEqual({ 'services.0.priceKobo': 'The price must be at least ₦500' });
    // The earlier set is untouched.
    expect(await rows(sql`SELECT count(*)::int AS n FROM aboki_services`)).toEqual([{ n: 2 }]);
  });
});

describe('PUT /api/v1/abokis/:id/availability', () => {
  it('stores Lagos wall-clock minutes per ISO weekday, areas and time off', async () => {
    const agent = await account();
    const { id } = await createDraft(agent.token);
    const response = await call('PUT', `/api/v1/abokis/${id}/availability`, AVAILABILITY, agent.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.aboki.availability).toEqual({
      weeklyHours: AVAILABILITY.weeklyHours,
      areas: ['Agege', 'Alimosho', 'Ikeja'],
      timeOff: AVAILABILITY.timeOff,
    });
    expect(
      await rows(
        sql`SELECT day, start_minute, end_minute FROM aboki_weekly_hours ORDER BY day, start_minute`,
      ),
    ).toEqual([
      { day: 1, start_minute: 480, end_minute: 720 },
      { day: 1, start_minute: 780, end_minute: 1020 },
      { day: 7, start_minute: 1380, end_minute: 1440 },
    ]);
  });

  it('decides the day on the Lagos date: Sunday 23:30 Lagos is Sunday, Monday 00:30 Lagos is Monday', async () => {
    const agent = await account();
    const { id } = await createDraft(agent.token);
    await call('PUT', `/api/v1/abokis/${id}/availability`, AVAILABILITY, agent.token);
    const service = createAbokiService({
      db: ctx.database.db,
      photos: createFilePhotoStorage(join(ctx.config.dataDir, 'photos')),
      identity: { check: () => Promise.reject(new Error('no ID is checked here')) },
    });
    // 2026-11-22 is a Sunday. 22:30 UTC is 23:30 in Lagos, inside Sunday 23:00–24:00.
    expect(await service.isWorkingAt(id, new Date('2026-11-22T22:30:00Z'))).toBe(true);
    // 23:30 UTC Sunday is 00:30 Monday in Lagos: Monday's hours start at 08:00.
    expect(await service.isWorkingAt(id, new Date('2026-11-22T23:30:00Z'))).toBe(false);
    // Monday 08:30 Lagos is 07:30 UTC.
    expect(await service.isWorkingAt(id, new Date('2026-11-23T07:30:00Z'))).toBe(true);
    expect(await service.isWorkingAt(id, new Date('2026-11-23T06:30:00Z'))).toBe(false);
    // Time off is by Lagos date too: Sunday 27 December 23:30 in Lagos is inside 24–27 December.
    expect(await service.isWorkingAt(id, new Date('2026-12-27T22:30:00Z'))).toBe(false);
  });

  it('refuses overlaps, end ≤ start, LGAs of another state and a missing home LGA, changing nothing', async () => {
    const agent = await account();
    const { id } = await createDraft(agent.token);
    await call('PUT', `/api/v1/abokis/${id}/availability`, AVAILABILITY, agent.token);
    const overlap = await call(
      'PUT',
      `/api/v1/abokis/${id}/availability`,
      {
        ...AVAILABILITY,
        weeklyHours: [
          { day: 2, start: '08:00', end: '12:00' },
          { day: 2, start: '11:00', end: '15:00' },
          { day: 3, start: '10:00', end: '10:00' },
        ],
      },
      agent.token,
    );
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().fields).toEqual({
      'weeklyHours.1': 'This interval overlaps 08:00–12:00 on the same day',
      'weeklyHours.2.end': 'The end must be after the start',
    });
    const areas = await call(
      'PUT',
      `/api/v1/abokis/${id}/availability`,
      { ...AVAILABILITY, areas: ['Agege', 'Kano Municipal'] },
      agent.token,
    );
    expect(areas.statusCode).toBe(400);
    expect(areas.json().fields).toEqual({
      'areas.1': 'Kano Municipal is not an LGA in Lagos',
      areas: "Include the Aboki's home LGA (Ikeja)",
    });
    expect(await rows(sql`SELECT count(*)::int AS n FROM aboki_weekly_hours`)).toEqual([{ n: 3 }]);
    expect(await rows(sql`SELECT lga FROM aboki_areas ORDER BY lga`)).toEqual([
      { lga: 'Agege' },
      { lga: 'Alimosho' },
      { lga: 'Ikeja' },
    ]);
  });

  it('has the database itself refuse overlapping hours: an exclusion constraint (SQLSTATE 23P01)', async () => {
    const agent = await account();
    const { id } = await createDraft(agent.token);
    const constraints = await rows(sql`
      SELECT conname, contype FROM pg_constraint
      WHERE conrelid = 'aboki_weekly_hours'::regclass AND contype = 'x'`);
    expect(constraints).toEqual([{ conname: 'aboki_weekly_hours_no_overlap', contype: 'x' }]);
    await ctx.database.pool.query(
      'INSERT INTO aboki_weekly_hours (aboki_id, day, start_minute, end_minute) VALUES ($1, 3, 480, 720)',
      [id],
    );
    // Touching intervals (12:00–13:00 after 08:00–12:00) are fine; the same minutes on another day too.
    await ctx.database.pool.query(
      'INSERT INTO aboki_weekly_hours (aboki_id, day, start_minute, end_minute) VALUES ($1, 3, 720, 780), ($1, 4, 600, 660)',
      [id],
    );
    await expect(
      ctx.database.pool.query(
        'INSERT INTO aboki_weekly_hours (aboki_id, day, start_minute, end_minute) VALUES ($1, 3, 600, 900)',
        [id],
      ),
    ).rejects.toMatchObject({ code: '23P01' });
    await expect(
      ctx.database.pool.query(
        'INSERT INTO aboki_weekly_hours (aboki_id, day, start_minute, end_minute) VALUES ($1, 3, 900, 900)',
        [id],
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

/** A JPEG as a phone makes it: 2000×1500, lying on its side (EXIF orientation 6), with GPS. */
async function phoneJpeg() {
  return sharp({
    create: { width: 2000, height: 1500, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestPhone', Model: 'Camera 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '6/1 27/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 23/1 0/1',
      },
    })
    .toBuffer();
}

const putPhoto = (id: string, bytes: Buffer, token: string, contentType = 'image/jpeg') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/abokis/${id}/photo`,
    payload: bytes,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
  });

describe('PUT /api/v1/abokis/:id/photo', () => {
  it('re-encodes to a small upright WebP without EXIF, named and served by its hash', async () => {
    const agent = await account();
    const { id } = await createDraft(agent.token);
    const upload = await phoneJpeg();
    const input = await sharp(upload).metadata();
    expect(input.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer
    expect(upload.length).toBeGreaterThan(200 * 1024);

    const response = await putPhoto(id, upload, agent.token);
    expect(response.statusCode).toBe(200);
    const photoUrl = response.json().data.aboki.photoUrl as string;
    expect(photoUrl).toMatch(/^\/api\/v1\/photos\/[0-9a-f]{64}\.webp$/);
    expect(await rows(sql`SELECT photo_key FROM abokis`)).toEqual([{ photo_key: photoUrl.slice(15, 79) }]);

    const served = await ctx.app.inject({ method: 'GET', url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const bytes = served.rawPayload;
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(photoUrl.slice(15, 79));
    const output = await sharp(bytes).metadata();
    expect(output.format).toBe('webp');
    expect(output.exif).toBeUndefined();
    expect(output.xmp).toBeUndefined();
    expect(output.icc).toBeUndefined();
    expect(bytes.includes(Buffer.from('TestPhone'))).toBe(false);
    // Turned upright by its orientation: the 2000×1500 landscape sensor image is a portrait.
    expect([output.width, output.height]).toEqual([384, 512]);
    // Noise is the worst case for a codec; a real face lands nearer 40 KiB.
    expect(bytes.length).toBeLessThanOrEqual(64 * 1024);
  });

  it('judges the bytes, not the header: text sent as image/jpeg is 400, and nothing changes', async () => {
    const agent = await account();
    const { id } = await createDraft(agent.token);
    const response = await putPhoto(id, Buffer.from('this is not a photo, honest'), agent.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.photoNotImage);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await putPhoto(id, gif, agent.token, 'image/png')).statusCode).toBe(400);
    const truncated = (await phoneJpeg()).subarray(0, 5000);
    expect((await putPhoto(id, truncated, agent.token)).statusCode).toBe(400);
    expect(await rows(sql`SELECT photo_key FROM abokis`)).toEqual([{ photo_key: null }]);
  });

  it('answers 413 above 5 MiB and 415 for other content types', async () => {
    const agent = await account();
    const { id } = await createDraft(agent.token);
    const tooLarge = await putPhoto(id, Buffer.alloc(5 * 1024 * 1024 + 1, 0xff), agent.token);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', message: MESSAGES.photoTooLarge });
    const pdf = await putPhoto(id, Buffer.from('%PDF-1.4'), agent.token, 'application/pdf');
    expect(pdf.statusCode).toBe(415);
    expect(await rows(sql`SELECT photo_key FROM abokis`)).toEqual([{ photo_key: null }]);
  });

  it("is 404 for another agent's Aboki, and photos no Aboki uses are 404", async () => {
    const owner = await account();
    const stranger = await account();
    const { id } = await createDraft(owner.token);
    expect((await putPhoto(id, await phoneJpeg(), stranger.token)).statusCode).toBe(404);
    const unknown = await ctx.app.inject({ method: 'GET', url: `/api/v1/photos/${'a'.repeat(64)}.webp` });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/photos/..%2F..%2Fsecrets.json' })).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/v1/abokis/:id/publish', () => {
  it('answers 422 NOT_READY listing what is missing, then publishes once everything is there', async () => {
    const agent = await account();
    const { id } = await createDraft(agent.token);
    const early = await call('POST', `/api/v1/abokis/${id}/publish`, undefined, agent.token);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({
      success: false,
      error: 'NOT_READY',
      message: MESSAGES.abokiNotReady({
        missing: ['services', 'weeklyHours', 'identity', 'guarantor'].join(', '),
      }),
    });
    expect(Object.keys(early.json().fields)).toEqual(['services', 'weeklyHours', 'identity', 'guarantor']);
    await call('PUT', `/api/v1/abokis/${id}/services`, SERVICES, agent.token);
    await call('PATCH', `/api/v1/abokis/${id}`, DETAILS, agent.token);
    const later = await call('POST', `/api/v1/abokis/${id}/publish`, undefined, agent.token);
    expect(later.statusCode).toBe(422);
    expect(Object.keys(later.json().fields)).toEqual(['weeklyHours']);
    expect(await rows(sql`SELECT status, published_at FROM abokis`)).toEqual([
      { status: 'DRAFT', published_at: null },
    ]);

    await call('PUT', `/api/v1/abokis/${id}/availability`, AVAILABILITY, agent.token);
    const published = await call('POST', `/api/v1/abokis/${id}/publish`, undefined, agent.token);
    expect(published.statusCode).toBe(200);
    expect(published.json().message).toBe(MESSAGES.abokiSentForReview);
    // Sent for review (issue 25): not yet found or booked, until an operator approves it.
    expect(published.json().data.aboki).toMatchObject({
      status: 'PENDING_REVIEW',
      missing: [],
      review: { verifiedAt: null, note: null, submittedAt: expect.any(String) },
    });
    const [stored] = await rows<{ status: string; published_at: Date | null; submitted_at: Date | null }>(
      sql`SELECT status, published_at, submitted_at FROM abokis`,
    );
    expect(stored).toMatchObject({ status: 'PENDING_REVIEW', published_at: null });
    expect(stored!.submitted_at).not.toBeNull();
    expect((await call('GET', `/api/v1/abokis/${id}`)).statusCode).toBe(404);
    const again = await call('POST', `/api/v1/abokis/${id}/publish`, undefined, agent.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.abokiWaitingForReview);
  });
});

describe('POST /api/v1/abokis/:id/pause and /resume', () => {
  it('of 10 concurrent pauses exactly one wins; the rest are 409', async () => {
    const agent = await account();
    const { id } = await publishedAboki(agent.token);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `/api/v1/abokis/${id}/pause`, undefined, agent.token)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
      MESSAGES.abokiCannotPause,
    );
    expect(await rows(sql`SELECT status FROM abokis`)).toEqual([{ status: 'PAUSED' }]);

    const resumed = await call('POST', `/api/v1/abokis/${id}/resume`, undefined, agent.token);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data.aboki.status).toBe('ACTIVE');
    expect((await call('POST', `/api/v1/abokis/${id}/resume`, undefined, agent.token)).statusCode).toBe(409);
  });

  it('refuses to pause a draft (409) or to publish a paused Aboki', async () => {
    const agent = await account();
    const draft = await createDraft(agent.token);
    expect((await call('POST', `/api/v1/abokis/${draft.id}/pause`, undefined, agent.token)).statusCode).toBe(
      409,
    );
    expect((await call('POST', `/api/v1/abokis/${draft.id}/resume`, undefined, agent.token)).statusCode).toBe(
      409,
    );
    const active = await publishedAboki(agent.token);
    await call('POST', `/api/v1/abokis/${active.id}/pause`, undefined, agent.token);
    const publish = await call('POST', `/api/v1/abokis/${active.id}/publish`, undefined, agent.token);
    expect(publish.statusCode).toBe(409);
    expect(publish.json().message).toBe(MESSAGES.abokiIsPaused);
  });
});

describe('GET /api/v1/abokis/mine', () => {
  it("pages through the agent's own Abokis, newest first, by keyset", async () => {
    const agent = await account();
    const other = await account();
    await createDraft(other.token);
    const created: string[] = [];
    for (let index = 0; index < 23; index += 1) {
      created.push((await createDraft(agent.token, { ...DRAFT, firstName: `Aboki${index}` })).id);
    }
    const first = await call('GET', '/api/v1/abokis/mine', undefined, agent.token);
    expect(first.statusCode).toBe(200);
    const page1 = first.json().data;
    expect(page1.abokis).toHaveLength(20);
    expect(page1.abokis[0]).toEqual({
      id: created[22],
      status: 'DRAFT',
      displayName: 'Aboki22 S.',
      photoUrl: null,
      services: [],
      missing: ['services', 'weeklyHours', 'identity', 'guarantor'],
      reviewNote: null,
    });
    expect(page1.nextCursor).toEqual(expect.any(String));
    const second = await call(
      'GET',
      `/api/v1/abokis/mine?cursor=${encodeURIComponent(page1.nextCursor)}`,
      undefined,
      agent.token,
    );
    const page2 = second.json().data;
    expect(page2.nextCursor).toBeNull();
    const ids = [...page1.abokis, ...page2.abokis].map((aboki: { id: string }) => aboki.id);
    expect(ids).toEqual([...created].reverse());
  });

  it('lists service names; 401 signed out, 403 for a USER, 400 for a forged cursor', async () => {
    const agent = await account();
    const active = await publishedAboki(agent.token);
    const mine = await call('GET', '/api/v1/abokis/mine', undefined, agent.token);
    expect(mine.json().data.abokis).toEqual([
      {
        id: active.id,
        status: 'ACTIVE',
        displayName: 'Halima S.',
        photoUrl: null,
        services: [
          { slug: 'home-cleaning', name: 'Home cleaning' },
          { slug: 'laundry-and-ironing', name: 'Laundry and ironing' },
        ],
        missing: [],
        reviewNote: null,
      },
    ]);
    expect((await call('GET', '/api/v1/abokis/mine')).statusCode).toBe(401);
    const user = await account('USER');
    expect((await call('GET', '/api/v1/abokis/mine', undefined, user.token)).statusCode).toBe(403);
    const forged = await call('GET', '/api/v1/abokis/mine?cursor=bm90LWEtY3Vyc29y', undefined, agent.token);
    expect(forged.statusCode).toBe(400);
    expect(Object.keys(forged.json().fields)).toEqual(['cursor']);
  });
});

describe('GET /api/v1/abokis/:id', () => {
  const PUBLIC_KEYS = [
    'areas',
    'bio',
    'completedJobs',
    'displayName',
    'id',
    'languages',
    'lga',
    'photoUrl',
    'rating',
    'services',
    'since',
    'state',
    'verifiedMonth',
  ];

  it('shows an ACTIVE Aboki’s profile to anyone, signed in or not, with only the public keys', async () => {
    const agent = await account();
    const { id } = await publishedAboki(agent.token);
    const user = await account('USER');
    const otherAgent = await account();
    for (const token of [undefined, user.token, otherAgent.token, 'not-a-live-token']) {
      const response = await call('GET', `/api/v1/abokis/${id}`, undefined, token);
      expect(response.statusCode).toBe(200);
      const { aboki } = response.json().data;
      expect(Object.keys(aboki).sort()).toEqual(PUBLIC_KEYS);
      expect(abokiProfileSchema.parse(aboki)).toEqual({
        id,
        displayName: 'Halima S.',
        photoUrl: null,
        languages: ['Hausa', 'English', 'Pidgin'],
        bio: DRAFT.bio,
        state: 'Lagos',
        lga: 'Ikeja',
        areas: ['Agege', 'Alimosho', 'Ikeja'],
        services: expect.any(Array),
        rating: { average: null, count: 0 },
        completedJobs: 0,
        since: lagosToday(),
        // Approved by an operator this month: "ID and guarantor checked".
        verifiedMonth: lagosToday().slice(0, 7),
      });
      // No private detail, in any field or form.
      for (const secret of ['Sani', '8901', 'Oba Akran', 'Musa', '+234', '1995', 'Total filling']) {
        expect(response.body).not.toContain(secret);
      }
    }
  });

  it('hides drafts and paused Abokis from everyone but their agent', async () => {
    const agent = await account();
    const draft = await createDraft(agent.token);
    const paused = await publishedAboki(agent.token);
    await call('POST', `/api/v1/abokis/${paused.id}/pause`, undefined, agent.token);
    const otherAgent = await account();
    for (const id of [draft.id, paused.id]) {
      expect((await call('GET', `/api/v1/abokis/${id}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/v1/abokis/${id}`, undefined, otherAgent.token)).statusCode).toBe(404);
      const owner = await call('GET', `/api/v1/abokis/${id}`, undefined, agent.token);
      expect(owner.statusCode).toBe(200);
      expect(owner.json().data.aboki).toMatchObject({ id, lastName: 'Sani' });
    }
    expect((await call('GET', '/api/v1/abokis/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('concurrency', () => {
  it('of 5 concurrent sends for review exactly one wins, and the Aboki waits for review once', async () => {
    const agent = await account();
    const { id } = await createDraft(agent.token);
    await call('PATCH', `/api/v1/abokis/${id}`, DETAILS, agent.token);
    await call('PUT', `/api/v1/abokis/${id}/services`, SERVICES, agent.token);
    await call('PUT', `/api/v1/abokis/${id}/availability`, AVAILABILITY, agent.token);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `/api/v1/abokis/${id}/publish`, undefined, agent.token)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await rows(sql`SELECT status FROM abokis`)).toEqual([{ status: 'PENDING_REVIEW' }]);
  });

  it('concurrent service sets replace each other whole: the stored set is one of those sent, never a mix', async () => {
    const agent = await account();
    const { id } = await createDraft(agent.token);
    const sets = [
      [{ serviceSlug: 'home-cleaning', priceKobo: 1_600_000, durationMinutes: 120 }],
      [
        { serviceSlug: 'plumbing', priceKobo: 1_300_000, durationMinutes: 90 },
        { serviceSlug: 'carpentry', priceKobo: 1_600_000, durationMinutes: 90 },
      ],
      [{ serviceSlug: 'painting', priceKobo: 3_000_000, durationMinutes: 480 }],
    ];
    const answers = await Promise.all(
      sets.map((services) => call('PUT', `/api/v1/abokis/${id}/services`, { services }, agent.token)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const stored = (
      await rows<{ slug: string }>(sql`
        SELECT s.slug FROM aboki_services a JOIN services s ON s.id = a.service_id ORDER BY s.slug`)
    ).map((row) => row.slug);
    expect(sets.map((services) => services.map((service) => service.serviceSlug).sort())).toContainEqual(
      stored,
    );
  });
});

describe('logs', () => {
  it('never carry ID numbers or guarantor phones, even at trace level', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: { level: 'trace', stream, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    });
    try {
      await app.ready();
      const agent = await account();
      const { id } = await createDraft(agent.token);
      const inject = (method: Method, url: string, payload?: object) =>
        app.inject({ method, url, payload, headers: { authorization: `Bearer ${agent.token}` } });
      expect((await inject('PATCH', `/api/v1/abokis/${id}`, DETAILS)).statusCode).toBe(200);
      expect(
        (await inject('PATCH', `/api/v1/abokis/${id}`, { ...DETAILS, idNumber: '9876543210' })).statusCode,
      ).toBe(400);
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('/api/v1/abokis');
    for (const secret of ['12345678901', '123 4567 8901', '9876543210', '8051112222']) {
      expect(log).not.toContain(secret);
    }
  });
});
