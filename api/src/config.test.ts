import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import type { Database } from './db/client.js';
import { DOCS_CSP } from './plugins/security-headers.js';
import { createTestDatabase } from './test/test-database.js';
import { testConfig } from './test/test-app.js';

const tempDir = () => mkdtempSync(join(tmpdir(), 'aboki-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      redisUrl: undefined,
      logLevel: 'info',
      requestTimeoutMs: 30_000,
      trustProxy: false,
      apiDocs: true,
    });
  });

  it('generates a development secret once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).appSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).appSecret).toBe(first);
    expect(JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8'))).toEqual({ appSecret: first });
    expect(statSync(join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('fails fast with every problem listed', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', SMTP_URL: 'not a url', LOG_LEVEL: 'loud', REQUEST_TIMEOUT_MS: '0' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('SMTP_URL');
    expect(problems).toContain('LOG_LEVEL');
    expect(problems).toContain('REQUEST_TIMEOUT_MS');
  });

  it('gives production secrets no defaults', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
      /APP_SECRET: required in production[\s\S]*PUBLIC_URL: required[\s\S]*SMTP_URL: required/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'p'.repeat(40),
      PUBLIC_URL: 'https://aboki.ng/',
      SMTP_URL: 'smtp://mail.aboki.ng:587',
      DATABASE_URL: 'postgres://aboki@db/aboki',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      appSecret: 'p'.repeat(40),
      publicUrl: 'https://aboki.ng',
      trustProxy: { hops: 1 },
      apiDocs: false,
    });
  });
});

describe('TRUST_PROXY (security review, finding 4)', () => {
  const trustProxy = (value: string, env: Record<string, string> = {}) =>
    loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: value, ...env }).trustProxy;
  const problems = (value: string) => {
    try {
      loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: value });
    } catch (error) {
      return (error as ConfigError).problems.join('\n');
    }
    throw new Error(`TRUST_PROXY=${value} was accepted`);
  };

  it('takes a hop count or the proxies’ addresses and CIDR ranges', () => {
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('1')).toEqual({ hops: 1 });
    expect(trustProxy('2')).toEqual({ hops: 2 });
    expect(trustProxy('10.0.0.5, 10.0.0.6')).toEqual({ addresses: ['10.0.0.5', '10.0.0.6'] });
    expect(trustProxy('10.0.0.0/24,fd00::/8,::1,loopback')).toEqual({
      addresses: ['10.0.0.0/24', 'fd00::/8', '::1', 'loopback'],
    });
  });

  it('refuses true everywhere, saying what to write instead, and refuses what is not an address', () => {
    expect(problems('true')).toMatch(/TRUST_PROXY: true would trust an X-Forwarded-For the client wrote/);
    expect(problems('true')).toMatch(/1 behind one nginx/);
    expect(() => trustProxy('true', { NODE_ENV: 'development' })).toThrow(ConfigError);
    expect(problems('nginx.internal')).toMatch(
      /not a hop count, an IP address or a CIDR range: "nginx.internal"/,
    );
    expect(problems('10.0.0.0/33')).toMatch(/"10.0.0.0\/33"/);
    expect(problems('10.0.0.1,')).toMatch(/""/);
    expect(problems('99')).toMatch(/at most 5 proxies/);
  });

  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** What the app takes as the client's address for a request from `remoteAddress` with `forwarded`. */
  async function clientIp(value: string, remoteAddress: string, forwarded?: string) {
    const app = await buildApp({ config: testConfig({ TRUST_PROXY: value }), database, logger: false });
    try {
      app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
      await app.ready();
      const response = await app.inject({
        method: 'GET',
        url: '/api/test/ip',
        remoteAddress,
        ...(forwarded ? { headers: { 'x-forwarded-for': forwarded } } : {}),
      });
      return (response.json() as { ip: string }).ip;
    } finally {
      await app.close();
    }
  }

  it('never lets a forged left-most X-Forwarded-For entry become the client address', async () => {
    // nginx (10.0.0.2) appends the address it saw; the client wrote the first entry itself.
    expect(await clientIp('1', '10.0.0.2', '203.0.113.66, 198.51.100.7')).toBe('198.51.100.7');
    expect(await clientIp('10.0.0.0/24', '10.0.0.2', '203.0.113.66, 198.51.100.7')).toBe('198.51.100.7');
    // Two proxies: the CDN's entry is trusted too, the client's forgery still is not.
    expect(await clientIp('2', '10.0.0.2', '203.0.113.66, 198.51.100.7, 10.0.0.9')).toBe('198.51.100.7');
    // A request that did not come through the named proxy is taken at its socket address.
    expect(await clientIp('10.0.0.0/24', '198.51.100.50', '203.0.113.66')).toBe('198.51.100.50');
    // Without TRUST_PROXY the header is ignored.
    expect(await clientIp('false', '198.51.100.50', '203.0.113.66')).toBe('198.51.100.50');
  });
});

