import { Link } from 'react-router-dom';
import { EmptyState, buttonClass, useT } from 'shared';
import { authBook } from '../i18n/index.js';

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
export function StartResetAgain({ missing }: { missing: 'email' | 'reset-code' }) {
  const t = useT(authBook);
  return (
    <EmptyState
      title={t('Start your password reset again')}
      description={t(
        missing === 'email'
          ? 'We do not have your email on this page any more. Ask for a new code and try again.'
          : 'We do not have your reset code on this page any more. Ask for a new code and try again.',
      )}
      action={
        <Link to="/reset-password" className={buttonClass('primary')}>
          {t('Ask for a new code')}
        </Link>
      }
    />
  );
}
