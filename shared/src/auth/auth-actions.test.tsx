// The auth actions against a real HTTP server answering like the API (spec §4, §5, §7, §8).
// A `.tsx` test so it runs in the browser environment: localStorage, and the toast helpers.
import { jest } from '@jest/globals';
import { MESSAGES } from 'shared/messages';
import { createStore } from 'jotai';
import {
  SIGN_OUT_CHANNEL,
  STORAGE_KEYS,
  announceSignOut,
  followOtherTabs,
  authAtom,
  createApiClient,
  initialAuthState,
  isAuthenticated,
  type AuthStore,
  type User,
} from 'shared';
import { fail, ok, startFakeApi, unreachableBaseUrl, type FakeApi } from '@aboki/test-kit/api-server';
import { recordToasts, settle, type RaisedToast } from '@aboki/test-kit/toasts';
import { waitFor } from '@testing-library/react';
import {
  createProfile,
  forgotPassword,
  keepServerUser,
  login,
  logout,
  register,
  resendOtp,
  resetPassword,
  selectRole,
  signedInCall,
  verifyOtp,
  verifyResetOtp,
  authContext,
  type AuthDeps,
} from './index.js';

const SERVER_USER = {
  id: '0b9d6c1e-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  name: 'Ada Obi',
  role: null,
  hasProfile: false,
  emailVerified: true,
  phoneNumber: null,
  state: null,
  lga: null,
};

let apiServer: FakeApi;
let store: AuthStore;
let deps: AuthDeps;
let toasts: RaisedToast[];

beforeAll(async () => {
  apiServer = await startFakeApi();
});

afterAll(async () => {
  await apiServer.close();
});

beforeEach(async () => {
  apiServer.reset();
  localStorage.clear();
  store = createStore();
  store.set(authAtom, { ...initialAuthState, isInitialized: true });
  deps = { store, client: createApiClient({ baseUrl: apiServer.baseUrl }) };
  toasts = await recordToasts();
});

afterEach(() => {
  jest.restoreAllMocks();
});

function stored() {
  return {
    token: localStorage.getItem(STORAGE_KEYS.token),
    user: JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as User | null,
    registrationName: localStorage.getItem(STORAGE_KEYS.registrationName),
    persistentName: localStorage.getItem(STORAGE_KEYS.userPersistentName),
  };
}

/** The toasts raised once the action has settled. */
async function raised(): Promise<RaisedToast[]> {
  await settle();
  return toasts;
}

const errorToast = (text: string): RaisedToast => ({
  type: 'error',
  text,
  autoClose: 3000,
  position: 'top-right',
});

function signIn(user: Partial<User> = {}, token = 'real-token') {
  const full: User = {
    id: 'u-1',
    email: 'ada@example.com',
    name: 'Ada Obi',
    role: null,
    hasProfile: false,
    ...user,
  };
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(full));
  store.set(authAtom, { ...initialAuthState, isInitialized: true, token, user: full });
  return full;
}

async function offline(): Promise<AuthDeps> {
  return { store, client: createApiClient({ baseUrl: await unreachableBaseUrl() }) };
}

