import { getDefaultStore } from 'jotai';
// The atom, client and toasts come through the `shared` singleton, never a relative path: this
// module is bundled into each app that uses it, and they must all change the one atom.
import {
  ApiError,
  PLACEHOLDER_TOKENS,
  STORAGE_KEYS,
  api,
  authAtom,
  notifyError,
  notifySuccess,
  readStoredAuth,
  toUser,
  type ApiClient,
  type AuthState,
  type AuthStore,
  type RequestOptions,
  type User,
} from 'shared';
import { AUTH_MESSAGES, AUTH_TOAST_MS } from './auth-messages.js';
import { wipeOffline } from './device-cache.js';

/** What an action works with; tests pass their own store, storage and client. */
export interface AuthDeps {
  store?: AuthStore;
  storage?: Storage;
  /** The tab's drafts (sessionStorage). */
  drafts?: Storage;
  client?: ApiClient;
}

export interface AuthContext {
  store: AuthStore;
  storage: Storage;
  drafts: Storage;
  client: ApiClient;
}

export function authContext(deps: AuthDeps = {}): AuthContext {
  return {
    store: deps.store ?? getDefaultStore(),
    storage: deps.storage ?? window.localStorage,
    drafts: deps.drafts ?? window.sessionStorage,
    client: deps.client ?? api,
  };
}

/** Why an action failed, for the page: the text shown, and what the server said beyond it. */
export interface AuthFailure {
  message: string;
  /** HTTP status; 0 when the check failed in the browser or the server could not be reached. */
  status: number;
  /** The server's error code (e.g. EMAIL_NOT_VERIFIED), or the browser check's (e.g. NO_TOKEN). */
  code: string | undefined;
  /** Per-field messages of a VALIDATION_ERROR. */
  fields: Readonly<Record<string, string>>;
  /** Seconds to wait before asking again (429). */
  retryAfterSeconds: number | undefined;
}

export type AuthResult<T> = { ok: true; data: T } | { ok: false; error: AuthFailure };

/** A rule checked in the browser before any call (spec §5), e.g. "Please select a user type…". */
export class AuthCheckError extends Error {
  override readonly name = 'AuthCheckError';
  readonly code: string;

  constructor(message: string, code: string) {
    super(message);
    this.code = code;
  }
}

/** Any failure of a call as the pages show it: the API's words, or `fallback` when nothing answered. */
export function toFailure(error: unknown, fallback: string): AuthFailure {
  if (error instanceof ApiError) {
    return {
      // No response at all: the action's own fallback (spec §8), e.g. "Failed to select role".
      message: error.status === 0 ? fallback : error.message,
      status: error.status,
      code: error.code,
      fields: error.fields,
      retryAfterSeconds: error.retryAfterSeconds,
    };
  }
  return {
    message: error instanceof Error && error.message ? error.message : fallback,
    status: 0,
    code: error instanceof AuthCheckError ? error.code : undefined,
    fields: {},
    retryAfterSeconds: undefined,
  };
}

/** Changes some fields of the auth atom. */
export function updateAuth(ctx: AuthContext, change: Partial<AuthState>): void {
  ctx.store.set(authAtom, (state) => ({ ...state, ...change }));
}

/** Shows a toast without holding the caller up; react-toastify loads on first use. */
export function raise(toast: Promise<unknown>): void {
  toast.catch(() => undefined);
}

/**
 * Runs an action: isLoading while it works; on failure the error goes into the atom and an error
 * toast (3 s) shows the server's text or the fallback, and `onFailure` tidies storage.
 */
export async function runAuthAction<T>(
  ctx: AuthContext,
  fallback: string,
  work: () => Promise<T>,
  onFailure?: () => void,
): Promise<AuthResult<T>> {
  updateAuth(ctx, { isLoading: true, error: null });
  try {
    const data = await work();
    updateAuth(ctx, { isLoading: false });
    return { ok: true, data };
  } catch (error) {
    const failure = toFailure(error, fallback);
    onFailure?.();
    updateAuth(ctx, { isLoading: false, error: failure.message });
    raise(notifyError(failure.message, AUTH_TOAST_MS.error));
    return { ok: false, error: failure };
  }
}

/** The stored token (storage first: another tab may have signed out), else the atom's. */
export function storedToken(ctx: AuthContext): string | null {
  return readStoredAuth(ctx.storage).token ?? ctx.store.get(authAtom).token;
}

/** The signed-in person, from the atom or else storage. */
export function currentUser(ctx: AuthContext): User | null {
  return ctx.store.get(authAtom).user ?? readStoredAuth(ctx.storage).user;
}

const PLACEHOLDERS: readonly string[] = Object.values(PLACEHOLDER_TOKENS);

