import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MESSAGES } from 'shared/messages';
import {
  call,
  codeIn,
  lastCodeTo,
  lastMailTo,
  mailTo,
  signUp,
  STRONG_PASSWORD,
} from '../../test/accounts.js';
import { useTestApp } from '../../test/use-test-app.js';
import { LIMITS } from './auth-limits.js';

const ctx = useTestApp({
  smtp: true,
  truncate: ['users', 'outbox_emails', 'rate_limits'],
  env: { PUBLIC_URL: 'https://aboki.test' },
});

const NEW_PASSWORD = 'groundnut soup on sunday';
const forgot = (email: string, ip?: string) =>
  call(ctx, 'POST', '/api/v1/auth/forgot-password', { email }, { ip });
const verifyReset = (email: string, otp: string, ip?: string) =>
  call(ctx, 'POST', '/api/v1/auth/reset-password/verify-otp', { email, otp }, { ip });
/** One of many addresses, for a stranger spreading guesses as a botnet would. */
const strangerIp = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
const reset = (resetToken: string, password: string) =>
  call(ctx, 'POST', '/api/v1/auth/reset-password', { resetToken, password });
const login = (email: string, password: string) =>
  call(ctx, 'POST', '/api/v1/auth/login', { email, password });
const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await ctx.database.db.execute(query)).rows as T[];

/** forgot-password → emailed code → reset token. */
async function resetTokenFor(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(200);
  const response = await verifyReset(
    email,
    await lastCodeTo(ctx, ctx.smtp, email, 'Reset your Aboki password'),
  );
  expect(response.statusCode).toBe(200);
  return response.json().data.resetToken;
}

