import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, type Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/test-database.js';
import { enqueueSms, recordDeliveryReport, SmsOutboxWorker } from './sms-outbox.js';
import { createTermiiSender, isSignedByTermii } from './sms-sender.js';
import { startTermiiStandIn, type TermiiStandIn } from './termii-stand-in.js';

// Issue 27's foundation over real HTTP against an independent stand-in of Termii's API: the outbox
// queues a message once per cause, two processes send a thousand without a duplicate, failures are
// retried with backoff or given up, and only a correctly signed delivery report moves a message.

const API_KEY = 'TLtest_0123456789abcdefghijklmnop';
let database: Database;
let provider: Awaited<ReturnType<typeof startTermiiStandIn>>;
let standIn: TermiiStandIn;
const silent = { warn: () => {}, info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
let clock = new Date('2026-12-14T09:00:00Z');
const now = () => clock;

beforeAll(async () => {
  database = await createTestDatabase();
  provider = await startTermiiStandIn(API_KEY);
  standIn = provider.standIn;
});
afterAll(async () => {
  await provider.close();
  await database.close();
});
beforeEach(async () => {
  clock = new Date('2026-12-14T09:00:00Z');
  standIn.received.length = 0;
  standIn.failNext = 0;
  await database.db.execute(sql`TRUNCATE outbox_sms, sms_delivery_reports`);
});

const sender = (apiKey = API_KEY) =>
  createTermiiSender({ apiKey, senderId: 'Aboki', baseUrl: provider.baseUrl });
const rows = async (query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows;
const phone = (index: number) => `23480${String(31_000_000 + index).padStart(8, '0')}`;

describe('the SMS outbox', () => {
  it('queues a message once per cause, sends codes first by the DND route and the rest by the generic one', async () => {
    const code = {
      key: 'code:1',
      to: phone(1),
      route: 'dnd' as const,
      kind: 'code',
      body: 'Your Aboki code is 123456.',
    };
    expect(await enqueueSms(database.db, code, now())).toBe('queued');
    expect(await enqueueSms(database.db, code, now())).toBe('duplicate');
    const update = {
      key: 'job:ABK-7KQ2M9:accepted:u1',
      to: phone(2),
      route: 'generic' as const,
      kind: 'accepted',
      body: 'Halima S. accepted.',
    };
    await enqueueSms(database.db, update, now());

    const worker = new SmsOutboxWorker(database.db, sender(), silent, now);
    expect(await worker.flush()).toBe(2);
    expect(standIn.received.map(({ to, channel, from, sms }) => ({ to, channel, from, sms }))).toEqual([
      { to: phone(1), channel: 'dnd', from: 'Aboki', sms: code.body },
      { to: phone(2), channel: 'generic', from: 'Aboki', sms: update.body },
    ]);
    expect(await rows(sql`SELECT status, provider_message_id IS NOT NULL AS has_id FROM outbox_sms`)).toEqual(
      [
        { status: 'sent', has_id: true },
        { status: 'sent', has_id: true },
      ],
    );
  });

  it('sends 1,000 queued messages through two processes to the provider, each exactly once', async () => {
    for (let start = 0; start < 1000; start += 250) {
      await database.db.transaction(async (tx) => {
        for (let index = start; index < start + 250; index += 1)
          await enqueueSms(
            tx,
            {
              key: `bulk:${index}`,
              to: phone(index),
              route: 'generic',
              kind: 'bulk',
              body: `Message ${index}`,
            },
            now(),
          );
      });
    }
    // A second process: its own connection pool to the same database (PGlite has one process).
    const url = (database.pool.options as { connectionString?: string }).connectionString;
    const other = url ? await openDatabase({ url, maxConnections: 5 }) : undefined;
    try {
      const first = new SmsOutboxWorker(database.db, sender(), silent, now);
      const second = new SmsOutboxWorker((other ?? database).db, sender(), silent, now);
      const [a, b] = await Promise.all([first.flush(), second.flush()]);
      expect(a + b).toBe(1000);
    } finally {
      await other?.close();
    }
    const bodies = standIn.received.map((message) => message.sms);
    expect(bodies).toHaveLength(1000);
    expect(new Set(bodies).size).toBe(1000);
    expect(await rows(sql`SELECT status, count(*)::int AS n FROM outbox_sms GROUP BY status`)).toEqual([
      { status: 'sent', n: 1000 },
    ]);
  });

  it('tries again with backoff while the provider is down, and gives up at once on a refusal', async () => {
    await enqueueSms(
      database.db,
      { key: 'retry:1', to: phone(3), route: 'generic', kind: 'paid', body: 'Paid.' },
      now(),
    );
    standIn.failNext = 2;
    const worker = new SmsOutboxWorker(database.db, sender(), silent, now);
    expect(await worker.flush()).toBe(1);
    const [waiting] = await rows(sql`SELECT status, attempts, next_attempt_at, last_error FROM outbox_sms`);
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'SMS provider answered 500: Service unavailable',
    });
    expect(new Date(waiting!.next_attempt_at as string).getTime() - clock.getTime()).toBe(15_000);
    // Not due yet: nothing is sent.
    expect(await worker.flush()).toBe(0);
    clock = new Date(clock.getTime() + 15_000);
    expect(await worker.flush()).toBe(1);
    clock = new Date(clock.getTime() + 30_000);
    expect(await worker.flush()).toBe(1);
    expect(await rows(sql`SELECT status, attempts FROM outbox_sms`)).toEqual([
      { status: 'sent', attempts: 3 },
    ]);
    expect(standIn.received).toHaveLength(1);

    // A wrong key is a refusal that trying again cannot fix.
    await enqueueSms(
      database.db,
      { key: 'refused:1', to: phone(4), route: 'generic', kind: 'paid', body: 'Paid.' },
      now(),
    );
    await new SmsOutboxWorker(database.db, sender('TLwrong_key_0000000000000000'), silent, now).flush();
    expect(
      await rows(sql`SELECT status, last_error FROM outbox_sms WHERE idempotency_key = 'refused:1'`),
    ).toEqual([{ status: 'failed', last_error: 'SMS provider answered 401: Invalid API key' }]);
  });
});

