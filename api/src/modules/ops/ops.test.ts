import { sql } from 'drizzle-orm';
import { MESSAGES } from 'shared/messages';
import { IDENTITY_CONSENT, OPS_MESSAGES, type AbokiOwnerView } from 'shared/schemas';
import { STRONG_PASSWORD } from '../../test/accounts.js';
import { createKit } from '../../test/booking-kit.js';
import { useIdentityStandIn } from '../../test/identity-world.js';
import { createStaffKit } from '../../test/staff-kit.js';
import { useTestApp } from '../../test/use-test-app.js';
import { NIN_OUTAGE } from '../identity/identity-module.js';
import { STAFF_SESSION_HOURS } from './ops-module.js';

// Issue 25: staff granted by the command line, an authenticator app before any ops route answers,
// the review every Aboki passes before it can be found, and the audit log of every staff action.

const START = new Date();
const identity = useIdentityStandIn();
const ctx = useTestApp({
  now: START,
  env: () => identity.env(),
  truncate: ['users', 'abokis', 'jobs', 'outbox_emails', 'rate_limits', 'audit_log'],
});
const { call, rows, account, aboki, book } = createKit(ctx);
const { cli, codeAt, tick, operator } = createStaffKit(ctx, { account, call });

/** An agent's Aboki sent for review (not approved), with the stand-in knowing the person it names. */
async function waitingAboki(
  details: { firstName?: string; dateOfBirth?: string; idNumber?: string } = {},
): Promise<{ agent: Awaited<ReturnType<typeof account>>; aboki: AbokiOwnerView }> {
  const agent = await account('AGENT');
  const created = await aboki(agent.token, { publish: false });
  const changed = await call(
    'PATCH',
    `/api/v1/abokis/${created.id}`,
    {
      dateOfBirth: details.dateOfBirth ?? '1995-03-14',
      ...(details.firstName ? { firstName: details.firstName } : {}),
      idType: 'NIN',
      idNumber: details.idNumber ?? '12345678901',
      identityConsent: IDENTITY_CONSENT.version,
    },
    agent.token,
  );
  expect(changed.statusCode).toBe(200);
  const sent = await call('POST', `/api/v1/abokis/${created.id}/publish`, undefined, agent.token);
  expect(sent.statusCode).toBe(200);
  return { agent, aboki: sent.json().data.aboki as AbokiOwnerView };
}

const OPS_ROUTES: [string, string, object?][] = [
  ['GET', '/api/v1/ops/me'],
  ['POST', '/api/v1/ops/totp/enrol'],
  ['POST', '/api/v1/ops/totp/verify', { code: '123456' }],
  ['GET', '/api/v1/ops/dashboard'],
  ['GET', '/api/v1/ops/reviews'],
  ['GET', '/api/v1/ops/abokis/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/v1/ops/abokis/00000000-0000-4000-8000-000000000000/guarantor', { outcome: 'CONFIRMED' }],
  ['POST', '/api/v1/ops/abokis/00000000-0000-4000-8000-000000000000/approve', {}],
  ['POST', '/api/v1/ops/abokis/00000000-0000-4000-8000-000000000000/reject', { reason: 'Not good enough' }],
  ['GET', '/api/v1/ops/audit'],
  ['GET', '/api/v1/ops/people?q=ada@example.com'],
  ['GET', '/api/v1/ops/people/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/v1/ops/people/00000000-0000-4000-8000-000000000000/suspend', { reason: 'No reason at all' }],
  ['GET', '/api/v1/ops/jobs/ABK-7KQ2M9'],
];

