import { sql } from 'drizzle-orm';
import { bayesianRating, cancellationFee, expiresAt } from 'shared/job-rules';
import { lagosInstant, toLagosIso } from 'shared/lagos-time';
import { JOB_ACTIONS, JOB_STATUSES, type JobAction, type JobStatus } from 'shared/schemas';
import { buildApp } from '../../app.js';
import {
  after,
  BOOKING_NOW,
  BOOKING_START,
  createKit,
  HOUR,
  MINUTE,
  BOOKING_TABLES,
} from '../../test/booking-kit.js';
import { useTestApp } from '../../test/use-test-app.js';
import { allowedTransition, JOB_TRANSITIONS } from 'shared/job-rules';

// Issue 10: the life of a job through the API, on the real database, with the booking clock moved
// by the tests (never a sleep).

const NOW = BOOKING_NOW;
const START = BOOKING_START;

const ctx = useTestApp({
  now: NOW,
  truncate: BOOKING_TABLES,
});
const { call, rows, account, aboki, book } = createKit(ctx);

async function setup() {
  const agent = await account('AGENT');
  const user = await account('USER');
  const stranger = await account('USER');
  const halima = await aboki(agent.token);
  const job = await book(user.token, halima.id);
  return { agent, user, stranger, halima, job };
}

const act = (token: string, reference: string, action: JobAction | 'cancellation', body?: object) =>
  action === 'cancellation'
    ? call('GET', `/api/v1/jobs/${reference}/cancellation`, undefined, token)
    : call('POST', `/api/v1/jobs/${reference}/${action}`, body ?? {}, token);

const statusOf = async (reference: string) =>
  (await rows<{ status: string }>(sql`SELECT status FROM jobs WHERE reference = ${reference}`))[0]!.status;
const eventsOf = (reference: string) =>
  rows<{ status: string; actor: string }>(sql`
    SELECT e.status, e.actor FROM job_events e JOIN jobs j ON j.id = e.job_id
    WHERE j.reference = ${reference} ORDER BY e.id`);
const emailsTo = (address: string) =>
  rows<{ subject: string; text_body: string }>(
    sql`SELECT subject, text_body FROM outbox_emails WHERE to_address = ${address} ORDER BY created_at, id`,
  );

