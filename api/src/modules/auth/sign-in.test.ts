import { createHash, createHmac, hkdfSync } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { MESSAGES } from 'shared/messages';
import { REDACTED_PATHS } from '../../app.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import {
  call,
  codeIn,
  lastCodeTo,
  lastMailTo,
  mailTo,
  signUp,
  STRONG_PASSWORD,
} from '../../test/accounts.js';
import { startTestApp, type TestContext } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { LIMITS, LOCK_AFTER_FAILED_SIGN_INS } from './auth-limits.js';
import { createLimitKeys } from './limit-keys.js';

const ctx = useTestApp({
  smtp: true,
  truncate: ['users', 'outbox_emails', 'rate_limits'],
  env: { PUBLIC_URL: 'https://aboki.test' },
});

const login = (email: string, password: string, ip?: string) =>
  call(ctx, 'POST', '/api/v1/auth/login', { email, password }, { ip });
const loginWithCode = (email: string, password: string, code: string, ip?: string) =>
  call(ctx, 'POST', '/api/v1/auth/login', { email, password, code }, { ip });
const SIGN_IN_CODE_SUBJECT = 'Your Aboki sign-in code';
/** The account has had as many failed sign-ins as its limit allows in this window. */
const useUpAccountLimit = (email: string) =>
  ctx.database.db.execute(sql`
    INSERT INTO rate_limits (key, hits, expires_at)
    VALUES (${accountKey(email)}, ${LIMITS.failedSignInsPerAccount.limit}, now() + interval '15 minutes')`);
