import { sql } from 'drizzle-orm';
import { lagosInstant, toLagosIso } from 'shared/lagos-time';
import { RESCHEDULE_MESSAGES, type MoveState, type MoveView } from 'shared/schemas';
import {
  after,
  BOOKING_NOW,
  BOOKING_START,
  BOOKING_TABLES,
  createKit,
  HOUR,
} from '../../test/booking-kit.js';
import { mailTo } from '../../test/accounts.js';
import { useTestApp } from '../../test/use-test-app.js';

// Issue 22, item 7 through real HTTP on the real database: a User asks to move a job to another free
// time of the same Aboki, the agent accepts or declines, the User may keep the old time, and nobody
// else can take either time meanwhile. The clock starts Monday 14 December 2026, 06:00 in Lagos; the
// jobs start Tuesday at 09:00 (home cleaning, 3 hours, ₦18,000) and the new time asked is Wednesday.

const NOW = BOOKING_NOW;
const START = BOOKING_START;
const WEDNESDAY = lagosInstant('2026-12-16', '09:00');

const ctx = useTestApp({ now: NOW, smtp: true, truncate: BOOKING_TABLES });
const { call, rows, account, aboki, requestBooking, book } = createKit(ctx);

/** An agent with one Aboki, a User, and the User's job at START, accepted by the agent. */
async function acceptedJob() {
  const agent = await account('AGENT');
  const user = await account('USER');
  const halima = await aboki(agent.token);
  const job = await book(user.token, halima.id);
  const accepted = await call('POST', `/api/v1/jobs/${job.reference}/accept`, {}, agent.token);
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);
  return { agent, user, halima, job };
}

const path = (reference: string, tail = '') => `/api/v1/jobs/${reference}/reschedule${tail}`;
const ask = (reference: string, token: string, startsAt: Date) =>
  call('POST', path(reference), { startsAt: toLagosIso(startsAt) }, token);
/** DELETE …/reschedule: the User keeps the old time. */
const keepOldTime = (reference: string, token: string) =>
  ctx.app.inject({ method: 'DELETE', url: path(reference), headers: { authorization: `Bearer ${token}` } });
const stateOf = async (reference: string, token: string) =>
  (await call('GET', path(reference), undefined, token)).json().data as MoveState;

/** The job's times as stored, and what it holds (its own time, and a pending ask's). */
async function timesOf(reference: string) {
  const [row] = await rows<{
    starts_at: string;
    ends_at: string;
    held: string;
    reschedule_blocked: string | null;
  }>(sql`
    SELECT starts_at, ends_at, held::text AS held, reschedule_blocked::text AS reschedule_blocked
    FROM jobs WHERE reference = ${reference}`);
  return { ...row!, starts_at: new Date(row!.starts_at), ends_at: new Date(row!.ends_at) };
}
const movesOf = (reference: string) =>
  rows<{ status: string; fee_kobo: number }>(sql`
    SELECT r.status, r.fee_kobo FROM job_reschedules r JOIN jobs j ON j.id = r.job_id
    WHERE j.reference = ${reference} ORDER BY r.asked_at, r.id`);
const changesOf = (reference: string) =>
  rows<{ status: string; actor: string; change: string | null }>(sql`
    SELECT e.status, e.actor, e.change FROM job_events e JOIN jobs j ON j.id = e.job_id
    WHERE j.reference = ${reference} ORDER BY e.id`);
/** The email to `to` whose subject starts so, once the outbox is delivered to the real SMTP sink. */
async function delivered(to: string, subject: string) {
  const found = (await mailTo(ctx, ctx.smtp, to)).find((mail) => mail.subject?.startsWith(subject));
  if (!found) throw new Error(`No email "${subject}…" to ${to}`);
  return found;
}
const outbox = (to: string) =>
  rows<{ subject: string; text_body: string }>(sql`
    SELECT subject, text_body FROM outbox_emails WHERE to_address = ${to} ORDER BY created_at, subject`);

