import { Link } from 'react-router-dom';
import styles from './layouts.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p>© {new Date().getFullYear()} Aboki. Trusted help at home and with errands, across Nigeria.</p>
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
