import { sql } from 'drizzle-orm';
import { BOOKING_MESSAGES, OPS_TICKET_MESSAGES, SUPPORT_MESSAGES } from 'shared/schemas';
import { createKit } from '../../test/booking-kit.js';
import { createStaffKit } from '../../test/staff-kit.js';
import { useTestApp } from '../../test/use-test-app.js';
import { openTicket, ticketDashboardNumbers } from './support-module.js';
import { TICKET_LINK_RATE_RULE, TICKET_PAGE_SIZE } from './support-service.js';

// Issue 25, "Support with a home": contact-form messages and "get help with this job" become tickets
// staff answer from the console; the person answers signed in, or once per e-mailed link.

const START = new Date();
const ctx = useTestApp({
  now: START,
  truncate: [
    'users',
    'abokis',
    'jobs',
    'tickets',
    'contact_messages',
    'outbox_emails',
    'rate_limits',
    'audit_log',
  ],
});
const { call, rows, account, aboki, book } = createKit(ctx);
const { tick, operator } = createStaffKit(ctx, { account, call });
const MINUTE = 60_000;

const contact = (email = 'chiamaka@example.com', ip = '203.0.113.7') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/contact',
    remoteAddress: ip,
    payload: {
      name: 'Chiamaka Obi',
      email,
      phone: '0803 555 1234',
      message: 'My cleaner left early and I want to talk to someone.',
    },
  });

/** The ticket of a contact-form message from `email`. */
async function contactTicket(email = 'chiamaka@example.com') {
  expect((await contact(email)).statusCode).toBe(201);
  const [ticket] = await rows<{ id: string; reference: string }>(
    sql`SELECT id, reference FROM tickets WHERE email = ${email.toLowerCase()}`,
  );
  return ticket!;
}

/** The single-use token in the newest e-mail to `to`, read as the person's browser reads the link. */
async function tokenMailedTo(to: string): Promise<{ token: string; text: string; subject: string }> {
  const [mail] = await rows<{ text_body: string; subject: string }>(
    sql`SELECT text_body, subject FROM outbox_emails WHERE to_address = ${to} ORDER BY created_at DESC LIMIT 1`,
  );
  const token = /#token=([A-Za-z0-9_-]+)/.exec(mail!.text_body)?.[1];
  return { token: token ?? '', text: mail!.text_body, subject: mail!.subject };
}

const withToken = (token: string) => ({ 'x-reply-token': token });

const OPS_TICKET_ROUTES: [string, string, object?][] = [
  ['GET', '/api/v1/ops/tickets'],
  ['GET', '/api/v1/ops/tickets/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/v1/ops/tickets/00000000-0000-4000-8000-000000000000/replies', { body: 'Hello there' }],
  ['POST', '/api/v1/ops/tickets/00000000-0000-4000-8000-000000000000/notes', { body: 'A note' }],
  ['POST', '/api/v1/ops/tickets/00000000-0000-4000-8000-000000000000/assign', {}],
  ['POST', '/api/v1/ops/tickets/00000000-0000-4000-8000-000000000000/resolve', {}],
];

describe('who reaches the tickets in the console', () => {
  it('answers 404 to every /ops/tickets route for signed-out callers, Users, agents and bad tokens', async () => {
    const { id } = await contactTicket();
    const user = await account('USER');
    const agent = await account('AGENT');
    for (const token of [undefined, user.token, agent.token, 'not-a-token']) {
      for (const [method, url, body] of OPS_TICKET_ROUTES) {
        const answer = await call(
          method as 'GET',
          url.replace('00000000-0000-4000-8000-000000000000', id),
          body,
          token,
        );
        expect({ url, status: answer.statusCode }).toEqual({ url, status: 404 });
        expect(answer.headers['www-authenticate']).toBeUndefined();
      }
    }
    expect(await rows(sql`SELECT * FROM audit_log`)).toEqual([]);
    expect(await rows(sql`SELECT status, owner_id FROM tickets`)).toEqual([
      { status: 'OPEN', owner_id: null },
    ]);
  });
});

