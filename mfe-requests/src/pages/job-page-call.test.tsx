import { act, screen } from '@testing-library/react';
import type { User } from 'shared';
import type { JobAgentView, JobContactPhone, JobUserView } from 'shared/schemas';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { USER, job } from '../test/fixtures.js';
import { openJobPage, serveJobPage } from '../test/job-page.js';

// Tap to call (issue 27) on the job page: the number the API gives, as one big `tel:` link with
// whose it is, and when it goes away; nothing at all when the API gives none.

const world = setUpPageTestWorld();

afterEach(async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
});

const AGENT: User = {
  id: 'ag1',
  email: 'bola@example.com',
  name: 'Bola Ade',
  role: 'AGENT',
  hasProfile: true,
};

const serveJob = (view: JobUserView | JobAgentView) => serveJobPage(world.api, () => view);

const agentsPhone: JobContactPhone = {
  whose: 'AGENT',
  name: 'Bola Ade',
  phoneNumber: '+2348051112222',
  until: null,
};

it('gives the User a link that calls the Aboki’s agent, and says when it goes away', async () => {
  signIn(USER);
  serveJob(job({ status: 'ACCEPTED', contactPhone: agentsPhone }));
  await openJobPage();
  const call = screen.getByRole('link', { name: /^Call Bola Ade, Halima S\.’s agent/ });
  expect(call).toHaveAttribute('href', 'tel:+2348051112222');
  expect(call).toHaveTextContent('+2348051112222');
  expect(screen.getByText('The number shows until a day after the job ends.')).toBeInTheDocument();
});

it('says the hour it goes away once the job has ended', async () => {
  signIn(USER);
  serveJob(
    job({
      status: 'COMPLETED',
      completedAt: '2026-12-14T14:30:00.000Z',
      // 15:30 in Lagos on Tuesday 15 Dec 2026.
      contactPhone: { ...agentsPhone, until: '2026-12-15T15:30:00+01:00' },
    }),
  );
  await openJobPage();
  expect(screen.getByRole('link', { name: /^Call Bola Ade/ })).toHaveAttribute('href', 'tel:+2348051112222');
  expect(screen.getByText(/^The number shows until 15:30 on Tue 15 Dec/)).toBeInTheDocument();
});

it('gives the agent the number of the person the Aboki is going to', async () => {
  signIn(AGENT);
  const { startCode: _code, aboki, ...rest } = job({ status: 'ACCEPTED' });
  serveJob({
    ...rest,
    aboki: { id: aboki.id, displayName: aboki.displayName, photoUrl: null },
    customer: { name: 'Ada Obi', phoneNumber: '+2348031234567' },
    contactPhone: { whose: 'RECIPIENT', name: 'Mama Ngozi', phoneNumber: '+2348039991234', until: null },
  });
  await openJobPage();
  expect(screen.getByRole('link', { name: /^Call Mama Ngozi/ })).toHaveAttribute(
    'href',
    'tel:+2348039991234',
  );
});

it.each([null, undefined])('shows no call link when the API gives no number (%s)', async (contactPhone) => {
  signIn(USER);
  serveJob(job({ status: 'REQUESTED', contactPhone }));
  await openJobPage();
  expect(screen.queryByRole('link', { name: /^Call / })).not.toBeInTheDocument();
  expect(screen.queryByText(/The number shows until/)).not.toBeInTheDocument();
});
