import { sql } from 'drizzle-orm';
import { CASH_CONFIRM_DAYS } from 'shared/job-rules';
import { lagosInstant, toLagosIso } from 'shared/lagos-time';
import {
  after,
  BOOKING_NOW,
  BOOKING_START,
  BOOKING_TABLES,
  createKit,
  HOUR,
} from '../../test/booking-kit.js';
import { useTestApp } from '../../test/use-test-app.js';

// Issue 22, item 11: the cash an agent records is checked. Through the API on the real database, as
// the agent's form and the User's page call it: the refusal without a reason, what is stored, what
// the User is asked and what their answer does (support's e-mail on a mismatch), what receipts and
// e-mails say, who may answer, and a burst of answers of which exactly one counts.

const ctx = useTestApp({ now: BOOKING_NOW, truncate: BOOKING_TABLES });
const { call, rows, account, aboki, book } = createKit(ctx);

/** Halima's home cleaning: ₦18,000. */
const PRICE_KOBO = 1_800_000;
const DONE_AT = after(BOOKING_START, 3 * HOUR);

/** A cash job booked, accepted and started through the API; the clock is left at DONE_AT. */
async function jobInProgress(startsAt = BOOKING_START) {
  const agent = await account('AGENT');
  const user = await account('USER');
  const halima = await aboki(agent.token);
  ctx.clock.now = BOOKING_NOW;
  const job = await book(user.token, halima.id, { startsAt });
  await call('POST', `/api/v1/jobs/${job.reference}/accept`, {}, agent.token);
  ctx.clock.now = startsAt;
  const started = await call(
    'POST',
    `/api/v1/jobs/${job.reference}/start`,
    { code: job.startCode },
    agent.token,
  );
  if (started.statusCode !== 200) throw new Error(`start: ${started.body}`);
  ctx.clock.now = after(startsAt, 3 * HOUR);
  return { agent, user, halima, job };
}

const complete = (token: string, reference: string, body: object = {}) =>
  call('POST', `/api/v1/jobs/${reference}/complete`, body, token);
const confirm = (token: string, reference: string, body: object) =>
  call('POST', `/api/v1/jobs/${reference}/cash-confirmation`, body, token);

/** A completed cash job: the agent recorded `cash` (with `reason` when it is not the price). */
async function completedJob(cash?: { cashReceivedKobo: number; cashDifferenceReason?: string }) {
  const people = await jobInProgress();
  const done = await complete(people.agent.token, people.job.reference, cash ?? {});
  if (done.statusCode !== 200) throw new Error(`complete: ${done.body}`);
  return people;
}

const stored = async (reference: string) =>
  (
    await rows<{
      status: string;
      cash_received_kobo: number | null;
      cash_owed_kobo: number | null;
      cash_difference_reason: string | null;
      cash_confirmed_kobo: number | null;
      cash_confirmed_at: unknown;
      cash_flagged_at: unknown;
    }>(sql`
      SELECT status, cash_received_kobo, cash_owed_kobo, cash_difference_reason, cash_confirmed_kobo,
             cash_confirmed_at, cash_flagged_at
      FROM jobs WHERE reference = ${reference}`)
  )[0]!;
const emailsTo = (address: string) =>
  rows<{ subject: string; text_body: string; reply_to: string | null }>(
    sql`SELECT subject, text_body, reply_to FROM outbox_emails WHERE to_address = ${address} ORDER BY created_at, id`,
  );
