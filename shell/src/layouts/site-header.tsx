import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { authAtom, isAuthenticated, type User } from 'shared';
import { Logo } from './logo.js';
import { useHydrated } from './use-hydrated.js';
import styles from './layouts.module.css';

export const NAV_LINKS = [
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About' },
  { to: '/help', label: 'Help' },
  { to: '/contact', label: 'Contact' },
] as const;

/** Where a signed-in person's name leads: their dashboard or profile, or the role choice if they have none. */
function accountPath(user: User): string {
  if (user.role === 'AGENT') return '/profile/agent-dashboard';
  if (user.role === 'USER') return '/profile/user-profile';
  return '/select-services';
}

/** Home first (so no guarded page bounces to sign-in), then sign out; the actions load on first use. */
function useSignOut() {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  async function signOut() {
    setSigningOut(true);
    try {
      await navigate('/');
      const { logout } = await import('shared/auth');
      await logout();
    } finally {
      setSigningOut(false);
    }
  }
  return { signingOut, signOut };
}

export function SiteHeader() {
  const { user, token } = useAtomValue(authAtom);
  // Prerendered pages are the signed-out page; the account links replace "Sign in" once hydrated.
  const hydrated = useHydrated();
  const signedInUser = hydrated && isAuthenticated(token) && user ? user : null;
  const { signingOut, signOut } = useSignOut();
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Logo />
        <nav className={styles.nav} aria-label="Main">
          <ul className={styles.navList}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={styles.navLink}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.account}>
          {signedInUser ? (
            <>
              <Link
                to={accountPath(signedInUser)}
                className={`${styles.accountLink} ${styles.accountName}`}
                aria-label={`Your account: ${signedInUser.name || signedInUser.email}`}
              >
                {signedInUser.name || signedInUser.email}
              </Link>
              <button
                type="button"
                className={styles.signOut}
                disabled={signingOut}
                aria-busy={signingOut || undefined}
                onClick={() => void signOut()}
              >
                {signingOut ? 'Signing out…' : 'Sign out'}
              </button>
            </>
          ) : (
            <Link to="/sign-in" className={styles.accountLink}>
              Sign in
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
