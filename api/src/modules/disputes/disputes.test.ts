import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { lagosInstant } from 'shared/lagos-time';
import { formatNaira } from 'shared/money';
import { DISPUTE_MESSAGES, OPS_DISPUTE_MESSAGES, type DisputeView, type OpsDispute } from 'shared/schemas';
import { HOUR, after, createKit } from '../../test/booking-kit.js';
import { COMMISSION, NET, PRICE, usePayoutWorld } from '../../test/payout-world.js';
import { createStaffKit } from '../../test/staff-kit.js';

// Issue 25, when a job goes wrong, over real HTTP against the Paystack simulator: the User reports a
// problem within 48 hours of completion (the earnings held), the agent answers once, operators
// decide with refunds through the refund path, and a refund above ₦50,000 waits for a second one.

const world = usePayoutWorld();
const { ctx, call, rows, account, aboki, completedCardJob, cashJob, money, expectLedgerBalanced } = world;
const { book } = createKit(ctx);
const { operator } = createStaffKit(ctx, { account, call });
beforeEach(() => ctx.database.db.execute(sql`TRUNCATE audit_log, staff_grants`));

const STARTS = lagosInstant('2026-12-15', '09:00');
/** The job completes at its start in these suites (payout-world moves the clock there). */
const COMPLETED = STARTS;
const REPORT = { reason: 'POOR_WORK', description: 'The kitchen was left dirty and two plates were broken.' };
type Person = Awaited<ReturnType<typeof account>>;

async function completedJob(options: { price?: number; cash?: boolean } = {}) {
  const agent = await account('AGENT');
  const user = await account('USER');
  const halima = await aboki(agent.token, {
    services: [{ serviceSlug: 'home-cleaning', priceKobo: options.price ?? PRICE, durationMinutes: 180 }],
  });
  const job = options.cash
    ? await cashJob(agent, user, halima.id, STARTS)
    : await completedCardJob(agent, user, halima.id, STARTS);
  return { agent, user, halima, job };
}

const disputeOf = (reference: string, token: string) =>
  call('GET', `/api/v1/jobs/${reference}/dispute`, undefined, token);
const report = (reference: string, token: string, body: object = REPORT) =>
  call('POST', `/api/v1/jobs/${reference}/dispute`, body, token);
const decide = (id: string, token: string, body: object) =>
  call('POST', `/api/v1/ops/disputes/${id}/decision`, body, token);
const approve = (id: string, token: string) => call('POST', `/api/v1/ops/disputes/${id}/approval`, {}, token);

