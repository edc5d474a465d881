import { useAtomValue } from 'jotai';
import { Link, Navigate, Outlet } from 'react-router-dom';
import { EmptyState, PageHeading, authAtom, buttonClass } from 'shared';

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
  return (
    <>
      <PageHeading
        title="This page is for agents"
        description="Agents sign up the Abokis they manage, set their services and prices, and keep their hours."
      />
      <EmptyState
        title="Your account is a User account"
        description="You can book trusted Abokis near you from the home page."
        action={
          <Link to="/" className={buttonClass('primary')}>
            Go to the home page
          </Link>
        }
      />
    </>
  );
}
