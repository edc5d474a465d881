// The cancellation rule in words: for one booking before it is sent (with its dates and naira), and
// in general for the Help page. Both are written from the rule's numbers and its fee function, so a
// changed number changes every page that states it.

import { formatLagosClock, formatLagosDay, HOUR_MS, lagosDateOf } from '../lagos-time.js';
import { formatNaira } from '../money.js';
import { cancellationFee } from './fees.js';
import {
  CANCEL_FREE_HOURS,
  CANCEL_GRACE_MINUTES,
  LATE_CANCEL_FEE_PERCENT,
  LATE_CANCEL_HOURS,
  LATE_CANCEL_MIN_FEE_KOBO,
  VERY_LATE_CANCEL_FEE_PERCENT,
  VERY_LATE_CANCEL_MIN_FEE_KOBO,
} from './numbers.js';

export interface CancellationTerms {
  /** Free until then (CANCEL_FREE_HOURS before the start). */
  freeUntil: Date;
  lateFeeKobo: number;
  /** The very-late fee after then (LATE_CANCEL_HOURS before the start). */
  veryLateFrom: Date;
  veryLateFeeKobo: number;
}

/** This booking's fees over time, from the fee function itself (an accepted job, booked long before). */
export function cancellationTerms(job: { startsAt: Date | string; priceKobo: number }): CancellationTerms {
  const startsAt = new Date(job.startsAt);
  const freeUntil = new Date(startsAt.getTime() - CANCEL_FREE_HOURS * HOUR_MS);
  const veryLateFrom = new Date(startsAt.getTime() - LATE_CANCEL_HOURS * HOUR_MS);
  const accepted = { status: 'ACCEPTED', startsAt, createdAt: new Date(0), priceKobo: job.priceKobo };
  const feeAt = (at: Date) => cancellationFee(accepted, at, 'USER').feeKobo;
  return {
    freeUntil,
    // The first moment past the free window, and the first of the last hours.
    lateFeeKobo: feeAt(new Date(freeUntil.getTime() + 1)),
    veryLateFrom,
    veryLateFeeKobo: feeAt(new Date(veryLateFrom.getTime() + 1)),
  };
}

const dayAndClock = (instant: Date) => `${formatLagosDay(instant)}, ${formatLagosClock(instant)}`;

/**
 * This booking's terms as sentences, e.g. "Free until Wed 2 Dec, 10:00." "Then ₦3,000." "After 8:00
 * on the day: ₦7,500." A booking made inside the free window starts with the fee (after the grace).
 */
export function cancellationTermsText(
  job: { startsAt: Date | string; priceKobo: number },
  now: Date,
): string[] {
  const terms = cancellationTerms(job);
  const startsAt = new Date(job.startsAt);
  const sameDay = lagosDateOf(terms.veryLateFrom) === lagosDateOf(startsAt);
  const veryLateAt = sameDay
    ? `${formatLagosClock(terms.veryLateFrom)} on the day`
    : dayAndClock(terms.veryLateFrom);
  const lines =
    now < terms.freeUntil
      ? [`Free until ${dayAndClock(terms.freeUntil)}.`, `Then ${formatNaira(terms.lateFeeKobo)}.`]
      : [
          `Cancelling after the Aboki accepts costs ${formatNaira(terms.lateFeeKobo)} (it starts within ${CANCEL_FREE_HOURS} hours).`,
        ];
  return [
    ...lines,
    `After ${veryLateAt}: ${formatNaira(terms.veryLateFeeKobo)}.`,
    `Always free before the Aboki accepts, and within ${CANCEL_GRACE_MINUTES} minutes of booking.`,
    'If the Aboki declines, cancels or does not come, you pay nothing, and a card or transfer payment comes back in full.',
  ];
}

/** How a price works, said the same way on Services, Help and the confirm page. */
export const PRICE_PROMISE =
  'Each Aboki sets their own price. The price you see when you confirm is the price of your booking: it will not change after you book, and there is no booking fee.';

/** The rule in general, for the Help page. */
export function cancellationPolicyText(): string {
  return (
    `Yes, from your upcoming requests. It is free until ${CANCEL_FREE_HOURS} hours before the start, ` +
    `always free before the Aboki accepts, and free within ${CANCEL_GRACE_MINUTES} minutes of booking. ` +
    `After that it costs ${LATE_CANCEL_FEE_PERCENT}% of the price (at least ${formatNaira(LATE_CANCEL_MIN_FEE_KOBO)}), ` +
    `and in the last ${LATE_CANCEL_HOURS} hours ${VERY_LATE_CANCEL_FEE_PERCENT}% (at least ${formatNaira(VERY_LATE_CANCEL_MIN_FEE_KOBO)}), ` +
    'never more than the price. The confirm page shows the dates and amounts for your booking before you send it.'
  );
}