describe('asking for a new time', () => {
  it('quotes the move, offers the free times of the job’s length, and holds the new time beside the old', async () => {
    const { agent, user, halima, job } = await acceptedJob();
    // 27 hours before the start: moving is free.
    const before = await stateOf(job.reference, user.token);
    expect(before).toEqual({
      pending: null,
      last: null,
      quote: { feeKobo: 0, rule: 'FREE' },
      feesRecordedKobo: 0,
    });

    const slots = await call(
      'GET',
      path(job.reference, '/slots?from=2026-12-15&days=2'),
      undefined,
      user.token,
    );
    expect(slots.statusCode).toBe(200);
    const starts = slots.json().data.slots as { startsAt: string; endsAt: string }[];
    // Tuesday's own time is not offered; Wednesday 09:00 is, three hours long like the job.
    expect(starts.map((slot) => slot.startsAt)).not.toContain(toLagosIso(START));
    expect(starts).toContainEqual({
      startsAt: toLagosIso(WEDNESDAY),
      endsAt: toLagosIso(after(WEDNESDAY, 3 * HOUR)),
    });

    const asked = await ask(job.reference, user.token, WEDNESDAY);
    expect(asked.statusCode).toBe(201);
    expect(asked.json().message).toBe(RESCHEDULE_MESSAGES.asked);
    expect(asked.json().data.move).toMatchObject({
      status: 'PENDING',
      startsAt: toLagosIso(WEDNESDAY),
      endsAt: toLagosIso(after(WEDNESDAY, 3 * HOUR)),
      fromStartsAt: toLagosIso(START),
      feeKobo: 0,
      // Answered like a request: 12 hours after asking, before the start less an hour.
      lapsesAt: toLagosIso(after(NOW, 12 * HOUR)),
    });

    // The job is where it was, and holds both times.
    const stored = await timesOf(job.reference);
    expect(stored.starts_at).toEqual(START);
    expect(stored.reschedule_blocked).not.toBeNull();
    expect(stored.held).toMatch(/^\{\[.*\),\[.*\)\}$/);

    // Nobody else can book, find or be offered the time asked for, nor the old one.
    const other = await account('USER');
    const taken = await requestBooking(other.token, halima.id, { startsAt: WEDNESDAY });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('SLOT_TAKEN');
    expect((await requestBooking(other.token, halima.id, { startsAt: START })).statusCode).toBe(409);
    const publicSlots = await call(
      'GET',
      `/api/v1/abokis/${halima.id}/slots?service=home-cleaning&from=2026-12-16&days=1`,
    );
    const offered = (publicSlots.json().data.slots as { startsAt: string }[]).map((slot) => slot.startsAt);
    expect(offered).not.toContain(toLagosIso(WEDNESDAY));
    expect(offered).toContain(toLagosIso(lagosInstant('2026-12-16', '13:00')));
    const search = await call(
      'GET',
      '/api/v1/abokis/search?service=home-cleaning&state=Lagos&lga=Ikeja&date=2026-12-16&time=09:00',
    );
    expect(search.json().data.abokis).toEqual([]);

    // The agent hears of it by email and on the job's timeline; the page shows it waiting.
    const mail = await delivered(agent.email, 'New time asked');
    expect(mail.subject).toBe('New time asked: Home cleaning with Halima S., Tue 15 Dec, 9:00–12:00');
    expect(mail.text).toContain(
      `Tolu Adeyemi asks to move ${job.reference} from Tue 15 Dec, 9:00–12:00 to Wed 16 Dec, 9:00–12:00 (Lagos time).`,
    );
    expect((await changesOf(job.reference)).at(-1)).toEqual({
      status: 'ACCEPTED',
      actor: 'USER',
      change: 'MOVE_ASKED',
    });
    const waiting = await stateOf(job.reference, user.token);
    expect(waiting.pending).toMatchObject({ status: 'PENDING', startsAt: toLagosIso(WEDNESDAY) });
    expect(waiting.quote).toBeNull();
    expect((await stateOf(job.reference, agent.token)).pending).toEqual(waiting.pending);

    // One ask at a time.
    const again = await ask(job.reference, user.token, lagosInstant('2026-12-17', '09:00'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RESCHEDULE_MESSAGES.alreadyAsked);

    // The agent's board lists it with the ask to answer.
    const board = (await call('GET', '/api/v1/agent/dashboard', undefined, agent.token)).json().data;
    expect(board.moves).toHaveLength(1);
    expect(board.moves[0]).toMatchObject({
      reference: job.reference,
      customer: { name: 'Tolu Adeyemi' },
      move: { startsAt: toLagosIso(WEDNESDAY), fromStartsAt: toLagosIso(START) },
    });
  });

  it('refuses a time that is not free in plain words: outside hours, too soon, the same, another job’s', async () => {
    const { user, halima, job } = await acceptedJob();
    const sunday = await ask(job.reference, user.token, lagosInstant('2026-12-20', '10:00'));
    expect(sunday.statusCode).toBe(422);
    expect(sunday.json()).toMatchObject({ error: 'NOT_AVAILABLE' });
    expect(sunday.json().fields.startsAt).toMatch(/^This Aboki is not working then/);
    const soon = await ask(job.reference, user.token, after(NOW, HOUR));
    expect(soon.statusCode).toBe(422);
    expect(soon.json().message).toMatch(/at least 2 hours ahead/);
    const same = await ask(job.reference, user.token, START);
    expect(same.statusCode).toBe(422);
    expect(same.json().message).toBe(RESCHEDULE_MESSAGES.sameTime);
    const other = await account('USER');
    await book(other.token, halima.id, { startsAt: WEDNESDAY });
    const busy = await ask(job.reference, user.token, lagosInstant('2026-12-16', '10:00'));
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toBe('SLOT_TAKEN');
    // Not a half hour, not a time at all: the schema's words.
    const odd = await call(
      'POST',
      path(job.reference),
      { startsAt: '2026-12-16T09:10:00+01:00' },
      user.token,
    );
    expect(odd.statusCode).toBe(400);
    expect(odd.json().fields.startsAt).toBe('Choose a start on the hour or half hour');
    const extra = await call(
      'POST',
      path(job.reference),
      { startsAt: toLagosIso(WEDNESDAY), feeKobo: 0 },
      user.token,
    );
    expect(extra.statusCode).toBe(400);
    expect(await movesOf(job.reference)).toEqual([]);
    // A job may move onto part of its own time: an hour later on the same morning.
    const later = await ask(job.reference, user.token, after(START, HOUR));
    expect(later.statusCode).toBe(201);
  });

  it('only a request or accepted job still an hour ahead can move', async () => {
    const { user, job } = await acceptedJob();
    ctx.clock.now = after(START, -HOUR + 1);
    const late = await ask(job.reference, user.token, WEDNESDAY);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RESCHEDULE_MESSAGES.tooLate);
    expect((await stateOf(job.reference, user.token)).quote).toBeNull();
    ctx.clock.now = NOW;
    await call('POST', `/api/v1/jobs/${job.reference}/cancel`, {}, user.token);
    const cancelled = await ask(job.reference, user.token, WEDNESDAY);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toMatchObject({
      error: 'INVALID_TRANSITION',
      message: RESCHEDULE_MESSAGES.notMovable,
    });
  });
});