describe('the transition table', () => {
  it('every status × action × actor: allowed ones move the job and write an event; others 409, strangers 404', async () => {
    const { agent, user, stranger, job } = await setup();
    // Late enough for start (from 30 min before) and no-show (from 30 min after).
    ctx.clock.now = after(START, 31 * MINUTE);
    const actors = { USER: user.token, AGENT: agent.token } as const;
    let checked = 0;
    for (const status of JOB_STATUSES) {
      for (const action of JOB_ACTIONS) {
        for (const [actor, token] of Object.entries(actors) as [keyof typeof actors, string][]) {
          // Accepting needs the request unexpired; starting and no-shows need the later clock.
          ctx.clock.now = action === 'accept' ? NOW : after(START, 31 * MINUTE);
          await ctx.database.db.execute(sql`
            UPDATE jobs SET status = ${status}, start_code_attempts = 0, start_locked_until = NULL,
              pay_by = starts_at
            WHERE reference = ${job.reference}`);
          const before = (await eventsOf(job.reference)).length;
          const body = action === 'start' ? { code: job.startCode } : {};
          const response = await act(token, job.reference, action, body);
          const rule = allowedTransition(status as JobStatus, action, actor);
          if (rule) {
            expect({ status, action, actor, code: response.statusCode }).toEqual({
              status,
              action,
              actor,
              code: 200,
            });
            expect(response.json().data.job.status).toBe(rule.to);
            expect(await statusOf(job.reference)).toBe(rule.to);
            const events = await eventsOf(job.reference);
            expect(events).toHaveLength(before + 1);
            expect(events.at(-1)).toEqual({ status: rule.to, actor });
          } else {
            expect({ status, action, actor, code: response.statusCode }).toEqual({
              status,
              action,
              actor,
              code: 409,
            });
            expect(response.json().error).toBe('INVALID_TRANSITION');
            expect(await statusOf(job.reference)).toBe(status);
            expect(await eventsOf(job.reference)).toHaveLength(before);
          }
          checked += 1;
        }
        // Someone who is neither its User nor its agent: 404, whatever the status.
        await ctx.database.db.execute(
          sql`UPDATE jobs SET status = ${status}, pay_by = starts_at WHERE reference = ${job.reference}`,
        );
        const response = await act(
          stranger.token,
          job.reference,
          action,
          action === 'start' ? { code: job.startCode } : {},
        );
        expect(response.statusCode).toBe(404);
        expect(await statusOf(job.reference)).toBe(status);
      }
    }
    expect(checked).toBe(JOB_STATUSES.length * JOB_ACTIONS.length * 2);
    // Every rule of the table was exercised by an endpoint, or is the sweeper's, or is a payment
    // step (pay-cash: POST /jobs/:reference/payment, tested in payments.test.ts).
    expect(
      JOB_TRANSITIONS.filter((rule) => rule.actor !== 'SYSTEM' && rule.action !== 'pay-cash'),
    ).toHaveLength(8);
    // About 200 requests, each with its own database reads: more than the default 30 s on a busy
    // 2-core machine.
  }, 120_000);

  it('20 concurrent accepts: exactly one 200, the rest 409, one ACCEPTED event', async () => {
    const { agent, job } = await setup();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => act(agent.token, job.reference, 'accept')),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    expect(await eventsOf(job.reference)).toEqual([
      { status: 'REQUESTED', actor: 'USER' },
      { status: 'ACCEPTED', actor: 'AGENT' },
    ]);
  });

  it('the whole journey: accept, start with the code, complete with cash; timeline and emails', async () => {
    const { agent, user, job } = await setup();
    const accepted = await act(agent.token, job.reference, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.job).toMatchObject({ status: 'ACCEPTED', acceptedAt: toLagosIso(NOW) });
    expect((await emailsTo(user.email)).at(-1)!.subject).toMatch(/^Accepted: Home cleaning with Halima S\./);

    ctx.clock.now = after(START, -31 * MINUTE);
    const early = await act(agent.token, job.reference, 'start', { code: job.startCode });
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toBe('TOO_EARLY');
    ctx.clock.now = after(START, -30 * MINUTE);
    const started = await act(agent.token, job.reference, 'start', { code: job.startCode });
    expect(started.statusCode).toBe(200);
    expect(started.json().data.job.startedAt).toBe(toLagosIso(ctx.clock.now));

    ctx.clock.now = after(START, 3 * HOUR);
    const bad = await act(agent.token, job.reference, 'complete', { cashReceivedKobo: -1 });
    expect(bad.statusCode).toBe(400);
    // Less than the price: recorded with the agent's reason (the cash check, cash-check.test.ts).
    const completed = await act(agent.token, job.reference, 'complete', {
      cashReceivedKobo: 1_700_000,
      cashDifferenceReason: 'The customer had no change',
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data.job).toMatchObject({ status: 'COMPLETED', cashReceivedKobo: 1_700_000 });
    const done = (await emailsTo(user.email)).at(-1)!;
    expect(done.subject).toContain('Rate your Aboki');
    expect(done.text_body).toContain(`/manage-services-request/job/${job.reference}`);
    expect(done.text_body).toContain('₦17,000');
    // The Aboki's profile counts it.
    const profile = await call('GET', `/api/v1/abokis/${job.aboki.id}`, undefined, user.token);
    expect(profile.json().data.aboki.completedJobs).toBe(1);

    const timeline = await call('GET', `/api/v1/jobs/${job.reference}/events`, undefined, user.token);
    expect(timeline.statusCode).toBe(200);
    expect(timeline.json().data.events.map((event: { status: string }) => event.status)).toEqual([
      'REQUESTED',
      'ACCEPTED',
      'IN_PROGRESS',
      'COMPLETED',
    ]);
    // The User sees the start code; the event and email texts never carry it.
    for (const email of await rows<{ text_body: string }>(sql`SELECT text_body FROM outbox_emails`)) {
      expect(email.text_body).not.toContain(`code ${job.startCode}`);
    }
  });

  it('complete defaults the cash received to the price; decline keeps its reason and emails the User', async () => {
    const { agent, user, halima, job } = await setup();
    await act(agent.token, job.reference, 'accept');
    ctx.clock.now = START;
    await act(agent.token, job.reference, 'start', { code: job.startCode });
    const completed = await act(agent.token, job.reference, 'complete');
    expect(completed.json().data.job.cashReceivedKobo).toBe(1_800_000);

    ctx.clock.now = NOW;
    const other = await book(user.token, halima.id, {
      startsAt: toLagosIso(lagosInstant('2026-12-16', '09:00')),
    });
    const declined = await act(agent.token, other.reference, 'decline', { reason: 'Halima is travelling' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.job).toMatchObject({ status: 'DECLINED', reason: 'Halima is travelling' });
    const email = (await emailsTo(user.email)).at(-1)!;
    expect(email.subject).toMatch(/^Declined:/);
    expect(email.text_body).toContain('Halima is travelling');
  });
});

describe('the start code', () => {
  it('a wrong code is 400; the 5th wrong code locks starting for 15 minutes, even for the right code', async () => {
    const { agent, job } = await setup();
    await act(agent.token, job.reference, 'accept');
    ctx.clock.now = START;
    const wrong = job.startCode === '0000' ? '1111' : '0000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await act(agent.token, job.reference, 'start', { code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('WRONG_START_CODE');
    }
    const locked = await act(agent.token, job.reference, 'start', { code: job.startCode });
    expect(locked.statusCode).toBe(423);
    expect(locked.json().error).toBe('START_CODE_LOCKED');
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
    expect(await statusOf(job.reference)).toBe('ACCEPTED');

    ctx.clock.now = after(START, 15 * MINUTE);
    const started = await act(agent.token, job.reference, 'start', { code: job.startCode });
    expect(started.statusCode).toBe(200);
  });

  it('a burst of 12 concurrent wrong codes: at most 5 are checked, the rest refused as locked', async () => {
    const { agent, job } = await setup();
    await act(agent.token, job.reference, 'accept');
    ctx.clock.now = START;
    const wrong = job.startCode === '0000' ? '1111' : '0000';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => act(agent.token, job.reference, 'start', { code: wrong })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 400).length).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === 400).length + codes.filter((code) => code === 423).length).toBe(
      12,
    );
    const right = await act(agent.token, job.reference, 'start', { code: job.startCode });
    expect(right.statusCode).toBe(423);
  });

  it('a User cannot start their own job, and the start code must be 4 digits', async () => {
    const { agent, user, job } = await setup();
    await act(agent.token, job.reference, 'accept');
    ctx.clock.now = START;
    expect((await act(user.token, job.reference, 'start', { code: job.startCode })).statusCode).toBe(409);
    const malformed = await act(agent.token, job.reference, 'start', { code: '12a4' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields.code).toBe('Enter the 4-digit start code');
  });
});

