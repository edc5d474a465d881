import { sql } from 'drizzle-orm';
import { STRONG_PASSWORD } from '../../test/accounts.js';
import {
  BOOKING_NOW,
  BOOKING_START,
  BOOKING_TABLES,
  HOUR,
  after,
  createKit,
} from '../../test/booking-kit.js';
import { useTestApp } from '../../test/use-test-app.js';
import { forgetSentConfirmations } from './data-rights-repository.js';
import { DELETION_EMAIL_SUBJECT, DELETION_EMAIL_SUBJECTS } from './data-rights-service.js';

const ctx = useTestApp({
  truncate: [...BOOKING_TABLES, 'contact_messages', 'payments'],
  now: BOOKING_NOW,
});
const { call, rows, account, aboki, book } = createKit(ctx);

// The person's own strings, unique in the database, so a scan finds only theirs.
const PERSON = {
  name: 'Chidinma Okafor',
  phone: '+2349087654321',
  address: '44 Unique Crescent, Yaba',
  landmark: 'Beside the blue kiosk',
  notes: 'The gate code is 4417',
  recipientName: 'Ngozi Obiora',
  recipientPhone: '+2347071112233',
};

/** The booking's own fields, the person's: what the export must hold and deletion must erase. */
const PERSON_BOOKING = {
  address: PERSON.address,
  landmark: PERSON.landmark,
  notes: PERSON.notes,
  recipient: { name: PERSON.recipientName, phoneNumber: '07071112233' },
};

/** A User with a unique name, phone and address, one completed and reviewed job, a payment and a contact message. */
async function personWithHistory() {
  const agent = await account('AGENT');
  const halima = await aboki(agent.token);
  const user = await account('USER');
  await ctx.database.db.execute(sql`UPDATE users SET name = ${PERSON.name} WHERE id = ${user.id}`);
  await ctx.database.db.execute(
    sql`UPDATE profiles SET phone_number = ${PERSON.phone}, address = ${PERSON.address} WHERE user_id = ${user.id}`,
  );
  const job = await book(user.token, halima.id, PERSON_BOOKING);
  await ctx.database.db.execute(sql`
    UPDATE jobs SET status = 'COMPLETED', accepted_at = ${BOOKING_NOW}, started_at = ${BOOKING_START},
                    completed_at = ${after(BOOKING_START, 3 * HOUR)}, cash_received_kobo = price_kobo
     WHERE reference = ${job.reference}`);
  ctx.clock.now = after(BOOKING_START, 4 * HOUR);
  const reviewed = await call(
    'POST',
    `/api/v1/jobs/${job.reference}/review`,
    { rating: 5, comment: 'Spotless kitchen, thank you' },
    user.token,
  );
  expect(reviewed.statusCode).toBe(201);
  await ctx.database.db.execute(sql`
    INSERT INTO payments (job_id, reference, channel, amount_kobo, status, paid_at, created_at, updated_at)
    SELECT id, reference || '-KEPTPAY2', 'card', price_kobo, 'PAID', now(), now(), now() FROM jobs WHERE reference = ${job.reference}`);
  const contacted = await call('POST', '/api/v1/contact', {
    name: PERSON.name,
    email: user.email,
    phone: '09087654321',
    message: `Please call me about ${PERSON.address}, thank you.`,
  });
  expect(contacted.statusCode).toBeLessThan(300);
  const reported = await call(
    'POST',
    `/api/v1/jobs/${job.reference}/dispute`,
    { reason: 'DAMAGE', description: `A vase at ${PERSON.address} was broken during the job.` },
    user.token,
  );
  expect(reported.statusCode).toBe(201);
  return { user, agent, halima, job };
}

const exportOf = (token: string) => call('GET', '/api/v1/me/export', undefined, token);
const deleteAccount = (token: string, body: object = { password: STRONG_PASSWORD, confirm: true }) =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/v1/me',
    payload: body,
    headers: { authorization: `Bearer ${token}` },
  });