const receiptOf = async (token: string, reference: string) => {
  const response = await call('GET', `/api/v1/jobs/${reference}/receipt`, undefined, token);
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('the agent records the cash', () => {
  it('an amount other than what is owed is refused at the cash field without a reason, and nothing moves', async () => {
    const { agent, user, job } = await jobInProgress();
    const emailsBefore = (await emailsTo(user.email)).length;

    // ₦180,000 for a ₦18,000 job: an extra zero.
    const typo = await complete(agent.token, job.reference, { cashReceivedKobo: 18_000_000 });

    expect(typo.statusCode).toBe(422);
    const message =
      'You entered ₦180,000, but the customer owes ₦18,000. Correct the amount, or say why it is different.';
    expect(typo.json()).toMatchObject({
      success: false,
      error: 'CASH_DIFFERENCE_UNCONFIRMED',
      message,
      fields: { cashReceivedKobo: message },
      requestId: expect.any(String),
    });
    expect(await stored(job.reference)).toMatchObject({ status: 'IN_PROGRESS', cash_received_kobo: null });
    expect(await emailsTo(user.email)).toHaveLength(emailsBefore);

    // The reason is one trimmed line of 3 to 300 characters.
    for (const cashDifferenceReason of ['  ok ', 'x'.repeat(301), 'two\nlines']) {
      const bad = await complete(agent.token, job.reference, {
        cashReceivedKobo: 18_000_000,
        cashDifferenceReason,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.cashDifferenceReason).toEqual(expect.any(String));
    }
    expect((await stored(job.reference)).status).toBe('IN_PROGRESS');
  });

  it('with a reason the difference is stored beside what was owed, and the User’s e-mail shows both and asks', async () => {
    const { agent, user, job } = await jobInProgress();

    const done = await complete(agent.token, job.reference, {
      cashReceivedKobo: 2_000_000,
      cashDifferenceReason: '  The customer added two rooms on the day  ',
    });

    expect(done.statusCode).toBe(200);
    expect(done.json().data.job).toMatchObject({
      status: 'COMPLETED',
      cashReceivedKobo: 2_000_000,
      payment: {
        method: 'CASH',
        status: 'PAID',
        amountKobo: PRICE_KOBO,
        cash: {
          owedKobo: PRICE_KOBO,
          recordedKobo: 2_000_000,
          differenceReason: 'The customer added two rooms on the day',
          confirmedKobo: null,
          confirmedAt: null,
          confirmBy: toLagosIso(after(DONE_AT, CASH_CONFIRM_DAYS * 24 * HOUR)),
          flaggedAt: null,
        },
      },
    });
    expect(await stored(job.reference)).toMatchObject({
      cash_owed_kobo: PRICE_KOBO,
      cash_received_kobo: 2_000_000,
      cash_difference_reason: 'The customer added two rooms on the day',
      cash_confirmed_kobo: null,
      cash_flagged_at: null,
    });

    const email = (await emailsTo(user.email)).at(-1)!;
    expect(email.subject).toMatch(/^Done: /);
    expect(email.text_body).toContain(
      'You owed ₦18,000. Your Aboki recorded ₦20,000 in cash, giving this reason for the difference: The customer added two rooms on the day.',
    );
    expect(email.text_body).toContain('Did you pay ₦20,000? Please tell us on the job page');
    expect(email.text_body).toContain(`Confirm what you paid and rate your Aboki: `);
    expect(email.text_body).toContain(`/manage-services-request/job/${job.reference}`);
    // The receipt under it: the figures apart, never one "total" typed by one side.
    expect(email.text_body).toContain('Owed: ₦18,000\nCash recorded by your Aboki: ₦20,000');
    expect(email.text_body).toContain('Reason for the difference: The customer added two rooms on the day');
    expect(email.text_body).not.toContain('Total paid');
    expect(email.text_body).not.toContain('You confirmed');
  });

  it('the amount owed (or none at all) needs no reason, and a reason sent with it is not kept', async () => {
    const first = await jobInProgress();
    const exact = await complete(first.agent.token, first.job.reference, {
      cashReceivedKobo: PRICE_KOBO,
      cashDifferenceReason: 'Left over from an earlier try',
    });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().data.job.payment.cash).toMatchObject({
      owedKobo: PRICE_KOBO,
      recordedKobo: PRICE_KOBO,
      differenceReason: null,
    });
    expect(await stored(first.job.reference)).toMatchObject({
      cash_owed_kobo: PRICE_KOBO,
      cash_difference_reason: null,
    });

    const second = await jobInProgress(lagosInstant('2026-12-16', '09:00'));
    const none = await complete(second.agent.token, second.job.reference);
    expect(none.statusCode).toBe(200);
    expect(none.json().data.job.payment.cash).toMatchObject({
      owedKobo: PRICE_KOBO,
      recordedKobo: PRICE_KOBO,
    });
  });
});

describe('the User says what they paid', () => {
  it('“Yes”: the answer is kept, nothing goes to support, the receipt shows owed, recorded and confirmed; once only', async () => {
    const { user, job } = await completedJob();
    ctx.clock.now = after(DONE_AT, HOUR);

    const yes = await confirm(user.token, job.reference, { paidKobo: PRICE_KOBO });

    expect(yes.statusCode).toBe(200);
    expect(yes.json().message).toBe('Thank you. You confirmed what you paid.');
    expect(yes.json().data.job.payment.cash).toEqual({
      owedKobo: PRICE_KOBO,
      recordedKobo: PRICE_KOBO,
      differenceReason: null,
      confirmedKobo: PRICE_KOBO,
      confirmedAt: toLagosIso(after(DONE_AT, HOUR)),
      confirmBy: null,
      flaggedAt: null,
    });
    // The start code stays the User's: the answer is the User's own view.
    expect(yes.json().data.job.startCode).toBe(job.startCode);
    expect(await stored(job.reference)).toMatchObject({
      cash_confirmed_kobo: PRICE_KOBO,
      cash_flagged_at: null,
    });
    expect(await emailsTo(ctx.config.supportEmail)).toEqual([]);

    const receipt = await receiptOf(user.token, job.reference);
    expect(receipt).toContain('<th scope="row">Owed</th><td>₦18,000</td>');
    expect(receipt).toContain('<th scope="row">Cash recorded by your Aboki</th><td>₦18,000</td>');
    expect(receipt).toContain('<th scope="row">You confirmed</th><td>₦18,000</td>');
    expect(receipt).not.toContain('Total paid');
    expect(receipt).not.toContain('Aboki support');

    const again = await confirm(user.token, job.reference, { paidKobo: 1_000_000 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'CASH_ALREADY_CONFIRMED',
      message: 'You have already told us what you paid for this job.',
    });
    expect(await stored(job.reference)).toMatchObject({ cash_confirmed_kobo: PRICE_KOBO });
  });

  it('a different amount flags the job for support: e-mails to support and the agent, and every view says so', async () => {
    // The agent typed an extra zero and talked it through with a reason; the User disputes it.
    const { agent, user, job } = await completedJob({
      cashReceivedKobo: 18_000_000,
      cashDifferenceReason: 'Paid for the next ten visits',
    });

    const no = await confirm(user.token, job.reference, { paidKobo: PRICE_KOBO });

    expect(no.statusCode).toBe(200);
    expect(no.json().message).toBe('Thank you. Aboki support will contact you about the difference.');
    expect(no.json().data.job.payment.cash).toMatchObject({
      owedKobo: PRICE_KOBO,
      recordedKobo: 18_000_000,
      differenceReason: 'Paid for the next ten visits',
      confirmedKobo: PRICE_KOBO,
      flaggedAt: toLagosIso(DONE_AT),
    });
    expect(await stored(job.reference)).toMatchObject({
      cash_confirmed_kobo: PRICE_KOBO,
      cash_flagged_at: expect.anything(),
    });

    const [support, ...more] = await emailsTo(ctx.config.supportEmail);
    expect(more).toEqual([]);
    expect(support!.subject).toBe(`Cash to check: ${job.reference}`);
    expect(support!.reply_to).toBe(user.email);
    for (const line of [
      'Owed:     ₦18,000',
      'Recorded by the Aboki: ₦180,000 (reason: Paid for the next ten visits)',
      'The customer says they paid: ₦18,000',
      `Customer: Tolu Adeyemi, ${user.email}, +2348031234567`,
      `Agent:    Amaka Eze, ${agent.email}, +2348031234567`,
    ]) {
      expect(support!.text_body).toContain(line);
    }
    const toAgent = (await emailsTo(agent.email)).at(-1)!;
    expect(toAgent.subject).toBe(`Cash questioned: ${job.reference}`);
    expect(toAgent.text_body).toContain('says they paid ₦18,000 in cash; you recorded ₦180,000.');
    expect(toAgent.text_body).toContain('Aboki support will contact you');

    // The agent's view carries the same check; both receipts show the figures apart.
    const agentView = await call('GET', `/api/v1/jobs/${job.reference}`, undefined, agent.token);
    expect(agentView.json().data.job.payment.cash).toMatchObject({
      confirmedKobo: PRICE_KOBO,
      flaggedAt: toLagosIso(DONE_AT),
    });
    for (const token of [user.token, agent.token]) {
      const receipt = await receiptOf(token, job.reference);
      expect(receipt).toContain('<th scope="row">Owed</th><td>₦18,000</td>');
      expect(receipt).toContain('<th scope="row">Cash recorded by your Aboki</th><td>₦180,000</td>');
      expect(receipt).toContain(
        '<th scope="row">Reason for the difference</th><td>Paid for the next ten visits</td>',
      );
      expect(receipt).toContain('<th scope="row">You confirmed</th><td>₦18,000</td>');
      expect(receipt).toContain(
        '<th scope="row">Aboki support</th><td>Looking into the difference; they will contact you</td>',
      );
      expect(receipt).not.toContain('Total paid');
    }
  });

  it('only the job’s User may answer (its agent 403, anyone else 404), only for a completed cash job within 14 days', async () => {
    const { agent, user, job } = await completedJob();
    const otherUser = await account('USER');
    const otherAgent = await account('AGENT');

    const byAgent = await confirm(agent.token, job.reference, { paidKobo: PRICE_KOBO });
    expect(byAgent.statusCode).toBe(403);
    expect(byAgent.json().message).toBe('Only the customer who booked this job can confirm what they paid.');
    for (const stranger of [otherUser, otherAgent]) {
      const response = await confirm(stranger.token, job.reference, { paidKobo: PRICE_KOBO });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('NOT_FOUND');
    }
    expect((await confirm(user.token, 'ABK-222222', { paidKobo: PRICE_KOBO })).statusCode).toBe(404);
    expect((await confirm(user.token, 'not-a-job', { paidKobo: PRICE_KOBO })).statusCode).toBe(404);
    const anonymous = await call('POST', `/api/v1/jobs/${job.reference}/cash-confirmation`, { paidKobo: 1 });
    expect(anonymous.statusCode).toBe(401);
    for (const body of [
      {},
      { paidKobo: -1 },
      { paidKobo: 1.5 },
      { paidKobo: '18000' },
      { paidKobo: 1, note: 'x' },
    ]) {
      const response = await confirm(user.token, job.reference, body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
    }

    // Past the days the User may answer: no longer asked, and refused.
    ctx.clock.now = after(DONE_AT, CASH_CONFIRM_DAYS * 24 * HOUR);
    const late = await confirm(user.token, job.reference, { paidKobo: PRICE_KOBO });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({
      error: 'CASH_NOT_CONFIRMABLE',
      message: 'You can confirm what you paid only for a job paid in cash and done, within 14 days.',
    });
    expect(await stored(job.reference)).toMatchObject({ cash_confirmed_kobo: null });
  });

  it('a job not done yet, or paid by card, has nothing to confirm', async () => {
    const running = await jobInProgress();
    const early = await confirm(running.user.token, running.job.reference, { paidKobo: PRICE_KOBO });
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toBe('CASH_NOT_CONFIRMABLE');

    // A card job (as Paystack would have paid it) completes with no cash to check.
    await rows(sql`UPDATE jobs SET payment_method = 'CARD' WHERE reference = ${running.job.reference}`);
    const done = await complete(running.agent.token, running.job.reference);
    expect(done.json().data.job.payment.cash).toBeNull();
    const card = await confirm(running.user.token, running.job.reference, { paidKobo: PRICE_KOBO });
    expect(card.statusCode).toBe(422);
    expect(await stored(running.job.reference)).toMatchObject({
      cash_owed_kobo: null,
      cash_confirmed_kobo: null,
    });
  });

  it('12 answers at once, some of them different: exactly one counts, the rest 409, support hears at most once', async () => {
    const { user, job } = await completedJob();
    const figures = Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? PRICE_KOBO : 1_500_000));

    const answers = await Promise.all(
      figures.map((paidKobo) => confirm(user.token, job.reference, { paidKobo })),
    );

    const winners = answers.flatMap((answer, index) => (answer.statusCode === 200 ? [figures[index]!] : []));
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(11);
    const row = await stored(job.reference);
    expect(row.cash_confirmed_kobo).toBe(winners[0]);
    const flagged = winners[0] !== PRICE_KOBO;
    expect(row.cash_flagged_at !== null).toBe(flagged);
    expect(await emailsTo(ctx.config.supportEmail)).toHaveLength(flagged ? 1 : 0);
  });
});