describe('register', () => {
  const input = { name: 'Ada Obi', email: 'ada@example.com', password: 'a long pass phrase' };

  it('sends name, email and password, stores the placeholder token, the user and registration_name', async () => {
    let loadingDuringCall: boolean | undefined;
    apiServer.on('POST /api/auth/register', () => {
      loadingDuringCall = store.get(authAtom).isLoading;
      return ok({ user: { ...SERVER_USER, emailVerified: false } }, 'Account created', 201);
    });

    const result = await register(input, deps);

    expect(apiServer.seen).toEqual([
      { method: 'POST', path: '/api/auth/register', authorization: undefined, body: input },
    ]);
    expect(loadingDuringCall).toBe(true);
    const user = {
      id: SERVER_USER.id,
      email: 'ada@example.com',
      name: 'Ada Obi',
      role: null,
      hasProfile: false,
      emailVerified: false,
    };
    expect(result).toEqual({ ok: true, data: user });
    expect(stored()).toEqual({
      token: 'pending-verification',
      user,
      registrationName: 'Ada Obi',
      persistentName: null,
    });
    expect(store.get(authAtom)).toEqual({
      user,
      token: 'pending-verification',
      isLoading: false,
      error: null,
      isInitialized: true,
    });
    // The placeholder counts as signed out (spec §4).
    expect(isAuthenticated(store.get(authAtom).token)).toBe(false);
    expect(await raised()).toEqual([
      {
        type: 'info',
        text: 'Registration successful! Please verify your email.',
        autoClose: 3000,
        position: 'top-right',
      },
    ]);
  });

  it('gives the user a temporary id when the server sends none', async () => {
    apiServer.on('POST /api/auth/register', ok({ user: { role: null } }, undefined, 201));

    const result = await register(input, deps);

    expect(result.ok && result.data).toMatchObject({ email: 'ada@example.com', name: 'Ada Obi', role: null });
    expect(stored().user?.id).toMatch(/^temp-/);
  });

  it('clears all stored data on failure and shows the server message for 3 s', async () => {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.setItem(key, 'old');
    apiServer.on(
      'POST /api/auth/register',
      fail(409, 'An account with this email already exists.', 'EMAIL_TAKEN'),
    );

    const result = await register(input, deps);

    expect(result).toEqual({
      ok: false,
      error: {
        message: 'An account with this email already exists.',
        status: 409,
        code: 'EMAIL_TAKEN',
        fields: {},
        retryAfterSeconds: undefined,
      },
    });
    expect(stored()).toEqual({ token: null, user: null, registrationName: null, persistentName: null });
    expect(store.get(authAtom)).toMatchObject({
      token: null,
      user: null,
      isLoading: false,
      error: 'An account with this email already exists.',
    });
    expect(await raised()).toEqual([errorToast('An account with this email already exists.')]);
  });

  it('passes per-field reasons through, e.g. a common password', async () => {
    apiServer.on(
      'POST /api/auth/register',
      fail(400, 'Check the highlighted fields', 'VALIDATION_ERROR', {
        fields: { password: 'This password is too common. Choose another.' },
      }),
    );

    const result = await register(input, deps);

    expect(!result.ok && result.error.fields).toEqual({
      password: 'This password is too common. Choose another.',
    });
  });

  it('falls back to “Registration failed” without a server message, or without a server', async () => {
    apiServer.on('POST /api/auth/register', { status: 500, body: 'oops' });
    await register(input, deps);
    await register(input, await offline());

    expect((await raised()).map((toast) => toast.text)).toEqual([
      'Registration failed',
      'Registration failed',
    ]);
    expect(store.get(authAtom).error).toBe('Registration failed');
  });

  it('reads the error text from `error` when there is no `message` (spec §7)', async () => {
    apiServer.on('POST /api/auth/register', { status: 400, body: { success: false, error: 'Email taken' } });

    await register(input, deps);

    expect(await raised()).toEqual([errorToast('Email taken')]);
  });
});