describe('cancellation fees', () => {
  it('the fee table at its boundaries, quoted first and stored when cancelled (₦18,000 job)', async () => {
    const cases: [string, Date, number][] = [
      ['exactly 24 h before: free', after(START, -24 * HOUR), 0],
      ['just under 24 h: 20 %', after(START, -24 * HOUR + 1000), 360_000],
      ['exactly 2 h before: 20 %', after(START, -2 * HOUR), 360_000],
      ['just under 2 h: 50 %', after(START, -2 * HOUR + 1000), 900_000],
    ];
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);
    for (const [label, at, fee] of cases) {
      ctx.clock.now = NOW;
      const job = await book(user.token, halima.id);
      await act(agent.token, job.reference, 'accept');
      ctx.clock.now = at;
      const quote = await act(user.token, job.reference, 'cancellation');
      expect({ label, quote: quote.json().data.feeKobo }).toEqual({ label, quote: fee });
      expect(quote.json().data.refundKobo).toBe(0);
      const cancelled = await act(user.token, job.reference, 'cancel', { reason: 'Plans changed' });
      expect({ label, fee: cancelled.json().data.job.feeKobo }).toEqual({ label, fee });
      const [stored] = await rows<{ fee_kobo: number; status: string }>(
        sql`SELECT fee_kobo, status FROM jobs WHERE reference = ${job.reference}`,
      );
      expect(stored).toEqual({ fee_kobo: fee, status: 'CANCELLED_BY_USER' });
      const email = (await emailsTo(agent.email)).at(-1)!;
      expect(email.subject).toMatch(/^Cancelled by the customer:/);
      const naira = `₦${(fee / 100).toLocaleString('en-US')}`;
      if (fee > 0) expect(email.text_body).toContain(`Cancellation fee recorded: ${naira}`);
      // The User has the fee in writing too (a cash job: settled with the agent); none when free.
      const own = (await emailsTo(user.email)).filter(
        (sent) => sent.subject.startsWith('Cancellation fee:') && sent.subject.endsWith(job.reference),
      );
      expect({ label, own: own.map((sent) => sent.subject) }).toEqual({
        label,
        own: fee > 0 ? [`Cancellation fee: ${naira} for ${job.reference}`] : [],
      });
      if (fee > 0) expect(own[0]!.text_body).toContain(`a cancellation fee of ${naira} was recorded`);
    }
  });

  it('free before acceptance and within 5 minutes of booking; the agent never pays', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);
    // Booked 3 h ahead: inside every fee window.
    const soon = await book(user.token, halima.id, {
      startsAt: toLagosIso(lagosInstant('2026-12-14', '09:00')),
    });
    expect((await act(user.token, soon.reference, 'cancellation')).json().data).toMatchObject({
      feeKobo: 0,
      rule: 'FREE',
    });
    await act(agent.token, soon.reference, 'accept');
    ctx.clock.now = after(NOW, 5 * MINUTE);
    expect((await act(user.token, soon.reference, 'cancellation')).json().data.feeKobo).toBe(0);
    ctx.clock.now = after(NOW, 5 * MINUTE + 1000);
    expect((await act(user.token, soon.reference, 'cancellation')).json().data.feeKobo).toBe(360_000);
    expect((await act(agent.token, soon.reference, 'cancellation')).json().data.feeKobo).toBe(0);
  });

  it('the minimum fees (₦1,000 and ₦2,000) and a fee never above the price', () => {
    const job = { status: 'ACCEPTED', createdAt: NOW, startsAt: START, priceKobo: 300_000 };
    expect(cancellationFee(job, after(START, -3 * HOUR), 'USER')).toMatchObject({
      feeKobo: 100_000,
      rule: 'LATE',
    });
    expect(cancellationFee(job, after(START, -HOUR), 'USER')).toMatchObject({
      feeKobo: 200_000,
      rule: 'VERY_LATE',
    });
    const cheap = { ...job, priceKobo: 150_000 };
    expect(cancellationFee(cheap, after(START, -HOUR), 'USER').feeKobo).toBe(150_000);
    expect(cancellationFee({ ...job, paidKobo: 300_000 }, after(START, -3 * HOUR), 'USER').refundKobo).toBe(
      200_000,
    );
    expect(cancellationFee({ ...job, status: 'COMPLETED' }, NOW, 'USER').rule).toBe('NOT_CANCELLABLE');
  });

  it('3 late cancellations in 30 days flag the User to prepay', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);
    const prepay = async () =>
      (
        await rows<{ flagged: boolean }>(
          sql`SELECT must_prepay_since IS NOT NULL AS flagged FROM users WHERE id = ${user.id}`,
        )
      )[0]!.flagged;
    for (const day of ['2026-12-15', '2026-12-16', '2026-12-17']) {
      ctx.clock.now = NOW;
      const job = await book(user.token, halima.id, { startsAt: toLagosIso(lagosInstant(day, '09:00')) });
      await act(agent.token, job.reference, 'accept');
      ctx.clock.now = after(lagosInstant(day, '09:00'), -3 * HOUR);
      expect(await prepay()).toBe(false);
      expect((await act(user.token, job.reference, 'cancel')).statusCode).toBe(200);
    }
    expect(await prepay()).toBe(true);
  });
});

