import {
  Link,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteError,
} from 'react-router-dom';
import { Button, PageHeading, buttonClass, useT } from 'shared';
import { frameBook } from '../i18n/frame/index.js';
import { RemoteLoadError } from '../remotes.js';
import { NotFoundPage } from './not-found-page.js';
import styles from './errors.module.css';

// What reached the phone was not what Aboki published (a network that changes pages on the way):
// not run, and not blamed on the connection.
const NOT_VERIFIED = {
  title: 'We could not verify this part of Aboki',
  description:
    'What reached your phone was not what Aboki published, so we did not run it. Some networks change pages on the way: try again, or use another network or mobile data. The rest of Aboki still works.',
} as const;
const NOT_LOADED = {
  title: 'This part of Aboki did not load',
  description:
    'Your connection may have dropped, or we are updating this page. The rest of Aboki still works.',
} as const;
const PAGE_FAILED = {
  title: 'Something went wrong on this page',
  description:
    'We could not show this page. Please try again; if it keeps happening, tell us through the contact page.',
} as const;

/**
 * Each route group's error page: a remote that would not load, or a page that failed.
 * "Try again" navigates to the same place, which loads the remote (or the page) afresh.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const t = useT(frameBook);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const remoteFailed = error instanceof RemoteLoadError;
  const retrying = navigation.state !== 'idle';
  const what = !remoteFailed ? PAGE_FAILED : error.kind === 'integrity' ? NOT_VERIFIED : NOT_LOADED;
  return (
    <section className={styles.error} role="alert">
      <PageHeading title={t(what.title)} description={t(what.description)} />
      <div className={styles.actions}>
        <Button
          busy={retrying}
          onClick={() => {
            void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
          }}
        >
          {t('Try again')}
        </Button>
        <Link to="/" className={buttonClass('secondary')}>
          {t('Go to the home page')}
        </Link>
      </div>
    </section>
  );
}
