import { sql } from 'drizzle-orm';
import { lagosInstant, toLagosIso } from 'shared/lagos-time';
import {
  BOOKING_MESSAGES,
  jobCreateSchema,
  NOT_AVAILABLE_REASONS,
  type AbokiOwnerView,
} from 'shared/schemas';
import { createKit, BOOKING_TABLES } from '../../test/booking-kit.js';
import { useTestApp } from '../../test/use-test-app.js';
import { pruneExpiredKeys } from './jobs-repository.js';
import { bookingRequestHash } from './jobs-service.js';

// Monday 14 December 2026, 06:00 in Lagos: the booking clock, moved by tests that need it.
const NOW = lagosInstant('2026-12-14', '06:00');
const ctx = useTestApp({
  now: NOW,
  truncate: BOOKING_TABLES,
});
const { call, rows, account, aboki } = createKit(ctx);

let keys = 0;
const newKey = () => `test-key-${(keys += 1)}-${Date.now()}`;
const at = (date: string, time: string) => toLagosIso(lagosInstant(date, time));

function bookingFor(abokiId: string, overrides: Record<string, unknown> = {}) {
  return {
    abokiId,
    serviceSlug: 'home-cleaning',
    startsAt: at('2026-12-15', '09:00'),
    paymentMethod: 'CASH',
    state: 'Lagos',
    lga: 'Ikeja',
    address: '12 Allen Avenue, Ikeja',
    landmark: 'Opposite the bank',
    ...overrides,
  };
}

function book(token: string, body: object, key: string | null = newKey()) {
  return call('POST', '/api/v1/jobs', body, token, key === null ? {} : { 'idempotency-key': key });
}

