import {
  addDays,
  DAY_MS,
  isoWeekdayOfLagosDate,
  LAGOS_UTC_OFFSET_MINUTES,
  lagosDateOf,
  lagosInstant,
  lagosMinuteOfDay,
  MINUTE_MS,
} from 'shared/lagos-time';
import {
  BOOKING_MAX_AHEAD_DAYS,
  BOOKING_MIN_LEAD_MINUTES,
  SLOT_STEP_MINUTES,
  TRAVEL_BUFFER_MINUTES,
  type NotAvailableReason,
} from 'shared/schemas';

// When an Aboki is free: pure functions over one Aboki's schedule, so every rule is unit-tested
// without a database, and search, slots and booking all decide the same way. The repository loads
// the schedule; the database's exclusion constraint remains the last word on overlaps.

/** One weekly interval, Lagos wall clock, minutes since midnight; day 1 = Monday … 7 = Sunday. */
export interface WeeklyInterval {
  day: number;
  startMinute: number;
  endMinute: number;
}

/** Lagos dates, both ends included. */
export interface TimeOff {
  firstDay: string;
  lastDay: string;
}

/** Time an active job holds: from its start to its end plus the travel buffer. */
export interface BusyRange {
  from: Date;
  until: Date;
}

export interface Schedule {
  weeklyHours: readonly WeeklyInterval[];
  timeOff: readonly TimeOff[];
  busy: readonly BusyRange[];
}

export interface FreeSlot {
  startsAt: Date;
  endsAt: Date;
}

/** The earliest and latest start a booking made at `now` may have. */
export function bookingWindow(now: Date): { earliest: Date; latest: Date } {
  return {
    earliest: new Date(now.getTime() + BOOKING_MIN_LEAD_MINUTES * MINUTE_MS),
    latest: new Date(now.getTime() + BOOKING_MAX_AHEAD_DAYS * 24 * 60 * MINUTE_MS),
  };
}

/** A day's intervals sorted, with touching ones joined (08:00–12:00 and 12:00–17:00 is 08:00–17:00). */
export function workingSpans(
  weeklyHours: readonly WeeklyInterval[],
  day: number,
): readonly (readonly [number, number])[] {
  return Object.isFrozen(weeklyHours)
    ? (spansByWeekday(weeklyHours)[day] ?? [])
    : joinSpans(weeklyHours, day);
}

/**
 * Each weekday's joined spans (index 1 = Monday … 7 = Sunday). A frozen list cannot change, so its
 * spans are worked out once and kept: search judges the same cached, frozen schedules request after
 * request (search-memory.ts), and joining them again for every candidate and day was a tenth of
 * its main-thread time. Any other list is joined afresh.
 */
const joinedSpans = new WeakMap<readonly WeeklyInterval[], (readonly (readonly [number, number])[])[]>();

function spansByWeekday(
  weeklyHours: readonly WeeklyInterval[],
): readonly (readonly (readonly [number, number])[])[] {
  let byWeekday = joinedSpans.get(weeklyHours);
  if (!byWeekday) {
    byWeekday = [];
    for (let day = 1; day <= 7; day += 1) byWeekday[day] = joinSpans(weeklyHours, day);
    if (Object.isFrozen(weeklyHours)) joinedSpans.set(weeklyHours, byWeekday);
  }
  return byWeekday;
}