describe('verifyOtp and resendOtp', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.token, 'pending-verification');
    localStorage.setItem(STORAGE_KEYS.registrationName, 'Ada Obi');
  });

  it('verifies the email and signs in with the real token', async () => {
    apiServer.on('POST /api/v1/auth/verify-otp', ok({ token: 'session-token', user: SERVER_USER }));

    const result = await verifyOtp({ email: 'ada@example.com', otp: '123456' }, deps);

    expect(apiServer.seen[0]).toMatchObject({
      path: '/api/v1/auth/verify-otp',
      body: { email: 'ada@example.com', otp: '123456' },
    });
    expect(result.ok).toBe(true);
    expect(stored()).toEqual({
      token: 'session-token',
      user: {
        id: SERVER_USER.id,
        email: 'ada@example.com',
        name: 'Ada Obi',
        role: null,
        hasProfile: false,
        emailVerified: true,
      },
      registrationName: null,
      persistentName: 'Ada Obi',
    });
    expect(isAuthenticated(store.get(authAtom).token)).toBe(true);
    expect(await raised()).toEqual([
      { type: 'success', text: 'Email verified. Welcome to Aboki!', autoClose: 2000, position: 'top-right' },
    ]);
  });

  it('shows, for long enough to read, that a contested sign-up must choose a new password', async () => {
    apiServer.on(
      'POST /api/v1/auth/verify-otp',
      ok({ token: 'session-token', user: SERVER_USER }, MESSAGES.emailVerifiedSetPassword),
    );

    const result = await verifyOtp({ email: 'ada@example.com', otp: '123456' }, deps);

    expect(result.ok).toBe(true);
    expect(stored().token).toBe('session-token');
    expect(await raised()).toEqual([
      { type: 'info', text: MESSAGES.emailVerifiedSetPassword, autoClose: 10000, position: 'top-right' },
    ]);
  });

  it('keeps the placeholder and shows the server text for a wrong code', async () => {
    apiServer.on('POST /api/v1/auth/verify-otp', fail(400, 'That code is not valid.', 'INVALID_OTP'));

    const result = await verifyOtp({ email: 'ada@example.com', otp: '000000' }, deps);

    expect(!result.ok && result.error.code).toBe('INVALID_OTP');
    expect(stored().token).toBe('pending-verification');
    expect(await raised()).toEqual([errorToast('That code is not valid.')]);
  });

  it('falls back to “OTP verification failed”, also for an answer without token or user', async () => {
    apiServer.on('POST /api/v1/auth/verify-otp', { status: 502 });
    await verifyOtp({ email: 'ada@example.com', otp: '123456' }, deps);
    apiServer.on('POST /api/v1/auth/verify-otp', ok({ user: SERVER_USER }));
    await verifyOtp({ email: 'ada@example.com', otp: '123456' }, deps);

    expect((await raised()).map((toast) => toast.text)).toEqual([
      'OTP verification failed',
      'OTP verification failed',
    ]);
    expect(stored().token).toBe('pending-verification');
  });

  it('asks for a fresh code and shows the server’s answer', async () => {
    apiServer.on(
      'POST /api/v1/auth/send-otp',
      ok(null, 'If the email is registered, a new code is on its way.'),
    );

    const result = await resendOtp({ email: 'ada@example.com' }, deps);

    expect(apiServer.seen[0]).toMatchObject({
      path: '/api/v1/auth/send-otp',
      body: { email: 'ada@example.com' },
    });
    expect(result).toEqual({ ok: true, data: 'If the email is registered, a new code is on its way.' });
    expect(await raised()).toEqual([
      {
        type: 'info',
        text: 'If the email is registered, a new code is on its way.',
        autoClose: 2000,
        position: 'top-right',
      },
    ]);
  });

  it('reports Retry-After on a 429, and falls back to “Failed to resend OTP”', async () => {
    apiServer.on('POST /api/v1/auth/send-otp', {
      ...fail(429, 'Too many requests. Please wait a moment and try again.', 'RATE_LIMITED'),
      headers: { 'retry-after': '37' },
    });
    const limited = await resendOtp({ email: 'ada@example.com' }, deps);
    apiServer.on('POST /api/v1/auth/send-otp', { status: 500 });
    await resendOtp({ email: 'ada@example.com' }, deps);

    expect(!limited.ok && limited.error).toMatchObject({ status: 429, retryAfterSeconds: 37 });
    expect((await raised()).map((toast) => toast.text)).toEqual([
      'Too many requests. Please wait a moment and try again.',
      'Failed to resend OTP',
    ]);
  });
});

