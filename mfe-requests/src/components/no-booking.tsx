import { Link } from 'react-router-dom';
import { EmptyState, buttonClass, useT } from 'shared';
import { requestsBook } from '../i18n/index.js';

/** A booking step reached with nothing to book (a new tab, or a booking already sent). */
export function NoBooking() {
  const t = useT(requestsBook);
  return (
    <EmptyState
      role="status"
      title={t('noBooking.title')}
      description={t('noBooking.description')}
      action={
        <Link to="/select-aboki" className={buttonClass('primary')}>
          {t('common.chooseAnAboki')}
        </Link>
      }
    />
  );
}
