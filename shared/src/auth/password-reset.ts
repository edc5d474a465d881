import { notifyInfo, notifySuccess } from 'shared';
import { MESSAGES } from 'shared/messages';
import { AUTH_MESSAGES, AUTH_TOAST_MS } from './auth-messages.js';
import {
  authContext,
  clearSession,
  raise,
  runAuthAction,
  type AuthDeps,
  type AuthResult,
} from './auth-session.js';

// Password reset, the three calls: a code by email, the code for a reset token, a new password.

/** POST /api/v1/auth/forgot-password: the same answer whether or not the email has an account. */
export function forgotPassword(input: { email: string }, deps?: AuthDeps): Promise<AuthResult<string>> {
  const ctx = authContext(deps);
  return runAuthAction(ctx, AUTH_MESSAGES.resetCodeFailed, async () => {
    const { message } = await ctx.client.post(
      '/api/v1/auth/forgot-password',
      { email: input.email },
      { fallbackMessage: AUTH_MESSAGES.resetCodeFailed },
    );
    const text = message ?? MESSAGES.resetCodeSent;
    raise(notifyInfo(text, AUTH_TOAST_MS.default));
    return text;
  });
}

/** POST /api/v1/auth/reset-password/verify-otp: the emailed code for a single-use reset token. */
export function verifyResetOtp(
  input: { email: string; otp: string },
  deps?: AuthDeps,
): Promise<AuthResult<string>> {
  const ctx = authContext(deps);
  return runAuthAction(ctx, AUTH_MESSAGES.otpVerificationFailed, async () => {
    const { data } = await ctx.client.post<{ resetToken?: unknown } | undefined>(
      '/api/v1/auth/reset-password/verify-otp',
      { email: input.email, otp: input.otp },
      { fallbackMessage: AUTH_MESSAGES.otpVerificationFailed },
    );
    if (typeof data?.resetToken !== 'string' || data.resetToken === '') {
      throw new Error(AUTH_MESSAGES.otpVerificationFailed);
    }
    return data.resetToken;
  });
}

/**
 * POST /api/v1/auth/reset-password. The server revokes every session of the account, so this
 * browser's token and user are cleared too.
 */
export function resetPassword(
  input: { resetToken: string; password: string },
  deps?: AuthDeps,
): Promise<AuthResult<string>> {
  const ctx = authContext(deps);
  return runAuthAction(ctx, AUTH_MESSAGES.resetPasswordFailed, async () => {
    const { message } = await ctx.client.post(
      '/api/v1/auth/reset-password',
      { resetToken: input.resetToken, password: input.password },
      { fallbackMessage: AUTH_MESSAGES.resetPasswordFailed },
    );
    clearSession(ctx);
    const text = message ?? MESSAGES.passwordChanged;
    raise(notifySuccess(text, AUTH_TOAST_MS.default));
    return text;
  });
}