describe('who reaches the ops API', () => {
  it('answers 404 to every ops route for signed-out callers, Users, agents and bad tokens', async () => {
    const user = await account('USER');
    const agent = await account('AGENT');
    for (const token of [undefined, user.token, agent.token, 'not-a-token']) {
      for (const [method, url, body] of OPS_ROUTES) {
        const answer = await call(method as 'GET', url, body, token);
        expect({ url, status: answer.statusCode }).toEqual({ url, status: 404 });
        // Nothing says a console is there: no challenge, the same answer as an unknown path.
        expect(answer.headers['www-authenticate']).toBeUndefined();
      }
    }
    expect(await rows(sql`SELECT * FROM audit_log`)).toEqual([]);
  });

  it('lets staff granted by the CLI enrol an authenticator and in, once per code, and revoke takes it away', async () => {
    const person = await account('USER');
    expect((await cli('grant', 'nobody@example.com', '--role', 'ADMIN')).code).toBe(1);
    expect((await cli('grant', person.email, '--role', 'BOSS')).code).toBe(64);
    const granted = await cli('grant', person.email, '--role', 'OPERATOR');
    expect(granted).toEqual({ code: 0, out: expect.stringContaining(`${person.email} is now OPERATOR`) });

    const me = await call('GET', '/api/v1/ops/me', undefined, person.token);
    expect(me.json().data.staff).toMatchObject({
      email: person.email,
      role: 'OPERATOR',
      totp: 'NOT_ENROLLED',
    });
    // Nothing else answers before an authenticator is set up.
    const early = await call('GET', '/api/v1/ops/dashboard', undefined, person.token);
    expect(early.statusCode).toBe(401);
    expect(early.json()).toMatchObject({ error: 'TOTP_REQUIRED', message: OPS_MESSAGES.enrolFirst });

    const enrolled = await call('POST', '/api/v1/ops/totp/enrol', undefined, person.token);
    const { secret, otpauthUrl } = enrolled.json().data.enrolment as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Aboki%3A${encodeURIComponent(person.email)}?secret=${secret}&issuer=Aboki&algorithm=SHA1&digits=6&period=30`,
    );
    // Sealed at rest: the database holds no copy of the secret a stolen dump could use.
    const [stored] = await rows<{ totp_secret: string }>(sql`SELECT totp_secret FROM staff_grants`);
    expect(stored!.totp_secret).not.toContain(secret);

    const wrong = await call('POST', '/api/v1/ops/totp/verify', { code: codeAt(secret, 3) }, person.token);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields).toEqual({ code: OPS_MESSAGES.wrongCode });
    // One step of drift is allowed (a phone clock 30 s behind).
    const code = codeAt(secret, -1);
    const verified = await call('POST', '/api/v1/ops/totp/verify', { code }, person.token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.staff).toMatchObject({ totp: 'UNLOCKED' });
    // Once enrolled the key cannot be swapped through the API.
    expect((await call('POST', '/api/v1/ops/totp/enrol', undefined, person.token)).statusCode).toBe(409);
    // The same code is refused the second time, even within its 30 seconds, and in another session.
    const other = await call('POST', '/api/v1/auth/login', {
      email: person.email,
      password: STRONG_PASSWORD,
    });
    const otherToken = other.json().data.token as string;
    const replay = await call('POST', '/api/v1/ops/totp/verify', { code }, otherToken);
    expect(replay.statusCode).toBe(422);
    // That other session is still locked; this one is in.
    expect((await call('GET', '/api/v1/ops/dashboard', undefined, otherToken)).statusCode).toBe(401);
    const dashboard = await call('GET', '/api/v1/ops/dashboard', undefined, person.token);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().data.dashboard).toEqual({
      bookingsToday: 0,
      abokisWaiting: 0,
      abokisUnverified: 0,
      abokisSuspended: 0,
      disputesOpen: 0,
      disputesSafety: 0,
      refundsAwaitingApproval: 0,
      ticketsWaiting: 0,
      medianFirstAnswerMinutes: null,
      smsSentToday: 0,
      smsCostTodayKobo: 0,
    });

    const revoked = await cli('revoke', person.email);
    expect(revoked.code).toBe(0);
    expect((await call('GET', '/api/v1/ops/me', undefined, person.token)).statusCode).toBe(404);
    const actions = await rows<{ action: string; actor: string }>(
      sql`SELECT action, actor FROM audit_log ORDER BY id`,
    );
    expect(actions).toEqual([
      { action: 'STAFF_GRANTED', actor: 'cli:test' },
      { action: 'TOTP_ENROLLED', actor: person.email },
      { action: 'STAFF_REVOKED', actor: 'cli:test' },
    ]);
  });

  it('refuses codes two steps away and counts tries: the sixth in 15 minutes is 429', async () => {
    const person = await account('USER');
    await cli('grant', person.email, '--role', 'ADMIN');
    const enrolled = await call('POST', '/api/v1/ops/totp/enrol', undefined, person.token);
    const { secret } = enrolled.json().data.enrolment as { secret: string };
    for (const steps of [-2, 2]) {
      const answer = await call(
        'POST',
        '/api/v1/ops/totp/verify',
        { code: codeAt(secret, steps) },
        person.token,
      );
      expect(answer.statusCode).toBe(422);
    }
    const tries = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', '/api/v1/ops/totp/verify', { code: codeAt(secret, 5) }, person.token),
      ),
    );
    expect(tries.map((answer) => answer.statusCode).sort()).toEqual([422, 422, 422, 429]);
    // Even the right code waits out the limit: the counting comes before the check.
    const right = await call('POST', '/api/v1/ops/totp/verify', { code: codeAt(secret) }, person.token);
    expect(right.statusCode).toBe(429);
  });

  it('ends a staff session’s access 12 hours after its code, and the session itself with it', async () => {
    const staff = await operator();
    const [session] = await rows<{ expires_at: Date; ops_unlocked_at: Date }>(
      sql`SELECT expires_at, ops_unlocked_at FROM sessions WHERE ops_unlocked_at IS NOT NULL`,
    );
    const lifetime = new Date(session!.expires_at).getTime() - new Date(session!.ops_unlocked_at).getTime();
    expect(lifetime).toBeLessThanOrEqual(STAFF_SESSION_HOURS * 3_600_000);
    tick(STAFF_SESSION_HOURS * 3_600_000);
    const late = await call('GET', '/api/v1/ops/reviews', undefined, staff.token);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ error: 'TOTP_REQUIRED', message: OPS_MESSAGES.codeNeeded });
    expect((await call('GET', '/api/v1/ops/me', undefined, staff.token)).json().data.staff.totp).toBe(
      'LOCKED',
    );
  });
});

describe('the review before the first job', () => {
  it('keeps a sent Aboki out of search until an operator approves it, and records it all', async () => {
    const staff = await operator();
    const { agent, aboki: sent } = await waitingAboki();
    expect(sent.status).toBe('PENDING_REVIEW');
    // Names and birth date as the stand-in's NIMC record: a match.
    expect(sent.review.identity).toMatchObject({ result: 'MATCH', last4: '8901' });
    expect((await call('GET', `/api/v1/abokis/${sent.id}`)).statusCode).toBe(404);
    expect(await rows(sql`SELECT aboki_id FROM aboki_search_rows`)).toEqual([]);

    const queue = await call('GET', '/api/v1/ops/reviews', undefined, staff.token);
    expect(queue.json().data.abokis).toEqual([
      expect.objectContaining({
        abokiId: sent.id,
        agentEmail: agent.email,
        identity: 'MATCH',
        guarantor: null,
        status: 'PENDING_REVIEW',
      }),
    ]);
    const noGuarantor = await call('POST', `/api/v1/ops/abokis/${sent.id}/approve`, {}, staff.token);
    expect(noGuarantor.statusCode).toBe(422);
    expect(noGuarantor.json().fields).toEqual({ guarantor: OPS_MESSAGES.needsGuarantor });

    const called = await call(
      'POST',
      `/api/v1/ops/abokis/${sent.id}/guarantor`,
      { outcome: 'CONFIRMED', note: 'Uncle, has known her 20 years' },
      staff.token,
    );
    expect(called.json().data.aboki.guarantorChecks).toEqual([
      {
        outcome: 'CONFIRMED',
        note: 'Uncle, has known her 20 years',
        by: staff.email,
        at: expect.any(String),
      },
    ]);
    const approved = await call('POST', `/api/v1/ops/abokis/${sent.id}/approve`, {}, staff.token);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.aboki).toMatchObject({ status: 'ACTIVE', verifiedAt: expect.any(String) });
    // What the Aboki offers, by catalogue name and its own price, for the operator to judge.
    const offered = approved.json().data.aboki.services as { name: string; priceKobo: number }[];
    expect([...offered].sort((x, y) => x.name.localeCompare(y.name))).toEqual([
      { name: 'Home cleaning', priceKobo: 1_800_000 },
      { name: 'Home cooking', priceKobo: 300_000 },
    ]);

    const profile = await call('GET', `/api/v1/abokis/${sent.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.aboki.verifiedMonth).toBe(ctx.clock.now.toISOString().slice(0, 7));
    expect((await rows(sql`SELECT DISTINCT aboki_id FROM aboki_search_rows`)).length).toBe(1);
    // The agent's own ID is approved with their first Aboki.
    const [profileRow] = await rows<{ identity_approved_at: Date | null }>(
      sql`SELECT identity_approved_at FROM profiles WHERE user_id = ${agent.id}`,
    );
    expect(profileRow!.identity_approved_at).not.toBeNull();
    const [mail] = await rows<{ to_address: string; subject: string }>(
      sql`SELECT to_address, subject FROM outbox_emails WHERE to_address = ${agent.email}`,
    );
    expect(mail).toEqual({ to_address: agent.email, subject: 'Halima S. is approved on Aboki' });

    const audit = await call('GET', `/api/v1/ops/audit?targetId=${sent.id}`, undefined, staff.token);
    expect(audit.json().data.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'ABOKI_APPROVED',
      'GUARANTOR_RECORDED',
    ]);
    expect(audit.json().data.entries[0]).toMatchObject({
      actor: staff.email,
      before: { status: 'PENDING_REVIEW' },
      after: { status: 'ACTIVE', verified: true },
      requestId: expect.any(String),
    });
  });

  it('needs a written override when the ID check did not match, and a guarantor confirmed as they are now', async () => {
    const staff = await operator();
    const { agent, aboki: sent } = await waitingAboki({ firstName: 'Zainab', dateOfBirth: '1990-01-01' });
    expect(sent.review.identity?.result).toBe('NO_MATCH');
    await call('POST', `/api/v1/ops/abokis/${sent.id}/guarantor`, { outcome: 'CONFIRMED' }, staff.token);
    // The agent changes the guarantor after the call: that call no longer counts.
    const changed = await call(
      'PATCH',
      `/api/v1/abokis/${sent.id}`,
      {
        guarantor: {
          name: 'Bala Musa',
          phoneNumber: '08059998888',
          relationship: 'Pastor',
          address: '4 Church Rd',
        },
      },
      agent.token,
    );
    expect(changed.statusCode).toBe(200);
    const refused = await call('POST', `/api/v1/ops/abokis/${sent.id}/approve`, {}, staff.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({
      guarantor: OPS_MESSAGES.needsGuarantor,
      override: OPS_MESSAGES.needsIdentity,
    });
    await call('POST', `/api/v1/ops/abokis/${sent.id}/guarantor`, { outcome: 'CONFIRMED' }, staff.token);
    const tooShort = await call(
      'POST',
      `/api/v1/ops/abokis/${sent.id}/approve`,
      { override: 'ok' },
      staff.token,
    );
    expect(tooShort.statusCode).toBe(400);
    const overridden = await call(
      'POST',
      `/api/v1/ops/abokis/${sent.id}/approve`,
      { override: 'Saw her voter card in person; NIMC record has her maiden name' },
      staff.token,
    );
    expect(overridden.statusCode).toBe(200);
    const [entry] = await rows<{ reason: string }>(
      sql`SELECT reason FROM audit_log WHERE action = 'ABOKI_APPROVED'`,
    );
    expect(entry!.reason).toBe('Saw her voter card in person; NIMC record has her maiden name');
    expect(await rows(sql`SELECT status FROM abokis`)).toEqual([{ status: 'ACTIVE' }]);
  });

  it('records a provider outage as a clear state, and never approves by it', async () => {
    const staff = await operator();
    const { aboki: sent } = await waitingAboki({ idNumber: NIN_OUTAGE });
    expect(sent.review.identity?.result).toBe('PROVIDER_ERROR');
    const view = await call('GET', `/api/v1/ops/abokis/${sent.id}`, undefined, staff.token);
    expect(view.json().data.aboki.identity).toMatchObject({
      result: 'PROVIDER_ERROR',
      last4: '9999',
      consentVersion: IDENTITY_CONSENT.version,
    });
    expect(JSON.stringify(view.json())).not.toContain(NIN_OUTAGE);
  });

  it('sends an Aboki back with a reason the agent reads, and takes it again when sent again', async () => {
    const staff = await operator();
    const { agent, aboki: sent } = await waitingAboki();
    const reason = 'The photo is not of a person: add a clear photo of her face.';
    const rejected = await call('POST', `/api/v1/ops/abokis/${sent.id}/reject`, { reason }, staff.token);
    expect(rejected.json().data.aboki).toMatchObject({ status: 'REJECTED', reviewNote: reason });
    const own = await call('GET', `/api/v1/abokis/${sent.id}`, undefined, agent.token);
    expect(own.json().data.aboki).toMatchObject({ status: 'REJECTED', review: { note: reason } });
    const again = await call('POST', `/api/v1/abokis/${sent.id}/publish`, undefined, agent.token);
    expect(again.json().data.aboki).toMatchObject({ status: 'PENDING_REVIEW', review: { note: null } });
    const subjects = await rows(sql`SELECT subject FROM outbox_emails WHERE to_address = ${agent.email}`);
    expect(subjects).toEqual([{ subject: 'Halima S. needs a change before approval' }]);
  });

  it('suspends and reinstates with reasons; the agent cannot resume a suspended Aboki', async () => {
    const staff = await operator();
    const agent = await account('AGENT');
    const live = await aboki(agent.token);
    const suspended = await call(
      'POST',
      `/api/v1/ops/abokis/${live.id}/suspend`,
      { reason: 'A User reported a safety concern; we are looking into it.' },
      staff.token,
    );
    expect(suspended.json().data.aboki.status).toBe('SUSPENDED');
    expect((await call('GET', `/api/v1/abokis/${live.id}`)).statusCode).toBe(404);
    const resume = await call('POST', `/api/v1/abokis/${live.id}/resume`, undefined, agent.token);
    expect(resume.statusCode).toBe(409);
    const publish = await call('POST', `/api/v1/abokis/${live.id}/publish`, undefined, agent.token);
    expect(publish.json().message).toBe(MESSAGES.abokiIsSuspended);
    const twice = await call(
      'POST',
      `/api/v1/ops/abokis/${live.id}/suspend`,
      { reason: 'Once more, please' },
      staff.token,
    );
    expect(twice.statusCode).toBe(409);
    const back = await call(
      'POST',
      `/api/v1/ops/abokis/${live.id}/reinstate`,
      { reason: 'Looked into it: the report was about another helper.' },
      staff.token,
    );
    expect(back.json().data.aboki).toMatchObject({ status: 'ACTIVE', reviewNote: null });
    expect((await call('GET', `/api/v1/abokis/${live.id}`)).statusCode).toBe(200);
  });

  it('of two operators approving at once, exactly one approves: one decision, one audit row, one e-mail', async () => {
    const [first, second] = [await operator(), await operator()];
    const { agent, aboki: sent } = await waitingAboki();
    await call('POST', `/api/v1/ops/abokis/${sent.id}/guarantor`, { outcome: 'CONFIRMED' }, first.token);
    const answers = await Promise.all(
      [first, second, first, second].map((staff) =>
        call('POST', `/api/v1/ops/abokis/${sent.id}/approve`, {}, staff.token),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await rows(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'ABOKI_APPROVED'`)).toEqual(
      [{ n: 1 }],
    );
    expect(
      await rows(sql`SELECT count(*)::int AS n FROM outbox_emails WHERE to_address = ${agent.email}`),
    ).toEqual([{ n: 1 }]);
  });
});

describe('finding people, and suspending and reinstating them', () => {
  it('finds accounts by the start of an e-mail, a phone number in any form, and a job reference', async () => {
    const staff = await operator();
    const user = await account('USER');
    const agent = await account('AGENT');
    const live = await aboki(agent.token);
    const job = await book(user.token, live.id);
    const find = async (q: string) =>
      (await call('GET', `/api/v1/ops/people?q=${encodeURIComponent(q)}`, undefined, staff.token)).json().data
        .people as { id: string }[];
    expect((await find(user.email.slice(0, 12))).map((person) => person.id)).toContain(user.id);
    // Every profile here is on 0803 123 4567 (the kit's number): every form finds them all.
    for (const phone of ['0803 123 4567', '+2348031234567', '2348031234567']) {
      expect((await find(phone)).map((person) => person.id).sort()).toEqual(
        [user.id, agent.id, staff.id].sort(),
      );
    }
    expect((await find(job.reference.toLowerCase())).map((person) => person.id).sort()).toEqual(
      [user.id, agent.id].sort(),
    );
    expect(await find('nobody-here@')).toEqual([]);
    const short = await call('GET', '/api/v1/ops/people?q=ab', undefined, staff.token);
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ q: OPS_MESSAGES.searchTooShort });
  });

  it('suspends an agent: signed out everywhere, no sign-in, Abokis off, open jobs listed; reinstates', async () => {
    const staff = await operator();
    const user = await account('USER');
    const agent = await account('AGENT');
    const live = await aboki(agent.token);
    const job = await book(user.token, live.id);
    const reason = 'Two Users reported threats; we are looking into it.';

    const suspended = await call('POST', `/api/v1/ops/people/${agent.id}/suspend`, { reason }, staff.token);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data.person).toMatchObject({
      suspendedAt: expect.any(String),
      suspensionReason: reason,
      openJobs: [expect.objectContaining({ reference: job.reference, status: 'REQUESTED', part: 'AGENT' })],
      abokis: [{ id: live.id, displayName: 'Halima S.', status: 'SUSPENDED' }],
    });
    // Every session ended at once; signing in again says why, after the right password only.
    expect((await call('GET', '/api/v1/abokis/mine', undefined, agent.token)).statusCode).toBe(401);
    const signIn = await call('POST', '/api/v1/auth/login', {
      email: agent.email,
      password: STRONG_PASSWORD,
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({
      error: 'ACCOUNT_SUSPENDED',
      message: MESSAGES.accountSuspended({ reason }),
    });
    const wrongPassword = await call('POST', '/api/v1/auth/login', {
      email: agent.email,
      password: 'not it at all 42',
    });
    expect(wrongPassword.statusCode).toBe(401);
    // Their Aboki is found and booked by nobody.
    expect((await call('GET', `/api/v1/abokis/${live.id}`)).statusCode).toBe(404);
    expect(await rows(sql`SELECT count(*)::int AS n FROM aboki_search_rows`)).toEqual([{ n: 0 }]);
    const [mail] = await rows<{ subject: string; text_body: string }>(
      sql`SELECT subject, text_body FROM outbox_emails
            WHERE to_address = ${agent.email} AND subject LIKE 'Your Aboki account%'`,
    );
    expect(mail!.subject).toBe('Your Aboki account is suspended');
    expect(mail!.text_body).toContain(reason);

    const again = await call('POST', `/api/v1/ops/people/${agent.id}/suspend`, { reason }, staff.token);
    expect(again.statusCode).toBe(409);
    const staffTarget = await call('POST', `/api/v1/ops/people/${staff.id}/suspend`, { reason }, staff.token);
    expect(staffTarget.json()).toMatchObject({
      error: 'CONFLICT',
      message: OPS_MESSAGES.staffNotSuspendable,
    });

    const back = await call(
      'POST',
      `/api/v1/ops/people/${agent.id}/reinstate`,
      { reason: 'The reports were about someone else.' },
      staff.token,
    );
    expect(back.json().data.person).toMatchObject({ suspendedAt: null, suspensionReason: null });
    const signedIn = await call('POST', '/api/v1/auth/login', {
      email: agent.email,
      password: STRONG_PASSWORD,
    });
    expect(signedIn.statusCode).toBe(200);
    // The Abokis wait for an operator to reinstate each.
    expect(await rows(sql`SELECT status FROM abokis`)).toEqual([{ status: 'SUSPENDED' }]);
    const history = await rows<{ action: string; after: unknown }>(
      sql`SELECT action, after FROM audit_log WHERE target_id = ${agent.id} ORDER BY id`,
    );
    expect(history).toEqual([
      {
        action: 'PERSON_SUSPENDED',
        after: { suspended: true, sessionsEnded: 1, abokisSuspended: [live.id] },
      },
      { action: 'PERSON_REINSTATED', after: { suspended: false } },
    ]);
  });

  it('shows a job by its reference: the people, the whole timeline, payments and refunds', async () => {
    const staff = await operator();
    const user = await account('USER');
    const agent = await account('AGENT');
    const live = await aboki(agent.token);
    const job = await book(user.token, live.id, { notes: 'Two bedrooms, please' });
    const declined = await call(
      'POST',
      `/api/v1/jobs/${job.reference}/decline`,
      { reason: 'Fully booked that day' },
      agent.token,
    );
    expect(declined.statusCode).toBe(200);

    const answer = await call(
      'GET',
      `/api/v1/ops/jobs/${job.reference.toLowerCase()}`,
      undefined,
      staff.token,
    );
    expect(answer.statusCode).toBe(200);
    const shown = answer.json().data.job;
    expect(shown).toMatchObject({
      reference: job.reference,
      status: 'DECLINED',
      notes: 'Two bedrooms, please',
      priceKobo: job.priceKobo,
      aboki: { id: live.id, displayName: 'Halima S.' },
      user: { id: user.id, email: user.email },
      agent: { id: agent.id, email: agent.email },
      payments: [],
      refunds: [],
    });
    expect(
      shown.timeline.map((event: { status: string; actor: string }) => [event.status, event.actor]),
    ).toEqual([
      ['REQUESTED', 'USER'],
      ['DECLINED', 'AGENT'],
    ]);
    expect(shown.timeline[1].reason).toBe('Fully booked that day');
    for (const reference of ['ABK-000000', 'not-a-reference']) {
      const missing = await call('GET', `/api/v1/ops/jobs/${reference}`, undefined, staff.token);
      expect(missing.json()).toMatchObject({ error: 'NOT_FOUND', message: OPS_MESSAGES.jobNotFound });
    }
    // Everyone else: the same 404 as an unknown path.
    expect((await call('GET', `/api/v1/ops/jobs/${job.reference}`, undefined, user.token)).statusCode).toBe(
      404,
    );
  });

  it('of concurrent suspensions exactly one suspends', async () => {
    const [first, second] = [await operator(), await operator()];
    const user = await account('USER');
    const answers = await Promise.all(
      [first, second, first, second].map((staff) =>
        call(
          'POST',
          `/api/v1/ops/people/${user.id}/suspend`,
          { reason: 'A chargeback dispute in progress' },
          staff.token,
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(
      await rows(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'PERSON_SUSPENDED'`),
    ).toEqual([{ n: 1 }]);
  });
});

describe('the audit log', () => {
  it('is append-only: the database refuses to change or delete a row', async () => {
    await cli('grant', (await account('USER')).email, '--role', 'ADMIN');
    // The driver wraps the database's error: its message is the cause's.
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => 'accepted',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(ctx.database.db.execute(sql`UPDATE audit_log SET reason = 'edited'`))).toMatch(
      /append-only/,
    );
    expect(await refusal(ctx.database.db.execute(sql`DELETE FROM audit_log`))).toMatch(/append-only/);
    expect(await rows(sql`SELECT action, reason FROM audit_log`)).toEqual([
      { action: 'STAFF_GRANTED', reason: null },
    ]);
  });

  it('filters by action, actor and time, pages by keyset, and prints from the CLI', async () => {
    const staff = await operator('ADMIN');
    const { aboki: sent } = await waitingAboki();
    for (const outcome of ['UNREACHABLE', 'REACHED', 'CONFIRMED']) {
      await call('POST', `/api/v1/ops/abokis/${sent.id}/guarantor`, { outcome }, staff.token);
    }
    const recorded = await call(
      'GET',
      `/api/v1/ops/audit?action=GUARANTOR_RECORDED&actor=${encodeURIComponent(staff.email)}&since=7d`,
      undefined,
      staff.token,
    );
    expect(
      recorded.json().data.entries.map((entry: { after: { outcome: string } }) => entry.after.outcome),
    ).toEqual(['CONFIRMED', 'REACHED', 'UNREACHABLE']);
    const all = await call('GET', '/api/v1/ops/audit', undefined, staff.token);
    expect(all.json().data.entries).toHaveLength(5);
    expect(all.json().data.nextCursor).toBeNull();
    const future = await call('GET', '/api/v1/ops/audit?since=2099-01-01', undefined, staff.token);
    expect(future.json().data.entries).toEqual([]);
    expect((await call('GET', '/api/v1/ops/audit?since=last-week', undefined, staff.token)).statusCode).toBe(
      400,
    );
    const printed = await cli('audit', '--since', '7d');
    expect(printed.code).toBe(0);
    expect(printed.out.split('\n')).toHaveLength(5);
    expect(printed.out).toContain(`${staff.email} GUARANTOR_RECORDED aboki:${sent.id}`);
    expect(printed.out).toContain('cli:test STAFF_GRANTED staff:');
  });
});
