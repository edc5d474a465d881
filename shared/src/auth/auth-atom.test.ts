/** @jest-environment jsdom */
import { createStore } from 'jotai';
import {
  authAtom,
  initialAuthState,
  initialiseAuth,
  isAuthenticated,
  readStoredAuth,
  toUser,
} from './auth-atom.js';
import { PLACEHOLDER_TOKENS, STORAGE_KEYS } from './storage-keys.js';

const storedUser = {
  id: 'u-1',
  email: 'ada@example.com',
  name: 'Ada Obi',
  role: 'USER',
  hasProfile: false,
  phoneNumber: '+2348031234567',
  state: 'Lagos',
  lga: 'Ikeja',
};

beforeEach(() => {
  localStorage.clear();
});

describe('storage keys and placeholders (spec §3, §4)', () => {
  it('uses the contract names', () => {
    expect(STORAGE_KEYS).toEqual({
      user: 'auth_user',
      token: 'auth_token',
      registrationName: 'registration_name',
      userPersistentName: 'user_persistent_name',
    });
    expect(Object.values(PLACEHOLDER_TOKENS)).toEqual(['pending-verification', 'email-verified']);
  });
});

describe('isAuthenticated', () => {
  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    ['pending-verification', false],
    ['email-verified', false],
    ['eyJhbGciOi.real.token', true],
  ])('%p → %p', (token, expected) => {
    expect(isAuthenticated(token)).toBe(expected);
  });
});

describe('initialiseAuth', () => {
  it('starts signed out and uninitialised', () => {
    expect(createStore().get(authAtom)).toEqual({
      user: null,
      token: null,
      isLoading: false,
      error: null,
      isInitialized: false,
    });
  });

  it('loads the stored token and user into the atom', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'real-token');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(storedUser));
    const store = createStore();

    const state = initialiseAuth(store);

    expect(state).toBe(store.get(authAtom));
    // hasProfile is derived: phone, state and LGA are all present (spec §3).
    expect(state).toEqual({
      ...initialAuthState,
      token: 'real-token',
      user: { ...storedUser, hasProfile: true },
      isInitialized: true,
    });
    expect(isAuthenticated(state.token)).toBe(true);
  });

  it('keeps a placeholder token, which still counts as signed out', () => {
    localStorage.setItem(STORAGE_KEYS.token, PLACEHOLDER_TOKENS.pendingVerification);
    localStorage.setItem(
      STORAGE_KEYS.user,
      JSON.stringify({ id: 'u-2', email: 'b@example.com', name: 'B', role: null }),
    );
    const store = createStore();

    const state = initialiseAuth(store);

    expect(state.token).toBe('pending-verification');
    expect(state.user).toEqual({
      id: 'u-2',
      email: 'b@example.com',
      name: 'B',
      role: null,
      hasProfile: false,
    });
    expect(isAuthenticated(state.token)).toBe(false);
  });

  it('initialises with nothing stored, and ignores a user that is not JSON', () => {
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    const store = createStore();

    expect(initialiseAuth(store)).toEqual({ ...initialAuthState, isInitialized: true });
  });

  it('reads from the storage it is given', () => {
    const storage = new Map<string, string>([[STORAGE_KEYS.token, 'abc']]);
    const fake = { getItem: (key: string) => storage.get(key) ?? null } as Storage;

    expect(readStoredAuth(fake)).toEqual({ token: 'abc', user: null });
  });
});

describe('toUser', () => {
  it('gives a temporary id when the server sends none, and trusts hasProfile from the server', () => {
    const user = toUser({ email: 'c@example.com', name: 'C', role: 'AGENT', hasProfile: true });

    expect(user).toMatchObject({ email: 'c@example.com', role: 'AGENT', hasProfile: true });
    expect(user?.id).toMatch(/^temp-/);
  });

  it('rejects values without an email and unknown roles', () => {
    expect(toUser(null)).toBeNull();
    expect(toUser({ id: 1, name: 'x' })).toBeNull();
    expect(toUser({ id: 7, email: 'd@example.com', role: 'ADMIN' })).toMatchObject({ id: '7', role: null });
  });
});
