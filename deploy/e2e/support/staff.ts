import { createHmac } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { createVerifiedAccount } from './accounts.js';
import { e2eEnv } from './env.js';
import { REPO_ROOT } from './repo.js';

// The operator console's people (issue 25): staff are granted only by `npm run ops -- grant`, so
// global setup signs two people up, stops the server, grants them with the CLI against its data
// directory, and after the restart enrols an authenticator for each as a person would.

export interface StaffAccount {
  name: string;
  email: string;
  password: string;
  /** A session that has entered an authenticator code (unlocked for 12 hours). */
  token: string;
  /** The authenticator key, base32, as typed into the app. */
  secret: string;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * What an authenticator app shows (RFC 6238: HMAC-SHA1, 6 digits, 30 s), written apart from the
 * API's own, so the suite checks the server against the RFC rather than against itself.
 */
export function authenticatorCode(secret: string, at = Date.now()): string {
  const bits = [...secret].map((char) => BASE32.indexOf(char).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[19]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Step 1, server running: the staff members' accounts, signed up and verified. */
export async function signUpStaff(): Promise<{ name: string; email: string; password: string }[]> {
  const admin = await createVerifiedAccount('Kemi Adebayo');
  const second = await createVerifiedAccount('Bayo Lawal');
  return [admin, second].map(({ name, email, password }) => ({ name, email, password }));
}

/** Step 2, server stopped: `npm run ops -- grant` against its embedded database. */
export function grantWithCli(dataDir: string, emails: string[]): void {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  for (const [index, email] of emails.entries()) {
    const role = index === 0 ? 'ADMIN' : 'OPERATOR';
    const result = spawnSync(process.execPath, ['api/dist/ops-cli.js', 'grant', email, '--role', role], {
      cwd: REPO_ROOT,
      env: { ...inherited, NODE_ENV: 'test', DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`ops grant ${email}: ${result.stdout}\n${result.stderr}`);
  }
}

/** Step 3, server running again: each signs in, enrols an authenticator and enters its code. */
export async function enrolStaff(people: { name: string; email: string; password: string }[]): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL: e2eEnv().baseUrl });
  try {
    const staff: StaffAccount[] = [];
    for (const person of people) {
      const login = await api.post('/api/v1/auth/login', {
        data: { email: person.email, password: person.password },
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const headers = { authorization: `Bearer ${token}` };
      const enrolled = await api.post('/api/v1/ops/totp/enrol', { headers });
      if (!enrolled.ok()) throw new Error(`enrol ${person.email}: ${await enrolled.text()}`);
      const { secret } = ((await enrolled.json()) as { data: { enrolment: { secret: string } } }).data
        .enrolment;
      const verified = await api.post('/api/v1/ops/totp/verify', {
        headers,
        data: { code: authenticatorCode(secret) },
      });
      if (!verified.ok()) throw new Error(`verify ${person.email}: ${await verified.text()}`);
      staff.push({ ...person, token, secret });
    }
    await writeFile(join(e2eEnv().tmpDir, 'staff.json'), JSON.stringify(staff));
  } finally {
    await api.dispose();
  }
}

/** The suite's two staff members: an ADMIN and an OPERATOR, both unlocked. */
export async function staffAccounts(): Promise<[StaffAccount, StaffAccount]> {
  return JSON.parse(await readFile(join(e2eEnv().tmpDir, 'staff.json'), 'utf8')) as [
    StaffAccount,
    StaffAccount,
  ];
}

/**
 * An operator's review through the console's API: the guarantor confirmed, then approved (with the
 * operator's written reason when the ID check did not match).
 */
export async function approveAboki(
  api: APIRequestContext,
  abokiId: string,
  override?: string,
): Promise<void> {
  const [admin] = await staffAccounts();
  const headers = { authorization: `Bearer ${admin.token}` };
  const called = await api.post(`/api/v1/ops/abokis/${abokiId}/guarantor`, {
    headers,
    data: { outcome: 'CONFIRMED', note: 'Called from the e2e suite' },
  });
  if (!called.ok()) throw new Error(`guarantor: ${called.status()} ${await called.text()}`);
  const approved = await api.post(`/api/v1/ops/abokis/${abokiId}/approve`, {
    headers,
    data: override ? { override } : {},
  });
  if (!approved.ok()) throw new Error(`approve: ${approved.status()} ${await approved.text()}`);
}
