import {
  Link,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteError,
} from 'react-router-dom';
import { Button, PageHeading, buttonClass } from 'shared';
import { RemoteLoadError } from '../remotes.js';
import { NotFoundPage } from './not-found-page.js';
import styles from './errors.module.css';

/**
 * Each route group's error page: a remote that would not load, or a page that failed.
 * "Try again" navigates to the same place, which loads the remote (or the page) afresh.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const remoteFailed = error instanceof RemoteLoadError;
  const retrying = navigation.state !== 'idle';
  return (
    <section className={styles.error} role="alert">
      <PageHeading
        title={remoteFailed ? 'This part of Aboki did not load' : 'Something went wrong on this page'}
        description={
          remoteFailed
            ? 'Your connection may have dropped, or we are updating this page. The rest of Aboki still works.'
            : 'We could not show this page. Please try again; if it keeps happening, tell us through the contact page.'
        }
      />
      <div className={styles.actions}>
        <Button
          busy={retrying}
          onClick={() => {
            void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
          }}
        >
          Try again
        </Button>
        <Link to="/" className={buttonClass('secondary')}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
