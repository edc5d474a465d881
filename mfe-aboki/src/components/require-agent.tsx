import { useAtomValue } from 'jotai';
import { Link, Navigate, Outlet } from 'react-router-dom';
import { EmptyState, PageHeading, authAtom, buttonClass, useT } from 'shared';
import { abokiBook } from '../i18n/index.js';

/**
 * Inside RequireAuth: only an AGENT with a profile manages Abokis (the API answers 403 to anyone
 * else). A USER is told so plainly; an AGENT without a profile, or someone without a role, is sent
 * to the step they have not done.
 */
export function RequireAgent() {
  const { user } = useAtomValue(authAtom);
  if (!user?.role) return <Navigate to="/select-services" replace />;
  if (user.role !== 'AGENT') return <AgentsOnly />;
  if (!user.hasProfile) return <Navigate to="/select-services/agent-profile" replace />;
  return <Outlet />;
}

/** What a USER sees on the agent pages. */
function AgentsOnly() {
  const t = useT(abokiBook);
  return (
    <>
      <PageHeading
        title={t('This page is for agents')}
        description={t(
          'Agents sign up the Abokis they manage, set their services and prices, and keep their hours.',
        )}
      />
      <EmptyState
        title={t('Your account is a User account')}
        description={t('You can book trusted Abokis near you from the home page.')}
        action={
          <Link to="/" className={buttonClass('primary')}>
            {t('Go to the home page')}
          </Link>
        }
      />
    </>
  );
}
