import { Link } from 'react-router-dom';
import { useT } from 'shared';
import { footerBook } from './footer-i18n/index.js';
import styles from './layouts.module.css';
import { useHydrated } from './use-hydrated.js';

export function SiteFooter() {
  const t = useT(footerBook);
  const hydrated = useHydrated();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        {/* The year is the browser's, after hydration: a page prerendered (or kept offline) in December
            must not mismatch when it hydrates in January. */}
        <p>
          © {hydrated ? `${new Date().getFullYear()} ` : ''}Aboki.{' '}
          {t('Trusted help at home and with errands, across Nigeria.')}
        </p>
        <nav aria-label={t('Footer')}>
          <ul className={styles.footerLinks}>
            <li>
              <Link to="/services">{t('Services')}</Link>
            </li>
            <li>
              <Link to="/about">{t('About')}</Link>
            </li>
            <li>
              <Link to="/help">{t('Help centre')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('Contact us')}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
