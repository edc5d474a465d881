import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OPS_MESSAGES, type OpsAbokiReview } from 'shared/schemas';
import { fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { settle } from '@aboki/test-kit/toasts';
import { auditEntry, findHeading, openConsole, postsOf, review } from '../test/fixtures.js';

const world = setUpPageTestWorld();

async function openReview(aboki: OpsAbokiReview = review()) {
  world.api.on(`GET /api/v1/ops/abokis/${aboki.id}`, ok({ aboki }));
  openConsole(world.api, `/ops/abokis/${aboki.id}`);
  await findHeading(aboki.displayName);
}

const section = (name: string) => screen.getByRole('region', { name });
/** A decision's form, by its heading. */
const form = (name: string) => screen.getByRole('form', { name });

describe('the review page (issue 25)', () => {
  it('shows everything to decide on, in words', async () => {
    await openReview(
      review({
        sameIdElsewhere: [{ id: 'ab-9', displayName: 'Musa Bello (Kano)' }],
        guarantorChecks: [
          {
            outcome: 'UNREACHABLE',
            note: 'No answer twice',
            by: 'tunde@aboki.ng',
            at: '2026-11-21T09:05:00.000Z',
          },
        ],
        history: [auditEntry()],
      }),
    );

    expect(screen.getByText('Waiting for review')).toBeInTheDocument();
    expect(document.title).toBe('Review of Musa B. · Aboki');
    expect(screen.getByRole('img', { name: 'Photo of Musa B.' })).toHaveAttribute(
      'src',
      '/api/v1/photos/ab-1.webp',
    );
    const aboki = section('The Aboki');
    expect(aboki).toHaveTextContent('Musa Bello');
    expect(aboki).toHaveTextContent('1994-03-12');
    expect(aboki).toHaveTextContent('12 Allen Avenue, Ikeja, Lagos');
    expect(aboki).toHaveTextContent('English, Hausa');
    const services = within(aboki).getByRole('list', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['House cleaning ₦15,000', 'Laundry ₦8,000']);

    const agent = section('The agent');
    expect(agent).toHaveTextContent('Ada Helpers');
    expect(agent).toHaveTextContent('NIN ending 4321');
    expect(agent).toHaveTextContent('Not approved yet: approving this Aboki approves it too');

    const identity = section('ID check');
    expect(identity).toHaveTextContent('Matches');
    expect(identity).toHaveTextContent('ending 1234');
    expect(identity).toHaveTextContent('PRV-778');
    expect(identity).toHaveTextContent('Version nin-check-2026-11, given Thu 19 Nov 2026, 10:58');
    const warning = within(identity).getByRole('note', { name: 'Same ID elsewhere' });
    expect(within(warning).getByRole('link', { name: 'Musa Bello (Kano)' })).toHaveAttribute(
      'href',
      '/ops/abokis/ab-9',
    );

    const guarantor = section('Guarantor');
    expect(within(guarantor).getByRole('link', { name: '+2348051112222' })).toHaveAttribute(
      'href',
      'tel:+2348051112222',
    );
    expect(guarantor).toHaveTextContent('Uncle');
    const calls = within(guarantor).getByRole('list', { name: 'Calls so far' });
    expect(calls).toHaveTextContent('Unreachable · tunde@aboki.ng, Sat 21 Nov 2026, 10:05');
    expect(calls).toHaveTextContent('No answer twice');

    expect(within(section('History')).getByRole('table', { name: 'History' })).toHaveTextContent(
      'Guarantor call recorded',
    );
    expect(document.body).not.toHaveTextContent(/PENDING_REVIEW|UNREACHABLE|MATCH\b/);
  });

  it.each([
    [{ status: 'PENDING_REVIEW' }, ['Approve', 'Send back to the agent']],
    [{ status: 'ACTIVE', verifiedAt: null }, ['Approve', 'Send back to the agent', 'Suspend']],
    [{ status: 'ACTIVE', verifiedAt: '2026-11-22T10:00:00.000Z' }, ['Suspend']],
    [{ status: 'PAUSED' }, ['Suspend']],
    [{ status: 'SUSPENDED' }, ['Reinstate']],
    [{ status: 'REJECTED' }, []],
    [{ status: 'DRAFT' }, []],
  ] as const)('offers, for %o, exactly %o', async (change, decisions) => {
    await openReview(review(change));

    const offered = screen.queryByRole('region', { name: 'Decide' });
    expect(
      offered
        ? within(offered)
            .getAllByRole('heading', { level: 3 })
            .map((h) => h.textContent)
        : [],
    ).toEqual(decisions);
  });

  it('says where an Aboki taking bookings stands: verified or not yet', async () => {
    await openReview(review({ status: 'ACTIVE', verifiedAt: '2026-11-22T10:00:00.000Z' }));
    expect(screen.getByText('Taking bookings, verified Sun 22 Nov 2026, 11:00')).toBeInTheDocument();
  });

  it('approves a matching ID check without an override, and shows the refreshed review', async () => {
    await openReview();
    world.api.on(
      'POST /api/v1/ops/abokis/ab-1/approve',
      ok({ aboki: review({ status: 'ACTIVE', verifiedAt: '2026-11-26T09:00:00.000Z' }) }),
    );

    expect(within(form('Approve')).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(form('Approve')).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Taking bookings, verified Thu 26 Nov 2026, 10:00')).toBeInTheDocument();
    expect(postsOf(world.api.seen)).toEqual([['/api/v1/ops/abokis/ab-1/approve', {}]]);
    expect(screen.queryByRole('form', { name: 'Approve' })).not.toBeInTheDocument();
    await settle();
    expect(world.toasts).toEqual([
      expect.objectContaining({ type: 'success', text: 'Approved: the Aboki can take bookings.' }),
    ]);
  });

  it('without a matching ID check, approves only with a written override of 10 characters or more', async () => {
    await openReview(review({ identity: { ...review().identity!, result: 'PARTIAL' } }));
    world.api.on('POST /api/v1/ops/abokis/ab-1/approve', ok({ aboki: review({ status: 'ACTIVE' }) }));
    const approve = form('Approve');
    const override = within(approve).getByLabelText('Why you approve without a matching ID check');

    await userEvent.click(within(approve).getByRole('button', { name: 'Approve' }));
    expect(await within(approve).findByText(OPS_MESSAGES.writeOverride)).toBeInTheDocument();

    await userEvent.type(override, 'too short');
    await userEvent.click(within(approve).getByRole('button', { name: 'Approve' }));
    expect(await within(approve).findByText(OPS_MESSAGES.writeOverride)).toBeInTheDocument();
    expect(postsOf(world.api.seen)).toEqual([]);

    await userEvent.clear(override);
    await userEvent.type(override, '  Saw the passport on a video call  ');
    await userEvent.click(within(approve).getByRole('button', { name: 'Approve' }));

    await waitFor(() =>
      expect(postsOf(world.api.seen)).toEqual([
        ['/api/v1/ops/abokis/ab-1/approve', { override: 'Saw the passport on a video call' }],
      ]),
    );
    expect(await screen.findByText('Taking bookings, not yet verified')).toBeInTheDocument();
  });

  it('asks for the override with no ID check at all, too', async () => {
    await openReview(review({ identity: null }));
    expect(within(section('ID check')).getByText('No ID yet')).toBeInTheDocument();
    expect(
      within(form('Approve')).getByLabelText('Why you approve without a matching ID check'),
    ).toBeInTheDocument();
  });

  it('shows a 409 or 422 as the API says it', async () => {
    await openReview();
    world.api.on('POST /api/v1/ops/abokis/ab-1/approve', fail(409, OPS_MESSAGES.notWaiting, 'CONFLICT'));

    await userEvent.click(within(form('Approve')).getByRole('button', { name: 'Approve' }));

    expect(await within(form('Approve')).findByRole('alert')).toHaveTextContent(OPS_MESSAGES.notWaiting);
    expect(screen.getByText('Waiting for review')).toBeInTheDocument();

    world.api.on(
      'POST /api/v1/ops/abokis/ab-1/approve',
      fail(422, OPS_MESSAGES.needsGuarantor, 'REVIEW_INCOMPLETE'),
    );
    await userEvent.click(within(form('Approve')).getByRole('button', { name: 'Approve' }));
    expect(await within(form('Approve')).findByText(OPS_MESSAGES.needsGuarantor)).toBeInTheDocument();
  });

  it('records a guarantor call with its outcome and note, and shows it', async () => {
    await openReview();
    const recorded = review({
      guarantorChecks: [
        {
          outcome: 'CONFIRMED',
          note: 'Knows him 10 years',
          by: 'tunde@aboki.ng',
          at: '2026-11-26T08:00:00.000Z',
        },
      ],
    });
    world.api.on('POST /api/v1/ops/abokis/ab-1/guarantor', ok({ aboki: recorded }));
    const call = form('Record a call');

    await userEvent.click(within(call).getByRole('button', { name: 'Record the call' }));
    expect(await within(call).findByText(OPS_MESSAGES.chooseOutcome)).toBeInTheDocument();
    expect(postsOf(world.api.seen)).toEqual([]);

    expect(
      within(call)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['Reached', 'Confirmed', 'Refused', 'Unreachable']);
    await userEvent.click(within(call).getByRole('radio', { name: 'Confirmed' }));
    await userEvent.type(within(call).getByLabelText(/Note/), 'Knows him 10 years');
    await userEvent.click(within(call).getByRole('button', { name: 'Record the call' }));

    const calls = await within(section('Guarantor')).findByRole('list', { name: 'Calls so far' });
    expect(calls).toHaveTextContent('Confirmed · tunde@aboki.ng, Thu 26 Nov 2026, 9:00');
    expect(postsOf(world.api.seen)).toEqual([
      ['/api/v1/ops/abokis/ab-1/guarantor', { outcome: 'CONFIRMED', note: 'Knows him 10 years' }],
    ]);
  });

  it('sends no note when none is written', async () => {
    await openReview();
    world.api.on('POST /api/v1/ops/abokis/ab-1/guarantor', ok({ aboki: review() }));
    const call = form('Record a call');

    await userEvent.click(within(call).getByRole('radio', { name: 'Unreachable' }));
    await userEvent.click(within(call).getByRole('button', { name: 'Record the call' }));

    await waitFor(() =>
      expect(postsOf(world.api.seen)).toEqual([
        ['/api/v1/ops/abokis/ab-1/guarantor', { outcome: 'UNREACHABLE' }],
      ]),
    );
  });

  it('sends back to the agent only with a reason', async () => {
    await openReview();
    world.api.on(
      'POST /api/v1/ops/abokis/ab-1/reject',
      ok({ aboki: review({ status: 'REJECTED', reviewNote: 'The photo is blurred, take another.' }) }),
    );
    const reject = form('Send back to the agent');

    await userEvent.type(within(reject).getByLabelText('What the agent must fix'), 'Blurred');
    await userEvent.click(within(reject).getByRole('button', { name: 'Send back to the agent' }));
    expect(await within(reject).findByText(OPS_MESSAGES.writeReason)).toBeInTheDocument();
    expect(postsOf(world.api.seen)).toEqual([]);

    await userEvent.clear(within(reject).getByLabelText('What the agent must fix'));
    await userEvent.type(
      within(reject).getByLabelText('What the agent must fix'),
      'The photo is blurred, take another.',
    );
    await userEvent.click(within(reject).getByRole('button', { name: 'Send back to the agent' }));

    expect(
      await screen.findByText('Last note to the agent: The photo is blurred, take another.'),
    ).toBeInTheDocument();
    expect(postsOf(world.api.seen)).toEqual([
      ['/api/v1/ops/abokis/ab-1/reject', { reason: 'The photo is blurred, take another.' }],
    ]);
    expect(screen.queryByRole('region', { name: 'Decide' })).not.toBeInTheDocument();
  });

  it('suspends with a reason, then offers to reinstate', async () => {
    await openReview(review({ status: 'PAUSED' }));
    world.api.on('POST /api/v1/ops/abokis/ab-1/suspend', ok({ aboki: review({ status: 'SUSPENDED' }) }));
    world.api.on('POST /api/v1/ops/abokis/ab-1/reinstate', ok({ aboki: review({ status: 'ACTIVE' }) }));

    const suspend = form('Suspend');
    await userEvent.type(
      within(suspend).getByLabelText('Why you suspend this Aboki'),
      'A customer reported theft',
    );
    await userEvent.click(within(suspend).getByRole('button', { name: 'Suspend' }));

    const reinstate = await screen.findByRole('form', { name: 'Reinstate' });
    expect(screen.getByText('Suspended')).toBeInTheDocument();
    await userEvent.type(
      within(reinstate).getByLabelText('Why you reinstate this Aboki'),
      'Police found no case',
    );
    await userEvent.click(within(reinstate).getByRole('button', { name: 'Reinstate' }));

    expect(await screen.findByText('Taking bookings, not yet verified')).toBeInTheDocument();
    expect(postsOf(world.api.seen)).toEqual([
      ['/api/v1/ops/abokis/ab-1/suspend', { reason: 'A customer reported theft' }],
      ['/api/v1/ops/abokis/ab-1/reinstate', { reason: 'Police found no case' }],
    ]);
    await settle();
    expect(world.toasts.map((toast) => toast.text)).toEqual([
      'Suspended: the Aboki is hidden and takes no bookings.',
      'Reinstated: the Aboki can take bookings again.',
    ]);
  });

  it('puts a field error from the API under the reason', async () => {
    await openReview(review({ status: 'SUSPENDED' }));
    world.api.on(
      'POST /api/v1/ops/abokis/ab-1/reinstate',
      fail(400, 'Check the form', 'VALIDATION_ERROR', { fields: { reason: OPS_MESSAGES.reasonTooLong } }),
    );
    const reinstate = form('Reinstate');

    await userEvent.type(
      within(reinstate).getByLabelText('Why you reinstate this Aboki'),
      'Long enough reason',
    );
    await userEvent.click(within(reinstate).getByRole('button', { name: 'Reinstate' }));

    expect(await within(reinstate).findByText(OPS_MESSAGES.reasonTooLong)).toBeInTheDocument();
    expect(within(reinstate).getByLabelText('Why you reinstate this Aboki')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
