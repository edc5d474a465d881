import { useRef, useState } from 'react';
import { Select, formatNaira, useT } from 'shared';
import { formatLagosClock, lagosDateOf } from 'shared/lagos-time';
import { fetchSlots } from '../api/booking.js';
import { useBookingDraft } from '../booking-draft.js';
import { bookingPriceKobo, type ReadyDraft } from './booking-summary.js';
import { requestsBook } from '../i18n/index.js';
import { hourOptions } from './search-form.js';

/**
 * Confirm's hours for an hourly service (issue 22 item 2): the hours shown are the hours booked, and
 * changing them here asks the Aboki's free times again for the same start, so a longer booking is
 * only kept when the Aboki is free that long. The price follows by the booking's own rule.
 */
export function HoursChange({ draft }: { draft: ReadyDraft }) {
  const t = useT(requestsBook);
  const [, update] = useBookingDraft();
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState<string | null>(null);
  const asked = useRef(0);
  const { aboki, service, slot, search } = draft;
  const hours = search.hours ?? 1;

  async function change(value: string) {
    const next = Number(value);
    if (!Number.isInteger(next) || next === hours) return;
    const priceKobo = bookingPriceKobo(aboki, next, service);
    if (priceKobo === null) return;
    const ask = ++asked.current;
    setChecking(true);
    setError(null);
    setChanged(null);
    const start = new Date(slot.startsAt);
    const answer = await fetchSlots(aboki.id, {
      service: service.slug,
      hours: next,
      from: lagosDateOf(start),
      days: 1,
    });
    // Only the last choice counts: an earlier answer arriving late changes nothing.
    if (ask !== asked.current) return;
    setChecking(false);
    if (!answer.ok) {
      setError(t('We could not check the Aboki’s time. Check your connection and choose again.'));
      return;
    }
    const free = answer.data.slots.find((candidate) => Date.parse(candidate.startsAt) === start.getTime());
    if (!free) {
      setError(
        t(
          '{name} is not free for {next, plural, one {# hour} other {# hours}} from {time}. Keep {hours, plural, one {# hour} other {# hours}}, or choose another time.',
          { name: aboki.displayName, next, time: formatLagosClock(start), hours },
        ),
      );
      return;
    }
    update((current) => ({
      ...current,
      search: { ...search, hours: next },
      slot: { startsAt: slot.startsAt, endsAt: free.endsAt, priceKobo },
    }));
    setChanged(
      t('Changed to {hours, plural, one {# hour} other {# hours}}: {price}.', {
        hours: next,
        price: formatNaira(priceKobo),
      }),
    );
  }

  if (service.unit !== 'hour' || aboki.unitPriceKobo === undefined) return null;
  return (
    <>
      <Select
        label={t('How many hours')}
        options={hourOptions(t)}
        value={String(hours)}
        disabled={checking}
        hint={checking ? t('Checking the Aboki is free that long…') : undefined}
        onChange={(event) => void change(event.target.value)}
        error={error ?? undefined}
      />
      <p role="status">{changed}</p>
    </>
  );
}
