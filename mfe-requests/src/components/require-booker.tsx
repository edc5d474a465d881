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
      <PageHeading
        title={t('Booking is for Users')}
        description={t('Abokis are booked from a User account; agents manage the Abokis who do the work.')}
      />
      <EmptyState
        title={t('Your account is an agent account')}
        description={t('You can follow the jobs booked with your Abokis under your requests.')}
        action={
          <Link to="/manage-services-request/upcoming" className={buttonClass('primary')}>
            {t('See the requests')}
          </Link>
        }
      />
    </>
  );
}
