// The cancellation rule in words: for one booking before it is sent (with its dates and naira), and
// in general for the Help page. Both are written from the rule's numbers and its fee function, so a
// changed number changes every page that states it.

import { formatLagosClock, formatLagosDay, HOUR_MS, lagosDateOf } from '../lagos-time.js';
import { formatNaira } from '../money.js';
import type { Language } from '../i18n/languages.js';
import { cancellationFee } from './fees.js';
import { ruleWords } from './rule-words.js';
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

const dayAndClock = (instant: Date, language: Language) =>
  `${formatLagosDay(instant, language)}, ${formatLagosClock(instant)}`;

/**
 * This booking's terms as sentences, e.g. "Free until Wed 2 Dec, 10:00." "Then ₦3,000." "After 8:00
 * on the day: ₦7,500." A booking made inside the free window starts with the fee (after the grace).
 */
export function cancellationTermsText(
  job: { startsAt: Date | string; priceKobo: number },
  now: Date,
  language: Language = 'en',
): string[] {
  const terms = cancellationTerms(job);
  const startsAt = new Date(job.startsAt);
  const sameDay = lagosDateOf(terms.veryLateFrom) === lagosDateOf(startsAt);
  const say = (id: Parameters<typeof ruleWords>[1], values?: Parameters<typeof ruleWords>[2]) =>
    ruleWords(language, id, values);
  const veryLateAt = sameDay
    ? say('onTheDay', { clock: formatLagosClock(terms.veryLateFrom) })
    : dayAndClock(terms.veryLateFrom, language);
  const lines =
    now < terms.freeUntil
      ? [
          say('freeUntil', { when: dayAndClock(terms.freeUntil, language) }),
          say('then', { fee: formatNaira(terms.lateFeeKobo) }),
        ]
      : [say('lateNow', { fee: formatNaira(terms.lateFeeKobo), freeHours: CANCEL_FREE_HOURS })];
  return [
    ...lines,
    say('after', { when: veryLateAt, fee: formatNaira(terms.veryLateFeeKobo) }),
    say('alwaysFree', { graceMinutes: CANCEL_GRACE_MINUTES }),
    say('nothingToPay'),
  ];
}

/** How a price works, said the same way on Services, Help and the confirm page. */
export function pricePromise(language: Language = 'en'): string {
  return ruleWords(language, 'pricePromise');
}
export const PRICE_PROMISE = pricePromise();

/** The rule in general, for the Help page. */
export function cancellationPolicyText(language: Language = 'en'): string {
  return ruleWords(language, 'cancellationPolicy', {
    freeHours: CANCEL_FREE_HOURS,
    graceMinutes: CANCEL_GRACE_MINUTES,
    latePercent: LATE_CANCEL_FEE_PERCENT,
    lateMin: formatNaira(LATE_CANCEL_MIN_FEE_KOBO),
    lateHours: LATE_CANCEL_HOURS,
    veryLatePercent: VERY_LATE_CANCEL_FEE_PERCENT,
    veryLateMin: formatNaira(VERY_LATE_CANCEL_MIN_FEE_KOBO),
  });
}
