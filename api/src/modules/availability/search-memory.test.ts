import { sql } from 'drizzle-orm';
import { lagosInstant } from 'shared/lagos-time';
import { BOOKING_TABLES, createKit } from '../../test/booking-kit.js';
import { useTestApp } from '../../test/use-test-app.js';
import { createSearchMemory } from './search-memory.js';

// Search keeps profiles and busy time in the process's memory (docs/decisions/0061): whatever an
// agent or a User changes must show in the very next search of the same process, which has already
// kept the old values.

const ctx = useTestApp({ now: lagosInstant('2026-12-14', '06:00'), truncate: BOOKING_TABLES });
const { call, rows, account, aboki, book, act } = createKit(ctx);

const TUESDAY_9 = 'service=home-cleaning&state=Lagos&lga=Ikeja&date=2026-12-15&time=09:00';
const NEXT_FREE = 'service=home-cleaning&state=Lagos&lga=Ikeja';
const search = async (query: string) => {
  const response = await call('GET', `/api/v1/abokis/search?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data.abokis as {
    id: string;
    bio: string | null;
    nextSlots?: { startsAt: string }[];
  }[];
};
const scheduleVersion = async (abokiId: string) =>
  (
    await rows<{ version: string }>(
      sql`SELECT coalesce((SELECT version FROM aboki_schedule_versions WHERE aboki_id = ${abokiId}), 0)::text AS version`,
    )
  )[0]!.version;

describe('search from memory', () => {
  it('sees a booking, its cancellation and new hours in the next search, after keeping the old ones', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token, { firstName: 'Halima' });

    expect((await search(TUESDAY_9)).map((found) => found.id)).toEqual([halima.id]);
    const job = await book(user.token, halima.id, { startsAt: '2026-12-15T09:00:00+01:00' });
    expect(await search(TUESDAY_9)).toEqual([]);

    expect((await act(user.token, job.reference, 'cancel', { reason: 'Plans changed' })).statusCode).toBe(
      200,
    );
    expect((await search(TUESDAY_9)).map((found) => found.id)).toEqual([halima.id]);

    // Afternoons only from now on: nobody at 09:00, and the next free start is an afternoon's.
    const afternoons = await call(
      'PUT',
      `/api/v1/abokis/${halima.id}/availability`,
      {
        weeklyHours: [1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '13:00', end: '18:00' })),
        areas: ['Ikeja'],
        timeOff: [],
      },
      agent.token,
    );
    expect(afternoons.statusCode).toBe(200);
    expect(await search(TUESDAY_9)).toEqual([]);
    const [next] = await search(NEXT_FREE);
    expect(next?.nextSlots?.[0]?.startsAt).toBe('2026-12-14T13:00:00+01:00');

    const renamed = await call(
      'PATCH',
      `/api/v1/abokis/${halima.id}`,
      { bio: 'Careful with antiques' },
      agent.token,
    );
    expect(renamed.statusCode).toBe(200);
    expect((await search(NEXT_FREE))[0]?.bio).toBe('Careful with antiques');
  });

  it('raises an Aboki’s schedule version with every change to its jobs’ status or time, and only then', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);
    expect(await scheduleVersion(halima.id)).toBe('0');

    const job = await book(user.token, halima.id);
    expect(await scheduleVersion(halima.id)).toBe('1');
    // A note or a payment field moves no time: the kept busy time stays good.
    await rows(sql`UPDATE jobs SET notes = 'Gate code 1234' WHERE reference = ${job.reference}`);
    expect(await scheduleVersion(halima.id)).toBe('1');

    expect((await act(agent.token, job.reference, 'accept')).statusCode).toBe(200);
    expect(await scheduleVersion(halima.id)).toBe('2');
    await rows(sql`DELETE FROM jobs WHERE reference = ${job.reference}`);
    expect(await scheduleVersion(halima.id)).toBe('3');
  });

  it('gives one version per change when many bookings for one Aboki arrive at once', async () => {
    const agent = await account('AGENT');
    const halima = await aboki(agent.token);
    const users = await Promise.all(Array.from({ length: 6 }, () => account('USER')));
    // Six different mornings, all at once: each booking raises the version once, none is lost.
    const booked = await Promise.all(
      users.map((user, index) =>
        book(user.token, halima.id, { startsAt: `2026-12-${15 + index}T09:00:00+01:00` }).then(
          () => true,
          () => false,
        ),
      ),
    );
    expect(await scheduleVersion(halima.id)).toBe(String(booked.filter(Boolean).length));
    expect(booked.filter(Boolean).length).toBeGreaterThan(0);
  });

  it('keeps at most its limit, reads again what it let go, and leaves out an Aboki no longer searchable', async () => {
    const agent = await account('AGENT');
    const made = await Promise.all(
      ['Ada', 'Bola', 'Chi'].map((firstName) => aboki(agent.token, { firstName })),
    );
    const versions = new Map(
      (
        await rows<{ id: string; version: string }>(
          sql`SELECT aboki_id AS id, xmin::text AS version FROM aboki_search_profiles`,
        )
      ).map(({ id, version }) => [id, version]),
    );
    const memory = createSearchMemory(2);
    const first = await memory.profiles.read(ctx.database.db, versions);
    expect([...first.values()].map((profile) => profile.firstName).sort()).toEqual(['Ada', 'Bola', 'Chi']);
    expect(memory.profiles.size).toBe(2);
    expect(Object.isFrozen(first.get(made[0]!.id)!.weeklyHours)).toBe(true);

    // The first one read was let go: read again, and by then paused (its profile gone).
    const [letGo] = versions.keys();
    const paused = await call('POST', `/api/v1/abokis/${letGo}/pause`, undefined, agent.token);
    expect(paused.statusCode).toBe(200);
    const second = await memory.profiles.read(ctx.database.db, versions);
    expect([...second.keys()].sort()).toEqual(
      made
        .map((one) => one.id)
        .filter((id) => id !== letGo)
        .sort(),
    );
  });
});
