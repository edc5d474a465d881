import { sql } from 'drizzle-orm';
import { lagosInstant } from 'shared/lagos-time';
import { MESSAGES } from 'shared/messages';
import {
  agentDashboardSchema,
  type AbokiOwnerView,
  type AgentBoardJob,
  type AgentDashboard,
  type JobListItem,
  type JobStatus,
  type PaymentMethod,
} from 'shared/schemas';
import { hashPassword } from '../../lib/passwords.js';
import { STRONG_PASSWORD } from '../../test/accounts.js';
import { after, BOOKING_NOW, BOOKING_TABLES, createKit, HOUR, MINUTE } from '../../test/booking-kit.js';
import { useTestApp } from '../../test/use-test-app.js';

// GET /api/v1/agent/dashboard against the real database. Jobs are written straight into the tables
// (any status, any time, paid or refunded) and the answer is checked against the numbers the page
// computed in the browser before, and row by row against GET /api/v1/jobs and /jobs/:reference.

// Monday 14 December 2026, 06:00 in Lagos (05:00 UTC); each test starts there. Monday 00:00 in Lagos is
// Sunday 23:00 UTC: the week boundary a UTC date would get wrong.
const ctx = useTestApp({ now: BOOKING_NOW, truncate: BOOKING_TABLES });
const { call, rows, account, aboki } = createKit(ctx);
const URL = '/api/v1/agent/dashboard';
const lagos = (date: string, time: string) => lagosInstant(date, time);

type Account = Awaited<ReturnType<typeof account>>;

let drawn = 0;
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** A fresh code of `length` characters in the references' alphabet: 2222A2, 2222A3, … */
function nextCode(length: number): string {
  drawn += 1;
  let code = '';
  for (let n = drawn; code.length < length; n = Math.floor(n / ALPHABET.length)) {
    code = ALPHABET[n % ALPHABET.length] + code;
  }
  return code;
}

interface JobSpec {
  agent: Account;
  user: Account;
  aboki: AbokiOwnerView;
  status: JobStatus;
  startsAt: Date;
  priceKobo?: number;
  paymentMethod?: PaymentMethod;
  /** Whether the agent may see it: false for a card or transfer booking not paid yet. */
  requested?: boolean;
  createdAt?: Date;
  cashReceivedKobo?: number | null;
  startLockedUntil?: Date | null;
  landmark?: string | null;
}

/** A job of `spec.aboki`'s agent, written as the jobs module stores it; an hour long. */
async function job(spec: JobSpec): Promise<string> {
  const reference = `ABK-${nextCode(6)}`;
  const startsAt = spec.startsAt.toISOString();
  const endsAt = after(spec.startsAt, HOUR).toISOString();
  const createdAt = (spec.createdAt ?? after(BOOKING_NOW, -2 * HOUR)).toISOString();
  const awaiting = spec.status === 'AWAITING_PAYMENT';
  await ctx.database.db.execute(sql`
    INSERT INTO jobs (reference, user_id, aboki_id, agent_id, service_id, service_name, service_unit,
                      aboki_name, price_kobo, starts_at, ends_at, blocked, status, payment_method,
                      start_code_hash, start_code_enc, state, lga, address, landmark, notes, created_at,
                      updated_at, requested_at, pay_by, cash_received_kobo, start_locked_until)
    VALUES (${reference}, ${spec.user.id}, ${spec.aboki.id}, ${spec.agent.id},
            (SELECT id FROM services WHERE slug = 'home-cleaning'), 'Home cleaning', 'job',
            ${spec.aboki.displayName}, ${spec.priceKobo ?? 1_200_000}, ${startsAt}::timestamptz,
            ${endsAt}::timestamptz,
            tstzrange(${startsAt}::timestamptz, ${endsAt}::timestamptz + interval '30 minutes'),
            ${spec.status}, ${spec.paymentMethod ?? 'CASH'}, 'not-a-code', 'not-a-code', 'Lagos', 'Ikeja',
            '12 Allen Avenue, Ikeja', ${spec.landmark === undefined ? 'By the bank' : spec.landmark},
            'The blue gate; ring twice',
            ${createdAt}::timestamptz, ${createdAt}::timestamptz,
            ${spec.requested === false ? null : createdAt}::timestamptz,
            ${awaiting ? after(BOOKING_NOW, 20 * MINUTE).toISOString() : null}::timestamptz,
            ${spec.cashReceivedKobo ?? null}, ${spec.startLockedUntil?.toISOString() ?? null}::timestamptz)`);
  return reference;
}

