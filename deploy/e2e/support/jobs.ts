import type { APIRequestContext, Page } from '@playwright/test';
import { toLagosIso } from 'shared/lagos-time';
import { json } from './abokis.js';
import type { Account } from './accounts.js';
import { moveClockTo } from './clock.js';
import { expectHeading } from './fixtures.js';

// Jobs the journeys need done before their own part begins: booked through the API, paid on the
// Paystack simulator's checkout page as a User would, and carried through by the agent's API calls.

export const authorised = (account: Account) => ({ authorization: `Bearer ${account.token}` });

export interface PaidJob {
  reference: string;
  startCode: string;
}

/** A card job booked through the API, then paid on the simulator's checkout page (`page` signed in as the User). */
export async function bookAndPayByCard(
  api: APIRequestContext,
  page: Page,
  user: Account,
  booking: { abokiId: string; startsAt: Date; place: { state: string; lga: string }; address: string },
): Promise<PaidJob> {
  const { data } = await json(
    await api.post('/api/v1/jobs', {
      headers: { ...authorised(user), 'idempotency-key': `card-${Date.now()}-${Math.random()}` },
      data: {
        abokiId: booking.abokiId,
        serviceSlug: 'home-cleaning',
        startsAt: toLagosIso(booking.startsAt),
        paymentMethod: 'CARD',
        state: booking.place.state,
        lga: booking.place.lga,
        address: booking.address,
      },
    }),
    'book',
  );
  const job = data.job as PaidJob & { payment: { authorizationUrl: string } };
  await page.goto(job.payment.authorizationUrl);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expectHeading(page, 'Request sent');
  return { reference: job.reference, startCode: job.startCode };
}

/** The agent accepts, starts (ten minutes before) and completes (`doneAfterMs` after the start) a job, moving the server's clock. */
export async function carryOut(
  api: APIRequestContext,
  agent: Account,
  job: PaidJob,
  startsAt: Date,
  doneAfterMs: number,
): Promise<void> {
  const act = async (action: string, body: object = {}) =>
    json(
      await api.post(`/api/v1/jobs/${job.reference}/${action}`, { headers: authorised(agent), data: body }),
      action,
    );
  await act('accept');
  await moveClockTo(new Date(startsAt.getTime() - 10 * 60_000));
  await act('start', { code: job.startCode });
  await moveClockTo(new Date(startsAt.getTime() + doneAfterMs));
  await act('complete');
}
