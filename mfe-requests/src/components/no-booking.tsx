import { Link } from 'react-router-dom';
import { EmptyState, buttonClass } from 'shared';

/** A booking step reached with nothing to book (a new tab, or a booking already sent). */
export function NoBooking() {
  return (
    <EmptyState
      role="status"
      title="No booking in progress"
      description="Choose a service, a place and an Aboki first."
      action={
        <Link to="/select-aboki" className={buttonClass('primary')}>
          Choose an Aboki
        </Link>
      }
    />
  );
}
