import { sql } from 'drizzle-orm';
import { MESSAGE_CHANNELS } from 'shared/schemas';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/test-database.js';
import {
  createMessageChannels,
  wantsEmail,
  wantsSms,
  type PersonMessage,
  type Reachability,
} from './message-channels.js';
import { saySms } from './sms-texts.js';

// Who gets what, by which channel: the decision for every choice (none, EMAIL, SMS, BOTH) and
// reachability, then `send` against the real database: the person's language, phone and choice are
// read, the SMS is queued once per key, and the e-mail is asked for whenever the SMS cannot go.

describe('the decision', () => {
  const cases: [Reachability['preference'], boolean, { sms: boolean; email: boolean }][] = [
    // No choice saved: SMS when it can reach them, else e-mail.
    [null, true, { sms: true, email: false }],
    [null, false, { sms: false, email: true }],
    ['EMAIL', true, { sms: false, email: true }],
    ['EMAIL', false, { sms: false, email: true }],
    ['SMS', true, { sms: true, email: false }],
    ['SMS', false, { sms: false, email: true }],
    ['BOTH', true, { sms: true, email: true }],
    ['BOTH', false, { sms: false, email: true }],
  ];
  it.each(cases)('%s with SMS reachable %s', (preference, smsAvailable, expected) => {
    const person = { preference, smsAvailable };
    const sms = wantsSms(person);
    expect({ sms, email: wantsEmail(person, sms) }).toEqual(expected);
  });

  it('falls back to e-mail when the outbox refuses the SMS, whatever was chosen', () => {
    for (const preference of [null, ...MESSAGE_CHANNELS])
      expect(wantsEmail({ preference, smsAvailable: true }, false)).toBe(true);
  });

  it('sends a safety message by every channel that reaches the person, even to one who chose e-mail', () => {
    const person = { preference: 'EMAIL' as const, smsAvailable: true, safety: true };
    expect(wantsSms(person)).toBe(true);
    expect(wantsEmail(person, true)).toBe(true);
    expect(wantsSms({ ...person, smsAvailable: false })).toBe(false);
  });
});

describe('sending', () => {
  let database: Database;
  const now = new Date('2026-12-14T09:00:00Z');
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(() => database.db.execute(sql`TRUNCATE users, outbox_sms, sms_numbers CASCADE`));

  const rows = async (query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows;

  /** A USER with a profile phone, verified or not, in a language. */
  async function person(
    { verified = true, language = 'en' }: { verified?: boolean; language?: string } = {},
    index = 1,
  ): Promise<string> {
    const [user] = await rows(sql`
      INSERT INTO users (email, name, password_hash, role, language)
      VALUES (${`person-${index}@example.com`}, 'Tolu Adeyemi', '$argon2id$test', 'USER', ${language}) RETURNING id`);
    const id = (user as { id: string }).id;
    await database.db.execute(sql`
      INSERT INTO profiles (user_id, kind, phone_number, state, lga, address)
      VALUES (${id}, 'USER', ${`+23480310000${String(index).padStart(2, '0')}`}, 'Lagos', 'Ikeja', '12 Allen Avenue')`);
    if (verified)
      await database.db.execute(sql`UPDATE profiles SET phone_verified_at = now() WHERE user_id = ${id}`);
    return id;
  }

  const started = (userId: string): PersonMessage<'started'> => ({
    userId,
    kind: 'JOB_UPDATES',
    key: `job:ABK-7KQ2M9:started:${userId}`,
    sms: 'started',
    values: () => ({ link: 'aboki.ng/j/ABK-7KQ2M9' }),
  });
  const channels = createMessageChannels({ smsEnabled: true });

  it('queues the SMS in the saved language to the verified number, once per key, and asks for no e-mail', async () => {
    const id = await person({ language: 'ig' });
    expect(await channels.send(database.db, started(id), now)).toEqual({ sms: true, email: false });
    // The same cause again (a retried change): one message, still counted as gone.
    expect(await channels.send(database.db, started(id), now)).toEqual({ sms: true, email: false });
    expect(await rows(sql`SELECT to_phone, route, kind, body FROM outbox_sms`)).toEqual([
      {
        to_phone: '2348031000001',
        route: 'generic',
        kind: 'started',
        body: saySms('ig', 'started', { link: 'aboki.ng/j/ABK-7KQ2M9' }),
      },
    ]);
  });

  it('queues nothing and asks for the e-mail when SMS is off or the phone is not verified', async () => {
    const verified = await person({}, 1);
    const unverified = await person({ verified: false }, 2);
    const off = createMessageChannels({ smsEnabled: false });
    expect(await off.send(database.db, started(verified), now)).toEqual({ sms: false, email: true });
    expect(await channels.send(database.db, started(unverified), now)).toEqual({ sms: false, email: true });
    expect(await rows(sql`SELECT id FROM outbox_sms`)).toEqual([]);
  });

  it('reads the choice for the message kind only', async () => {
    const id = await person();
    await database.db.execute(sql`
      INSERT INTO notification_preferences (user_id, kind, channel, updated_at)
      VALUES (${id}, 'PAYMENTS', 'EMAIL', now()), (${id}, 'JOB_UPDATES', 'BOTH', now())`);
    expect(await channels.send(database.db, started(id), now)).toEqual({ sms: true, email: true });
    const paid: PersonMessage<'paid'> = {
      userId: id,
      kind: 'PAYMENTS',
      key: `job:ABK-7KQ2M9:paid:${id}`,
      sms: 'paid',
      values: () => ({ amount: 'N18,000', link: 'aboki.ng/j/ABK-7KQ2M9' }),
    };
    expect(await channels.send(database.db, paid, now)).toEqual({ sms: false, email: true });
  });

  it('in a burst of the same message from parallel transactions, queues one SMS', async () => {
    const id = await person();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => database.db.transaction((tx) => channels.send(tx, started(id), now))),
    );
    expect(answers.every((answer) => answer.sms && !answer.email)).toBe(true);
    expect(await rows(sql`SELECT count(*)::int AS n FROM outbox_sms`)).toEqual([{ n: 1 }]);
  });
});
