import { Button, PageHeading } from 'shared';
import styles from './errors.module.css';

/** Last resort, when even the site's frame failed: a full reload is the honest retry. */
export function RootErrorPage() {
  return (
    <main className={styles.standalone} role="alert">
      <PageHeading
        title="Aboki ran into a problem"
        description="Something went wrong while showing this page. Reloading usually fixes it."
      />
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <a href="/">Go to the home page</a>
      </div>
    </main>
  );
}
