import { sql } from 'drizzle-orm';
import { lagosInstant, toLagosIso } from 'shared/lagos-time';
import { loadConfig } from '../config.js';
import { createKit } from '../test/booking-kit.js';
import { startTestApp, testConfig, type TestContext } from '../test/test-app.js';
import { createTestClock } from './test-clock.js';

// TEST_CLOCK (docs/decisions/0028): the e2e server's movable booking clock. Off by default,
// refused in production, and when on, PUT /api/test/clock moves what every booking rule reads.

const HOUR = 3_600_000;

describe('the TEST_CLOCK setting', () => {
  it('is off unless set, and refused in production', () => {
    expect(testConfig().testClock).toBe(false);
    expect(testConfig({ TEST_CLOCK: 'true' }).testClock).toBe(true);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_SECRET: 'p'.repeat(40),
        PUBLIC_URL: 'https://aboki.ng',
        SMTP_URL: 'smtp://mail.aboki.ng:587',
        TEST_CLOCK: 'true',
      }),
    ).toThrow(/TEST_CLOCK: never in production/);
  });

  it('the clock keeps running from where it was set, and resets to the wall clock', () => {
    let wall = 1_000_000;
    const clock = createTestClock(() => wall);
    expect(clock.now().getTime()).toBe(1_000_000);
    clock.set(new Date(5_000_000));
    expect(clock.offsetMs()).toBe(4_000_000);
    wall += 1000;
    expect(clock.now().getTime()).toBe(5_001_000);
    clock.reset();
    expect(clock.now().getTime()).toBe(1_001_000);
  });
});

describe('/api/test/clock', () => {
  // Each test starts its own app: the setting is read when the app is built.
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  async function start(env: Record<string, string>) {
    ctx = await startTestApp(env);
    return ctx;
  }

  it('does not exist without TEST_CLOCK', async () => {
    const { app } = await start({});
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: '/api/test/clock',
        ...(method === 'PUT' ? { payload: { now: new Date().toISOString() } } : {}),
      });
      expect({ method, status: response.statusCode }).toEqual({ method, status: 404 });
    }
    expect((await app.inject({ method: 'POST', url: '/api/test/sweep' })).statusCode).toBe(404);
  });

  it('with TEST_CLOCK=true moves the booking rules’ clock: slots, then a job’s cancellation fee', async () => {
    const started = await start({ TEST_CLOCK: 'true' });
    const { app, database } = started;
    const kit = createKit(started);
    await database.db.execute(sql`TRUNCATE users, abokis, jobs CASCADE`);
    const agent = await kit.account('AGENT');
    const user = await kit.account('USER');
    const halima = await kit.aboki(agent.token, {
      weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '06:00', end: '22:00' })),
    });

    // A Monday 06:00 in Lagos a few weeks ahead: the first slot is the earliest bookable, 2 h later.
    const monday = lagosInstant('2027-03-01', '06:00');
    const moved = await app.inject({
      method: 'PUT',
      url: '/api/test/clock',
      payload: { now: monday.toISOString() },
    });
    expect(moved.statusCode).toBe(200);
    expect(Math.abs(Date.parse(moved.json().data.now) - monday.getTime())).toBeLessThan(5000);
    const slots = await kit.call('GET', `/api/v1/abokis/${halima.id}/slots?service=home-cleaning&days=1`);
    expect(slots.statusCode).toBe(200);
    const first = slots.json().data.slots[0].startsAt as string;
    expect(Date.parse(first) - monday.getTime()).toBeGreaterThanOrEqual(2 * HOUR);
    expect(Date.parse(first) - monday.getTime()).toBeLessThan(3 * HOUR);

    const startsAt = lagosInstant('2027-03-02', '09:00');
    const booked = await kit.call(
      'POST',
      '/api/v1/jobs',
      {
        abokiId: halima.id,
        serviceSlug: 'home-cleaning',
        startsAt: toLagosIso(startsAt),
        paymentMethod: 'CASH',
        state: 'Lagos',
        lga: 'Ikeja',
        address: '12 Allen Avenue, Ikeja',
      },
      user.token,
      { 'idempotency-key': 'test-clock-1' },
    );
    expect(booked.statusCode).toBe(201);
    const { reference } = booked.json().data.job as { reference: string };
    await kit.call('POST', `/api/v1/jobs/${reference}/accept`, {}, agent.token);
    const quote = () =>
      kit.call('GET', `/api/v1/jobs/${reference}/cancellation`, undefined, user.token).then((r) => r.json());
    expect((await quote()).data.rule).toBe('FREE');
    await app.inject({
      method: 'PUT',
      url: '/api/test/clock',
      payload: { now: new Date(startsAt.getTime() - 3 * HOUR).toISOString() },
    });
    expect((await quote()).data).toMatchObject({ rule: 'LATE', feeKobo: 360_000 });

    // Hours past the start and never started: the sweep, run now at the moved clock, closes it.
    await app.inject({
      method: 'PUT',
      url: '/api/test/clock',
      payload: { now: new Date(startsAt.getTime() + 4 * HOUR).toISOString() },
    });
    expect((await app.inject({ method: 'POST', url: '/api/test/sweep' })).statusCode).toBe(200);
    const { rows } = await database.db.execute(sql`SELECT status FROM jobs WHERE reference = ${reference}`);
    expect(rows).toEqual([{ status: 'NO_SHOW_ABOKI' }]);

    const reset = await app.inject({ method: 'DELETE', url: '/api/test/clock' });
    expect(reset.json().data.offsetMs).toBe(0);
    expect(Math.abs(Date.parse(reset.json().data.now) - Date.now())).toBeLessThan(5000);
  });

  it('refuses a time that is not an ISO date-time with its offset', async () => {
    const { app } = await start({ TEST_CLOCK: 'true' });
    const response = await app.inject({
      method: 'PUT',
      url: '/api/test/clock',
      payload: { now: 'tomorrow' },
    });
    expect(response.statusCode).toBe(400);
  });
});
