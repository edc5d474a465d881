import { sql } from 'drizzle-orm';
import { CONTACT_WINDOW_HOURS_AFTER } from 'shared/job-rules';
import { after, BOOKING_NOW, BOOKING_TABLES, createKit, HOUR, MINUTE } from '../../test/booking-kit.js';
import { useTestApp } from '../../test/use-test-app.js';

// Tap to call (issue 27) through the API: the job page's view carries the other side's number from
// acceptance until CONTACT_WINDOW_HOURS_AFTER after the job ended; the User only ever gets an
// agent's verified number; the agent gets the recipient's when the booking is for someone else;
// lists never carry it, and strangers still get 404.

const ctx = useTestApp({ now: BOOKING_NOW, truncate: BOOKING_TABLES });
const { call, rows, account, aboki, book, act } = createKit(ctx);

const AGENT_PHONE = '+2348051112222';
const USER_PHONE = '+2348031234567';

const viewOf = async (reference: string, token: string) => {
  const response = await call('GET', `/api/v1/jobs/${reference}`, undefined, token);
  expect(response.statusCode).toBe(200);
  return response.json().data.job as { contactPhone: unknown };
};

/** An agent whose profile number is set, and proven by a code when `verified`. */
async function agentWithPhone(verified: boolean) {
  const agent = await account('AGENT');
  await rows(sql`UPDATE profiles SET phone_number = ${AGENT_PHONE} WHERE user_id = ${agent.id}`);
  if (verified) await rows(sql`UPDATE profiles SET phone_verified_at = now() WHERE user_id = ${agent.id}`);
  return agent;
}

it('shows each side the other’s number from acceptance until a day after the job ended, not a minute more', async () => {
  const agent = await agentWithPhone(true);
  const user = await account('USER');
  const halima = await aboki(agent.token);
  const job = await book(user.token, halima.id);

  // Requested, not yet accepted: neither number, anywhere in the agent's view either.
  expect((await viewOf(job.reference, user.token)).contactPhone).toBeNull();
  const requested = await viewOf(job.reference, agent.token);
  expect(requested.contactPhone).toBeNull();
  expect(requested.customer).toEqual({ name: 'Tolu Adeyemi', phoneNumber: null });

  const accepted = await act(agent.token, job.reference, 'accept');
  expect(accepted.statusCode).toBe(200);
  // The action's answer carries the agent's side already.
  expect(accepted.json().data.job.contactPhone).toEqual({
    whose: 'USER',
    name: 'Tolu Adeyemi',
    phoneNumber: USER_PHONE,
    until: null,
  });
  expect((await viewOf(job.reference, user.token)).contactPhone).toEqual({
    whose: 'AGENT',
    name: 'Amaka Eze',
    phoneNumber: AGENT_PHONE,
    until: null,
  });

  // The User cancels; the numbers stay for CONTACT_WINDOW_HOURS_AFTER to sort things out.
  ctx.clock.now = after(BOOKING_NOW, HOUR);
  expect((await act(user.token, job.reference, 'cancel', { reason: 'Plans changed' })).statusCode).toBe(200);
  const closesAt = after(ctx.clock.now, CONTACT_WINDOW_HOURS_AFTER * HOUR);
  ctx.clock.now = after(closesAt, -MINUTE);
  expect((await viewOf(job.reference, user.token)).contactPhone).toMatchObject({
    phoneNumber: AGENT_PHONE,
    until: '2026-12-15T07:00:00+01:00',
  });
  const inside = await viewOf(job.reference, agent.token);
  expect(inside.contactPhone).toMatchObject({ phoneNumber: USER_PHONE });
  expect(inside.customer.phoneNumber).toBe(USER_PHONE);
  ctx.clock.now = after(closesAt, MINUTE);
  expect((await viewOf(job.reference, user.token)).contactPhone).toBeNull();
  const closed = await viewOf(job.reference, agent.token);
  expect(closed.contactPhone).toBeNull();
  expect(JSON.stringify(closed)).not.toContain(USER_PHONE);

  // Never in a list.
  const list = await call('GET', '/api/v1/jobs?tab=cancelled', undefined, user.token);
  expect(list.statusCode).toBe(200);
  expect(JSON.stringify(list.json())).not.toContain(AGENT_PHONE);
});

it('never gives the User an unproven agent number, and gives the agent the recipient’s', async () => {
  const agent = await agentWithPhone(false);
  const user = await account('USER');
  const halima = await aboki(agent.token);
  const job = await book(user.token, halima.id, {
    recipient: { name: 'Mama Ngozi', phoneNumber: '0803 999 1234' },
  });
  await act(agent.token, job.reference, 'accept');

  expect((await viewOf(job.reference, user.token)).contactPhone).toBeNull();
  expect((await viewOf(job.reference, agent.token)).contactPhone).toEqual({
    whose: 'RECIPIENT',
    name: 'Mama Ngozi',
    phoneNumber: '+2348039991234',
    until: null,
  });

  // Proven by a code: now the User sees it.
  await rows(sql`UPDATE profiles SET phone_verified_at = now() WHERE user_id = ${agent.id}`);
  expect((await viewOf(job.reference, user.token)).contactPhone).toMatchObject({ phoneNumber: AGENT_PHONE });

  // Anyone else: 404, as before, and no number anywhere in the answer.
  const stranger = await account('USER');
  const otherAgent = await account('AGENT');
  for (const who of [stranger, otherAgent]) {
    const response = await call('GET', `/api/v1/jobs/${job.reference}`, undefined, who.token);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('+234');
  }
});