describe('login', () => {
  const input = { email: 'ada@example.com', password: 'a long pass phrase' };

  it('stores the token and user from data, and toasts “Logged in successfully!” for 2 s', async () => {
    localStorage.setItem(STORAGE_KEYS.registrationName, 'Ada');
    apiServer.on(
      'POST /api/v1/auth/login',
      ok({ token: 'session-1', user: { ...SERVER_USER, role: 'USER' } }),
    );

    const result = await login(input, deps);

    expect(apiServer.seen[0]).toMatchObject({ method: 'POST', path: '/api/v1/auth/login', body: input });
    expect(result.ok && result.data.role).toBe('USER');
    expect(stored()).toMatchObject({
      token: 'session-1',
      user: { email: 'ada@example.com', role: 'USER' },
      registrationName: null,
      persistentName: 'Ada Obi',
    });
    expect(store.get(authAtom)).toMatchObject({ token: 'session-1', isLoading: false, error: null });
    expect(await raised()).toEqual([
      { type: 'success', text: 'Logged in successfully!', autoClose: 2000, position: 'top-right' },
    ]);
  });

  it('accepts token and user at the top level of the answer (spec §7)', async () => {
    apiServer.on('POST /api/v1/auth/login', {
      status: 200,
      body: { success: true, token: 'top-token', user: { ...SERVER_USER, id: 42 } },
    });

    await login(input, deps);

    expect(stored()).toMatchObject({ token: 'top-token', user: { id: '42' } });
  });

  it('refuses an answer without a token or a user, clearing token and user', async () => {
    signIn({}, 'old-token');
    localStorage.setItem(STORAGE_KEYS.userPersistentName, 'Ada Obi');
    apiServer.on('POST /api/v1/auth/login', ok({ token: 'session-1' }));

    const result = await login(input, deps);

    expect(!result.ok && result.error).toMatchObject({
      message: 'Invalid login response: missing token or user',
      code: 'INVALID_LOGIN_RESPONSE',
    });
    expect(stored()).toEqual({ token: null, user: null, registrationName: null, persistentName: 'Ada Obi' });
    expect(store.get(authAtom)).toMatchObject({
      token: null,
      user: null,
      error: 'Invalid login response: missing token or user',
    });
    expect(await raised()).toEqual([errorToast('Invalid login response: missing token or user')]);
  });

  it('shows the server’s text for wrong credentials and clears token and user', async () => {
    signIn();
    apiServer.on('POST /api/v1/auth/login', fail(401, 'Incorrect email or password.', 'INVALID_CREDENTIALS'));

    await login(input, deps);

    expect(stored()).toMatchObject({ token: null, user: null });
    expect(await raised()).toEqual([errorToast('Incorrect email or password.')]);
  });

  it('returns EMAIL_NOT_VERIFIED so the page can send the person to /otp', async () => {
    apiServer.on(
      'POST /api/v1/auth/login',
      fail(403, 'Please verify your email. We sent you a new code.', 'EMAIL_NOT_VERIFIED'),
    );

    const result = await login(input, deps);

    expect(!result.ok && result.error).toMatchObject({ status: 403, code: 'EMAIL_NOT_VERIFIED' });
  });

  it('falls back to “Login failed”', async () => {
    apiServer.on('POST /api/v1/auth/login', { status: 500 });
    await login(input, deps);
    await login(input, await offline());

    expect((await raised()).map((toast) => toast.text)).toEqual(['Login failed', 'Login failed']);
  });
});