describe('SMS settings (issue 27)', () => {
  const production = {
    NODE_ENV: 'production',
    DATA_DIR: tempDir(),
    APP_SECRET: 'a'.repeat(40),
    PUBLIC_URL: 'https://aboki.ng',
    SMTP_URL: 'smtp://mail.aboki.ng:587',
  } as const;

  it('are off unless SMS_ENABLED, and production refuses SMS without the provider or with the stand-in', () => {
    expect(loadConfig(production).sms).toEqual({ mode: 'off' });
    expect(() => loadConfig({ ...production, SMS_ENABLED: 'true' })).toThrow(
      /TERMII_API_KEY and TERMII_SENDER_ID: required in production when SMS_ENABLED is on/,
    );
    expect(() =>
      loadConfig({
        ...production,
        SMS_ENABLED: 'true',
        TERMII_API_KEY: 'TLlive_0123456789',
        TERMII_SENDER_ID: 'Aboki',
        TERMII_BASE_URL: 'https://aboki.ng/api/sms-stand-in',
      }),
    ).toThrow(/points at the SMS stand-in/);
    expect(
      loadConfig({
        ...production,
        SMS_ENABLED: 'true',
        TERMII_API_KEY: 'TLlive_0123456789',
        TERMII_SENDER_ID: 'Aboki',
      }).sms,
    ).toEqual({
      mode: 'provider',
      apiKey: 'TLlive_0123456789',
      senderId: 'Aboki',
      baseUrl: 'https://v3.api.termii.com',
    });
  });

  it('use the stand-in in development without a key, and refuse a sender ID Termii would not register', () => {
    const sms = loadConfig({ DATA_DIR: tempDir(), SMS_ENABLED: 'true' }).sms;
    expect(sms).toMatchObject({
      mode: 'stand-in',
      senderId: 'Aboki',
      baseUrl: 'http://localhost:3000/api/sms-stand-in',
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), TERMII_SENDER_ID: 'A very long sender' })).toThrow(
      /TERMII_SENDER_ID: 3 to 11 letters/,
    );
  });
});

describe('API_DOCS and the docs page (security review, finding 7)', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://aboki.ng',
    SMTP_URL: 'smtp://mail.aboki.ng:587',
  } as const;

  it('is on by default except in production, where API_DOCS=true turns it on', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(testConfig(production).apiDocs).toBe(false);
    expect(testConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(() => loadConfig({ DATA_DIR: tempDir(), API_DOCS: 'yes' })).toThrow(/API_DOCS: true or false/);
  });

  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  async function get(env: Parameters<typeof testConfig>[0], url: string) {
    const app = await buildApp({ config: testConfig(env), database, logger: false });
    try {
      await app.ready();
      return await app.inject({ method: 'GET', url });
    } finally {
      await app.close();
    }
  }

  it('serves no docs in production unless asked, and a strict policy on the page when it does', async () => {
    const hidden = await get(production, '/api/docs');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ error: 'NOT_FOUND' });
    expect((await get(production, '/api/docs/json')).statusCode).toBe(404);

    const page = await get({ ...production, API_DOCS: 'true' }, '/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toBe(DOCS_CSP);
    expect(DOCS_CSP).toContain("script-src 'self'");
    expect(DOCS_CSP).not.toContain('unsafe-inline');
    expect(DOCS_CSP).toContain("frame-ancestors 'none'");
    // The page runs only its own files: no inline script or style the policy would block.
    expect(page.body).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle=|\son\w+=/);
    const script = await get({ ...production, API_DOCS: 'true' }, '/api/docs/static/swagger-initializer.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-security-policy']).toBe(DOCS_CSP);
  });
});