describe('opening tickets', () => {
  it('opens a CONTACT ticket with its first message for every contact-form message', async () => {
    const { id, reference } = await contactTicket('Ada@Example.com');
    expect(reference).toMatch(/^T-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    const [ticket] = await rows(
      sql`SELECT kind, status, user_id, name, email, phone, subject, first_answered_at FROM tickets WHERE id = ${id}`,
    );
    expect(ticket).toEqual({
      kind: 'CONTACT',
      status: 'OPEN',
      user_id: null,
      name: 'Chiamaka Obi',
      email: 'ada@example.com',
      phone: '+2348035551234',
      subject: 'Contact form: Chiamaka Obi',
      first_answered_at: null,
    });
    expect(await rows(sql`SELECT kind, author_label, body FROM ticket_messages`)).toEqual([
      {
        kind: 'CUSTOMER',
        author_label: 'Chiamaka Obi',
        body: 'My cleaner left early and I want to talk to someone.',
      },
    ]);
    // Support's e-mail names the ticket.
    const [mail] = await rows<{ text_body: string }>(
      sql`SELECT text_body FROM outbox_emails WHERE subject = 'Contact form: Chiamaka Obi'`,
    );
    expect(mail!.text_body).toContain(reference);
  });

  it("opens a JOB_HELP ticket for the job's User or its agent, and tells anyone else there is no such job", async () => {
    const user = await account('USER');
    const agent = await account('AGENT');
    const stranger = await account('USER');
    const job = await book(user.token, (await aboki(agent.token)).id);
    const help = (
      token: string,
      reference = job.reference,
      message = 'The Aboki has not arrived yet, what do I do?',
    ) => call('POST', `/api/v1/jobs/${reference}/help`, { message }, token);

    const opened = await help(user.token);
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toMatchObject({
      message: SUPPORT_MESSAGES.helpOpened,
      data: { ticket: { id: expect.any(String), reference: expect.stringMatching(/^T-/) } },
    });
    expect((await help(agent.token, job.reference.toLowerCase())).statusCode).toBe(201);
    for (const [token, reference] of [
      [stranger.token, job.reference],
      [user.token, 'ABK-222222'],
      [user.token, 'nonsense'],
    ] as const) {
      const refused = await help(token, reference);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(BOOKING_MESSAGES.jobNotFound);
    }
    const short = await help(user.token, job.reference, 'Help');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ message: SUPPORT_MESSAGES.describeHelp });
    expect(
      (await call('POST', `/api/v1/jobs/${job.reference}/help`, { message: 'No session at all here' }))
        .statusCode,
    ).toBe(401);

    const tickets = await rows<{
      kind: string;
      user_id: string;
      email: string;
      phone: string;
      subject: string;
    }>(
      sql`SELECT t.kind, t.user_id, t.email, t.phone, t.subject FROM tickets t ORDER BY t.created_at, t.email`,
    );
    expect(tickets).toEqual(
      expect.arrayContaining([
        {
          kind: 'JOB_HELP',
          user_id: user.id,
          email: user.email,
          phone: '+2348031234567',
          subject: `Help with job ${job.reference}`,
        },
        {
          kind: 'JOB_HELP',
          user_id: agent.id,
          email: agent.email,
          phone: '+2348031234567',
          subject: `Help with job ${job.reference}`,
        },
      ]),
    );
    expect(tickets).toHaveLength(2);

    // The owner reads it signed in; anyone else, or nobody, is told it is not there.
    const id = opened.json().data.ticket.id as string;
    const mine = await call('GET', `/api/v1/tickets/${id}`, undefined, user.token);
    expect(mine.json().data.ticket).toMatchObject({
      kind: 'JOB_HELP',
      status: 'OPEN',
      jobReference: job.reference,
      access: 'OWNER',
      messages: [{ from: 'YOU', body: 'The Aboki has not arrived yet, what do I do?' }],
    });
    for (const token of [agent.token, stranger.token, undefined]) {
      const answer = await call('GET', `/api/v1/tickets/${id}`, undefined, token);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(SUPPORT_MESSAGES.ticketNotFound);
    }
  });
});