describe('strikes and no-shows', () => {
  it('no-show only from 30 min after the start; an Aboki no-show and an agent cancellation pause the Aboki', async () => {
    const { agent, user, halima, job } = await setup();
    await act(agent.token, job.reference, 'accept');
    ctx.clock.now = after(START, 29 * MINUTE);
    const early = await act(user.token, job.reference, 'no-show');
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toBe('TOO_EARLY');
    ctx.clock.now = after(START, 30 * MINUTE);
    const noShow = await act(user.token, job.reference, 'no-show');
    expect(noShow.json().data.job.status).toBe('NO_SHOW_ABOKI');
    const abokiStatus = async () =>
      (await rows<{ status: string }>(sql`SELECT status FROM abokis WHERE id = ${halima.id}`))[0]!.status;
    expect(await abokiStatus()).toBe('ACTIVE');

    ctx.clock.now = NOW;
    const second = await book(user.token, halima.id, {
      startsAt: toLagosIso(lagosInstant('2026-12-17', '09:00')),
    });
    ctx.clock.now = after(START, 2 * HOUR);
    expect((await act(agent.token, second.reference, 'cancel', { reason: 'Sick' })).statusCode).toBe(200);
    expect(await abokiStatus()).toBe('PAUSED');
    expect((await emailsTo(user.email)).at(-1)!.subject).toMatch(/^Cancelled:/);
    const strikes = await rows(sql`SELECT kind FROM aboki_strikes WHERE aboki_id = ${halima.id} ORDER BY id`);
    expect(strikes).toEqual([{ kind: 'ABOKI_NO_SHOW' }, { kind: 'AGENT_CANCELLED' }]);
  });

  it('strikes older than 28 days do not count', async () => {
    const { agent, user, halima, job } = await setup();
    ctx.clock.now = after(NOW, HOUR);
    await act(agent.token, job.reference, 'cancel');
    await ctx.database.db.execute(sql`UPDATE aboki_strikes SET created_at = created_at - interval '29 days'`);
    ctx.clock.now = NOW;
    const second = await book(user.token, halima.id, {
      startsAt: toLagosIso(lagosInstant('2026-12-17', '09:00')),
    });
    await act(agent.token, second.reference, 'cancel');
    expect((await rows(sql`SELECT status FROM abokis WHERE id = ${halima.id}`))[0]).toEqual({
      status: 'ACTIVE',
    });
  });
});