const jobCount = async () => (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM jobs`))[0]!.n;
/** Pairs of active jobs of one Aboki whose blocked times overlap: must always be empty. */
const overlaps = () =>
  rows(sql`
    SELECT a.reference, b.reference FROM jobs a JOIN jobs b
      ON a.aboki_id = b.aboki_id AND a.id < b.id AND a.blocked && b.blocked
    WHERE a.status IN ('REQUESTED', 'ACCEPTED', 'IN_PROGRESS', 'AWAITING_PAYMENT')
      AND b.status IN ('REQUESTED', 'ACCEPTED', 'IN_PROGRESS', 'AWAITING_PAYMENT')`);

async function setup() {
  const agent = await account('AGENT');
  const user = await account('USER');
  const halima = await aboki(agent.token);
  return { agent, user, halima };
}

describe('POST /api/v1/jobs', () => {
  it('books: 201 with reference, start code and the server-computed price; two emails in the outbox', async () => {
    const { agent, user, halima } = await setup();
    const response = await book(user.token, bookingFor(halima.id, { notes: 'Two bedrooms' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(BOOKING_MESSAGES.jobCreated);
    const job = body.data.job;
    expect(job).toMatchObject({
      status: 'REQUESTED',
      service: { slug: 'home-cleaning', name: 'Home cleaning', unit: 'job' },
      startsAt: '2026-12-15T09:00:00+01:00',
      endsAt: '2026-12-15T12:00:00+01:00',
      hours: null,
      priceKobo: 1_800_000,
      paymentMethod: 'CASH',
      state: 'Lagos',
      lga: 'Ikeja',
      address: '12 Allen Avenue, Ikeja',
      landmark: 'Opposite the bank',
      notes: 'Two bedrooms',
      recipient: null,
      aboki: { id: halima.id, displayName: 'Halima S.' },
    });
    expect(job.reference).toMatch(/^ABK-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    expect(job.startCode).toMatch(/^\d{4}$/);
    expect(job.aboki).not.toHaveProperty('address');

    const [stored] = await rows<Record<string, string>>(sql`
      SELECT user_id, agent_id, aboki_name, price_kobo, start_code_hash, start_code_enc,
             lower(blocked) = starts_at AS blocked_from_start, upper(blocked) - ends_at AS buffer
      FROM jobs WHERE reference = ${job.reference}`);
    expect(stored).toMatchObject({
      user_id: user.id,
      agent_id: agent.id,
      aboki_name: 'Halima S.',
      price_kobo: 1_800_000,
    });
    expect(stored!.blocked_from_start).toBe(true);
    // The code is kept only as a MAC and a ciphertext, neither containing it.
    expect(stored!.start_code_hash).not.toContain(job.startCode);
    expect(stored!.start_code_enc).not.toContain(job.startCode);

    const emails = await rows<{ to_address: string; subject: string; text_body: string }>(
      sql`SELECT to_address, subject, text_body FROM outbox_emails ORDER BY to_address`,
    );
    const toUser = emails.find((email) => email.to_address === user.email)!;
    const toAgent = emails.find((email) => email.to_address === agent.email)!;
    expect(toUser.subject).toBe('Request sent: Home cleaning with Halima S., Tue 15 Dec, 9:00–12:00');
    expect(toUser.text_body).toContain(job.reference);
    expect(toUser.text_body).toContain('₦18,000');
    expect(toAgent.subject).toBe('New request for Halima S.: Home cleaning, Tue 15 Dec, 9:00–12:00, Ikeja');
    expect(toAgent.text_body).toContain('Where:     12 Allen Avenue, Ikeja, Lagos (Opposite the bank)');
    expect(toAgent.text_body).toContain('Two bedrooms');
    // The start code goes to no inbox.
    for (const email of emails) expect(email.text_body).not.toContain(job.startCode);
  });

  it('prices an hourly service × hours and keeps the price, service and name as booked', async () => {
    const { agent, user, halima } = await setup();
    const response = await book(
      user.token,
      bookingFor(halima.id, {
        serviceSlug: 'home-cooking',
        hours: 3,
        recipient: { name: 'Mama Ngozi', phoneNumber: '0803 999 1234' },
      }),
    );
    expect(response.statusCode).toBe(201);
    const job = response.json().data.job;
    expect(job).toMatchObject({
      priceKobo: 900_000,
      hours: 3,
      endsAt: '2026-12-15T12:00:00+01:00',
      recipient: { name: 'Mama Ngozi', phoneNumber: '+2348039991234' },
    });
    // The agent raises the price and renames the Aboki: the job does not change.
    await call(
      'PUT',
      `/api/v1/abokis/${halima.id}/services`,
      { services: [{ serviceSlug: 'home-cooking', priceKobo: 500_000 }] },
      agent.token,
    );
    await call('PATCH', `/api/v1/abokis/${halima.id}`, { firstName: 'Hauwa' }, agent.token);
    const again = await call('GET', `/api/v1/jobs/${job.reference}`, undefined, user.token);
    expect(again.json().data.job).toMatchObject({ priceKobo: 900_000, aboki: { displayName: 'Halima S.' } });
  });

  it('refuses a price sent by the client with 400 naming the field, and books nothing', async () => {
    const { user, halima } = await setup();
    for (const field of ['priceKobo', 'amount']) {
      const response = await book(user.token, bookingFor(halima.id, { [field]: 100 }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toMatch(/price is computed/);
      expect(response.json().message).toBe(response.json().fields[field]);
    }
    expect(await jobCount()).toBe(0);
  });

  it('is for a signed-in USER with a profile only', async () => {
    const { agent, halima } = await setup();
    const noProfile = await account('USER_WITHOUT_PROFILE');
    expect((await book('', bookingFor(halima.id))).statusCode).toBe(401);
    const asAgent = await book(agent.token, bookingFor(halima.id));
    expect(asAgent.statusCode).toBe(403);
    expect(asAgent.json().message).toBe(BOOKING_MESSAGES.usersOnly);
    const withoutProfile = await book(noProfile.token, bookingFor(halima.id));
    expect(withoutProfile.statusCode).toBe(403);
    expect(withoutProfile.json().message).toBe(BOOKING_MESSAGES.userProfileRequired);
    expect(await jobCount()).toBe(0);
  });

  it('answers 400 to bad fields, 404 to an unknown or paused Aboki', async () => {
    const { agent, user, halima } = await setup();
    const offStep = await book(user.token, bookingFor(halima.id, { startsAt: at('2026-12-15', '09:15') }));
    expect(offStep.statusCode).toBe(400);
    expect(offStep.json().fields.startsAt).toMatch(/hour or half hour/);
    expect((await book(user.token, bookingFor(halima.id, { paymentMethod: 'BITCOIN' }))).statusCode).toBe(
      400,
    );
    expect((await book(user.token, bookingFor(halima.id, { serviceSlug: 'no-such-thing' }))).statusCode).toBe(
      400,
    );
    const hoursForJob = await book(user.token, bookingFor(halima.id, { hours: 2 }));
    expect(hoursForJob.statusCode).toBe(400);
    expect(hoursForJob.json().fields.hours).toMatch(/per job/);
    const unknown = await book(user.token, bookingFor('4f6f2c8e-9a53-4c4b-8d1e-0a4e3f7b9c21'));
    expect(unknown.statusCode).toBe(404);
    await call('POST', `/api/v1/abokis/${halima.id}/pause`, undefined, agent.token);
    expect((await book(user.token, bookingFor(halima.id))).statusCode).toBe(404);
    expect(await jobCount()).toBe(0);
  });

  it('answers 422 NOT_AVAILABLE with the reason: too soon, too far, outside hours, time off, area, service', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token, {
      areas: ['Ikeja', 'Agege'],
      timeOff: [{ from: '2026-12-17', to: '2026-12-18' }],
      services: [{ serviceSlug: 'home-cleaning', priceKobo: 1_800_000, durationMinutes: 180 }],
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ startsAt: at('2026-12-14', '07:30') }, NOT_AVAILABLE_REASONS.TOO_SOON],
      [{ startsAt: at('2027-01-14', '09:00') }, NOT_AVAILABLE_REASONS.TOO_FAR],
      [{ startsAt: at('2026-12-15', '15:00') }, NOT_AVAILABLE_REASONS.OUTSIDE_HOURS], // 18:00 + buffer > 18:00
      [{ startsAt: at('2026-12-20', '09:00') }, NOT_AVAILABLE_REASONS.OUTSIDE_HOURS], // Sunday
      [{ startsAt: at('2026-12-17', '09:00') }, NOT_AVAILABLE_REASONS.TIME_OFF],
      [{ lga: 'Surulere' }, NOT_AVAILABLE_REASONS.AREA_NOT_SERVED],
      [{ state: 'Ogun', lga: 'Abeokuta South' }, NOT_AVAILABLE_REASONS.AREA_NOT_SERVED],
      [{ serviceSlug: 'plumbing' }, NOT_AVAILABLE_REASONS.SERVICE_NOT_OFFERED],
    ];
    for (const [overrides, reason] of cases) {
      const response = await book(user.token, bookingFor(halima.id, overrides));
      expect({ overrides, status: response.statusCode, body: response.json() }).toMatchObject({
        status: 422,
        body: { error: 'NOT_AVAILABLE', message: reason },
      });
    }
    // 14:30 + 3 h + 30 min = 18:00: fits exactly. Agege is served.
    expect(
      (await book(user.token, bookingFor(halima.id, { startsAt: at('2026-12-15', '14:30'), lga: 'Agege' })))
        .statusCode,
    ).toBe(201);
    expect(await jobCount()).toBe(1);
  });

  it('decides the day on the Lagos date: Sunday 23:30 in Lagos is Sunday, Monday 00:30 is Monday', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const service = [{ serviceSlug: 'laundry-and-ironing', priceKobo: 900_000, durationMinutes: 30 }];
    const sundayNight = await aboki(agent.token, {
      services: service,
      weeklyHours: [{ day: 7, start: '22:00', end: '24:00' }],
    });
    const mondayEarly = await aboki(agent.token, {
      services: service,
      weeklyHours: [{ day: 1, start: '00:00', end: '02:00' }],
    });
    const laundry = { serviceSlug: 'laundry-and-ironing' };
    // 23:00–23:30 and its buffer end at midnight: inside Sunday's hours.
    const sunday = await book(
      user.token,
      bookingFor(sundayNight.id, { ...laundry, startsAt: '2026-12-20T22:00:00Z' }),
    );
    expect(sunday.statusCode).toBe(201);
    expect(sunday.json().data.job.startsAt).toBe('2026-12-20T23:00:00+01:00');
    // 23:30 Lagos is 22:30 UTC Sunday: still Sunday, and the buffer would run past Sunday's end.
    const late = await book(
      user.token,
      bookingFor(sundayNight.id, { ...laundry, startsAt: '2026-12-20T22:30:00Z' }),
    );
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(NOT_AVAILABLE_REASONS.OUTSIDE_HOURS);
    // …and Monday's hours do not cover it either.
    expect(
      (await book(user.token, bookingFor(mondayEarly.id, { ...laundry, startsAt: '2026-12-20T22:30:00Z' })))
        .statusCode,
    ).toBe(422);
    // 00:30 Monday in Lagos is 23:30 UTC on Sunday: Monday's hours.
    const monday = await book(
      user.token,
      bookingFor(mondayEarly.id, { ...laundry, startsAt: '2026-12-20T23:30:00Z' }),
    );
    expect(monday.statusCode).toBe(201);
    expect(monday.json().data.job.startsAt).toBe('2026-12-21T00:30:00+01:00');
  });

  it('allows back-to-back jobs and refuses an overlap with 409 SLOT_TAKEN', async () => {
    const { user, halima } = await setup();
    const other = await account('USER');
    expect((await book(user.token, bookingFor(halima.id))).statusCode).toBe(201); // 09:00–12:00, held to 12:30
    const overlapping = await book(
      other.token,
      bookingFor(halima.id, { startsAt: at('2026-12-15', '12:00') }),
    );
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toMatchObject({ error: 'SLOT_TAKEN', message: BOOKING_MESSAGES.slotTaken });
    expect(
      (await book(other.token, bookingFor(halima.id, { startsAt: at('2026-12-15', '12:30') }))).statusCode,
    ).toBe(201);
    // 08:00–11:00 runs into the 09:00 job.
    expect(
      (await book(other.token, bookingFor(halima.id, { startsAt: at('2026-12-15', '08:00') }))).statusCode,
    ).toBe(409);
    expect(await jobCount()).toBe(2);
    expect(await overlaps()).toEqual([]);
  });

  it('50 concurrent bookings of one slot with different keys: exactly one 201 and 49 × 409', async () => {
    const { halima } = await setup();
    const users = await Promise.all([account('USER'), account('USER'), account('USER')]);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        book(users[index % users.length]!.token, bookingFor(halima.id)),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error).toBe('SLOT_TAKEN');
    }
    expect(await jobCount()).toBe(1);
    expect(await overlaps()).toEqual([]);
    // Every refused request freed its key, and exactly one key holds an answer.
    expect(await rows(sql`SELECT key FROM idempotency_keys WHERE state = 'done'`)).toHaveLength(1);
    expect(await rows(sql`SELECT key FROM idempotency_keys WHERE state = 'in_progress'`)).toEqual([]);
  });

  it('the database itself refuses an overlapping active job (exclusion constraint), not a cancelled one', async () => {
    const { user, halima } = await setup();
    const first = (await book(user.token, bookingFor(halima.id))).json().data.job;
    const [constraint] = await rows<{ definition: string }>(sql`
      SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = 'jobs_no_double_booking'`);
    // Over what a job holds: its own time, and the time asked for while an ask to move it waits (0015).
    expect(constraint!.definition).toMatch(/EXCLUDE USING gist \(aboki_id WITH =, held WITH &&\)/);
    const copy = (reference: string, status: string) => sql`
      INSERT INTO jobs (reference, user_id, aboki_id, agent_id, service_id, service_name, service_unit, aboki_name,
                        price_kobo, starts_at, ends_at, blocked, status, payment_method, start_code_hash,
                        start_code_enc, state, lga, address)
      SELECT ${reference}, user_id, aboki_id, agent_id, service_id, service_name, service_unit, aboki_name,
             price_kobo, starts_at + interval '1 hour', ends_at + interval '1 hour',
             tstzrange(starts_at + interval '1 hour', ends_at + interval '90 minutes'), ${status}, payment_method,
             start_code_hash, start_code_enc, state, lga, address
      FROM jobs WHERE reference = ${first.reference}`;
    await expect(ctx.database.db.execute(copy('ABK-XXXXX2', 'REQUESTED'))).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23P01' }),
    });
    await ctx.database.db.execute(copy('ABK-XXXXX3', 'CANCELLED_BY_USER'));
    expect(await jobCount()).toBe(2);
  });
});

describe('Idempotency-Key', () => {
  it('is required, and at most 255 visible characters', async () => {
    const { user, halima } = await setup();
    for (const key of [null, '', 'x'.repeat(256), 'with space']) {
      const response = await book(user.token, bookingFor(halima.id), key);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'IDEMPOTENCY_KEY_REQUIRED',
        message: BOOKING_MESSAGES.idempotencyKeyMissing,
      });
    }
    expect((await book(user.token, bookingFor(halima.id), 'k'.repeat(255))).statusCode).toBe(201);
  });

  it('replays the first answer byte for byte; another body under the key is 422', async () => {
    const { user, halima } = await setup();
    const key = newKey();
    const first = await book(user.token, bookingFor(halima.id), key);
    expect(first.statusCode).toBe(201);
    // Same body, keys in another order and the start written in UTC: the same request.
    const { startsAt: _start, ...rest } = bookingFor(halima.id);
    const again = await book(user.token, { startsAt: '2026-12-15T08:00:00Z', ...rest }, key);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await book(user.token, bookingFor(halima.id, { startsAt: at('2026-12-16', '09:00') }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      error: 'IDEMPOTENCY_KEY_REUSED',
      message: BOOKING_MESSAGES.idempotencyKeyReused,
    });
    expect(await jobCount()).toBe(1);
    // Keys are per user: another user's identical key is theirs alone.
    const stranger = await account('USER');
    const theirs = await book(
      stranger.token,
      bookingFor(halima.id, { startsAt: at('2026-12-16', '09:00') }),
      key,
    );
    expect(theirs.statusCode).toBe(201);
    expect(await jobCount()).toBe(2);
  });

  it('answers 409 while the first request with the key is still running, and takes over an abandoned one', async () => {
    const { user, halima } = await setup();
    const key = newKey();
    const body = bookingFor(halima.id);
    const requestHash = bookingRequestHash(jobCreateSchema.parse(body));
    await ctx.database.db.execute(sql`
      INSERT INTO idempotency_keys (user_id, key, request_hash, state, created_at)
      VALUES (${user.id}, ${key}, ${requestHash}, 'in_progress', ${NOW.toISOString()}::timestamptz)`);
    const running = await book(user.token, body, key);
    expect(running.statusCode).toBe(409);
    expect(running.json()).toMatchObject({ error: 'IDEMPOTENCY_IN_PROGRESS' });
    expect(await jobCount()).toBe(0);
    // Three minutes on, a claim nobody finished belongs to a request that died: the retry books.
    ctx.clock.now = new Date(NOW.getTime() + 3 * 60_000);
    expect((await book(user.token, body, key)).statusCode).toBe(201);
    expect(await jobCount()).toBe(1);
  });

  it('concurrent repeats of one request create one job: every answer is that 201 or a 409', async () => {
    const { user, halima } = await setup();
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => book(user.token, bookingFor(halima.id), key)),
    );
    const created = responses.filter((response) => response.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const response of responses) {
      if (response.statusCode === 201) expect(response.body).toBe(created[0]!.body);
      else expect(response.json()).toMatchObject({ error: 'IDEMPOTENCY_IN_PROGRESS' });
    }
    expect(await jobCount()).toBe(1);
  });

  it('a refused request frees its key; keys last 24 hours', async () => {
    const { user, halima } = await setup();
    const key = newKey();
    expect(
      (await book(user.token, bookingFor(halima.id, { startsAt: at('2026-12-15', '17:00') }), key))
        .statusCode,
    ).toBe(422);
    const fixed = await book(user.token, bookingFor(halima.id), key);
    expect(fixed.statusCode).toBe(201);
    // 23 hours later the key is still bound to its first request; after 24 it is forgotten.
    ctx.clock.now = new Date(NOW.getTime() + 23 * 3600_000);
    expect(
      (await book(user.token, bookingFor(halima.id, { startsAt: at('2026-12-16', '09:00') }), key))
        .statusCode,
    ).toBe(422);
    ctx.clock.now = new Date(NOW.getTime() + 24 * 3600_000);
    expect(
      (await book(user.token, bookingFor(halima.id, { startsAt: at('2026-12-16', '09:00') }), key))
        .statusCode,
    ).toBe(201);
    expect(await jobCount()).toBe(2);
  });
  it('the maintenance timer removes keys older than 24 hours, and only those', async () => {
    const user = await account('USER');
    await ctx.database.db.execute(sql`
      INSERT INTO idempotency_keys (user_id, key, request_hash, state, created_at)
      VALUES (${user.id}, 'old', 'h', 'in_progress', now() - interval '25 hours'),
             (${user.id}, 'new', 'h', 'in_progress', now() - interval '23 hours')`);
    await pruneExpiredKeys(ctx.database.db);
    expect(await rows(sql`SELECT key FROM idempotency_keys`)).toEqual([{ key: 'new' }]);
  });
});

describe('GET /api/v1/jobs/:reference', () => {
  it('shows the start code to the booking User only; the agent sees the job without it; others get 404', async () => {
    const { agent, user, halima } = await setup();
    const created = (await book(user.token, bookingFor(halima.id))).json().data.job;
    const mine = await call('GET', `/api/v1/jobs/${created.reference}`, undefined, user.token);
    expect(mine.statusCode).toBe(200);
    // The page's read also says whom to call (issue 27): nobody before the agent accepts.
    expect(mine.json().data.job).toEqual({ ...created, contactPhone: null });

    const asAgent = await call('GET', `/api/v1/jobs/${created.reference}`, undefined, agent.token);
    expect(asAgent.statusCode).toBe(200);
    const agentJob = asAgent.json().data.job;
    expect(agentJob).not.toHaveProperty('startCode');
    expect(asAgent.body).not.toContain(`"${created.startCode}"`);
    expect(agentJob).toMatchObject({
      reference: created.reference,
      address: '12 Allen Avenue, Ikeja',
      // Not accepted yet: the User's number waits for the contact window (issue 27).
      customer: { name: user.name, phoneNumber: null },
    });

    const stranger = await account('USER');
    const otherAgent = await account('AGENT');
    for (const token of [stranger.token, otherAgent.token]) {
      const response = await call('GET', `/api/v1/jobs/${created.reference}`, undefined, token);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(created.reference.slice(4));
    }
    expect((await call('GET', '/api/v1/jobs/ABK-222222', undefined, user.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/jobs/not-a-reference', undefined, user.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/jobs/${created.reference}`)).statusCode).toBe(401);
  });
});