describe('answering a ticket', () => {
  it('e-mails a staff reply in the person’s language, waits on them, sets the first answer once, and their reply reopens it', async () => {
    const staff = await operator();
    const user = await account('USER');
    const agent = await account('AGENT');
    const job = await book(user.token, (await aboki(agent.token)).id);
    await ctx.database.db.execute(sql`UPDATE users SET language = 'ha' WHERE id = ${user.id}`);
    const opened = await call(
      'POST',
      `/api/v1/jobs/${job.reference}/help`,
      { message: 'Where is my Aboki today?' },
      user.token,
    );
    const { id, reference } = opened.json().data.ticket as { id: string; reference: string };

    tick(12 * MINUTE);
    const note = await call(
      'POST',
      `/api/v1/ops/tickets/${id}/notes`,
      { body: 'Called the agent: on the way.' },
      staff.token,
    );
    expect(note.statusCode).toBe(200);
    tick(MINUTE);
    const replied = await call(
      'POST',
      `/api/v1/ops/tickets/${id}/replies`,
      { body: 'She is on her way and will be there by 10.' },
      staff.token,
    );
    expect(replied.statusCode).toBe(200);
    expect(replied.json().data.ticket).toMatchObject({
      status: 'WAITING_ON_CUSTOMER',
      firstAnsweredAt: ctx.clock.now.toISOString(),
      messages: [
        { kind: 'CUSTOMER', author: 'Tolu Adeyemi', body: 'Where is my Aboki today?' },
        { kind: 'NOTE', author: staff.email, body: 'Called the agent: on the way.' },
        { kind: 'STAFF', author: staff.email, body: 'She is on her way and will be there by 10.' },
      ],
    });
    const firstAnswer = ctx.clock.now.toISOString();

    // In Hausa, with the link to the thread (signed in: no single-use token).
    const { token, text, subject } = await tokenMailedTo(user.email);
    expect(subject).toBe(`Tallafin Aboki ya amsa muku (${reference})`);
    expect(text).toContain('She is on her way and will be there by 10.');
    expect(text).toContain(`/help/tickets/${id}`);
    expect(token).toBe('');

    // The person reads it without the internal note or who on staff wrote.
    const seen = await call('GET', `/api/v1/tickets/${id}`, undefined, user.token);
    expect(seen.json().data.ticket.messages.map((message: { from: string }) => message.from)).toEqual([
      'YOU',
      'SUPPORT',
    ]);
    expect(JSON.stringify(seen.json())).not.toMatch(/Called the agent|@/);

    // The operator takes it: the person's answer is e-mailed to them.
    expect((await call('POST', `/api/v1/ops/tickets/${id}/assign`, {}, staff.token)).statusCode).toBe(200);
    tick(5 * MINUTE);
    const answer = await call(
      'POST',
      `/api/v1/tickets/${id}/replies`,
      { body: 'Thank you, she is here now.' },
      user.token,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      message: SUPPORT_MESSAGES.replySent,
      data: { ticket: { status: 'OPEN' } },
    });
    const [told] = await rows<{ subject: string; text_body: string }>(
      sql`SELECT subject, text_body FROM outbox_emails WHERE to_address = ${staff.email}`,
    );
    expect(told!.subject).toBe(`${reference}: Tolu Adeyemi answered`);
    expect(told!.text_body).toContain(`/ops/tickets/${id}`);
    expect(told!.text_body).not.toContain('she is here now');
    const stranger = await account('USER');
    expect(
      (await call('POST', `/api/v1/tickets/${id}/replies`, { body: 'Let me in' }, stranger.token)).statusCode,
    ).toBe(404);

    // A second reply does not move the first answer's time.
    tick(5 * MINUTE);
    await call('POST', `/api/v1/ops/tickets/${id}/replies`, { body: 'Glad to hear it.' }, staff.token);
    const [stored] = await rows<{ status: string; first_answered_at: Date }>(
      sql`SELECT status, first_answered_at FROM tickets WHERE id = ${id}`,
    );
    expect(stored!.status).toBe('WAITING_ON_CUSTOMER');
    expect(new Date(stored!.first_answered_at).toISOString()).toBe(firstAnswer);

    const history = await rows<{ action: string; actor: string }>(
      sql`SELECT action, actor FROM audit_log WHERE target_id = ${id} ORDER BY id`,
    );
    expect(history).toEqual([
      { action: 'TICKET_NOTE_ADDED', actor: staff.email },
      { action: 'TICKET_REPLIED', actor: staff.email },
      { action: 'TICKET_ASSIGNED', actor: staff.email },
      { action: 'TICKET_REPLIED', actor: staff.email },
    ]);
  });

  it('refuses an empty reply with 400 and changes nothing', async () => {
    const staff = await operator();
    const { id } = await contactTicket();
    const empty = await call('POST', `/api/v1/ops/tickets/${id}/replies`, { body: '  ' }, staff.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ body: OPS_TICKET_MESSAGES.writeReply });
    expect(await rows(sql`SELECT status FROM tickets`)).toEqual([{ status: 'OPEN' }]);
    expect(await rows(sql`SELECT count(*)::int AS n FROM audit_log WHERE action LIKE 'TICKET_%'`)).toEqual([
      { n: 0 },
    ]);
    const missing = await call(
      'GET',
      '/api/v1/ops/tickets/00000000-0000-4000-8000-000000000000',
      undefined,
      staff.token,
    );
    expect(missing.json()).toMatchObject({ error: 'NOT_FOUND', message: OPS_TICKET_MESSAGES.ticketNotFound });
  });
});

