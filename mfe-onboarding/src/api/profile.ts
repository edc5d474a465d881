import { notifySuccess } from 'shared';
import { MESSAGES } from 'shared/messages';
import {
  AUTH_MESSAGES,
  AUTH_TOAST_MS,
  authContext,
  keepServerUser,
  runSignedInAction,
  type AuthResult,
} from 'shared/auth';
import type { ProfileDetails } from 'shared/schemas';

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
