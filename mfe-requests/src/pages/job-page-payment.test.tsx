import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_MESSAGES, type JobUserView } from 'shared/schemas';
import { fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { checkout } from '../api/payments.js';
import { routes } from '../routes.js';
import { USER, awaitingCard, job, listItem, paidByCard } from '../test/fixtures.js';

const world = setUpPageTestWorld();

// An action reloads what it changed: let those answers land inside act before the next test.
afterEach(async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
});

const REFERENCE = 'ABK-7KQ2M9';
const PAGE = `/manage-services-request/job/${REFERENCE}`;
const fromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** What the page asked of the API, without the live stream and the timeline. */
const calls = () =>
  world.api.seen
    .filter(({ path }) => path !== '/api/v1/events' && !path.endsWith('/events'))
    .map(({ method, path, body }) => [method, path, body]);

function serveJob(current: () => JobUserView) {
  world.api.on(`GET /api/v1/jobs/${REFERENCE}`, () => ok({ job: current() }));
  world.api.on(`GET /api/v1/jobs/${REFERENCE}/events`, ok({ events: [] }));
}

async function openJob() {
  renderRoutes(routes, PAGE);
  await screen.findByRole('heading', { level: 2, name: 'Halima S.' });
  return screen.getByText('Reference').closest('dl')!;
}

/** A card job still waiting for Paystack. */
const awaiting = () =>
  job({
    status: 'AWAITING_PAYMENT',
    paymentMethod: 'CARD',
    startsAt: fromNow(3 * 24 * 60),
    payment: awaitingCard(),
  });

