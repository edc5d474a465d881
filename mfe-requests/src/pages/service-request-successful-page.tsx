import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Button, Card, EmptyState, PageHeading, Spinner, buttonClass } from 'shared';
import type { JobView } from '../api/booking.js';
import { JobDetails, StartCode } from '../components/job-details.js';
import { useJob } from '../components/use-job.js';
import styles from '../components/components.module.css';

/**
 * `/select-aboki/service-request-successful?reference=`: the reference, the start code and what
 * happens next. The job comes from the page that booked it, or (after a reload) from the API.
 */
export function ServiceRequestSuccessfulPage() {
  const [params] = useSearchParams();
  const passed = (useLocation().state as { job?: JobView } | null)?.job ?? null;
  const [state, retry] = useJob(params.get('reference'), passed);

  return (
    <>
      <PageHeading
        title="Request sent"
        description="Your request is with the Aboki’s agent. You will get an email when they accept it."
      />
      {state.status === 'loading' ? (
        <Spinner label="Loading your request…" />
      ) : state.status === 'missing' ? (
        <EmptyState
          role="status"
          title="No such request"
          description="Find all your requests under your upcoming requests."
          action={
            <Link to="/manage-services-request/upcoming" className={buttonClass('primary')}>
              See upcoming requests
            </Link>
          }
        />
      ) : state.status === 'error' ? (
        <EmptyState
          role="alert"
          title="We could not load your request"
          description={state.message}
          action={<Button onClick={retry}>Try again</Button>}
        />
      ) : (
        <Card>
          <p className={styles.price}>Your reference: {state.job.reference}</p>
          {'startCode' in state.job ? <StartCode code={state.job.startCode} /> : null}
          <h2 className={styles.legend}>What happens next</h2>
          <ol>
            <li>The Aboki’s agent accepts or declines your request; we email you either way.</li>
            <li>On the day, the Aboki comes to the address. Give them the start code so they can start.</li>
            <li>When the job is done, pay the Aboki in cash.</li>
          </ol>
          <JobDetails job={state.job} />
          <div className={styles.actions}>
            <Link to="/manage-services-request/upcoming" className={buttonClass('primary')}>
              See upcoming requests
            </Link>
            <Link to="/select-aboki" className={buttonClass('ghost')}>
              Book another Aboki
            </Link>
          </div>
        </Card>
      )}
    </>
  );
}
