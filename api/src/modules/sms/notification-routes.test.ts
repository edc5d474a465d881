import { sql } from 'drizzle-orm';
import { NOTIFICATION_MESSAGES, type AccountUser } from 'shared/schemas';
import { createKit } from '../../test/booking-kit.js';
import { useTestApp } from '../../test/use-test-app.js';
import { createNotificationPreferences } from './notification-preferences.js';

// GET and PUT /api/v1/me/notifications through the API with SMS on: each role sees its own kinds
// with their defaults, a choice is saved (the last of a burst whole), SMS without a verified phone is
// kept with a plain warning, and bad input is a 400 in plain words that changes nothing.

const ctx = useTestApp({
  env: {
    SMS_ENABLED: 'true',
    TERMII_API_KEY: 'TLtest_preferences_0123456789ab',
    TERMII_SENDER_ID: 'Aboki',
    TERMII_BASE_URL: 'http://127.0.0.1:9',
  },
  truncate: ['users'],
});
const { call, rows, account } = createKit(ctx);

const get = (token?: string) => call('GET', '/api/v1/me/notifications', undefined, token);
const put = (body: unknown, token?: string) => call('PUT', '/api/v1/me/notifications', body, token);
const verify = (id: string) =>
  ctx.database.db.execute(sql`UPDATE profiles SET phone_verified_at = now() WHERE user_id = ${id}`);
const saved = (id: string) =>
  rows(sql`SELECT kind, channel FROM notification_preferences WHERE user_id = ${id} ORDER BY kind`);

describe('GET /api/v1/me/notifications', () => {
  it("shows a User's kinds: e-mail by default until the phone is verified, then SMS", async () => {
    const user = await account('USER');
    const before = await get(user.token);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({
      preferences: [
        { kind: 'JOB_UPDATES', channel: 'EMAIL', isDefault: true },
        { kind: 'PAYMENTS', channel: 'EMAIL', isDefault: true },
      ],
      sms: { enabled: true, phoneVerified: false, available: false },
    });
    await verify(user.id);
    expect((await get(user.token)).json().data).toEqual({
      preferences: [
        { kind: 'JOB_UPDATES', channel: 'SMS', isDefault: true },
        { kind: 'PAYMENTS', channel: 'SMS', isDefault: true },
      ],
      sms: { enabled: true, phoneVerified: true, available: true },
    });
  });

  it("shows an agent's kinds, and refuses someone not signed in", async () => {
    const agent = await account('AGENT');
    expect((await get(agent.token)).json().data.preferences.map((row: { kind: string }) => row.kind)).toEqual(
      ['NEW_REQUESTS', 'DISPUTES'],
    );
    expect((await get()).statusCode).toBe(401);
  });
});

describe('PUT /api/v1/me/notifications', () => {
  it('saves a choice; SMS without a verified phone is kept, and the answer says e-mail comes until it is', async () => {
    const user = await account('USER');
    const early = await put({ kind: 'JOB_UPDATES', channel: 'SMS' }, user.token);
    expect(early.statusCode).toBe(200);
    expect(early.json().message).toBe(NOTIFICATION_MESSAGES.savedUntilVerified);
    expect(early.json().data.preferences[0]).toEqual({
      kind: 'JOB_UPDATES',
      channel: 'SMS',
      isDefault: false,
    });

    await verify(user.id);
    const later = await put({ kind: 'PAYMENTS', channel: 'BOTH' }, user.token);
    expect(later.json().message).toBe(NOTIFICATION_MESSAGES.saved);
    expect(await saved(user.id)).toEqual([
      { kind: 'JOB_UPDATES', channel: 'SMS' },
      { kind: 'PAYMENTS', channel: 'BOTH' },
    ]);
  });

  it('keeps one whole choice when several arrive at once', async () => {
    const user = await account('USER');
    const choices = ['EMAIL', 'SMS', 'BOTH', 'EMAIL', 'BOTH', 'SMS'];
    const answers = await Promise.all(
      choices.map((channel) => put({ kind: 'JOB_UPDATES', channel }, user.token)),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const rowsNow = await saved(user.id);
    expect(rowsNow).toHaveLength(1);
    expect(choices).toContain((rowsNow[0] as { channel: string }).channel);
  });

  it('refuses bad input in plain words and changes nothing', async () => {
    const user = await account('USER');
    const refusals: [unknown, string][] = [
      [{ kind: 'JOB_UPDATES', channel: 'PIGEON' }, NOTIFICATION_MESSAGES.chooseChannel],
      [{ kind: 'EVERYTHING', channel: 'SMS' }, NOTIFICATION_MESSAGES.chooseKind],
      [{ kind: 'NEW_REQUESTS', channel: 'SMS' }, NOTIFICATION_MESSAGES.notYourKind],
    ];
    for (const [body, message] of refusals) {
      const answer = await put(body, user.token);
      expect({ status: answer.statusCode, text: answer.body }).toEqual({
        status: 400,
        text: expect.stringContaining(message),
      });
      // Never the enum's values (the error handler names the field before a schema's words, as everywhere).
      expect(answer.json().message).not.toMatch(/JOB_UPDATES|NEW_REQUESTS|EMAIL|BOTH|PIGEON|EVERYTHING/);
    }
    expect((await put({ kind: 'JOB_UPDATES', channel: 'SMS', extra: 1 }, user.token)).statusCode).toBe(400);
    expect(await saved(user.id)).toEqual([]);
  });

  it('answers in the caller’s language', async () => {
    const user = await account('USER');
    await call('PUT', '/api/v1/me/language', { language: 'ha' }, user.token);
    const answer = await call(
      'PUT',
      '/api/v1/me/notifications',
      { kind: 'JOB_UPDATES', channel: 'EMAIL' },
      user.token,
      {
        'accept-language': 'ha',
      },
    );
    expect(answer.json().message).toBe('An ajiye. Za mu aiko muku da waɗannan saƙonni yadda kuka zaɓa.');
  });
});

describe('with SMS off', () => {
  it('shows SMS as unavailable, defaults to e-mail, and keeps an SMS choice with the plain reason', async () => {
    const user = await account('USER');
    await verify(user.id);
    const off = createNotificationPreferences({
      db: ctx.database.db,
      smsEnabled: false,
      now: () => new Date(),
    });
    const viewer: AccountUser = {
      id: user.id,
      email: user.email,
      name: user.name,
      role: 'USER',
      hasProfile: true,
      emailVerified: true,
      phoneNumber: null,
      state: null,
      lga: null,
    };
    const settings = await off.settings(viewer);
    expect(settings).toEqual({
      preferences: [
        { kind: 'JOB_UPDATES', channel: 'EMAIL', isDefault: true },
        { kind: 'PAYMENTS', channel: 'EMAIL', isDefault: true },
      ],
      sms: { enabled: false, phoneVerified: true, available: false },
    });
    const chosen = await off.choose(viewer, { kind: 'PAYMENTS', channel: 'SMS' });
    expect(chosen.message).toBe(NOTIFICATION_MESSAGES.savedSmsOff);
    expect(await saved(user.id)).toEqual([{ kind: 'PAYMENTS', channel: 'SMS' }]);
  });
});