describe('selectRole', () => {
  it('needs a token: “No authentication token found. Please log in again.”', async () => {
    const result = await selectRole('USER', deps);

    expect(!result.ok && result.error).toMatchObject({
      message: 'No authentication token found. Please log in again.',
      code: 'NO_TOKEN',
    });
    expect(apiServer.seen).toEqual([]);
    expect(await raised()).toEqual([errorToast('No authentication token found. Please log in again.')]);
  });

  it.each(['pending-verification', 'email-verified'])(
    'refuses the placeholder %s: “Please complete email verification first.”',
    async (placeholder) => {
      signIn({}, placeholder);

      await selectRole('AGENT', deps);

      expect(apiServer.seen).toEqual([]);
      expect(store.get(authAtom).error).toBe('Please complete email verification first.');
      expect(await raised()).toEqual([errorToast('Please complete email verification first.')]);
    },
  );

  it('POSTs the role with the bearer token and sets it on the user', async () => {
    signIn();
    apiServer.on('POST /api/v1/auth/select-role', ok({ user: { ...SERVER_USER, role: 'AGENT' } }));

    const result = await selectRole('AGENT', deps);

    expect(apiServer.seen).toEqual([
      {
        method: 'POST',
        path: '/api/v1/auth/select-role',
        authorization: 'Bearer real-token',
        body: { role: 'AGENT' },
      },
    ]);
    expect(result.ok && result.data.role).toBe('AGENT');
    expect(stored().user).toMatchObject({ role: 'AGENT', email: 'ada@example.com' });
    expect(store.get(authAtom).user?.role).toBe('AGENT');
    expect(await raised()).toEqual([
      { type: 'success', text: 'Role set to AGENT successfully!', autoClose: 2000, position: 'top-right' },
    ]);
  });

  it('sets the role even when the server sends no user', async () => {
    signIn();
    apiServer.on('POST /api/v1/auth/select-role', ok(null));

    await selectRole('USER', deps);

    expect(stored().user?.role).toBe('USER');
  });

  it('shows the server’s message, or “Role selection failed with status {n}”, or “Failed to select role”', async () => {
    signIn();
    apiServer.on('POST /api/v1/auth/select-role', fail(409, 'Your profile is already set up.', 'CONFLICT'));
    await selectRole('USER', deps);
    apiServer.on('POST /api/v1/auth/select-role', { status: 503, body: '<html>' });
    await selectRole('USER', deps);
    await selectRole('USER', await offline());

    expect((await raised()).map((toast) => toast.text)).toEqual([
      'Your profile is already set up.',
      'Role selection failed with status 503',
      'Failed to select role',
    ]);
    expect(stored().user?.role).toBeNull();
  });
});

describe('createProfile', () => {
  const profile = { phoneNumber: '+2348031234567', state: 'Lagos', lga: 'Ikeja', address: '1 Allen Avenue' };

  it('needs a real token', async () => {
    await createProfile('/select-services/user-profile/details', profile, deps);
    signIn({ role: 'USER' }, 'pending-verification');
    await createProfile('/select-services/user-profile/details', profile, deps);

    expect(apiServer.seen).toEqual([]);
    expect((await raised()).map((toast) => toast.text)).toEqual([
      'No authentication token found. Please log in again.',
      'Please complete email verification first.',
    ]);
  });

  it('needs a role: “Please select a user type (Agent or User) first.”', async () => {
    signIn({ role: null });

    const result = await createProfile('/select-services/user-profile/details', profile, deps);

    expect(!result.ok && result.error.code).toBe('NO_ROLE');
    expect(apiServer.seen).toEqual([]);
    expect(await raised()).toEqual([errorToast('Please select a user type (Agent or User) first.')]);
  });

  it('needs the role the path names (spec §5)', async () => {
    signIn({ role: 'AGENT' });
    await createProfile('/select-services/user-profile/details', profile, deps);
    signIn({ role: 'USER' });
    await createProfile('/select-services/agent-profile/details', profile, deps);

    expect(apiServer.seen).toEqual([]);
    expect((await raised()).map((toast) => toast.text)).toEqual([
      "Invalid role. Please select 'User' to create a user profile.",
      "Invalid role. Please select 'Agent' to create an agent profile.",
    ]);
  });

  it('creates a user profile and sets hasProfile, with the server’s message for 2 s', async () => {
    signIn({ role: 'USER' });
    apiServer.on(
      'POST /api/v1/profile/user',
      ok(
        { user: { ...SERVER_USER, role: 'USER', hasProfile: true, ...profile } },
        'Your profile is ready',
        201,
      ),
    );

    const result = await createProfile('/select-services/user-profile/details', profile, deps);

    expect(apiServer.seen).toEqual([
      { method: 'POST', path: '/api/v1/profile/user', authorization: 'Bearer real-token', body: profile },
    ]);
    expect(result.ok && result.data).toMatchObject({ hasProfile: true, state: 'Lagos', lga: 'Ikeja' });
    expect(stored().user).toMatchObject({ hasProfile: true, phoneNumber: '+2348031234567' });
    expect(store.get(authAtom).user?.hasProfile).toBe(true);
    expect(await raised()).toEqual([
      { type: 'success', text: 'Your profile is ready', autoClose: 2000, position: 'top-right' },
    ]);
  });

  it('creates an agent profile at /api/v1/profile/agent; “Profile created successfully!” without a message', async () => {
    signIn({ role: 'AGENT' });
    apiServer.on(
      'POST /api/v1/profile/agent',
      ok({ user: { ...SERVER_USER, role: 'AGENT' } }, undefined, 201),
    );
    const agent = { ...profile, businessName: 'Ada Helpers', idType: 'NIN', idNumber: '12345678901' };

    await createProfile('/select-services/agent-profile/details', agent, deps);

    expect(apiServer.seen[0]).toMatchObject({ path: '/api/v1/profile/agent', body: agent });
    // hasProfile is set on the user even when the server's copy does not say so (spec §4).
    expect(stored().user).toMatchObject({ role: 'AGENT', hasProfile: true });
    expect(await raised()).toEqual([
      { type: 'success', text: 'Profile created successfully!', autoClose: 2000, position: 'top-right' },
    ]);
  });

  it('shows the server’s message, or “Profile creation failed with status {n}”, or “Failed to create profile”', async () => {
    signIn({ role: 'USER' });
    apiServer.on(
      'POST /api/v1/profile/user',
      fail(400, 'Check the highlighted fields', 'VALIDATION_ERROR', {
        fields: { lga: 'Ikeja is not in Kano' },
      }),
    );
    const invalid = await createProfile('/select-services/user-profile/details', profile, deps);
    apiServer.on('POST /api/v1/profile/user', { status: 500 });
    await createProfile('/select-services/user-profile/details', profile, deps);
    await createProfile('/select-services/user-profile/details', profile, await offline());

    expect(!invalid.ok && invalid.error.fields).toEqual({ lga: 'Ikeja is not in Kano' });
    expect((await raised()).map((toast) => toast.text)).toEqual([
      'Check the highlighted fields',
      'Profile creation failed with status 500',
      'Failed to create profile',
    ]);
    expect(stored().user?.hasProfile).toBe(false);
  });
});

