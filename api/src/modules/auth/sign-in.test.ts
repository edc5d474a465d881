import { createHash, createHmac, hkdfSync } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { MESSAGES } from 'shared/messages';
import { REDACTED_PATHS } from '../../app.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { call, codeIn, lastCodeTo, mailTo, signUp, STRONG_PASSWORD } from '../../test/accounts.js';
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

  it('throttles failed sign-ins per account with 429 and Retry-After, even for the right password', async () => {
    await signUp(ctx, ctx.smtp, { email: 'target@example.com' });
    const { limit } = LIMITS.failedSignInsPerAccount;
    // Spread over addresses, as a botnet would; the account limit still holds.
    for (let i = 0; i < limit; i += 1) {
      const failed = await login('target@example.com', `guess number ${i}`, `203.0.113.${i + 1}`);
      expect(failed.statusCode).toBe(401);
    }
    const limited = await login('target@example.com', STRONG_PASSWORD, '203.0.113.250');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED', message: MESSAGES.signInThrottled });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The same throttle for an email without an account, so 429s reveal nothing.
    await ctx.database.db.execute(sql`
      INSERT INTO rate_limits (key, hits, expires_at)
      VALUES (${accountKey('ghost@example.com')}, ${limit}, now() + interval '15 minutes')`);
    expect((await login('ghost@example.com', 'whatever it is')).statusCode).toBe(429);
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

  it('counts attempts before checking them: of 30 concurrent wrong passwords against 20, 20 are 401 and 10 are 429', async () => {
    await signUp(ctx, ctx.smtp, { email: 'burst@example.com' });
    const { limit } = LIMITS.failedSignInsPerAccount;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login('burst@example.com', `burst guess ${i}`, `198.51.100.${i + 1}`),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 401: limit, 429: 30 - limit });
    for (const answer of answers.filter((a) => a.statusCode === 429)) {
      expect(answer.json()).toMatchObject({ error: 'RATE_LIMITED', message: MESSAGES.signInThrottled });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(800);
    }
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
    // Now used up: even the right password waits.
    expect((await login('refund@example.com', STRONG_PASSWORD)).statusCode).toBe(429);
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

  it('does not let a burst of 101 wrong passwords lock an account', async () => {
    await signUp(ctx, ctx.smtp, { email: 'victim@example.com' });
    const sent = (await mailTo(ctx, ctx.smtp, 'victim@example.com')).length;
    const answers = await Promise.all(
      Array.from({ length: 101 }, (_, i) =>
        login('victim@example.com', `burst guess ${i}`, `198.51.100.${(i % 200) + 1}`),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 401: 20, 429: 81 });
    expect(await rows(sql`SELECT failed_login_count, lock_count, locked_until FROM users`)).toEqual([
      { failed_login_count: 20, lock_count: 0, locked_until: null },
    ]);
    expect(await mailTo(ctx, ctx.smtp, 'victim@example.com')).toHaveLength(sent);
  });

  it('locks for 15 minutes at the 100th consecutive failure, once however many race, and the lock ends by itself', async () => {
    await signUp(ctx, ctx.smtp, { email: 'locked@example.com', name: 'Musa Bello' });
    // 99 failures already happened (at the throttled pace they take over an hour).
    await ctx.database.db.execute(
      sql`UPDATE users SET failed_login_count = ${LOCK_AFTER_FAILED_SIGN_INS - 1}`,
    );

    const answers = await Promise.all(
      Array.from({ length: 101 }, (_, i) => login('locked@example.com', `guess ${i}`, `198.51.100.${i + 1}`)),
    );
    expect(statusCounts(answers)).toEqual({ 423: 20, 429: 81 });
    const lockedAnswer = answers.find((answer) => answer.statusCode === 423)!;
    expect(lockedAnswer.json()).toMatchObject({
      error: 'ACCOUNT_LOCKED',
      message: MESSAGES.accountLocked('15 minutes'),
    });
    expect(Number(lockedAnswer.headers['retry-after'])).toBeGreaterThan(880);
    expect(Number(lockedAnswer.headers['retry-after'])).toBeLessThanOrEqual(900);
    const [user] = await rows<{ failed_login_count: number; lock_count: number; seconds: number }>(sql`
      SELECT failed_login_count, lock_count, extract(epoch FROM locked_until - now())::int AS seconds FROM users`);
    expect(user).toEqual({ failed_login_count: 0, lock_count: 1, seconds: expect.any(Number) });
    expect(user!.seconds).toBeGreaterThan(880);
    expect(user!.seconds).toBeLessThanOrEqual(900);
    const lockMails = (await mailTo(ctx, ctx.smtp, 'locked@example.com')).filter(
      (mail) => mail.subject === 'Sign-in to your Aboki account is locked',
    );
    expect(lockMails).toHaveLength(1);
    expect(lockMails[0]!.text).toContain('Hello Musa Bello,');
    expect(lockMails[0]!.text).toContain('locked password sign-in for 15 minutes');
    expect(lockMails[0]!.text).toContain('https://aboki.test/reset-password');

    // Past the throttle window: the right password still meets the lock, with the same answer as a wrong one.
    await ctx.database.db.execute(sql`DELETE FROM rate_limits`);
    const right = await login('locked@example.com', STRONG_PASSWORD);
    const wrong = await login('locked@example.com', 'still guessing');
    expect(right.statusCode).toBe(423);
    expect(right.json().message).toBe(wrong.json().message);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
    // Failures during a lock neither count nor lengthen it.
    expect(await rows(sql`SELECT failed_login_count, lock_count FROM users`)).toEqual([
      { failed_login_count: 0, lock_count: 1 },
    ]);

    // 15 minutes later the lock is over: the right password signs in, and the run of locks ends.
    await ctx.database.db.execute(sql`UPDATE users SET locked_until = now() - interval '1 second'`);
    expect((await login('locked@example.com', STRONG_PASSWORD)).statusCode).toBe(200);
    expect(await rows(sql`SELECT failed_login_count, lock_count, locked_until FROM users`)).toEqual([
      { failed_login_count: 0, lock_count: 0, locked_until: null },
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
    'after %i locks in a row, the next lasts %i seconds (doubling, at most a day)',
    async (locksSoFar, seconds, wait) => {
      await signUp(ctx, ctx.smtp, { email: 'again@example.com' });
      await ctx.database.db.execute(sql`
      UPDATE users SET failed_login_count = ${LOCK_AFTER_FAILED_SIGN_INS - 1}, lock_count = ${locksSoFar},
        locked_until = now() - interval '1 minute'`);
      const locked = await login('again@example.com', 'yet another guess');
      expect(locked.statusCode).toBe(423);
      expect(locked.json().message).toBe(MESSAGES.accountLocked(wait));
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(seconds - 20);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(seconds);
      const [user] = await rows<{ lock_count: number; seconds: number }>(
        sql`SELECT lock_count, round(extract(epoch FROM locked_until - now()))::int AS seconds FROM users`,
      );
      expect(user!.lock_count).toBe(locksSoFar + 1);
      expect(Math.abs(user!.seconds - seconds)).toBeLessThan(20);
      const mails = await mailTo(ctx, ctx.smtp, 'again@example.com');
      expect(mails.at(-1)!.text).toContain(`locked password sign-in for ${wait}`);
    },
  );

  it('a password reset ends a lock and the run of locks at once', async () => {
    await signUp(ctx, ctx.smtp, { email: 'reset-lock@example.com' });
    await ctx.database.db.execute(
      sql`UPDATE users SET lock_count = 3, locked_until = now() + interval '2 hours', failed_login_count = 7`,
    );
    expect((await login('reset-lock@example.com', STRONG_PASSWORD)).statusCode).toBe(423);

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

  it('greets an unverified account by name in no email, the lock email included', async () => {
    await call(ctx, 'POST', '/api/v1/auth/register', {
      name: 'Visit evil.example now',
      email: 'unverified-lock@example.com',
      password: STRONG_PASSWORD,
    });
    await ctx.database.db.execute(
      sql`UPDATE users SET failed_login_count = ${LOCK_AFTER_FAILED_SIGN_INS - 1}`,
    );
    expect((await login('unverified-lock@example.com', 'wrong guess')).statusCode).toBe(423);
    await ctx.database.db.execute(sql`DELETE FROM rate_limits`);
    await ctx.database.db.execute(sql`UPDATE users SET locked_until = now() - interval '1 second'`);
    // The right password of an unverified account: 403 and a fresh code.
    expect((await login('unverified-lock@example.com', STRONG_PASSWORD)).statusCode).toBe(403);
    const mails = await mailTo(ctx, ctx.smtp, 'unverified-lock@example.com');
    // Queued close together, so they may arrive in any order.
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Sign-in to your Aboki account is locked',
      'Verify your email for Aboki',
      'Verify your email for Aboki',
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

  it('of 30 concurrent wrong passwords against 20, 20 are 401 and 10 are 429, and then the right one waits too', async () => {
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
    expect(statusCounts(answers)).toEqual({ 401: 20, 429: 10 });
    const right = await call(redisApp, 'POST', '/api/v1/auth/login', { email, password: STRONG_PASSWORD });
    expect(right.statusCode).toBe(429);
  });
});
