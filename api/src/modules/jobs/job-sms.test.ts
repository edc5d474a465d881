import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from 'shared/i18n';
import { SmsOutboxWorker } from '../sms/sms-outbox.js';
import { createTermiiSender } from '../sms/sms-sender.js';
import { saySms, smsWhen } from '../sms/sms-texts.js';
import { startTermiiStandIn } from '../sms/termii-stand-in.js';
import { startPaystackSimulator, type RunningSimulator } from '../payments/paystack-simulator.js';
import {
  after,
  BOOKING_NOW,
  BOOKING_START,
  BOOKING_TABLES,
  createKit,
  HOUR,
  MINUTE,
} from '../../test/booking-kit.js';
import { useTestApp } from '../../test/use-test-app.js';
import { smsJobLink } from './job-sms.js';
import { serviceNameIn } from './say-email.js';

// Issue 27's job updates by SMS, through the real API with SMS on and Termii's stand-in on its own
// loopback port: who gets which message in which language, by SMS, e-mail or both as they chose,
// each once per cause however the change is retried or raced. Phones are verified with SQL here
// (the phone feature proves them by code; its own suite tests that).

const TERMII_KEY = 'TLtest_job_sms_0123456789abcdef';
const PAYSTACK_SECRET = 'sk_test_aboki_job_sms_suite_0123456789';
const PUBLIC_URL = 'https://aboki.test';
const silent = { warn: () => {}, info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

let termii: Awaited<ReturnType<typeof startTermiiStandIn>>;
let paystack: RunningSimulator;
// The providers start first: the app is configured with their addresses.
beforeAll(async () => {
  termii = await startTermiiStandIn(TERMII_KEY);
  paystack = await startPaystackSimulator({
    secretKey: PAYSTACK_SECRET,
    webhookUrl: 'http://127.0.0.1:9/unset',
  });
});
afterAll(async () => {
  await termii.close();
  await paystack.close();
});

const ctx = useTestApp({
  now: BOOKING_NOW,
  env: () => ({
    PUBLIC_URL,
    SMS_ENABLED: 'true',
    TERMII_API_KEY: TERMII_KEY,
    TERMII_SENDER_ID: 'Aboki',
    TERMII_BASE_URL: termii.baseUrl,
    PAYSTACK_SECRET_KEY: PAYSTACK_SECRET,
    PAYSTACK_BASE_URL: paystack.baseUrl,
  }),
  truncate: [...BOOKING_TABLES, 'outbox_sms', 'sms_numbers'],
});
const kit = createKit(ctx);
const { call, rows, act } = kit;
beforeEach(() => {
  termii.standIn.received.length = 0;
});

let phones = 0;
/** A fresh number for each person, so that the per-number caps never meet between tests. */
const nextPhone = () => `+23480${String(40_000_000 + (phones += 1)).slice(-8)}`;

/** Proves the profile's number, as the phone feature would (two statements: a new number unverifies). */
async function verify(person: { id: string }, phone = nextPhone()): Promise<string> {
  await ctx.database.db.execute(
    sql`UPDATE profiles SET phone_number = ${phone} WHERE user_id = ${person.id}`,
  );
  await ctx.database.db.execute(
    sql`UPDATE profiles SET phone_verified_at = now() WHERE user_id = ${person.id}`,
  );
  return phone.slice(1);
}

/** An account with a verified phone (and its language), as the booking kit makes them. */
async function person(kind: 'USER' | 'AGENT', language: Language = 'en') {
  const account = await kit.account(kind);
  const phone = await verify(account);
  if (language !== 'en') {
    const set = await call('PUT', '/api/v1/me/language', { language }, account.token);
    expect(set.statusCode).toBe(200);
  }
  return { ...account, phone };
}

const choose = async (token: string, kind: string, channel: string) => {
  const response = await call('PUT', '/api/v1/me/notifications', { kind, channel }, token);
  expect(response.statusCode).toBe(200);
  return response;
};

const smsTo = (phone: string) =>
  rows<{ kind: string; body: string; key: string }>(sql`
    SELECT kind, body, idempotency_key AS key FROM outbox_sms WHERE to_phone = ${phone} ORDER BY created_at, kind`);
const emailsTo = (email: string) =>
  rows<{ subject: string }>(sql`SELECT subject FROM outbox_emails WHERE to_address = ${email} ORDER BY id`);

/** A cash job booked by a verified User with a verified agent's Aboki (Halima S.). */
async function booked(userLanguage: Language = 'en') {
  const agent = await person('AGENT');
  const user = await person('USER', userLanguage);
  const halima = await kit.aboki(agent.token);
  const job = await kit.book(user.token, halima.id);
  return { agent, user, job };
}

describe('job updates to the User', () => {
  it('"accepted" goes by SMS in their saved language (Hausa), with the Aboki, the time and the short link, and no e-mail by default', async () => {
    const { agent, user, job } = await booked('ha');
    const emailsBefore = (await emailsTo(user.email)).length;
    expect((await act(agent.token, job.reference, 'accept')).statusCode).toBe(200);

    const link = `aboki.test/j/${job.reference}`;
    expect(smsJobLink(PUBLIC_URL, job.reference)).toBe(link);
    const expected = saySms('ha', 'accepted', {
      aboki: 'Halima S.',
      when: smsWhen(BOOKING_START, 'ha'),
      link,
    });
    expect(await smsTo(user.phone)).toEqual([
      { kind: 'accepted', body: expected, key: `job:${job.reference}:accepted:${user.id}` },
    ]);
    expect(expected).toContain('Halima S.');
    expect(expected.endsWith(`/j/${job.reference}`)).toBe(true);
    expect(await emailsTo(user.email)).toHaveLength(emailsBefore);

    // Through the outbox to the provider, over HTTP, exactly as queued.
    const worker = new SmsOutboxWorker(
      ctx.database.db,
      createTermiiSender({ apiKey: TERMII_KEY, senderId: 'Aboki', baseUrl: termii.baseUrl }),
      silent,
      () => ctx.clock.now,
    );
    await worker.flush();
    const delivered = termii.standIn.received.filter((message) => message.to === user.phone);
    expect(delivered.map(({ sms, channel }) => ({ sms, channel }))).toEqual([
      { sms: expected, channel: 'generic' },
    ]);
  });

  it('EMAIL: the e-mail and no SMS; BOTH: both', async () => {
    const first = await booked();
    await choose(first.user.token, 'JOB_UPDATES', 'EMAIL');
    const before = (await emailsTo(first.user.email)).length;
    await act(first.agent.token, first.job.reference, 'accept');
    expect(await smsTo(first.user.phone)).toEqual([]);
    expect(await emailsTo(first.user.email)).toHaveLength(before + 1);

    const second = await booked();
    await choose(second.user.token, 'JOB_UPDATES', 'BOTH');
    const alsoBefore = (await emailsTo(second.user.email)).length;
    await act(second.agent.token, second.job.reference, 'accept');
    expect((await smsTo(second.user.phone)).map((message) => message.kind)).toEqual(['accepted']);
    expect(await emailsTo(second.user.email)).toHaveLength(alsoBefore + 1);
  });

  it('an unverified phone gets the e-mail, whatever was chosen, and so does a number the outbox refuses', async () => {
    const { agent, user, job } = await booked();
    await choose(user.token, 'JOB_UPDATES', 'SMS');
    await ctx.database.db.execute(
      sql`UPDATE profiles SET phone_verified_at = NULL WHERE user_id = ${user.id}`,
    );
    const before = (await emailsTo(user.email)).length;
    await act(agent.token, job.reference, 'accept');
    expect(await smsTo(user.phone)).toEqual([]);
    expect(await emailsTo(user.email)).toHaveLength(before + 1);

    // Verified, but three deliveries in a row failed: the outbox refuses it, so the e-mail goes.
    const other = await booked();
    await ctx.database.db.execute(sql`
      INSERT INTO sms_numbers (phone, consecutive_failures, updated_at) VALUES (${other.user.phone}, 3, now())`);
    const otherBefore = (await emailsTo(other.user.email)).length;
    await act(other.agent.token, other.job.reference, 'accept');
    expect(await smsTo(other.user.phone)).toEqual([]);
    expect(await emailsTo(other.user.email)).toHaveLength(otherBefore + 1);
  });

  it('queues each change once when two accepts race and when the accept is sent again', async () => {
    const { agent, user, job } = await booked();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => act(agent.token, job.reference, 'accept')),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await act(agent.token, job.reference, 'accept')).statusCode).toBe(409);
    expect((await smsTo(user.phone)).map((message) => message.kind)).toEqual(['accepted']);
  });

  it('started, then completed with the amount, each by SMS and once', async () => {
    const { agent, user, job } = await booked();
    await act(agent.token, job.reference, 'accept');
    ctx.clock.now = after(BOOKING_START, -10 * MINUTE);
    const starts = await Promise.all([
      act(agent.token, job.reference, 'start', { code: job.startCode }),
      act(agent.token, job.reference, 'start', { code: job.startCode }),
    ]);
    expect(starts.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    ctx.clock.now = after(BOOKING_START, 3 * HOUR);
    const emailsBefore = (await emailsTo(user.email)).length;
    expect((await act(agent.token, job.reference, 'complete')).statusCode).toBe(200);
    // The completion's e-mail is the receipt, a record kept: it goes beside the SMS.
    const receipts = (await emailsTo(user.email)).slice(emailsBefore);
    expect(receipts).toHaveLength(1);
    const link = `aboki.test/j/${job.reference}`;
    expect((await smsTo(user.phone)).map((message) => message.body)).toEqual([
      saySms('en', 'accepted', { aboki: 'Halima S.', when: smsWhen(BOOKING_START, 'en'), link }),
      saySms('en', 'started', { link }),
      saySms('en', 'completed', { amount: 'N18,000', link }),
    ]);
  });

  it('the agent cancelling a cash job: "cancelled", without a refund line', async () => {
    const { agent, user, job } = await booked();
    await act(agent.token, job.reference, 'accept');
    expect((await act(agent.token, job.reference, 'cancel', { reason: 'Halima is unwell' })).statusCode).toBe(
      200,
    );
    // Both queued at the same moment (the test's clock stands still): in the order of their kinds.
    expect((await smsTo(user.phone)).map(({ kind, key }) => ({ kind, key }))).toEqual([
      { kind: 'accepted', key: `job:${job.reference}:accepted:${user.id}` },
      { kind: 'cancelled', key: `job:${job.reference}:cancelled:${user.id}` },
    ]);
  });

  it('a request nobody answered expires: "cancelled" from the sweeper', async () => {
    const { user, job } = await booked();
    ctx.clock.now = after(BOOKING_START, -10 * MINUTE);
    await ctx.app.sweepJobs();
    expect((await smsTo(user.phone)).map(({ kind, key }) => ({ kind, key }))).toEqual([
      { kind: 'cancelled', key: `job:${job.reference}:cancelled:${user.id}` },
    ]);
    // A second sweep finds nothing more to expire, or to tell.
    await ctx.app.sweepJobs();
    expect(await smsTo(user.phone)).toHaveLength(1);
  });
});