/** A Paystack payment of the job that went through, with its refund when one was sent back. */
async function paid(
  reference: string,
  amountKobo: number,
  refund?: { status: 'PENDING' | 'PROCESSED' | 'FAILED'; amountKobo: number },
) {
  const paymentReference = `${reference}-${nextCode(8)}`;
  const paidAt = after(BOOKING_NOW, -3 * HOUR + drawn * MINUTE).toISOString();
  const [payment] = await rows<{ id: string }>(sql`
    INSERT INTO payments (job_id, reference, channel, amount_kobo, status, paid_at, created_at, updated_at)
    SELECT id, ${paymentReference}, 'card', ${amountKobo}, 'PAID', ${paidAt}::timestamptz,
           ${paidAt}::timestamptz, ${paidAt}::timestamptz
    FROM jobs WHERE reference = ${reference}
    RETURNING id`);
  if (!refund) return;
  const createdAt = after(BOOKING_NOW, -HOUR + drawn * MINUTE).toISOString();
  await ctx.database.db.execute(sql`
    INSERT INTO refunds (job_id, payment_id, amount_kobo, reason, status, next_attempt_at, created_at,
                         processed_at)
    SELECT id, ${payment!.id}, ${refund.amountKobo}, 'DECLINED', ${refund.status}, ${createdAt}::timestamptz,
           ${createdAt}::timestamptz,
           ${refund.status === 'PENDING' ? null : createdAt}::timestamptz
    FROM jobs WHERE reference = ${reference}`);
}

async function dashboard(token: string): Promise<AgentDashboard> {
  const response = await call('GET', URL, undefined, token);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return agentDashboardSchema.parse(response.json().data);
}

const refs = (list: { reference: string }[]) => list.map((row) => row.reference);

/** A board row as its two halves: the list row of GET /jobs, and what GET /jobs/:reference adds. */
function halves(row: AgentBoardJob | JobListItem) {
  if (!('customer' in row)) return { item: row, detail: undefined };
  const { customer, address, landmark, notes, expiresAt, startLockedUntil, refunds, ...item } = row;
  return { item, detail: { customer, address, landmark, notes, expiresAt, startLockedUntil, refunds } };
}

/** Every row of the dashboard says what the jobs module says of that job, to the letter. */
async function expectSameAsJobsModule(token: string, rowsShown: (AgentBoardJob | JobListItem)[]) {
  const tabs: Record<string, JobListItem> = {};
  for (const tab of ['upcoming', 'ongoing', 'completed', 'cancelled']) {
    const listed = await call('GET', `/api/v1/jobs?tab=${tab}`, undefined, token);
    for (const item of listed.json().data.jobs as JobListItem[]) tabs[item.reference] = item;
  }
  for (const row of rowsShown) {
    const { item, detail } = halves(row);
    expect(item).toEqual(tabs[row.reference]);
    if (!detail) continue;
    const viewed = (await call('GET', `/api/v1/jobs/${row.reference}`, undefined, token)).json().data.job;
    expect(detail).toEqual({
      customer: viewed.customer,
      address: viewed.address,
      landmark: viewed.landmark,
      notes: viewed.notes,
      expiresAt: viewed.expiresAt,
      startLockedUntil: viewed.startLockedUntil,
      refunds: viewed.payment.refunds,
    });
  }
}

/** An agent account that chose the role but has no profile yet. */
async function agentWithoutProfile(): Promise<string> {
  const email = `dashboard-no-profile-${Date.now()}@example.com`;
  await ctx.database.db.execute(sql`
    INSERT INTO users (email, name, password_hash, email_verified_at)
    VALUES (${email}, 'Bola Ade', ${await hashPassword(STRONG_PASSWORD)}, now())`);
  const { token } = (await call('POST', '/api/v1/auth/login', { email, password: STRONG_PASSWORD })).json()
    .data as { token: string };
  expect((await call('POST', '/api/v1/auth/select-role', { role: 'AGENT' }, token)).statusCode).toBe(200);
  return token;
}

