import { Link } from 'react-router-dom';
import { PageHeading, buttonClass } from 'shared';
import styles from './errors.module.css';

export function NotFoundPage() {
  return (
    <section className={styles.error}>
      <PageHeading
        title="Page not found"
        description="We could not find that page. It may have moved, or the link may be mistyped."
      />
      <div className={styles.actions}>
        <Link to="/" className={buttonClass('primary')}>
          Go to the home page
        </Link>
        <Link to="/help" className={buttonClass('secondary')}>
          Visit the help centre
        </Link>
      </div>
    </section>
  );
}
