import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publishLiveJobEvent } from 'shared/live-events';
import type { MoveState, MoveView } from 'shared/schemas';
import { fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { userMoveToastText } from '../components/live-toasts.js';
import { routes } from '../routes.js';
import { USER, job } from '../test/fixtures.js';

// Issue 22, item 7 on the User's job page: "Change time" shows what moving costs and the Aboki's
// free times for this job, asks for the one chosen, then waits for the agent's answer with "Keep
// the old time". Through the real client against a fake API server.

const world = setUpPageTestWorld();

afterEach(async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
});

const PAGE = '/manage-services-request/job/ABK-7KQ2M9';
const MOVE = '/api/v1/jobs/ABK-7KQ2M9/reschedule';
const NEW_START = '2030-01-16T09:00:00+01:00';

const pending: MoveView = {
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
const nothingAsked: MoveState = {
  pending: null,
  last: null,
  quote: { feeKobo: 0, rule: 'FREE' },
  feesRecordedKobo: 0,
};

const calls = (method: string) =>
  world.api.seen.filter((seen) => seen.method === method && seen.path.startsWith(MOVE));

function serve(state: () => MoveState, status: 'REQUESTED' | 'ACCEPTED' | 'IN_PROGRESS' = 'ACCEPTED') {
  world.api.on('GET /api/v1/jobs/ABK-7KQ2M9', () =>
    ok({
      job: job({ status, startsAt: '2030-01-15T09:00:00+01:00', endsAt: '2030-01-15T12:00:00+01:00' }),
    }),
  );
  world.api.on('GET /api/v1/jobs/ABK-7KQ2M9/events', ok({ events: [] }));
  world.api.on(`GET ${MOVE}`, () => ok(state()));
  world.api.on(
    `GET ${MOVE}/slots`,
    ok({
      slots: [
        { startsAt: NEW_START, endsAt: '2030-01-16T12:00:00+01:00' },
        { startsAt: '2030-01-17T13:00:00+01:00', endsAt: '2030-01-17T16:00:00+01:00' },
      ],
    }),
  );
}

async function openJob() {
  renderRoutes(routes, PAGE);
  await screen.findByRole('heading', { level: 2, name: 'Halima S.' });
}

describe('Change time on the User’s job page (issue 22, item 7)', () => {
  it('shows what moving costs and the free times first, asks for the time chosen, then waits for the answer', async () => {
    signIn(USER);
    let state = nothingAsked;
    serve(() => state);
    world.api.on(`POST ${MOVE}`, () => {
      state = { ...state, pending, quote: null };
      return ok({ move: pending }, 'Asked. Your old time is kept until the Aboki’s agent answers.', 201);
    });
    await openJob();

    await userEvent.click(await screen.findByRole('button', { name: 'Change time' }));
    const choose = await screen.findByRole('region', { name: 'Choose a new time' });
    expect(within(choose).getByText('Moving now is free.')).toBeInTheDocument();
    expect(within(choose).getByText(/free until 24 hours before the start/)).toBeInTheDocument();
    const times = await within(choose).findByRole('group', { name: 'Free times for Halima S.' });
    await userEvent.click(within(times).getByRole('button', { name: 'Wed 16 Jan, 9:00' }));
    expect(within(choose).getByText('Wed 16 Jan, 9:00–12:00')).toBeInTheDocument();
    // Choosing is not asking.
    expect(calls('POST')).toEqual([]);

    await userEvent.click(within(choose).getByRole('button', { name: 'Ask to move' }));
    const waiting = await screen.findByRole('region', { name: 'New time asked' });
    expect(
      within(waiting).getByText('Waiting for Halima S.’s answer to move to Wed 16 Jan, 9:00–12:00.'),
    ).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Keep the old time' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change time' })).not.toBeInTheDocument();
    expect(calls('POST').map(({ body }) => body)).toEqual([{ startsAt: NEW_START }]);
    // The free times were read for this job, not the public search, from the server's own today.
    expect(calls('GET').filter(({ path }) => path.startsWith(`${MOVE}/slots`))).toEqual([
      expect.objectContaining({ path: `${MOVE}/slots` }),
    ]);
  });

  it('says what a late move costs, as cancelling would, before anything is asked', async () => {
    signIn(USER);
    serve(() => ({ ...nothingAsked, quote: { feeKobo: 360_000, rule: 'LATE' } }));
    await openJob();
    await userEvent.click(await screen.findByRole('button', { name: 'Change time' }));
    expect(await screen.findByText('Moving now costs ₦3,600, as cancelling would.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Choose a new time' })).not.toBeInTheDocument();
    expect(calls('POST')).toEqual([]);
  });

  it('keeps the old time on request, and offers to change it again', async () => {
    signIn(USER);
    let state: MoveState = { ...nothingAsked, pending: { ...pending, feeKobo: 360_000 }, quote: null };
    serve(() => state);
    world.api.on(`DELETE ${MOVE}`, () => {
      state = nothingAsked;
      return ok({ move: { ...pending, status: 'WITHDRAWN' } }, 'You kept the old time.');
    });
    await openJob();
    const waiting = await screen.findByRole('region', { name: 'New time asked' });
    expect(
      within(waiting).getByText(/If the new time is accepted, ₦3,600 is recorded for moving/),
    ).toBeInTheDocument();
    await userEvent.click(within(waiting).getByRole('button', { name: 'Keep the old time' }));
    expect(await screen.findByRole('button', { name: 'Change time' })).toBeInTheDocument();
    expect(calls('DELETE')).toHaveLength(1);
  });

  it('hears the agent’s answer on the live stream and shows where the request stands', async () => {
    signIn(USER);
    let state: MoveState = { ...nothingAsked, pending, quote: null };
    serve(() => state);
    await openJob();
    await screen.findByRole('region', { name: 'New time asked' });
    state = {
      ...nothingAsked,
      last: { ...pending, status: 'DECLINED', answeredAt: '2030-01-13T09:00:00+01:00' },
    };
    act(() =>
      publishLiveJobEvent({ id: '9', reference: 'ABK-7KQ2M9', status: 'ACCEPTED', change: 'MOVE_DECLINED' }),
    );
    expect(
      await screen.findByText(
        'Halima S. could not move to Wed 16 Jan, 9:00–12:00, so your request stays at its time.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New time asked' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change time' })).toBeInTheDocument();
  });

  it('a time taken meanwhile is said beside the times, which are read again', async () => {
    signIn(USER);
    serve(() => nothingAsked);
    world.api.on(
      `POST ${MOVE}`,
      fail(409, 'Someone has just booked this Aboki for that time. Choose another time.', 'SLOT_TAKEN'),
    );
    await openJob();
    await userEvent.click(await screen.findByRole('button', { name: 'Change time' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Wed 16 Jan, 9:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ask to move' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone has just booked this Aboki for that time. Choose another time.',
    );
    await waitFor(() =>
      expect(calls('GET').filter(({ path }) => path.startsWith(`${MOVE}/slots`))).toHaveLength(2),
    );
  });

  it('says the agent’s answer in a toast in the User’s words, not the request’s', () => {
    expect(userMoveToastText('MOVE_ACCEPTED', 'Halima S.', 'Home cleaning')).toBe(
      'Halima S. accepted the new time for your Home cleaning request',
    );
    expect(userMoveToastText('MOVE_DECLINED', 'Halima S.', 'Home cleaning')).toBe(
      'Halima S. cannot take the new time for your Home cleaning request; it stays at its time',
    );
    // The User's own ask is not news to them.
    expect(userMoveToastText('MOVE_ASKED', 'Halima S.', 'Home cleaning')).toBeNull();
  });

  it('offers nothing for a job that has started, and does not ask', async () => {
    signIn(USER);
    serve(() => nothingAsked, 'IN_PROGRESS');
    await openJob();
    expect(screen.queryByRole('button', { name: 'Change time' })).not.toBeInTheDocument();
    expect(calls('GET')).toEqual([]);
  });
});
