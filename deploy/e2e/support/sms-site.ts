import { join } from 'node:path';
import { test } from '@playwright/test';
import { ENV_KEYS, SMS_SITE_KEYS } from './env.js';
import { waitForSms, type CapturedSms } from './termii.js';

// The SMS site (global-setup.ts): the release served again with text messages on. A spec that calls
// useSmsSite() runs every test of its file against it: the helpers (accounts, Abokis, staff) read
// the site from the environment, so the file points the environment there and puts it back after.

function smsSiteValue(key: keyof typeof SMS_SITE_KEYS): string {
  const value = process.env[SMS_SITE_KEYS[key]];
  if (!value) throw new Error(`${SMS_SITE_KEYS[key]} is not set: run the suite with \`npm run test:e2e\``);
  return value;
}

/** Points this spec file's tests (accounts, staff, pages) at the SMS site. */
export function useSmsSite(): void {
  const kept: Record<string, string | undefined> = {};
  test.beforeAll(() => {
    kept.baseUrl = process.env[ENV_KEYS.baseUrl];
    kept.tmpDir = process.env[ENV_KEYS.tmpDir];
    process.env[ENV_KEYS.baseUrl] = smsSiteValue('baseUrl');
    process.env[ENV_KEYS.tmpDir] = smsSiteValue('tmpDir');
  });
  test.afterAll(() => {
    process.env[ENV_KEYS.baseUrl] = kept.baseUrl;
    process.env[ENV_KEYS.tmpDir] = kept.tmpDir;
  });
}

/** Waits for the SMS the provider's stand-in received that `matches`. */
export function waitForTextMessage(
  matches: (sms: CapturedSms) => boolean,
  options?: { timeoutMs?: number },
): Promise<CapturedSms> {
  return waitForSms(join(smsSiteValue('tmpDir'), 'sms'), matches, options);
}
