import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { BOOKING_MESSAGES, PAYMENT_MESSAGES, type JobUserView } from 'shared/schemas';
import { fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { checkout } from '../api/payments.js';
import { readDraft, updateDraft } from '../booking-draft.js';
import { routes } from '../routes.js';
import {
  CHECKOUT_URL,
  PROFILE,
  USER,
  awaitingCard,
  cashPayment,
  halima,
  job,
  paidByCard,
  paymentOptions,
} from '../test/fixtures.js';

const world = setUpPageTestWorld();

const withSignIn: RouteObject[] = [...routes, { path: '/sign-in', element: <h1>Sign in (mfe-auth)</h1> }];

const KEY = '5f0c2a4e-1111-4222-8333-944455556666';
const REFERENCE = 'ABK-7KQ2M9';

/** A draft as the confirm step leaves it: Halima, Sat 12 Dec 9:00 in Ikeja, ₦12,000. */
function seedDraft(extra: Partial<NonNullable<ReturnType<typeof readDraft>>> = {}) {
  const aboki = halima();
  updateDraft(() => ({
    idempotencyKey: KEY,
    search: { service: 'home-cleaning', state: 'Lagos', lga: 'Ikeja', date: '2026-12-12', time: '09:00' },
    service: { slug: 'home-cleaning', name: 'Home cleaning', unit: 'job' },
    aboki: {
      id: aboki.id,
      displayName: aboki.displayName,
      photoUrl: null,
      languages: aboki.languages,
      rating: aboki.rating,
    },
    slot: {
      startsAt: '2026-12-12T09:00:00+01:00',
      endsAt: '2026-12-12T12:00:00+01:00',
      priceKobo: 1_200_000,
    },
    ...extra,
  }));
}

/** What the page asked of the API, without the live stream the layout keeps open. */
const calls = () =>
  world.api.seen
    .filter(({ path }) => path !== '/api/v1/events')
    .map(({ method, path, body }) => [method, path, body]);

/** Paystack's checkout is another site: the test records where the tab would have gone. */
function recordCheckout() {
  return jest.spyOn(checkout, 'open').mockImplementation(() => undefined);
}

beforeEach(() => {
  sessionStorage.clear();
  world.api.on('GET /api/v1/profile', ok({ user: USER, profile: PROFILE }));
});

// An action's last answers land inside act before the next test starts.
afterEach(async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
});