describe('a visitor’s single-use link', () => {
  it('opens the thread, answers once, and is refused after; only its hash is kept', async () => {
    const staff = await operator();
    const { id } = await contactTicket();
    await call('POST', `/api/v1/ops/tickets/${id}/replies`, { body: 'Which day was the job?' }, staff.token);
    const { token, text, subject } = await tokenMailedTo('chiamaka@example.com');
    expect(subject).toMatch(/^Aboki support answered you \(T-/);
    expect(text).toContain(`/help/tickets/${id}#token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await rows<{ token_hash: string }>(sql`SELECT token_hash FROM ticket_reply_tokens`);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toBe(token);

    const seen = await call('GET', `/api/v1/tickets/${id}`, undefined, undefined, withToken(token));
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.ticket).toMatchObject({ access: 'LINK', status: 'WAITING_ON_CUSTOMER' });
    // The link opens its own ticket only.
    const other = await contactTicket('someone@example.com');
    expect(
      (await call('GET', `/api/v1/tickets/${other.id}`, undefined, undefined, withToken(token))).statusCode,
    ).toBe(404);

    const answered = await call('POST', `/api/v1/tickets/${id}/replies`, { body: 'Last Tuesday.', token });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.ticket).toMatchObject({ status: 'OPEN', access: 'LINK' });
    const again = await call('POST', `/api/v1/tickets/${id}/replies`, { body: 'And again.', token });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(SUPPORT_MESSAGES.linkUsed);
    const reopened = await call('GET', `/api/v1/tickets/${id}`, undefined, undefined, withToken(token));
    expect(reopened.json().message).toBe(SUPPORT_MESSAGES.linkUsed);
    const wrong = await call('GET', `/api/v1/tickets/${id}`, undefined, undefined, withToken('x'.repeat(43)));
    expect(wrong.json().message).toBe(SUPPORT_MESSAGES.ticketNotFound);
    expect(
      await rows(sql`SELECT kind, body FROM ticket_messages WHERE ticket_id = ${id} ORDER BY id`),
    ).toEqual([
      { kind: 'CUSTOMER', body: 'My cleaner left early and I want to talk to someone.' },
      { kind: 'STAFF', body: 'Which day was the job?' },
      { kind: 'CUSTOMER', body: 'Last Tuesday.' },
    ]);
  });

  it('of a burst of concurrent uses, exactly one answers', async () => {
    const staff = await operator();
    const { id } = await contactTicket();
    await call('POST', `/api/v1/ops/tickets/${id}/replies`, { body: 'Tell us more, please.' }, staff.token);
    const { token } = await tokenMailedTo('chiamaka@example.com');
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        call('POST', `/api/v1/tickets/${id}/replies`, { body: `Answer number ${index}`, token }),
      ),
    );
    expect(burst.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404, 404, 404]);
    expect(
      await rows(
        sql`SELECT count(*)::int AS n FROM ticket_messages WHERE ticket_id = ${id} AND body LIKE 'Answer number%'`,
      ),
    ).toEqual([{ n: 1 }]);
  });

  it('expires after 14 days, and counts tries from one address', async () => {
    const staff = await operator();
    const { id } = await contactTicket();
    await call('POST', `/api/v1/ops/tickets/${id}/replies`, { body: 'Tell us more, please.' }, staff.token);
    const { token } = await tokenMailedTo('chiamaka@example.com');
    const fromOnePlace = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1/tickets/${id}`, remoteAddress: '192.0.2.44', headers });
    expect((await fromOnePlace(withToken(token))).statusCode).toBe(200);
    for (let attempt = 1; attempt < TICKET_LINK_RATE_RULE.limit; attempt += 1) {
      expect((await fromOnePlace(withToken(`guess-${attempt}`))).statusCode).toBe(404);
    }
    const limited = await fromOnePlace(withToken(token));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(SUPPORT_MESSAGES.tooManyTries);

    tick(14 * 24 * 60 * MINUTE + MINUTE);
    const late = await call('POST', `/api/v1/tickets/${id}/replies`, { body: 'Sorry for the delay.', token });
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe(SUPPORT_MESSAGES.linkUsed);
  });
});

