import { sql } from 'drizzle-orm';
import { lagosInstant } from 'shared/lagos-time';
import { JOB_ACTIONS } from 'shared/schemas';
import { buildApp, type App } from '../../app.js';
import { openDatabase, type Database } from '../../db/client.js';
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

// Issue 10's API list read as a client that knows only the issue would call it: the request forms
// it allows (no body at all, an empty JSON body), who gets 404, and each concurrency rule under a
// burst — including the expiry sweeper in two API processes at once.

const NOW = BOOKING_NOW;
const START = BOOKING_START;

const ctx = useTestApp({
  now: NOW,
  truncate: BOOKING_TABLES,
});
const { call, rows, account, aboki, book } = createKit(ctx);

/** A raw POST, to send exactly the bytes and headers a client might. */
const post = (url: string, token: string, init: { payload?: string; headers?: Record<string, string> }) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
    ...(init.payload === undefined ? {} : { payload: init.payload }),
  });

const statusOf = async (reference: string) =>
  (await rows<{ status: string }>(sql`SELECT status FROM jobs WHERE reference = ${reference}`))[0]!.status;
const eventsOf = (reference: string) =>
  rows<{ status: string; actor: string }>(sql`
    SELECT e.status, e.actor FROM job_events e JOIN jobs j ON j.id = e.job_id
    WHERE j.reference = ${reference} ORDER BY e.id`);