describe('POST /api/v1/auth/forgot-password', () => {
  it('emails a reset code to a real account, and answers every email the same', async () => {
    await signUp(ctx, ctx.smtp, { email: 'reset@example.com', name: 'Amaka' });
    const known = await forgot('reset@example.com');
    const unknown = await forgot('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: MESSAGES.resetCodeSent, data: {} });
    expect(unknown.body).toBe(known.body);

    const mail = await lastMailTo(ctx, ctx.smtp, 'reset@example.com');
    expect(mail.subject).toBe('Reset your Aboki password');
    expect(mail.text).toContain('Hello Amaka');
    expect(mail.text).toContain('reset your Aboki password');
    expect(mail.text).toContain('10 minutes');
    expect(mail.text).not.toContain(STRONG_PASSWORD);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect(await mailTo(ctx, ctx.smtp, 'nobody@example.com')).toEqual([]);
  });

  it('refuses a second request within 60 s and over 5 an hour, known email or not', async () => {
    await signUp(ctx, ctx.smtp, { email: 'often@example.com' });
    for (const email of ['often@example.com', 'ghost@example.com']) {
      expect((await forgot(email)).statusCode).toBe(200);
      const soon = await forgot(email);
      expect(soon.statusCode).toBe(429);
      expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(60);
      for (let i = 1; i < LIMITS.codeRequestPerEmailHour.limit; i += 1) {
        await ctx.database.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'forgot-password:minute:%'`);
        expect((await forgot(email, `192.0.2.${i}`)).statusCode).toBe(200);
      }
      await ctx.database.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'forgot-password:minute:%'`);
      const hourly = await forgot(email, '192.0.2.50');
      expect(hourly.statusCode).toBe(429);
      expect(Number(hourly.headers['retry-after'])).toBeGreaterThan(3500);
    }
  });
});

describe('POST /api/v1/auth/reset-password/verify-otp', () => {
  it('exchanges the code for a single-use reset token valid for 15 minutes, stored hashed', async () => {
    await signUp(ctx, ctx.smtp, { email: 'token@example.com' });
    const resetToken = await resetTokenFor('token@example.com');
    expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await rows<{ token_hash: string; ttl: number }>(sql`
      SELECT token_hash, round(extract(epoch FROM expires_at - now()))::int AS ttl FROM password_reset_tokens`);
    expect(stored!.token_hash).toBe(createHash('sha256').update(resetToken).digest('base64url'));
    expect(stored!.ttl).toBeGreaterThan(890);
    expect(stored!.ttl).toBeLessThanOrEqual(900);
  });

  it('answers wrong, used and unknown-email codes with INVALID_OTP, and kills the code after 5 tries', async () => {
    await signUp(ctx, ctx.smtp, { email: 'tries@example.com' });
    await forgot('tries@example.com');
    const code = await lastCodeTo(ctx, ctx.smtp, 'tries@example.com');
    expect((await verifyReset('nobody@example.com', code)).json()).toMatchObject({
      error: 'INVALID_OTP',
      message: MESSAGES.invalidOtp,
    });
    for (let i = 1; i <= 5; i += 1) {
      const guess = String((Number(code) + i) % 1_000_000).padStart(6, '0');
      expect((await verifyReset('tries@example.com', guess)).json().error).toBe('INVALID_OTP');
    }
    expect((await verifyReset('tries@example.com', code)).json().error).toBe('INVALID_OTP');
    expect(await rows(sql`SELECT count(*)::int AS n FROM password_reset_tokens`)).toEqual([{ n: 0 }]);
  });

  it("lets the owner reset with a real code after a stranger's 200 wrong codes; guesses burn only the code guessed at", async () => {
    await signUp(ctx, ctx.smtp, { email: 'owner@example.com' });
    // No reset code exists yet: 200 guesses from 200 addresses at once, each answered, none refused.
    const blind = await Promise.all(
      Array.from({ length: 200 }, (_, i) => verifyReset('owner@example.com', '123456', strangerIp(i))),
    );
    expect(new Set(blind.map((answer) => answer.json().error))).toEqual(new Set(['INVALID_OTP']));

    // The owner's first code is guessed at too: its 5 tries are spent and it dies...
    expect((await forgot('owner@example.com')).statusCode).toBe(200);
    const burned = await lastCodeTo(ctx, ctx.smtp, 'owner@example.com', 'Reset your Aboki password');
    const wrong = (i: number) => String((Number(burned) + 1 + i) % 1_000_000).padStart(6, '0');
    const aimed = await Promise.all(
      Array.from({ length: 10 }, (_, i) => verifyReset('owner@example.com', wrong(i), strangerIp(200 + i))),
    );
    expect(new Set(aimed.map((answer) => answer.statusCode))).toEqual(new Set([400]));
    expect(await rows(sql`SELECT attempts FROM email_codes WHERE purpose = 'reset_password'`)).toEqual([
      { attempts: 5 },
    ]);
    expect((await verifyReset('owner@example.com', burned)).statusCode).toBe(400);

    // ...and the next one, a minute later, works at once: the owner sets a new password and signs in.
    await ctx.database.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'forgot-password:minute:%'`);
    const resetToken = await resetTokenFor('owner@example.com');
    expect((await reset(resetToken, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login('owner@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  }, 120_000);

  it('refuses a sign-up code (codes are bound to their purpose)', async () => {
    await call(ctx, 'POST', '/api/v1/auth/register', {
      name: 'Pending',
      email: 'pending@example.com',
      password: STRONG_PASSWORD,
    });
    const signUpCode = await lastCodeTo(ctx, ctx.smtp, 'pending@example.com');
    expect((await verifyReset('pending@example.com', signUpCode)).json().error).toBe('INVALID_OTP');
    // And the sign-up code still works for its own purpose.
    expect(
      (await call(ctx, 'POST', '/api/v1/auth/verify-otp', { email: 'pending@example.com', otp: signUpCode }))
        .statusCode,
    ).toBe(200);
  });
});

describe('POST /api/v1/auth/reset-password', () => {
  it('sets the new password, revokes every session and emails "your password was changed"', async () => {
    const { token } = await signUp(ctx, ctx.smtp, { email: 'change@example.com', name: 'Ife' });
    const other = (await login('change@example.com', STRONG_PASSWORD)).json().data.token;
    const resetToken = await resetTokenFor('change@example.com');

    const response = await reset(resetToken, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: MESSAGES.passwordChanged, data: {} });

    for (const old of [token, other]) {
      expect((await call(ctx, 'GET', '/api/v1/auth/me', undefined, { token: old })).statusCode).toBe(401);
    }
    expect(await rows(sql`SELECT count(*)::int AS n FROM sessions`)).toEqual([{ n: 0 }]);
    expect((await login('change@example.com', STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login('change@example.com', NEW_PASSWORD)).statusCode).toBe(200);

    const mail = await lastMailTo(ctx, ctx.smtp, 'change@example.com');
    expect(mail.subject).toBe('Your Aboki password was changed');
    expect(mail.text).toContain('Hello Ife');
    expect(mail.text).toContain('https://aboki.test/reset-password');
    expect(mail.text).not.toContain(NEW_PASSWORD);
  });

  it('uses the token once', async () => {
    await signUp(ctx, ctx.smtp, { email: 'once@example.com' });
    const resetToken = await resetTokenFor('once@example.com');
    expect((await reset(resetToken, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await reset(resetToken, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'INVALID_RESET_TOKEN', message: MESSAGES.invalidResetToken });
    expect((await login('once@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired, unknown or malformed token with 400 and changes nothing', async () => {
    await signUp(ctx, ctx.smtp, { email: 'stale@example.com' });
    const resetToken = await resetTokenFor('stale@example.com');
    await ctx.database.db.execute(
      sql`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'`,
    );
    const [before] = await rows(sql`SELECT password_hash FROM users`);
    for (const candidate of [resetToken, 'B'.repeat(43), 'not-a-token']) {
      const response = await reset(candidate, NEW_PASSWORD);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('INVALID_RESET_TOKEN');
    }
    expect(await rows(sql`SELECT password_hash FROM users`)).toEqual([before]);
  });

  it('refuses a weak password with the reason, keeping the token for another try', async () => {
    await signUp(ctx, ctx.smtp, { email: 'weak@example.com', name: 'Dayo' });
    const resetToken = await resetTokenFor('weak@example.com');
    const weak = await reset(resetToken, 'password123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      error: 'WEAK_PASSWORD',
      fields: { password: MESSAGES.weakPasswordCommon },
    });
    expect((await reset(resetToken, 'weak@example.com')).json().message).toBe(MESSAGES.weakPasswordPersonal);
    expect((await reset(resetToken, 'short')).json()).toMatchObject({ error: 'VALIDATION_ERROR' });
    expect((await login('weak@example.com', STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await reset(resetToken, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('verifies the email of an account that never did: the reset proved the mailbox', async () => {
    await call(ctx, 'POST', '/api/v1/auth/register', {
      name: 'Late',
      email: 'late@example.com',
      password: STRONG_PASSWORD,
    });
    await ctx.database.db.execute(sql`DELETE FROM rate_limits`);
    const resetToken = await resetTokenFor('late@example.com');
    expect((await reset(resetToken, NEW_PASSWORD)).statusCode).toBe(200);
    const signedIn = await login('late@example.com', NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.emailVerified).toBe(true);
  });

  it('lets only one of two concurrent resets with the same token through', async () => {
    await signUp(ctx, ctx.smtp, { email: 'twice@example.com' });
    const resetToken = await resetTokenFor('twice@example.com');
    const answers = await Promise.all([
      reset(resetToken, 'first concurrent passphrase'),
      reset(resetToken, 'second concurrent passphrase'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const changed = (await mailTo(ctx, ctx.smtp, 'twice@example.com')).filter(
      (mail) => mail.subject === 'Your Aboki password was changed',
    );
    expect(changed).toHaveLength(1);
  });
});
