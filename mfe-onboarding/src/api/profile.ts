import { notifySuccess } from 'shared';
import { MESSAGES } from 'shared/messages';
import {
  AUTH_MESSAGES,
  AUTH_TOAST_MS,
  authContext,
  keepServerUser,
  runSignedInAction,
  signedInCall,
  type AuthResult,
} from 'shared/auth';
import type { PhoneCodeSent, ProfileDetails } from 'shared/schemas';

interface ProfileAnswer {
  user?: unknown;
  profile?: ProfileDetails | null;
}

export interface ProfileView {
  profile: ProfileDetails | null;
}

const PATH = '/api/v1/profile';

/** GET /api/v1/profile: the profile's details, and the user kept up to date in the atom. */
export function fetchProfile(): Promise<AuthResult<ProfileView>> {
  const ctx = authContext();
  return runSignedInAction(ctx, AUTH_MESSAGES.profileLoadFailed, async (token) => {
    const { data } = await ctx.client.get<ProfileAnswer | undefined>(PATH, {
      token,
      fallbackMessage: AUTH_MESSAGES.profileLoadFailed,
    });
    keepServerUser(ctx, data?.user);
    return { profile: data?.profile ?? null };
  });
}

/** PATCH /api/v1/profile with the changes, as profileUpdateSchema made them. */
export function updateProfile(changes: object): Promise<AuthResult<ProfileView>> {
  const ctx = authContext();
  return runSignedInAction(ctx, AUTH_MESSAGES.profileUpdateFailed, async (token) => {
    const { data, message } = await ctx.client.request<ProfileAnswer | undefined>(PATH, {
      method: 'PATCH',
      body: changes,
      token,
      fallbackMessage: AUTH_MESSAGES.profileUpdateFailed,
    });
    keepServerUser(ctx, data?.user);
    void notifySuccess(message ?? MESSAGES.profileUpdated, AUTH_TOAST_MS.default).catch(() => undefined);
    return { profile: data?.profile ?? null };
  });
}

/**
 * POST /api/v1/profile/phone/code: texts a new code to the profile's number; answers when it
 * expires and how long to wait before asking again. `failed`: what to say when the server gives
 * no reason, in the page's language.
 */
export function sendPhoneCode(failed: string): Promise<AuthResult<PhoneCodeSent>> {
  return signedInCall<PhoneCodeSent>('POST', `${PATH}/phone/code`, failed);
}

/** POST /api/v1/profile/phone/verify with the texted code. */
export function verifyPhone(otp: string, failed: string): Promise<AuthResult<unknown>> {
  return signedInCall<unknown>('POST', `${PATH}/phone/verify`, failed, { body: { otp } });
}