describe('/select-aboki/add-payment-option', () => {
  it('offers the ways the API says are open, each with what it means, and keeps the choice in the draft', async () => {
    signIn(USER);
    seedDraft({ paymentMethod: 'CASH' });
    world.api.on('GET /api/v1/payments/options', ok(paymentOptions()));
    const { router } = renderRoutes(routes, '/select-aboki/add-payment-option');

    const form = await screen.findByRole('form', { name: 'How to pay' });
    const radios = within(form).getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['CASH', 'CARD', 'TRANSFER']);
    expect(within(form).getByRole('radio', { name: /Cash on completion/ })).toBeChecked();
    expect(form).toHaveTextContent(
      'Pay Halima S. ₦12,000 in cash when the job is done. Nothing is paid now.',
    );
    expect(within(form).getByRole('radio', { name: /^Card/ })).toHaveAccessibleName(
      expect.stringContaining('Pay ₦12,000 now by card on Paystack’s secure page.') as string,
    );
    expect(form).toHaveTextContent(
      'If the Aboki declines, the request expires or the Aboki does not come, you get it all back; if you cancel late, you get it back less the cancellation fee.',
    );
    expect(within(form).getByRole('radio', { name: /^Bank transfer/ })).toHaveAccessibleName(
      expect.stringContaining('by bank transfer on Paystack’s page, with the same refunds as card') as string,
    );

    await userEvent.click(within(form).getByRole('radio', { name: /^Card/ }));
    expect(form).toHaveTextContent('The Aboki’s time is held for you for 30 minutes while you pay');
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { level: 1, name: 'Request details' });
    expect(router.state.location.pathname).toBe('/select-aboki/request-details');
    expect(readDraft()?.paymentMethod).toBe('CARD');
    expect(readDraft()?.idempotencyKey).toBe(KEY);
    expect(calls()[0]).toEqual(['GET', '/api/v1/payments/options', undefined]);
  });

  it('without Paystack set up, offers cash on completion alone (no disabled card option)', async () => {
    signIn(USER);
    seedDraft();
    world.api.on('GET /api/v1/payments/options', ok(paymentOptions({ methods: ['CASH'] })));
    renderRoutes(routes, '/select-aboki/add-payment-option');

    const form = await screen.findByRole('form', { name: 'How to pay' });
    expect(within(form).getAllByRole('radio')).toHaveLength(1);
    expect(within(form).getByRole('radio', { name: /Cash on completion/ })).toBeChecked();
    expect(screen.queryByText(/Card/)).not.toBeInTheDocument();
  });

  it('after too many late cancellations, says why cash is missing and starts on card', async () => {
    signIn(USER);
    seedDraft({ paymentMethod: 'CASH' });
    world.api.on(
      'GET /api/v1/payments/options',
      ok(paymentOptions({ methods: ['CARD', 'TRANSFER'], mustPrepay: true })),
    );
    renderRoutes(routes, '/select-aboki/add-payment-option');

    const form = await screen.findByRole('form', { name: 'How to pay' });
    expect(screen.getByRole('note')).toHaveTextContent(PAYMENT_MESSAGES.prepaymentRequired);
    expect(within(form).queryByRole('radio', { name: /Cash/ })).not.toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: /^Card/ })).toBeChecked();

    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Request details' });
    expect(readDraft()?.paymentMethod).toBe('CARD');
  });
});

