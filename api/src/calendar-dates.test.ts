import { sql } from 'drizzle-orm';
import { lagosInstant } from 'shared/lagos-time';
import { BOOKING_TABLES, createKit } from './test/booking-kit.js';
import { useTestApp } from './test/use-test-app.js';

// Issue 23 finding 7: a date that is not in the calendar is refused with a 400 naming the field, and
// nothing is stored. Date.parse had read 31 November as 1 December and booked a job on it.

/** The day before 1 December, so that a start read as 1 December would be bookable. */
const ctx = useTestApp({ now: lagosInstant('2026-11-30', '06:00'), truncate: BOOKING_TABLES });
const { call, rows, account, aboki } = createKit(ctx);

let keys = 0;
function book(token: string, abokiId: string, startsAt: string) {
  keys += 1;
  return call(
    'POST',
    '/api/v1/jobs',
    {
      abokiId,
      serviceSlug: 'home-cleaning',
      startsAt,
      paymentMethod: 'CASH',
      state: 'Lagos',
      lga: 'Ikeja',
      address: '12 Allen Avenue, Ikeja',
    },
    token,
    { 'idempotency-key': `calendar-dates-${keys}` },
  );
}

const jobCount = async () => (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM jobs`))[0]!.n;

describe('dates that are not in the calendar (issue 23, finding 7)', () => {
  it('refuses a booking for 31 November, naming startsAt, and stores nothing', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);

    const response = await book(user.token, halima.id, '2026-11-31T10:00:00+01:00');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'VALIDATION_ERROR',
      message: 'Enter a real date and time: November has 30 days',
      fields: { startsAt: 'Enter a real date and time: November has 30 days' },
    });
    expect(await jobCount()).toBe(0);

    // The day it used to land on is free: the refusal is the date's alone.
    expect((await book(user.token, halima.id, '2026-12-01T10:00:00+01:00')).statusCode).toBe(201);
    expect(await jobCount()).toBe(1);
  });

  it('refuses time off from 30 February, naming the field, and keeps the stored time off', async () => {
    const agent = await account('AGENT');
    const halima = await aboki(agent.token, { timeOff: [{ from: '2026-12-24', to: '2026-12-27' }] });

    const response = await call(
      'PUT',
      `/api/v1/abokis/${halima.id}/availability`,
      {
        weeklyHours: [{ day: 1, start: '08:00', end: '18:00' }],
        areas: ['Ikeja'],
        timeOff: [{ from: '2027-02-30', to: '2027-03-03' }],
      },
      agent.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      fields: { 'timeOff.0.from': 'Enter a real date: February 2027 has 28 days' },
    });
    const stored = await call('GET', `/api/v1/abokis/${halima.id}`, undefined, agent.token);
    expect(stored.json().data.aboki.availability).toMatchObject({
      weeklyHours: expect.arrayContaining([{ day: 6, start: '08:00', end: '18:00' }]),
      timeOff: [{ from: '2026-12-24', to: '2026-12-27' }],
    });
  });

  it('refuses a search for 31 April, naming date', async () => {
    const response = await call(
      'GET',
      '/api/v1/abokis/search?service=home-cleaning&state=Lagos&lga=Ikeja&date=2027-04-31&time=09:00',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ date: 'Enter a real date: April has 30 days' });
  });
});
