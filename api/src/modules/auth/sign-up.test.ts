import { createHmac, hkdfSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MESSAGES } from 'shared/messages';
import { call, codeIn, lastCodeTo, lastMailTo, mailTo, STRONG_PASSWORD } from '../../test/accounts.js';
import { useTestApp } from '../../test/use-test-app.js';
import { LIMITS } from './auth-limits.js';

const ctx = useTestApp({ smtp: true, truncate: ['users', 'outbox_emails', 'rate_limits'] });

const register = (payload: object, ip?: string) =>
  call(ctx, 'POST', '/api/v1/auth/register', payload, { ip });
const verify = (email: string, otp: string, ip?: string) =>
  call(ctx, 'POST', '/api/v1/auth/verify-otp', { email, otp }, { ip });
const sendOtp = (email: string, ip?: string) => call(ctx, 'POST', '/api/v1/auth/send-otp', { email }, { ip });
/** A minute passes for every email's one-a-minute code limit (sign-up's code counts on it too). */
const skipTheMinute = () =>
  ctx.database.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'send-otp:minute:%'`);

/** 200 requests at once hash and query for a while on a busy two-core machine. */
const BURST_TIMEOUT_MS = 120_000;

const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await ctx.database.db.execute(query)).rows as T[];
const count = async (table: string) =>
  (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]!.n;

const USER_FIELDS = [
  'email',
  'emailVerified',
  'hasProfile',
  'id',
  'lga',
  'name',
  'phoneNumber',
  'role',
  'state',
];

describe('POST /api/auth/register and /api/v1/auth/register', () => {
  it.each(['/api/auth/register', '/api/v1/auth/register'])(
    '%s creates an unverified account (role null) and emails a code to verify the email',
    async (url) => {
      const response = await call(ctx, 'POST', url, {
        name: '  Ngozi Okafor ',
        email: 'Ngozi@Example.com',
        password: STRONG_PASSWORD,
      });
      expect(response.statusCode).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json();
      expect(body).toEqual({
        success: true,
        message: 'Registration successful! Please verify your email.',
        data: {
          user: {
            id: expect.stringMatching(/^[0-9a-f-]{36}$/),
            email: 'ngozi@example.com',
            name: 'Ngozi Okafor',
            role: null,
            hasProfile: false,
            emailVerified: false,
            phoneNumber: null,
            state: null,
            lga: null,
          },
        },
      });
      expect(Object.keys(body.data.user).sort()).toEqual(USER_FIELDS);

      const [stored] = await rows<{ password_hash: string; email_verified_at: Date | null; role: null }>(
        sql`SELECT password_hash, email_verified_at, role FROM users`,
      );
      // argon2id at m=19 MiB, t=2, p=1; never the password itself.
      expect(stored!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(stored!.password_hash).not.toContain(STRONG_PASSWORD);
      expect(stored).toMatchObject({ email_verified_at: null, role: null });

      const mail = await lastMailTo(ctx, ctx.smtp, 'ngozi@example.com');
      expect(mail.subject).toBe('Verify your email for Aboki');
      expect(mail.from?.value).toEqual([{ name: 'Aboki', address: 'no-reply@aboki.test' }]);
      // The address is not verified yet, so the name (a stranger's text, for all we know) is left out.
      expect(mail.text).toMatch(/^Hello,\n/);
      expect(mail.text).not.toContain('Ngozi');
      expect(mail.text).toContain('verify your email');
      expect(mail.text).toContain('10 minutes');
      expect(mail.text).not.toContain(STRONG_PASSWORD);
      expect(codeIn(mail)).toMatch(/^\d{6}$/);
    },
  );

  it('stores the code only as an HMAC bound to its purpose and account, valid for 10 minutes', async () => {
    await register({ name: 'Bola', email: 'bola@example.com', password: STRONG_PASSWORD });
    const code = await lastCodeTo(ctx, ctx.smtp, 'bola@example.com');
    const [stored] = await rows<{ user_id: string; purpose: string; code_hash: string; ttl: number }>(sql`
      SELECT user_id, purpose, code_hash, round(extract(epoch FROM expires_at - now()))::int AS ttl FROM email_codes`);
    expect(stored!.purpose).toBe('verify_email');
    expect(stored!.ttl).toBeGreaterThan(590);
    expect(stored!.ttl).toBeLessThanOrEqual(600);
    expect(stored!.code_hash).not.toContain(code);
    const key = Buffer.from(hkdfSync('sha256', ctx.config.appSecret, 'aboki', 'email-code-mac-v1', 32));
    const mac = (purpose: string) =>
      createHmac('sha256', key).update(`${purpose}\n${stored!.user_id}\n${code}`).digest('base64url');
    expect(stored!.code_hash).toBe(mac('verify_email'));
    expect(stored!.code_hash).not.toBe(mac('reset_password'));
  });

  const login = (email: string, password: string) =>
    call(ctx, 'POST', '/api/v1/auth/login', { email, password });
  const credentials = () => rows(sql`SELECT name, password_hash, password_changed_at FROM users`);

  it('answers an unverified email again with 201 and a fresh code, but never changes its password or name', async () => {
    const first = await register({
      name: 'Tunde Bakare',
      email: 'tunde@example.com',
      password: STRONG_PASSWORD,
    });
    const oldCode = await lastCodeTo(ctx, ctx.smtp, 'tunde@example.com');
    const before = await credentials();

    // Someone else registers the address before its owner has verified it.
    const again = await register({
      name: 'Mallory Attacker',
      email: 'TUNDE@example.com',
      password: 'the attacker knows this one',
    });
    expect(again.statusCode).toBe(201);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.json().message).toBe(first.json().message);
    // The same shape; the name is the one sent, so the answer shows nothing of the first sign-up.
    expect(again.json().data.user).toEqual({ ...first.json().data.user, name: 'Mallory Attacker' });
    expect(await credentials()).toEqual(before);
    expect(await count('users')).toBe(1);

    const mails = await mailTo(ctx, ctx.smtp, 'tunde@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Verify your email for Aboki');
    expect(mails[1]!.text).toMatch(/^Hello,\n/);
    expect(mails[1]!.text).not.toContain('Mallory');
    expect(mails[1]!.text).toContain('neither password is kept');
    const newCode = codeIn(mails[1]!);
    expect(newCode).not.toBe(oldCode);
    expect((await verify('tunde@example.com', oldCode)).json().error).toBe('INVALID_OTP');
    // The owner verifies with the code in their mailbox and is signed in...
    const verified = await verify('tunde@example.com', newCode);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe(MESSAGES.emailVerifiedSetPassword);
    expect(verified.json().data.user.name).toBe('Tunde Bakare');
    const me = await call(ctx, 'GET', '/api/v1/auth/me', undefined, { token: verified.json().data.token });
    expect(me.statusCode).toBe(200);
    // ...and neither sign-up's password opens the account: the attacker's never did, the owner's
    // cannot be told apart from an impostor's, so the owner sets a new one.
    for (const password of ['the attacker knows this one', STRONG_PASSWORD]) {
      const attempt = await login('tunde@example.com', password);
      expect(attempt.statusCode).toBe(401);
      expect(attempt.json().error).toBe('INVALID_CREDENTIALS');
    }
    const [after] = await rows<{ password_hash: string; sign_up_contested: boolean }>(
      sql`SELECT password_hash, sign_up_contested FROM users`,
    );
    expect(after!.password_hash).not.toBe(before[0]!.password_hash);
    expect(after!.password_hash).toMatch(/^\$argon2id\$/);
    expect(after!.sign_up_contested).toBe(false);
  });

  it("keeps nothing of a sign-up an impostor made first with the owner's address", async () => {
    await register({ name: 'Impostor', email: 'kemi@example.com', password: 'impostor chose this' });
    const impostorHash = (await credentials())[0]!.password_hash;
    await mailTo(ctx, ctx.smtp, 'kemi@example.com'); // delivered first, so the owner's code is the newest
    // The owner signs up later, not knowing, and verifies with the code their sign-up sent.
    await register({ name: 'Kemi Adeyemi', email: 'kemi@example.com', password: STRONG_PASSWORD });
    const verified = await verify('kemi@example.com', await lastCodeTo(ctx, ctx.smtp, 'kemi@example.com'));
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe(MESSAGES.emailVerifiedSetPassword);
    expect((await credentials())[0]!.password_hash).not.toBe(impostorHash);
    expect((await login('kemi@example.com', 'impostor chose this')).statusCode).toBe(401);
  });

  it('keeps the password when an unverified address is signed up again with the same one', async () => {
    await register({ name: 'Bisi Ade', email: 'bisi@example.com', password: STRONG_PASSWORD });
    const before = await credentials();
    await mailTo(ctx, ctx.smtp, 'bisi@example.com'); // delivered first, so the second code is the newest
    await register({ name: 'Bisi Ade', email: 'bisi@example.com', password: STRONG_PASSWORD });
    expect(await credentials()).toEqual(before);
    const mail = await lastMailTo(ctx, ctx.smtp, 'bisi@example.com', 'Verify your email for Aboki');
    expect(mail.text).toContain('sign in with the password you chose');
    const verified = await verify('bisi@example.com', codeIn(mail));
    expect(verified.json().message).toBe(MESSAGES.emailVerified);
    expect((await login('bisi@example.com', STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('lets the owner who forgot the password of an unverified sign-up in by a reset', async () => {
    await register({ name: 'Forgetful', email: 'forgot@example.com', password: STRONG_PASSWORD });
    await register({ name: 'Forgetful', email: 'forgot@example.com', password: 'what I think it was' });
    expect(
      (await call(ctx, 'POST', '/api/v1/auth/forgot-password', { email: 'forgot@example.com' })).statusCode,
    ).toBe(200);
    const resetMail = await lastMailTo(ctx, ctx.smtp, 'forgot@example.com', 'Reset your Aboki password');
    // Still unverified: no name in this one either.
    expect(resetMail.text).toMatch(/^Hello,\n/);
    const { resetToken } = (
      await call(ctx, 'POST', '/api/v1/auth/reset-password/verify-otp', {
        email: 'forgot@example.com',
        otp: codeIn(resetMail),
      })
    ).json().data;
    expect(
      (
        await call(ctx, 'POST', '/api/v1/auth/reset-password', {
          resetToken,
          password: 'what I think it was',
        })
      ).statusCode,
    ).toBe(200);
    // The reset proved the mailbox, so the account is verified and the new password signs in.
    const signedIn = await login('forgot@example.com', 'what I think it was');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.emailVerified).toBe(true);
    // The new password settled the contest: nothing will clear it later.
    expect(await rows(sql`SELECT sign_up_contested FROM users`)).toEqual([{ sign_up_contested: false }]);
  });

  it('refuses a verified email with 409 EMAIL_TAKEN and changes nothing', async () => {
    await register({ name: 'Kemi', email: 'kemi@example.com', password: STRONG_PASSWORD });
    await verify('kemi@example.com', await lastCodeTo(ctx, ctx.smtp, 'kemi@example.com'));
    const [before] = await rows(sql`SELECT name, password_hash, updated_at FROM users`);
    const sentBefore = (await mailTo(ctx, ctx.smtp, 'kemi@example.com')).length;

    const taken = await register({
      name: 'Impostor',
      email: 'KEMI@example.com',
      password: 'another good passphrase',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      success: false,
      message: MESSAGES.emailTaken,
      error: 'EMAIL_TAKEN',
      requestId: expect.any(String),
    });
    expect(await rows(sql`SELECT name, password_hash, updated_at FROM users`)).toEqual([before]);
    expect(await mailTo(ctx, ctx.smtp, 'kemi@example.com')).toHaveLength(sentBefore);
  });

  it.each([
    [{ name: 'A', email: 'a@example.com', password: STRONG_PASSWORD }, 'name', 'Enter your name'],
    [
      { name: 'Ada', email: 'not-an-email', password: STRONG_PASSWORD },
      'email',
      'Enter a valid email address',
    ],
    [{ name: 'Ada', email: 'a@example.com', password: 'short' }, 'password', 'at least 8 characters'],
    [
      { name: 'Ada', email: 'a@example.com', password: 'x'.repeat(129) },
      'password',
      'at most 128 characters',
    ],
    [{ name: 'Ada', email: 'a@example.com' }, 'password', 'Enter a password'],
    [
      { name: 'Ada', email: 'a@example.com', password: STRONG_PASSWORD, role: 'AGENT' },
      'role',
      'Unknown field',
    ],
  ])('refuses %j with 400 on %s and stores nothing', async (payload, field, text) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    expect(body.fields[field]).toContain(text);
    expect(await count('users')).toBe(0);
    expect(await count('outbox_emails')).toBe(0);
  });

  it.each([
    ['password', MESSAGES.weakPasswordCommon],
    ['Password1', MESSAGES.weakPasswordCommon],
    ['QWERTYUIOP', MESSAGES.weakPasswordCommon],
    ['iloveyou', MESSAGES.weakPasswordCommon],
    ['12345678', MESSAGES.weakPasswordCommon],
    ['chidi@example.com', MESSAGES.weakPasswordPersonal],
    ['Chidi Eze', MESSAGES.weakPasswordPersonal],
    ['chidieze', MESSAGES.weakPasswordPersonal],
  ])('refuses the weak password %p with the reason, storing nothing', async (password, reason) => {
    const response = await register({ name: 'Chidi Eze', email: 'chidi@example.com', password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'WEAK_PASSWORD',
      message: reason,
      fields: { password: reason },
    });
    expect(await count('users')).toBe(0);
    expect(await count('outbox_emails')).toBe(0);
  });

  it('accepts 8 and 128 characters with no composition rules, and never truncates', async () => {
    const long = `${'ọ̀kàdà rider '.repeat(9)}`.slice(0, 120).padEnd(128, 'z');
    expect(Array.from(long)).toHaveLength(128);
    expect((await register({ name: 'Long', email: 'long@example.com', password: long })).statusCode).toBe(
      201,
    );
    await verify('long@example.com', await lastCodeTo(ctx, ctx.smtp, 'long@example.com'));
    const login = (password: string) =>
      call(ctx, 'POST', '/api/v1/auth/login', { email: 'long@example.com', password });
    expect((await login(long)).statusCode).toBe(200);
    // A bcrypt-style 72-byte cut, or any other, would let these in.
    expect((await login(long.slice(0, 72))).statusCode).toBe(401);
    expect((await login(long.slice(0, 127))).statusCode).toBe(401);

    expect(
      (await register({ name: 'Eight', email: 'eight@example.com', password: 'zq3!vm8k' })).statusCode,
    ).toBe(201);
  });
});

describe('POST /api/v1/auth/verify-otp', () => {
  const signUpFor = async (email: string) => {
    await register({ name: 'Halima Musa', email, password: STRONG_PASSWORD });
    return lastCodeTo(ctx, ctx.smtp, email);
  };

  it('verifies the email and signs in with a fresh token', async () => {
    const code = await signUpFor('halima@example.com');
    const response = await verify('halima@example.com', code.replace(/(\d{3})/, '$1 '));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: MESSAGES.emailVerified,
      data: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        user: expect.objectContaining({ email: 'halima@example.com', emailVerified: true, role: null }),
      },
    });
    expect(Object.keys(body.data.user).sort()).toEqual(USER_FIELDS);
    const me = await call(ctx, 'GET', '/api/v1/auth/me', undefined, { token: body.data.token });
    expect(me.json().data.user).toEqual(body.data.user);
    const [user] = await rows(sql`SELECT email_verified_at IS NOT NULL AS verified FROM users`);
    expect(user).toEqual({ verified: true });
    const [code_] = await rows(sql`SELECT used_at IS NOT NULL AS used FROM email_codes`);
    expect(code_).toEqual({ used: true });
  });

  it('gives one INVALID_OTP answer for a wrong, used, expired or unknown-email code', async () => {
    const code = await signUpFor('same@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = [await verify('same@example.com', wrong), await verify('nobody@example.com', code)];

    expect((await verify('same@example.com', code)).statusCode).toBe(200);
    answers.push(await verify('same@example.com', code)); // used

    const expiring = await signUpFor('expired@example.com');
    await ctx.database.db.execute(sql`UPDATE email_codes SET expires_at = now() - interval '1 second'`);
    answers.push(await verify('expired@example.com', expiring));

    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        success: false,
        message: MESSAGES.invalidOtp,
        error: 'INVALID_OTP',
        requestId: expect.any(String),
      });
    }
    const [unverified] = await rows(
      sql`SELECT email_verified_at FROM users WHERE email = 'expired@example.com'`,
    );
    expect(unverified).toEqual({ email_verified_at: null });
  });

  it('kills the code after 5 wrong tries', async () => {
    const code = await signUpFor('guess@example.com');
    for (let i = 1; i <= 5; i += 1) {
      const guess = String((Number(code) + i) % 1_000_000).padStart(6, '0');
      expect((await verify('guess@example.com', guess)).json().error).toBe('INVALID_OTP');
    }
    expect(await rows(sql`SELECT attempts FROM email_codes`)).toEqual([{ attempts: 5 }]);
    expect((await verify('guess@example.com', code)).json().error).toBe('INVALID_OTP');
    expect(await rows(sql`SELECT email_verified_at FROM users`)).toEqual([{ email_verified_at: null }]);
    expect(await count('sessions')).toBe(0);
  });

  it('lets exactly one of 20 concurrent correct submissions succeed', async () => {
    const code = await signUpFor('race@example.com');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => verify('race@example.com', code, `198.51.100.${i + 1}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(400)]);
    expect(
      answers.filter((answer) => answer.statusCode === 400).every((a) => a.json().error === 'INVALID_OTP'),
    ).toBe(true);
    expect(await count('sessions')).toBe(1);
  });

  it('refuses a reset-password code for verifying the email (codes are bound to their purpose)', async () => {
    await signUpFor('purpose@example.com');
    await call(ctx, 'POST', '/api/v1/auth/forgot-password', { email: 'purpose@example.com' });
    const resetCode = await lastCodeTo(ctx, ctx.smtp, 'purpose@example.com');
    expect((await lastMailTo(ctx, ctx.smtp, 'purpose@example.com')).subject).toBe(
      'Reset your Aboki password',
    );
    expect((await verify('purpose@example.com', resetCode)).json().error).toBe('INVALID_OTP');
    expect(await rows(sql`SELECT email_verified_at FROM users`)).toEqual([{ email_verified_at: null }]);
  });

  it(
    "burns only the code a stranger's 200 concurrent wrong codes were aimed at: the owner's next code works",
    async () => {
      const guessedAt = await signUpFor('owner@example.com');
      const wrong = (i: number) => String((Number(guessedAt) + 1 + i) % 1_000_000).padStart(6, '0');
      // From 200 addresses at once, as a botnet would: each one answered, none refused.
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => verify('owner@example.com', wrong(i), strangerIp(i))),
      );
      expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([400]));
      for (const answer of answers) expect(answer.json().error).toBe('INVALID_OTP');
      // The code took its 5 tries and died: even the right digits no longer work.
      expect(await rows(sql`SELECT attempts FROM email_codes`)).toEqual([{ attempts: 5 }]);
      expect((await verify('owner@example.com', guessedAt)).statusCode).toBe(400);
      expect(
        await rows(sql`SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE 'wrong-code:%'`),
      ).toEqual([{ n: 0 }]);

      // The owner asks for a new code (a minute after sign-up's) and it works at once.
      await skipTheMinute();
      expect((await sendOtp('owner@example.com')).statusCode).toBe(200);
      const fresh = await lastCodeTo(ctx, ctx.smtp, 'owner@example.com');
      const verified = await verify('owner@example.com', fresh);
      expect(verified.statusCode).toBe(200);
      expect(verified.json().data.user.emailVerified).toBe(true);
    },
    BURST_TIMEOUT_MS,
  );

  it(
    'answers wrong codes for an email with no code at all with INVALID_OTP, and never refuses its real one later',
    async () => {
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => verify('later@example.com', '123456', strangerIp(i))),
      );
      expect(new Set(answers.map((answer) => answer.json().error))).toEqual(new Set(['INVALID_OTP']));
      const code = await signUpFor('later@example.com');
      expect((await verify('later@example.com', code)).statusCode).toBe(200);
    },
    BURST_TIMEOUT_MS,
  );

  it('still limits code checks per address: the 61st in 10 minutes from one address is 429', async () => {
    const ip = '192.0.2.61';
    for (let i = 0; i < LIMITS.codeChecksPerIp.limit; i += 1) {
      expect((await verify(`guess${i}@example.com`, '000000', ip)).statusCode).toBe(400);
    }
    const refused = await verify('one-more@example.com', '000000', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'RATE_LIMITED', message: MESSAGES.codeChecksThrottled });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect((await verify('one-more@example.com', '000000', '192.0.2.62')).statusCode).toBe(400);
  });
});

