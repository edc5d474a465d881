import { Link } from 'react-router-dom';
import { EmptyState, buttonClass } from 'shared';

/**
 * What the reset pages hand each other in the history entry's state, never in the URL or storage:
 * the email, then the single-use reset token.
 */
export interface ResetFlowState {
  email?: string;
  resetToken?: string;
}

export function readResetState(state: unknown): ResetFlowState {
  return typeof state === 'object' && state !== null ? state : {};
}

/** Shown when a reset page is opened without the step before it (a bookmark, a new tab). */
export function StartResetAgain({ what }: { what: string }) {
  return (
    <EmptyState
      title="Start your password reset again"
      description={`We do not have ${what} on this page any more. Ask for a new code and try again.`}
      action={
        <Link to="/reset-password" className={buttonClass('primary')}>
          Ask for a new code
        </Link>
      }
    />
  );
}
