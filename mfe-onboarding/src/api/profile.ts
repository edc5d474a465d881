import { toUser, notifySuccess } from 'shared';
import { MESSAGES } from 'shared/messages';
import {
  AUTH_MESSAGES,
  AUTH_TOAST_MS,
  authContext,
  clearSession,
  currentUser,
  requireRealToken,
  runAuthAction,
  saveUser,
  type AuthContext,
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

/** A 401 means the token no longer works (signed out elsewhere, password reset): sign out here too. */
function signOutIfUnauthorised(ctx: AuthContext, status: number) {
  if (status === 401) clearSession(ctx);
}

function keepUser(ctx: AuthContext, answer: ProfileAnswer | undefined) {
  const user = toUser({ ...currentUser(ctx), ...(answer?.user ?? {}) });
  if (user) saveUser(ctx, user);
}

/** GET /api/v1/profile: the profile's details, and the user kept up to date in the atom. */
export async function fetchProfile(): Promise<AuthResult<ProfileView>> {
  const ctx = authContext();
  const result = await runAuthAction(ctx, AUTH_MESSAGES.profileLoadFailed, async () => {
    const { data } = await ctx.client.get<ProfileAnswer | undefined>(PATH, {
      token: requireRealToken(ctx),
      fallbackMessage: AUTH_MESSAGES.profileLoadFailed,
    });
    keepUser(ctx, data);
    return { profile: data?.profile ?? null };
  });
  if (!result.ok) signOutIfUnauthorised(ctx, result.error.status);
  return result;
}

/** PATCH /api/v1/profile with the changes, as profileUpdateSchema made them. */
export async function updateProfile(changes: object): Promise<AuthResult<ProfileView>> {
  const ctx = authContext();
  const result = await runAuthAction(ctx, AUTH_MESSAGES.profileUpdateFailed, async () => {
    const { data, message } = await ctx.client.request<ProfileAnswer | undefined>(PATH, {
      method: 'PATCH',
      body: changes,
      token: requireRealToken(ctx),
      fallbackMessage: AUTH_MESSAGES.profileUpdateFailed,
    });
    keepUser(ctx, data);
    void notifySuccess(message ?? MESSAGES.profileUpdated, AUTH_TOAST_MS.default).catch(() => undefined);
    return { profile: data?.profile ?? null };
  });
  if (!result.ok) signOutIfUnauthorised(ctx, result.error.status);
  return result;
}
