import { useAtomValue } from 'jotai';
import { languageAtom } from 'shared';
import { formatLagosClock, formatLagosDay } from 'shared/lagos-time';
import type { Slot } from 'shared/schemas';
import styles from './components.module.css';

/** Slots grouped by their Lagos day, each a button with its start time ("9:00"). */
export function SlotList({
  slots,
  onChoose,
  label,
}: {
  slots: readonly Slot[];
  onChoose: (slot: Slot) => void;
  /** Names the group for screen readers, e.g. "Free times for Halima S.". */
  label: string;
}) {
  const language = useAtomValue(languageAtom);
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = formatLagosDay(new Date(slot.startsAt), language);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return (
    <div role="group" aria-label={label}>
      {[...days].map(([day, daySlots]) => (
        <section key={day} aria-label={day}>
          <h3 className={styles.slotDay}>{day}</h3>
          <ul className={styles.slots}>
            {daySlots.map((slot) => (
              <li key={slot.startsAt}>
                <button
                  type="button"
                  className={styles.slotButton}
                  aria-label={`${day}, ${formatLagosClock(new Date(slot.startsAt))}`}
                  onClick={() => onChoose(slot)}
                >
                  {formatLagosClock(new Date(slot.startsAt))}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
