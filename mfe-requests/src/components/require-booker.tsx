import { useAtomValue } from 'jotai';
import { Link, Navigate, Outlet } from 'react-router-dom';
import { EmptyState, PageHeading, authAtom, buttonClass, useT } from 'shared';
import { requestsBook } from '../i18n/index.js';

/**
 * Inside RequireAuth, on the booking steps that need an account: only a USER with a profile books
 * (the API answers 403 to anyone else). Someone without a role or a profile is sent to the step
 * they have not done; the booking draft waits in sessionStorage until they come back.
 */
export function RequireBooker() {
  const { user } = useAtomValue(authAtom);
  if (!user?.role) return <Navigate to="/select-services" replace />;
  if (user.role !== 'USER') return <UsersOnly />;
  if (!user.hasProfile) return <Navigate to="/select-services/user-profile" replace />;
  return <Outlet />;
}

/** What an agent sees on the booking steps. */
function UsersOnly() {
  const t = useT(requestsBook);
  return (
    <>
      <PageHeading title={t('usersOnly.title')} description={t('usersOnly.description')} />
      <EmptyState
        title={t('usersOnly.emptyTitle')}
        description={t('usersOnly.emptyDescription')}
        action={
          <Link to="/manage-services-request/upcoming" className={buttonClass('primary')}>
            {t('usersOnly.action')}
          </Link>
        }
      />
    </>
  );
}
