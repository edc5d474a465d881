import { useAtomValue } from 'jotai';
import { formatNaira, languageAtom, useT, useSpokenLanguageName } from 'shared';
import { DEFAULT_BOOKING_HOURS, priceAndDuration } from 'shared/job-rules';
import { formatLagosSpan } from 'shared/lagos-time';
import type { BookingDraft, DraftAboki, DraftService } from '../booking-draft.js';
import { requestsBook, speaksText, type RequestsT } from '../i18n/index.js';
import { AbokiName, AbokiPhoto, ratingText } from './aboki-photo.js';
import styles from './components.module.css';

/** A booking ready to confirm: the draft with an Aboki, a service and a time. */
export type ReadyDraft = BookingDraft & Required<Pick<BookingDraft, 'aboki' | 'service' | 'slot' | 'search'>>;

export function isReady(draft: BookingDraft | null): draft is ReadyDraft {
  return Boolean(draft?.aboki && draft.service && draft.slot && draft.search);
}

function hoursText(t: RequestsT, minutes: number): string {
  const hours = minutes / 60;
  return Number.isInteger(hours)
    ? t('{hours, plural, one {# hour} other {# hours}}', { hours })
    : t('{minutes, plural, one {# minute} other {# minutes}}', { minutes });
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
export function priceCovers(t: RequestsT, draft: ReadyDraft): string {
  const { aboki, service, search } = draft;
  const name = service.name.toLowerCase();
  if (service.unit === 'hour') {
    const hours = search.hours ?? DEFAULT_BOOKING_HOURS;
    return aboki.unitPriceKobo === undefined
      ? t('{hours, plural, one {# hour} other {# hours}} of {service}.', { hours, service: name })
      : t('{hours, plural, one {# hour} other {# hours}} of {service} at {rate} an hour.', {
          hours,
          service: name,
          rate: formatNaira(aboki.unitPriceKobo),
        });
  }
  return aboki.durationMinutes
    ? t('The whole {service} job, about {length} of work, at {name}’s own price.', {
        service: name,
        length: hoursText(t, aboki.durationMinutes),
        name: aboki.displayName,
      })
    : t('The whole {service} job, at {name}’s own price.', { service: name, name: aboki.displayName });
}

/** Aboki, service, Lagos date and time, place and price, as one list. */
export function BookingSummary({ draft }: { draft: ReadyDraft }) {
  const t = useT(requestsBook);
  const spoken = useSpokenLanguageName();
  const language = useAtomValue(languageAtom);
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
            {ratingText(t, aboki.rating)} · {speaksText(t, aboki.languages.map(spoken))}
          </p>
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>{t('Service')}</dt>
        <dd>{service.name}</dd>
        <dt>{t('When')}</dt>
        <dd>
          {t('{when} (Lagos time)', {
            when: formatLagosSpan(new Date(slot.startsAt), new Date(slot.endsAt), language),
          })}
        </dd>
        <dt>{t('Where')}</dt>
        <dd>
          {search.lga}, {search.state}
        </dd>
        <dt>{t('Price')}</dt>
        <dd>{formatNaira(slot.priceKobo)}</dd>
      </dl>
    </>
  );
}