/** Every text-like column of every table (information_schema), searched for each string. */
async function findEverywhere(needles: readonly string[]) {
  const columns = await rows<{ table_name: string; column_name: string }>(sql`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
       AND c.data_type IN ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`);
  expect(columns.length).toBeGreaterThan(40);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns)
    for (const needle of needles) {
      const hits = await rows<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM ${sql.identifier(table)}
         WHERE ${sql.identifier(column)}::text ILIKE ${`%${needle}%`}`);
      if (hits[0]!.n > 0) found.push(`${table}.${column}: ${needle} (${hits[0]!.n})`);
    }
  return found;
}

describe('GET /api/v1/me/export', () => {
  it("holds the person's account, profile, jobs, payments, reviews, events and messages, and no secret", async () => {
    const { user, job } = await personWithHistory();
    const response = await exportOf(user.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="aboki-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.account).toMatchObject({ email: user.email, name: PERSON.name, role: 'USER' });
    expect(data.profile).toMatchObject({ phoneNumber: PERSON.phone, address: PERSON.address, lga: 'Ikeja' });
    expect(data.jobs).toEqual([
      expect.objectContaining({
        reference: job.reference,
        yourPart: 'USER',
        address: PERSON.address,
        landmark: PERSON.landmark,
        notes: PERSON.notes,
        recipientName: PERSON.recipientName,
        recipientPhone: PERSON.recipientPhone,
        status: 'COMPLETED',
      }),
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({ reference: `${job.reference}-KEPTPAY2`, jobReference: job.reference }),
    ]);
    expect(data.reviewsWritten).toEqual([
      expect.objectContaining({ rating: 5, comment: 'Spotless kitchen, thank you' }),
    ]);
    expect(data.jobEvents.length).toBeGreaterThan(0);
    expect(data.contactMessages).toEqual([expect.objectContaining({ email: user.email, name: PERSON.name })]);
    expect(data.disputes).toEqual([
      expect.objectContaining({
        jobReference: job.reference,
        yourPart: 'REPORTED',
        reason: 'DAMAGE',
        status: 'OPEN',
      }),
    ]);
    // The contact message's ticket and the dispute's, each with the person's own words.
    expect(data.supportTickets.map((ticket: { kind: string }) => ticket.kind).sort()).toEqual([
      'CONTACT',
      'DISPUTE',
    ]);
    expect(data.supportTickets[0].messages).toEqual([
      expect.objectContaining({ from: 'YOU', body: expect.stringContaining(PERSON.address) }),
    ]);
    // No secrets: no password or its hash, no session, code or start-code hash, no full ID number.
    expect(response.body).not.toMatch(/password|hash|start_?code|token/i);
    expect(response.body).not.toMatch(/\$argon2|[0-9a-f]{40,}|[A-Za-z0-9_-]{43,}/);
  });

  it('gives an agent their Abokis with what they entered, the ID number only by its last four', async () => {
    const agent = await account('AGENT');
    await aboki(agent.token);
    const response = await exportOf(agent.token);
    expect(response.statusCode).toBe(200);
    const [entered] = response.json().abokis;
    expect(entered).toMatchObject({
      firstName: 'Halima',
      lastName: 'Sani',
      address: '7 Oba Akran Avenue',
      idType: 'NIN',
      idNumberLast4: '8901',
      guarantorName: 'Musa Sani',
      guarantorPhone: '+2348051112222',
      services: expect.arrayContaining([expect.objectContaining({ priceKobo: 1_800_000 })]),
    });
    expect(response.body).not.toContain('12345678901');
  });

  it('is refused without a session and past 5 an hour', async () => {
    expect((await call('GET', '/api/v1/me/export')).statusCode).toBe(401);
    const user = await account('USER');
    for (let i = 0; i < 5; i += 1) expect((await exportOf(user.token)).statusCode).toBe(200);
    expect((await exportOf(user.token)).statusCode).toBe(429);
  });
});

describe('DELETE /api/v1/me', () => {
  it('leaves no name, phone, e-mail or address of theirs anywhere, and keeps the jobs and money records', async () => {
    const { user, job } = await personWithHistory();
    const needles = [
      PERSON.name,
      PERSON.phone,
      '9087654321',
      PERSON.address,
      PERSON.landmark,
      PERSON.notes,
      PERSON.recipientName,
      '7071112233',
      user.email,
      'Spotless kitchen',
    ];
    // The scan does find them before.
    expect((await findEverywhere(needles)).length).toBeGreaterThan(5);

    const response = await deleteAccount(user.token);
    expect(response.statusCode).toBe(200);

    // The confirmation to the old address is the one row that keeps it, until it is sent.
    const found = await findEverywhere(needles);
    expect(found).toEqual(['outbox_emails.to_address: ' + user.email + ' (1)']);
    const [mail] = await rows<{ subject: string; text_body: string }>(
      sql`SELECT subject, text_body FROM outbox_emails WHERE to_address = ${user.email}`,
    );
    expect(mail!.subject).toBe(DELETION_EMAIL_SUBJECT);
    expect(mail!.text_body).toContain('Your Aboki account has been deleted');
    // Once it is sent, the module's timer forgets that address too: then nothing of theirs is left.
    await ctx.database.db.execute(
      sql`UPDATE outbox_emails SET status = 'sent' WHERE subject = ${DELETION_EMAIL_SUBJECT}`,
    );
    await forgetSentConfirmations(ctx.database.db, DELETION_EMAIL_SUBJECT);
    expect(await findEverywhere(needles)).toEqual([]);

    const [kept] = await rows(sql`
      SELECT j.reference, j.price_kobo, j.status, j.starts_at IS NOT NULL AS dated, j.address, j.notes,
             j.recipient_name, p.reference AS payment, p.amount_kobo, r.rating, r.comment
        FROM jobs j JOIN payments p ON p.job_id = j.id JOIN reviews r ON r.job_id = j.id
       WHERE j.reference = ${job.reference}`);
    expect(kept).toEqual({
      reference: job.reference,
      price_kobo: job.priceKobo,
      status: 'COMPLETED',
      dated: true,
      address: '',
      notes: null,
      recipient_name: null,
      payment: `${job.reference}-KEPTPAY2`,
      amount_kobo: job.priceKobo,
      rating: 5,
      comment: null,
    });
    const [tombstone] = await rows<{ email: string; name: string }>(
      sql`SELECT email, name FROM users WHERE id = ${user.id}`,
    );
    expect(tombstone!.email).toMatch(/^deleted-[0-9a-f-]{36}@deleted\.invalid$/);
    expect(tombstone!.name).toBe('');
    expect(await rows(sql`SELECT 1 FROM profiles WHERE user_id = ${user.id}`)).toEqual([]);
    expect(await rows(sql`SELECT 1 FROM sessions WHERE user_id = ${user.id}`)).toEqual([]);

    // The session has ended, and the password signs nobody in.
    expect((await exportOf(user.token)).statusCode).toBe(401);
    const signIn = await call('POST', '/api/v1/auth/login', { email: user.email, password: STRONG_PASSWORD });
    expect(signIn.statusCode).toBe(401);
  });

  it("erases an agent's Abokis: kept as the jobs' counterpart, unpublished, with no personal field", async () => {
    const { agent, halima, job } = await personWithHistory();
    const spare = await aboki(agent.token, { firstName: 'Bisi', lastName: 'Ade' });
    await ctx.database.db.execute(sql`UPDATE reviews SET comment = 'Halima Sani was so careful'`);
    expect((await deleteAccount(agent.token)).statusCode).toBe(200);
    expect(await rows(sql`SELECT 1 FROM abokis WHERE id = ${spare.id}`)).toEqual([]);
    expect(
      await rows(
        sql`SELECT status, first_name, last_name, phone_number, date_of_birth, photo_key FROM abokis`,
      ),
    ).toEqual([
      {
        status: 'DRAFT',
        first_name: 'Former',
        last_name: 'Aboki',
        phone_number: null,
        date_of_birth: null,
        photo_key: null,
      },
    ]);
    expect(await rows(sql`SELECT 1 FROM aboki_private WHERE aboki_id = ${halima.id}`)).toEqual([]);
    expect(await rows(sql`SELECT 1 FROM aboki_search_rows WHERE aboki_id = ${halima.id}`)).toEqual([]);
    const [kept] = await rows(sql`SELECT aboki_name, address FROM jobs WHERE reference = ${job.reference}`);
    // The job's address is its User's, who is still here.
    expect(kept).toEqual({ aboki_name: 'Former Aboki', address: PERSON.address });
    expect(await rows(sql`SELECT rating, comment FROM reviews`)).toEqual([
      { rating: 5, comment: '[erased] was so careful' },
    ]);
    expect(
      await findEverywhere(['Halima Sani', '12345678901', 'Musa Sani', '7 Oba Akran', agent.email]),
    ).toEqual(['outbox_emails.to_address: ' + agent.email + ' (1)']);
  });

  it('is refused with 409 while a job is open, and with 400 for a wrong password or no confirmation, changing nothing', async () => {
    const agent = await account('AGENT');
    const halima = await aboki(agent.token);
    const user = await account('USER');
    await book(user.token, halima.id, PERSON_BOOKING);
    const open = await deleteAccount(user.token);
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toMatch(/cannot be deleted while a job is still open/);
    expect((await deleteAccount(agent.token)).statusCode).toBe(409);

    const other = await account('USER');
    expect(
      (await deleteAccount(other.token, { password: 'not the password at all', confirm: true })).statusCode,
    ).toBe(400);
    expect((await deleteAccount(other.token, { password: STRONG_PASSWORD })).statusCode).toBe(400);
    expect(await rows(sql`SELECT count(*)::int AS n FROM users WHERE deleted_at IS NOT NULL`)).toEqual([
      { n: 0 },
    ]);
    expect((await exportOf(other.token)).statusCode).toBe(200);
  });

  it('takes a burst of deletes of one account once: one wins, the others are 401, nothing half-done', async () => {
    const { user } = await personWithHistory();
    const answers = await Promise.all([1, 2, 3, 4].map(() => deleteAccount(user.token)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 401, 401, 401]);
    expect(await rows(sql`SELECT count(*)::int AS n FROM users WHERE deleted_at IS NOT NULL`)).toEqual([
      { n: 1 },
    ]);
    expect(
      await rows(sql`SELECT count(*)::int AS n FROM outbox_emails WHERE subject = ${DELETION_EMAIL_SUBJECT}`),
    ).toEqual([{ n: 1 }]);
    expect(await findEverywhere([PERSON.name, PERSON.phone, PERSON.address])).toEqual([]);
  });

  it("confirms in the account's language, and forgets the address of a sent confirmation in any language", async () => {
    const user = await account('USER');
    await ctx.database.db.execute(sql`UPDATE users SET language = 'ig' WHERE id = ${user.id}`);
    expect((await deleteAccount(user.token)).statusCode).toBe(200);
    const [mail] = await rows<{ subject: string; text_body: string }>(
      sql`SELECT subject, text_body FROM outbox_emails WHERE to_address = ${user.email}`,
    );
    expect(mail!.subject).toBe('E hichapụla akaụntụ Aboki gị');
    expect(DELETION_EMAIL_SUBJECTS).toContain(mail!.subject);
    expect(mail!.text_body).toContain('Ndewo,');
    expect(mail!.text_body).toContain('ruo afọ 6');
    await ctx.database.db.execute(
      sql`UPDATE outbox_emails SET status = 'sent' WHERE to_address = ${user.email}`,
    );
    await forgetSentConfirmations(ctx.database.db, DELETION_EMAIL_SUBJECTS);
    expect(await rows(sql`SELECT 1 FROM outbox_emails WHERE to_address = ${user.email}`)).toEqual([]);
  });
});
