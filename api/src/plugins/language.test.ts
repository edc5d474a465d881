import { sql } from 'drizzle-orm';
import { sayIn } from 'shared/i18n/say-in';
import { MESSAGES } from 'shared/messages';
import { API_MESSAGES } from 'shared/api-messages';
import { codeIn, lastMailTo, signUp, STRONG_PASSWORD } from '../test/accounts.js';
import { useTestApp } from '../test/use-test-app.js';
import { durationInWords, signInCodePeriodEmail } from '../modules/auth/auth-emails.js';

const ctx = useTestApp({ smtp: true, truncate: ['users', 'outbox_emails', 'rate_limits'] });

function send(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  { language, payload, token }: { language?: string; payload?: object; token?: string } = {},
) {
  return ctx.app.inject({
    method,
    url,
    remoteAddress: '203.0.113.40',
    headers: {
      ...(language ? { 'accept-language': language } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

const languageOf = async (email: string) =>
  (
    await ctx.database.db.execute<{ language: string }>(
      sql`SELECT language FROM users WHERE email = ${email}`,
    )
  ).rows[0]?.language;

describe('answers in the caller’s language', () => {
  it('says a message in the language Accept-Language names, the error code unchanged', async () => {
    const english = await send('POST', '/api/v1/auth/login', {
      payload: { email: 'nobody@example.com', password: 'not the password 1' },
    });
    const yoruba = await send('POST', '/api/v1/auth/login', {
      language: 'yo-NG, en;q=0.5',
      payload: { email: 'nobody@example.com', password: 'not the password 1' },
    });
    expect(english.json()).toMatchObject({
      error: 'INVALID_CREDENTIALS',
      message: MESSAGES.invalidCredentials,
    });
    expect(yoruba.json()).toMatchObject({
      error: 'INVALID_CREDENTIALS',
      message: sayIn('yo', MESSAGES.invalidCredentials),
    });
    expect(yoruba.json().message).not.toBe(MESSAGES.invalidCredentials);
    expect(yoruba.headers['content-language']).toBe('yo');
  });

  it('says each field error in the language, and a validation message without field names', async () => {
    const response = await send('POST', '/api/v1/auth/register', {
      language: 'ha',
      payload: { name: 'Musa Bello', email: 'not an email', password: STRONG_PASSWORD },
    });
    const body = response.json() as { error: string; message: string; fields: Record<string, string> };
    expect(response.statusCode).toBe(400);
    expect(body.error).toBe('VALIDATION_ERROR');
    const english = (
      await send('POST', '/api/v1/auth/register', {
        payload: { name: 'Musa Bello', email: 'not an email', password: STRONG_PASSWORD },
      })
    ).json() as { fields: Record<string, string> };
    expect(body.fields.email).toBe(sayIn('ha', english.fields.email!));
    expect(body.fields.email).not.toBe(english.fields.email);
    expect(body.message).toBe(body.fields.email);
  });

  it('carries a message’s values into the translation of its template', async () => {
    const response = await send('GET', '/api/v1/no-such-thing', { language: 'pcm' });
    const english = API_MESSAGES.noRoute({ method: 'GET', path: '/api/v1/no-such-thing' });
    expect(response.json().message).toBe(sayIn('pcm', english));
    expect(response.json().message).not.toBe(english);
    expect(response.json().message).toContain('/api/v1/no-such-thing');
  });
});

describe('the language an account’s e-mails are written in', () => {
  it('is the page’s at sign-up: the code e-mail comes in it, and the account keeps it', async () => {
    const registered = await send('POST', '/api/v1/auth/register', {
      language: 'yo',
      payload: { name: 'Bisi Adeyemi', email: 'bisi@example.com', password: STRONG_PASSWORD },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().message).toBe(sayIn('yo', MESSAGES.registered));
    expect(await languageOf('bisi@example.com')).toBe('yo');
    const mail = await lastMailTo(ctx, ctx.smtp, 'bisi@example.com');
    expect(mail.subject).toBe('Ẹ jẹ́rìí sí ímeèlì yín fún Aboki');
    expect(mail.text).toContain('Ẹ lo kóòdù yìí');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
  });

  it('changes with PUT /api/v1/me/language, and later e-mails follow it', async () => {
    const { token } = await signUp(ctx, ctx.smtp, { email: 'musa@example.com', name: 'Musa Bello' });
    expect(await languageOf('musa@example.com')).toBe('en');
    const saved = await send('PUT', '/api/v1/me/language', { token, payload: { language: 'ha' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, data: { language: 'ha' } });
    expect(await languageOf('musa@example.com')).toBe('ha');
    // The reset is asked for from an English page: the e-mail is in the account's language.
    const forgot = await send('POST', '/api/v1/auth/forgot-password', {
      payload: { email: 'musa@example.com' },
    });
    expect(forgot.statusCode).toBe(200);
    const mail = await lastMailTo(ctx, ctx.smtp, 'musa@example.com', 'Ku sabunta kalmar sirrinku ta Aboki');
    expect(mail.text).toContain('Sannu Musa Bello,');
  });

  it('refuses a language Aboki does not speak, and a caller who is not signed in, changing nothing', async () => {
    const { token } = await signUp(ctx, ctx.smtp, { email: 'ifeoma@example.com', name: 'Ifeoma Eze' });
    const unknown = await send('PUT', '/api/v1/me/language', { token, payload: { language: 'fr' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('VALIDATION_ERROR');
    const anonymous = await send('PUT', '/api/v1/me/language', { payload: { language: 'ig' } });
    expect(anonymous.statusCode).toBe(401);
    expect(await languageOf('ifeoma@example.com')).toBe('en');
  });
});

describe('the account e-mails in each language', () => {
  it('say how long signing in needs a code in the recipient’s words and plural', () => {
    const to = { email: 'halima@example.com', name: 'Halima Sani', emailVerified: true };
    expect(durationInWords(15 * 60)).toBe('15 minutes');
    expect(durationInWords(60)).toBe('1 minute');
    expect(durationInWords(2 * 60 * 60, 'ha')).toBe('awanni 2');
    expect(durationInWords(60, 'pcm')).toBe('1 minute');
    const hausa = signInCodePeriodEmail({ ...to, language: 'ha' }, 4 * 60 * 60, 'https://aboki.ng');
    expect(hausa.subject).toBe('Wani yana ƙoƙarin shiga asusunku na Aboki');
    expect(hausa.text).toContain('a cikin awanni 4 masu zuwa');
    expect(hausa.text).toContain('https://aboki.ng/reset-password');
    expect(signInCodePeriodEmail(to, 15 * 60, 'https://aboki.ng').subject).toBe(
      'Someone is trying to sign in to your Aboki account',
    );
  });
});
