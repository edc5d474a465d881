import { notifySuccess, type Role, type User } from 'shared';
import { MESSAGES } from 'shared/messages';
import { AUTH_MESSAGES, AUTH_TOAST_MS } from './auth-messages.js';
import {
  AuthCheckError,
  authContext,
  currentUser,
  mergeServerUser,
  raise,
  requireRealToken,
  runAuthAction,
  saveUser,
  type AuthDeps,
  type AuthResult,
} from './auth-session.js';

/**
 * Role selection (spec §4, §5): needs a real stored token, POSTs /api/v1/auth/select-role with
 * the bearer token, and sets the role on the user.
 */
export function selectRole(role: Role, deps?: AuthDeps): Promise<AuthResult<User>> {
  const ctx = authContext(deps);
  return runAuthAction(ctx, AUTH_MESSAGES.selectRoleFailed, async () => {
    const token = requireRealToken(ctx);
    const { data } = await ctx.client.post<{ user?: unknown } | undefined>(
      '/api/v1/auth/select-role',
      { role },
      { token, fallbackMessage: AUTH_MESSAGES.roleSelectionFailedWithStatus },
    );
    const merged = mergeServerUser(currentUser(ctx), data?.user);
    if (!merged) throw new Error(AUTH_MESSAGES.selectRoleFailed);
    const user: User = { ...merged, role: merged.role ?? role };
    saveUser(ctx, user);
    raise(notifySuccess(MESSAGES.roleSet({ role: user.role ?? role }), AUTH_TOAST_MS.roleSet));
    return user;
  });
}

export type ProfileKind = 'user' | 'agent';

/** Which profile a path creates (spec §5): one containing `user-profile` or `agent-profile`. */
export function profileKindOfPath(path: string): ProfileKind | null {
  if (path.includes('user-profile')) return 'user';
  if (path.includes('agent-profile')) return 'agent';
  return null;
}

/** The browser's checks before creating a profile (spec §5); null when all pass. */
export function profileRoleProblem(role: Role | null | undefined, path: string): string | null {
  if (!role) return MESSAGES.roleRequired;
  const kind = profileKindOfPath(path);
  if (kind === 'user' && role !== 'USER') return MESSAGES.userRoleRequired;
  if (kind === 'agent' && role !== 'AGENT') return MESSAGES.agentRoleRequired;
  return null;
}

/**
 * Profile creation (spec §4, §5): needs a real token and a role that matches the path it is made
 * on; POSTs /api/v1/profile/user or /api/v1/profile/agent and sets hasProfile on the user.
 */
export function createProfile(path: string, profile: object, deps?: AuthDeps): Promise<AuthResult<User>> {
  const ctx = authContext(deps);
  return runAuthAction(ctx, AUTH_MESSAGES.createProfileFailed, async () => {
    const token = requireRealToken(ctx);
    const current = currentUser(ctx);
    const problem = profileRoleProblem(current?.role, path);
    if (problem)
      throw new AuthCheckError(problem, problem === MESSAGES.roleRequired ? 'NO_ROLE' : 'WRONG_ROLE');
    const kind = profileKindOfPath(path) ?? (current?.role === 'AGENT' ? 'agent' : 'user');
    const { data, message } = await ctx.client.post<{ user?: unknown } | undefined>(
      `/api/v1/profile/${kind}`,
      profile,
      { token, fallbackMessage: AUTH_MESSAGES.profileCreationFailedWithStatus },
    );
    const merged = mergeServerUser(current, data?.user);
    if (!merged) throw new Error(AUTH_MESSAGES.createProfileFailed);
    const user: User = { ...merged, hasProfile: true };
    saveUser(ctx, user);
    raise(notifySuccess(message ?? MESSAGES.profileCreated, AUTH_TOAST_MS.profileCreated));
    return user;
  });
}
