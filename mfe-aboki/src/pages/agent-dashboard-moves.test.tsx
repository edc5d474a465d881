import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentBoardMove, MoveView } from 'shared/schemas';
import { fail, ok } from '@aboki/test-kit/api-server';
import { signIn } from '@aboki/test-kit/page-world';
import { agentMoveToastText } from '../components/live-toasts.js';
import { setUpDashboardTestWorld } from '../test/dashboard-world.js';
import { AGENT, agentJob, boardJob, fromNow, seenWithoutStream } from '../test/fixtures.js';

// Issue 22, item 7 on the agent dashboard: a job whose customer asks for a new time shows the time
// asked for and what it costs them, with "Accept new time" and "Decline new time" named for the job.

const { world, serveBoard, openDashboard, posts } = setUpDashboardTestWorld();

const NEW_START = '2030-01-16T09:00:00+01:00';
const move: MoveView = {
  status: 'PENDING',
  startsAt: NEW_START,
  endsAt: '2030-01-16T12:00:00+01:00',
  fromStartsAt: '2030-01-15T09:00:00+01:00',
  fromEndsAt: '2030-01-15T12:00:00+01:00',
  askedAt: '2030-01-13T08:00:00+01:00',
  answeredAt: null,
  lapsesAt: '2030-01-13T20:00:00+01:00',
  feeKobo: 0,
};

function asked(reference: string, overrides: Partial<MoveView> = {}): AgentBoardMove {
  return {
    ...boardJob({ reference, status: 'ACCEPTED', startsAt: fromNow(3 * 24 * 60) }),
    move: { ...move, ...overrides },
  };
}

describe('asks to change time on the agent dashboard (issue 22, item 7)', () => {
  it('shows the time asked for, and accepts it with the time shown; the board is read again', async () => {
    signIn(AGENT);
    let answered = false;
    serveBoard(() => (answered ? {} : { moves: [asked('ABK-3003')] }));
    world.api.on('POST /api/v1/jobs/ABK-3003/reschedule/accept', () => {
      answered = true;
      return ok({ move: { ...move, status: 'ACCEPTED' } }, 'New time accepted. The customer has been told.');
    });
    await openDashboard();

    const section = screen.getByRole('region', { name: 'Asked to change time' });
    const card = within(section).getByRole('listitem', { name: 'Time change Home cleaning, ABK-3003' });
    expect(within(card).getByText('Wed 16 Jan, 9:00–12:00')).toBeInTheDocument();
    expect(within(card).getByText(/Ada Obi asks to move this to/)).toBeInTheDocument();
    expect(
      within(card).getByText(/With no answer by Sun 13 Jan, 20:00, the old time stands\./),
    ).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Accept new time for ABK-3003' }));

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Asked to change time' })).not.toBeInTheDocument(),
    );
    expect(posts()).toEqual([['/api/v1/jobs/ABK-3003/reschedule/accept', { startsAt: NEW_START }]]);
    expect(
      seenWithoutStream(world.api.seen)
        .filter(({ method }) => method === 'GET')
        .map(({ path }) => path),
    ).toEqual(['/api/v1/agent/dashboard', '/api/v1/agent/dashboard']);
  });

  it('declines with the time shown, and says what a late move costs the customer', async () => {
    signIn(AGENT);
    serveBoard(() => ({ moves: [asked('ABK-3004', { feeKobo: 360_000 }), asked('ABK-3005')] }));
    world.api.on(
      'POST /api/v1/jobs/ABK-3004/reschedule/decline',
      ok({ move: { ...move, status: 'DECLINED' } }),
    );
    await openDashboard();

    const card = screen.getByRole('listitem', { name: 'Time change Home cleaning, ABK-3004' });
    expect(
      within(card).getByText(/Moving this late costs the customer ₦3,600, recorded if you accept\./),
    ).toBeInTheDocument();
    // Each card's buttons name its job.
    expect(screen.getByRole('button', { name: 'Decline new time for ABK-3005' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Decline new time for ABK-3004' }));
    await waitFor(() =>
      expect(posts()).toEqual([['/api/v1/jobs/ABK-3004/reschedule/decline', { startsAt: NEW_START }]]),
    );
  });

  it('an ask withdrawn meanwhile (409) reloads the board, which no longer shows it', async () => {
    signIn(AGENT);
    let withdrawn = false;
    serveBoard(() => (withdrawn ? {} : { moves: [asked('ABK-3006')] }));
    world.api.on('POST /api/v1/jobs/ABK-3006/reschedule/accept', () => {
      withdrawn = true;
      return fail(
        409,
        'There is no new time waiting for an answer on this request. Reload to see where it is.',
        'CONFLICT',
      );
    });
    await openDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Accept new time for ABK-3006' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Asked to change time' })).not.toBeInTheDocument(),
    );
  });

  it('tells the agent of an ask and of its withdrawal in a toast; their own answers are not news', () => {
    const job = agentJob({ reference: 'ABK-3007', status: 'ACCEPTED' });
    expect(agentMoveToastText(job, 'MOVE_ASKED')).toBe(
      'Ada Obi asks for a new time for Home cleaning with Halima S.',
    );
    expect(agentMoveToastText(job, 'MOVE_WITHDRAWN')).toBe(
      'Ada Obi kept the old time for Home cleaning with Halima S.',
    );
    expect(agentMoveToastText(job, 'MOVE_ACCEPTED')).toBeNull();
  });

  it('shows no section while nobody asks', async () => {
    signIn(AGENT);
    serveBoard(() => ({}));
    await openDashboard();
    expect(screen.queryByRole('heading', { name: 'Asked to change time' })).not.toBeInTheDocument();
  });
});