describe('delivery reports', () => {
  it('take only the provider’s signature, move a message once, and ignore a replay', async () => {
    await enqueueSms(
      database.db,
      { key: 'dr:1', to: phone(5), route: 'generic', kind: 'started', body: 'Started.' },
      now(),
    );
    await new SmsOutboxWorker(database.db, sender(), silent, now).flush();
    const { messageId } = standIn.received[0]!;
    const report = standIn.deliveryReport(messageId, 'Delivered');

    expect(isSignedByTermii(Buffer.from(report.body), report.signature, API_KEY)).toBe(true);
    expect(
      isSignedByTermii(
        Buffer.from(report.body.replace('Delivered', 'Message Failed')),
        report.signature,
        API_KEY,
      ),
    ).toBe(false);
    expect(isSignedByTermii(Buffer.from(report.body), undefined, API_KEY)).toBe(false);
    expect(isSignedByTermii(Buffer.from(report.body), 'ab'.repeat(64), API_KEY)).toBe(false);

    const delivered = { providerMessageId: messageId, status: 'Delivered' };
    expect(await recordDeliveryReport(database.db, delivered, now())).toBe(true);
    expect(await recordDeliveryReport(database.db, delivered, now())).toBe(false);
    expect(await rows(sql`SELECT status, delivered_at IS NOT NULL AS delivered FROM outbox_sms`)).toEqual([
      { status: 'delivered', delivered: true },
    ]);
    // A report for a message that is not ours changes nothing.
    expect(
      await recordDeliveryReport(database.db, { providerMessageId: '999', status: 'Delivered' }, now()),
    ).toBe(false);
    expect(await rows(sql`SELECT count(*)::int AS n FROM outbox_sms WHERE status = 'delivered'`)).toEqual([
      { n: 1 },
    ]);
  });
});