describe('a card payment', () => {
  /** Paystack's signed "charge.success" for the job's checkout, as its webhook delivers it. */
  async function pay(reference: string) {
    const [payment] = await rows<{ reference: string; amount_kobo: number }>(sql`
      SELECT p.reference, p.amount_kobo FROM payments p JOIN jobs j ON j.id = p.job_id
      WHERE j.reference = ${reference}`);
    const body = JSON.stringify({
      event: 'charge.success',
      data: {
        id: 7,
        status: 'success',
        reference: payment!.reference,
        amount: payment!.amount_kobo,
        currency: 'NGN',
        paid_at: new Date().toISOString(),
        channel: 'card',
      },
    });
    const signature = createHmac('sha512', PAYSTACK_SECRET).update(body).digest('hex');
    const delivered = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/paystack/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      payload: body,
    });
    expect(delivered.statusCode).toBe(200);
    return body;
  }

  it('"payment received" to the User and "new request" to the agent, once however often Paystack tells us; a decline says what comes back', async () => {
    const agent = await person('AGENT', 'yo');
    const user = await person('USER');
    const halima = await kit.aboki(agent.token);
    const job = await kit.book(user.token, halima.id, { paymentMethod: 'CARD' });
    expect(await smsTo(agent.phone)).toEqual([]);

    await pay(job.reference);
    await pay(job.reference);
    const link = `aboki.test/j/${job.reference}`;
    expect((await smsTo(user.phone)).map((message) => message.body)).toEqual([
      saySms('en', 'paid', { amount: 'N18,000', link }),
    ]);
    expect((await smsTo(agent.phone)).map((message) => message.body)).toEqual([
      saySms('yo', 'newRequest', {
        service: serviceNameIn('yo', { serviceSlug: 'home-cleaning', serviceName: 'Home cleaning' }),
        when: smsWhen(BOOKING_START, 'yo'),
        link,
      }),
    ]);

    ctx.clock.now = after(BOOKING_NOW, MINUTE);
    expect((await act(agent.token, job.reference, 'decline')).statusCode).toBe(200);
    expect((await smsTo(user.phone)).map((message) => message.body)).toEqual([
      saySms('en', 'paid', { amount: 'N18,000', link }),
      saySms('en', 'cancelledRefund', { refund: 'N18,000', link }),
    ]);
    // The decline kicked the refund's sending: it finishes before the next test empties the tables.
    await ctx.app.payments.settled();
  });
});

