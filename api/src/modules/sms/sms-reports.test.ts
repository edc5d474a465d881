import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/use-test-app.js';

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
  truncate: ['outbox_sms', 'sms_delivery_reports'],
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
