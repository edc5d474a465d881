import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner, authAtom, initialiseAuth, isAuthenticated, kitBook, useT, type User } from 'shared';

/** A `next` parameter is followed only when it is a path on this site (no `//host`, no `https:`). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

/** `/sign-in?next=<path>`: sign in, then come back. */
export function signInPath(next: string): string {
  return `/sign-in?${new URLSearchParams({ next })}`;
}

/** Where a signed-in person goes when nothing else was asked for: the next step they have not done. */
export function homePathFor(user: User | null): string {
  if (!user?.role) return '/select-services';
  const kind = user.role === 'AGENT' ? 'agent' : 'user';
  if (!user.hasProfile) return `/select-services/${kind}-profile`;
  return user.role === 'AGENT' ? '/profile/agent-dashboard' : '/';
}

/**
 * Guards the routes inside it: a visitor who is not signed in (no token, or a placeholder from an
 * unfinished sign-up) goes to `/sign-in?next=<this path>` and comes back after signing in.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const t = useT(kitBook);
  const { token, isInitialized } = useAtomValue(authAtom);
  const location = useLocation();
  useEffect(() => {
    // The shell initialises before its first render; this covers a remote mounted some other way.
    if (!isInitialized) initialiseAuth();
  }, [isInitialized]);
  if (!isInitialized) return <Spinner label={t('Checking you are signed in…')} />;
  if (!isAuthenticated(token)) {
    return <Navigate to={signInPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return children ?? <Outlet />;
}
