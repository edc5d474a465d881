import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/use-test-app.js';
import { enqueueSms } from './sms-outbox.js';

// Termii's delivery reports through the API: a report signed with the account's key moves its
// message; a forged, altered or unsigned one is refused and changes nothing; a replay is accepted
// (so the provider stops resending) and changes nothing more.

const API_KEY = 'TLtest_reports_0123456789abcdef';
const ctx = useTestApp({
  env: {
    SMS_ENABLED: 'true',
    TERMII_API_KEY: API_KEY,
    TERMII_SENDER_ID: 'Aboki',
    TERMII_BASE_URL: 'http://127.0.0.1:9',
  },
  truncate: ['outbox_sms', 'sms_delivery_reports', 'sms_numbers'],
});

const post = (body: string, signature?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/sms/termii/reports',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-termii-signature': signature } : {}),
    },
    payload: body,
  });
const sign = (body: string, key = API_KEY) => createHmac('sha512', key).update(body).digest('hex');
const status = async () =>
  (await ctx.database.db.execute(sql`SELECT status FROM outbox_sms`)).rows.map((row) => row.status);

beforeEach(async () => {
  await ctx.database.db.execute(sql`
    INSERT INTO outbox_sms (idempotency_key, to_phone, route, kind, body, status, next_attempt_at, created_at,
                            sent_at, provider_message_id)
    VALUES ('job:ABK-7KQ2M9:started:u1', '2348031234567', 'generic', 'started', 'Halima S. has started.', 'sent',
            now(), now(), now(), '3017000000042')`);
});

it('moves a message only by a report signed with the account’s key', async () => {
  const body = JSON.stringify({
    type: 'sms',
    message_id: '3017000000042',
    status: 'Delivered',
    receiver: '2348031234567',
  });
  expect((await post(body)).statusCode).toBe(401);
  expect((await post(body, sign(body, 'TLsomeone_else_key_000000'))).statusCode).toBe(401);
  const altered = body.replace('Delivered', 'Message Failed');
  expect((await post(altered, sign(body))).statusCode).toBe(401);
  expect(await status()).toEqual(['sent']);

  const accepted = await post(body, sign(body));
  expect(accepted.statusCode).toBe(200);
  expect(await status()).toEqual(['delivered']);
  // The same report again: accepted, nothing more happens.
  expect((await post(body, sign(body))).statusCode).toBe(200);
  expect(
    (await ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM sms_delivery_reports`)).rows,
  ).toEqual([{ n: 1 }]);
});

describe('a number’s failed deliveries', () => {
  const NUMBER = '2348031234567';
  /** Another message sent to the same number, with the provider's id for it. */
  const sent = (providerId: string) =>
    ctx.database.db.execute(sql`
      INSERT INTO outbox_sms (idempotency_key, to_phone, route, kind, body, status, next_attempt_at, created_at,
                              sent_at, provider_message_id)
      VALUES (${`test:${providerId}`}, ${NUMBER}, 'generic', 'started', 'Started.', 'sent', now(), now(), now(),
              ${providerId})`);
  const report = (providerId: string, status: string) => {
    const body = JSON.stringify({ type: 'sms', message_id: providerId, status, receiver: NUMBER });
    return post(body, sign(body));
  };
  const failures = async () =>
    (await ctx.database.db.execute(sql`SELECT consecutive_failures FROM sms_numbers WHERE phone = ${NUMBER}`))
      .rows[0]?.consecutive_failures;
  const jobUpdate = {
    key: 'job:ABK-7KQ2M9:completed:u1',
    to: NUMBER,
    route: 'generic' as const,
    kind: 'completed',
    body: 'Done.',
  };
  const code = {
    key: 'code:after-failures',
    to: NUMBER,
    route: 'dnd' as const,
    kind: 'code',
    body: 'Code 123456.',
  };

  it('three failed in a row stop job updates to the number, but a code still goes', async () => {
    await Promise.all(['3017000000043', '3017000000044'].map(sent));
    expect((await report('3017000000042', 'Message Failed')).statusCode).toBe(200);
    // A replayed report is accepted and counts nothing more.
    expect((await report('3017000000042', 'Message Failed')).statusCode).toBe(200);
    expect(await failures()).toBe(1);
    // Two reports at once: each counts once.
    await Promise.all([report('3017000000043', 'Rejected'), report('3017000000044', 'Expired')]);
    expect(await failures()).toBe(3);
    // Each is failed, and keeps when it was sent (the provider charged for it).
    expect(
      (await ctx.database.db.execute(sql`SELECT status, sent_at IS NOT NULL AS was_sent FROM outbox_sms`))
        .rows,
    ).toEqual(Array.from({ length: 3 }, () => ({ status: 'failed', was_sent: true })));

    const now = new Date();
    expect(await enqueueSms(ctx.database.db, jobUpdate, now)).toBe('undeliverable');
    expect(await enqueueSms(ctx.database.db, code, now)).toBe('queued');
    expect(
      (await ctx.database.db.execute(sql`SELECT kind FROM outbox_sms WHERE status = 'pending'`)).rows,
    ).toEqual([{ kind: 'code' }]);
  });

  it('a delivery ends the run, and a late report for a message already settled counts nothing', async () => {
    await sent('3017000000043');
    await report('3017000000042', 'Message Failed');
    await report('3017000000043', 'Delivered');
    expect(await failures()).toBe(0);
    // The same message reported failed after its delivery: it stays delivered, the run stays ended.
    await report('3017000000043', 'Message Failed');
    expect(await failures()).toBe(0);
    expect(await enqueueSms(ctx.database.db, jobUpdate, new Date())).toBe('queued');
  });
});