describe('expiry sweeper', () => {
  it('expires a request 12 h after it was made, once even with two sweeps at once, and emails the User', async () => {
    const { user, job } = await setup();
    expect(
      (await call('GET', `/api/v1/jobs/${job.reference}`, undefined, user.token)).json().data.job.expiresAt,
    ).toBe(toLagosIso(after(NOW, 12 * HOUR)));
    ctx.clock.now = after(NOW, 12 * HOUR - 1000);
    expect(await ctx.app.sweepJobs()).toBe(0);
    ctx.clock.now = after(NOW, 12 * HOUR);
    const counts = await Promise.all([ctx.app.sweepJobs(), ctx.app.sweepJobs()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await statusOf(job.reference)).toBe('EXPIRED');
    expect(await eventsOf(job.reference)).toEqual([
      { status: 'REQUESTED', actor: 'USER' },
      { status: 'EXPIRED', actor: 'SYSTEM' },
    ]);
    expect((await emailsTo(user.email)).at(-1)!.subject).toMatch(/^No answer:/);
  });

  it('closes an accepted job never started 3 h after its start as the Aboki’s no-show: the code dies, both are told', async () => {
    const { agent, user, halima, job } = await setup();
    await act(agent.token, job.reference, 'accept');
    ctx.clock.now = after(START, 3 * HOUR - 1000);
    expect(await ctx.app.sweepJobs()).toBe(0);
    ctx.clock.now = after(START, 3 * HOUR);
    // The code no longer opens anything, even before the sweeper has run.
    const late = await act(agent.token, job.reference, 'start', { code: job.startCode });
    expect(late.statusCode).toBe(409);
    expect(await statusOf(job.reference)).toBe('ACCEPTED');

    const counts = await Promise.all([ctx.app.sweepJobs(), ctx.app.sweepJobs()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await statusOf(job.reference)).toBe('NO_SHOW_ABOKI');
    expect((await eventsOf(job.reference)).at(-1)).toEqual({ status: 'NO_SHOW_ABOKI', actor: 'SYSTEM' });
    expect(await rows(sql`SELECT kind FROM aboki_strikes WHERE aboki_id = ${halima.id}`)).toEqual([
      { kind: 'ABOKI_NO_SHOW' },
    ]);
    const [toUser] = (await emailsTo(user.email)).slice(-1);
    expect(toUser!.subject).toMatch(/^Closed:/);
    expect(toUser!.text_body).toContain('was not started within 3 hours of its start');
    expect(toUser!.text_body).toContain('Its start code no longer works.');
    expect((await emailsTo(agent.email)).at(-1)!.subject).toMatch(/^Not started:/);
    const again = await act(agent.token, job.reference, 'start', { code: job.startCode });
    expect(again.statusCode).toBe(409);
  });

  it('a request past its expiry cannot be accepted, even before the sweeper has run', async () => {
    const { agent, job } = await setup();
    ctx.clock.now = after(NOW, 12 * HOUR);
    const late = await act(agent.token, job.reference, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('INVALID_TRANSITION');
    expect(await statusOf(job.reference)).toBe('REQUESTED');
    await ctx.app.sweepJobs();
    expect(await statusOf(job.reference)).toBe('EXPIRED');
  });

  it('expires 1 h before the start when that comes first, and survives a restart (rule from stored times)', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);
    const soon = await book(user.token, halima.id, {
      startsAt: toLagosIso(lagosInstant('2026-12-14', '10:00')),
    });
    expect(expiresAt({ createdAt: NOW, startsAt: lagosInstant('2026-12-14', '10:00') })).toEqual(
      after(NOW, 3 * HOUR),
    );
    // Another process, started after the due time, with the same database: it expires the request.
    const clock = { now: after(NOW, 3 * HOUR) };
    const restarted = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: false,
      now: () => clock.now,
    });
    await restarted.ready();
    try {
      expect(await restarted.sweepJobs()).toBe(1);
    } finally {
      await restarted.close();
    }
    expect(await statusOf(soon.reference)).toBe('EXPIRED');
  });
});

