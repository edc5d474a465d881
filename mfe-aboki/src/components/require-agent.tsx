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
      <PageHeading title={t('agentsOnly.title')} description={t('agentsOnly.description')} />
      <EmptyState
        title={t('agentsOnly.userAccount')}
        description={t('agentsOnly.bookInstead')}
        action={
          <Link to="/" className={buttonClass('primary')}>
            {t('agentsOnly.home')}
          </Link>
        }
      />
    </>
  );
}
