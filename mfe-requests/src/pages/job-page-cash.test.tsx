import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CashCheckView, JobUserView } from 'shared/schemas';
import { fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { settle } from '@aboki/test-kit/toasts';
import { routes } from '../routes.js';
import { USER, cashPayment, job } from '../test/fixtures.js';

// Issue 22, item 11, on the User's job page: a completed cash job shows what was owed and what the
// Aboki recorded apart, asks "Did you pay ₦X?" once, and says plainly when support will call.

const world = setUpPageTestWorld();

afterEach(async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
});

const REFERENCE = 'ABK-7KQ2M9';
const PAGE = `/manage-services-request/job/${REFERENCE}`;
const fromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const COMPLETED_AT = '2026-12-12T12:10:00+01:00';

/** A cash job done: the Aboki recorded `cash` (₦12,000 owed unless said otherwise). */
function completed(cash: Partial<CashCheckView> = {}): JobUserView {
  return job({
    status: 'COMPLETED',
    completedAt: COMPLETED_AT,
    cashReceivedKobo: cash.recordedKobo ?? 1_200_000,
    payment: cashPayment({
      status: 'PAID',
      paidAt: COMPLETED_AT,
      cash: {
        owedKobo: 1_200_000,
        recordedKobo: 1_200_000,
        differenceReason: null,
        confirmedKobo: null,
        confirmedAt: null,
        confirmBy: fromNow(13 * 24 * 60),
        flaggedAt: null,
        ...cash,
      },
    }),
  });
}

function serveJob(current: () => JobUserView) {
  world.api.on(`GET /api/v1/jobs/${REFERENCE}`, () => ok({ job: current() }));
  world.api.on(`GET /api/v1/jobs/${REFERENCE}/events`, ok({ events: [] }));
}

async function openJob() {
  renderRoutes(routes, PAGE);
  await screen.findByRole('heading', { level: 2, name: 'Halima S.' });
  return screen.getByText('Reference').closest('dl')!;
}

/** The list of facts as "label: value" lines. */
const factsOf = (facts: HTMLElement) =>
  Array.from(
    facts.querySelectorAll('dt'),
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );

const confirmations = () =>
  world.api.seen
    .filter(({ path }) => path.endsWith('/cash-confirmation'))
    .map(({ method, path, body }) => [method, path, body]);

