import { Link } from 'react-router-dom';
import styles from './layouts.module.css';
import { useHydrated } from './use-hydrated.js';

export function SiteFooter() {
  const hydrated = useHydrated();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        {/* The year is the browser's, after hydration: a page prerendered (or kept offline) in December
            must not mismatch when it hydrates in January. */}
        <p>
          © {hydrated ? `${new Date().getFullYear()} ` : ''}Aboki. Trusted help at home and with errands,
          across Nigeria.
        </p>
        <nav aria-label="Footer">
          <ul className={styles.footerLinks}>
            <li>
              <Link to="/services">Services</Link>
            </li>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/help">Help centre</Link>
            </li>
            <li>
              <Link to="/contact">Contact us</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