describe('the fee', () => {
  it('is what cancelling would cost under 24 hours before: quoted before asking, recorded when accepted', async () => {
    const { agent, user, job } = await acceptedJob();
    // 10 hours before the start: cancelling would cost 20 % of ₦18,000.
    ctx.clock.now = after(START, -10 * HOUR);
    expect((await stateOf(job.reference, user.token)).quote).toEqual({ feeKobo: 360_000, rule: 'LATE' });
    const asked = await ask(job.reference, user.token, WEDNESDAY);
    expect(asked.json().data.move.feeKobo).toBe(360_000);
    const accepted = await call('POST', path(job.reference, '/accept'), {}, agent.token);
    expect(accepted.statusCode).toBe(200);
    expect((await stateOf(job.reference, user.token)).feesRecordedKobo).toBe(360_000);
    expect(await movesOf(job.reference)).toEqual([{ status: 'ACCEPTED', fee_kobo: 360_000 }]);
    expect((await delivered(user.email, 'New time accepted')).text).toContain(
      'a moving fee of ₦3,600 was recorded',
    );
  });

  it('is free for a request the agent has not accepted yet, even on the day', async () => {
    const agent = await account('AGENT');
    const user = await account('USER');
    const halima = await aboki(agent.token);
    const job = await book(user.token, halima.id);
    ctx.clock.now = after(NOW, 6 * HOUR);
    expect((await stateOf(job.reference, user.token)).quote).toEqual({ feeKobo: 0, rule: 'FREE' });
  });
});

