import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from 'shared/messages';
import { PHONE_MESSAGES } from 'shared/schemas';
import { call } from '../../test/accounts.js';
import { after, BOOKING_NOW, BOOKING_TABLES, createKit, MINUTE } from '../../test/booking-kit.js';
import { useTestApp } from '../../test/use-test-app.js';
import { SmsOutboxWorker } from '../sms/sms-outbox.js';
import { createTermiiSender } from '../sms/sms-sender.js';
import { saySms } from '../sms/sms-texts.js';
import { startTermiiStandIn } from '../sms/termii-stand-in.js';

// Issue 27: a profile's phone number is proven by a 6-digit code texted to it (through the SMS
// outbox, to an independent stand-in of Termii on its own port), with the e-mail codes' rules; with
// SMS on, a User verifies before booking and an agent before an Aboki goes to review.

const API_KEY = 'TLtest_phone_0123456789abcdef';
let provider: Awaited<ReturnType<typeof startTermiiStandIn>>;
beforeAll(async () => {
  provider = await startTermiiStandIn(API_KEY);
});
afterAll(() => provider.close());

const ctx = useTestApp({
  env: () => ({
    SMS_ENABLED: 'true',
    TERMII_API_KEY: API_KEY,
    TERMII_SENDER_ID: 'Aboki',
    TERMII_BASE_URL: provider.baseUrl,
  }),
  now: BOOKING_NOW,
  truncate: [...BOOKING_TABLES, 'outbox_sms', 'phone_codes', 'sms_numbers'],
});
const kit = createKit(ctx);

beforeEach(() => {
  provider.standIn.received.length = 0;
});

/** The kit's accounts all have this number on their profile (0803 123 4567). */
const KIT_PHONE = '2348031234567';
const silent = { warn: () => {}, info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

/** Sends the outbox to the stand-in, as the worker does, and answers the texts `to` has received. */
async function textsTo(to = KIT_PHONE) {
  const sender = createTermiiSender({ apiKey: API_KEY, senderId: 'Aboki', baseUrl: provider.baseUrl });
  await new SmsOutboxWorker(ctx.database.db, sender, silent, () => ctx.clock.now).flush();
  return provider.standIn.received.filter((message) => message.to === to);
}

/** The 6 digits of the newest text to `to`, read as a person would. */
async function lastCode(to = KIT_PHONE): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await textsTo(to)).at(-1)?.sms ?? '')?.[1];
  if (!code) throw new Error(`No code texted to ${to}`);
  return code;
}

const sendCode = (token: string, ip?: string) =>
  ip
    ? call(ctx, 'POST', '/api/v1/profile/phone/code', undefined, { ip, token })
    : kit.call('POST', '/api/v1/profile/phone/code', undefined, token);
const verify = (token: string, otp: string) =>
  kit.call('POST', '/api/v1/profile/phone/verify', { otp }, token);
const profileOf = async (token: string) =>
  (await kit.call('GET', '/api/v1/profile', undefined, token)).json().data.profile as {
    phoneNumber: string;
    phoneVerified: boolean;
  };