describe('logout', () => {
  it('tells the server, clears token, user and registration name, keeps the persistent name, toasts for 1.5 s', async () => {
    signIn({ role: 'USER' });
    localStorage.setItem(STORAGE_KEYS.userPersistentName, 'Ada Obi');
    localStorage.setItem(STORAGE_KEYS.registrationName, 'Ada Obi');
    apiServer.on('POST /api/v1/auth/logout', ok(null, 'Signed out'));

    await logout(deps);

    expect(apiServer.seen).toEqual([
      { method: 'POST', path: '/api/v1/auth/logout', authorization: 'Bearer real-token', body: {} },
    ]);
    expect(stored()).toEqual({ token: null, user: null, registrationName: null, persistentName: 'Ada Obi' });
    expect(store.get(authAtom)).toMatchObject({ token: null, user: null, isLoading: false, error: null });
    expect(await raised()).toEqual([
      { type: 'info', text: 'Logged out successfully!', autoClose: 1500, position: 'top-right' },
    ]);
  });

  it('drops this tab’s drafts (a booking’s address, a contact message) and tells the other tabs', async () => {
    signIn({ role: 'USER' });
    sessionStorage.setItem(
      'aboki_booking_draft',
      JSON.stringify({ details: { address: '12 Allen Avenue' } }),
    );
    sessionStorage.setItem('aboki_contact_draft', JSON.stringify({ message: 'My gate code is 1234' }));
    sessionStorage.setItem('not_ours', 'kept');
    const otherTab = new BroadcastChannel(SIGN_OUT_CHANNEL);
    const heard = new Promise((resolve) => (otherTab.onmessage = (event) => resolve(event.data)));
    apiServer.on('POST /api/v1/auth/logout', ok(null, 'Signed out'));

    await logout(deps);

    expect(sessionStorage.getItem('aboki_booking_draft')).toBeNull();
    expect(sessionStorage.getItem('aboki_contact_draft')).toBeNull();
    expect(sessionStorage.getItem('not_ours')).toBe('kept');
    await expect(heard).resolves.toBe('signed-out');
    otherTab.close();
    sessionStorage.clear();
  });

  it('signs out locally when the server refuses or cannot be reached', async () => {
    signIn();
    apiServer.on('POST /api/v1/auth/logout', fail(401, 'Sign in again', 'UNAUTHENTICATED'));
    await logout(deps);
    expect(stored().token).toBeNull();

    signIn();
    await logout(await offline());
    expect(stored()).toMatchObject({ token: null, user: null });
    expect((await raised()).map((toast) => toast.type)).toEqual(['info', 'info']);
  });

  it('does not call the server for a placeholder token', async () => {
    signIn({}, 'pending-verification');

    await logout(deps);

    expect(apiServer.seen).toEqual([]);
    expect(stored().token).toBeNull();
  });
});

