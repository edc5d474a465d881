import { PLACEHOLDER_TOKENS, STORAGE_KEYS, notifyInfo, notifySuccess, toUser, type User } from 'shared';
import { MESSAGES } from 'shared/messages';
import { AUTH_MESSAGES, AUTH_TOAST_MS } from './auth-messages.js';
import {
  authContext,
  clearAllStoredData,
  raise,
  runAuthAction,
  saveSession,
  saveSignedInSession,
  type AuthDeps,
  type AuthResult,
} from './auth-session.js';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
}

/**
 * Register (spec §4): POST /api/auth/register. Success stores the placeholder token
 * `pending-verification`, the user and `registration_name`; failure clears all stored data.
 */
export function register(input: RegisterInput, deps?: AuthDeps): Promise<AuthResult<User>> {
  const ctx = authContext(deps);
  return runAuthAction(
    ctx,
    AUTH_MESSAGES.registrationFailed,
    async () => {
      const { data } = await ctx.client.post<{ user?: unknown } | undefined>(
        '/api/auth/register',
        { name: input.name, email: input.email, password: input.password },
        { fallbackMessage: AUTH_MESSAGES.registrationFailed },
      );
      const fromServer = typeof data?.user === 'object' && data.user !== null ? data.user : {};
      // What the server omits comes from the form; a missing id becomes a temporary one (spec §3).
      const user = toUser({ name: input.name, email: input.email, role: null, ...fromServer })!;
      saveSession(ctx, PLACEHOLDER_TOKENS.pendingVerification, user);
      ctx.storage.setItem(STORAGE_KEYS.registrationName, input.name);
      raise(notifyInfo(MESSAGES.registered, AUTH_TOAST_MS.registered));
      return user;
    },
    () => clearAllStoredData(ctx),
  );
}

export interface VerifyOtpInput {
  email: string;
  otp: string;
}

/** POST /api/v1/auth/verify-otp: the email is verified and the person signed in with a real token. */
export function verifyOtp(input: VerifyOtpInput, deps?: AuthDeps): Promise<AuthResult<User>> {
  const ctx = authContext(deps);
  return runAuthAction(ctx, AUTH_MESSAGES.otpVerificationFailed, async () => {
    const { data, message } = await ctx.client.post<{ token?: unknown; user?: unknown } | undefined>(
      '/api/v1/auth/verify-otp',
      { email: input.email, otp: input.otp },
      { fallbackMessage: AUTH_MESSAGES.otpVerificationFailed },
    );
    const token = typeof data?.token === 'string' && data.token ? data.token : null;
    const user = toUser(data?.user);
    if (!token || !user) throw new Error(AUTH_MESSAGES.otpVerificationFailed);
    saveSignedInSession(ctx, token, user);
    // A contested sign-up kept neither password: the person must read that, so it stays longer.
    if (message === MESSAGES.emailVerifiedSetPassword) raise(notifyInfo(message, AUTH_TOAST_MS.mustRead));
    else raise(notifySuccess(MESSAGES.emailVerified, AUTH_TOAST_MS.default));
    return user;
  });
}

export interface ResendOtpInput {
  email: string;
}

/** POST /api/v1/auth/send-otp: a fresh code replaces the last one. A 429 says when to ask again. */
export function resendOtp(input: ResendOtpInput, deps?: AuthDeps): Promise<AuthResult<string>> {
  const ctx = authContext(deps);
  return runAuthAction(ctx, AUTH_MESSAGES.resendOtpFailed, async () => {
    const { message } = await ctx.client.post(
      '/api/v1/auth/send-otp',
      { email: input.email },
      { fallbackMessage: AUTH_MESSAGES.resendOtpFailed },
    );
    const text = message ?? MESSAGES.codeSent;
    raise(notifyInfo(text, AUTH_TOAST_MS.default));
    return text;
  });
}
