import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/test-database.js';
import { enqueueSms, FAILURES_BEFORE_PAUSE, PER_NUMBER_CAPS, type QueuedSms } from './sms-outbox.js';

// The guards every message but a code passes before it is queued: a number whose deliveries failed
// three times in a row gets nothing more, and one number gets at most its hourly and daily share,
// even when a burst of transactions queue to it at once.

let database: Database;
let clock = new Date('2026-12-14T09:00:00Z');
const now = () => clock;
const NUMBER = '2348031234567';

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  clock = new Date('2026-12-14T09:00:00Z');
  await database.db.execute(sql`TRUNCATE outbox_sms, sms_numbers`);
});

let serial = 0;
const update = (to = NUMBER): QueuedSms => {
  serial += 1;
  return {
    key: `job:ABK-TEST${serial}:accepted:u1`,
    to,
    route: 'generic',
    kind: 'accepted',
    body: 'Accepted.',
  };
};
const code = (): QueuedSms => {
  serial += 1;
  return {
    key: `code:${serial}`,
    to: NUMBER,
    route: 'dnd',
    kind: 'code',
    body: 'Your Aboki code is 123456.',
  };
};
const queuedCount = async () =>
  (await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM outbox_sms`)).rows[0]!.n;
const inOwnTransaction = (message: QueuedSms) =>
  database.db.transaction((tx) => enqueueSms(tx, message, now()));

describe("a number's guards", () => {
  it(`stops all but codes after ${FAILURES_BEFORE_PAUSE} failed deliveries in a row, and starts again at 0`, async () => {
    const first = update();
    expect(await enqueueSms(database.db, first, now())).toBe('queued');
    await database.db.execute(
      sql`INSERT INTO sms_numbers (phone, consecutive_failures, updated_at) VALUES (${NUMBER}, ${FAILURES_BEFORE_PAUSE}, now())`,
    );
    expect(await enqueueSms(database.db, update(), now())).toBe('undeliverable');
    // The same message again is still the one queued before, not a refusal.
    expect(await enqueueSms(database.db, first, now())).toBe('duplicate');
    // A code is how the number is verified again: it always goes.
    expect(await enqueueSms(database.db, code(), now())).toBe('queued');
    // Another number is not affected.
    expect(await enqueueSms(database.db, update('2348031234568'), now())).toBe('queued');

    // Verifying the number again sets the count back to 0 (the phone feature does this).
    await database.db.execute(sql`UPDATE sms_numbers SET consecutive_failures = 0 WHERE phone = ${NUMBER}`);
    expect(await enqueueSms(database.db, update(), now())).toBe('queued');
    expect(await queuedCount()).toBe(4);
  });

  it(`holds a burst to one number to ${PER_NUMBER_CAPS.hour} an hour, codes apart`, async () => {
    const burst = Array.from({ length: PER_NUMBER_CAPS.hour + 5 }, () => update());
    const results = await Promise.all(burst.map(inOwnTransaction));
    expect(results.filter((result) => result === 'queued')).toHaveLength(PER_NUMBER_CAPS.hour);
    expect(results.filter((result) => result === 'capped')).toHaveLength(5);
    expect(await enqueueSms(database.db, code(), now())).toBe('queued');
    expect(await queuedCount()).toBe(PER_NUMBER_CAPS.hour + 1);

    clock = new Date(clock.getTime() + 61 * 60_000);
    expect(await enqueueSms(database.db, update(), now())).toBe('queued');
  });

  it(`holds one number to ${PER_NUMBER_CAPS.day} a day`, async () => {
    const start = clock.getTime();
    let queued = 0;
    // Spread over the day, under the hourly cap each hour.
    for (let hour = 0; hour < 5; hour += 1) {
      clock = new Date(start + hour * 61 * 60_000);
      for (let index = 0; index < PER_NUMBER_CAPS.hour; index += 1)
        if ((await enqueueSms(database.db, update(), now())) === 'queued') queued += 1;
    }
    expect(queued).toBe(PER_NUMBER_CAPS.day);
    // A day after the first, there is room again.
    clock = new Date(start + 24 * 60 * 60_000 + 60_000);
    expect(await enqueueSms(database.db, update(), now())).toBe('queued');
  });
});
