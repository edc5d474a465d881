import { randomBytes } from 'node:crypto';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { e2eEnv } from './env.js';
import { waitForMail } from './mail.js';

/** A real account, signed up and verified through the API with the code the SMTP server received. */
export interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
  /** The user object the API returned (what the site stores under `auth_user`). */
  user: Record<string, unknown>;
}

/** POST /api/auth/register, the emailed 6-digit code, POST /api/v1/auth/verify-otp. */
export async function createVerifiedAccount(name = 'Ada Eze'): Promise<Account> {
  const suffix = randomBytes(4).toString('hex');
  const email = `ada.${suffix}@e2e.test`;
  const password = `e2e passphrase ${suffix}`;
  const api = await playwrightRequest.newContext({ baseURL: e2eEnv().baseUrl });
  try {
    const registered = await api.post('/api/auth/register', { data: { name, email, password } });
    if (registered.status() !== 201) {
      throw new Error(`Sign-up failed: ${registered.status()} ${await registered.text()}`);
    }
    const mail = await waitForMail((candidate) => candidate.envelopeTo.includes(email));
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) throw new Error(`No 6-digit code in the sign-up email:\n${mail.text}`);
    const verified = await api.post('/api/v1/auth/verify-otp', { data: { email, otp: code } });
    if (verified.status() !== 200) {
      throw new Error(`Verifying the email failed: ${verified.status()} ${await verified.text()}`);
    }
    const { data } = (await verified.json()) as { data: { token: string; user: Record<string, unknown> } };
    return { name, email, password, token: data.token, user: data.user };
  } finally {
    await api.dispose();
  }
}

/** A verified account that chose the AGENT role and created its agent profile, through the API. */
export async function createAgentAccount(name = 'Musa Bello', phoneNumber = '08031234567'): Promise<Account> {
  const account = await createVerifiedAccount(name);
  const api = await playwrightRequest.newContext({
    baseURL: e2eEnv().baseUrl,
    extraHTTPHeaders: { authorization: `Bearer ${account.token}` },
  });
  try {
    const role = await api.post('/api/v1/auth/select-role', { data: { role: 'AGENT' } });
    if (role.status() !== 200)
      throw new Error(`Choosing the role failed: ${role.status()} ${await role.text()}`);
    const profile = await api.post('/api/v1/profile/agent', {
      data: { phoneNumber, state: 'Lagos', lga: 'Ikeja', address: '12 Allen Avenue' },
    });
    if (profile.status() !== 201) {
      throw new Error(`Creating the agent profile failed: ${profile.status()} ${await profile.text()}`);
    }
    const { data } = (await profile.json()) as { data: { user: Record<string, unknown> } };
    return { ...account, user: data.user };
  } finally {
    await api.dispose();
  }
}

/** A verified USER with a profile in Ikeja, Lagos, made through the API: who books Abokis (issue 9). */
export async function createUserAccount(name = 'Ada Eze', phoneNumber = '08031234567'): Promise<Account> {
  const account = await createVerifiedAccount(name);
  const api = await playwrightRequest.newContext({
    baseURL: e2eEnv().baseUrl,
    extraHTTPHeaders: { authorization: `Bearer ${account.token}` },
  });
  try {
    const role = await api.post('/api/v1/auth/select-role', { data: { role: 'USER' } });
    if (role.status() !== 200)
      throw new Error(`Choosing the role failed: ${role.status()} ${await role.text()}`);
    const profile = await api.post('/api/v1/profile/user', {
      data: { phoneNumber, state: 'Lagos', lga: 'Ikeja', address: '12 Allen Avenue' },
    });
    if (profile.status() !== 201) {
      throw new Error(`Creating the user profile failed: ${profile.status()} ${await profile.text()}`);
    }
    const { data } = (await profile.json()) as { data: { user: Record<string, unknown> } };
    return { ...account, user: data.user };
  } finally {
    await api.dispose();
  }
}

/** A browser that is signed in as `account`: the spec's storage keys (§3), as the site writes them. */
export function signedInStorageState(account: Account, baseUrl: string) {
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(baseUrl).origin,
        localStorage: [
          { name: 'auth_token', value: account.token },
          { name: 'auth_user', value: JSON.stringify(account.user) },
        ],
      },
    ],
  };
}

/** Signs `account` in on the page's browser before its first navigation, on any origin. */
export async function signInBeforeFirstVisit(page: Page, account: Account): Promise<void> {
  await page.context().addInitScript(
    ({ token, userJson }) => {
      if (!localStorage.getItem('auth_token')) {
        localStorage.setItem('auth_token', token);
        localStorage.setItem('auth_user', userJson);
      }
    },
    { token: account.token, userJson: JSON.stringify(account.user) },
  );
}