/** A real token for a call that needs one; a placeholder or none fails with spec §5's and §8's texts. */
export function requireRealToken(ctx: AuthContext): string {
  const token = storedToken(ctx);
  if (!token) throw new AuthCheckError(AUTH_MESSAGES.noToken, 'NO_TOKEN');
  if (PLACEHOLDERS.includes(token)) {
    throw new AuthCheckError(AUTH_MESSAGES.verifyEmailFirst, 'EMAIL_NOT_VERIFIED');
  }
  return token;
}

/** Stores the user under `auth_user` and puts it in the atom. */
export function saveUser(ctx: AuthContext, user: User): void {
  ctx.storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  updateAuth(ctx, { user });
}

/** Stores token and user (`auth_token`, `auth_user`) and puts them in the atom. */
export function saveSession(ctx: AuthContext, token: string, user: User): void {
  ctx.storage.setItem(STORAGE_KEYS.token, token);
  ctx.storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  updateAuth(ctx, { token, user });
}

/** A verified sign-in: the real token, and the name kept for "Welcome back" after signing out. */
export function saveSignedInSession(ctx: AuthContext, token: string, user: User): void {
  saveSession(ctx, token, user);
  ctx.storage.removeItem(STORAGE_KEYS.registrationName);
  if (user.name) ctx.storage.setItem(STORAGE_KEYS.userPersistentName, user.name);
}

/** Removes token and user from storage and the atom (login failure, logout). */
export function clearSession(ctx: AuthContext): void {
  ctx.storage.removeItem(STORAGE_KEYS.token);
  ctx.storage.removeItem(STORAGE_KEYS.user);
  // What this account kept for offline use (a start code) leaves with it.
  wipeOffline(ctx.storage);
  updateAuth(ctx, { token: null, user: null });
}

/** Removes every auth key, `registration_name` and `user_persistent_name` too (registration failure). */
export function clearAllStoredData(ctx: AuthContext): void {
  for (const key of Object.values(STORAGE_KEYS)) ctx.storage.removeItem(key);
  wipeOffline(ctx.storage);
  updateAuth(ctx, { token: null, user: null });
}

/** Forgets the name kept across sign-out: "Not you?" on a shared phone. */
export function forgetPersistentName(storage: Storage = window.localStorage): void {
  storage.removeItem(STORAGE_KEYS.userPersistentName);
}

/** The name kept across sign-out, for "Welcome back, {name}". */
export function persistentName(storage: Storage = window.localStorage): string | null {
  return storage.getItem(STORAGE_KEYS.userPersistentName)?.trim() || null;
}

/**
 * Runs a signed-in action: `work` gets the real token, failures are handled as by runAuthAction,
 * and a 401 signs out here too (the token no longer works: signed out elsewhere, password reset).
 * The one place for that rule: every remote's signed-in calls come through here.
 */
export async function runSignedInAction<T>(
  ctx: AuthContext,
  fallback: string,
  work: (token: string) => Promise<T>,
): Promise<AuthResult<T>> {
  const result = await runAuthAction(ctx, fallback, () => work(requireRealToken(ctx)));
  if (!result.ok && result.error.status === 401) clearSession(ctx);
  return result;
}

export interface SignedInCallOptions extends Pick<RequestOptions, 'body' | 'rawBody' | 'headers'> {
  /** On success, the server's message (or this text) shows for 2 s. */
  successToast?: string;
}

/** One signed-in API call through shared's client, with runSignedInAction's failure handling. */
export function signedInCall<T>(
  method: NonNullable<RequestOptions['method']>,
  path: string,
  fallback: string,
  { successToast, ...request }: SignedInCallOptions = {},
  deps?: AuthDeps,
): Promise<AuthResult<T>> {
  const ctx = authContext(deps);
  return runSignedInAction(ctx, fallback, async (token) => {
    const { data, message } = await ctx.client.request<T>(path, {
      ...request,
      method,
      token,
      fallbackMessage: fallback,
    });
    if (successToast) raise(notifySuccess(message ?? successToast, AUTH_TOAST_MS.default));
    return data;
  });
}

/** The server's user over the one we hold: fields it leaves out are kept. */
export function mergeServerUser(current: User | null, fromServer: unknown): User | null {
  const server = typeof fromServer === 'object' && fromServer !== null ? fromServer : {};
  return toUser({ ...current, ...server });
}

/** mergeServerUser with the signed-in user, stored and put in the atom (nothing when there is none). */
export function keepServerUser(ctx: AuthContext, fromServer: unknown): User | null {
  const user = mergeServerUser(currentUser(ctx), fromServer);
  if (user) saveUser(ctx, user);
  return user;
}