function joinSpans(weeklyHours: readonly WeeklyInterval[], day: number): [number, number][] {
  const spans = weeklyHours
    .filter((interval) => interval.day === day)
    .map((interval): [number, number] => [interval.startMinute, interval.endMinute])
    .sort((a, b) => a[0] - b[0]);
  const joined: [number, number][] = [];
  for (const span of spans) {
    const last = joined.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else joined.push([span[0], span[1]]);
  }
  return joined;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of the Lagos date at an instant, in arithmetic: 1 January 1970 was a Thursday. */
function lagosWeekdayAt(ms: number): number {
  const day = Math.floor((ms + LAGOS_UTC_OFFSET_MINUTES * MINUTE_MS) / DAY_MS);
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

function isOff(timeOff: readonly TimeOff[], date: string): boolean {
  return timeOff.some((period) => period.firstDay <= date && date <= period.lastDay);
}

function overlapsBusy(busy: readonly BusyRange[], fromMs: number, untilMs: number): boolean {
  // On milliseconds: the same comparison as on the Dates, without valueOf calls or new Dates (search
  // runs it per candidate and half hour).
  for (const range of busy) if (range.from.getTime() < untilMs && fromMs < range.until.getTime()) return true;
  return false;
}

/**
 * Why a job of `durationMinutes` starting at `startsAt` cannot be booked at `now`, or null when it
 * can. Every "which day" question is asked on the Lagos date: 23:30 on a Sunday in Lagos is
 * Sunday's hours, although it is 22:30 UTC. The job and its travel buffer must fit inside one
 * (joined) interval of that date's weekly hours; intervals never cross midnight.
 */
export function whyNotFree(
  schedule: Schedule,
  startsAt: Date,
  durationMinutes: number,
  now: Date,
): NotAvailableReason | null {
  const { earliest, latest } = bookingWindow(now);
  if (startsAt < earliest) return 'TOO_SOON';
  if (startsAt > latest) return 'TOO_FAR';
  const startMs = startsAt.getTime();
  if (schedule.timeOff.length > 0 && isOff(schedule.timeOff, lagosDateOf(startsAt))) return 'TIME_OFF';
  const start = lagosMinuteOfDay(startsAt);
  const blockedEnd = start + durationMinutes + TRAVEL_BUFFER_MINUTES;
  const spans = workingSpans(schedule.weeklyHours, lagosWeekdayAt(startMs));
  if (!spans.some(([from, to]) => from <= start && blockedEnd <= to)) return 'OUTSIDE_HOURS';
  const untilMs = startMs + (durationMinutes + TRAVEL_BUFFER_MINUTES) * MINUTE_MS;
  if (overlapsBusy(schedule.busy, startMs, untilMs)) return 'BUSY';
  return null;
}

/**
 * Every start, on the Lagos half-hour, at which a job of `durationMinutes` fits, from Lagos date
 * `fromDate` for `days` days, in time order; at most `limit` of them.
 */
export function freeSlots(
  schedule: Schedule,
  options: { fromDate: string; days: number; durationMinutes: number; now: Date; limit?: number },
): FreeSlot[] {
  const { fromDate, days, durationMinutes, now, limit = Number.POSITIVE_INFINITY } = options;
  const { earliest, latest } = bookingWindow(now);
  const earliestMs = earliest.getTime();
  const latestMs = latest.getTime();
  const slots: FreeSlot[] = [];
  const stepMs = SLOT_STEP_MINUTES * MINUTE_MS;
  const heldMs = (durationMinutes + TRAVEL_BUFFER_MINUTES) * MINUTE_MS;
  // Lagos has no daylight saving: each day starts DAY_MS after the one before, on the next weekday,
  // and every start of a day is its midnight plus whole minutes.
  const firstMidnight = lagosInstant(fromDate, '00:00').getTime();
  const firstWeekday = isoWeekdayOfLagosDate(fromDate);
  const spansOf = spansByWeekday(schedule.weeklyHours);
  for (let offset = 0; offset < days && slots.length < limit; offset += 1) {
    const midnight = firstMidnight + offset * DAY_MS;
    // Whole days outside the window are skipped without looking at their hours.
    if (midnight + DAY_MS <= earliestMs || midnight > latestMs) continue;
    if (schedule.timeOff.length > 0 && isOff(schedule.timeOff, addDays(fromDate, offset))) continue;
    for (const [from, to] of spansOf[((firstWeekday - 1 + offset) % 7) + 1] ?? []) {
      const first = Math.ceil(from / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
      const lastStartMs = midnight + (to - durationMinutes - TRAVEL_BUFFER_MINUTES) * MINUTE_MS;
      for (
        let startMs = midnight + first * MINUTE_MS;
        startMs <= lastStartMs && slots.length < limit;
        startMs += stepMs
      ) {
        if (startMs < earliestMs || startMs > latestMs) continue;
        if (overlapsBusy(schedule.busy, startMs, startMs + heldMs)) continue;
        slots.push({ startsAt: new Date(startMs), endsAt: new Date(startMs + durationMinutes * MINUTE_MS) });
      }
    }
  }
  return slots;
}