/** A minute passes for every email's one-a-minute sign-in code limit. */
const skipTheMinute = () =>
  ctx.database.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'sign-in:minute:%'`);
/** One of many addresses, for a stranger spreading guesses as a botnet would. */
const strangerIp = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
const withoutRequestId = (body: { requestId: string }) => ({ ...body, requestId: undefined });
const me = (token: string) => call(ctx, 'GET', '/api/v1/auth/me', undefined, { token });
const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await ctx.database.db.execute(query)).rows as T[];
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
/** The limiter's key part for an email, computed here from APP_SECRET as the decision record says. */
const emailKey = (email: string) => {
  const key = Buffer.from(hkdfSync('sha256', ctx.config.appSecret, 'aboki', 'rate-limit-key-v1', 32));
  return createHmac('sha256', key).update(email).digest('base64url').slice(0, 32);
};
const accountKey = (email: string) => `sign-in:account:${emailKey(email)}`;
const hitsOf = async (key: string) =>
  (await rows<{ hits: number }>(sql`SELECT hits FROM rate_limits WHERE key = ${key}`))[0]?.hits ?? 0;
const statusCounts = (responses: Array<{ statusCode: number }>) =>
  responses.reduce<Record<number, number>>((counts, { statusCode }) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }, {});
const errorCounts = (responses: Array<{ json: () => { error?: string } }>) =>
  responses.reduce<Record<string, number>>((counts, response) => {
    const error = response.json().error ?? 'none';
    counts[error] = (counts[error] ?? 0) + 1;
    return counts;
  }, {});

describe('POST /api/v1/auth/login', () => {
  it('signs in with a new token each time; only the SHA-256 of each token is stored', async () => {
    await signUp(ctx, ctx.smtp, { email: 'ada@example.com' });
    const first = await login('ADA@example.com', STRONG_PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({
      success: true,
      message: 'Logged in successfully!',
      data: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        user: {
          id: expect.any(String),
          email: 'ada@example.com',
          name: 'Ada Obi',
          role: null,
          hasProfile: false,
          emailVerified: true,
          phoneNumber: null,
          state: null,
          lga: null,
        },
      },
    });
    const second = await login('ada@example.com', STRONG_PASSWORD);
    const tokens = [first.json().data.token, second.json().data.token];
    expect(tokens[0]).not.toBe(tokens[1]);
    expect(Buffer.from(tokens[0], 'base64url')).toHaveLength(32);

    const stored = await rows<{ token_hash: string; lifetime: number }>(sql`
      SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 86400)::int AS lifetime FROM sessions`);
    const hashes = stored.map((row) => row.token_hash);
    for (const token of tokens) {
      expect(hashes).toContain(sha256(token));
      expect(hashes).not.toContain(token);
      expect((await me(token)).statusCode).toBe(200);
    }
    // Sign-up's verification signed in too: three sessions, each for 30 days.
    expect(stored.map((row) => row.lifetime)).toEqual([30, 30, 30]);
  });

  it('gives unknown emails and wrong passwords the same 401 answer, both after argon2 work', async () => {
    await signUp(ctx, ctx.smtp, { email: 'bayo@example.com' });
    // What one argon2 verification costs here, to compare the sign-ins with.
    const hash = await hashPassword('timing reference password');
    let argon2Ms = Infinity;
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      await verifyPassword(hash, 'wrong guess');
      argon2Ms = Math.min(argon2Ms, performance.now() - started);
    }

    const timed = async (email: string) => {
      const started = performance.now();
      const response = await login(email, 'not the right password', '198.51.100.77');
      return { response, ms: performance.now() - started };
    };
    const wrongPassword = await timed('bayo@example.com');
    const unknownEmail = await timed('nobody-here@example.com');
    for (const { response } of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
    }
    const strip = (body: { requestId: string }) => ({ ...body, requestId: undefined });
    expect(strip(unknownEmail.response.json())).toEqual(strip(wrongPassword.response.json()));
    expect(wrongPassword.response.json()).toMatchObject({
      success: false,
      error: 'INVALID_CREDENTIALS',
      message: 'Incorrect email or password.',
    });
    // Both paths ran argon2 (loosely: the machine may be busy, but the work cannot be skipped).
    expect(wrongPassword.ms).toBeGreaterThanOrEqual(argon2Ms * 0.6);
    expect(unknownEmail.ms).toBeGreaterThanOrEqual(argon2Ms * 0.6);
  });

  it('refuses an unverified account with the right password: 403 and a fresh code, once a minute', async () => {
    await call(ctx, 'POST', '/api/v1/auth/register', {
      name: 'Uche',
      email: 'uche@example.com',
      password: STRONG_PASSWORD,
    });
    const wrong = await login('uche@example.com', 'the wrong password');
    expect(wrong.json().error).toBe('INVALID_CREDENTIALS');
    expect(await mailTo(ctx, ctx.smtp, 'uche@example.com')).toHaveLength(1);
    // A minute after sign-up's code, which counts on the one-a-minute limit.
    await ctx.database.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'send-otp:minute:%'`);

    const refused = await login('uche@example.com', STRONG_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'EMAIL_NOT_VERIFIED', message: MESSAGES.emailNotVerified });
    const mails = await mailTo(ctx, ctx.smtp, 'uche@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Verify your email for Aboki');

    // Within the send-otp minute: still 403, but no third email.
    const again = await login('uche@example.com', STRONG_PASSWORD);
    expect(again.json()).toMatchObject({
      error: 'EMAIL_NOT_VERIFIED',
      message: MESSAGES.emailNotVerifiedCodeRecent,
    });
    expect(await mailTo(ctx, ctx.smtp, 'uche@example.com')).toHaveLength(2);
    expect(await rows(sql`SELECT count(*)::int AS n FROM sessions`)).toEqual([{ n: 0 }]);

    const verified = await call(ctx, 'POST', '/api/v1/auth/verify-otp', {
      email: 'uche@example.com',
      otp: codeIn(mails[1]!),
    });
    expect(verified.statusCode).toBe(200);
  });

  it('past the account limit asks for an emailed code instead of refusing the right password', async () => {
    await signUp(ctx, ctx.smtp, { email: 'target@example.com', name: 'Ngozi Eze' });
    const { limit } = LIMITS.failedSignInsPerAccount;
    const sent = (await mailTo(ctx, ctx.smtp, 'target@example.com')).length;
    // Spread over addresses, as a botnet would: each address is far from its own limit.
    for (let i = 0; i < limit; i += 1) {
      const failed = await login('target@example.com', `guess number ${i}`, strangerIp(i));
      expect(failed.json()).toMatchObject({ error: 'INVALID_CREDENTIALS' });
    }
    const wrong = await login('target@example.com', 'guess number 21', strangerIp(limit));
    const right = await login('target@example.com', STRONG_PASSWORD, '203.0.113.250');
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({
      success: false,
      message: MESSAGES.signInCodeRequired,
      error: 'SIGN_IN_CODE_REQUIRED',
      requestId: expect.any(String),
    });
    // The same answer for a wrong password: the answer says nothing of the password.
    expect(withoutRequestId(wrong.json())).toEqual(withoutRequestId(right.json()));
    expect(wrong.headers['retry-after']).toBeUndefined();
    expect(right.headers['retry-after']).toBeUndefined();

    // Only the right password sent a code, in plain words, to the owner.
    const mails = (await mailTo(ctx, ctx.smtp, 'target@example.com')).slice(sent);
    expect(mails.map((mail) => mail.subject)).toEqual([SIGN_IN_CODE_SUBJECT]);
    expect(mails[0]!.text).toContain('Hello Ngozi Eze,');
    expect(mails[0]!.text).toContain('Someone — maybe you — tried to sign in to your Aboki account');
    expect(mails[0]!.text).toContain('10 minutes');
    expect(mails[0]!.text).not.toContain(STRONG_PASSWORD);
    const [stored] = await rows<{ code_hash: string; ttl: number }>(sql`
      SELECT code_hash, round(extract(epoch FROM expires_at - now()))::int AS ttl
      FROM email_codes WHERE purpose = 'sign_in'`);
    expect(stored!.code_hash).not.toContain(codeIn(mails[0]!));
    expect(stored!.ttl).toBeGreaterThan(590);
    expect(stored!.ttl).toBeLessThanOrEqual(600);

    const signedIn = await loginWithCode('target@example.com', STRONG_PASSWORD, codeIn(mails[0]!));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      message: 'Logged in successfully!',
      data: { token: expect.any(String), user: { email: 'target@example.com' } },
    });
    expect((await me(signedIn.json().data.token)).statusCode).toBe(200);
    // The code works once.
    expect(
      (await loginWithCode('target@example.com', STRONG_PASSWORD, codeIn(mails[0]!))).json(),
    ).toMatchObject({ error: 'INVALID_CREDENTIALS', message: MESSAGES.invalidPasswordOrCode });
  });

  it('gives an email without an account the same answers past the limit, and sends it nothing', async () => {
    await signUp(ctx, ctx.smtp, { email: 'real@example.com' });
    await useUpAccountLimit('real@example.com');
    await useUpAccountLimit('ghost@example.com');
    const real = await login('real@example.com', 'not the password');
    const ghost = await login('ghost@example.com', 'whatever it is');
    expect(ghost.statusCode).toBe(401);
    expect(withoutRequestId(ghost.json())).toEqual(withoutRequestId(real.json()));
    const realWithCode = await loginWithCode('real@example.com', 'not the password', '123456');
    const ghostWithCode = await loginWithCode('ghost@example.com', 'whatever it is', '123456');
    expect(withoutRequestId(ghostWithCode.json())).toEqual(withoutRequestId(realWithCode.json()));
    expect(await mailTo(ctx, ctx.smtp, 'ghost@example.com')).toEqual([]);
  });

  it('throttles failed sign-ins per IP address across accounts', async () => {
    const ip = '192.0.2.77';
    await ctx.database.db.execute(sql`
      INSERT INTO rate_limits (key, hits, expires_at)
      VALUES (${`sign-in:ip:${ip}`}, ${LIMITS.failedSignInsPerIp.limit - 1}, now() + interval '15 minutes')`);
    expect((await login('someone@example.com', 'wrong password', ip)).statusCode).toBe(401);
    const limited = await login('someone-else@example.com', 'wrong password', ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect((await login('someone-else@example.com', 'wrong password', '192.0.2.78')).statusCode).toBe(401);
  });

  it('resets the run of failures on success', async () => {
    await signUp(ctx, ctx.smtp, { email: 'forgetful@example.com' });
    await login('forgetful@example.com', 'wrong password one');
    await login('forgetful@example.com', 'wrong password two');
    expect(await rows(sql`SELECT failed_login_count FROM users`)).toEqual([{ failed_login_count: 2 }]);
    expect((await login('forgetful@example.com', STRONG_PASSWORD)).statusCode).toBe(200);
    expect(await rows(sql`SELECT failed_login_count FROM users`)).toEqual([{ failed_login_count: 0 }]);
  });

  it('counts attempts before checking them: of 30 concurrent wrong passwords against 20, 20 are checked and 10 asked for a code', async () => {
    await signUp(ctx, ctx.smtp, { email: 'burst@example.com' });
    const { limit } = LIMITS.failedSignInsPerAccount;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login('burst@example.com', `burst guess ${i}`, `198.51.100.${i + 1}`),
      ),
    );
    expect(errorCounts(answers)).toEqual({ INVALID_CREDENTIALS: limit, SIGN_IN_CODE_REQUIRED: 30 - limit });
    expect(statusCounts(answers)).toEqual({ 401: 30 });
    // Only the 20 that were checked count as consecutive failures.
    expect(await rows(sql`SELECT failed_login_count FROM users`)).toEqual([{ failed_login_count: limit }]);
  });

  it('gives a right password its attempt back, so successes never use up the allowance', async () => {
    await signUp(ctx, ctx.smtp, { email: 'refund@example.com' });
    const key = accountKey('refund@example.com');
    const ipKey = 'sign-in:ip:203.0.113.10';
    const { limit } = LIMITS.failedSignInsPerAccount;
    await ctx.database.db.execute(sql`
      INSERT INTO rate_limits (key, hits, expires_at) VALUES (${key}, ${limit - 1}, now() + interval '15 minutes')`);
    for (let i = 0; i < 3; i += 1) {
      expect((await login('refund@example.com', STRONG_PASSWORD)).statusCode).toBe(200);
    }
    expect(await hitsOf(key)).toBe(limit - 1);
    expect(await hitsOf(ipKey)).toBe(0);
    expect((await login('refund@example.com', 'one wrong guess')).statusCode).toBe(401);
    expect(await hitsOf(key)).toBe(limit);
    expect(await hitsOf(ipKey)).toBe(1);
    // Now used up: the right password needs the emailed code too.
    expect((await login('refund@example.com', STRONG_PASSWORD)).json().error).toBe('SIGN_IN_CODE_REQUIRED');
  });

  it('keys limits on emails by an HMAC from APP_SECRET, never the email or its plain SHA-256', async () => {
    await login('Secret.Person@example.com', 'a wrong password');
    await login('secret.person@example.com', 'another wrong password');
    const keys = await rows<{ key: string; hits: number }>(
      sql`SELECT key, hits FROM rate_limits ORDER BY key`,
    );
    const email = 'secret.person@example.com';
    // Stable: both attempts (the email is lower-cased first) count against one key.
    expect(keys).toEqual([
      { key: accountKey(email), hits: 2 },
      { key: 'sign-in:ip:203.0.113.10', hits: 2 },
    ]);
    for (const { key } of keys) {
      expect(key).not.toContain(email);
      expect(key).not.toContain(sha256(email).slice(0, 24));
    }
    // Another secret, another key: a list of emails hashed without the secret matches nothing.
    expect(createLimitKeys('another-secret-that-is-long-enough-98765').signInsAccount(email)).not.toBe(
      accountKey(email),
    );
    expect(createLimitKeys(ctx.config.appSecret).signInsAccount(email)).toBe(accountKey(email));
  });

  it('counts an IPv6 client by its /64 on the per-address limit', async () => {
    await ctx.database.db.execute(sql`
      INSERT INTO rate_limits (key, hits, expires_at)
      VALUES ('sign-in:ip:2001:db8:aa:bb::/64', ${LIMITS.failedSignInsPerIp.limit - 1}, now() + interval '15 minutes')`);
    expect((await login('v6@example.com', 'wrong password', '2001:db8:aa:bb::1')).statusCode).toBe(401);
    // Another address of the same /64 is the same client.
    expect((await login('v6-other@example.com', 'wrong password', '2001:db8:aa:bb:1:2:3:4')).statusCode).toBe(
      429,
    );
    expect((await login('v6-other@example.com', 'wrong password', '2001:db8:aa:bc::1')).statusCode).toBe(401);
  });

  it('does not let a burst of 101 wrong passwords start a code period', async () => {
    await signUp(ctx, ctx.smtp, { email: 'victim@example.com' });
    const sent = (await mailTo(ctx, ctx.smtp, 'victim@example.com')).length;
    const answers = await Promise.all(
      Array.from({ length: 101 }, (_, i) =>
        login('victim@example.com', `burst guess ${i}`, `198.51.100.${(i % 200) + 1}`),
      ),
    );
    expect(errorCounts(answers)).toEqual({ INVALID_CREDENTIALS: 20, SIGN_IN_CODE_REQUIRED: 81 });
    expect(await rows(sql`SELECT failed_login_count, lock_count, locked_until FROM users`)).toEqual([
      { failed_login_count: 20, lock_count: 0, locked_until: null },
    ]);
    // Wrong passwords send no code: nothing reaches the owner.
    expect(await mailTo(ctx, ctx.smtp, 'victim@example.com')).toHaveLength(sent);
  });

  it('starts a 15-minute code period at the 100th failure in a row, once however many race; the owner signs in with the code meanwhile', async () => {
    await signUp(ctx, ctx.smtp, { email: 'locked@example.com', name: 'Musa Bello' });
    // 99 failures already happened (at the throttled pace they take over an hour).
    await ctx.database.db.execute(
      sql`UPDATE users SET failed_login_count = ${LOCK_AFTER_FAILED_SIGN_INS - 1}`,
    );

    const answers = await Promise.all(
      Array.from({ length: 101 }, (_, i) => login('locked@example.com', `guess ${i}`, `198.51.100.${i + 1}`)),
    );
    // Every answer is a 401; none is a refusal with a time to wait.
    expect(statusCounts(answers)).toEqual({ 401: 101 });
    expect(answers.every((answer) => answer.headers['retry-after'] === undefined)).toBe(true);
    const [user] = await rows<{ failed_login_count: number; lock_count: number; seconds: number }>(sql`
      SELECT failed_login_count, lock_count, extract(epoch FROM locked_until - now())::int AS seconds FROM users`);
    expect(user).toEqual({ failed_login_count: 0, lock_count: 1, seconds: expect.any(Number) });
    expect(user!.seconds).toBeGreaterThan(880);
    expect(user!.seconds).toBeLessThanOrEqual(900);
    const periodMails = (await mailTo(ctx, ctx.smtp, 'locked@example.com')).filter(
      (mail) => mail.subject === 'Someone is trying to sign in to your Aboki account',
    );
    expect(periodMails).toHaveLength(1);
    expect(periodMails[0]!.text).toContain('Hello Musa Bello,');
    expect(periodMails[0]!.text).toContain('for the next 15 minutes signing in needs a code we email you');
    expect(periodMails[0]!.text).toContain('You can still sign in at any time');
    expect(periodMails[0]!.text).toContain('https://aboki.test/reset-password');

    // Past the throttle window: the right password gets the same answer as a wrong one, and a code.
    await ctx.database.db.execute(sql`DELETE FROM rate_limits`);
    const right = await login('locked@example.com', STRONG_PASSWORD);
    const wrong = await login('locked@example.com', 'still guessing');
    expect(right.json().error).toBe('SIGN_IN_CODE_REQUIRED');
    expect(withoutRequestId(right.json())).toEqual(withoutRequestId(wrong.json()));
    // Failures in a code period neither count nor lengthen it.
    expect(await rows(sql`SELECT failed_login_count, lock_count FROM users`)).toEqual([
      { failed_login_count: 0, lock_count: 1 },
    ]);
    const code = await lastCodeTo(ctx, ctx.smtp, 'locked@example.com', SIGN_IN_CODE_SUBJECT);
    expect((await loginWithCode('locked@example.com', STRONG_PASSWORD, code)).statusCode).toBe(200);
    // Password and mailbox proven: the period and the run of periods are over.
    expect(await rows(sql`SELECT failed_login_count, lock_count, locked_until FROM users`)).toEqual([
      { failed_login_count: 0, lock_count: 0, locked_until: null },
    ]);
    expect((await login('locked@example.com', STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('ends a code period by itself: then the password alone signs in again', async () => {
    await signUp(ctx, ctx.smtp, { email: 'period@example.com' });
    await ctx.database.db.execute(
      sql`UPDATE users SET lock_count = 1, locked_until = now() + interval '10 minutes'`,
    );
    expect((await login('period@example.com', STRONG_PASSWORD)).json().error).toBe('SIGN_IN_CODE_REQUIRED');
    await ctx.database.db.execute(sql`UPDATE users SET locked_until = now() - interval '1 second'`);
    expect((await login('period@example.com', STRONG_PASSWORD)).statusCode).toBe(200);
    expect(await rows(sql`SELECT lock_count, locked_until FROM users`)).toEqual([
      { lock_count: 0, locked_until: null },
    ]);
  });

  it.each([
    [0, 15 * 60, '15 minutes'],
    [1, 30 * 60, '30 minutes'],
    [2, 60 * 60, '60 minutes'],
    [3, 120 * 60, '2 hours'],
    [6, 16 * 3600, '16 hours'],
    [7, 24 * 3600, '24 hours'],
    [40, 24 * 3600, '24 hours'],
  ])(
    'after %i code periods in a row, the next lasts %i seconds (doubling, at most a day)',
    async (periodsSoFar, seconds, wait) => {
      await signUp(ctx, ctx.smtp, { email: 'again@example.com' });
      await ctx.database.db.execute(sql`
      UPDATE users SET failed_login_count = ${LOCK_AFTER_FAILED_SIGN_INS - 1}, lock_count = ${periodsSoFar},
        locked_until = now() - interval '1 minute'`);
      const failed = await login('again@example.com', 'yet another guess');
      expect(failed.json()).toMatchObject({ error: 'INVALID_CREDENTIALS' });
      const [user] = await rows<{ lock_count: number; seconds: number }>(
        sql`SELECT lock_count, round(extract(epoch FROM locked_until - now()))::int AS seconds FROM users`,
      );
      expect(user!.lock_count).toBe(periodsSoFar + 1);
      expect(Math.abs(user!.seconds - seconds)).toBeLessThan(20);
      const mails = await mailTo(ctx, ctx.smtp, 'again@example.com');
      expect(mails.at(-1)!.text).toContain(`for the next ${wait} signing in needs a code`);
    },
  );

  it('a password reset ends a code period and the run of them at once', async () => {
    await signUp(ctx, ctx.smtp, { email: 'reset-lock@example.com' });
    await ctx.database.db.execute(
      sql`UPDATE users SET lock_count = 3, locked_until = now() + interval '2 hours', failed_login_count = 7`,
    );
    expect((await login('reset-lock@example.com', STRONG_PASSWORD)).json().error).toBe(
      'SIGN_IN_CODE_REQUIRED',
    );

    await call(ctx, 'POST', '/api/v1/auth/forgot-password', { email: 'reset-lock@example.com' });
    const otp = await lastCodeTo(ctx, ctx.smtp, 'reset-lock@example.com', 'Reset your Aboki password');
    const { resetToken } = (
      await call(ctx, 'POST', '/api/v1/auth/reset-password/verify-otp', {
        email: 'reset-lock@example.com',
        otp,
      })
    ).json().data;
    const reset = await call(ctx, 'POST', '/api/v1/auth/reset-password', {
      resetToken,
      password: 'a fresh start at last',
    });
    expect(reset.statusCode).toBe(200);
    expect(await rows(sql`SELECT failed_login_count, lock_count, locked_until FROM users`)).toEqual([
      { failed_login_count: 0, lock_count: 0, locked_until: null },
    ]);
    expect((await login('reset-lock@example.com', 'a fresh start at last')).statusCode).toBe(200);
  });

  it('greets an unverified account by name in no email, the code-period and sign-in code emails included', async () => {
    await call(ctx, 'POST', '/api/v1/auth/register', {
      name: 'Visit evil.example now',
      email: 'unverified-lock@example.com',
      password: STRONG_PASSWORD,
    });
    await ctx.database.db.execute(
      sql`UPDATE users SET failed_login_count = ${LOCK_AFTER_FAILED_SIGN_INS - 1}`,
    );
    expect((await login('unverified-lock@example.com', 'wrong guess')).json().error).toBe(
      'INVALID_CREDENTIALS',
    );
    await ctx.database.db.execute(sql`DELETE FROM rate_limits`);
    // In the code period, the right password of an unverified account: a sign-in code...
    expect((await login('unverified-lock@example.com', STRONG_PASSWORD)).json().error).toBe(
      'SIGN_IN_CODE_REQUIRED',
    );
    const code = await lastCodeTo(ctx, ctx.smtp, 'unverified-lock@example.com', SIGN_IN_CODE_SUBJECT);
    // ...and with it, as without a period: 403 and a fresh verification code.
    expect((await loginWithCode('unverified-lock@example.com', STRONG_PASSWORD, code)).json().error).toBe(
      'EMAIL_NOT_VERIFIED',
    );
    const mails = await mailTo(ctx, ctx.smtp, 'unverified-lock@example.com');
    // Queued close together, so they may arrive in any order.
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Someone is trying to sign in to your Aboki account',
      'Verify your email for Aboki',
      'Verify your email for Aboki',
      SIGN_IN_CODE_SUBJECT,
    ]);
    for (const mail of mails) {
      expect(mail.text).toMatch(/^Hello,\n/);
      expect(mail.text).not.toContain('evil.example');
    }
  });

  it('upgrades a hash made with older argon2 settings at the next sign-in', async () => {
    await signUp(ctx, ctx.smtp, { email: 'old@example.com' });
    const { hash } = await import('@node-rs/argon2');
    const weaker = await hash(STRONG_PASSWORD, { memoryCost: 8192, timeCost: 1, parallelism: 1 });
    await ctx.database.db.execute(sql`UPDATE users SET password_hash = ${weaker}`);
    expect((await login('old@example.com', STRONG_PASSWORD)).statusCode).toBe(200);
    const [user] = await rows<{ password_hash: string }>(sql`SELECT password_hash FROM users`);
    expect(user!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses malformed input with 400 and counts nothing', async () => {
    const response = await call(ctx, 'POST', '/api/v1/auth/login', { email: 'x@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ password: 'Enter your password' });
    expect(await rows(sql`SELECT key FROM rate_limits`)).toEqual([]);
  });
});

describe('sign-in after many wrong passwords: the password and an emailed code (issue 23)', () => {
  it("lets the owner sign in with the password and the emailed code after a stranger's 200 wrong passwords from 200 addresses", async () => {
    await signUp(ctx, ctx.smtp, { email: 'owner@example.com', name: 'Chioma Obi' });
    const sent = (await mailTo(ctx, ctx.smtp, 'owner@example.com')).length;
    const stranger = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login('owner@example.com', `stranger guess ${i}`, strangerIp(i))),
    );
    const { limit } = LIMITS.failedSignInsPerAccount;
    expect(errorCounts(stranger)).toEqual({ INVALID_CREDENTIALS: limit, SIGN_IN_CODE_REQUIRED: 200 - limit });
    // Past the limit every answer is the same, so the stranger's guesses there teach nothing.
    const codeAnswers = stranger.filter((answer) => answer.json().error === 'SIGN_IN_CODE_REQUIRED');
    expect(
      new Set(codeAnswers.map((answer) => JSON.stringify(withoutRequestId(answer.json())))),
    ).toHaveProperty('size', 1);
    // Wrong passwords sent the owner nothing.
    expect(await mailTo(ctx, ctx.smtp, 'owner@example.com')).toHaveLength(sent);

    // The owner, from home: the right password asks for the code, which comes by email...
    const first = await login('owner@example.com', STRONG_PASSWORD, '192.0.2.10');
    expect(first.statusCode).toBe(401);
    expect(first.json()).toMatchObject({
      error: 'SIGN_IN_CODE_REQUIRED',
      message: MESSAGES.signInCodeRequired,
    });
    const mail = await lastMailTo(ctx, ctx.smtp, 'owner@example.com');
    expect(mail.subject).toBe(SIGN_IN_CODE_SUBJECT);
    expect(mail.text).toContain('Hello Chioma Obi,');

    // ...and the password with the code signs in.
    const signedIn = await loginWithCode('owner@example.com', STRONG_PASSWORD, codeIn(mail), '192.0.2.10');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ email: 'owner@example.com', name: 'Chioma Obi' });
    expect((await me(signedIn.json().data.token)).statusCode).toBe(200);
    expect(
      await rows(sql`SELECT used_at IS NOT NULL AS used FROM email_codes WHERE purpose = 'sign_in'`),
    ).toEqual([{ used: true }]);
  }, 120_000);

  it("burns only the owner's code with wrong codes, and only when the password is right; the next code works", async () => {
    await signUp(ctx, ctx.smtp, { email: 'burn@example.com' });
    await useUpAccountLimit('burn@example.com');
    await login('burn@example.com', STRONG_PASSWORD);
    const first = await lastCodeTo(ctx, ctx.smtp, 'burn@example.com', SIGN_IN_CODE_SUBJECT);
    const wrong = (i: number) => String((Number(first) + 1 + i) % 1_000_000).padStart(6, '0');
    const attempts = async () =>
      (await rows<{ attempts: number }>(sql`SELECT attempts FROM email_codes WHERE purpose = 'sign_in'`))[0]!
        .attempts;

    // A stranger without the password spends none of the code's tries, even with the right code.
    for (let i = 0; i < 10; i += 1) {
      const guess = await loginWithCode(
        'burn@example.com',
        'not the password',
        i ? wrong(i) : first,
        strangerIp(i),
      );
      expect(guess.json()).toMatchObject({
        error: 'INVALID_CREDENTIALS',
        message: MESSAGES.invalidPasswordOrCode,
      });
    }
    expect(await attempts()).toBe(0);

    // With the right password, a wrong code answers exactly as a wrong password does and spends a try.
    const mistyped = await loginWithCode('burn@example.com', STRONG_PASSWORD, wrong(100));
    const stranger = await loginWithCode('burn@example.com', 'not the password', wrong(100));
    expect(withoutRequestId(mistyped.json())).toEqual(withoutRequestId(stranger.json()));
    expect(await attempts()).toBe(1);
    // 5 wrong tries kill that code, the right one included...
    for (let i = 0; i < 4; i += 1) await loginWithCode('burn@example.com', STRONG_PASSWORD, wrong(200 + i));
    expect(await attempts()).toBe(5);
    expect((await loginWithCode('burn@example.com', STRONG_PASSWORD, first)).json().error).toBe(
      'INVALID_CREDENTIALS',
    );

    // ...and nothing else: a minute later a new code comes, and works.
    await skipTheMinute();
    expect((await login('burn@example.com', STRONG_PASSWORD)).json().error).toBe('SIGN_IN_CODE_REQUIRED');
    const second = await lastCodeTo(ctx, ctx.smtp, 'burn@example.com', SIGN_IN_CODE_SUBJECT);
    expect(second).not.toBe(first);
    expect((await loginWithCode('burn@example.com', STRONG_PASSWORD, second)).statusCode).toBe(200);
  });

  it('keeps answering 429 to an address past its own limit, while the owner signs in from another', async () => {
    await signUp(ctx, ctx.smtp, { email: 'one-source@example.com' });
    const ip = '192.0.2.150';
    const answers = [];
    for (let i = 0; i < LIMITS.failedSignInsPerIp.limit + 5; i += 1) {
      answers.push(await login('one-source@example.com', `guess ${i}`, ip));
    }
    expect(errorCounts(answers)).toEqual({
      INVALID_CREDENTIALS: LIMITS.failedSignInsPerAccount.limit,
      SIGN_IN_CODE_REQUIRED: LIMITS.failedSignInsPerIp.limit - LIMITS.failedSignInsPerAccount.limit,
      RATE_LIMITED: 5,
    });
    const refused = answers.at(-1)!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.signInThrottled);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    // Even with the right password and a code, that address waits.
    expect((await login('one-source@example.com', STRONG_PASSWORD, ip)).statusCode).toBe(429);

    expect((await login('one-source@example.com', STRONG_PASSWORD, '192.0.2.151')).json().error).toBe(
      'SIGN_IN_CODE_REQUIRED',
    );
    const code = await lastCodeTo(ctx, ctx.smtp, 'one-source@example.com', SIGN_IN_CODE_SUBJECT);
    expect(
      (await loginWithCode('one-source@example.com', STRONG_PASSWORD, code, '192.0.2.151')).statusCode,
    ).toBe(200);
  });

  it('sends a sign-in code at most once a minute and 5 times an hour, and a new one replaces the last', async () => {
    await signUp(ctx, ctx.smtp, { email: 'resend@example.com' });
    await useUpAccountLimit('resend@example.com');
    const codes = async () =>
      (await mailTo(ctx, ctx.smtp, 'resend@example.com')).filter(
        (mail) => mail.subject === SIGN_IN_CODE_SUBJECT,
      );
    // A double tap sends one code.
    await Promise.all([
      login('resend@example.com', STRONG_PASSWORD),
      login('resend@example.com', STRONG_PASSWORD),
    ]);
    expect(await codes()).toHaveLength(1);
    const sentCodes = [codeIn((await codes())[0]!)];
    for (let i = 1; i < LIMITS.codeRequestPerEmailHour.limit; i += 1) {
      await skipTheMinute();
      const again = await login('resend@example.com', STRONG_PASSWORD);
      expect(again.json().error).toBe('SIGN_IN_CODE_REQUIRED');
      // Delivered one by one, so the last email is the newest code.
      sentCodes.push(codeIn((await codes()).at(-1)!));
    }
    expect(new Set(sentCodes).size).toBe(LIMITS.codeRequestPerEmailHour.limit);
    // The sixth in the hour: the same answer, and no email.
    await skipTheMinute();
    expect((await login('resend@example.com', STRONG_PASSWORD)).json().error).toBe('SIGN_IN_CODE_REQUIRED');
    expect(await codes()).toHaveLength(LIMITS.codeRequestPerEmailHour.limit);
    // Only the newest code works.
    expect((await loginWithCode('resend@example.com', STRONG_PASSWORD, sentCodes[0]!)).statusCode).toBe(401);
    expect((await loginWithCode('resend@example.com', STRONG_PASSWORD, sentCodes.at(-1)!)).statusCode).toBe(
      200,
    );
  });

  it('lets exactly one of 20 concurrent sign-ins with the right password and code through', async () => {
    await signUp(ctx, ctx.smtp, { email: 'race@example.com' });
    await useUpAccountLimit('race@example.com');
    await login('race@example.com', STRONG_PASSWORD);
    const code = await lastCodeTo(ctx, ctx.smtp, 'race@example.com', SIGN_IN_CODE_SUBJECT);
    const sessionsBefore = (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM sessions`))[0]!.n;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        loginWithCode('race@example.com', STRONG_PASSWORD, code, strangerIp(i)),
      ),
    );
    expect(errorCounts(answers)).toEqual({ none: 1, INVALID_CREDENTIALS: 19 });
    expect(await rows(sql`SELECT count(*)::int AS n FROM sessions`)).toEqual([{ n: sessionsBefore + 1 }]);
  });

  it('ignores a code while none is needed: the password alone decides', async () => {
    await signUp(ctx, ctx.smtp, { email: 'early@example.com' });
    expect((await loginWithCode('early@example.com', STRONG_PASSWORD, '123456')).statusCode).toBe(200);
    expect((await loginWithCode('early@example.com', 'wrong password', '123456')).json()).toMatchObject({
      error: 'INVALID_CREDENTIALS',
      message: MESSAGES.invalidCredentials,
    });
    const malformed = await loginWithCode('early@example.com', STRONG_PASSWORD, '12345');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual({ code: 'Enter the 6-digit code from the email' });
  });
});

describe('sessions', () => {
  it('logout revokes the token at once', async () => {
    const { token } = await signUp(ctx, ctx.smtp, { email: 'bye@example.com' });
    const other = (await login('bye@example.com', STRONG_PASSWORD)).json().data.token;
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'Logged out successfully!', data: {} });
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: 'UNAUTHENTICATED', message: MESSAGES.sessionEnded });
    expect((await call(ctx, 'POST', '/api/v1/auth/logout', {}, { token })).statusCode).toBe(401);
    // Only that session ended.
    expect((await me(other)).statusCode).toBe(200);
  });

  it.each([
    ['no header', undefined, MESSAGES.signInRequired],
    ['the placeholder pending-verification', 'Bearer pending-verification', MESSAGES.sessionEnded],
    ['the placeholder email-verified', 'Bearer email-verified', MESSAGES.sessionEnded],
    ['an unknown token', `Bearer ${'A'.repeat(43)}`, MESSAGES.sessionEnded],
    ['another scheme', 'Basic YWRhOnNlY3JldA==', MESSAGES.signInRequired],
  ])('answers %s with 401 UNAUTHENTICATED', async (_case, authorization, message) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(response.json()).toEqual({
      success: false,
      message,
      error: 'UNAUTHENTICATED',
      requestId: expect.any(String),
    });
  });

  it('ends a session 30 days after sign-in however active, and after 7 idle days', async () => {
    const { token } = await signUp(ctx, ctx.smtp, { email: 'expiry@example.com' });
    const hash = sha256(token);
    await ctx.database.db.execute(
      sql`UPDATE sessions SET last_used_at = now() - interval '6 days 23 hours' WHERE token_hash = ${hash}`,
    );
    expect((await me(token)).statusCode).toBe(200);
    await ctx.database.db.execute(
      sql`UPDATE sessions SET last_used_at = now() - interval '7 days 1 minute' WHERE token_hash = ${hash}`,
    );
    expect((await me(token)).statusCode).toBe(401);

    const second = (await login('expiry@example.com', STRONG_PASSWORD)).json().data.token;
    await ctx.database.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = ${sha256(second)}`,
    );
    expect((await me(second)).statusCode).toBe(401);
  });

  it('moves last_used_at at most once a minute', async () => {
    const { token } = await signUp(ctx, ctx.smtp, { email: 'touch@example.com' });
    const lastUsed = async () =>
      (
        await rows<{ ms: number }>(
          sql`SELECT (extract(epoch FROM last_used_at) * 1000)::float8 AS ms FROM sessions`,
        )
      )[0]!.ms;
    await ctx.database.db.execute(sql`UPDATE sessions SET last_used_at = now() - interval '30 seconds'`);
    const recent = await lastUsed();
    await me(token);
    await me(token);
    expect(await lastUsed()).toBe(recent);

    await ctx.database.db.execute(sql`UPDATE sessions SET last_used_at = now() - interval '2 minutes'`);
    const stale = await lastUsed();
    await me(token);
    const touched = await lastUsed();
    expect(touched).toBeGreaterThan(stale + 60_000);
    await me(token);
    expect(await lastUsed()).toBe(touched);
  });
});

