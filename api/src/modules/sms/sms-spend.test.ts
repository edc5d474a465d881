import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { lagosInstant } from 'shared/lagos-time';
import type { Database } from '../../db/client.js';
import { emailEveryOperator } from '../../features.js';
import { createTestDatabase } from '../../test/test-database.js';
import { enqueueSms, SmsOutboxWorker } from './sms-outbox.js';
import { createTermiiSender } from './sms-sender.js';
import { smsDashboardNumbers, type SpendGuard } from './sms-spend.js';
import { startTermiiStandIn } from './termii-stand-in.js';

// The day's SMS spend (issue 27) over real HTTP to the Termii stand-in and the real database: each
// message's cost is recorded when the provider accepts it; once a Lagos day's spend reaches the cap,
// job updates wait for the next day while codes still go, and every operator is e-mailed once.

const API_KEY = 'TLtest_spend_0123456789abcdefghij';
const PRICE = 600;
/** Three one-segment messages. */
const CAP = 3 * PRICE;
let database: Database;
let provider: Awaited<ReturnType<typeof startTermiiStandIn>>;
let clock = lagosInstant('2026-12-14', '10:00');
const now = () => clock;
const logged: { fields: object; message: string }[] = [];
const logger = {
  warn: (fields: object, message: string) => logged.push({ fields, message }),
  info: (fields: object, message: string) => logged.push({ fields, message }),
  error: () => {},
} as unknown as FastifyBaseLogger;
let alerted = 0;
const guard: SpendGuard = {
  priceKobo: PRICE,
  dailySpendCapKobo: CAP,
  alertOperators: emailEveryOperator,
  alerted: () => (alerted += 1),
};

beforeAll(async () => {
  database = await createTestDatabase();
  provider = await startTermiiStandIn(API_KEY);
});
afterAll(async () => {
  await provider.close();
  await database.close();
});
beforeEach(async () => {
  clock = lagosInstant('2026-12-14', '10:00');
  provider.standIn.received.length = 0;
  logged.length = 0;
  alerted = 0;
  await database.db.execute(sql`TRUNCATE outbox_sms, outbox_emails, sms_numbers, users CASCADE`);
  // Two operators, and someone who is not one.
  for (const [email, role] of [
    ['ops-a@aboki.ng', 'OPERATOR'],
    ['ops-b@aboki.ng', 'ADMIN'],
    ['user@example.com', null],
  ] as const) {
    const { rows } = await database.db.execute<{ id: string }>(sql`
      INSERT INTO users (email, name, password_hash) VALUES (${email}, 'Someone', '$argon2id$not-a-real-hash') RETURNING id`);
    if (role)
      await database.db.execute(
        sql`INSERT INTO staff_grants (user_id, role) VALUES (${rows[0]!.id}, ${role})`,
      );
  }
});

const worker = () =>
  new SmsOutboxWorker(
    database.db,
    createTermiiSender({ apiKey: API_KEY, senderId: 'Aboki', baseUrl: provider.baseUrl }),
    logger,
    now,
    1000,
    guard,
  );
const phone = (index: number) => `23480${String(31_000_000 + index).padStart(8, '0')}`;
const update = (index: number) =>
  enqueueSms(
    database.db,
    { key: `job:${index}`, to: phone(index), route: 'generic', kind: 'accepted', body: `Accepted ${index}.` },
    now(),
  );
const code = (index: number) =>
  enqueueSms(
    database.db,
    { key: `code:${index}`, to: phone(index), route: 'dnd', kind: 'code', body: `Code ${index}.` },
    now(),
  );
const rows = async (query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows;
const alertEmails = () => rows(sql`SELECT to_address, subject FROM outbox_emails ORDER BY to_address`);

it('records what each message cost, and stops all but codes once the day’s cap is reached', async () => {
  for (let index = 0; index < 5; index += 1) await update(index);
  expect(await worker().flush()).toBe(3);
  expect(
    await rows(
      sql`SELECT status, count(*)::int AS n, sum(cost_kobo)::int AS cost FROM outbox_sms GROUP BY status ORDER BY status`,
    ),
  ).toEqual([
    { status: 'pending', n: 2, cost: null },
    { status: 'sent', n: 3, cost: CAP },
  ]);

  // Past the cap: a code still goes, the job updates wait.
  await code(9);
  expect(await worker().flush()).toBe(1);
  expect(provider.standIn.received.map((message) => message.channel)).toEqual([
    'generic',
    'generic',
    'generic',
    'dnd',
  ]);
  expect(await rows(sql`SELECT count(*)::int AS n FROM outbox_sms WHERE status = 'pending'`)).toEqual([
    { n: 2 },
  ]);
  expect(await smsDashboardNumbers(database.db, now())).toEqual({
    smsSentToday: 4,
    smsCostTodayKobo: CAP + PRICE,
  });

  // Every operator was told once, when the cap was reached, and no one else.
  expect(await alertEmails()).toEqual([
    { to_address: 'ops-a@aboki.ng', subject: 'SMS spend cap reached for 2026-12-14' },
    { to_address: 'ops-b@aboki.ng', subject: 'SMS spend cap reached for 2026-12-14' },
  ]);
  expect(alerted).toBe(1);

  // The next Lagos day: the waiting updates go, the log says what yesterday cost, no phone in it.
  clock = lagosInstant('2026-12-15', '00:01');
  const next = worker();
  expect(await next.flush()).toBe(2);
  expect(await rows(sql`SELECT count(*)::int AS n FROM outbox_sms WHERE status = 'pending'`)).toEqual([
    { n: 0 },
  ]);
  expect(await smsDashboardNumbers(database.db, now())).toEqual({
    smsSentToday: 2,
    smsCostTodayKobo: 2 * PRICE,
  });
  expect(logged.filter((line) => line.message.includes('the day’s messages'))).toEqual([]);
  clock = lagosInstant('2026-12-16', '08:00');
  await next.flush();
  expect(logged.filter((line) => line.message.includes('the day’s messages'))).toEqual([
    {
      fields: { day: '2026-12-15', smsSent: 2, smsCostKobo: 2 * PRICE },
      message: 'sms: the day’s messages and their cost',
    },
  ]);
  expect(JSON.stringify(logged)).not.toContain('2348');
});

it('alerts the operators once when two processes reach the cap together', async () => {
  for (let index = 0; index < 10; index += 1) await update(index);
  const results = await Promise.all([worker().flush(), worker().flush(), worker().flush()]);
  expect(results.reduce((sum, sent) => sum + sent, 0)).toBeGreaterThanOrEqual(3);
  expect(await alertEmails()).toHaveLength(2);
  expect(alerted).toBe(1);
  // Another round past the cap changes nothing.
  await worker().flush();
  expect(await alertEmails()).toHaveLength(2);
  expect(await rows(sql`SELECT count(*)::int AS n FROM outbox_sms WHERE status = 'pending'`)).not.toEqual([
    { n: 0 },
  ]);
});

it('bills every segment of a longer message at the configured price', async () => {
  const long = 'Your Aboki booking has changed. '.repeat(6).trim();
  await enqueueSms(
    database.db,
    { key: 'long:1', to: phone(1), route: 'generic', kind: 'accepted', body: long },
    now(),
  );
  await worker().flush();
  expect(await rows(sql`SELECT cost_kobo FROM outbox_sms`)).toEqual([{ cost_kobo: 2 * PRICE }]);
});
