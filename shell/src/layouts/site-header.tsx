import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { authAtom, isAuthenticated, useT, type User } from 'shared';
import { frameBook, type FrameText } from '../i18n/frame/index.js';
import { LanguagePicker } from './language-picker.js';
import { Logo } from './logo.js';
import { useHydrated } from './use-hydrated.js';
import styles from './layouts.module.css';

export const NAV_LINKS = [
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About' },
  { to: '/help', label: 'Help' },
  { to: '/contact', label: 'Contact' },
] as const;

/**
 * The one place a signed-in person goes back to, always in the header's first row: a User's
 * requests (where the start code is), an agent's dashboard, or the set-up they have not finished.
 */
export function homeLinkOf(user: User): { to: string; label: FrameText } {
  if (user.role === 'AGENT') return { to: '/profile/agent-dashboard', label: 'Dashboard' };
  if (user.role === 'USER') return { to: '/manage-services-request', label: 'My requests' };
  return { to: '/select-services', label: 'Finish setting up' };
}

/** Where a signed-in person's name leads: their profile, or the role choice if they have none. */
function accountPath(user: User): string {
  if (user.role === 'AGENT') return '/profile/agent-profile';
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

/**
 * One row on a phone: the logo, the signed-in person's home (or "Sign in") and a Menu holding the
 * language, the pages and the account; on wider screens the menu's contents sit in the row.
 */
export function SiteHeader() {
  const t = useT(frameBook);
  const { user, token } = useAtomValue(authAtom);
  // Prerendered pages are the signed-out page; the account links replace "Sign in" once hydrated.
  const hydrated = useHydrated();
  const signedInUser = hydrated && isAuthenticated(token) && user ? user : null;
  const { signingOut, signOut } = useSignOut();
  // The menu is open on the page it was opened on: a link followed from it leaves it closed.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const home = signedInUser ? homeLinkOf(signedInUser) : null;

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Logo />
        {home ? (
          <NavLink to={home.to} className={styles.accountLink}>
            {t(home.label)}
          </NavLink>
        ) : (
          <Link to="/sign-in" className={styles.accountLink}>
            {t('Sign in')}
          </Link>
        )}
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          {menuOpen ? t('Close') : t('Menu')}
        </button>
        <div id="site-menu" className={styles.menu} data-open={menuOpen || undefined}>
          {/* First in the menu on a phone (the row has no room for it in the longer languages), in the row on wider screens. */}
          <LanguagePicker />
          <nav className={styles.nav} aria-label={t('Main')}>
            <ul className={styles.navList}>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={styles.navLink}>
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {signedInUser ? (
            <div className={styles.account}>
              <Link
                to={accountPath(signedInUser)}
                className={styles.navLink}
                aria-label={t('Your account: {name}', { name: signedInUser.name || signedInUser.email })}
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
                {signingOut ? t('Signing out…') : t('Sign out')}
              </button>
            </div>
          ) : null}
        </div>
      </div>
    </header>
  );
}