describe('reviews', () => {
  async function completedJob() {
    const context = await setup();
    await act(context.agent.token, context.job.reference, 'accept');
    ctx.clock.now = START;
    await act(context.agent.token, context.job.reference, 'start', { code: context.job.startCode });
    ctx.clock.now = after(START, 3 * HOUR);
    await act(context.agent.token, context.job.reference, 'complete');
    return context;
  }
  const review = (token: string, reference: string, body: object) =>
    call('POST', `/api/v1/jobs/${reference}/review`, body, token);

  it('only the User, once, only when completed, within 14 days; the rating is the Bayesian average', async () => {
    const { agent, user, stranger, halima, job } = await completedJob();
    expect((await review(stranger.token, job.reference, { rating: 5 })).statusCode).toBe(404);
    expect((await review(agent.token, job.reference, { rating: 5 })).statusCode).toBe(403);
    expect((await review(user.token, job.reference, { rating: 6 })).statusCode).toBe(400);
    expect(
      (await review(user.token, job.reference, { rating: 4, comment: 'x'.repeat(1001) })).statusCode,
    ).toBe(400);
    const created = await review(user.token, job.reference, { rating: 4, comment: 'Very clean, thank you' });
    expect(created.statusCode).toBe(201);
    // One review on the platform: the mean is 4, so the average is 4.
    expect(created.json().data.rating).toEqual({ average: 4, count: 1 });
    const again = await review(user.token, job.reference, { rating: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('ALREADY_REVIEWED');

    const list = await call('GET', `/api/v1/abokis/${halima.id}/reviews`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({
      reviews: [{ rating: 4, comment: 'Very clean, thank you', reviewerName: 'Tolu A.' }],
      nextCursor: null,
      rating: { average: 4, count: 1 },
    });
    const viewed = await call('GET', `/api/v1/jobs/${job.reference}`, undefined, user.token);
    expect(viewed.json().data.job.review).toMatchObject({ rating: 4, comment: 'Very clean, thank you' });
    expect((await rows(sql`SELECT rating_sum, rating_count FROM abokis WHERE id = ${halima.id}`))[0]).toEqual(
      {
        rating_sum: 4,
        rating_count: 1,
      },
    );
  });

  it('refuses a job not completed, or after 14 days; concurrent reviews store one', async () => {
    const { agent, user, job } = await setup();
    expect((await review(user.token, job.reference, { rating: 5 })).statusCode).toBe(422);
    await act(agent.token, job.reference, 'accept');
    ctx.clock.now = START;
    await act(agent.token, job.reference, 'start', { code: job.startCode });
    await act(agent.token, job.reference, 'complete');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => review(user.token, job.reference, { rating: 5 })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect((await rows(sql`SELECT count(*)::int AS n FROM reviews`))[0]).toEqual({ n: 1 });

    ctx.clock.now = NOW;
    const late = await completedJob();
    ctx.clock.now = after(START, 3 * HOUR + 14 * 24 * HOUR + 1000);
    expect((await review(late.user.token, late.job.reference, { rating: 5 })).statusCode).toBe(422);
  });

  it('the Bayesian average pulls a single review toward the platform mean (weight 5)', async () => {
    const first = await completedJob();
    await review(first.user.token, first.job.reference, { rating: 5 });
    ctx.clock.now = NOW;
    const agent = await account('AGENT');
    const user = await account('USER');
    const musa = await aboki(agent.token, { firstName: 'Musa' });
    const job = await book(user.token, musa.id);
    await act(agent.token, job.reference, 'accept');
    ctx.clock.now = START;
    await act(agent.token, job.reference, 'start', { code: job.startCode });
    await act(agent.token, job.reference, 'complete');
    const answer = await review(user.token, job.reference, { rating: 1 });
    // Platform mean (5 + 1) / 2 = 3; Musa: (1 + 5 × 3) / (1 + 5) = 2.67.
    expect(answer.json().data.rating).toEqual({ average: 2.67, count: 1 });
  });

  it('the Aboki’s page (public and owner), search and the reviews list show the same rating', async () => {
    const first = await completedJob();
    const { halima } = first;
    // Two reviews for Halima (5 and 4) and one for Musa (1): platform mean 10 / 3.
    await review(first.user.token, first.job.reference, { rating: 5 });
    ctx.clock.now = NOW;
    const secondJob = await book(first.user.token, halima.id, {
      startsAt: toLagosIso(lagosInstant('2026-12-16', '09:00')),
    });
    await act(first.agent.token, secondJob.reference, 'accept');
    ctx.clock.now = lagosInstant('2026-12-16', '09:00');
    await act(first.agent.token, secondJob.reference, 'start', { code: secondJob.startCode });
    await act(first.agent.token, secondJob.reference, 'complete');
    await review(first.user.token, secondJob.reference, { rating: 4 });
    ctx.clock.now = NOW;
    const musaAgent = await account('AGENT');
    const musa = await aboki(musaAgent.token, { firstName: 'Musa' });
    const musaJob = await book(first.user.token, musa.id);
    await act(musaAgent.token, musaJob.reference, 'accept');
    ctx.clock.now = START;
    await act(musaAgent.token, musaJob.reference, 'start', { code: musaJob.startCode });
    await act(musaAgent.token, musaJob.reference, 'complete');
    await review(first.user.token, musaJob.reference, { rating: 1 });
    const unrated = await aboki((await account('AGENT')).token, { firstName: 'Bola' });

    const mean = 10 / 3;
    const expected = {
      [halima.id]: { average: bayesianRating(9, 2, mean), count: 2 },
      [musa.id]: { average: bayesianRating(1, 1, mean), count: 1 },
      [unrated.id]: { average: null, count: 0 },
    };
    expect(expected[halima.id]!.average).toBe(3.67);
    ctx.clock.now = NOW;
    const search = await call('GET', '/api/v1/abokis/search?service=home-cleaning&state=Lagos&lga=Ikeja');
    const found = Object.fromEntries(
      (search.json().data.abokis as { id: string; rating: unknown }[]).map((item) => [item.id, item.rating]),
    );
    for (const [id, rating] of Object.entries(expected)) {
      const owner = id === halima.id ? first.agent.token : id === musa.id ? musaAgent.token : undefined;
      const seen = {
        anonymous: (await call('GET', `/api/v1/abokis/${id}`)).json().data.aboki.rating,
        signedIn: (await call('GET', `/api/v1/abokis/${id}`, undefined, first.user.token)).json().data.aboki
          .rating,
        ...(owner
          ? { owner: (await call('GET', `/api/v1/abokis/${id}`, undefined, owner)).json().data.aboki.rating }
          : {}),
        search: found[id],
        reviews: (await call('GET', `/api/v1/abokis/${id}/reviews`)).json().data.rating,
      };
      for (const value of Object.values(seen)) expect({ id, rating: value }).toEqual({ id, rating });
    }
  });
});
