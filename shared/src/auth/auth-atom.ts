import { atom, getDefaultStore } from 'jotai';
import { wipeTabDrafts } from './device-cache.js';
import { PLACEHOLDER_TOKENS, SIGN_OUT_CHANNEL, STORAGE_KEYS } from './storage-keys.js';

export type Role = 'USER' | 'AGENT';

/** The signed-in person as stored under `auth_user` (spec §3). */
export interface User {
  id: string;
  email: string;
  name: string;
  role: Role | null;
  hasProfile: boolean;
  emailVerified?: boolean;
  phoneNumber?: string;
  state?: string;
  lga?: string;
}

/** Auth state (spec §3), one atom shared by every app through the `shared` singleton. */
export interface AuthState {
  user: User | null;
  token: string | null;
  isLoading: boolean;
  error: string | null;
  isInitialized: boolean;
}

export const initialAuthState: AuthState = {
  user: null,
  token: null,
  isLoading: false,
  error: null,
  isInitialized: false,
};

export const authAtom = atom<AuthState>(initialAuthState);

/** Jotai's store type, named here so actions can take one (tests pass their own). */
export type AuthStore = ReturnType<typeof getDefaultStore>;

const placeholderTokens: ReadonlySet<string> = new Set(Object.values(PLACEHOLDER_TOKENS));

/** A real token means signed in; none, or a placeholder from an unfinished sign-up, means signed out (spec §4). */
export function isAuthenticated(token: string | null | undefined): token is string {
  return typeof token === 'string' && token.length > 0 && !placeholderTokens.has(token);
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Turns a user object from the server or from storage into a `User`, or null when it has no email.
 * A missing id gets a temporary one, and hasProfile is true when the server says so or when
 * phone, state and LGA are all present (spec §3).
 */
export function toUser(raw: unknown): User | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Record<string, unknown>;
  const email = optionalString(value.email);
  if (!email) return null;
  const id =
    typeof value.id === 'number'
      ? String(value.id)
      : (optionalString(value.id) ?? `temp-${Date.now().toString(36)}`);
  const role = value.role === 'USER' || value.role === 'AGENT' ? value.role : null;
  const phoneNumber = optionalString(value.phoneNumber);
  const state = optionalString(value.state);
  const lga = optionalString(value.lga);
  const user: User = {
    id,
    email,
    name: optionalString(value.name) ?? '',
    role,
    hasProfile: value.hasProfile === true || Boolean(phoneNumber && state && lga),
  };
  if (typeof value.emailVerified === 'boolean') user.emailVerified = value.emailVerified;
  if (phoneNumber) user.phoneNumber = phoneNumber;
  if (state) user.state = state;
  if (lga) user.lga = lga;
  return user;
}

/** Reads the stored token and user; unreadable JSON counts as no user. */
export function readStoredAuth(storage: Storage): Pick<AuthState, 'user' | 'token'> {
  const token = optionalString(storage.getItem(STORAGE_KEYS.token)) ?? null;
  const rawUser = storage.getItem(STORAGE_KEYS.user);
  let user: User | null = null;
  if (rawUser) {
    try {
      user = toUser(JSON.parse(rawUser));
    } catch {
      user = null;
    }
  }
  return { user, token };
}

/** Initialise (spec §4): load token and user from storage into the auth atom and mark it initialised. */
export function initialiseAuth(
  store: AuthStore = getDefaultStore(),
  storage: Storage = window.localStorage,
): AuthState {
  const { user, token } = readStoredAuth(storage);
  const next: AuthState = { ...store.get(authAtom), user, token, isInitialized: true };
  store.set(authAtom, next);
  return next;
}

/**
 * Keeps this tab in step with the site's other tabs (issue 23): a sign-in, a sign-out or an ended
 * session (a 401) in one tab changes the stored token, and every other tab's atom follows at once
 * (the `storage` event), so no tab goes on sending an old token. A sign-out also says so on
 * SIGN_OUT_CHANNEL, and each tab that hears it drops its own drafts, as the tab that signed out did.
 * Answers a function that stops following (for tests).
 */
export function followOtherTabs(store: AuthStore = getDefaultStore(), target: Window = window): () => void {
  const follow = (event: StorageEvent) => {
    if (event.storageArea !== target.localStorage) return;
    // `key` is null when the storage was cleared.
    if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user) return;
    const { user, token } = readStoredAuth(target.localStorage);
    store.set(authAtom, (state) => ({ ...state, user, token }));
  };
  target.addEventListener('storage', follow);
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SIGN_OUT_CHANNEL) : null;
  if (channel) channel.onmessage = () => wipeTabDrafts(target.sessionStorage);
  return () => {
    target.removeEventListener('storage', follow);
    channel?.close();
  };
}

/** Tells the other tabs this person signed out (they drop their drafts; the token's removal signs them out). */
export function announceSignOut(): void {
  if (typeof BroadcastChannel !== 'function') return;
  const channel = new BroadcastChannel(SIGN_OUT_CHANNEL);
  channel.postMessage('signed-out');
  channel.close();
}

// The other transitions of spec §4 (register, verify, login, role selection, profile creation,
// logout) are beside this module, in sign-up.ts, sign-in.ts and role-and-profile.ts. They are
// exported from `shared/auth`, not from `shared`, so the home page does not download them.
