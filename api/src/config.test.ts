import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config.js';

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
      trustProxy: false,
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
      loadConfig({ PORT: 'eighty', SMTP_URL: 'not a url', LOG_LEVEL: 'loud' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('SMTP_URL');
    expect(problems).toContain('LOG_LEVEL');
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
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      appSecret: 'p'.repeat(40),
      publicUrl: 'https://aboki.ng',
      trustProxy: true,
    });
  });
});