describe('password reset', () => {
  it('sends the code, trades it for a reset token, and sets the new password', async () => {
    signIn();
    apiServer.on('POST /api/v1/auth/forgot-password', ok(null, 'If an account exists, we sent a code.'));
    apiServer.on('POST /api/v1/auth/reset-password/verify-otp', ok({ resetToken: 'reset-1' }));
    apiServer.on('POST /api/v1/auth/reset-password', ok(null, 'Password changed'));

    const sent = await forgotPassword({ email: 'ada@example.com' }, deps);
    const verified = await verifyResetOtp({ email: 'ada@example.com', otp: '654321' }, deps);
    const reset = await resetPassword({ resetToken: 'reset-1', password: 'a new pass phrase' }, deps);

    expect(apiServer.seen.map(({ path, body }) => [path, body])).toEqual([
      ['/api/v1/auth/forgot-password', { email: 'ada@example.com' }],
      ['/api/v1/auth/reset-password/verify-otp', { email: 'ada@example.com', otp: '654321' }],
      ['/api/v1/auth/reset-password', { resetToken: 'reset-1', password: 'a new pass phrase' }],
    ]);
    expect(sent).toEqual({ ok: true, data: 'If an account exists, we sent a code.' });
    expect(verified).toEqual({ ok: true, data: 'reset-1' });
    expect(reset).toEqual({ ok: true, data: 'Password changed' });
    // Every session was revoked on the server, this one too.
    expect(stored()).toMatchObject({ token: null, user: null });
    expect((await raised()).map(({ type, text }) => [type, text])).toEqual([
      ['info', 'If an account exists, we sent a code.'],
      ['success', 'Password changed'],
    ]);
  });

  it('shows the server’s reasons or the fallbacks', async () => {
    apiServer.on('POST /api/v1/auth/forgot-password', { status: 500 });
    apiServer.on(
      'POST /api/v1/auth/reset-password/verify-otp',
      fail(400, 'That code is not valid.', 'INVALID_OTP'),
    );
    apiServer.on(
      'POST /api/v1/auth/reset-password',
      fail(400, 'Check the highlighted fields', 'VALIDATION_ERROR', {
        fields: { password: 'This password is too common.' },
      }),
    );

    await forgotPassword({ email: 'ada@example.com' }, deps);
    await verifyResetOtp({ email: 'ada@example.com', otp: '000000' }, deps);
    const weak = await resetPassword({ resetToken: 'r', password: 'password1' }, deps);

    expect(!weak.ok && weak.error.fields).toEqual({ password: 'This password is too common.' });
    expect((await raised()).map((toast) => toast.text)).toEqual([
      'Failed to send the reset code',
      'That code is not valid.',
      'Check the highlighted fields',
    ]);
  });
});

describe('the default store and storage', () => {
  it('act on the app’s one atom and localStorage when none are given', async () => {
    const { getDefaultStore } = await import('jotai');
    apiServer.routeFetch();
    // The browser's client calls same-origin paths; routeFetch sends them to the test server.
    apiServer.on('POST /api/v1/auth/login', ok({ token: 'default-token', user: SERVER_USER }));

    await login({ email: 'ada@example.com', password: 'a long pass phrase' });

    expect(getDefaultStore().get(authAtom).token).toBe('default-token');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('default-token');
  });
});

