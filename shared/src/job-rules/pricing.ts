// A booking's price and length, from the Aboki's offer: the one rule the search shows, the slots
// use and the booking charges, so a price seen is the price booked.

import { HOURLY_BOOKING_HOURS, JOB_DURATION_MINUTES } from './numbers.js';

/** The hours an hourly service is searched, priced and booked for when none are chosen. */
export const DEFAULT_BOOKING_HOURS = HOURLY_BOOKING_HOURS.min;

export interface Priced {
  priceKobo: number;
  durationMinutes: number;
  /** The hours booked, for an hourly service; null for one priced per job. */
  hours: number | null;
}

/**
 * What a booking of `service` with this offer costs and how long it lasts. Hourly services are the
 * offer's rate times the hours (the minimum when none are asked); per-job services are the offer
 * itself, and asking hours of one is refused with the sentence to show beside the hours field.
 */
export function priceAndDuration(
  service: { unit: 'hour' | 'job'; name: string },
  offer: { priceKobo: number; durationMinutes: number | null },
  hours: number | undefined,
): ({ ok: true } & Priced) | { ok: false; hoursRefused: string } {
  if (service.unit === 'hour') {
    const booked = hours ?? DEFAULT_BOOKING_HOURS;
    return { ok: true, priceKobo: offer.priceKobo * booked, durationMinutes: booked * 60, hours: booked };
  }
  if (hours !== undefined) {
    return { ok: false, hoursRefused: `${service.name} is booked per job, not by the hour; leave hours out` };
  }
  // Every job-unit offer has a duration (issue 8's rule); the floor only guards old rows.
  return {
    ok: true,
    priceKobo: offer.priceKobo,
    durationMinutes: offer.durationMinutes ?? JOB_DURATION_MINUTES.min,
    hours: null,
  };
}