describe('the job page’s payment (issue 11)', () => {
  it('while the payment is awaited: no start code yet, until when to pay, and “Pay now” opens a fresh checkout', async () => {
    signIn(USER);
    serveJob(awaiting);
    const fresh = 'http://localhost/api/paystack-simulator/checkout/ps_test_3';
    world.api.on(
      `POST /api/v1/jobs/${REFERENCE}/payment`,
      ok({ job: { ...awaiting(), payment: awaitingCard({ authorizationUrl: fresh }) } }),
    );
    const opened = jest.spyOn(checkout, 'open').mockImplementation(() => undefined);
    const facts = await openJob();

    expect(within(facts).getByText('Waiting for your card payment', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Start code' })).not.toBeInTheDocument();
    const pay = screen.getByRole('region', { name: 'Waiting for your payment' });
    expect(pay).toHaveTextContent(
      'The request goes to the Aboki once Paystack confirms your payment of ₦12,000. Pay by Mon 23 Nov, 11:30 (Lagos time): after that the Aboki’s time is freed.',
    );

    await userEvent.click(within(pay).getByRole('button', { name: 'Pay now' }));

    await waitFor(() => expect(opened).toHaveBeenCalledWith(fresh));
    expect(calls()).toEqual([
      ['GET', `/api/v1/jobs/${REFERENCE}`, undefined],
      ['POST', `/api/v1/jobs/${REFERENCE}/payment`, {}],
    ]);
  });

  it('“Pay now” after the hold ran out shows where the job really is', async () => {
    signIn(USER);
    let current = awaiting();
    serveJob(() => current);
    world.api.on(`POST /api/v1/jobs/${REFERENCE}/payment`, () => {
      current = {
        ...current,
        status: 'EXPIRED',
        payment: awaitingCard({ status: 'UNPAID', authorizationUrl: null, payBy: null }),
      };
      return fail(409, PAYMENT_MESSAGES.notAwaitingPayment, 'INVALID_TRANSITION');
    });
    const opened = jest.spyOn(checkout, 'open').mockImplementation(() => undefined);
    await openJob();

    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));

    expect(await screen.findByText('Expired')).toBeInTheDocument();
    expect(screen.getByText('Reference').closest('dl')).toHaveTextContent(
      'Not paid (Card, through Paystack)',
    );
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
  });

  it('when the hold runs out unpaid, the live stream’s expiry says so in a toast, not “did not answer”', async () => {
    signIn(USER);
    let current = awaiting();
    serveJob(() => current);
    let opened = 0;
    world.api.on('GET /api/v1/events', () => {
      opened += 1;
      if (opened > 1) return { status: 204 };
      current = {
        ...current,
        status: 'EXPIRED',
        payment: awaitingCard({ status: 'UNPAID', authorizationUrl: null, payBy: null }),
      };
      return {
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
        delayMs: 100,
        body: `id: 9\ndata: ${JSON.stringify({
          id: '9',
          reference: REFERENCE,
          status: 'EXPIRED',
          actor: 'SYSTEM',
          reason: null,
          createdAt: fromNow(0),
          serviceName: 'Home cleaning',
          abokiName: 'Halima S.',
        })}\n\n`,
      };
    });
    await openJob();

    expect(await screen.findByText('Expired', undefined, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(world.toasts.map(({ type, text }) => [type, text])).toEqual([
        ['info', 'Your Home cleaning booking was not paid in time, so Halima S.’s time was freed'],
      ]),
    );
  });

  it('a paid job declined by the agent: when it was paid, each refund with where it stands, and a failed one says to contact support', async () => {
    signIn(USER);
    serveJob(() =>
      job({
        status: 'DECLINED',
        paymentMethod: 'TRANSFER',
        payment: paidByCard({
          method: 'TRANSFER',
          status: 'PARTLY_REFUNDED',
          refunds: [
            {
              amountKobo: 1_000_000,
              status: 'PROCESSED',
              createdAt: '2026-11-24T08:00:00.000Z',
              processedAt: '2026-11-24T09:15:00.000Z',
            },
            {
              amountKobo: 200_000,
              status: 'PENDING',
              createdAt: '2026-11-24T08:00:00.000Z',
              processedAt: null,
            },
            {
              amountKobo: 50_000,
              status: 'FAILED',
              createdAt: '2026-11-24T10:00:00.000Z',
              processedAt: null,
            },
          ],
        }),
      }),
    );
    const facts = await openJob();

    expect(facts).toHaveTextContent('Partly refunded (Bank transfer, through Paystack)');
    expect(facts).toHaveTextContent('Paid₦12,000 on Mon 23 Nov, 11:05 (Lagos time)');
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(
      within(refunds)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '₦10,000: Paid backPaid back on Tue 24 Nov, 10:15 (Lagos time)',
      '₦2,000: On its wayAsked for on Tue 24 Nov, 9:00 (Lagos time)',
      '₦500: Failed: contact supportAsked for on Tue 24 Nov, 11:00 (Lagos time)',
    ]);
  });

  it('a completed job shows what its price splits into: the platform’s commission and the Aboki’s share', async () => {
    signIn(USER);
    serveJob(() =>
      job({
        status: 'COMPLETED',
        paymentMethod: 'CARD',
        payment: paidByCard({
          split: { commissionPercent: 15, commissionKobo: 180_000, agentKobo: 1_020_000 },
        }),
      }),
    );
    const facts = await openJob();
    expect(facts).toHaveTextContent('Platform commission (15%)₦1,800');
    expect(facts).toHaveTextContent('To the Aboki and their agent₦10,200');
  });

  it('“View receipt” fetches the receipt with the token and shows it in the page, text only', async () => {
    signIn(USER);
    serveJob(() => job({ status: 'ACCEPTED', paymentMethod: 'CARD', payment: paidByCard() }));
    world.api.on(`GET /api/v1/jobs/${REFERENCE}/receipt`, {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: [
        '<!doctype html><html><head><title>Receipt ABK-7KQ2M9</title>',
        '<style>body { font: 14px sans-serif }</style><script>window.stolen = true</script></head>',
        '<body><h1>Aboki receipt</h1><p onclick="alert(1)" style="color: red">Reference ABK-7KQ2M9</p>',
        '<table>\n  <tr><th>Home cleaning</th><td>₦12,000</td></tr>\n  <tr><th>Paid by card</th><td>₦12,000</td></tr>\n</table>',
        '<img src="/x.png" onerror="alert(1)"><a href="https://example.com">Elsewhere</a></body></html>',
      ].join(''),
    });
    await openJob();

    await userEvent.click(screen.getByRole('button', { name: 'View receipt' }));

    const receipt = await screen.findByRole('region', { name: 'Receipt ABK-7KQ2M9' });
    // One heading: the section's own; the printed page's h1 is not said again.
    expect(
      within(receipt)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Receipt ABK-7KQ2M9']);
    expect(
      within(receipt)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Home cleaning₦12,000', 'Paid by card₦12,000']);
    // Nothing of the file runs or loads: no script, style, image, link or handler is kept.
    expect(
      receipt.querySelector('script, style, img, a[href^="https"], [onclick], [onerror], [style]'),
    ).toBeNull();
    expect(receipt).toHaveTextContent('Elsewhere');
    expect((window as { stolen?: boolean }).stolen).toBeUndefined();
    const asked = world.api.seen.find(({ path }) => path === `/api/v1/jobs/${REFERENCE}/receipt`);
    expect(asked).toMatchObject({ method: 'GET', authorization: 'Bearer real-token' });
    expect(within(receipt).getByRole('button', { name: 'Print' })).toBeInTheDocument();

    await userEvent.click(within(receipt).getByRole('button', { name: 'Close the receipt' }));
    expect(screen.queryByRole('region', { name: 'Receipt ABK-7KQ2M9' })).not.toBeInTheDocument();
  });

  it('a cash job not yet paid offers no receipt', async () => {
    signIn(USER);
    serveJob(() => job({ status: 'ACCEPTED' }));
    const facts = await openJob();

    expect(facts).toHaveTextContent('Cash on completion');
    expect(screen.queryByRole('button', { name: 'View receipt' })).not.toBeInTheDocument();
  });

  it('cancelling a prepaid job late: the fee comes out of the refund, and the button says what comes back', async () => {
    signIn(USER);
    serveJob(() =>
      job({ status: 'ACCEPTED', startsAt: fromNow(150), paymentMethod: 'CARD', payment: paidByCard() }),
    );
    world.api.on(
      `GET /api/v1/jobs/${REFERENCE}/cancellation`,
      ok({ feeKobo: 240_000, refundKobo: 960_000, rule: 'LATE' }),
    );
    await openJob();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }));

    const ask = await screen.findByRole('region', { name: 'Cancel this request?' });
    expect(ask).toHaveTextContent(
      'The fee is kept from what you paid; ₦9,600 goes back to you through Paystack.',
    );
    expect(within(ask).getByRole('button', { name: 'Cancel and get ₦9,600 back' })).toBeInTheDocument();
    expect(ask).not.toHaveTextContent('You pay the fee in cash');
  });
});

describe('the request tabs’ payment words', () => {
  it('say how each job is paid', async () => {
    signIn(USER);
    world.api.on(
      'GET /api/v1/jobs',
      ok({
        jobs: [
          listItem({ reference: 'ABK-1', paymentMethod: 'CARD', paymentStatus: 'PAID' }),
          listItem({ reference: 'ABK-2' }),
          listItem({ reference: 'ABK-3', paymentMethod: 'TRANSFER', paymentStatus: 'REFUND_PENDING' }),
        ],
        nextCursor: null,
      }),
    );
    renderRoutes(routes, '/manage-services-request/upcoming');

    const list = await screen.findByRole('list', { name: 'Requests' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Paid by card');
    expect(rows[1]).toHaveTextContent('Cash on completion');
    expect(rows[2]).toHaveTextContent('Refund on its way');
  });
});
