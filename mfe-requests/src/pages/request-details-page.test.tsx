import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { BOOKING_MESSAGES, NOT_AVAILABLE_REASONS } from 'shared/schemas';
import { resetServiceCatalogue } from 'shared';
import { fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { BOOKING_DRAFT_KEY, readDraft, updateDraft } from '../booking-draft.js';
import { routes } from '../routes.js';
import { PROFILE, USER, catalogueAnswer, halima, job, paymentOptions } from '../test/fixtures.js';

const world = setUpPageTestWorld();

/** mfe-auth's and mfe-onboarding's pages stand in for theirs. */
const withOthers: RouteObject[] = [
  ...routes,
  { path: '/sign-in', element: <h1>Sign in (mfe-auth)</h1> },
  { path: '/select-services', element: <h1>Choose your role (mfe-onboarding)</h1> },
  { path: '/select-services/user-profile', element: <h1>Create your user profile (mfe-onboarding)</h1> },
];

const KEY = '5f0c2a4e-1111-4222-8333-944455556666';

/** A draft as the search and confirm steps leave it: Halima, Sat 12 Dec 9:00, in Ikeja. */
function seedDraft() {
  const aboki = halima();
  updateDraft(() => ({
    idempotencyKey: KEY,
    search: { service: 'home-cleaning', state: 'Lagos', lga: 'Ikeja', date: '2026-12-12', time: '09:00' },
    service: { slug: 'home-cleaning', name: 'Home cleaning', unit: 'job' },
    aboki: {
      id: aboki.id,
      displayName: aboki.displayName,
      photoUrl: aboki.photoUrl,
      languages: aboki.languages,
      rating: aboki.rating,
      unitPriceKobo: 1_200_000,
      durationMinutes: 180,
    },
    slot: {
      startsAt: '2026-12-12T09:00:00+01:00',
      endsAt: '2026-12-12T12:00:00+01:00',
      priceKobo: 1_200_000,
    },
    paymentMethod: 'CASH',
  }));
}

/** The POST /api/v1/jobs calls the page made, with the headers it sent (the fake server sees only the body). */
function bookings() {
  return jest
    .mocked(globalThis.fetch)
    .mock.calls.filter(([url, init]) => url === '/api/v1/jobs' && init?.method === 'POST')
    .map(([, init]) => ({
      headers: init?.headers as Record<string, string>,
      body: JSON.parse(init?.body as string) as unknown,
    }));
}

async function openDetails() {
  const view = renderRoutes(withOthers, '/select-aboki/request-details');
  const form = await screen.findByRole('form', { name: 'Request details' });
  return {
    ...view,
    form,
    address: within(form).getByRole('textbox', { name: 'Address' }),
    landmark: within(form).getByRole('textbox', { name: 'Landmark (optional)' }),
    notes: within(form).getByRole('textbox', { name: 'Notes for the Aboki (optional)' }),
    send: within(form).getByRole('button', { name: 'Send request' }),
  };
}

beforeEach(() => {
  sessionStorage.clear();
  resetServiceCatalogue();
  world.api.on('GET /api/v1/services', ok(catalogueAnswer));
  world.api.on('GET /api/v1/profile', ok({ user: USER, profile: PROFILE }));
  world.api.on('GET /api/v1/payments/options', ok(paymentOptions({ methods: ['CASH'] })));
});

describe('/select-aboki/request-details', () => {
  it('prefills the profile’s address, sends the booking with the draft’s Idempotency-Key, and shows the start code', async () => {
    signIn(USER);
    seedDraft();
    world.api.on(
      'POST /api/v1/jobs',
      ok({ job: job({ notes: 'Gate code 1234' }) }, BOOKING_MESSAGES.jobCreated, 201),
    );
    const step = await openDetails();

    expect(step.address).toHaveValue('12 Allen Avenue');
    expect(step.landmark).toHaveValue('Opposite the bank');
    expect(screen.getByText('Sat 12 Dec, 9:00–12:00 (Lagos time)')).toBeInTheDocument();
    await userEvent.type(step.notes, 'Gate code 1234');
    await userEvent.click(step.send);

    expect(await screen.findByRole('heading', { level: 1, name: 'Request sent' })).toBeInTheDocument();
    expect(bookings()).toEqual([
      {
        headers: expect.objectContaining({
          'idempotency-key': KEY,
          authorization: 'Bearer real-token',
          'content-type': 'application/json',
        }),
        body: {
          abokiId: halima().id,
          serviceSlug: 'home-cleaning',
          startsAt: '2026-12-12T09:00:00+01:00',
          paymentMethod: 'CASH',
          state: 'Lagos',
          lga: 'Ikeja',
          address: '12 Allen Avenue',
          landmark: 'Opposite the bank',
          notes: 'Gate code 1234',
        },
      },
    ]);
    // The price is the server's to compute: never sent.
    expect(JSON.stringify(bookings()[0]?.body)).not.toMatch(/price|amount/i);
    expect(screen.getByText(/^Your reference:/)).toHaveTextContent('Your reference: ABK-7KQ2M9');
    const code = screen.getByRole('region', { name: 'Start code' });
    expect(within(code).getByText('4821')).toBeInTheDocument();
    expect(code).toHaveTextContent('Give this code to your Aboki when they arrive.');
    expect(screen.getAllByRole('link', { name: 'See upcoming requests' })[0]).toHaveAttribute(
      'href',
      '/manage-services-request/upcoming',
    );
    // Booked: the draft is gone, so the next booking gets a new key.
    expect(sessionStorage.getItem(BOOKING_DRAFT_KEY)).toBeNull();
  });

  it('sends the same key again on a retry after a failure, and a double tap sends once', async () => {
    signIn(USER);
    seedDraft();
    let calls = 0;
    world.api.on('POST /api/v1/jobs', () => {
      calls += 1;
      return calls === 1
        ? {
            ...fail(503, 'The database is busy. Try again in a moment.', 'SERVICE_UNAVAILABLE'),
            delayMs: 100,
          }
        : ok({ job: job() }, BOOKING_MESSAGES.jobCreated, 201);
    });
    const step = await openDetails();

    await userEvent.dblClick(step.send);
    expect(
      await within(step.form).findByText(
        'The database is busy. Try again in a moment. Sending it again is safe: it cannot book twice.',
      ),
    ).toBeInTheDocument();
    expect(bookings()).toHaveLength(1);

    await userEvent.click(step.send);

    expect(await screen.findByRole('heading', { level: 1, name: 'Request sent' })).toBeInTheDocument();
    expect(bookings().map((call) => call.headers['idempotency-key'])).toEqual([KEY, KEY]);
    expect(bookings()[1]?.body).toEqual(bookings()[0]?.body);
  });

  it('waits out a request still running under the same key (409 IDEMPOTENCY_IN_PROGRESS)', async () => {
    signIn(USER);
    seedDraft();
    let calls = 0;
    world.api.on('POST /api/v1/jobs', () => {
      calls += 1;
      return calls === 1
        ? fail(409, BOOKING_MESSAGES.idempotencyInProgress, 'IDEMPOTENCY_IN_PROGRESS')
        : ok({ job: job() }, BOOKING_MESSAGES.jobCreated, 201);
    });
    const step = await openDetails();

    await userEvent.click(step.send);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Request sent' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(bookings().map((call) => call.headers['idempotency-key'])).toEqual([KEY, KEY]);
  });

  it('books for someone else: their name and +234 number, checked before sending', async () => {
    signIn(USER);
    seedDraft();
    world.api.on('POST /api/v1/jobs', ok({ job: job() }, BOOKING_MESSAGES.jobCreated, 201));
    const step = await openDetails();

    await userEvent.click(within(step.form).getByRole('checkbox', { name: /booking for someone else/ }));
    await userEvent.click(step.send);
    const name = within(step.form).getByRole('textbox', { name: 'Their name' });
    expect(
      await within(step.form).findByText('Enter the name of the person the Aboki will help'),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(bookings()).toEqual([]);

    await userEvent.type(name, 'Mama Ngozi');
    await userEvent.type(
      within(step.form).getByRole('textbox', { name: 'Their phone number' }),
      '805 111 2222',
    );
    await userEvent.click(step.send);

    expect(await screen.findByRole('heading', { level: 1, name: 'Request sent' })).toBeInTheDocument();
    expect(bookings()[0]?.body).toMatchObject({
      recipient: { name: 'Mama Ngozi', phoneNumber: '08051112222' },
    });
  });

  it('leaves the address empty when the booking is for another LGA than the profile’s', async () => {
    signIn(USER);
    seedDraft();
    updateDraft((draft) => ({ ...draft, search: { ...draft.search!, lga: 'Surulere' } }));
    const step = await openDetails();

    expect(step.address).toHaveValue('');
    expect(within(step.form).getByText('House number and street in Surulere, Lagos.')).toBeInTheDocument();
  });

  it('keeps what was typed across a reload', async () => {
    signIn(USER);
    seedDraft();
    const first = await openDetails();
    await userEvent.clear(first.address);
    await userEvent.type(first.address, '3 Awolowo Way');
    await userEvent.type(first.notes, 'Second floor');
    first.unmount();

    const second = await openDetails();

    expect(second.address).toHaveValue('3 Awolowo Way');
    expect(second.notes).toHaveValue('Second floor');
    expect(readDraft()?.idempotencyKey).toBe(KEY);
  });

  it('a slot just taken leads to the error page, and “Choose another time” back to the Aboki’s slots with the draft kept', async () => {
    signIn(USER);
    seedDraft();
    world.api.on('POST /api/v1/jobs', fail(409, BOOKING_MESSAGES.slotTaken, 'SLOT_TAKEN'));
    world.api.on(
      `GET /api/v1/abokis/${halima().id}/slots`,
      ok({ slots: [{ startsAt: '2026-12-12T13:00:00+01:00', endsAt: '2026-12-12T16:00:00+01:00' }] }),
    );
    const step = await openDetails();
    await userEvent.type(step.notes, 'Bring a mop');
    await userEvent.click(step.send);

    expect(await screen.findByRole('heading', { level: 1, name: 'Request not sent' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('That time has just been taken');
    expect(alert).toHaveTextContent(BOOKING_MESSAGES.slotTaken);

    await userEvent.click(within(alert).getByRole('link', { name: 'Choose another time' }));

    const times = await screen.findByRole('group', { name: 'Free times for Halima S.' });
    expect(new URLSearchParams(step.router.state.location.search).get('aboki')).toBe(halima().id);
    await userEvent.click(within(times).getByRole('button', { name: 'Sat 12 Dec, 13:00' }));
    await screen.findByRole('heading', { level: 1, name: 'Confirm your request' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Choose how to pay' });
    // Cash only: Paystack is not set up (GET /api/v1/payments/options says so).
    expect(await screen.findByRole('radio', { name: /Cash on completion/ })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // The details typed before are still there, and the new time is the one sent.
    world.api.on('POST /api/v1/jobs', ok({ job: job() }, BOOKING_MESSAGES.jobCreated, 201));
    const again = await screen.findByRole('form', { name: 'Request details' });
    expect(within(again).getByRole('textbox', { name: 'Notes for the Aboki (optional)' })).toHaveValue(
      'Bring a mop',
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request sent' })).toBeInTheDocument();
    expect(bookings().map((call) => (call.body as { startsAt: string }).startsAt)).toEqual([
      '2026-12-12T09:00:00+01:00',
      '2026-12-12T13:00:00+01:00',
    ]);
  });

  it('a refusal with a reason shows it in plain words', async () => {
    signIn(USER);
    seedDraft();
    world.api.on('POST /api/v1/jobs', fail(422, NOT_AVAILABLE_REASONS.TIME_OFF, 'NOT_AVAILABLE'));
    const step = await openDetails();

    await userEvent.click(step.send);

    expect(await screen.findByRole('heading', { level: 1, name: 'Request not sent' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_AVAILABLE_REASONS.TIME_OFF);
    expect(readDraft()?.lastError).toEqual({
      code: 'NOT_AVAILABLE',
      message: NOT_AVAILABLE_REASONS.TIME_OFF,
      status: 422,
    });
  });
});

describe('a key that already booked something else', () => {
  it('sends the User to their requests and gives the draft a new key for whatever comes next', async () => {
    signIn(USER);
    seedDraft();
    world.api.on(
      'POST /api/v1/jobs',
      fail(422, BOOKING_MESSAGES.idempotencyKeyReused, 'IDEMPOTENCY_KEY_REUSED'),
    );
    const step = await openDetails();

    await userEvent.click(step.send);

    expect(await screen.findByRole('heading', { level: 1, name: 'Request not sent' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This request may already have been sent');
    expect(bookings()[0]?.headers['idempotency-key']).toBe(KEY);
    expect(readDraft()?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(readDraft()?.idempotencyKey).not.toBe(KEY);
  });
});

describe('the steps that need an account', () => {
  it.each(['/select-aboki/add-payment-option', '/select-aboki/request-details'])(
    'send a signed-out visitor from %s to sign in and back, the draft intact',
    async (path) => {
      seedDraft();
      const before = sessionStorage.getItem(BOOKING_DRAFT_KEY);
      const { router } = renderRoutes(withOthers, path);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Sign in (mfe-auth)' }),
      ).toBeInTheDocument();
      expect(router.state.location.search).toBe(`?${new URLSearchParams({ next: path })}`);
      expect(sessionStorage.getItem(BOOKING_DRAFT_KEY)).toBe(before);
      expect(world.api.seen.filter((request) => request.path.startsWith('/api/v1/profile'))).toEqual([]);
    },
  );

  it('confirming needs no account; continuing to pay does', async () => {
    seedDraft();
    const { router } = renderRoutes(withOthers, '/select-aboki/confirm-request');
    await screen.findByRole('heading', { level: 1, name: 'Confirm your request' });
    expect(screen.getByText('₦12,000')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in (mfe-auth)' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fselect-aboki%2Fadd-payment-option');
  });

  it('sends a User without a profile to create it, and someone without a role to choose one', async () => {
    seedDraft();
    signIn({ ...USER, hasProfile: false, phoneNumber: undefined, state: undefined, lga: undefined });
    const first = renderRoutes(withOthers, '/select-aboki/request-details');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your user profile (mfe-onboarding)' }),
    ).toBeInTheDocument();
    first.unmount();

    signIn({ ...USER, role: null, hasProfile: false });
    renderRoutes(withOthers, '/select-aboki/add-payment-option');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your role (mfe-onboarding)' }),
    ).toBeInTheDocument();
    expect(readDraft()?.idempotencyKey).toBe(KEY);
  });

  it('tells an agent booking is for Users', async () => {
    seedDraft();
    signIn({ ...USER, role: 'AGENT' });
    renderRoutes(withOthers, '/select-aboki/request-details');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking is for Users' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(world.api.seen).toEqual([]));
  });
});

describe('a card checkout left without paying, then cash', () => {
  it('pays the held booking in cash instead of booking again: one request, sent at the first try', async () => {
    signIn(USER);
    seedDraft();
    updateDraft((draft) => ({ ...draft, checkout: { reference: 'ABK-7KQ2M9' } }));
    world.api.on('POST /api/v1/jobs/ABK-7KQ2M9/payment', ok({ job: job() }, 'Pay in cash on completion.'));
    world.api.on(
      'POST /api/v1/jobs',
      fail(422, BOOKING_MESSAGES.idempotencyKeyReused, 'IDEMPOTENCY_KEY_REUSED'),
    );
    const step = await openDetails();
    expect(screen.getByRole('status')).toHaveTextContent('Request ABK-7KQ2M9 is waiting for your payment');

    await userEvent.click(step.send);

    expect(await screen.findByRole('heading', { level: 1, name: 'Request sent' })).toBeInTheDocument();
    expect(
      world.api.seen.filter(({ method }) => method === 'POST').map(({ path, body }) => [path, body]),
    ).toEqual([['/api/v1/jobs/ABK-7KQ2M9/payment', { paymentMethod: 'CASH' }]]);
  });

  it('books afresh, with a new key, when the held booking has gone', async () => {
    signIn(USER);
    seedDraft();
    updateDraft((draft) => ({ ...draft, checkout: { reference: 'ABK-7KQ2M9' } }));
    world.api.on(
      'POST /api/v1/jobs/ABK-7KQ2M9/payment',
      fail(409, 'This job cannot do that now: it has moved on.', 'INVALID_TRANSITION'),
    );
    world.api.on('POST /api/v1/jobs', ok({ job: job() }, BOOKING_MESSAGES.jobCreated, 201));
    const step = await openDetails();

    await userEvent.click(step.send);

    expect(await screen.findByRole('heading', { level: 1, name: 'Request sent' })).toBeInTheDocument();
    expect(bookings()).toHaveLength(1);
    expect(bookings()[0]!.headers['idempotency-key']).not.toBe(KEY);
  });
});
