import { sql } from 'drizzle-orm';
import { toLagosIso } from 'shared/lagos-time';
import { buildApp } from '../../app.js';
import {
  after,
  BOOKING_NOW,
  BOOKING_START,
  createKit,
  HOUR,
  MINUTE,
  BOOKING_TABLES,
  type BookingOverrides,
} from '../../test/booking-kit.js';
import { testConfig } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { startPaystackSimulator, type RunningSimulator } from './paystack-simulator.js';

// Issue 11 against the Paystack simulator over real HTTP: the API listens on loopback so the
// simulator's signed webhooks reach it, and the production Paystack client is what talks to the
// simulator. The booking clock is the test's; webhooks and Paystack's own times are real.

const SECRET = 'sk_test_aboki_payments_suite_0123456789';
const PUBLIC_URL = 'http://aboki.test';
// Monday 14 December 2026, 06:00 in Lagos; the job is the next day at 09:00 (₦18,000, 3 hours).
const NOW = BOOKING_NOW;
const START = BOOKING_START;
const PRICE = 1_800_000;

let paystack: RunningSimulator;
// The simulator starts first: the app is configured with its address.
beforeAll(async () => {
  paystack = await startPaystackSimulator({ secretKey: SECRET, webhookUrl: 'http://127.0.0.1:9/unset' });
});
const ctx = useTestApp({
  now: NOW,
  env: () => ({ PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: paystack.baseUrl, PUBLIC_URL }),
  truncate: [...BOOKING_TABLES, 'payment_events'],
});
const { call, rows, account, aboki, requestBooking } = createKit(ctx);

beforeAll(async () => {
  // Listening on loopback, so the simulator's signed webhooks arrive over real HTTP.
  const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  paystack.simulator.webhookUrl = `${address}/api/v1/payments/paystack/webhook`;
});
afterAll(() => paystack.close());
beforeEach(() => {
  paystack.simulator.dropWebhooks = false;
  paystack.simulator.failNextCalls = 0;
  paystack.simulator.received.length = 0;
  paystack.simulator.refunds.length = 0;
});

/** A booking paid by card unless `overrides` say otherwise; the answer as it came. */
const book = (token: string, abokiId: string, overrides: BookingOverrides = {}) =>
  requestBooking(token, abokiId, { paymentMethod: 'CARD', ...overrides });

interface BookedJob {
  reference: string;
  status: string;
  startCode: string;
  payment: {
    status: string;
    authorizationUrl: string | null;
    refunds: { amountKobo: number; status: string }[];
  };
}

async function setup(method: 'CARD' | 'TRANSFER' = 'CARD') {
  const agent = await account('AGENT');
  const user = await account('USER');
  const halima = await aboki(agent.token);
  const booked = await book(user.token, halima.id, { paymentMethod: method });
  expect(booked.statusCode).toBe(201);
  const job = booked.json().data.job as BookedJob;
  return { agent, user, halima, job };
}

const paymentsOf = (jobReference: string) =>
  rows<{ reference: string; status: string; amount_kobo: number }>(sql`
    SELECT p.reference, p.status, p.amount_kobo FROM payments p JOIN jobs j ON j.id = p.job_id
    WHERE j.reference = ${jobReference} ORDER BY p.created_at, p.id`);
const statusOf = async (reference: string) =>
  (await rows<{ status: string }>(sql`SELECT status FROM jobs WHERE reference = ${reference}`))[0]?.status;
const eventsOf = (reference: string) =>
  rows<{ status: string; actor: string }>(sql`
    SELECT e.status, e.actor FROM job_events e JOIN jobs j ON j.id = e.job_id
    WHERE j.reference = ${reference} ORDER BY e.id`);
/** Emails of one transaction share its time: sorted by subject so the order is the test's own. */
const emailSubjects = async () =>
  (await rows<{ subject: string }>(sql`SELECT subject FROM outbox_emails ORDER BY subject`)).map(
    (row) => row.subject,
  );
const viewOf = async (token: string, reference: string) =>
  (await call('GET', `/api/v1/jobs/${reference}`, undefined, token)).json().data.job as BookedJob;

