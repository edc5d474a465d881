import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OPS_DISPUTE_MESSAGES, OPS_MESSAGES, type OpsDispute } from 'shared/schemas';
import { fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { settle } from '@aboki/test-kit/toasts';
import { opsDispute } from '../test/dispute-fixtures.js';
import { auditEntry, findHeading, openConsole, postsOf } from '../test/fixtures.js';

const world = setUpPageTestWorld();

const PATH = '/api/v1/ops/disputes/dp-1';

async function openDispute(dispute: OpsDispute = opsDispute()) {
  world.api.on(`GET ${PATH}`, ok({ dispute }));
  for (const key of dispute.photoKeys) {
    world.api.on(`GET ${PATH}/photos/${key}.webp`, {
      status: 200,
      body: `RIFF-${key}`,
      headers: { 'content-type': 'image/webp' },
    });
  }
  openConsole(world.api, '/ops/disputes/dp-1');
  await findHeading(`Damage · ${dispute.job.reference}`);
}

const section = (name: string) => screen.getByRole('region', { name });
const form = (name: string) => screen.getByRole('form', { name });
/** A list of facts as "term: value" lines. */
const factsOf = (element: HTMLElement) =>
  Array.from(
    element.querySelectorAll('dt'),
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );

const proposal = {
  outcome: 'PARTIAL_REFUND' as const,
  refundKobo: 6_000_000,
  reason: 'The blender and a glass were broken.',
  consequence: 'STRIKE' as const,
  proposedBy: 'bisi@aboki.ng',
  proposedAt: '2026-11-26T10:00:00.000Z',
};

describe('a dispute in the console (issue 25)', () => {
  it('shows the report with its photos, the agent’s side, the job’s money, the people and the history', async () => {
    await openDispute(
      opsDispute({
        history: [
          auditEntry({ action: 'DISPUTE_REFUND_SENT_BACK', targetType: 'dispute', targetId: 'dp-1' }),
        ],
      }),
    );

    expect(document.title).toBe('Dispute on ABK-7KQ2M9 · Aboki');
    expect(screen.getByText('Waiting for a decision')).toBeInTheDocument();
    const report = section('The report');
    expect(factsOf(report)).toEqual([
      'Reason: Damage',
      'Reported: Thu 26 Nov 2026, 9:30',
      'What the User wrote: The blender was broken after the cleaning.',
    ]);
    const photo = await within(report).findByRole('img', { name: 'Photo 2 of the report' });
    expect(photo).toHaveAttribute('src', `data:image/webp;base64,${btoa('RIFF-ph-2')}`);
    expect(
      world.api.seen
        .filter(({ path }) => path.includes('/photos/'))
        .map(({ authorization }) => authorization),
    ).toEqual(['Bearer real-token', 'Bearer real-token']);
    expect(section('The agent’s side')).toHaveTextContent('No answer yet, due Sat 28 Nov 2099, 9:30.');
    expect(factsOf(section('The job'))).toEqual([
      'Reference: ABK-7KQ2M9',
      'Service: Home cleaning',
      'Price: ₦150,000',
      'Payment: Card',
      'A refund can give back: ₦150,000',
      'Completed: Wed 25 Nov 2026, 16:00',
    ]);
    const people = section('People');
    expect(factsOf(people)).toEqual([
      'The User: Ngozi Ezengozi@example.com',
      'The agent: Ada Obiada@example.com',
      'The Aboki: Musa B.Taking bookings · 1 strike',
    ]);
    expect(within(people).getByRole('link', { name: 'Ngozi Eze' })).toHaveAttribute(
      'href',
      '/ops/people/u-1',
    );
    expect(within(people).getByRole('link', { name: 'Musa B.' })).toHaveAttribute('href', '/ops/abokis/ab-1');
    expect(within(section('The job')).getByRole('link', { name: 'ABK-7KQ2M9' })).toHaveAttribute(
      'href',
      '/ops/jobs/ABK-7KQ2M9',
    );
    expect(within(section('History')).getByText('Refund sent back')).toBeInTheDocument();
  });

  it('checks the decision before sending it: a choice, a reason, and an amount for a partial refund', async () => {
    await openDispute();
    const decide = form('Decide');

    await userEvent.click(within(decide).getByRole('button', { name: 'Record the decision' }));
    expect(within(decide).getByRole('group', { name: 'Refund' })).toHaveTextContent(
      OPS_DISPUTE_MESSAGES.chooseOutcome,
    );
    expect(within(decide).getByLabelText('Reason')).toHaveAccessibleDescription(
      new RegExp(OPS_MESSAGES.writeReason.replace(/[()]/g, '\\$&')),
    );

    await userEvent.click(within(decide).getByRole('radio', { name: 'Partial refund' }));
    await userEvent.type(within(decide).getByLabelText('Amount to refund (₦)'), '150,000');
    await userEvent.type(within(decide).getByLabelText('Reason'), 'The blender was broken.');
    await userEvent.click(within(decide).getByRole('button', { name: 'Propose the refund' }));
    expect(within(decide).getByLabelText('Amount to refund (₦)')).toHaveAccessibleDescription(
      /Enter the amount to refund in naira: more than 0 and less than what was paid/,
    );
    expect(postsOf(world.api.seen)).toEqual([]);
  });

  it('a partial refund above ₦50,000 says a second operator must approve it, and is proposed', async () => {
    await openDispute();
    world.api.on(
      `POST ${PATH}/decision`,
      ok({ dispute: opsDispute({ status: 'AWAITING_APPROVAL', proposal }) }),
    );
    const decide = form('Decide');

    await userEvent.click(within(decide).getByRole('radio', { name: 'Partial refund' }));
    await userEvent.type(within(decide).getByLabelText('Amount to refund (₦)'), '40,000');
    expect(within(decide).queryByRole('status')).not.toBeInTheDocument();
    expect(within(decide).getByRole('button', { name: 'Record the decision' })).toBeInTheDocument();
    await userEvent.clear(within(decide).getByLabelText('Amount to refund (₦)'));
    await userEvent.type(within(decide).getByLabelText('Amount to refund (₦)'), '60,000');
    expect(within(decide).getByRole('status')).toHaveTextContent(
      'This refund is above ₦50,000: a second, different operator must approve it before it is sent.',
    );
    await userEvent.type(within(decide).getByLabelText('Reason'), 'The blender and a glass were broken.');
    await userEvent.click(within(decide).getByRole('radio', { name: 'A strike for the Aboki' }));
    await userEvent.click(within(decide).getByRole('button', { name: 'Propose the refund' }));

    expect(await screen.findByText('Waiting for a second operator')).toBeInTheDocument();
    expect(postsOf(world.api.seen)).toEqual([
      [
        `${PATH}/decision`,
        {
          outcome: 'PARTIAL_REFUND',
          refundKobo: 6_000_000,
          reason: 'The blender and a glass were broken.',
          consequence: 'STRIKE',
        },
      ],
    ]);
    await settle();
    expect(world.toasts.map((toast) => toast.text)).toEqual([
      'Decision recorded: both sides are told by e-mail.',
    ]);
  });

  it('a full refund above the line says so too, and no refund sends no amount', async () => {
    await openDispute();
    world.api.on(
      `POST ${PATH}/decision`,
      ok({
        dispute: opsDispute({
          status: 'DECIDED',
          decision: {
            outcome: 'NO_REFUND',
            refundKobo: 0,
            refundRoute: null,
            reason: 'The photos show an old crack.',
            decidedAt: '2026-11-26T11:00:00.000Z',
            consequence: 'NONE',
            decidedBy: 'tunde@aboki.ng',
          },
        }),
      }),
    );
    const decide = form('Decide');

    await userEvent.click(within(decide).getByRole('radio', { name: 'Full refund: ₦150,000' }));
    expect(within(decide).getByRole('status')).toHaveTextContent('This refund is above ₦50,000');
    await userEvent.click(within(decide).getByRole('radio', { name: 'No refund' }));
    expect(within(decide).queryByRole('status')).not.toBeInTheDocument();
    await userEvent.type(within(decide).getByLabelText('Reason'), 'The photos show an old crack.');
    await userEvent.click(within(decide).getByRole('button', { name: 'Record the decision' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Decide' })).not.toBeInTheDocument());
    expect(factsOf(section('Decision'))).toEqual([
      'Refund: No refund',
      'And for the Aboki: Nothing more',
      'Reason: The photos show an old crack.',
      'Decided: Thu 26 Nov 2026, 12:00 by tunde@aboki.ng',
    ]);
    expect(postsOf(world.api.seen)).toEqual([
      [
        `${PATH}/decision`,
        { outcome: 'NO_REFUND', reason: 'The photos show an old crack.', consequence: 'NONE' },
      ],
    ]);
  });

  it('puts what the API refused under its field, or under the form', async () => {
    await openDispute();
    world.api.on(
      `POST ${PATH}/decision`,
      fail(400, 'Check the details', 'VALIDATION_ERROR', {
        fields: { refundKobo: 'The refund cannot be more than the job was paid: ₦150,000' },
      }),
    );
    const decide = form('Decide');
    await userEvent.click(within(decide).getByRole('radio', { name: 'Partial refund' }));
    await userEvent.type(within(decide).getByLabelText('Amount to refund (₦)'), '1,000');
    await userEvent.type(within(decide).getByLabelText('Reason'), 'A cup was chipped.');
    await userEvent.click(within(decide).getByRole('button', { name: 'Record the decision' }));

    await waitFor(() =>
      expect(within(decide).getByLabelText('Amount to refund (₦)')).toHaveAccessibleDescription(
        /The refund cannot be more than the job was paid: ₦150,000/,
      ),
    );

    world.api.on(`POST ${PATH}/decision`, fail(409, OPS_DISPUTE_MESSAGES.alreadyRefunded, 'CONFLICT'));
    await userEvent.click(within(decide).getByRole('button', { name: 'Record the decision' }));
    expect(await within(decide).findByRole('alert')).toHaveTextContent(OPS_DISPUTE_MESSAGES.alreadyRefunded);
  });

  it('a second operator approves a proposed refund, and the decision shows', async () => {
    await openDispute(opsDispute({ status: 'AWAITING_APPROVAL', proposal }));
    world.api.on(
      `POST ${PATH}/approval`,
      ok({
        dispute: opsDispute({
          status: 'DECIDED',
          decision: {
            outcome: 'PARTIAL_REFUND',
            refundKobo: 6_000_000,
            refundRoute: 'PAYSTACK',
            reason: proposal.reason,
            decidedAt: '2026-11-26T11:00:00.000Z',
            consequence: 'STRIKE',
            decidedBy: 'tunde@aboki.ng',
          },
        }),
      }),
    );
    const decision = section('Decision');
    expect(decision).toHaveTextContent(
      'bisi@aboki.ng proposed this Thu 26 Nov 2026, 11:00. It waits for a second, different operator.',
    );
    expect(factsOf(decision)).toEqual([
      'Refund: Partial refund',
      'Amount: ₦60,000',
      'And for the Aboki: A strike for the Aboki',
      'Reason: The blender and a glass were broken.',
    ]);

    await userEvent.click(within(decision).getByRole('button', { name: 'Approve and send the refund' }));

    // The proposal's facts show an amount too: wait for what only the decision says.
    await waitFor(() =>
      expect(factsOf(section('Decision'))).toContain(
        'Where the refund goes: Back through Paystack to the card or account that paid',
      ),
    );
    expect(factsOf(section('Decision'))).toContain('Amount: ₦60,000');
    expect(postsOf(world.api.seen)).toEqual([[`${PATH}/approval`, {}]]);
  });

  it('tells the operator who proposed it that another operator must approve it', async () => {
    await openDispute(
      opsDispute({ status: 'AWAITING_APPROVAL', proposal: { ...proposal, proposedBy: 'tunde@aboki.ng' } }),
    );
    const decision = section('Decision');
    expect(decision).toHaveTextContent(
      'You proposed this refund: a second, different operator must approve it.',
    );
    expect(
      within(decision).queryByRole('button', { name: 'Approve and send the refund' }),
    ).not.toBeInTheDocument();
  });

  it('shows the API’s 409 when the approver is the proposer after all', async () => {
    await openDispute(opsDispute({ status: 'AWAITING_APPROVAL', proposal }));
    world.api.on(`POST ${PATH}/approval`, fail(409, OPS_DISPUTE_MESSAGES.sameOperator, 'CONFLICT'));

    await userEvent.click(screen.getByRole('button', { name: 'Approve and send the refund' }));

    expect(await within(section('Approve')).findByRole('alert')).toHaveTextContent(
      OPS_DISPUTE_MESSAGES.sameOperator,
    );
  });

  it('sends a proposed refund back only with a reason, and the dispute is open again', async () => {
    await openDispute(opsDispute({ status: 'AWAITING_APPROVAL', proposal }));
    world.api.on(`POST ${PATH}/send-back`, ok({ dispute: opsDispute() }));
    const back = form('Send back');

    await userEvent.click(within(back).getByRole('button', { name: 'Send back' }));
    expect(within(back).getByLabelText('Why you send it back')).toHaveAttribute('aria-invalid', 'true');
    expect(postsOf(world.api.seen)).toEqual([]);

    await userEvent.type(
      within(back).getByLabelText('Why you send it back'),
      'The glass was already broken.',
    );
    await userEvent.click(within(back).getByRole('button', { name: 'Send back' }));

    expect(await screen.findByRole('form', { name: 'Decide' })).toBeInTheDocument();
    expect(postsOf(world.api.seen)).toEqual([
      [`${PATH}/send-back`, { reason: 'The glass was already broken.' }],
    ]);
  });
});