describe("the agent's messages", () => {
  it('"new request" by SMS instead of its e-mail by default; with EMAIL the e-mail only', async () => {
    const agent = await person('AGENT');
    const user = await person('USER');
    const halima = await kit.aboki(agent.token);
    const emailsBefore = (await emailsTo(agent.email)).length;
    const job = await kit.book(user.token, halima.id);
    expect((await smsTo(agent.phone)).map((message) => message.key)).toEqual([
      `job:${job.reference}:newRequest:${agent.id}`,
    ]);
    expect(await emailsTo(agent.email)).toHaveLength(emailsBefore);

    await choose(agent.token, 'NEW_REQUESTS', 'EMAIL');
    await kit.book(user.token, halima.id, { startsAt: after(BOOKING_START, 24 * HOUR) });
    expect(await smsTo(agent.phone)).toHaveLength(1);
    expect(await emailsTo(agent.email)).toHaveLength(emailsBefore + 1);
  });

  it('"cancelled by the customer" when the User cancels', async () => {
    const { agent, user, job } = await booked();
    expect((await act(user.token, job.reference, 'cancel')).statusCode).toBe(200);
    // Both queued at the same moment (the test's clock stands still): in the order of their kinds.
    expect((await smsTo(agent.phone)).map((message) => message.body)).toEqual([
      saySms('en', 'cancelledByUser', {
        reference: job.reference,
        link: `aboki.test/j/${job.reference}`,
      }),
      expect.stringContaining('New request'),
    ]);
  });

  it('"problem reported" by SMS; a safety report reaches them by SMS and e-mail whatever they chose', async () => {
    const completedJob = async () => {
      ctx.clock.now = BOOKING_NOW;
      const world = await booked();
      await act(world.agent.token, world.job.reference, 'accept');
      ctx.clock.now = after(BOOKING_START, -10 * MINUTE);
      await act(world.agent.token, world.job.reference, 'start', { code: world.job.startCode });
      ctx.clock.now = after(BOOKING_START, 3 * HOUR);
      await act(world.agent.token, world.job.reference, 'complete');
      return world;
    };
    const report = (token: string, reference: string, reason: string) =>
      call(
        'POST',
        `/api/v1/jobs/${reference}/dispute`,
        { reason, description: 'The kitchen was left dirty and two plates were broken.' },
        token,
      );

    const poor = await completedJob();
    const before = (await emailsTo(poor.agent.email)).length;
    expect((await report(poor.user.token, poor.job.reference, 'POOR_WORK')).statusCode).toBe(201);
    expect((await smsTo(poor.agent.phone)).map((message) => message.kind)).toEqual([
      'newRequest',
      'disputeOpened',
    ]);
    expect(await emailsTo(poor.agent.email)).toHaveLength(before);

    const unsafe = await completedJob();
    await choose(unsafe.agent.token, 'DISPUTES', 'EMAIL');
    const unsafeBefore = (await emailsTo(unsafe.agent.email)).length;
    expect((await report(unsafe.user.token, unsafe.job.reference, 'SAFETY')).statusCode).toBe(201);
    expect((await smsTo(unsafe.agent.phone)).map((message) => message.body)).toContain(
      saySms('en', 'disputeOpened', {
        reference: unsafe.job.reference,
        link: `aboki.test/j/${unsafe.job.reference}`,
      }),
    );
    expect(await emailsTo(unsafe.agent.email)).toHaveLength(unsafeBefore + 1);
  });
});