/** Waits for something the app does in the background (a refund sent after the commit). */
async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function png(colour: string) {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
}
const upload = (reference: string, token: string, bytes: Buffer) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/jobs/${reference}/dispute/photos`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    payload: bytes,
  });

const emailsTo = (person: Person) =>
  rows<{ subject: string; text_body: string }>(
    sql`SELECT subject, text_body FROM outbox_emails WHERE to_address = ${person.email} ORDER BY created_at`,
  );

async function reported(options: { price?: number; cash?: boolean; body?: object } = {}) {
  const world = await completedJob(options);
  ctx.clock.now = after(COMPLETED, 2 * HOUR);
  const answer = await report(world.job.reference, world.user.token, options.body);
  expect(answer.statusCode).toBe(201);
  return { ...world, dispute: answer.json().data.dispute as DisputeView };
}

describe('reporting a problem', () => {
  it('is the User’s, within 48 hours of completion, once even in a burst; it holds the earnings and tells both sides', async () => {
    const { agent, user, job } = await completedJob();
    const stranger = await account('USER');

    ctx.clock.now = after(COMPLETED, HOUR);
    const before = (await disputeOf(job.reference, user.token)).json().data;
    expect(before).toEqual({
      dispute: null,
      canReport: true,
      reportDueAt: after(COMPLETED, 48 * HOUR).toISOString(),
    });
    expect((await disputeOf(job.reference, agent.token)).json().data.canReport).toBe(false);
    expect((await disputeOf(job.reference, stranger.token)).statusCode).toBe(404);
    expect((await report(job.reference, stranger.token)).statusCode).toBe(404);
    const byAgent = await report(job.reference, agent.token);
    expect(byAgent.statusCode).toBe(403);
    expect(byAgent.json().message).toBe(DISPUTE_MESSAGES.onlyTheUser);
    const vague = await report(job.reference, user.token, { reason: 'POOR_WORK', description: 'bad' });
    expect(vague.statusCode).toBe(400);
    expect(vague.json().fields.description).toBe(DISPUTE_MESSAGES.describe);

    const burst = await Promise.all(Array.from({ length: 5 }, () => report(job.reference, user.token)));
    expect(burst.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const refused = burst.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().message).toBe(DISPUTE_MESSAGES.alreadyReported);
    const created = burst.find((answer) => answer.statusCode === 201)!;
    expect(created.json().message).toBe(DISPUTE_MESSAGES.reported);
    expect(created.json().data.dispute).toMatchObject({
      jobReference: job.reference,
      reason: 'POOR_WORK',
      status: 'OPEN',
      answer: null,
      decision: null,
      canAddPhotos: true,
      canAnswer: false,
      answerDueAt: after(COMPLETED, 49 * HOUR).toISOString(),
    });
    expect(await rows(sql`SELECT count(*)::int AS n FROM disputes`)).toEqual([{ n: 1 }]);
    expect(await rows(sql`SELECT disputed_at FROM jobs WHERE reference = ${job.reference}`)).toEqual([
      { disputed_at: expect.anything() },
    ]);

    const toUser = (await emailsTo(user)).find((email) => email.subject.includes('your report'));
    expect(toUser!.subject).toBe(`We have your report about job ${job.reference}`);
    const toAgent = (await emailsTo(agent)).find((email) => email.subject.includes('problem was reported'))!;
    expect(toAgent.text_body).toContain(REPORT.description);
    expect(toAgent.text_body).toContain(`/manage-services-request/job/${job.reference}`);
    expect((await disputeOf(job.reference, agent.token)).json().data.dispute.canAnswer).toBe(true);

    // Past the window the earnings of an undisputed job are released; this one's stay pending.
    ctx.clock.now = after(COMPLETED, 60 * HOUR);
    await ctx.app.sweepJobs();
    expect((await money(agent.token)).balances).toMatchObject({ pendingKobo: NET, availableKobo: 0 });
  });

  it('refuses a job not completed and a report after 48 hours', async () => {
    const { user, job } = await completedJob();
    ctx.clock.now = after(COMPLETED, 48 * HOUR + 1000);
    const late = await report(job.reference, user.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(DISPUTE_MESSAGES.windowClosed);
    expect((await disputeOf(job.reference, user.token)).json().data.canReport).toBe(false);

    // Booked but not done yet: nothing to report.
    ctx.clock.now = lagosInstant('2026-12-14', '06:00');
    const upcoming = await book(user.token, (await aboki((await account('AGENT')).token)).id, {
      startsAt: lagosInstant('2026-12-16', '09:00'),
      paymentMethod: 'CASH',
    });
    const early = await report(upcoming.reference, user.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(DISPUTE_MESSAGES.notCompleted);
    expect(await rows(sql`SELECT count(*)::int AS n FROM disputes`)).toEqual([{ n: 0 }]);
  });

  it('takes up to 3 photos in a burst of 5, through the photo pipeline, shown only to the two sides', async () => {
    const { agent, user, job } = await reported();
    const stranger = await account('USER');
    const photos = await Promise.all(['#a33', '#3a3', '#33a', '#aa3', '#3aa'].map(png));
    const answers = await Promise.all(photos.map((bytes) => upload(job.reference, user.token, bytes)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
      DISPUTE_MESSAGES.tooManyPhotos,
    );
    const { dispute } = (await disputeOf(job.reference, user.token)).json().data as { dispute: DisputeView };
    expect(dispute.photoKeys).toHaveLength(3);
    expect(dispute.canAddPhotos).toBe(false);

    const url = `/api/v1/jobs/${job.reference}/dispute/photos/${dispute.photoKeys[0]}.webp`;
    for (const [token, status] of [
      [user.token, 200],
      [agent.token, 200],
      [stranger.token, 404],
    ] as const) {
      const answer = await call('GET', url, undefined, token);
      expect(answer.statusCode).toBe(status);
      if (status === 200) expect(answer.headers['content-type']).toBe('image/webp');
    }
    // The agent cannot add to the User's report.
    expect((await upload(job.reference, agent.token, photos[0]!)).statusCode).toBe(403);
  });
});

describe('the agent’s answer', () => {
  it('is taken once, from the agent only, within 48 hours', async () => {
    const { agent, user, job } = await reported();
    const words = { answer: 'The plates were already cracked when Halima arrived; she told the User.' };
    const byUser = await call('POST', `/api/v1/jobs/${job.reference}/dispute/answer`, words, user.token);
    expect(byUser.statusCode).toBe(403);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        call('POST', `/api/v1/jobs/${job.reference}/dispute/answer`, words, agent.token),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
      DISPUTE_MESSAGES.alreadyAnswered,
    );
    const seen = (await disputeOf(job.reference, user.token)).json().data.dispute as DisputeView;
    expect(seen).toMatchObject({ answer: words.answer, canAnswer: false });
  });

  it('is refused after its 48 hours', async () => {
    const { agent, job } = await reported();
    ctx.clock.now = after(COMPLETED, 51 * HOUR);
    const late = await call(
      'POST',
      `/api/v1/jobs/${job.reference}/dispute/answer`,
      { answer: 'Sorry for the delay, this is what happened that day.' },
      agent.token,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(DISPUTE_MESSAGES.answerClosed);
  });
});

describe('an operator’s decision', () => {
  it('answers 404 to everyone but unlocked staff', async () => {
    const { user, agent, dispute } = await reported();
    for (const token of [undefined, user.token, agent.token]) {
      for (const [method, url, body] of [
        ['GET', '/api/v1/ops/disputes'],
        ['GET', `/api/v1/ops/disputes/${dispute.id}`],
        [
          'POST',
          `/api/v1/ops/disputes/${dispute.id}/decision`,
          { outcome: 'NO_REFUND', reason: 'Nothing to refund here.' },
        ],
        ['POST', `/api/v1/ops/disputes/${dispute.id}/approval`, {}],
      ] as const) {
        expect((await call(method, url, body, token)).statusCode).toBe(404);
      }
    }
  });

  it('refunds part of a card job through Paystack, out of the held earnings, and tells both sides', async () => {
    const { agent, user, job, dispute } = await reported();
    const staff = await operator();
    const queue = await call('GET', '/api/v1/ops/disputes', undefined, staff.token);
    expect(queue.json().data.disputes).toEqual([
      expect.objectContaining({ id: dispute.id, jobReference: job.reference, answered: false }),
    ]);
    const tooMuch = await decide(dispute.id, staff.token, {
      outcome: 'PARTIAL_REFUND',
      refundKobo: PRICE + 1,
      reason: 'The kitchen was not cleaned properly.',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields).toEqual({
      refundKobo: OPS_DISPUTE_MESSAGES.refundTooLarge({ paid: formatNaira(PRICE) }),
    });

    const refundKobo = 600_000;
    const decided = await decide(dispute.id, staff.token, {
      outcome: 'PARTIAL_REFUND',
      refundKobo,
      reason: 'The kitchen was not cleaned properly; a third is refunded.',
      consequence: 'STRIKE',
    });
    expect(decided.statusCode).toBe(200);
    const view = decided.json().data.dispute as OpsDispute;
    expect(view).toMatchObject({
      status: 'DECIDED',
      decision: { outcome: 'PARTIAL_REFUND', refundKobo, refundRoute: 'PAYSTACK', consequence: 'STRIKE' },
      aboki: { strikes: 1 },
    });
    expect(view.history.map((entry) => entry.action)).toEqual(['DISPUTE_DECIDED']);
    expect(
      (await decide(dispute.id, staff.token, { outcome: 'NO_REFUND', reason: 'Changed my mind.' }))
        .statusCode,
    ).toBe(409);

    expect(await rows(sql`SELECT reason, amount_kobo FROM refunds`)).toEqual([
      { reason: 'DISPUTE', amount_kobo: refundKobo },
    ]);
    await ctx.app.sweepJobs();
    await waitFor(() => world.simulator().refunds.length > 0);
    expect(world.simulator().refunds).toEqual([expect.objectContaining({ amount: refundKobo })]);

    // The refund left the held earnings in the completion's shares; the rest is the agent's now.
    const commissionBack = Math.round((refundKobo * COMMISSION) / PRICE);
    const balances = (await money(agent.token)).balances;
    expect(balances).toMatchObject({ pendingKobo: 0, availableKobo: NET - (refundKobo - commissionBack) });
    await expectLedgerBalanced();

    const userSeen = (await disputeOf(job.reference, user.token)).json().data.dispute as DisputeView;
    expect(userSeen.decision).toMatchObject({
      outcome: 'PARTIAL_REFUND',
      refundKobo,
      refundRoute: 'PAYSTACK',
    });
    const toUser = (await emailsTo(user)).find((email) => email.subject.startsWith('Our decision'))!;
    expect(toUser.text_body).toContain('₦6,000');
    expect(toUser.text_body).toContain('a third is refunded');
    const toAgent = (await emailsTo(agent)).find((email) => email.subject.startsWith('Our decision'))!;
    expect(toAgent.text_body).toContain('strike');
  });

  it('records a cash refund without Paystack', async () => {
    const { dispute } = await reported({ cash: true });
    const staff = await operator();
    const decided = await decide(dispute.id, staff.token, {
      outcome: 'FULL_REFUND',
      reason: 'The Aboki did not do the job that was paid for.',
    });
    expect(decided.json().data.dispute.decision).toMatchObject({ refundKobo: PRICE, refundRoute: 'CASH' });
    expect(await rows(sql`SELECT * FROM refunds`)).toEqual([]);
  });

  it('sends a refund above ₦50,000 only when a second, different operator approves it', async () => {
    const price = 8_000_000;
    const { user, job, dispute } = await reported({ price });
    const first = await operator();
    const second = await operator();
    const third = await operator();

    const proposed = await decide(dispute.id, first.token, {
      outcome: 'FULL_REFUND',
      reason: 'The Aboki never came; the whole payment goes back.',
    });
    expect(proposed.json().data.dispute).toMatchObject({
      status: 'AWAITING_APPROVAL',
      decision: null,
      proposal: { outcome: 'FULL_REFUND', refundKobo: price, proposedBy: first.email },
    });
    expect(await rows(sql`SELECT * FROM refunds`)).toEqual([]);
    const userSeen = (await disputeOf(job.reference, user.token)).json().data.dispute as DisputeView;
    expect(userSeen).toMatchObject({ status: 'AWAITING_APPROVAL', decision: null });

    const self = await approve(dispute.id, first.token);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(OPS_DISPUTE_MESSAGES.sameOperator);
    // The database itself refuses a large refund decided without a second operator.
    await expect(
      ctx.database.db.execute(sql`
        UPDATE disputes SET status = 'DECIDED', outcome = 'FULL_REFUND', refund_kobo = ${price},
          decision_reason = 'x', consequence = 'NONE', decided_by = ${first.id}, decided_at = now(),
          proposed_outcome = NULL, proposed_refund_kobo = NULL, proposed_reason = NULL,
          proposed_consequence = NULL, proposed_by = NULL, proposed_at = NULL
        WHERE id = ${dispute.id}`),
    ).rejects.toThrow();

    // Two operators approve at once: one refund, one decision.
    const both = await Promise.all([approve(dispute.id, second.token), approve(dispute.id, third.token)]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await rows(sql`SELECT amount_kobo FROM refunds`)).toEqual([{ amount_kobo: price }]);
    const [row] = await rows(sql`SELECT decided_by, approved_by, status FROM disputes`);
    expect(row).toMatchObject({ decided_by: first.id, status: 'DECIDED' });
    expect([second.id, third.id]).toContain(row!.approved_by);
    const actions = await rows(sql`SELECT action FROM audit_log WHERE target_id = ${dispute.id} ORDER BY id`);
    expect(actions).toEqual([{ action: 'DISPUTE_REFUND_PROPOSED' }, { action: 'DISPUTE_REFUND_APPROVED' }]);
    await expectLedgerBalanced();
  });

  it('lets a second operator send a proposal back, open for a decision again', async () => {
    const { dispute } = await reported({ price: 8_000_000 });
    const first = await operator();
    const second = await operator();
    await decide(dispute.id, first.token, { outcome: 'FULL_REFUND', reason: 'The Aboki never came at all.' });
    const back = await call(
      'POST',
      `/api/v1/ops/disputes/${dispute.id}/send-back`,
      { reason: 'Only part of the job was missed; refund part.' },
      second.token,
    );
    expect(back.json().data.dispute).toMatchObject({ status: 'OPEN', proposal: null });
    const partial = await decide(dispute.id, second.token, {
      outcome: 'PARTIAL_REFUND',
      refundKobo: 2_000_000,
      reason: 'Half the rooms were cleaned; a quarter is refunded.',
    });
    expect(partial.json().data.dispute).toMatchObject({
      status: 'DECIDED',
      decision: { refundKobo: 2_000_000 },
    });
  });
});

describe('a safety report', () => {
  it('pauses the Aboki at once, goes to the top of the queue and alerts every operator', async () => {
    const older = await reported();
    // Staff sessions last 12 hours: the operators sign in at the time of the report.
    const staff = [await operator(), await operator('ADMIN')];
    const { halima, job, dispute } = await reported({
      body: {
        reason: 'SAFETY',
        description: 'The Aboki shouted at my mother and would not leave the house.',
      },
    });
    expect(await rows(sql`SELECT status FROM abokis WHERE id = ${halima.id}`)).toEqual([
      { status: 'SUSPENDED' },
    ]);
    expect(await rows(sql`SELECT status FROM abokis WHERE id = ${older.halima.id}`)).toEqual([
      { status: 'ACTIVE' },
    ]);
    for (const person of staff) {
      const alerts = await rows(
        sql`SELECT subject FROM outbox_emails WHERE to_address = ${person.email} AND subject LIKE 'Safety report%'`,
      );
      expect(alerts).toEqual([
        {
          subject: expect.stringMatching(new RegExp(`^Safety report on job ${job.reference}: .+ is paused$`)),
        },
      ]);
    }
    const queue = (await call('GET', '/api/v1/ops/disputes', undefined, staff[0]!.token)).json().data
      .disputes;
    expect(queue.map((item: { id: string }) => item.id)).toEqual([dispute.id, older.dispute.id]);
    const dashboard = (await call('GET', '/api/v1/ops/dashboard', undefined, staff[0]!.token)).json().data
      .dashboard;
    expect(dashboard).toMatchObject({ disputesOpen: 2, disputesSafety: 1, refundsAwaitingApproval: 0 });
    expect(
      await rows(
        sql`SELECT actor, action FROM audit_log WHERE target_id = ${halima.id} AND actor = 'system'`,
      ),
    ).toEqual([{ actor: 'system', action: 'ABOKI_SUSPENDED' }]);
  });
});
