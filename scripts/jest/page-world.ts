// Helpers for page tests in the remotes: a signed-in person, and a fake API the pages reach.
import { jest } from '@jest/globals';
import { getDefaultStore } from 'jotai';
import { STORAGE_KEYS, authAtom, initialAuthState, type User } from 'shared';
import { startFakeApi, type FakeApi } from './api-server.js';
import { recordToasts, type RaisedToast } from './toasts.js';

export const ADA: User = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada Obi',
  role: 'USER',
  hasProfile: false,
};

/** Signs `user` in as the shell would have: token and user in storage and in the one atom. */
export function signIn(user: User = ADA, token = 'real-token') {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  getDefaultStore().set(authAtom, { ...initialAuthState, isInitialized: true, token, user });
}

/**
 * A page test's world: a fake API server the page's same-origin calls reach, toasts recorded,
 * storage and the atom emptied before each test.
 */
export function setUpPageTestWorld() {
  const world = { api: undefined as unknown as FakeApi, toasts: [] as RaisedToast[] };
  beforeAll(async () => {
    world.api = await startFakeApi();
  });
  afterAll(async () => {
    await world.api.close();
  });
  beforeEach(async () => {
    world.api.reset();
    world.api.routeFetch();
    localStorage.clear();
    getDefaultStore().set(authAtom, { ...initialAuthState, isInitialized: true });
    world.toasts = await recordToasts();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  return world;
}