describe('the cash check on the job page', () => {
  it('shows owed and recorded apart, asks “Did you pay ₦12,000?”, and “Yes” sends that amount once', async () => {
    signIn(USER);
    let current = completed();
    serveJob(() => current);
    world.api.on(`POST /api/v1/jobs/${REFERENCE}/cash-confirmation`, () => {
      current = completed({
        confirmedKobo: 1_200_000,
        confirmedAt: fromNow(0),
        confirmBy: null,
      });
      return ok({ job: current }, 'Thank you. You confirmed what you paid.');
    });
    const facts = await openJob();

    expect(factsOf(facts)).toEqual(
      expect.arrayContaining([
        'Price: ₦12,000',
        'Payment: Paid in cash',
        'Owed: ₦12,000',
        'Cash recorded by your Aboki: ₦12,000 on Sat 12 Dec, 12:10 (Lagos time)',
      ]),
    );
    // The Aboki's figure is never shown alone as what was paid.
    expect(factsOf(facts).some((line) => line.startsWith('Paid:'))).toBe(false);
    const question = screen.getByRole('region', { name: 'Did you pay ₦12,000?' });
    expect(question).toHaveTextContent('Halima S. recorded ₦12,000 in cash for this job.');
    expect(question).not.toHaveTextContent('You owed');

    await userEvent.click(within(question).getByRole('button', { name: 'Yes, I paid ₦12,000' }));

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Did you pay ₦12,000?' })).not.toBeInTheDocument(),
    );
    expect(factsOf(screen.getByText('Reference').closest('dl')!)).toContain('You confirmed: ₦12,000');
    expect(confirmations()).toEqual([
      ['POST', `/api/v1/jobs/${REFERENCE}/cash-confirmation`, { paidKobo: 1_200_000 }],
    ]);
    await settle();
    expect(world.toasts.map(({ type, text }) => [type, text])).toEqual([
      ['success', 'Thank you. You confirmed what you paid.'],
    ]);
  });

  it('an amount the Aboki explained: owed, recorded and the reason; “No” with the amount paid says support will call', async () => {
    signIn(USER);
    const explained = { recordedKobo: 12_000_000, differenceReason: 'Paid for ten visits' };
    let current = completed(explained);
    serveJob(() => current);
    world.api.on(`POST /api/v1/jobs/${REFERENCE}/cash-confirmation`, () => {
      current = completed({
        ...explained,
        confirmedKobo: 1_200_000,
        confirmedAt: fromNow(0),
        confirmBy: null,
        flaggedAt: fromNow(0),
      });
      return ok({ job: current }, 'Thank you. Aboki support will contact you about the difference.');
    });
    const facts = await openJob();

    expect(factsOf(facts)).toEqual(
      expect.arrayContaining([
        'Owed: ₦12,000',
        'Cash recorded by your Aboki: ₦120,000 on Sat 12 Dec, 12:10 (Lagos time)',
        'Reason for the difference: Paid for ten visits',
      ]),
    );
    const question = screen.getByRole('region', { name: 'Did you pay ₦120,000?' });
    expect(question).toHaveTextContent(
      'Halima S. recorded ₦120,000 in cash for this job. You owed ₦12,000; the reason they gave: “Paid for ten visits”.',
    );

    await userEvent.click(within(question).getByRole('button', { name: 'No, I paid a different amount' }));
    const amount = within(question).getByRole('textbox', { name: 'Amount you paid (₦)' });
    // Something that is not an amount is caught here, at the field, and nothing is sent.
    await userEvent.type(amount, '12k');
    await userEvent.click(within(question).getByRole('button', { name: 'Send the amount' }));
    expect(amount).toHaveAccessibleDescription('Enter the amount you paid in naira, e.g. 4500');
    expect(confirmations()).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '12,000');
    await userEvent.click(within(question).getByRole('button', { name: 'Send the amount' }));

    const support = await screen.findByRole('region', { name: 'Aboki support will contact you' });
    expect(support).toHaveTextContent(
      'You told us you paid ₦12,000, but Halima S. recorded ₦120,000. Aboki support will contact you about the difference.',
    );
    expect(factsOf(screen.getByText('Reference').closest('dl')!)).toEqual(
      expect.arrayContaining([
        'You confirmed: ₦12,000',
        'Aboki support: Looking into the difference; they will contact you',
      ]),
    );
    expect(confirmations()).toEqual([
      ['POST', `/api/v1/jobs/${REFERENCE}/cash-confirmation`, { paidKobo: 1_200_000 }],
    ]);
  });

  it('the server’s word on the amount appears at the field', async () => {
    signIn(USER);
    serveJob(() => completed());
    world.api.on(
      `POST /api/v1/jobs/${REFERENCE}/cash-confirmation`,
      fail(400, 'paidKobo: That is more than ₦1,000,000. Check the amount you paid.', 'VALIDATION_ERROR', {
        fields: { paidKobo: 'That is more than ₦1,000,000. Check the amount you paid.' },
      }),
    );
    await openJob();
    const question = screen.getByRole('region', { name: 'Did you pay ₦12,000?' });

    await userEvent.click(within(question).getByRole('button', { name: 'No, I paid a different amount' }));
    const amount = within(question).getByRole('textbox', { name: 'Amount you paid (₦)' });
    await userEvent.type(amount, '2000000');
    await userEvent.click(within(question).getByRole('button', { name: 'Send the amount' }));

    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('That is more than ₦1,000,000. Check the amount you paid.'),
    );
  });

  it('answered on another phone meanwhile (409): the page shows the answer instead of asking again', async () => {
    signIn(USER);
    let current = completed();
    serveJob(() => current);
    world.api.on(`POST /api/v1/jobs/${REFERENCE}/cash-confirmation`, () => {
      current = completed({ confirmedKobo: 1_200_000, confirmedAt: fromNow(-1), confirmBy: null });
      return fail(409, 'You have already told us what you paid for this job.', 'CASH_ALREADY_CONFIRMED');
    });
    await openJob();

    await userEvent.click(screen.getByRole('button', { name: 'Yes, I paid ₦12,000' }));

    await waitFor(() =>
      expect(factsOf(screen.getByText('Reference').closest('dl')!)).toContain('You confirmed: ₦12,000'),
    );
    expect(screen.queryByRole('region', { name: 'Did you pay ₦12,000?' })).not.toBeInTheDocument();
  });

  it('once the days to answer are over, the figures stay and the question is gone', async () => {
    signIn(USER);
    serveJob(() => completed({ confirmBy: fromNow(-1) }));
    const facts = await openJob();

    expect(factsOf(facts)).toContain('Owed: ₦12,000');
    expect(screen.queryByRole('button', { name: /^Yes, I paid/ })).not.toBeInTheDocument();
  });
});