describe('staff actions', () => {
  it('take, resolve and reopen: each one audit row, of two operators taking at once one wins', async () => {
    const [first, second] = [await operator(), await operator()];
    const { id } = await contactTicket();
    const takes = await Promise.all(
      [first, second].map((staff) => call('POST', `/api/v1/ops/tickets/${id}/assign`, {}, staff.token)),
    );
    // Both may take it in turn (the second takes it from the first), never both from nobody.
    const taken = await rows<{ before: { owner: string | null } }>(
      sql`SELECT before FROM audit_log WHERE action = 'TICKET_ASSIGNED' ORDER BY id`,
    );
    expect(takes.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(taken.filter((entry) => entry.before.owner === null)).toHaveLength(1);
    // Whoever took it last owns it; taking it again is refused, taking it from the other is not.
    const ownerEmail = async () =>
      (
        await rows<{ email: string }>(sql`SELECT u.email FROM tickets t JOIN users u ON u.id = t.owner_id`)
      )[0]!.email;
    const [owner, other] = (await ownerEmail()) === first.email ? [first, second] : [second, first];
    const again = await call('POST', `/api/v1/ops/tickets/${id}/assign`, {}, owner.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OPS_TICKET_MESSAGES.alreadyOwner);
    const takenOver = await call('POST', `/api/v1/ops/tickets/${id}/assign`, {}, other.token);
    expect(takenOver.statusCode).toBe(200);
    expect(await ownerEmail()).toBe(other.email);

    const resolved = await call('POST', `/api/v1/ops/tickets/${id}/resolve`, {}, first.token);
    expect(resolved.json().data.ticket).toMatchObject({ status: 'RESOLVED', resolvedAt: expect.any(String) });
    const twice = await call('POST', `/api/v1/ops/tickets/${id}/resolve`, {}, first.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(OPS_TICKET_MESSAGES.alreadyResolved);

    const view = await call('GET', `/api/v1/ops/tickets/${id}`, undefined, first.token);
    expect(view.json().data.ticket.history.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['TICKET_ASSIGNED', 'TICKET_RESOLVED']),
    );
    expect(
      await rows(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'TICKET_RESOLVED'`),
    ).toEqual([{ n: 1 }]);
  });
});

describe('the queue', () => {
  it('lists open tickets oldest first, pages by keyset, and finds them by reference, e-mail, phone and job', async () => {
    const staff = await operator();
    const db = ctx.database.db;
    const base = ctx.clock.now.getTime() - 60 * 60 * MINUTE;
    const made: { id: string; reference: string }[] = [];
    // Opened out of order: the queue sorts them by how long they have waited.
    for (const index of [3, 0, 4, 1, 2, ...Array.from({ length: TICKET_PAGE_SIZE }, (_, k) => 5 + k)]) {
      made[index] = await openTicket(db, {
        kind: 'CONTACT',
        userId: null,
        name: `Person ${index}`,
        email: `person${index}@example.com`,
        phone: index === 2 ? '+2348059990000' : null,
        subject: `Contact form: Person ${index}`,
        body: 'Please call me back about my booking.',
        now: new Date(base + index * MINUTE),
      });
    }
    const page = async (query: string) =>
      (await call('GET', `/api/v1/ops/tickets${query}`, undefined, staff.token)).json().data as {
        tickets: { reference: string; name: string }[];
        nextCursor: string | null;
      };
    const first = await page('');
    expect(first.tickets).toHaveLength(TICKET_PAGE_SIZE);
    expect(first.tickets.slice(0, 5).map((ticket) => ticket.name)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `Person ${i}`),
    );
    const second = await page(`?cursor=${first.nextCursor}`);
    expect(second.tickets.map((ticket) => ticket.name)).toEqual(
      Array.from({ length: 5 }, (_, k) => `Person ${TICKET_PAGE_SIZE + k}`),
    );
    expect(second.nextCursor).toBeNull();

    expect((await page(`?q=${made[3]!.reference.toLowerCase()}`)).tickets.map((t) => t.name)).toEqual([
      'Person 3',
    ]);
    expect((await page('?q=person4%40')).tickets.map((t) => t.name)).toEqual(['Person 4']);
    expect((await page(`?q=${encodeURIComponent('0805 999 0000')}`)).tickets.map((t) => t.name)).toEqual([
      'Person 2',
    ]);
    expect((await page('?status=RESOLVED')).tickets).toEqual([]);
    const short = await call('GET', '/api/v1/ops/tickets?q=ab', undefined, staff.token);
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ q: OPS_TICKET_MESSAGES.searchTooShort });
    expect(
      (await call('GET', '/api/v1/ops/tickets?cursor=nonsense', undefined, staff.token)).statusCode,
    ).toBe(400);
  });

  it('gives the dashboard the tickets waiting and the median minutes to a first answer', async () => {
    const staff = await operator();
    expect(await ticketDashboardNumbers(ctx.database.db, ctx.clock.now)).toEqual({
      ticketsWaiting: 0,
      medianFirstAnswerMinutes: null,
    });
    const ids: string[] = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
      ids.push((await contactTicket(email)).id);
    }
    // Answered after 10, 20 and 60 minutes; the fourth waits.
    for (const [index, minutes] of [
      [0, 10],
      [1, 10],
      [2, 40],
    ] as const) {
      tick(minutes * MINUTE);
      await call('POST', `/api/v1/ops/tickets/${ids[index]}/replies`, { body: 'We are on it.' }, staff.token);
    }
    expect(await ticketDashboardNumbers(ctx.database.db, ctx.clock.now)).toEqual({
      ticketsWaiting: 1,
      medianFirstAnswerMinutes: 20,
    });
    // Tickets opened more than 30 days ago leave the median.
    tick(31 * 24 * 60 * MINUTE);
    expect(await ticketDashboardNumbers(ctx.database.db, ctx.clock.now)).toEqual({
      ticketsWaiting: 1,
      medianFirstAnswerMinutes: null,
    });
  });
});
