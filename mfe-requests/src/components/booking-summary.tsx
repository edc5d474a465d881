import { formatNaira } from 'shared';
import { DEFAULT_BOOKING_HOURS, priceAndDuration } from 'shared/job-rules';
import { formatLagosSpan } from 'shared/lagos-time';
import type { BookingDraft, DraftAboki, DraftService } from '../booking-draft.js';
import { AbokiName, AbokiPhoto, ratingText } from './aboki-photo.js';
import styles from './components.module.css';

/** A booking ready to confirm: the draft with an Aboki, a service and a time. */
export type ReadyDraft = BookingDraft & Required<Pick<BookingDraft, 'aboki' | 'service' | 'slot' | 'search'>>;

export function isReady(draft: BookingDraft | null): draft is ReadyDraft {
  return Boolean(draft?.aboki && draft.service && draft.slot && draft.search);
}

function hoursText(minutes: number): string {
  const hours = minutes / 60;
  return Number.isInteger(hours) ? `${hours} hour${hours === 1 ? '' : 's'}` : `${minutes} minutes`;
}

/** The price of this booking, by the booking's own rule (shared/job-rules): per job, or per hour × hours. */
export function bookingPriceKobo(
  aboki: DraftAboki,
  hours: number | undefined,
  service: Pick<DraftService, 'name' | 'unit'>,
): number | null {
  if (aboki.unitPriceKobo === undefined) return null;
  const priced = priceAndDuration(service, { priceKobo: aboki.unitPriceKobo, durationMinutes: null }, hours);
  return priced.ok ? priced.priceKobo : null;
}

/** What the price covers, in the words a User reads before booking. */
export function priceCovers(draft: ReadyDraft): string {
  const { aboki, service, search } = draft;
  if (service.unit === 'hour') {
    const hours = search.hours ?? DEFAULT_BOOKING_HOURS;
    const rate = aboki.unitPriceKobo === undefined ? '' : ` at ${formatNaira(aboki.unitPriceKobo)} an hour`;
    return `${hours} hour${hours === 1 ? '' : 's'} of ${service.name.toLowerCase()}${rate}.`;
  }
  const length = aboki.durationMinutes ? `, about ${hoursText(aboki.durationMinutes)} of work` : '';
  return `The whole ${service.name.toLowerCase()} job${length}, at ${aboki.displayName}’s own price.`;
}

/** Aboki, service, Lagos date and time, place and price, as one list. */
export function BookingSummary({ draft }: { draft: ReadyDraft }) {
  const { aboki, service, slot, search } = draft;
  return (
    <>
      <div className={styles.card}>
        <AbokiPhoto name={aboki.displayName} photoUrl={aboki.photoUrl} />
        <div>
          <h2 className={styles.name}>
            <AbokiName id={aboki.id} name={aboki.displayName} />
          </h2>
          <p className={styles.meta}>
            {ratingText(aboki.rating)} · Speaks {aboki.languages.join(', ')}
          </p>
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>Service</dt>
        <dd>{service.name}</dd>
        <dt>When</dt>
        <dd>{formatLagosSpan(new Date(slot.startsAt), new Date(slot.endsAt))} (Lagos time)</dd>
        <dt>Where</dt>
        <dd>
          {search.lga}, {search.state}
        </dd>
        <dt>Price</dt>
        <dd>{formatNaira(slot.priceKobo)}</dd>
      </dl>
    </>
  );
}