describe('logs', () => {
  it('never carry passwords, codes or tokens through a whole sign-up and sign-in', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await startTestApp(
      { SMTP_URL: ctx.smtp.url },
      { logger: { level: 'trace', stream, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } } },
    );
    try {
      const { token, password } = await signUp(logged, ctx.smtp, {
        email: 'quiet@example.com',
        ip: '192.0.2.5',
      });
      const code = codeIn((await mailTo(logged, ctx.smtp, 'quiet@example.com'))[0]!);
      const loginToken = (
        await call(logged, 'POST', '/api/v1/auth/login', { email: 'quiet@example.com', password })
      ).json().data.token;
      await call(logged, 'GET', '/api/v1/auth/me', undefined, { token: loginToken });
      const log = lines.join('');
      expect(log).toContain('/api/v1/auth/login');
      for (const secret of [password, code, token, loginToken]) expect(log).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});

// The same burst against the Redis store, which production uses when REDIS_URL is set.
const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('sign-in throttles on the Redis store (TEST_REDIS_URL)', () => {
  let redisApp: TestContext;
  beforeAll(async () => {
    redisApp = await startTestApp({ SMTP_URL: ctx.smtp.url, REDIS_URL: redisUrl! });
  });
  afterAll(() => redisApp.close());

  it('of 30 concurrent wrong passwords against 20, 20 are checked and 10 asked for a code, and then the right one too', async () => {
    // A fresh email each run: Redis outlives the test database.
    const email = `redis-burst-${Date.now()}@example.com`;
    await signUp(redisApp, ctx.smtp, { email });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(
          redisApp,
          'POST',
          '/api/v1/auth/login',
          { email, password: `guess ${i}` },
          { ip: `2001:db8:${i}::1` },
        ),
      ),
    );
    expect(errorCounts(answers)).toEqual({ INVALID_CREDENTIALS: 20, SIGN_IN_CODE_REQUIRED: 10 });
    const right = await call(redisApp, 'POST', '/api/v1/auth/login', { email, password: STRONG_PASSWORD });
    expect(right.json().error).toBe('SIGN_IN_CODE_REQUIRED');
  });
});
