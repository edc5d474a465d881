import type { ParsedMail } from 'mailparser';
import type { SmtpSink } from './smtp-sink.js';
import type { TestContext } from './test-app.js';

/** What these helpers need of a running test app (a TestContext or useTestApp's handle). */
export type AppUnderTest = Pick<TestContext, 'app'>;

export const STRONG_PASSWORD = 'kola nut under the mango tree';

export interface InjectOptions {
  ip?: string;
  token?: string;
}

/** A JSON call through app.inject, from `ip`, with a bearer token when given. */
export function call(
  ctx: AppUnderTest,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  { ip = '203.0.113.10', token }: InjectOptions = {},
) {
  return ctx.app.inject({
    method,
    url,
    remoteAddress: ip,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

const recipient = (mail: ParsedMail) => {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address;
};

/** Delivers the outbox over real SMTP and returns every email `to` has received so far, oldest first. */
export async function mailTo(ctx: AppUnderTest, smtp: SmtpSink, to: string): Promise<ParsedMail[]> {
  await ctx.app.outbox.flush();
  return smtp.messages.filter((mail) => recipient(mail) === to);
}

/**
 * The newest email to `to` (with `subject`, when given), after delivering the outbox. Emails queued
 * together may arrive in any order, so name the subject when several are pending.
 */
export async function lastMailTo(
  ctx: AppUnderTest,
  smtp: SmtpSink,
  to: string,
  subject?: string,
): Promise<ParsedMail> {
  const mails = (await mailTo(ctx, smtp, to)).filter(
    (mail) => subject === undefined || mail.subject === subject,
  );
  const last = mails.at(-1);
  if (!last) throw new Error(`No email to ${to}`);
  return last;
}

/** The 6-digit code in an email, read as a person would. */
export function codeIn(mail: ParsedMail): string {
  const codes = (mail.text ?? '').match(/\b\d{6}\b/g) ?? [];
  if (codes.length !== 1) throw new Error(`Expected one code in "${mail.subject}", found ${codes.length}`);
  return codes[0]!;
}

export async function lastCodeTo(
  ctx: AppUnderTest,
  smtp: SmtpSink,
  to: string,
  subject?: string,
): Promise<string> {
  return codeIn(await lastMailTo(ctx, smtp, to, subject));
}

/** Registers and verifies through the API with the emailed code; returns the signed-in token and user. */
export async function signUp(
  ctx: AppUnderTest,
  smtp: SmtpSink,
  {
    email,
    name = 'Ada Obi',
    password = STRONG_PASSWORD,
    ip,
  }: { email: string; name?: string; password?: string; ip?: string },
) {
  const registered = await call(ctx, 'POST', '/api/v1/auth/register', { name, email, password }, { ip });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
  const otp = await lastCodeTo(ctx, smtp, email);
  const verified = await call(ctx, 'POST', '/api/v1/auth/verify-otp', { email, otp }, { ip });
  if (verified.statusCode !== 200) throw new Error(`verify-otp: ${verified.statusCode} ${verified.body}`);
  const { token, user } = verified.json().data as { token: string; user: { id: string } };
  return { token, user, password };
}