describe('signed-in calls (every remote’s, through signedInCall)', () => {
  it('send the stored token and answer the data, with the server’s message as a 2 s toast', async () => {
    signIn();
    apiServer.on('POST /api/v1/things', ok({ thing: 1 }, 'Saved.'));

    const result = await signedInCall(
      'POST',
      '/api/v1/things',
      'Could not save',
      { body: { a: 1 }, successToast: 'x' },
      deps,
    );

    expect(result).toEqual({ ok: true, data: { thing: 1 } });
    expect(apiServer.seen).toEqual([
      { method: 'POST', path: '/api/v1/things', authorization: 'Bearer real-token', body: { a: 1 } },
    ]);
    expect(await raised()).toEqual([
      { type: 'success', text: 'Saved.', autoClose: 2000, position: 'top-right' },
    ]);
  });

  it('sign out on a 401: the token no longer works (signed out elsewhere, password reset)', async () => {
    signIn();
    apiServer.on(
      'GET /api/v1/things',
      fail(401, 'Your session has ended. Please sign in again.', 'UNAUTHENTICATED'),
    );

    const result = await signedInCall('GET', '/api/v1/things', 'Could not load', {}, deps);

    expect(result).toMatchObject({ ok: false, error: { status: 401, code: 'UNAUTHENTICATED' } });
    expect(stored()).toMatchObject({ token: null, user: null });
    expect(store.get(authAtom)).toMatchObject({ token: null, user: null });
    expect(await raised()).toEqual([errorToast('Your session has ended. Please sign in again.')]);
  });

  it('keep the session on other failures', async () => {
    signIn();
    apiServer.on('GET /api/v1/things', fail(403, 'Not yours.', 'FORBIDDEN'));

    await signedInCall('GET', '/api/v1/things', 'Could not load', {}, deps);

    expect(stored().token).toBe('real-token');
    expect(await raised()).toEqual([errorToast('Not yours.')]);
  });
});

describe('keepServerUser', () => {
  it('lays the server’s user over the held one, keeping the fields it leaves out', () => {
    signIn({ role: 'USER', name: 'Ada Obi' });
    const ctx = authContext(deps);

    const user = keepServerUser(ctx, { hasProfile: true, name: 'Ada O.' });

    expect(user).toMatchObject({ email: 'ada@example.com', role: 'USER', hasProfile: true, name: 'Ada O.' });
    expect(stored().user).toEqual(user);
    expect(store.get(authAtom).user).toEqual(user);
  });
});

describe('other tabs (issue 23)', () => {
  it('follows a sign-out, a 401 or a sign-in made in another tab at once, and drops drafts when told', async () => {
    signIn({ role: 'USER' });
    const stop = followOtherTabs(store, window);
    sessionStorage.setItem(
      'aboki_booking_draft',
      JSON.stringify({ details: { address: '12 Allen Avenue' } }),
    );
    const otherTabChanged = (key: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));

    // Another tab signed out (or met a 401): its removal of the token reaches this tab's atom.
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.user);
    otherTabChanged(STORAGE_KEYS.token);
    expect(store.get(authAtom)).toMatchObject({ token: null, user: null });
    // A 401 alone does not take this tab's draft; a sign-out said on the channel does.
    expect(sessionStorage.getItem('aboki_booking_draft')).not.toBeNull();
    announceSignOut();
    await waitFor(() => expect(sessionStorage.getItem('aboki_booking_draft')).toBeNull());

    // And a sign-in there signs this tab in too.
    localStorage.setItem(STORAGE_KEYS.token, 'real-token');
    localStorage.setItem(
      STORAGE_KEYS.user,
      JSON.stringify({ id: 'u-2', email: 'musa@example.com', role: 'AGENT' }),
    );
    otherTabChanged(STORAGE_KEYS.user);
    expect(store.get(authAtom)).toMatchObject({ token: 'real-token', user: { role: 'AGENT' } });
    // Keys that are not the session's change nothing.
    localStorage.removeItem(STORAGE_KEYS.token);
    otherTabChanged('aboki_offline:job:ABK-1');
    expect(store.get(authAtom).token).toBe('real-token');
    stop();
  });
});
