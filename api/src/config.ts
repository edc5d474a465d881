import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A request (headers and body) must arrive within this; a slow-loris client is cut off. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** More proxies than this in front of one API would be a misconfiguration, not a deployment. */
const MAX_PROXY_HOPS = 5;
/** Ranges Fastify (proxy-addr) knows by name, for proxies on the same machine or network. */
const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Who may tell us the client's address in X-Forwarded-For: nobody (`false`), the nearest `hops`
 * proxies, or proxies at these addresses. Never everyone: the left-most entry is whatever the
 * client wrote, so trusting it would let anyone pick the IP every per-IP limit counts.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

const isProxyAddress = (entry: string) => {
  if (NAMED_PROXY_RANGES.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || prefix === undefined || rest.length > 0 || !/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
};

const trustProxySchema = z
  .string()
  .default('false')
  .transform((raw, ctx): TrustProxy => {
    const value = raw.trim();
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust an X-Forwarded-For the client wrote itself; give the number of proxies in front of the API (1 behind one nginx) or their addresses (10.0.0.5,10.0.0.6 or 10.0.0.0/24)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > MAX_PROXY_HOPS) {
        ctx.addIssue({ code: 'custom', message: `at most ${MAX_PROXY_HOPS} proxies (got ${hops})` });
        return z.NEVER;
      }
      return { hops };
    }
    const addresses = value.split(',').map((entry) => entry.trim());
    const wrong = addresses.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not a hop count, an IP address or a CIDR range: ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}`,
      });
      return z.NEVER;
    }
    return { addresses };
  });

/** Fastify's `trustProxy` option for a TrustProxy setting. */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('addresses' in trust) return trust.addresses;
  // Fastify 5 ignores X-Forwarded-For for a plain number (it cannot check who sent it), so the hop
  // count is applied here: the socket's peer is hop 0, the right-most X-Forwarded-For entry hop 1…
  const { hops } = trust;
  return (_address, hop) => hop < hops;
}

const booleanFlag = z
  .enum(['true', 'false'], { error: 'true or false' })
  .transform((value) => value === 'true');

/** Environment as read from process.env; parsed once, failing fast with every problem listed. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Aboki <no-reply@aboki.local>'),
  SUPPORT_EMAIL: z.email().default('support@aboki.local'),
  REDIS_URL: z.url().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  // Tests shorten it to see a slow client cut off in a second; production keeps the default.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(REQUEST_TIMEOUT_MS),
  TRUST_PROXY: trustProxySchema,
  // The browsable API reference; unset means on, except in production (see the decision record 0016).
  API_DOCS: booleanFlag.optional(),
  // Keys the hashes of emailed codes and other secrets; see docs/decisions/0005-configuration.md.
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  // The e2e suite's movable booking clock and its /api/test/clock route (docs/decisions/0028); never in production.
  TEST_CLOCK: booleanFlag.optional(),
  // Card and bank transfer through Paystack (docs/decisions/0025-payments.md). Unset outside
  // production: the API serves its own Paystack simulator so the whole flow works on a fresh machine.
  PAYSTACK_SECRET_KEY: z.string().min(8, 'PAYSTACK_SECRET_KEY looks too short').optional(),
  PAYSTACK_BASE_URL: z.url().optional(),
  // The identity provider's NIN lookup (Prembly IdentityPass; docs/decisions/0053). Unset outside
  // production: the API serves its own stand-in so vetting works on a fresh machine.
  IDENTITY_API_KEY: z.string().min(8, 'IDENTITY_API_KEY looks too short').optional(),
  IDENTITY_APP_ID: z.string().min(1).optional(),
  IDENTITY_BASE_URL: z.url().optional(),
  // Text messages through Termii (docs/decisions/0056-sms-outbox.md). SMS_ENABLED turns them on;
  // production then refuses to start without the provider's settings. Development and tests
  // without a key use the built-in stand-in, which prints each message.
  SMS_ENABLED: booleanFlag.optional(),
  TERMII_API_KEY: z.string().min(8, 'TERMII_API_KEY looks too short').optional(),
  TERMII_SENDER_ID: z
    .string()
    .regex(
      /^[A-Za-z0-9 ]{3,11}$/,
      'TERMII_SENDER_ID: 3 to 11 letters, digits or spaces, as registered with Termii',
    )
    .optional(),
  TERMII_BASE_URL: z.url().optional(),
  // What one SMS segment costs, in kobo (Nigerian bulk rates in 2025: about N5.60 to N8 a page), and
  // the day's spend (Lagos day) past which only codes go and the operators are e-mailed (issue 27).
  SMS_PRICE_KOBO: z.coerce.number().int().min(0).max(100_000).default(600),
  SMS_DAILY_SPEND_CAP_KOBO: z.coerce.number().int().min(0).max(1_000_000_000).default(2_000_000),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** Unset means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  redisUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Time to receive a whole request, headers and body; a client still sending after it gets 408. */
  requestTimeoutMs: number;
  trustProxy: TrustProxy;
  /** Serve /api/docs (the OpenAPI document and its browsable page). */
  apiDocs: boolean;
  appSecret: string;
  paystack: PaystackConfig;
  identity: IdentityConfig;
  sms: SmsConfig;
  /** What SMS cost, and the day's spend past which only codes are sent. */
  smsCost: SmsCost;
  /** TEST_CLOCK=true: the booking rules read a clock that PUT /api/test/clock moves (e2e only). */
  testClock: boolean;
}

/** Where the API path of the in-process Paystack simulator is mounted (never in production). */
export const PAYSTACK_SIMULATOR_PREFIX = '/api/paystack-simulator';
export const PAYSTACK_API_URL = 'https://api.paystack.co';

/**
 * How card and transfer are paid: Paystack itself (or whatever PAYSTACK_BASE_URL names, such as a
 * test's stand-in), the in-process simulator (development and tests without a key), or not at all
 * (production without a key: only cash is offered).
 */
export type PaystackConfig =
  { mode: 'paystack' | 'simulator'; secretKey: string; baseUrl: string } | { mode: 'off' };

/** Where the in-process identity provider stand-in is mounted (never in production). */
export const IDENTITY_STAND_IN_PREFIX = '/api/identity-stand-in';
export const IDENTITY_API_URL = 'https://api.prembly.com';

/**
 * Who checks ID numbers: the provider (or whatever IDENTITY_BASE_URL names, such as a test's
 * stand-in), the in-process stand-in (development and tests without a key), or nobody (production
 * without a key: every check is recorded as the provider not answering, and reviews wait).
 */
export type IdentityConfig =
  { mode: 'provider' | 'stand-in'; apiKey: string; appId: string; baseUrl: string } | { mode: 'off' };

/** Where the in-process SMS provider stand-in is mounted (never in production). */
export const SMS_STAND_IN_PREFIX = '/api/sms-stand-in';
export const TERMII_API_URL = 'https://v3.api.termii.com';

/**
 * Who sends text messages: Termii (or whatever TERMII_BASE_URL names, such as a test's stand-in),
 * the in-process stand-in (development and tests without a key), or nobody (SMS_ENABLED unset).
 */
export type SmsConfig =
  { mode: 'provider' | 'stand-in'; apiKey: string; senderId: string; baseUrl: string } | { mode: 'off' };

/** The price of one SMS segment and the Lagos day's spending cap, both in kobo. */
export interface SmsCost {
  priceKobo: number;
  dailySpendCapKobo: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; production must name its secrets, development keeps generated ones in DATA_DIR. */
export function loadConfig(env: NodeJS.ProcessEnv | Env = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  const problems: string[] = [];
  if (values.NODE_ENV === 'production') {
    if (values.TEST_CLOCK) problems.push('TEST_CLOCK: never in production (it lets anyone move the clock)');
    if (
      values.PAYSTACK_BASE_URL &&
      new URL(values.PAYSTACK_BASE_URL).pathname.includes(PAYSTACK_SIMULATOR_PREFIX)
    ) {
      problems.push('PAYSTACK_BASE_URL: points at the Paystack simulator, which never runs in production');
    }
    if (
      values.IDENTITY_BASE_URL &&
      new URL(values.IDENTITY_BASE_URL).pathname.includes(IDENTITY_STAND_IN_PREFIX)
    ) {
      problems.push('IDENTITY_BASE_URL: points at the identity stand-in, which never runs in production');
    }
    if (values.SMS_ENABLED && (!values.TERMII_API_KEY || !values.TERMII_SENDER_ID)) {
      problems.push('TERMII_API_KEY and TERMII_SENDER_ID: required in production when SMS_ENABLED is on');
    }
    if (values.TERMII_BASE_URL && new URL(values.TERMII_BASE_URL).pathname.includes(SMS_STAND_IN_PREFIX)) {
      problems.push('TERMII_BASE_URL: points at the SMS stand-in, which never runs in production');
    }
    if (!values.APP_SECRET) problems.push('APP_SECRET: required in production');
    if (!values.PUBLIC_URL) problems.push('PUBLIC_URL: required in production');
    if (!values.SMTP_URL) problems.push('SMTP_URL: required in production (emails would only be logged)');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = resolve(values.DATA_DIR);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  const appSecret = values.APP_SECRET ?? developmentSecret(dataDir);
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    publicUrl,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    supportEmail: values.SUPPORT_EMAIL,
    redisUrl: values.REDIS_URL,
    logLevel: values.LOG_LEVEL,
    requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
    trustProxy: values.TRUST_PROXY,
    apiDocs: values.API_DOCS ?? values.NODE_ENV !== 'production',
    appSecret,
    paystack: paystackConfig(values, publicUrl, appSecret),
    identity: identityConfig(values, publicUrl, appSecret),
    sms: smsConfig(values, publicUrl, appSecret),
    smsCost: { priceKobo: values.SMS_PRICE_KOBO, dailySpendCapKobo: values.SMS_DAILY_SPEND_CAP_KOBO },
    testClock: values.TEST_CLOCK ?? false,
  };
}

function paystackConfig(
  values: z.output<typeof envSchema>,
  publicUrl: string,
  appSecret: string,
): PaystackConfig {
  const baseUrl = (values.PAYSTACK_BASE_URL ?? PAYSTACK_API_URL).replace(/\/$/, '');
  if (values.PAYSTACK_SECRET_KEY) return { mode: 'paystack', secretKey: values.PAYSTACK_SECRET_KEY, baseUrl };
  if (values.NODE_ENV === 'production') return { mode: 'off' };
  // The simulator signs its webhooks with a key only this installation knows.
  const secretKey = `sk_test_sim_${createHmac('sha256', appSecret).update('paystack-simulator').digest('hex')}`;
  return { mode: 'simulator', secretKey, baseUrl: `${publicUrl}${PAYSTACK_SIMULATOR_PREFIX}` };
}

function identityConfig(
  values: z.output<typeof envSchema>,
  publicUrl: string,
  appSecret: string,
): IdentityConfig {
  const baseUrl = (values.IDENTITY_BASE_URL ?? IDENTITY_API_URL).replace(/\/$/, '');
  if (values.IDENTITY_API_KEY) {
    return {
      mode: 'provider',
      apiKey: values.IDENTITY_API_KEY,
      appId: values.IDENTITY_APP_ID ?? '',
      baseUrl,
    };
  }
  if (values.NODE_ENV === 'production') return { mode: 'off' };
  const apiKey = `stand_in_${createHmac('sha256', appSecret).update('identity-stand-in').digest('hex')}`;
  return { mode: 'stand-in', apiKey, appId: 'aboki-dev', baseUrl: `${publicUrl}${IDENTITY_STAND_IN_PREFIX}` };
}

function smsConfig(values: z.output<typeof envSchema>, publicUrl: string, appSecret: string): SmsConfig {
  if (!values.SMS_ENABLED) return { mode: 'off' };
  const baseUrl = (values.TERMII_BASE_URL ?? TERMII_API_URL).replace(/\/$/, '');
  if (values.TERMII_API_KEY && values.TERMII_SENDER_ID)
    return { mode: 'provider', apiKey: values.TERMII_API_KEY, senderId: values.TERMII_SENDER_ID, baseUrl };
  // Not production (refused above): the stand-in, with a key only this installation knows.
  const apiKey = `TL_stand_in_${createHmac('sha256', appSecret).update('sms-stand-in').digest('hex')}`;
  return { mode: 'stand-in', apiKey, senderId: 'Aboki', baseUrl: `${publicUrl}${SMS_STAND_IN_PREFIX}` };
}

/** Generated once per machine so a newcomer needs no setup, and kept so codes survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'secrets.json');
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { appSecret?: string };
    if (stored.appSecret && stored.appSecret.length >= 32) return stored.appSecret;
  } catch {
    // Missing or unreadable: generate below.
  }
  const appSecret = randomBytes(32).toString('base64url');
  // Private from the start, before the server's umask applies (lib/data-dir.ts).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(file, JSON.stringify({ appSecret }, null, 2), { mode: 0o600 });
  return appSecret;
}
