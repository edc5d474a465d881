import { Link, useParams } from 'react-router-dom';
import { Button, Card, EmptyState, PageHeading, Spinner, buttonClass } from 'shared';
import { JobDetails, StartCode } from '../components/job-details.js';
import { useJob } from '../components/use-job.js';

/** `/manage-services-request/job/:reference`: every detail of one request, with the start code for its User. */
export function JobPage() {
  const { reference = null } = useParams();
  const [state, retry] = useJob(reference);
  return (
    <>
      <PageHeading
        title={reference ? `Request ${reference}` : 'Request'}
        description="Everything about this request."
      />
      {state.status === 'loading' ? (
        <Spinner label="Loading the request…" />
      ) : state.status === 'missing' ? (
        <EmptyState
          role="status"
          title="No such request"
          description="It may belong to another account. Your own requests are in the tabs above."
        />
      ) : state.status === 'error' ? (
        <EmptyState
          role="alert"
          title="We could not load this request"
          description={state.message}
          action={<Button onClick={retry}>Try again</Button>}
        />
      ) : (
        <Card>
          {'startCode' in state.job ? <StartCode code={state.job.startCode} /> : null}
          <JobDetails job={state.job} />
          <Link to="/manage-services-request/upcoming" className={buttonClass('ghost')}>
            Back to your requests
          </Link>
        </Card>
      )}
    </>
  );
}