/** The per-minute wait, over: the limiter's windows run on the database's clock, not the test's. */
const forgetMinuteLimits = () =>
  ctx.database.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'phone-code:minute:%'`);

describe('verifying a phone number', () => {
  it('texts a code by the DND route in the saved language, and the code verifies the number', async () => {
    const user = await kit.account('USER');
    expect((await kit.call('PUT', '/api/v1/me/language', { language: 'ha' }, user.token)).statusCode).toBe(
      200,
    );
    // Three failed deliveries had paused the number: proving it works sets the run back to 0.
    await ctx.database.db.execute(
      sql`INSERT INTO sms_numbers (phone, consecutive_failures, updated_at) VALUES (${KIT_PHONE}, 3, now())`,
    );
    expect(await profileOf(user.token)).toMatchObject({
      phoneNumber: '+2348031234567',
      phoneVerified: false,
    });

    const sent = await sendCode(user.token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      message: expect.any(String),
      data: { expiresAt: after(BOOKING_NOW, 10 * MINUTE).toISOString(), resendAfterSeconds: 60 },
    });
    const texts = await textsTo();
    expect(texts).toHaveLength(1);
    const code = /\d{6}/.exec(texts[0]!.sms)![0];
    expect(texts[0]).toMatchObject({ channel: 'dnd', from: 'Aboki', sms: saySms('ha', 'code', { code }) });
    // Only the code's MAC is kept.
    const { rows } = await ctx.database.db.execute(sql`SELECT code_hash, phone FROM phone_codes`);
    expect(rows).toEqual([{ code_hash: expect.not.stringContaining(code), phone: '+2348031234567' }]);

    const verified = await verify(user.token, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toEqual({ phoneVerified: true });
    expect(await profileOf(user.token)).toMatchObject({ phoneVerified: true });
    expect((await kit.rows(sql`SELECT consecutive_failures FROM sms_numbers`))[0]).toEqual({
      consecutive_failures: 0,
    });

    // Once only; and a verified number needs no code.
    expect((await verify(user.token, code)).json()).toMatchObject({ message: PHONE_MESSAGES.invalidCode });
    const again = await sendCode(user.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PHONE_MESSAGES.alreadyVerified);
    expect(await textsTo()).toHaveLength(1);
  });

  it('takes a code once under a burst of 10 right answers', async () => {
    const user = await kit.account('USER');
    await sendCode(user.token);
    const code = await lastCode();
    const answers = await Promise.all(Array.from({ length: 10 }, () => verify(user.token, code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(400)]);
    expect(await profileOf(user.token)).toMatchObject({ phoneVerified: true });
  });

  it('kills a code at the 5th wrong try, and the next code works', async () => {
    const user = await kit.account('USER');
    await sendCode(user.token);
    const code = await lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const answer = await verify(user.token, wrong);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'INVALID_OTP', message: PHONE_MESSAGES.invalidCode });
    }
    expect((await verify(user.token, code)).statusCode).toBe(400);
    expect(await profileOf(user.token)).toMatchObject({ phoneVerified: false });

    await forgetMinuteLimits();
    expect((await sendCode(user.token)).statusCode).toBe(200);
    expect((await verify(user.token, await lastCode())).statusCode).toBe(200);
  });

  it('refuses a code after its 10 minutes, and a new code replaces the last', async () => {
    const user = await kit.account('USER');
    await sendCode(user.token);
    const first = await lastCode();
    ctx.clock.now = after(BOOKING_NOW, 10 * MINUTE);
    expect((await verify(user.token, first)).statusCode).toBe(400);

    await forgetMinuteLimits();
    await sendCode(user.token);
    const second = await lastCode();
    if (second !== first) expect((await verify(user.token, first)).statusCode).toBe(400);
    ctx.clock.now = after(BOOKING_NOW, 19 * MINUTE);
    expect((await verify(user.token, second)).statusCode).toBe(200);
  });

  it('refuses a bad code in plain words, and every request without a session or profile', async () => {
    const user = await kit.account('USER');
    const bad = await verify(user.token, '12a456');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(PHONE_MESSAGES.enterTheCode);
    expect((await kit.call('POST', '/api/v1/profile/phone/code')).statusCode).toBe(401);
    const noProfile = await kit.account('USER_WITHOUT_PROFILE');
    const missing = await sendCode(noProfile.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.profileMissing);
    expect((await verify(noProfile.token, '123456')).statusCode).toBe(400);
    expect(await textsTo()).toHaveLength(0);
  });
});

describe('the limits on phone codes', () => {
  it('sends one code a minute and 5 an hour per account, a burst of taps sending one', async () => {
    const user = await kit.account('USER');
    const burst = await Promise.all(Array.from({ length: 5 }, () => sendCode(user.token)));
    expect(burst.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    const tooSoon = burst.find((answer) => answer.statusCode === 429)!;
    expect(tooSoon.json().message).toBe(MESSAGES.codeRequestTooSoon);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 4; i += 1) {
      await forgetMinuteLimits();
      expect((await sendCode(user.token)).statusCode).toBe(200);
    }
    await forgetMinuteLimits();
    const sixth = await sendCode(user.token);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(MESSAGES.codeRequestsThrottled);
    expect(await textsTo()).toHaveLength(5);
  });

  it('lets no stranger with the owner’s number lock the owner out, and caps what making accounts sends', async () => {
    // Every kit account has the same number on its profile. Three strangers ask first: the number's
    // accounts for the day, each within its own limits.
    const strangers = [await kit.account('USER'), await kit.account('USER'), await kit.account('AGENT')];
    for (const stranger of strangers) expect((await sendCode(stranger.token)).statusCode).toBe(200);
    const strangerCode = await lastCode();

    // The owner, past them, still gets a code; the strangers' guesses touch only their own codes.
    const owner = await kit.account('USER');
    expect((await sendCode(owner.token)).statusCode).toBe(200);
    const ownerCode = await lastCode();
    for (let i = 0; i < 5; i += 1)
      await verify(strangers[0]!.token, ownerCode === strangerCode ? '000000' : ownerCode);
    expect((await verify(owner.token, ownerCode)).statusCode).toBe(200);
    expect(await profileOf(owner.token)).toMatchObject({ phoneVerified: true });
    expect(await profileOf(strangers[0]!.token)).toMatchObject({ phoneVerified: false });

    // Each further account gets one code a day for the number; the number's accounts go on.
    const another = await kit.account('USER');
    expect((await sendCode(another.token)).statusCode).toBe(200);
    await forgetMinuteLimits();
    const capped = await sendCode(another.token);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(PHONE_MESSAGES.tooManyAccounts);
    expect((await sendCode(strangers[1]!.token)).statusCode).toBe(200);
    expect(await textsTo()).toHaveLength(6);
  });

  it('counts the codes asked for from one address', async () => {
    const ip = '203.0.113.77';
    const accounts = [];
    for (let i = 0; i < 7; i += 1) accounts.push(await kit.account('USER'));
    // Each on its own number, so only the address's count is shared.
    for (const [index, account] of accounts.entries()) {
      await kit.call('PATCH', '/api/v1/profile', { phoneNumber: `080312300${10 + index}` }, account.token);
    }
    await ctx.database.db.execute(
      sql`INSERT INTO rate_limits (key, hits, expires_at) VALUES (${`phone-code:ip:${ip}`}, 17, now() + interval '1 hour')`,
    );
    const answers = [];
    for (const account of accounts.slice(0, 4)) answers.push((await sendCode(account.token, ip)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});

describe('the limit on code checks', () => {
  it('refuses checks past the address’s limit before looking at the code, which keeps its tries', async () => {
    const user = await kit.account('USER');
    await sendCode(user.token);
    const code = await lastCode();
    const ip = '203.0.113.88';
    await ctx.database.db.execute(
      sql`INSERT INTO rate_limits (key, hits, expires_at) VALUES (${`phone-check:ip:${ip}`}, 60, now() + interval '10 minutes')`,
    );
    const refused = await call(
      ctx,
      'POST',
      '/api/v1/profile/phone/verify',
      { otp: code },
      { ip, token: user.token },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.codeChecksThrottled);
    expect(await kit.rows(sql`SELECT attempts, used_at FROM phone_codes`)).toEqual([
      { attempts: 0, used_at: null },
    ]);
    expect((await verify(user.token, code)).statusCode).toBe(200);
  });
});

describe('a changed number', () => {
  it('is no longer verified, and a code sent to the old number does not prove the new one', async () => {
    const user = await kit.account('USER');
    await sendCode(user.token);
    expect((await verify(user.token, await lastCode())).statusCode).toBe(200);

    const changed = await kit.call('PATCH', '/api/v1/profile', { phoneNumber: '0805 555 1234' }, user.token);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.profile).toMatchObject({
      phoneNumber: '+2348055551234',
      phoneVerified: false,
    });

    await forgetMinuteLimits();
    await sendCode(user.token);
    const code = await lastCode('2348055551234');
    // Changed again before the code was used: it went to a number the profile no longer has.
    await kit.call('PATCH', '/api/v1/profile', { phoneNumber: '0805 555 9999' }, user.token);
    expect((await verify(user.token, code)).statusCode).toBe(400);
    expect(await profileOf(user.token)).toMatchObject({ phoneVerified: false });

    await forgetMinuteLimits();
    await sendCode(user.token);
    expect((await verify(user.token, await lastCode('2348055559999'))).statusCode).toBe(200);
    expect(await profileOf(user.token)).toMatchObject({ phoneNumber: '+2348055559999', phoneVerified: true });
  });
});

describe('with SMS on, what needs a verified number', () => {
  /** Texts a code to the account's number and verifies it, through the API. */
  async function verifyPhone(token: string) {
    await forgetMinuteLimits();
    expect((await sendCode(token)).statusCode).toBe(200);
    expect((await verify(token, await lastCode())).statusCode).toBe(200);
  }

  it('an agent sends an Aboki to review only once the agent’s number is verified', async () => {
    const agent = await kit.account('AGENT');
    const draft = await kit.aboki(agent.token, { publish: false });
    const refused = await kit.call('POST', `/api/v1/abokis/${draft.id}/publish`, undefined, agent.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'PHONE_NOT_VERIFIED',
      message: PHONE_MESSAGES.verifyBeforeReview,
    });
    expect((await kit.rows(sql`SELECT status FROM abokis`))[0]).toEqual({ status: 'DRAFT' });

    await verifyPhone(agent.token);
    const published = await kit.call('POST', `/api/v1/abokis/${draft.id}/publish`, undefined, agent.token);
    expect(published.statusCode).toBe(200);
    expect(published.json().data.aboki.status).toBe('PENDING_REVIEW');
  });

  it('a User books only once the User’s number is verified', async () => {
    const agent = await kit.account('AGENT');
    await verifyPhone(agent.token);
    const aboki = await kit.aboki(agent.token);
    const user = await kit.account('USER');

    const refused = await kit.requestBooking(user.token, aboki.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'PHONE_NOT_VERIFIED',
      message: PHONE_MESSAGES.verifyBeforeBooking,
    });
    expect(await kit.rows(sql`SELECT id FROM jobs`)).toEqual([]);

    // The agent's number is the User's too (the kit's): the User is a second account for it.
    await verifyPhone(user.token);
    expect((await kit.requestBooking(user.token, aboki.id)).statusCode).toBe(201);
  });
});