describe('request forms', () => {
  it('actions without a body take none: no body at all, or an empty body labelled JSON', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);
    const first = await book(user.token, halima.id);
    const accepted = await post(`/api/v1/jobs/${first.reference}/accept`, agent.token, {});
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.job).toMatchObject({ reference: first.reference, status: 'ACCEPTED' });

    const second = await book(user.token, halima.id, { startsAt: lagosInstant('2026-12-16', '09:00') });
    const declined = await post(`/api/v1/jobs/${second.reference}/decline`, agent.token, {
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.job).toMatchObject({ status: 'DECLINED', reason: null });

    // start needs its code: an empty body is a 400 naming the field, and nothing changes.
    ctx.clock.now = START;
    const noCode = await post(`/api/v1/jobs/${first.reference}/start`, agent.token, {
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error).toBe('VALIDATION_ERROR');
    expect(await statusOf(first.reference)).toBe('ACCEPTED');
    // Broken JSON is still refused as such.
    const broken = await post(`/api/v1/jobs/${first.reference}/cancel`, user.token, {
      payload: '{"reason":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('INVALID_JSON');
    // Unknown fields are refused, not ignored.
    const extra = await post(`/api/v1/jobs/${first.reference}/cancel`, user.token, {
      payload: JSON.stringify({ reason: 'x', feeKobo: 0 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(extra.statusCode).toBe(400);
    expect(await statusOf(first.reference)).toBe('ACCEPTED');
  });

  it('the live stream takes the token only from the Authorization header, never from the URL', async () => {
    const user = await account('USER');
    const response = await call('GET', `/api/v1/events?token=${user.token}`);
    expect(response.statusCode).toBe(401);
  });
});

describe('who may act', () => {
  it('another agent and another User get 404 on every call about the job, and change nothing', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);
    const job = await book(user.token, halima.id);
    await call('POST', `/api/v1/jobs/${job.reference}/accept`, {}, agent.token);
    ctx.clock.now = after(START, 31 * MINUTE);
    const otherAgent = await account('AGENT');
    await aboki(otherAgent.token, { firstName: 'Musa' });
    const otherUser = await account('USER');
    for (const stranger of [otherAgent, otherUser]) {
      for (const action of JOB_ACTIONS) {
        const response = await call(
          'POST',
          `/api/v1/jobs/${job.reference}/${action}`,
          action === 'start' ? { code: job.startCode } : {},
          stranger.token,
        );
        expect({ action, status: response.statusCode }).toEqual({ action, status: 404 });
        expect(response.json().error).toBe('NOT_FOUND');
      }
      for (const path of ['', '/cancellation', '/events']) {
        const response = await call('GET', `/api/v1/jobs/${job.reference}${path}`, undefined, stranger.token);
        expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
      }
      const review = await call(
        'POST',
        `/api/v1/jobs/${job.reference}/review`,
        { rating: 5 },
        stranger.token,
      );
      expect(review.statusCode).toBe(404);
    }
    expect(await statusOf(job.reference)).toBe('ACCEPTED');
    expect(await eventsOf(job.reference)).toHaveLength(2);
  });
});

describe('reviews', () => {
  // 21 jobs booked, run and reviewed one by one (each completion posts to the ledger): up to a
  // minute or two on a busy CI machine.
  it('GET /abokis/:id/reviews pages newest first with ?cursor=, 20 a page; bad cursors 400, drafts 404', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);
    const days = ['15', '16', '17', '18', '19', '21', '22', '23', '24', '25', '26'];
    const starts = days.flatMap((day) =>
      ['08:00', '13:00'].map((time) => lagosInstant(`2026-12-${day}`, time)),
    );
    const reviewed: string[] = [];
    for (const [index, startsAt] of starts.slice(0, 21).entries()) {
      ctx.clock.now = NOW;
      const job = await book(user.token, halima.id, { startsAt });
      await call('POST', `/api/v1/jobs/${job.reference}/accept`, undefined, agent.token);
      ctx.clock.now = startsAt;
      await call('POST', `/api/v1/jobs/${job.reference}/start`, { code: job.startCode }, agent.token);
      await call('POST', `/api/v1/jobs/${job.reference}/complete`, undefined, agent.token);
      const comment = `Review ${index + 1}`;
      const answer = await call(
        'POST',
        `/api/v1/jobs/${job.reference}/review`,
        { rating: 4, comment },
        user.token,
      );
      expect(answer.statusCode).toBe(201);
      reviewed.push(comment);
    }
    const page = (cursor?: string) =>
      call(
        'GET',
        `/api/v1/abokis/${halima.id}/reviews${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
    const first = await page();
    expect(first.statusCode).toBe(200);
    const firstData = first.json().data as { reviews: { comment: string }[]; nextCursor: string | null };
    expect(firstData.reviews.map((review) => review.comment)).toEqual(reviewed.slice(1).reverse());
    expect(firstData.nextCursor).toEqual(expect.any(String));
    const second = (await page(firstData.nextCursor!)).json().data;
    expect(second.reviews.map((review: { comment: string }) => review.comment)).toEqual([reviewed[0]]);
    expect(second.nextCursor).toBeNull();
    expect(second.rating).toEqual({ average: 4, count: 21 });

    const bad = await page('not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.cursor).toBe('Use the nextCursor of the previous page');
    const draft = await aboki(agent.token, { firstName: 'Bola', publish: false });
    expect((await call('GET', `/api/v1/abokis/${draft.id}/reviews`)).statusCode).toBe(404);
    expect(
      (await call('GET', '/api/v1/abokis/00000000-0000-4000-8000-000000000000/reviews')).statusCode,
    ).toBe(404);
  }, 120_000);
});

describe('concurrency', () => {
  it('a User’s cancel racing the agent’s accept: one cancel wins, its fee follows the status it swapped from', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);
    for (let round = 0; round < 3; round += 1) {
      // A cancelled job frees its time: each round books the same start.
      ctx.clock.now = NOW;
      const job = await book(user.token, halima.id);
      // 21 h before the start (and before the request's 12 h expiry): free while REQUESTED,
      // 20 % (₦3,600) once ACCEPTED.
      ctx.clock.now = after(NOW, 6 * HOUR);
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, index) =>
          index % 2 === 0
            ? call('POST', `/api/v1/jobs/${job.reference}/accept`, {}, agent.token)
            : call('POST', `/api/v1/jobs/${job.reference}/cancel`, {}, user.token),
        ),
      );
      const cancels = answers.filter((_, index) => index % 2 === 1);
      expect(cancels.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
      const events = (await eventsOf(job.reference)).map((event) => event.status);
      const [stored] = await rows<{ status: string; fee_kobo: number }>(
        sql`SELECT status, fee_kobo FROM jobs WHERE reference = ${job.reference}`,
      );
      expect(stored!.status).toBe('CANCELLED_BY_USER');
      if (events.includes('ACCEPTED')) {
        expect(events).toEqual(['REQUESTED', 'ACCEPTED', 'CANCELLED_BY_USER']);
        expect(stored!.fee_kobo).toBe(360_000);
      } else {
        expect(events).toEqual(['REQUESTED', 'CANCELLED_BY_USER']);
        expect(stored!.fee_kobo).toBe(0);
      }
    }
  });

  it('two agent cancellations at once are both counted: the second strike pauses the Aboki', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);
    const jobs = [
      await book(user.token, halima.id, { startsAt: lagosInstant('2026-12-15', '09:00') }),
      await book(user.token, halima.id, { startsAt: lagosInstant('2026-12-16', '09:00') }),
    ];
    const answers = await Promise.all(
      jobs.map((job) =>
        call('POST', `/api/v1/jobs/${job.reference}/cancel`, { reason: 'Sick' }, agent.token),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(
      await rows(sql`SELECT count(*)::int AS n FROM aboki_strikes WHERE aboki_id = ${halima.id}`),
    ).toEqual([{ n: 2 }]);
    expect(await rows(sql`SELECT status FROM abokis WHERE id = ${halima.id}`)).toEqual([
      { status: 'PAUSED' },
    ]);
  });

  it('the expiry sweeper in two API processes at once expires each due request once', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);
    const due: string[] = [];
    for (const day of ['15', '16', '17', '18', '19']) {
      for (const time of ['08:00', '13:00']) {
        due.push(
          (await book(user.token, halima.id, { startsAt: lagosInstant(`2026-12-${day}`, time) })).reference,
        );
      }
    }
    // A second API process: on a PostgreSQL server with its own connections, as a second machine
    // would be; on embedded PGlite (one process by design) a second app on the same database.
    const url = process.env.TEST_DATABASE_URL
      ? (ctx.database.pool as unknown as { options: { connectionString: string } }).options.connectionString
      : undefined;
    const second: Database | undefined = url ? await openDatabase({ url, maxConnections: 3 }) : undefined;
    let appB: App | undefined;
    try {
      appB = await buildApp({
        config: ctx.config,
        database: second ?? ctx.database,
        logger: false,
        now: () => ctx.clock.now,
      });
      await appB.ready();
      // 12 h after the requests: every one is due.
      ctx.clock.now = after(NOW, 12 * HOUR);
      const counts = await Promise.all([
        ctx.app.sweepJobs(),
        appB.sweepJobs(),
        ctx.app.sweepJobs(),
        appB.sweepJobs(),
      ]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(due.length);
    } finally {
      await appB?.close();
      await second?.close();
    }
    for (const reference of due) {
      expect({ reference, events: await eventsOf(reference) }).toEqual({
        reference,
        events: [
          { status: 'REQUESTED', actor: 'USER' },
          { status: 'EXPIRED', actor: 'SYSTEM' },
        ],
      });
    }
    const emails = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM outbox_emails
      WHERE to_address = ${user.email} AND subject LIKE 'No answer:%'`);
    expect(emails).toEqual([{ n: due.length }]);
  });
});
