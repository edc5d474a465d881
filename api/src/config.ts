import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  // Keys the hashes of emailed codes and other secrets; see docs/decisions/0005-configuration.md.
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
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
  trustProxy: boolean;
  appSecret: string;
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
    if (!values.APP_SECRET) problems.push('APP_SECRET: required in production');
    if (!values.PUBLIC_URL) problems.push('PUBLIC_URL: required in production');
    if (!values.SMTP_URL) problems.push('SMTP_URL: required in production (emails would only be logged)');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = resolve(values.DATA_DIR);
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    supportEmail: values.SUPPORT_EMAIL,
    redisUrl: values.REDIS_URL,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    appSecret: values.APP_SECRET ?? developmentSecret(dataDir),
  };
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
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ appSecret }, null, 2), { mode: 0o600 });
  return appSecret;
}
