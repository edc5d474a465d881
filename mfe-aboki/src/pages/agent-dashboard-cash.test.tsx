import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobListItem } from 'shared/schemas';
import { fail, ok } from '@aboki/test-kit/api-server';
import { signIn } from '@aboki/test-kit/page-world';
import { setUpDashboardTestWorld } from '../test/dashboard-world.js';
import { AGENT, agentJob, boardJob, fromNow, jobItem } from '../test/fixtures.js';

// Issue 22, item 11, on the agent's dashboard: completing a cash job starts from what the customer
// owes; another figure shows what is owed and asks why before anything is sent, and the server's
// word lands at the field it is about.

const { world, serveBoard, openDashboard, posts } = setUpDashboardTestWorld();

/** Today's ₦12,000 cash job, started 2 hours ago, with "Complete" open. */
async function openCompletion() {
  signIn(AGENT);
  const job = jobItem({ reference: 'ABK-3003', status: 'IN_PROGRESS', startsAt: fromNow(-120) });
  let status: JobListItem['status'] = 'IN_PROGRESS';
  serveBoard(() => (status === 'COMPLETED' ? {} : { today: [boardJob({ ...job, status })] }));
  world.api.on('POST /api/v1/jobs/ABK-3003/complete', () => {
    status = 'COMPLETED';
    return ok({ job: agentJob({ ...job, status }) }, 'Job done. Thank you!');
  });
  await openDashboard();
  const row = await screen.findByRole('listitem', { name: 'Today Home cleaning, ABK-3003' });
  await userEvent.click(within(row).getByRole('button', { name: 'Complete' }));
  const form = within(row).getByRole('form', { name: 'Complete ABK-3003' });
  return { form, cash: within(form).getByRole('textbox', { name: 'Cash received (₦)' }) };
}

describe('completing a cash job', () => {
  it('an extra zero shows what is owed and asks why before sending; the reason goes with the amount', async () => {
    const { form, cash } = await openCompletion();
    expect(cash).toHaveValue('12000');
    expect(cash).toHaveAccessibleDescription('The customer owes ₦12,000.');
    expect(within(form).queryByRole('textbox', { name: 'Why is it different?' })).not.toBeInTheDocument();

    await userEvent.type(cash, '0');

    expect(within(form).getByRole('status')).toHaveTextContent(
      '₦120,000 is not what the customer owes (₦12,000). Check the amount; if it is right, say why it is different.',
    );
    const why = within(form).getByRole('textbox', { name: 'Why is it different?' });
    await userEvent.click(within(form).getByRole('button', { name: 'Complete the job' }));
    expect(why).toHaveAccessibleDescription(
      'Say why the cash is different from what the customer owes (at least 3 characters)',
    );
    expect(posts()).toEqual([]);

    await userEvent.type(why, '  Paid for ten visits ahead ');
    await userEvent.click(within(form).getByRole('button', { name: 'Complete the job' }));

    await screen.findByText('No jobs today.');
    expect(posts()).toEqual([
      [
        '/api/v1/jobs/ABK-3003/complete',
        { cashReceivedKobo: 12_000_000, cashDifferenceReason: 'Paid for ten visits ahead' },
      ],
    ]);
  });

  it('the amount corrected back to what is owed needs no reason and sends none', async () => {
    const { form, cash } = await openCompletion();
    await userEvent.type(cash, '0');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Why is it different?' }), 'A typo');
    await userEvent.clear(cash);
    await userEvent.type(cash, '12,000');

    expect(within(form).queryByRole('textbox', { name: 'Why is it different?' })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Complete the job' }));

    await screen.findByText('No jobs today.');
    expect(posts()).toEqual([['/api/v1/jobs/ABK-3003/complete', { cashReceivedKobo: 1_200_000 }]]);
  });

  it('the server’s refusal shows at the cash field, its word on the reason at the reason', async () => {
    const { form, cash } = await openCompletion();
    const refusal =
      'You entered ₦12,000, but the customer owes ₦14,000. Correct the amount, or say why it is different.';
    let answer = fail(422, refusal, 'CASH_DIFFERENCE_UNCONFIRMED', { fields: { cashReceivedKobo: refusal } });
    world.api.on('POST /api/v1/jobs/ABK-3003/complete', () => answer);

    await userEvent.click(within(form).getByRole('button', { name: 'Complete the job' }));
    await waitFor(() => expect(cash).toHaveAccessibleDescription(`The customer owes ₦12,000. ${refusal}`));

    const tooLong = 'Keep the reason to 300 characters';
    answer = fail(400, tooLong, 'VALIDATION_ERROR', {
      fields: { cashDifferenceReason: tooLong },
    });
    await userEvent.clear(cash);
    await userEvent.type(cash, '13000');
    const why = within(form).getByRole('textbox', { name: 'Why is it different?' });
    await userEvent.type(why, 'The customer asked for the balcony too');
    await userEvent.click(within(form).getByRole('button', { name: 'Complete the job' }));

    await waitFor(() => expect(why).toHaveAccessibleDescription(tooLong));
    expect(cash).toHaveAccessibleDescription('The customer owes ₦12,000.');
  });
});