describe('GET /api/v1/agent/dashboard', () => {
  it('is for signed-in agents only: 401 signed out, and the agent routes’ own 403 to a USER and to an agent without a profile', async () => {
    const signedOut = await call('GET', URL);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['www-authenticate']).toBe('Bearer');
    expect(signedOut.json()).toMatchObject({ success: false, error: 'UNAUTHENTICATED' });
    expect((await call('GET', URL, undefined, 'forged-token')).statusCode).toBe(401);

    const user = await account('USER');
    const noProfile = await agentWithoutProfile();
    for (const [token, message] of [
      [user.token, MESSAGES.abokiAgentsOnly],
      [noProfile, MESSAGES.abokiAgentProfileRequired],
    ] as const) {
      const refused = await call('GET', URL, undefined, token);
      const mine = await call('GET', '/api/v1/abokis/mine', undefined, token);
      expect(refused.statusCode).toBe(403);
      expect(mine.statusCode).toBe(403);
      const { requestId: _a, ...body } = refused.json();
      const { requestId: _b, ...sameAsAbokis } = mine.json();
      expect(body).toEqual(sameAsAbokis);
      expect(body).toEqual({ success: false, error: 'FORBIDDEN', message });
    }
  });

  it('answers an agent with nothing yet with empty lists and ₦0', async () => {
    const agent = await account('AGENT');
    expect(await dashboard(agent.token)).toEqual({
      requests: [],
      moves: [],
      today: [],
      upcoming: [],
      failedRefunds: [],
      earnings: { weekKobo: 0, monthKobo: 0 },
      abokis: [],
      abokisNextCursor: null,
    });
  });

  it('lists requests, today’s and upcoming jobs in start order, by the Lagos date, with who booked and where; never another agent’s', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);
    const ngozi = await aboki(agent.token, { firstName: 'Ngozi', lastName: 'Eze' });
    const mine = (spec: Omit<JobSpec, 'agent' | 'user' | 'aboki'> & { aboki?: AbokiOwnerView }) =>
      job({ agent, user, aboki: halima, ...spec });

    const requestToday = await mine({
      status: 'REQUESTED',
      startsAt: lagos('2026-12-14', '10:00'),
      createdAt: after(BOOKING_NOW, -30 * MINUTE),
    });
    const requestTomorrow = await mine({
      status: 'REQUESTED',
      startsAt: lagos('2026-12-15', '09:00'),
      createdAt: after(BOOKING_NOW, -HOUR),
      landmark: null,
    });
    // Its start has passed and the sweeper has not expired it yet: nothing to answer any more.
    await mine({ aboki: ngozi, status: 'REQUESTED', startsAt: lagos('2026-12-14', '05:30') });
    const stale = await mine({ status: 'ACCEPTED', startsAt: lagos('2026-12-11', '09:00') });
    const running = await mine({ status: 'IN_PROGRESS', startsAt: lagos('2026-12-14', '03:00') });
    const due = await mine({
      status: 'ACCEPTED',
      startsAt: lagos('2026-12-14', '05:00'),
      startLockedUntil: after(BOOKING_NOW, 10 * MINUTE),
    });
    // 22:00 in Lagos is 21:00 UTC, and 00:00 on Tuesday in Lagos is still Monday in UTC: Lagos decides.
    const tonight = await mine({
      status: 'ACCEPTED',
      startsAt: lagos('2026-12-14', '22:00'),
      startLockedUntil: after(BOOKING_NOW, -5 * MINUTE),
    });
    const midnight = await mine({ status: 'ACCEPTED', startsAt: lagos('2026-12-15', '00:00') });
    const wednesday = await mine({
      status: 'ACCEPTED',
      startsAt: lagos('2026-12-16', '09:00'),
      paymentMethod: 'CARD',
    });
    await paid(wednesday, 1_200_000);
    // Booked by card and not paid yet: not the agent's business until it is.
    await mine({
      aboki: ngozi,
      status: 'AWAITING_PAYMENT',
      startsAt: lagos('2026-12-15', '14:00'),
      paymentMethod: 'CARD',
      requested: false,
    });
    await mine({ status: 'COMPLETED', startsAt: lagos('2026-12-14', '01:00') });
    await mine({ status: 'DECLINED', startsAt: lagos('2026-12-15', '11:00') });

    // Another agent's jobs of every kind, on the same days.
    const other = await account('AGENT');
    const bala = await aboki(other.token, { firstName: 'Bala', lastName: 'Musa' });
    const theirs = (status: JobStatus, startsAt: Date) =>
      job({ agent: other, user, aboki: bala, status, startsAt });
    const theirRequest = await theirs('REQUESTED', lagos('2026-12-15', '09:00'));
    const theirToday = await theirs('ACCEPTED', lagos('2026-12-14', '10:00'));
    const theirUpcoming = await theirs('ACCEPTED', lagos('2026-12-16', '09:00'));

    const board = await dashboard(agent.token);
    expect(refs(board.requests)).toEqual([requestToday, requestTomorrow]);
    expect(refs(board.today)).toEqual([stale, running, due, tonight]);
    expect(refs(board.upcoming)).toEqual([midnight, wednesday]);
    expect(board.failedRefunds).toEqual([]);

    expect(board.requests[0]).toEqual({
      reference: requestToday,
      status: 'REQUESTED',
      service: { slug: 'home-cleaning', name: 'Home cleaning', unit: 'job' },
      aboki: { id: halima.id, displayName: 'Halima S.', photoUrl: null },
      startsAt: '2026-12-14T10:00:00+01:00',
      endsAt: '2026-12-14T11:00:00+01:00',
      priceKobo: 1_200_000,
      paymentMethod: 'CASH',
      paymentStatus: 'UNPAID',
      lga: 'Ikeja',
      state: 'Lagos',
      // A request not yet accepted: who booked, not their number (issue 27's contact window).
      customer: { name: 'Tolu Adeyemi', phoneNumber: null },
      address: '12 Allen Avenue, Ikeja',
      landmark: 'By the bank',
      notes: 'The blue gate; ring twice',
      // An hour before the start comes before twelve hours after the request.
      expiresAt: '2026-12-14T09:00:00+01:00',
      startLockedUntil: null,
      refunds: [],
    });
    expect(board.requests[1]).toMatchObject({ landmark: null, expiresAt: '2026-12-14T17:00:00+01:00' });
    expect(board.today.find((row) => row.reference === due)?.startLockedUntil).toBe(
      '2026-12-14T06:10:00+01:00',
    );
    expect(board.today.find((row) => row.reference === tonight)?.startLockedUntil).toBeNull();
    expect(board.today.map((row) => row.status)).toEqual(['ACCEPTED', 'IN_PROGRESS', 'ACCEPTED', 'ACCEPTED']);
    expect(board.upcoming[1]).toMatchObject({ paymentMethod: 'CARD', paymentStatus: 'PAID' });
    expect(board.upcoming[0]).not.toHaveProperty('customer');

    // The same rows, field for field, as the jobs module's tabs and job views.
    await expectSameAsJobsModule(agent.token, [...board.requests, ...board.today, ...board.upcoming]);

    // The other agent sees exactly theirs.
    const theirBoard = await dashboard(other.token);
    expect(refs(theirBoard.requests)).toEqual([theirRequest]);
    expect(refs(theirBoard.today)).toEqual([theirToday]);
    expect(refs(theirBoard.upcoming)).toEqual([theirUpcoming]);

    // At 10:30 the request of 10:00 is past, the job of 10:00 tomorrow would still be tomorrow's.
    ctx.clock.now = lagos('2026-12-14', '10:30');
    expect(refs((await dashboard(agent.token)).requests)).toEqual([requestTomorrow]);
    // On Tuesday, midnight's job is today's.
    ctx.clock.now = lagos('2026-12-15', '00:00');
    const tuesday = await dashboard(agent.token);
    expect(refs(tuesday.today)).toEqual([stale, running, due, tonight, midnight]);
    expect(refs(tuesday.upcoming)).toEqual([wednesday]);
  });

  it('holds at most 20 jobs a list, the soonest', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);
    /** 21 jobs two hours apart from `first` on, in start order. */
    const series = async (status: JobStatus, first: Date) => {
      const made: string[] = [];
      for (let index = 0; index < 21; index += 1) {
        made.push(
          await job({ agent, user, aboki: halima, status, startsAt: after(first, index * 2 * HOUR) }),
        );
      }
      return made;
    };
    const requests = await series('REQUESTED', lagos('2026-12-15', '00:00'));
    const today = await series('ACCEPTED', lagos('2026-12-11', '00:00'));
    const upcoming = await series('ACCEPTED', lagos('2026-12-20', '00:00'));

    const board = await dashboard(agent.token);
    expect(refs(board.requests)).toEqual(requests.slice(0, 20));
    expect(refs(board.today)).toEqual(today.slice(0, 20));
    expect(refs(board.upcoming)).toEqual(upcoming.slice(0, 20));
  });

  it('adds up completed jobs at their booked price, cash or card, by the Lagos date of their start: Monday’s and the 1st’s midnights in Lagos', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);
    const completed = (startsAt: Date, priceKobo: number, more: Partial<JobSpec> = {}) =>
      job({ agent, user, aboki: halima, status: 'COMPLETED', startsAt, priceKobo, ...more });

    // Monday 00:00 in Lagos is Sunday 23:00 UTC: this week. The User gave a tip: the price counts.
    await completed(lagos('2026-12-14', '00:00'), 900_000, { cashReceivedKobo: 1_000_000 });
    // Earlier this morning, paid by card ahead.
    const card = await completed(lagos('2026-12-14', '03:00'), 450_050, { paymentMethod: 'CARD' });
    await paid(card, 450_050);
    // Sunday 23:00 in Lagos: last week, this month.
    await completed(lagos('2026-12-13', '23:00'), 500_000, { paymentMethod: 'TRANSFER' });
    // Tuesday 1 December 00:00 in Lagos is 30 November in UTC: this month.
    await completed(lagos('2026-12-01', '00:00'), 300_000, { cashReceivedKobo: 250_000 });
    // Monday 30 November 23:00 in Lagos: last month.
    await completed(lagos('2026-11-30', '23:00'), 700_000);
    // Not earned: cancelled, still running, or another agent's.
    await job({
      agent,
      user,
      aboki: halima,
      status: 'CANCELLED_BY_USER',
      startsAt: lagos('2026-12-14', '01:00'),
    });
    await job({ agent, user, aboki: halima, status: 'IN_PROGRESS', startsAt: lagos('2026-12-14', '05:00') });
    const other = await account('AGENT');
    const bala = await aboki(other.token, { firstName: 'Bala', lastName: 'Musa' });
    await job({
      agent: other,
      user,
      aboki: bala,
      status: 'COMPLETED',
      startsAt: lagos('2026-12-14', '01:00'),
    });

    expect((await dashboard(agent.token)).earnings).toEqual({
      weekKobo: 900_000 + 450_050,
      monthKobo: 900_000 + 450_050 + 500_000 + 300_000,
    });

    // Wednesday 2 December: the week began on Monday 30 November, the month on Tuesday the 1st.
    // Jobs of later days (the 13th, the 14th) are not earned yet on that day.
    ctx.clock.now = lagos('2026-12-02', '10:00');
    expect((await dashboard(agent.token)).earnings).toEqual({
      weekKobo: 300_000 + 700_000,
      monthKobo: 300_000,
    });
    // Sunday 6 December, 23:59: the same week still.
    ctx.clock.now = lagos('2026-12-06', '23:59');
    expect((await dashboard(agent.token)).earnings.weekKobo).toBe(300_000 + 700_000);
    // Monday 7 December, 00:00: a new week.
    ctx.clock.now = lagos('2026-12-07', '00:00');
    expect((await dashboard(agent.token)).earnings).toEqual({ weekKobo: 0, monthKobo: 300_000 });
  });

  it('lists the latest closed jobs whose refund failed, with who to pay back; not those refunded, and not the older ones', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);
    const closed = (status: JobStatus, startsAt: Date, paymentMethod: PaymentMethod = 'CARD') =>
      job({ agent, user, aboki: halima, status, startsAt, paymentMethod });

    // Its one refund failed: the payment reads PAID again, and support must settle it.
    const declined = await closed('DECLINED', lagos('2026-12-15', '11:00'));
    await paid(declined, 1_200_000, { status: 'FAILED', amountKobo: 1_200_000 });
    // Paid twice: the refund of the first is on its way, the second's (not needed) failed.
    const twice = await closed('EXPIRED', lagos('2026-12-15', '15:00'), 'TRANSFER');
    await paid(twice, 1_200_000, { status: 'PENDING', amountKobo: 1_200_000 });
    await paid(twice, 1_200_000, { status: 'FAILED', amountKobo: 1_200_000 });
    // Refunded in full, in part, on its way, or cash: nothing for support.
    const refunded = await closed('CANCELLED_BY_AGENT', lagos('2026-12-15', '17:00'));
    await paid(refunded, 1_200_000, { status: 'PROCESSED', amountKobo: 1_200_000 });
    const partly = await closed('CANCELLED_BY_USER', lagos('2026-12-16', '09:00'));
    await paid(partly, 1_200_000, { status: 'PROCESSED', amountKobo: 960_000 });
    await closed('CANCELLED_BY_USER', lagos('2026-12-16', '11:00'), 'CASH');

    const board = await dashboard(agent.token);
    expect(refs(board.failedRefunds)).toEqual([twice, declined]);
    expect(board.failedRefunds.map((row) => row.paymentStatus)).toEqual(['REFUND_PENDING', 'PAID']);
    expect(board.failedRefunds[1]).toMatchObject({
      status: 'DECLINED',
      // Never accepted, so never inside the contact window: support settles the refund.
      customer: { name: 'Tolu Adeyemi', phoneNumber: null },
      refunds: [{ amountKobo: 1_200_000, status: 'FAILED' }],
    });
    await expectSameAsJobsModule(agent.token, board.failedRefunds);

    // Later cancellations push them out of the 20 latest, which are the ones read.
    for (let index = 0; index < 16; index += 1) {
      await closed('CANCELLED_BY_USER', after(lagos('2026-12-17', '00:00'), index * HOUR), 'CASH');
    }
    expect(refs((await dashboard(agent.token)).failedRefunds)).toEqual([twice]);
    await closed('CANCELLED_BY_USER', lagos('2026-12-18', '09:00'), 'CASH');
    expect((await dashboard(agent.token)).failedRefunds).toEqual([]);
  });

  it('answers the first page of GET /abokis/mine, whose cursor goes on there', async () => {
    const agent = await account('AGENT');
    const ready = await aboki(agent.token);
    const draft = await call(
      'POST',
      '/api/v1/abokis',
      { firstName: 'Bala', lastName: 'Musa', languages: ['Hausa'], state: 'Lagos', lga: 'Ikeja' },
      agent.token,
    );
    expect(draft.statusCode).toBe(201);
    const other = await account('AGENT');
    await aboki(other.token, { firstName: 'Chidi', lastName: 'Obi' });

    const firstBoard = await dashboard(agent.token);
    const firstMine = (await call('GET', '/api/v1/abokis/mine', undefined, agent.token)).json().data;
    expect(firstBoard.abokis).toEqual(firstMine.abokis);
    expect(firstBoard.abokis.map((row) => row.id)).toEqual([draft.json().data.aboki.id, ready.id]);
    expect(firstBoard.abokis[0]).toMatchObject({
      status: 'DRAFT',
      displayName: 'Bala M.',
      services: [],
      missing: ['services', 'weeklyHours', 'identity', 'guarantor'],
    });
    expect(firstBoard.abokis[1]).toMatchObject({
      status: 'ACTIVE',
      services: [
        { slug: 'home-cleaning', name: 'Home cleaning' },
        { slug: 'home-cooking', name: 'Home cooking' },
      ],
    });
    expect(firstBoard.abokisNextCursor).toBeNull();

    // 19 older ones: 21 in all, so a second page of one.
    for (let index = 0; index < 19; index += 1) {
      await ctx.database.db.execute(sql`
        INSERT INTO abokis (agent_id, first_name, last_name, languages, state, lga, created_at)
        VALUES (${agent.id}, 'Older', ${`Aboki${index}`}, ARRAY['English'], 'Lagos', 'Ikeja',
                '2020-01-01T00:00:00Z'::timestamptz + make_interval(mins => ${index}))`);
    }
    const board = await dashboard(agent.token);
    const mine = (await call('GET', '/api/v1/abokis/mine', undefined, agent.token)).json().data;
    expect(board.abokis).toHaveLength(20);
    expect(board.abokis).toEqual(mine.abokis);
    expect(mine.nextCursor).not.toBeNull();
    expect(board.abokisNextCursor).toBe(mine.nextCursor);
    // …which /abokis/mine takes on: the one Aboki left.
    const next = await call(
      'GET',
      `/api/v1/abokis/mine?cursor=${encodeURIComponent(board.abokisNextCursor!)}`,
      undefined,
      agent.token,
    );
    expect(next.statusCode).toBe(200);
    expect(next.json().data.abokis.map((row: { displayName: string }) => row.displayName)).toEqual([
      'Older A.',
    ]);
    expect(next.json().data.nextCursor).toBeNull();
  });
});
