import { atom, getDefaultStore } from 'jotai';
import { PLACEHOLDER_TOKENS, STORAGE_KEYS } from './storage-keys.js';

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

// The other transitions of spec §4 (register, verify, login, role selection, profile creation,
// logout) are beside this module, in sign-up.ts, sign-in.ts and role-and-profile.ts. They are
// exported from `shared/auth`, not from `shared`, so the home page does not download them.
