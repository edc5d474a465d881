// The job page's world in page tests: what it fetches to open, and opening it.
import { screen } from '@testing-library/react';
import type { JobAgentView, JobUserView } from 'shared/schemas';
import { ok, type FakeApi } from '@aboki/test-kit/api-server';
import { renderRoutes } from '@aboki/test-kit/routes';
import { routes } from '../routes.js';

export const JOB_PAGE = '/manage-services-request/job/ABK-7KQ2M9';

/** The job's GET (answered from `current()` at each call), its events, and nothing asked about moving it. */
export function serveJobPage(api: FakeApi, current: () => JobUserView | JobAgentView): void {
  api.on('GET /api/v1/jobs/ABK-7KQ2M9', () => ok({ job: current() }));
  api.on('GET /api/v1/jobs/ABK-7KQ2M9/events', ok({ events: [] }));
  // Nothing asked about moving it (issue 22, item 7: job-page-reschedule.test.tsx).
  api.on(
    'GET /api/v1/jobs/ABK-7KQ2M9/reschedule',
    ok({ pending: null, last: null, quote: null, feesRecordedKobo: 0 }),
  );
}

/** Opens the job page and waits for the job to show. */
export async function openJobPage(): Promise<void> {
  renderRoutes(routes, JOB_PAGE);
  await screen.findByRole('heading', { level: 2, name: 'Halima S.' });
}