describe('GET /api/v1/jobs?tab=', () => {
  const references = async (token: string, tab: string) => {
    const response = await call('GET', `/api/v1/jobs?tab=${tab}`, undefined, token);
    expect(response.statusCode).toBe(200);
    return (response.json().data.jobs as { reference: string }[]).map((job) => job.reference);
  };
  const setStatus = (reference: string, status: string) =>
    ctx.database.db.execute(sql`UPDATE jobs SET status = ${status} WHERE reference = ${reference}`);

  it('sorts jobs into upcoming, ongoing, completed and cancelled, for the User and the agent', async () => {
    const { agent, user, halima } = await setup();
    const made: string[] = [];
    for (const day of ['15', '16', '17', '18']) {
      made.push(
        (await book(user.token, bookingFor(halima.id, { startsAt: at(`2026-12-${day}`, '09:00') }))).json()
          .data.job.reference,
      );
    }
    const [a, b, c, d] = made as [string, string, string, string];
    await setStatus(b, 'COMPLETED');
    await setStatus(c, 'CANCELLED_BY_USER');
    await setStatus(d, 'ACCEPTED');
    expect(await references(user.token, 'upcoming')).toEqual([a, d]);
    expect(await references(user.token, 'ongoing')).toEqual([]);
    expect(await references(user.token, 'completed')).toEqual([b]);
    expect(await references(user.token, 'cancelled')).toEqual([c]);
    expect(await references(agent.token, 'upcoming')).toEqual([a, d]);
    // Friday 18th 10:00: the accepted job is due, so it is ongoing; the requested one of the 15th is in no tab.
    ctx.clock.now = lagosInstant('2026-12-18', '10:00');
    expect(await references(user.token, 'upcoming')).toEqual([]);
    expect(await references(user.token, 'ongoing')).toEqual([d]);
    // Strangers see none of it.
    const stranger = await account('USER');
    expect(await references(stranger.token, 'completed')).toEqual([]);
    const list = (await call('GET', '/api/v1/jobs?tab=completed', undefined, user.token)).json().data.jobs[0];
    expect(list).not.toHaveProperty('startCode');
    expect((await call('GET', '/api/v1/jobs?tab=past', undefined, user.token)).statusCode).toBe(400);
    expect(
      (await call('GET', '/api/v1/jobs?tab=upcoming&cursor=nonsense', undefined, user.token)).statusCode,
    ).toBe(400);
  });

  it('pages with a keyset cursor: 20, then the rest, in start order', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const always = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '00:00', end: '24:00' }));
    const halima: AbokiOwnerView = await aboki(agent.token, {
      services: [{ serviceSlug: 'laundry-and-ironing', priceKobo: 900_000, durationMinutes: 30 }],
      weeklyHours: always,
    });
    const made: string[] = [];
    for (let index = 0; index < 23; index += 1) {
      const startsAt = toLagosIso(new Date(lagosInstant('2026-12-15', '00:00').getTime() + index * 3600_000));
      const response = await book(
        user.token,
        bookingFor(halima.id, { serviceSlug: 'laundry-and-ironing', startsAt }),
      );
      expect(response.statusCode).toBe(201);
      made.push(response.json().data.job.reference);
    }
    const first = (await call('GET', '/api/v1/jobs?tab=upcoming', undefined, user.token)).json().data;
    expect(first.jobs.map((job: { reference: string }) => job.reference)).toEqual(made.slice(0, 20));
    const second = (
      await call('GET', `/api/v1/jobs?tab=upcoming&cursor=${first.nextCursor}`, undefined, user.token)
    ).json().data;
    expect(second.jobs.map((job: { reference: string }) => job.reference)).toEqual(made.slice(20));
    expect(second.nextCursor).toBeNull();
  });
});
