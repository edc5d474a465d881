import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { DASHBOARD, callsOf, findHeading, openConsole, opsJob } from '../test/fixtures.js';

const world = setUpPageTestWorld();

const openForm = () => screen.getByRole('form', { name: 'Open a job' });
const field = () => within(openForm()).getByLabelText('Job reference');

beforeEach(() => {
  world.api.on('GET /api/v1/ops/dashboard', ok({ dashboard: DASHBOARD }));
});

describe('the dashboard (issue 25)', () => {
  it('shows the numbers, each with where to act on it', async () => {
    openConsole(world.api, '/ops');

    const numbers = await screen.findByRole('list', { name: 'At a glance' });
    expect(
      within(numbers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '3Abokis waiting for review',
      '41Active but not yet verified',
      '2Suspended',
      '12Bookings today',
      '4Open disputes1 safety report',
      '1Refunds waiting for a second operator',
      '6Tickets waiting for an answer',
      '3 h 5 minMedian time to a first answer (last 30 days)',
      '1,240Text messages sent today',
      '₦7,440Text messages’ cost today',
    ]);
    expect(within(numbers).getByRole('link', { name: 'Abokis waiting for review' })).toHaveAttribute(
      'href',
      '/ops/reviews',
    );
    expect(within(numbers).getByRole('link', { name: 'Open disputes' })).toHaveAttribute(
      'href',
      '/ops/disputes',
    );
    expect(
      within(numbers).getByRole('link', { name: 'Refunds waiting for a second operator' }),
    ).toHaveAttribute('href', '/ops/disputes');
    expect(within(numbers).getByRole('link', { name: 'Tickets waiting for an answer' })).toHaveAttribute(
      'href',
      '/ops/tickets',
    );
  });

  it.each([
    [null, 0, 'No answers yet', '0Open disputes'],
    [42, 0, '42 min', '0Open disputes'],
    [180, 2, '3 h', '0Open disputes2 safety reports'],
  ])(
    'says the median time to a first answer in words (%s minutes), and the safety reports only when there are some',
    async (medianFirstAnswerMinutes, disputesSafety, median, disputes) => {
      world.api.on(
        'GET /api/v1/ops/dashboard',
        ok({ dashboard: { ...DASHBOARD, disputesOpen: 0, disputesSafety, medianFirstAnswerMinutes } }),
      );
      openConsole(world.api, '/ops');

      const numbers = await screen.findByRole('list', { name: 'At a glance' });
      const items = within(numbers)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(items).toContain(disputes);
      expect(items).toContain(`${median}Median time to a first answer (last 30 days)`);
    },
  );

  it('opens a job by its reference, typed in any case', async () => {
    world.api.on('GET /api/v1/ops/jobs/ABK-7KQ2M9', ok({ job: opsJob() }));
    const { router } = openConsole(world.api, '/ops');
    await findHeading('Operator dashboard');

    await userEvent.type(field(), ' abk-7kq2m9 ');
    await userEvent.click(within(openForm()).getByRole('button', { name: 'Open' }));

    expect(await findHeading('ABK-7KQ2M9 · Home cleaning')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ops/jobs/ABK-7KQ2M9');
    expect(callsOf(world.api.seen)).toContain('GET /api/v1/ops/jobs/ABK-7KQ2M9');
  });

  it('asks for a reference before opening anything', async () => {
    const { router } = openConsole(world.api, '/ops');
    await findHeading('Operator dashboard');

    await userEvent.type(field(), '   ');
    await userEvent.click(within(openForm()).getByRole('button', { name: 'Open' }));

    expect(
      await within(openForm()).findByText('Enter the job’s reference, like ABK-7KQ2M9.'),
    ).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/ops');
  });
});
