import {
  STORAGE_KEYS,
  announceSignOut,
  isAuthenticated,
  notifyInfo,
  notifySuccess,
  toUser,
  type User,
} from 'shared';
import { MESSAGES } from 'shared/messages';
import { AUTH_MESSAGES, AUTH_TOAST_MS } from './auth-messages.js';
import {
  AuthCheckError,
  authContext,
  clearSession,
  raise,
  runAuthAction,
  saveSignedInSession,
  storedToken,
  updateAuth,
  type AuthDeps,
  type AuthResult,
} from './auth-session.js';
import { wipeTabDrafts } from './device-cache.js';

export interface LoginInput {
  email: string;
  password: string;
  /** The emailed sign-in code, once the server has asked for one (401 SIGN_IN_CODE_REQUIRED). */
  code?: string | undefined;
}

function pick(...values: unknown[]): unknown {
  return values.find((value) => value !== undefined && value !== null);
}

/**
 * Login (spec §4, §5, §7): POST /api/v1/auth/login. The answer must hold a token (`token` or
 * `data.token`) and a user (`user` or `data.user`). Success stores both; failure clears them.
 * A 403 EMAIL_NOT_VERIFIED comes back with that code: the page sends the person to /otp. After many
 * wrong passwords for the account, a 401 SIGN_IN_CODE_REQUIRED: the page asks for the emailed code,
 * sent with the password (`code`) from then on.
 */
export function login(input: LoginInput, deps?: AuthDeps): Promise<AuthResult<User>> {
  const ctx = authContext(deps);
  return runAuthAction(
    ctx,
    AUTH_MESSAGES.loginFailed,
    async () => {
      const { data, extras } = await ctx.client.post<{ token?: unknown; user?: unknown } | undefined>(
        '/api/v1/auth/login',
        { email: input.email, password: input.password, ...(input.code ? { code: input.code } : {}) },
        { fallbackMessage: AUTH_MESSAGES.loginFailed },
      );
      const token = pick(extras?.token, data?.token);
      const user = toUser(pick(extras?.user, data?.user));
      if (typeof token !== 'string' || token === '' || !user) {
        throw new AuthCheckError(AUTH_MESSAGES.invalidLoginResponse, 'INVALID_LOGIN_RESPONSE');
      }
      saveSignedInSession(ctx, token, user);
      raise(notifySuccess(MESSAGES.loggedIn, AUTH_TOAST_MS.loggedIn));
      return user;
    },
    () => clearSession(ctx),
  );
}

/** How long sign-out waits for the server before signing out locally anyway. */
const LOGOUT_TIMEOUT_MS = 5000;

/**
 * Logout (spec §4): tells the server (best effort: the token stops working there), then clears
 * token, user and `registration_name` (a name typed at sign-up must not outlive the session on a
 * shared device). `user_persistent_name` stays, for "Welcome back" on the next sign-in.
 */
export async function logout(deps?: AuthDeps): Promise<void> {
  const ctx = authContext(deps);
  updateAuth(ctx, { isLoading: true, error: null });
  const token = storedToken(ctx);
  if (isAuthenticated(token)) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), LOGOUT_TIMEOUT_MS);
    try {
      await ctx.client.post('/api/v1/auth/logout', {}, { token, signal: controller.signal });
    } catch {
      // Signed out here whatever the server says: an expired token, no network, a slow answer.
    } finally {
      clearTimeout(timer);
    }
  }
  clearSession(ctx);
  ctx.storage.removeItem(STORAGE_KEYS.registrationName);
  // What was being typed in this tab (a booking's address and notes) leaves with the person, and
  // the other tabs are told to drop theirs; the token's removal has already signed them out.
  wipeTabDrafts(ctx.drafts);
  announceSignOut();
  updateAuth(ctx, { isLoading: false });
  raise(notifyInfo(MESSAGES.loggedOut, AUTH_TOAST_MS.loggedOut));
}