describe('/select-aboki/request-details, paying ahead', () => {
  it('books as AWAITING_PAYMENT with the draft’s key, remembers the job in the draft and goes to Paystack’s checkout', async () => {
    signIn(USER);
    seedDraft({ paymentMethod: 'CARD' });
    const opened = recordCheckout();
    world.api.on(
      'POST /api/v1/jobs',
      ok(
        { job: job({ status: 'AWAITING_PAYMENT', paymentMethod: 'CARD', payment: awaitingCard() }) },
        PAYMENT_MESSAGES.checkoutStarted,
        201,
      ),
    );
    renderRoutes(routes, '/select-aboki/request-details');
    const form = await screen.findByRole('form', { name: 'Request details' });
    await within(form).findByDisplayValue('12 Allen Avenue');
    expect(form).toHaveTextContent('Next you pay ₦12,000 by card on Paystack’s page.');

    await userEvent.click(within(form).getByRole('button', { name: 'Send request and pay' }));

    await waitFor(() => expect(opened).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(opened).toHaveBeenCalledTimes(1);
    const booking = jest
      .mocked(globalThis.fetch)
      .mock.calls.find(([url, init]) => url === '/api/v1/jobs' && init?.method === 'POST');
    expect((booking?.[1]?.headers as Record<string, string>)['idempotency-key']).toBe(KEY);
    expect(JSON.parse(booking?.[1]?.body as string)).toEqual({
      abokiId: halima().id,
      serviceSlug: 'home-cleaning',
      startsAt: '2026-12-12T09:00:00+01:00',
      paymentMethod: 'CARD',
      state: 'Lagos',
      lga: 'Ikeja',
      address: '12 Allen Avenue',
      landmark: 'Opposite the bank',
    });
    // The draft outlives the trip to Paystack, naming the job that waits for the money.
    expect(readDraft()).toMatchObject({
      idempotencyKey: KEY,
      paymentMethod: 'CARD',
      checkout: { reference: REFERENCE },
    });
    // The tab is leaving: the button stays blocked.
    expect(within(form).getByRole('button', { name: /Send request and pay/ })).toBeDisabled();
  });

  it('when Paystack cannot be reached, says nothing was charged and keeps the draft for another try or another way to pay', async () => {
    signIn(USER);
    seedDraft({ paymentMethod: 'TRANSFER' });
    const opened = recordCheckout();
    world.api.on(
      'POST /api/v1/jobs',
      fail(503, PAYMENT_MESSAGES.providerUnavailable, 'PAYMENT_PROVIDER_UNAVAILABLE'),
    );
    renderRoutes(routes, '/select-aboki/request-details');
    const form = await screen.findByRole('form', { name: 'Request details' });
    await within(form).findByDisplayValue('12 Allen Avenue');

    await userEvent.click(within(form).getByRole('button', { name: 'Send request and pay' }));

    expect(await within(form).findByText(PAYMENT_MESSAGES.providerUnavailable)).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Choose another way to pay' })).toHaveAttribute(
      'href',
      '/select-aboki/add-payment-option',
    );
    expect(opened).not.toHaveBeenCalled();
    expect(readDraft()).toMatchObject({ idempotencyKey: KEY, paymentMethod: 'TRANSFER' });
    expect(readDraft()?.checkout).toBeUndefined();
  });

  it('back from Paystack’s page without paying (Back button): names the job waiting for its payment', async () => {
    signIn(USER);
    seedDraft({ paymentMethod: 'CARD', checkout: { reference: REFERENCE } });
    renderRoutes(routes, '/select-aboki/request-details');

    const form = await screen.findByRole('form', { name: 'Request details' });
    expect(within(form).getByRole('status')).toHaveTextContent(
      `Request ${REFERENCE} is waiting for your payment. Sending below pays for it the way you choose now; nothing is booked twice.`,
    );
    expect(within(form).getByRole('link', { name: 'Pay for it or see it' })).toHaveAttribute(
      'href',
      `/manage-services-request/job/${REFERENCE}`,
    );
  });

  it('a User who must pay ahead and sent cash is told so and pointed to the ways to pay', async () => {
    signIn(USER);
    seedDraft({ paymentMethod: 'CASH' });
    world.api.on('POST /api/v1/jobs', fail(422, PAYMENT_MESSAGES.prepaymentRequired, 'PREPAYMENT_REQUIRED'));
    renderRoutes(routes, '/select-aboki/request-details');
    const form = await screen.findByRole('form', { name: 'Request details' });
    await within(form).findByDisplayValue('12 Allen Avenue');

    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));

    expect(await within(form).findByText(PAYMENT_MESSAGES.prepaymentRequired)).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Choose another way to pay' })).toBeInTheDocument();
  });
});

/** The job the API gives its User after the return from Paystack. */
function serveJob(current: () => JobUserView) {
  world.api.on(`GET /api/v1/jobs/${REFERENCE}`, () => ok({ job: current() }));
}

