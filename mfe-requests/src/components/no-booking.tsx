import { Link } from 'react-router-dom';
import { EmptyState, buttonClass, useT } from 'shared';
import { requestsBook } from '../i18n/index.js';

/** A booking step reached with nothing to book (a new tab, or a booking already sent). */
export function NoBooking() {
  const t = useT(requestsBook);
  return (
    <EmptyState
      role="status"
      title={t('No booking in progress')}
      description={t('Choose a service, a place and an Aboki first.')}
      action={
        <Link to="/select-aboki" className={buttonClass('primary')}>
          {t('Choose an Aboki')}
        </Link>
      }
    />
  );
}