/** Presses a button on the simulator's checkout page, as the browser would; where it sends the browser. */
async function checkout(authorizationUrl: string, button: 'pay' | 'fail'): Promise<URL> {
  const page = await fetch(authorizationUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Paystack simulator');
  const pressed = await fetch(`${authorizationUrl}/${button}`, { method: 'POST', redirect: 'manual' });
  expect(pressed.status).toBe(303);
  await paystack.simulator.settled();
  return new URL(pressed.headers.get('location')!);
}

/** A Paystack event signed with the secret, as the webhook receives it. */
function signed(event: unknown, body = JSON.stringify(event)) {
  return { body, signature: paystack.simulator.sign(body) };
}
const deliver = (body: string, signature?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payments/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-paystack-signature': signature } : {}),
    },
    payload: body,
  });

function chargeEvent(reference: string, overrides: Record<string, unknown> = {}) {
  return {
    event: 'charge.success',
    data: {
      id: 99,
      status: 'success',
      reference,
      amount: PRICE,
      currency: 'NGN',
      paid_at: new Date().toISOString(),
      channel: 'card',
      ...overrides,
    },
  };
}

describe('a card booking', () => {
  it('initialize → checkout → webhook → the job becomes a request; the agent sees it only then', async () => {
    const { agent, user, job } = await setup();
    expect(job.status).toBe('AWAITING_PAYMENT');
    expect(job.payment).toMatchObject({ status: 'PENDING', refunds: [] });
    expect(job.payment.authorizationUrl).toMatch(new RegExp(`^${paystack.baseUrl}/checkout/`));

    // Exactly what the API sent to Paystack.
    const [initialize] = paystack.simulator.received;
    const [payment] = await paymentsOf(job.reference);
    expect(initialize).toEqual({
      method: 'POST',
      path: '/transaction/initialize',
      authorization: `Bearer ${SECRET}`,
      body: {
        email: user.email,
        amount: String(PRICE),
        currency: 'NGN',
        reference: payment!.reference,
        channels: ['card'],
        callback_url: `${PUBLIC_URL}/api/v1/payments/paystack/callback`,
        metadata: { jobReference: job.reference },
      },
    });
    expect(payment!.reference).toMatch(new RegExp(`^${job.reference}-[2-9A-Z]{8}$`));

    // Not a request yet: the agent sees nothing, nobody is emailed, the timeline is empty.
    expect((await call('GET', `/api/v1/jobs/${job.reference}`, undefined, agent.token)).statusCode).toBe(404);
    for (const tab of ['upcoming', 'ongoing']) {
      const agentList = await call('GET', `/api/v1/jobs?tab=${tab}`, undefined, agent.token);
      expect(agentList.json().data.jobs).toEqual([]);
    }
    // The User finds it ahead of them, awaiting payment, not "ongoing".
    const mine = async (tab: string) =>
      (await call('GET', `/api/v1/jobs?tab=${tab}`, undefined, user.token)).json().data.jobs;
    expect(await mine('upcoming')).toMatchObject([{ reference: job.reference, status: 'AWAITING_PAYMENT' }]);
    expect(await mine('ongoing')).toEqual([]);
    expect(await emailSubjects()).toEqual([]);
    expect(await eventsOf(job.reference)).toEqual([]);

    const back = await checkout(job.payment.authorizationUrl!, 'pay');
    expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}/api/v1/payments/paystack/callback`);
    expect(back.searchParams.get('reference')).toBe(payment!.reference);

    expect(await statusOf(job.reference)).toBe('REQUESTED');
    expect(await eventsOf(job.reference)).toEqual([{ status: 'REQUESTED', actor: 'SYSTEM' }]);
    expect(await paymentsOf(job.reference)).toEqual([
      { reference: payment!.reference, status: 'PAID', amount_kobo: PRICE },
    ]);
    expect(await emailSubjects()).toEqual([
      expect.stringMatching(/^New request for Halima S\./),
      expect.stringMatching(/^Request sent/),
    ]);
    const seen = await viewOf(user.token, job.reference);
    expect(seen.payment).toMatchObject({
      method: 'CARD',
      status: 'PAID',
      amountKobo: PRICE,
      authorizationUrl: null,
    });

    // The browser comes back through the callback: verified, then the success page.
    const landed = await call('GET', `/api/v1/payments/paystack/callback?${back.searchParams.toString()}`);
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe(
      `${PUBLIC_URL}/select-aboki/service-request-successful?reference=${job.reference}`,
    );
    // Now the agent has a request, paid.
    const agentView = await call('GET', `/api/v1/jobs/${job.reference}`, undefined, agent.token);
    expect(agentView.statusCode).toBe(200);
    expect(agentView.json().data.job).not.toHaveProperty('startCode');
    expect(agentView.json().data.job.payment.status).toBe('PAID');
    expect((await call('GET', '/api/v1/jobs?tab=upcoming', undefined, agent.token)).json().data.jobs).toEqual(
      [expect.objectContaining({ reference: job.reference, paymentStatus: 'PAID' })],
    );
  });

  it('the callback with a reference that is not ours, or none, lands on the error page', async () => {
    for (const query of ['reference=%00', 'reference=ABK-ZZZZZZ-ZZZZZZZZ', 'trxref=x', '']) {
      const landed = await call('GET', `/api/v1/payments/paystack/callback?${query}`);
      expect(landed.statusCode).toBe(302);
      expect(landed.headers.location).toBe(
        `${PUBLIC_URL}/select-aboki/service-request-error?reason=payment-failed`,
      );
    }
    expect(paystack.simulator.received).toEqual([]);
  });

  it('bank transfer asks Paystack for the bank_transfer channel', async () => {
    await setup('TRANSFER');
    expect((paystack.simulator.received[0]!.body as { channels: string[] }).channels).toEqual([
      'bank_transfer',
    ]);
  });

  it('a failed checkout lands on the error page; paying again opens a fresh checkout that succeeds', async () => {
    const { user, job } = await setup();
    const back = await checkout(job.payment.authorizationUrl!, 'fail');
    const landed = await call('GET', `/api/v1/payments/paystack/callback?${back.searchParams.toString()}`);
    expect(landed.headers.location).toBe(
      `${PUBLIC_URL}/select-aboki/service-request-error?reason=payment-failed&reference=${job.reference}`,
    );
    expect(await statusOf(job.reference)).toBe('AWAITING_PAYMENT');

    ctx.clock.now = after(NOW, 2 * MINUTE);
    const again = await call('POST', `/api/v1/jobs/${job.reference}/payment`, {}, user.token);
    expect(again.statusCode).toBe(200);
    const fresh = again.json().data.job as BookedJob;
    expect(fresh.payment.authorizationUrl).not.toBe(job.payment.authorizationUrl);
    const checkouts = await paymentsOf(job.reference);
    expect(checkouts.map((entry) => entry.status)).toEqual(['FAILED', 'PENDING']);
    expect(checkouts[1]!.reference).not.toBe(checkouts[0]!.reference);

    await checkout(fresh.payment.authorizationUrl!, 'pay');
    expect(await statusOf(job.reference)).toBe('REQUESTED');
  });

  it('pay cash instead: the job becomes a cash request at once; a stranger gets 404', async () => {
    const { user, job } = await setup();
    const stranger = await account('USER');
    const theirs = await call(
      'POST',
      `/api/v1/jobs/${job.reference}/payment`,
      { paymentMethod: 'CASH' },
      stranger.token,
    );
    expect(theirs.statusCode).toBe(404);

    const cash = await call(
      'POST',
      `/api/v1/jobs/${job.reference}/payment`,
      { paymentMethod: 'CASH' },
      user.token,
    );
    expect(cash.statusCode).toBe(200);
    expect(cash.json().data.job).toMatchObject({
      status: 'REQUESTED',
      paymentMethod: 'CASH',
      payment: { method: 'CASH', status: 'UNPAID', authorizationUrl: null },
    });
    expect((await paymentsOf(job.reference)).map((entry) => entry.status)).toEqual(['ABANDONED']);
    expect(await eventsOf(job.reference)).toEqual([{ status: 'REQUESTED', actor: 'USER' }]);
    expect(await emailSubjects()).toHaveLength(2);
    const twice = await call('POST', `/api/v1/jobs/${job.reference}/payment`, {}, user.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('INVALID_TRANSITION');
  });

  it('Paystack unreachable: 503, nothing booked, and the same key books once Paystack is back', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);
    const body = {
      abokiId: halima.id,
      serviceSlug: 'home-cleaning',
      startsAt: toLagosIso(START),
      paymentMethod: 'CARD',
      state: 'Lagos',
      lga: 'Ikeja',
      address: '12 Allen Avenue, Ikeja',
    };
    // The client retries network errors and 5xx twice: three failures in a row reach the User.
    paystack.simulator.failNextCalls = 3;
    const down = await call('POST', '/api/v1/jobs', body, user.token, { 'idempotency-key': 'outage-key' });
    expect(down.statusCode).toBe(503);
    expect(down.json().error).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(
      paystack.simulator.received.filter((entry) => entry.path === '/transaction/initialize'),
    ).toHaveLength(3);
    expect(await rows(sql`SELECT id FROM jobs`)).toEqual([]);

    // One 5xx is retried away.
    paystack.simulator.failNextCalls = 1;
    const up = await call('POST', '/api/v1/jobs', body, user.token, { 'idempotency-key': 'outage-key' });
    expect(up.statusCode).toBe(201);
    expect(up.json().data.job.status).toBe('AWAITING_PAYMENT');
    const replay = await call('POST', '/api/v1/jobs', body, user.token, { 'idempotency-key': 'outage-key' });
    expect(replay.body).toBe(up.body);
    expect(await rows(sql`SELECT id FROM jobs`)).toHaveLength(1);
  });
});

describe('the webhook gives value only on proof', () => {
  it('forged, re-serialised, short, foreign-currency and unknown charges change nothing', async () => {
    const { job } = await setup();
    const [payment] = await paymentsOf(job.reference);
    const genuine = signed(chargeEvent(payment!.reference));

    const tampered = genuine.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    expect((await deliver(genuine.body, tampered)).statusCode).toBe(401);
    expect((await deliver(genuine.body)).statusCode).toBe(401);
    // The same event, serialised again: the signature is over the raw bytes, so it no longer matches.
    const reserialised = JSON.stringify(JSON.parse(genuine.body), null, 2);
    const refused = await deliver(reserialised, genuine.signature);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('INVALID_SIGNATURE');

    // Correctly signed, but not the job's money: acknowledged (Paystack must not retry) and ignored.
    for (const event of [
      chargeEvent(payment!.reference, { amount: PRICE - 1 }),
      chargeEvent(payment!.reference, { currency: 'USD' }),
      chargeEvent(payment!.reference, { status: 'failed' }),
      chargeEvent('ABK-ZZZZZZ-ZZZZZZZZ'),
      { event: 'subscription.create', data: { reference: payment!.reference } },
    ]) {
      const { body, signature } = signed(event);
      expect((await deliver(body, signature)).statusCode).toBe(200);
    }
    expect(await statusOf(job.reference)).toBe('AWAITING_PAYMENT');
    expect((await paymentsOf(job.reference))[0]!.status).toBe('PENDING');
    expect(await rows(sql`SELECT id FROM payment_events`)).toEqual([]);

    // Fees passed on to the customer: what was requested is what must match.
    const passedOn = signed(
      chargeEvent(payment!.reference, { amount: PRICE + 30_000, requested_amount: PRICE }),
    );
    expect((await deliver(passedOn.body, passedOn.signature)).statusCode).toBe(200);
    expect(await statusOf(job.reference)).toBe('REQUESTED');
  });

  it('5 concurrent deliveries of one webhook and a callback: one payment, one move, one pair of emails', async () => {
    const { job } = await setup();
    const [payment] = await paymentsOf(job.reference);
    paystack.simulator.dropWebhooks = true;
    paystack.simulator.complete(payment!.reference, 'success');
    const { body, signature } = signed(chargeEvent(payment!.reference));
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => deliver(body, signature)),
      call(
        'GET',
        `/api/v1/payments/paystack/callback?reference=${payment!.reference}&trxref=${payment!.reference}`,
      ),
    ]);
    expect(answers.slice(0, 5).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]!.headers.location).toContain('/select-aboki/service-request-successful');
    expect(await rows(sql`SELECT event FROM payment_events`)).toEqual([{ event: 'charge.success' }]);
    expect(await eventsOf(job.reference)).toEqual([{ status: 'REQUESTED', actor: 'SYSTEM' }]);
    expect(await emailSubjects()).toHaveLength(2);
    expect(await rows(sql`SELECT id FROM refunds`)).toEqual([]);
  });

  it('two API processes on one database receive the same webhook at once: one payment', async () => {
    const { job } = await setup();
    const [payment] = await paymentsOf(job.reference);
    paystack.simulator.dropWebhooks = true;
    paystack.simulator.complete(payment!.reference, 'success');
    const other = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: false,
      now: () => ctx.clock.now,
    });
    try {
      await other.ready();
      const { body, signature } = signed(chargeEvent(payment!.reference));
      const answers = await Promise.all(
        [ctx.app, other, ctx.app, other].map((app) =>
          app.inject({
            method: 'POST',
            url: '/api/v1/payments/paystack/webhook',
            headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
            payload: body,
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    } finally {
      await other.close();
    }
    expect(await rows(sql`SELECT event FROM payment_events`)).toEqual([{ event: 'charge.success' }]);
    expect(await eventsOf(job.reference)).toEqual([{ status: 'REQUESTED', actor: 'SYSTEM' }]);
    expect(await emailSubjects()).toHaveLength(2);
  });

  it('a lost webhook: the reconciliation sweep verifies the checkout after 10 minutes', async () => {
    const { job } = await setup();
    const [payment] = await paymentsOf(job.reference);
    paystack.simulator.dropWebhooks = true;
    await checkout(job.payment.authorizationUrl!, 'pay');
    expect(await statusOf(job.reference)).toBe('AWAITING_PAYMENT');

    ctx.clock.now = after(NOW, 9 * MINUTE);
    await ctx.app.sweepJobs();
    expect(await statusOf(job.reference)).toBe('AWAITING_PAYMENT');
    // The checkout row is stamped with the booking clock; 10 minutes past it, the sweep asks Paystack.
    ctx.clock.now = after(NOW, 11 * MINUTE);
    await ctx.app.sweepJobs();
    expect(await statusOf(job.reference)).toBe('REQUESTED');
    expect(paystack.simulator.received.map((entry) => entry.path)).toContain(
      `/transaction/verify/${payment!.reference}`,
    );
  });
});

describe('the 30-minute hold', () => {
  it('an unpaid booking expires after 30 minutes and frees the slot; paying it then is refunded in full', async () => {
    const { agent, user, halima, job } = await setup();
    ctx.clock.now = after(NOW, 29 * MINUTE);
    await ctx.app.sweepJobs();
    expect(await statusOf(job.reference)).toBe('AWAITING_PAYMENT');
    // Meanwhile the slot is held: another User gets SLOT_TAKEN.
    const other = await account('USER');
    const taken = await book(other.token, halima.id, { paymentMethod: 'CASH' });
    expect(taken.statusCode).toBe(409);

    ctx.clock.now = after(NOW, 30 * MINUTE);
    await ctx.app.sweepJobs();
    expect(await statusOf(job.reference)).toBe('EXPIRED');
    expect((await paymentsOf(job.reference))[0]!.status).toBe('ABANDONED');
    const again = await call('POST', `/api/v1/jobs/${job.reference}/payment`, {}, user.token);
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe('PAYMENT_EXPIRED');
    const freed = await book(other.token, halima.id, { paymentMethod: 'CASH' });
    expect(freed.statusCode).toBe(201);
    expect((await call('GET', `/api/v1/jobs/${job.reference}`, undefined, agent.token)).statusCode).toBe(404);

    // The User paid on the old page anyway: the money is not needed, and goes back in full.
    await checkout(job.payment.authorizationUrl!, 'pay');
    await ctx.app.payments.settled();
    await ctx.app.payments.sendRefunds();
    const refunds = paystack.simulator.received.filter((entry) => entry.path === '/refund');
    const [payment] = await paymentsOf(job.reference);
    expect(refunds.map((entry) => entry.body)).toEqual([
      { transaction: payment!.reference, amount: String(PRICE) },
    ]);
    expect(await rows(sql`SELECT reason, amount_kobo, status FROM refunds`)).toEqual([
      { reason: 'NOT_NEEDED', amount_kobo: PRICE, status: 'PENDING' },
    ]);
  });
});

/** A paid card job, moved to `status` by its people through the API. */
async function paidJob() {
  const booked = await setup();
  await checkout(booked.job.payment.authorizationUrl!, 'pay');
  expect(await statusOf(booked.job.reference)).toBe('REQUESTED');
  return booked;
}

async function refundSent(reference: string): Promise<{ amount: string; transaction: string }> {
  // The change kicked a send in the background; then whatever is still due goes now.
  await ctx.app.payments.settled();
  await ctx.app.payments.sendRefunds();
  const [payment] = await paymentsOf(reference);
  const sent = paystack.simulator.received.filter(
    (entry) =>
      entry.path === '/refund' && (entry.body as { transaction: string }).transaction === payment!.reference,
  );
  expect(sent).toHaveLength(1);
  return sent[0]!.body as { amount: string; transaction: string };
}

describe('refunds, in exact kobo', () => {
  const act = (token: string, reference: string, action: string, body: object = {}) =>
    call('POST', `/api/v1/jobs/${reference}/${action}`, body, token);

  it('declined, cancelled by the agent, Aboki no-show: in full', async () => {
    const declined = await paidJob();
    expect((await act(declined.agent.token, declined.job.reference, 'decline')).statusCode).toBe(200);
    expect(await refundSent(declined.job.reference)).toMatchObject({ amount: String(PRICE) });
    // The decline's e-mail tells the User their money comes back.
    const [declinedEmail] = await rows<{ text_body: string }>(sql`
      SELECT text_body FROM outbox_emails
      WHERE to_address = ${declined.user.email} AND subject LIKE 'Declined:%'`);
    expect(declinedEmail!.text_body).toContain('Your payment of ₦18,000 comes back to you in full');

    ctx.clock.now = NOW;
    const byAgent = await paidJob();
    expect((await act(byAgent.agent.token, byAgent.job.reference, 'accept')).statusCode).toBe(200);
    expect((await act(byAgent.agent.token, byAgent.job.reference, 'cancel')).statusCode).toBe(200);
    expect(await refundSent(byAgent.job.reference)).toMatchObject({ amount: String(PRICE) });

    ctx.clock.now = NOW;
    const noShow = await paidJob();
    expect((await act(noShow.agent.token, noShow.job.reference, 'accept')).statusCode).toBe(200);
    ctx.clock.now = after(START, 31 * MINUTE);
    expect((await act(noShow.user.token, noShow.job.reference, 'no-show')).statusCode).toBe(200);
    expect(await refundSent(noShow.job.reference)).toMatchObject({ amount: String(PRICE) });
  });

  it('an unanswered request expires: in full', async () => {
    const { job } = await paidJob();
    ctx.clock.now = after(START, -1 * HOUR);
    await ctx.app.sweepJobs();
    expect(await statusOf(job.reference)).toBe('EXPIRED');
    expect(await refundSent(job.reference)).toMatchObject({ amount: String(PRICE) });
  });

  it('the User cancels late: the money less the 20 % fee; very late or absent: less 50 %', async () => {
    const late = await paidJob();
    expect((await act(late.agent.token, late.job.reference, 'accept')).statusCode).toBe(200);
    ctx.clock.now = after(START, -10 * HOUR);
    const quote = await call(
      'GET',
      `/api/v1/jobs/${late.job.reference}/cancellation`,
      undefined,
      late.user.token,
    );
    expect(quote.json().data).toEqual({ feeKobo: 360_000, refundKobo: 1_440_000, rule: 'LATE' });
    expect((await act(late.user.token, late.job.reference, 'cancel')).statusCode).toBe(200);
    expect(await refundSent(late.job.reference)).toMatchObject({ amount: '1440000' });

    ctx.clock.now = NOW;
    const absent = await paidJob();
    expect((await act(absent.agent.token, absent.job.reference, 'accept')).statusCode).toBe(200);
    ctx.clock.now = after(START, 31 * MINUTE);
    const noShow = await act(absent.agent.token, absent.job.reference, 'no-show');
    expect(noShow.json().data.job).toMatchObject({ status: 'NO_SHOW_USER', feeKobo: 900_000 });
    expect(await refundSent(absent.job.reference)).toMatchObject({ amount: '900000' });
  });

  it('free before acceptance: in full; refund.processed (amount as a string) settles it, refund.failed shows', async () => {
    const free = await paidJob();
    expect((await act(free.user.token, free.job.reference, 'cancel')).statusCode).toBe(200);
    const sent = await refundSent(free.job.reference);
    expect(sent.amount).toBe(String(PRICE));
    expect((await viewOf(free.user.token, free.job.reference)).payment).toMatchObject({
      status: 'REFUND_PENDING',
      refunds: [{ amountKobo: PRICE, status: 'PENDING' }],
    });
    const processed = signed({
      event: 'refund.processed',
      data: {
        status: 'processed',
        transaction_reference: sent.transaction,
        amount: String(PRICE),
        currency: 'NGN',
      },
    });
    expect((await deliver(processed.body, processed.signature)).statusCode).toBe(200);
    expect((await deliver(processed.body, processed.signature)).statusCode).toBe(200);
    expect((await viewOf(free.user.token, free.job.reference)).payment).toMatchObject({
      status: 'REFUNDED',
      refunds: [{ amountKobo: PRICE, status: 'PROCESSED' }],
    });

    ctx.clock.now = NOW;
    const failing = await paidJob();
    expect((await act(failing.agent.token, failing.job.reference, 'decline')).statusCode).toBe(200);
    const failed = await refundSent(failing.job.reference);
    const event = signed({
      event: 'refund.failed',
      data: { status: 'failed', transaction_reference: failed.transaction, amount: failed.amount },
    });
    expect((await deliver(event.body, event.signature)).statusCode).toBe(200);
    const agentSees = await call(
      'GET',
      `/api/v1/jobs/${failing.job.reference}`,
      undefined,
      failing.agent.token,
    );
    expect(agentSees.json().data.job.payment).toMatchObject({
      status: 'PAID',
      refunds: [{ amountKobo: PRICE, status: 'FAILED' }],
    });
  });

  it('a completed card job: nothing to collect, and the completion email carries the receipt', async () => {
    const { agent, user, job } = await paidJob();
    expect((await act(agent.token, job.reference, 'accept')).statusCode).toBe(200);
    ctx.clock.now = after(START, -10 * MINUTE);
    expect((await act(agent.token, job.reference, 'start', { code: job.startCode })).statusCode).toBe(200);
    ctx.clock.now = after(START, 3 * HOUR);
    const completed = await act(agent.token, job.reference, 'complete');
    expect(completed.json().data.job).toMatchObject({ status: 'COMPLETED', cashReceivedKobo: null });
    expect(completed.json().data.job.payment.split).toEqual({
      commissionPercent: 15,
      commissionKobo: 270_000,
      agentKobo: 1_530_000,
    });
    const [done] = await rows<{ text_body: string }>(sql`
      SELECT text_body FROM outbox_emails WHERE to_address = ${user.email} AND subject LIKE '%Rate your Aboki%'`);
    expect(done!.text_body).toContain('Receipt');
    expect(done!.text_body).toContain(`Reference: ${job.reference}`);
    expect(done!.text_body).toContain('Payment: Card (Paystack)');
    // Dates as people write them, not ISO: "Paid: ₦18,000 on Mon 14 Dec 2026, 8:55".
    expect(done!.text_body).toMatch(
      /Paid: ₦18,000 on (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2}\n/,
    );
    expect(done!.text_body).toContain('Total paid: ₦18,000');
    // The split the ledger posts: 15 % to the platform, the rest to the Aboki's agent.
    expect(done!.text_body).toContain(
      'Platform commission (15%): ₦2,700\nTo the Aboki and their agent: ₦15,300',
    );
    const receipt = await call('GET', `/api/v1/jobs/${job.reference}/receipt`, undefined, agent.token);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toMatch(
      /<p>Issued (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} \(Lagos time\)/,
    );
    expect(receipt.body).toContain('Total paid</th><td>₦18,000');
    // The same receipt asked for from a Yoruba page: its words and dates in Yoruba, the figures as they are.
    const yoruba = await call('GET', `/api/v1/jobs/${job.reference}/receipt`, undefined, agent.token, {
      'accept-language': 'yo',
    });
    expect(yoruba.body).toContain('<html lang="yo">');
    expect(yoruba.body).toContain('<h1>Ìwé-ẹ̀rí ìsanwó Aboki</h1>');
    expect(yoruba.body).toMatch(/<p>A fún un ní \S+ \d{1,2} \S+ \d{4}, \d{1,2}:\d{2} \(àkókò Lagos\)/);
    expect(yoruba.body).toContain('₦18,000');
    expect(yoruba.body).not.toContain('Total paid');
  });

  it('a refund is never sent twice, whatever the bursts of senders', async () => {
    const { agent, job } = await paidJob();
    expect((await act(agent.token, job.reference, 'decline')).statusCode).toBe(200);
    await Promise.all(Array.from({ length: 5 }, () => ctx.app.payments.sendRefunds()));
    await ctx.app.sweepJobs();
    await ctx.app.payments.settled();
    expect(paystack.simulator.refunds).toHaveLength(1);
  });
});

describe('choosing how to pay', () => {
  it('3 late cancellations in 30 days: card and transfer only', async () => {
    const user = await account('USER');
    const options = await call('GET', '/api/v1/payments/options', undefined, user.token);
    expect(options.json().data).toEqual({ methods: ['CASH', 'CARD', 'TRANSFER'], mustPrepay: false });

    await rows(
      sql`UPDATE users SET must_prepay_since = ${NOW.toISOString()}::timestamptz WHERE id = ${user.id}`,
    );
    const restricted = await call('GET', '/api/v1/payments/options', undefined, user.token);
    expect(restricted.json().data).toEqual({ methods: ['CARD', 'TRANSFER'], mustPrepay: true });
    const agent = await account('AGENT');
    const halima = await aboki(agent.token);
    const cash = await book(user.token, halima.id, { paymentMethod: 'CASH' });
    expect(cash.statusCode).toBe(422);
    expect(cash.json().error).toBe('PREPAYMENT_REQUIRED');
    const card = await book(user.token, halima.id, { paymentMethod: 'CARD' });
    expect(card.statusCode).toBe(201);
    const switched = await call(
      'POST',
      `/api/v1/jobs/${card.json().data.job.reference}/payment`,
      { paymentMethod: 'CASH' },
      user.token,
    );
    expect(switched.statusCode).toBe(422);

    // 30 days on, cash is offered again.
    ctx.clock.now = after(NOW, 30 * 24 * HOUR + MINUTE);
    expect(
      (await call('GET', '/api/v1/payments/options', undefined, user.token)).json().data.mustPrepay,
    ).toBe(false);
  });

  it('a client that sends an amount is refused; the receipt is the job people’s only', async () => {
    const { agent, user, halima, job } = await setup();
    const tampered = await book(user.token, halima.id, { amountKobo: 100 });
    expect(tampered.statusCode).toBe(400);

    const receipt = await call('GET', `/api/v1/jobs/${job.reference}/receipt`, undefined, user.token);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toMatch(/^text\/html/);
    expect(receipt.headers['content-security-policy']).toMatch(/style-src 'sha256-/);
    expect(receipt.body).toContain(job.reference);
    expect(receipt.body).toContain('₦18,000');
    expect(receipt.body).toContain('Payment pending');
    // The agent sees no receipt for an unpaid booking; strangers never.
    expect(
      (await call('GET', `/api/v1/jobs/${job.reference}/receipt`, undefined, agent.token)).statusCode,
    ).toBe(404);
    const stranger = await account('USER');
    expect(
      (await call('GET', `/api/v1/jobs/${job.reference}/receipt`, undefined, stranger.token)).statusCode,
    ).toBe(404);
  });
});

describe('configuration', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://aboki.ng',
    SMTP_URL: 'smtp://mail.aboki.ng:587',
  } as const;

  it('production: card and transfer off without a key, and never the simulator', async () => {
    expect(testConfig(production).paystack).toEqual({ mode: 'off' });
    expect(testConfig({ ...production, PAYSTACK_SECRET_KEY: SECRET }).paystack).toEqual({
      mode: 'paystack',
      secretKey: SECRET,
      baseUrl: 'https://api.paystack.co',
    });
    expect(() =>
      testConfig({
        ...production,
        PAYSTACK_SECRET_KEY: SECRET,
        PAYSTACK_BASE_URL: 'https://aboki.ng/api/paystack-simulator',
      }),
    ).toThrow(/PAYSTACK_BASE_URL: points at the Paystack simulator/);

    const app = await buildApp({ config: testConfig(production), database: ctx.database, logger: false });
    try {
      await app.ready();
      const simulator = await app.inject({
        method: 'POST',
        url: '/api/paystack-simulator/transaction/initialize',
      });
      expect(simulator.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('development without a key: the simulator is served, behind its own key', async () => {
    const config = testConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' });
    expect(config.paystack).toMatchObject({
      mode: 'simulator',
      baseUrl: 'http://localhost:3000/api/paystack-simulator',
    });
    const app = await buildApp({ config, database: ctx.database, logger: false });
    try {
      await app.ready();
      const refused = await app.inject({
        method: 'POST',
        url: '/api/paystack-simulator/transaction/initialize',
        headers: { authorization: 'Bearer sk_guess' },
        payload: { email: 'a@b.ng', amount: '100', reference: 'ABK-222222-22222222' },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ status: false, message: 'Invalid key' });
      const secretKey = config.paystack.mode === 'simulator' ? config.paystack.secretKey : '';
      const opened = await app.inject({
        method: 'POST',
        url: '/api/paystack-simulator/transaction/initialize',
        headers: { authorization: `Bearer ${secretKey}` },
        payload: { email: 'a@b.ng', amount: '100', reference: 'ABK-222222-22222222' },
      });
      expect(opened.json().data.authorization_url).toMatch(
        /^http:\/\/localhost:3000\/api\/paystack-simulator\/checkout\//,
      );
    } finally {
      await app.close();
    }
  });
});
