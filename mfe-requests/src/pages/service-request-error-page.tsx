import { Link } from 'react-router-dom';
import { Card, EmptyState, PageHeading, buttonClass } from 'shared';
import { searchQuery, useBookingDraft } from '../booking-draft.js';
import styles from '../components/components.module.css';

/**
 * `/select-aboki/service-request-error`: why the request was not sent, in plain words, and the way
 * on. The draft is kept, so choosing another time keeps the Aboki, the place and the details.
 */
export function ServiceRequestErrorPage() {
  const [draft] = useBookingDraft();
  const problem = draft?.lastError;
  const slotsOfAboki =
    draft?.search && draft.aboki
      ? `/select-aboki${searchQuery(draft.search, draft.aboki.id)}`
      : '/select-aboki';
  const allAbokis = draft?.search ? `/select-aboki${searchQuery(draft.search)}` : '/select-aboki';

  return (
    <>
      <PageHeading title="Request not sent" description="Nothing was booked and nothing was paid." />
      {!problem ? (
        <EmptyState
          role="status"
          title="No request failed"
          description="Choose an Aboki to book."
          action={
            <Link to="/select-aboki" className={buttonClass('primary')}>
              Choose an Aboki
            </Link>
          }
        />
      ) : (
        <Card role="alert">
          {problem.code === 'SLOT_TAKEN' ? (
            <>
              <h2 className={styles.legend}>That time has just been taken</h2>
              <p>{problem.message}</p>
              <p className={styles.note}>Your details are kept: choose another time and send it again.</p>
              <div className={styles.actions}>
                <Link to={slotsOfAboki} className={buttonClass('primary')}>
                  Choose another time
                </Link>
                <Link to={allAbokis} className={buttonClass('ghost')}>
                  Choose another Aboki
                </Link>
              </div>
            </>
          ) : problem.code === 'IDEMPOTENCY_KEY_REUSED' ? (
            <>
              <h2 className={styles.legend}>This request may already have been sent</h2>
              <p>{problem.message}</p>
              <div className={styles.actions}>
                <Link to="/manage-services-request/upcoming" className={buttonClass('primary')}>
                  See upcoming requests
                </Link>
              </div>
            </>
          ) : (
            <>
              <h2 className={styles.legend}>This booking cannot be made</h2>
              <p>{problem.message}</p>
              <div className={styles.actions}>
                <Link to={slotsOfAboki} className={buttonClass('primary')}>
                  Choose another time
                </Link>
                <Link to={allAbokis} className={buttonClass('ghost')}>
                  Choose another Aboki
                </Link>
              </div>
            </>
          )}
        </Card>
      )}
    </>
  );
}