describe('the answer', () => {
  it('accept: the job takes the new time, the old one is freed, the User is told', async () => {
    const { agent, user, halima, job } = await acceptedJob();
    await ask(job.reference, user.token, WEDNESDAY);
    const accepted = await call(
      'POST',
      path(job.reference, '/accept'),
      { startsAt: toLagosIso(WEDNESDAY) },
      agent.token,
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: RESCHEDULE_MESSAGES.accepted,
      data: { move: { status: 'ACCEPTED', startsAt: toLagosIso(WEDNESDAY) } },
    });
    const stored = await timesOf(job.reference);
    expect(stored).toMatchObject({
      starts_at: WEDNESDAY,
      ends_at: after(WEDNESDAY, 3 * HOUR),
      reschedule_blocked: null,
    });
    const view = (await call('GET', `/api/v1/jobs/${job.reference}`, undefined, user.token)).json().data.job;
    expect(view).toMatchObject({ status: 'ACCEPTED', startsAt: toLagosIso(WEDNESDAY) });
    // The old time is free again; the new one is the job's.
    const other = await account('USER');
    expect((await requestBooking(other.token, halima.id, { startsAt: START })).statusCode).toBe(201);
    expect((await requestBooking(other.token, halima.id, { startsAt: WEDNESDAY })).statusCode).toBe(409);
    expect((await changesOf(job.reference)).map((event) => event.change)).toEqual([
      null,
      null,
      'MOVE_ASKED',
      'MOVE_ACCEPTED',
    ]);
    const toUser = await delivered(user.email, 'New time accepted');
    expect(toUser.subject).toBe('New time accepted: Home cleaning with Halima S., Wed 16 Dec, 9:00–12:00');
    expect(toUser.text).toContain('instead of Tue 15 Dec, 9:00–12:00');
    expect(toUser.text).toContain('Moving was free.');
    // Nothing is waiting any more.
    const again = await call('POST', path(job.reference, '/accept'), {}, agent.token);
    expect(again.statusCode).toBe(409);
  });

  it('decline: the job keeps its time, the time asked for is freed, the User is told', async () => {
    const { agent, user, halima, job } = await acceptedJob();
    await ask(job.reference, user.token, WEDNESDAY);
    const declined = await ctx.app.inject({
      method: 'POST',
      url: path(job.reference, '/decline'),
      headers: { authorization: `Bearer ${agent.token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.move.status).toBe('DECLINED');
    expect(await timesOf(job.reference)).toMatchObject({ starts_at: START, reschedule_blocked: null });
    const other = await account('USER');
    expect((await requestBooking(other.token, halima.id, { startsAt: WEDNESDAY })).statusCode).toBe(201);
    expect(await outbox(user.email)).toContainEqual(
      expect.objectContaining({ subject: 'New time declined: Home cleaning with Halima S.' }),
    );
    const state = await stateOf(job.reference, user.token);
    expect(state).toMatchObject({ pending: null, last: { status: 'DECLINED' }, quote: { rule: 'FREE' } });
  });

  it('withdraw: the User keeps the old time; the agent is told and can no longer accept', async () => {
    const { agent, user, job } = await acceptedJob();
    await ask(job.reference, user.token, WEDNESDAY);
    const kept = await keepOldTime(job.reference, user.token);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      message: RESCHEDULE_MESSAGES.withdrawn,
      data: { move: { status: 'WITHDRAWN' } },
    });
    const late = await call('POST', path(job.reference, '/accept'), {}, agent.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RESCHEDULE_MESSAGES.nothingAsked);
    expect(await timesOf(job.reference)).toMatchObject({ starts_at: START, reschedule_blocked: null });
    expect((await outbox(agent.email)).map((mail) => mail.subject)).toContain(
      'Old time kept: Home cleaning with Halima S., Tue 15 Dec, 9:00–12:00',
    );
  });

  it('an answer to an ask the agent was not shown is refused (409): the User asked again meanwhile', async () => {
    const { agent, user, job } = await acceptedJob();
    await ask(job.reference, user.token, WEDNESDAY);
    await keepOldTime(job.reference, user.token);
    const thursday = lagosInstant('2026-12-17', '09:00');
    await ask(job.reference, user.token, thursday);
    const stale = await call(
      'POST',
      path(job.reference, '/accept'),
      { startsAt: toLagosIso(WEDNESDAY) },
      agent.token,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(RESCHEDULE_MESSAGES.askChanged);
    expect((await timesOf(job.reference)).starts_at).toEqual(START);
  });

  it('an unanswered ask lapses: the old time stands, the time asked for is freed, the User is told', async () => {
    const { agent, user, halima, job } = await acceptedJob();
    const move = (await ask(job.reference, user.token, WEDNESDAY)).json().data.move as MoveView;
    ctx.clock.now = new Date(move.lapsesAt);
    expect(await ctx.app.sweepJobs()).toBe(1);
    expect(await movesOf(job.reference)).toEqual([{ status: 'LAPSED', fee_kobo: 0 }]);
    expect((await changesOf(job.reference)).at(-1)).toEqual({
      status: 'ACCEPTED',
      actor: 'SYSTEM',
      change: 'MOVE_LAPSED',
    });
    expect((await call('POST', path(job.reference, '/accept'), {}, agent.token)).statusCode).toBe(409);
    const other = await account('USER');
    expect((await requestBooking(other.token, halima.id, { startsAt: WEDNESDAY })).statusCode).toBe(201);
    expect((await outbox(user.email)).map((mail) => mail.subject)).toContain(
      'No answer to your new time: Home cleaning with Halima S.',
    );
    expect(await ctx.app.sweepJobs()).toBe(0);
  });

  it('a job cancelled while its ask waits frees the time asked for at once; the sweeper closes the ask quietly', async () => {
    const { user, halima, job } = await acceptedJob();
    await ask(job.reference, user.token, WEDNESDAY);
    await call('POST', `/api/v1/jobs/${job.reference}/cancel`, {}, user.token);
    const other = await account('USER');
    expect((await requestBooking(other.token, halima.id, { startsAt: WEDNESDAY })).statusCode).toBe(201);
    expect((await stateOf(job.reference, user.token)).pending).toBeNull();
    expect(await ctx.app.sweepJobs()).toBe(1);
    expect(await movesOf(job.reference)).toEqual([{ status: 'LAPSED', fee_kobo: 0 }]);
    expect((await changesOf(job.reference)).map((event) => event.change)).not.toContain('MOVE_LAPSED');
  });
});

describe('the database holds the times', () => {
  it('refuses another active job over a time asked for, and a second ask over it (exclusion constraint)', async () => {
    const { user, halima, job } = await acceptedJob();
    await ask(job.reference, user.token, WEDNESDAY);
    // Past every check of the API: straight into the tables.
    const copy = sql`
      INSERT INTO jobs (reference, user_id, aboki_id, agent_id, service_id, service_name, service_unit, aboki_name,
                        price_kobo, starts_at, ends_at, blocked, status, payment_method, start_code_hash,
                        start_code_enc, state, lga, address)
      SELECT 'ABK-XXXXX9', user_id, aboki_id, agent_id, service_id, service_name, service_unit, aboki_name,
             price_kobo, ${WEDNESDAY.toISOString()}::timestamptz, ${after(WEDNESDAY, HOUR).toISOString()}::timestamptz,
             tstzrange(${WEDNESDAY.toISOString()}::timestamptz, ${after(WEDNESDAY, 90 * 60_000).toISOString()}::timestamptz),
             'REQUESTED', payment_method, start_code_hash, start_code_enc, state, lga, address
      FROM jobs WHERE reference = ${job.reference}`;
    await expect(ctx.database.db.execute(copy)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23P01' }),
    });
    const second = await book(user.token, halima.id, { startsAt: lagosInstant('2026-12-17', '09:00') });
    const duplicate = sql`
      INSERT INTO job_reschedules (job_id, starts_at, ends_at, blocked, from_starts_at, from_ends_at, fee_kobo,
                                   asked_at, lapses_at)
      SELECT id, ${WEDNESDAY.toISOString()}::timestamptz, ${after(WEDNESDAY, 3 * HOUR).toISOString()}::timestamptz,
             tstzrange(${WEDNESDAY.toISOString()}::timestamptz, ${after(WEDNESDAY, 3.5 * HOUR).toISOString()}::timestamptz),
             starts_at, ends_at, 0, now(), now() + interval '1 hour'
      FROM jobs WHERE reference = ${second.reference}`;
    await expect(ctx.database.db.execute(duplicate)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23P01' }),
    });
  });
});

describe('concurrency', () => {
  it('a burst of accepts and declines: exactly one answer wins, and the job’s times follow it', async () => {
    const { agent, user, job } = await acceptedJob();
    await ask(job.reference, user.token, WEDNESDAY);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        call('POST', path(job.reference, index % 2 ? '/decline' : '/accept'), {}, agent.token),
      ),
    );
    const winners = answers.filter((answer) => answer.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
    const won = winners[0]!.json().data.move.status as string;
    const changes = (await changesOf(job.reference)).map((event) => event.change).filter(Boolean);
    expect(changes).toEqual(['MOVE_ASKED', won === 'ACCEPTED' ? 'MOVE_ACCEPTED' : 'MOVE_DECLINED']);
    expect((await timesOf(job.reference)).starts_at).toEqual(won === 'ACCEPTED' ? WEDNESDAY : START);
    expect(await movesOf(job.reference)).toEqual([{ status: won, fee_kobo: 0 }]);
  });

  it('a burst of asks for one job: exactly one is recorded; two jobs asking for one time: exactly one holds it', async () => {
    const { user, halima, job } = await acceptedJob();
    const times = ['16', '17', '18', '19'].flatMap((day) =>
      ['09:00', '13:00'].map((time) => lagosInstant(`2026-12-${day}`, time)),
    );
    const asks = await Promise.all(times.map((time) => ask(job.reference, user.token, time)));
    expect(asks.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(asks.filter((answer) => answer.statusCode === 409)).toHaveLength(times.length - 1);
    expect(await movesOf(job.reference)).toHaveLength(1);

    const other = await account('USER');
    const second = await book(other.token, halima.id, { startsAt: lagosInstant('2026-12-15', '13:00') });
    const third = await book(user.token, halima.id, { startsAt: lagosInstant('2026-12-21', '09:00') });
    const friday = lagosInstant('2026-12-22', '09:00');
    const race = await Promise.all([
      ask(second.reference, other.token, friday),
      ask(third.reference, user.token, friday),
    ]);
    expect(race.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(race.find((answer) => answer.statusCode === 409)!.json().error).toBe('SLOT_TAKEN');
  });
});

describe('who may act', () => {
  it('another agent and another User get 404 on every call; the agent cannot ask, the User cannot answer', async () => {
    const { agent, user, job } = await acceptedJob();
    await ask(job.reference, user.token, WEDNESDAY);
    const otherAgent = await account('AGENT');
    await aboki(otherAgent.token, { firstName: 'Musa' });
    const otherUser = await account('USER');
    const calls: [string, (token: string) => ReturnType<typeof call>][] = [
      ['GET state', (token) => call('GET', path(job.reference), undefined, token)],
      ['GET slots', (token) => call('GET', path(job.reference, '/slots'), undefined, token)],
      ['ask', (token) => ask(job.reference, token, lagosInstant('2026-12-17', '09:00'))],
      ['keep the old time', (token) => keepOldTime(job.reference, token)],
      ['accept', (token) => call('POST', path(job.reference, '/accept'), {}, token)],
      ['decline', (token) => call('POST', path(job.reference, '/decline'), {}, token)],
    ];
    for (const stranger of [otherAgent, otherUser]) {
      for (const [name, send] of calls) {
        const response = await send(stranger.token);
        expect({ name, status: response.statusCode }).toEqual({ name, status: 404 });
        expect(response.json().error).toBe('NOT_FOUND');
      }
    }
    const agentAsks = await ask(job.reference, agent.token, lagosInstant('2026-12-17', '09:00'));
    expect(agentAsks.statusCode).toBe(403);
    expect(agentAsks.json().message).toBe(RESCHEDULE_MESSAGES.usersOnly);
    const userAnswers = await call('POST', path(job.reference, '/accept'), {}, user.token);
    expect(userAnswers.statusCode).toBe(403);
    expect(userAnswers.json().message).toBe(RESCHEDULE_MESSAGES.agentsOnly);
    expect((await call('GET', path(job.reference))).statusCode).toBe(401);
    expect(await movesOf(job.reference)).toEqual([{ status: 'PENDING', fee_kobo: 0 }]);
  });
});