describe('the return from Paystack', () => {
  it('success: with ?reference= alone, loads the job and shows the reference, start code, “Paid by card” and what comes next; the draft is done', async () => {
    signIn(USER);
    seedDraft({ paymentMethod: 'CARD', checkout: { reference: REFERENCE } });
    serveJob(() => job({ paymentMethod: 'CARD', payment: paidByCard() }));
    renderRoutes(routes, `/select-aboki/service-request-successful?reference=${REFERENCE}`);

    expect(await screen.findByText(`Your reference: ${REFERENCE}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Request sent' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Start code' })).getByText('4821')).toBeInTheDocument();
    expect(screen.getByText('Paid by card', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing more to pay\./)).toHaveTextContent(
      'your ₦12,000 comes back in full; if you cancel late, less the cancellation fee.',
    );
    expect(screen.getByText('Paid by card', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('₦12,000 on Mon 23 Nov, 11:05 (Lagos time)')).toBeInTheDocument();
    expect(calls()).toEqual([['GET', `/api/v1/jobs/${REFERENCE}`, undefined]]);
    await waitFor(() => expect(readDraft()).toBeNull());
  });

  it('success in another tab (no draft at all) still shows everything from the reference', async () => {
    signIn(USER);
    serveJob(() => job({ paymentMethod: 'TRANSFER', payment: paidByCard({ method: 'TRANSFER' }) }));
    renderRoutes(routes, `/select-aboki/service-request-successful?reference=${REFERENCE}`);

    expect(await screen.findByText('Paid by bank transfer', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('4821')).toBeInTheDocument();
  });

  it('payment failed: says so, and “Try again” asks for a fresh checkout and goes there', async () => {
    signIn(USER);
    seedDraft({ paymentMethod: 'CARD', checkout: { reference: REFERENCE } });
    const opened = recordCheckout();
    const fresh = 'http://localhost/api/paystack-simulator/checkout/ps_test_2';
    world.api.on('GET /api/v1/payments/options', ok(paymentOptions()));
    world.api.on(
      `POST /api/v1/jobs/${REFERENCE}/payment`,
      ok({
        job: job({
          status: 'AWAITING_PAYMENT',
          paymentMethod: 'CARD',
          payment: awaitingCard({ authorizationUrl: fresh }),
        }),
      }),
    );
    renderRoutes(routes, `/select-aboki/service-request-error?reason=payment-failed&reference=${REFERENCE}`);

    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(PAYMENT_MESSAGES.paymentFailed);
    expect(alert).toHaveTextContent('Payment was not completed — try again or pay cash');
    expect(await within(alert).findByRole('button', { name: 'Pay cash instead' })).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(opened).toHaveBeenCalledWith(fresh));
    expect(calls()).toEqual([
      ['GET', '/api/v1/payments/options', undefined],
      ['POST', `/api/v1/jobs/${REFERENCE}/payment`, {}],
    ]);
    expect(readDraft()?.checkout).toEqual({ reference: REFERENCE });
  });

  it('payment failed: “Pay cash instead” turns the job into a cash request and shows the success page', async () => {
    signIn(USER);
    seedDraft({ paymentMethod: 'CARD', checkout: { reference: REFERENCE } });
    world.api.on('GET /api/v1/payments/options', ok(paymentOptions()));
    world.api.on(
      `POST /api/v1/jobs/${REFERENCE}/payment`,
      ok(
        { job: job({ status: 'REQUESTED', paymentMethod: 'CASH', payment: cashPayment() }) },
        PAYMENT_MESSAGES.switchedToCash,
      ),
    );
    const { router } = renderRoutes(
      routes,
      `/select-aboki/service-request-error?reason=payment-failed&reference=${REFERENCE}`,
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Pay cash instead' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Request sent' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?reference=${REFERENCE}`);
    expect(screen.getByText('When the job is done, pay the Aboki in cash.')).toBeInTheDocument();
    expect(screen.getByText('4821')).toBeInTheDocument();
    expect(calls()).toEqual([
      ['GET', '/api/v1/payments/options', undefined],
      ['POST', `/api/v1/jobs/${REFERENCE}/payment`, { paymentMethod: 'CASH' }],
    ]);
    expect(readDraft()).toBeNull();
  });

  it('payment failed for a User who must pay ahead: no cash, and why', async () => {
    signIn(USER);
    world.api.on(
      'GET /api/v1/payments/options',
      ok(paymentOptions({ methods: ['CARD', 'TRANSFER'], mustPrepay: true })),
    );
    renderRoutes(routes, `/select-aboki/service-request-error?reason=payment-failed&reference=${REFERENCE}`);

    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Pay cash instead' })).not.toBeInTheDocument();
    expect(alert).toHaveTextContent(PAYMENT_MESSAGES.prepaymentRequired);
  });

  it('the hold ran out before “Try again”: says so, and “Book again” keeps the draft with a new key', async () => {
    signIn(USER);
    seedDraft({ paymentMethod: 'CARD', checkout: { reference: REFERENCE } });
    world.api.on('GET /api/v1/payments/options', ok(paymentOptions()));
    world.api.on(
      `POST /api/v1/jobs/${REFERENCE}/payment`,
      fail(409, PAYMENT_MESSAGES.notAwaitingPayment, 'INVALID_TRANSITION'),
    );
    serveJob(() =>
      job({
        status: 'EXPIRED',
        paymentMethod: 'CARD',
        payment: awaitingCard({ status: 'UNPAID', authorizationUrl: null }),
      }),
    );
    const { router } = renderRoutes(
      routes,
      `/select-aboki/service-request-error?reason=payment-failed&reference=${REFERENCE}`,
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));

    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText(PAYMENT_MESSAGES.holdExpired)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Time to pay ran out' })).toBeInTheDocument();
    expect(calls().slice(1)).toEqual([
      ['POST', `/api/v1/jobs/${REFERENCE}/payment`, {}],
      ['GET', `/api/v1/jobs/${REFERENCE}`, undefined],
    ]);

    await userEvent.click(within(alert).getByRole('button', { name: 'Book again' }));

    await screen.findByRole('heading', { level: 1, name: 'Request details' });
    expect(router.state.location.pathname).toBe('/select-aboki/request-details');
    const draft = readDraft();
    expect(draft).toMatchObject({ paymentMethod: 'CARD', aboki: { id: halima().id } });
    expect(draft?.checkout).toBeUndefined();
    // That key is spent on the expired job; the same key would replay its answer.
    expect(draft?.idempotencyKey).not.toBe(KEY);
  });

  it('payment expired (the callback said so): nothing to retry, book again', async () => {
    signIn(USER);
    renderRoutes(routes, `/select-aboki/service-request-error?reason=payment-expired&reference=${REFERENCE}`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PAYMENT_MESSAGES.holdExpired);
    expect(within(alert).getByRole('link', { name: 'Book again' })).toHaveAttribute('href', '/select-aboki');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(calls()).toEqual([]);
  });

  it('payment failed while signed out (another browser): sign in first, then back here', async () => {
    renderRoutes(
      withSignIn,
      `/select-aboki/service-request-error?reason=payment-failed&reference=${REFERENCE}`,
    );

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Sign in to try again' })).toHaveAttribute(
      'href',
      `/sign-in?${new URLSearchParams({ next: `/select-aboki/service-request-error?reason=payment-failed&reference=${REFERENCE}` })}`,
    );
    expect(calls()).toEqual([]);
  });

  it('payment failed without a reference in the address: the draft’s job is the one tried again', async () => {
    signIn(USER);
    seedDraft({ paymentMethod: 'CARD', checkout: { reference: REFERENCE } });
    const opened = recordCheckout();
    world.api.on('GET /api/v1/payments/options', ok(paymentOptions()));
    world.api.on(
      `POST /api/v1/jobs/${REFERENCE}/payment`,
      ok({ job: job({ status: 'AWAITING_PAYMENT', paymentMethod: 'CARD', payment: awaitingCard() }) }),
    );
    renderRoutes(routes, '/select-aboki/service-request-error?reason=payment-failed');

    expect(
      await screen.findByRole('heading', { level: 2, name: `Request ${REFERENCE}` }),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(opened).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(calls()[1]).toEqual(['POST', `/api/v1/jobs/${REFERENCE}/payment`, {}]);
  });

  it('payment failed, and neither the address nor a draft names the job: points to the ongoing requests', async () => {
    signIn(USER);
    renderRoutes(routes, '/select-aboki/service-request-error?reason=payment-failed');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PAYMENT_MESSAGES.paymentFailed);
    expect(within(alert).getByRole('link', { name: 'See ongoing requests' })).toHaveAttribute(
      'href',
      '/manage-services-request/ongoing',
    );
    expect(calls()).toEqual([]);
  });

  it('a refused booking (no ?reason=) still reads the draft as before', async () => {
    seedDraft({ lastError: { code: 'SLOT_TAKEN', message: BOOKING_MESSAGES.slotTaken, status: 409 } });
    renderRoutes(routes, '/select-aboki/service-request-error');

    expect(await screen.findByRole('alert')).toHaveTextContent('That time has just been taken');
  });
});
