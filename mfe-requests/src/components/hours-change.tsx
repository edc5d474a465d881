import { useRef, useState } from 'react';
import { Select, formatNaira } from 'shared';
import { formatLagosClock, lagosDateOf } from 'shared/lagos-time';
import { fetchSlots } from '../api/booking.js';
import { useBookingDraft } from '../booking-draft.js';
import { bookingPriceKobo, type ReadyDraft } from './booking-summary.js';
import { HOUR_OPTIONS } from './search-form.js';

const hoursWord = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

/**
 * Confirm's hours for an hourly service (issue 22 item 2): the hours shown are the hours booked, and
 * changing them here asks the Aboki's free times again for the same start, so a longer booking is
 * only kept when the Aboki is free that long. The price follows by the booking's own rule.
 */
export function HoursChange({ draft }: { draft: ReadyDraft }) {
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
      setError('We could not check the Aboki’s time. Check your connection and choose again.');
      return;
    }
    const free = answer.data.slots.find((candidate) => Date.parse(candidate.startsAt) === start.getTime());
    if (!free) {
      setError(
        `${aboki.displayName} is not free for ${hoursWord(next)} from ${formatLagosClock(start)}. Keep ${hoursWord(hours)}, or choose another time.`,
      );
      return;
    }
    update((current) => ({
      ...current,
      search: { ...search, hours: next },
      slot: { startsAt: slot.startsAt, endsAt: free.endsAt, priceKobo },
    }));
    setChanged(`Changed to ${hoursWord(next)}: ${formatNaira(priceKobo)}.`);
  }

  if (service.unit !== 'hour' || aboki.unitPriceKobo === undefined) return null;
  return (
    <>
      <Select
        label="How many hours"
        options={HOUR_OPTIONS}
        value={String(hours)}
        disabled={checking}
        hint={checking ? 'Checking the Aboki is free that long…' : undefined}
        onChange={(event) => void change(event.target.value)}
        error={error ?? undefined}
      />
      <p role="status">{changed}</p>
    </>
  );
}