/** One of many addresses, for a stranger spreading guesses as a botnet would. */
function strangerIp(i: number) {
  return `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
}

/** The limiter's key part for an email: an HMAC keyed from APP_SECRET (decision record 0012). */
function limiterKeyFor(email: string) {
  const key = Buffer.from(hkdfSync('sha256', ctx.config.appSecret, 'aboki', 'rate-limit-key-v1', 32));
  return createHmac('sha256', key).update(email).digest('base64url').slice(0, 32);
}

describe('POST /api/v1/auth/send-otp', () => {
  it('sends a fresh code to an unverified account; the previous one stops working', async () => {
    await register({ name: 'Emeka', email: 'emeka@example.com', password: STRONG_PASSWORD });
    const first = await lastCodeTo(ctx, ctx.smtp, 'emeka@example.com');
    await skipTheMinute();
    const response = await sendOtp('emeka@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: MESSAGES.codeSent, data: {} });
    const mails = await mailTo(ctx, ctx.smtp, 'emeka@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Verify your email for Aboki');
    const second = codeIn(mails[1]!);
    expect(second).not.toBe(first);
    expect((await verify('emeka@example.com', first)).statusCode).toBe(400);
    expect((await verify('emeka@example.com', second)).statusCode).toBe(200);
  });

  it('gives the same answer for unknown and verified emails, and sends them nothing', async () => {
    await register({ name: 'Verified', email: 'done@example.com', password: STRONG_PASSWORD });
    await verify('done@example.com', await lastCodeTo(ctx, ctx.smtp, 'done@example.com'));
    await register({ name: 'Pending', email: 'pending@example.com', password: STRONG_PASSWORD });
    await skipTheMinute();
    await ctx.app.outbox.flush();
    const sent = ctx.smtp.messages.length;

    const answers = await Promise.all(
      ['nobody@example.com', 'done@example.com', 'pending@example.com'].map((email) => sendOtp(email)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[2]!.body);
    }
    await ctx.app.outbox.flush();
    expect(ctx.smtp.messages.slice(sent).map((mail) => mail.to && 'text' in mail.to && mail.to.text)).toEqual(
      ['pending@example.com'],
    );
  });

  it('refuses a second request within 60 s with 429 and Retry-After, known email or not', async () => {
    await register({ name: 'Femi', email: 'femi@example.com', password: STRONG_PASSWORD });
    await skipTheMinute();
    for (const email of ['femi@example.com', 'ghost@example.com']) {
      expect((await sendOtp(email)).statusCode).toBe(200);
      const again = await sendOtp(email, '192.0.2.99');
      expect(again.statusCode).toBe(429);
      expect(again.json()).toMatchObject({ error: 'RATE_LIMITED', message: MESSAGES.codeRequestTooSoon });
      const retryAfter = Number(again.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    expect(await mailTo(ctx, ctx.smtp, 'femi@example.com')).toHaveLength(2); // sign-up + one resend
  });

  it("counts sign-up's code on the one-a-minute limit: a resend straight after it is 429, a minute later 200", async () => {
    await register({ name: 'Tunde', email: 'tunde@example.com', password: STRONG_PASSWORD });
    const [window] = await rows<{ hits: number; seconds: number }>(sql`
      SELECT hits, ceil(extract(epoch FROM expires_at - now()))::int AS seconds FROM rate_limits
      WHERE key = ${`send-otp:minute:${limiterKeyFor('tunde@example.com')}`}`);
    expect(window!.hits).toBe(1);
    expect(window!.seconds).toBeLessThanOrEqual(60);

    const soon = await sendOtp('tunde@example.com', '192.0.2.12');
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ error: 'RATE_LIMITED', message: MESSAGES.codeRequestTooSoon });
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Nor does signing in with the password straight after sign-up send a second code.
    const login = await call(ctx, 'POST', '/api/v1/auth/login', {
      email: 'tunde@example.com',
      password: STRONG_PASSWORD,
    });
    expect(login.json()).toMatchObject({
      error: 'EMAIL_NOT_VERIFIED',
      message: MESSAGES.emailNotVerifiedCodeRecent,
    });
    expect(await mailTo(ctx, ctx.smtp, 'tunde@example.com')).toHaveLength(1);

    await skipTheMinute();
    expect((await sendOtp('tunde@example.com')).statusCode).toBe(200);
    expect(await mailTo(ctx, ctx.smtp, 'tunde@example.com')).toHaveLength(2);
  });

  it('allows 5 an hour per email', async () => {
    await register({ name: 'Sade', email: 'sade@example.com', password: STRONG_PASSWORD });
    for (let i = 0; i < LIMITS.codeRequestPerEmailHour.limit; i += 1) {
      // Skip the minute between requests.
      await skipTheMinute();
      expect((await sendOtp('sade@example.com')).statusCode).toBe(200);
    }
    await skipTheMinute();
    const refused = await sendOtp('sade@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.codeRequestsThrottled);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await mailTo(ctx, ctx.smtp, 'sade@example.com')).toHaveLength(
      1 + LIMITS.codeRequestPerEmailHour.limit,
    );
  });

  it('limits requests per IP address across emails', async () => {
    const ip = '192.0.2.200';
    for (let i = 0; i < LIMITS.codeRequestPerIp.limit; i += 1) {
      expect((await sendOtp(`someone${i}@example.com`, ip)).statusCode).toBe(200);
    }
    const refused = await sendOtp('one-more@example.com', ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await sendOtp('one-more@example.com', '192.0.2.201')).statusCode).toBe(200);
  });
});
