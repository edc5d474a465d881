import { sql } from 'drizzle-orm';
import { PHONE_MESSAGES } from 'shared/schemas';
import { BOOKING_NOW, BOOKING_TABLES, createKit } from '../../test/booking-kit.js';
import { useTestApp } from '../../test/use-test-app.js';

// With SMS off (SMS_ENABLED unset, the default) no code can be sent, so no number can be verified:
// nothing asks for one. Booking and review work as before issue 27, with unverified numbers.

const ctx = useTestApp({ now: BOOKING_NOW, truncate: [...BOOKING_TABLES, 'outbox_sms', 'phone_codes'] });
const kit = createKit(ctx);

it('says in plain words that phones cannot be verified here, and sends nothing', async () => {
  const user = await kit.account('USER');
  for (const [url, body] of [
    ['/api/v1/profile/phone/code', undefined],
    ['/api/v1/profile/phone/verify', { otp: '123456' }],
  ] as const) {
    const answer = await kit.call('POST', url, body, user.token);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(PHONE_MESSAGES.smsOff);
  }
  expect(await kit.rows(sql`SELECT id FROM outbox_sms`)).toEqual([]);
  const { profile } = (await kit.call('GET', '/api/v1/profile', undefined, user.token)).json().data;
  // Nothing to verify here: the profile page offers no code.
  expect(profile.phoneVerified).toBeNull();
});

it('lets an unverified agent send an Aboki to review and an unverified User book', async () => {
  const agent = await kit.account('AGENT');
  const aboki = await kit.aboki(agent.token, { approve: false });
  expect(aboki.status).toBe('PENDING_REVIEW');
  await kit.approve(aboki.id);
  const user = await kit.account('USER');
  expect((await kit.requestBooking(user.token, aboki.id)).statusCode).toBe(201);
});
