import fc from 'fast-check';
import { addDays, lagosInstant } from 'shared/lagos-time';
import { freeSlots, whyNotFree, workingSpans, type Schedule } from './free-time.js';

// Monday 14 December 2026, 06:00 Lagos: the clock every test reads.
const NOW = lagosInstant('2026-12-14', '06:00');
const at = (date: string, time: string) => lagosInstant(date, time);
const WEEKDAYS_9_TO_5: Schedule = {
  weeklyHours: [1, 2, 3, 4, 5].map((day) => ({ day, startMinute: 9 * 60, endMinute: 17 * 60 })),
  timeOff: [],
  busy: [],
};

describe('whyNotFree', () => {
  it('accepts a job and its buffer inside the hours, refuses one whose buffer runs past the end', () => {
    expect(whyNotFree(WEEKDAYS_9_TO_5, at('2026-12-15', '09:00'), 180, NOW)).toBeNull();
    // 14:00 + 2 h 30 + 30 min of travel = 17:00 exactly: fits.
    expect(whyNotFree(WEEKDAYS_9_TO_5, at('2026-12-15', '14:00'), 150, NOW)).toBeNull();
    expect(whyNotFree(WEEKDAYS_9_TO_5, at('2026-12-15', '14:30'), 150, NOW)).toBe('OUTSIDE_HOURS');
    expect(whyNotFree(WEEKDAYS_9_TO_5, at('2026-12-15', '08:30'), 60, NOW)).toBe('OUTSIDE_HOURS');
    expect(whyNotFree(WEEKDAYS_9_TO_5, at('2026-12-19', '10:00'), 60, NOW)).toBe('OUTSIDE_HOURS');
  });

  it('opens bookings 2 hours ahead and closes them 30 days ahead', () => {
    const open: Schedule = {
      weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, startMinute: 0, endMinute: 1440 })),
      timeOff: [],
      busy: [],
    };
    expect(whyNotFree(open, at('2026-12-14', '07:30'), 60, NOW)).toBe('TOO_SOON');
    expect(whyNotFree(open, at('2026-12-14', '08:00'), 60, NOW)).toBeNull();
    expect(whyNotFree(open, at('2027-01-13', '06:00'), 60, NOW)).toBeNull();
    expect(whyNotFree(open, at('2027-01-13', '06:30'), 60, NOW)).toBe('TOO_FAR');
  });

  it('decides the day on the Lagos date: Sunday 23:30 Lagos (22:30 UTC) is Sunday', () => {
    const sundayLate: Schedule = {
      weeklyHours: [{ day: 7, startMinute: 22 * 60, endMinute: 1440 }],
      timeOff: [],
      busy: [],
    };
    const sunday2230Utc = new Date('2026-12-20T22:30:00Z');
    expect(at('2026-12-20', '23:30')).toEqual(sunday2230Utc);
    // 23:00–23:30 and its buffer end at 24:00: inside Sunday's hours.
    expect(whyNotFree(sundayLate, at('2026-12-20', '23:00'), 30, NOW)).toBeNull();
    // Read as UTC (22:30) the job would fit; in Lagos it starts 23:30 and the buffer runs past midnight.
    expect(whyNotFree(sundayLate, sunday2230Utc, 30, NOW)).toBe('OUTSIDE_HOURS');
    // Monday's hours never serve a Sunday start, and the reverse.
    const mondayEarly: Schedule = {
      ...sundayLate,
      weeklyHours: [{ day: 1, startMinute: 0, endMinute: 120 }],
    };
    expect(whyNotFree(mondayEarly, sunday2230Utc, 30, NOW)).toBe('OUTSIDE_HOURS');
    expect(whyNotFree(mondayEarly, at('2026-12-21', '00:30'), 30, NOW)).toBeNull();
  });

  it('refuses days off, both ends included', () => {
    const off = { ...WEEKDAYS_9_TO_5, timeOff: [{ firstDay: '2026-12-15', lastDay: '2026-12-16' }] };
    expect(whyNotFree(off, at('2026-12-15', '09:00'), 60, NOW)).toBe('TIME_OFF');
    expect(whyNotFree(off, at('2026-12-16', '09:00'), 60, NOW)).toBe('TIME_OFF');
    expect(whyNotFree(off, at('2026-12-17', '09:00'), 60, NOW)).toBeNull();
  });

  it('refuses overlaps with an active job and its buffer, allows back-to-back', () => {
    // A job 10:00–12:00 holds the Aboki until 12:30.
    const busy = {
      ...WEEKDAYS_9_TO_5,
      busy: [{ from: at('2026-12-15', '10:00'), until: at('2026-12-15', '12:30') }],
    };
    expect(whyNotFree(busy, at('2026-12-15', '12:30'), 60, NOW)).toBeNull();
    expect(whyNotFree(busy, at('2026-12-15', '12:00'), 60, NOW)).toBe('BUSY');
    // 09:00–09:30 + buffer ends 10:00, where the other job starts: back-to-back.
    expect(whyNotFree(busy, at('2026-12-15', '09:00'), 30, NOW)).toBeNull();
    expect(whyNotFree(busy, at('2026-12-15', '09:00'), 60, NOW)).toBe('BUSY');
  });

  it('joins touching intervals of a day', () => {
    const split = [
      { day: 2, startMinute: 13 * 60, endMinute: 17 * 60 },
      { day: 2, startMinute: 8 * 60, endMinute: 13 * 60 },
      { day: 2, startMinute: 18 * 60, endMinute: 20 * 60 },
    ];
    expect(workingSpans(split, 2)).toEqual([
      [480, 1020],
      [1080, 1200],
    ]);
    expect(
      whyNotFree({ weeklyHours: split, timeOff: [], busy: [] }, at('2026-12-15', '12:00'), 120, NOW),
    ).toBeNull();
  });

  it('keeps a frozen list’s spans (search’s kept schedules) and judges them as any other list', () => {
    const hours = [
      { day: 2, startMinute: 13 * 60, endMinute: 17 * 60 },
      { day: 2, startMinute: 8 * 60, endMinute: 13 * 60 },
      { day: 7, startMinute: 22 * 60, endMinute: 1440 },
    ];
    const kept = Object.freeze(hours.map((interval) => Object.freeze({ ...interval })));
    for (const day of [1, 2, 7]) expect(workingSpans(kept, day)).toEqual(workingSpans(hours, day));
    // The same spans object every time: worked out once.
    expect(workingSpans(kept, 2)).toBe(workingSpans(kept, 2));
    const options = { fromDate: '2026-12-14', days: 8, durationMinutes: 60, now: NOW };
    expect(freeSlots({ weeklyHours: kept, timeOff: [], busy: [] }, options)).toEqual(
      freeSlots({ weeklyHours: hours, timeOff: [], busy: [] }, options),
    );
  });
});

describe('freeSlots', () => {
  it('lists half-hour starts where the job and buffer fit, skipping busy times and days off', () => {
    const schedule: Schedule = {
      weeklyHours: [{ day: 2, startMinute: 9 * 60 + 15, endMinute: 13 * 60 }],
      timeOff: [{ firstDay: '2026-12-22', lastDay: '2026-12-22' }],
      busy: [{ from: at('2026-12-15', '11:00'), until: at('2026-12-15', '12:00') }],
    };
    const slots = freeSlots(schedule, { fromDate: '2026-12-14', days: 14, durationMinutes: 60, now: NOW });
    expect(slots.map((slot) => slot.startsAt.toISOString())).toEqual([
      '2026-12-15T08:30:00.000Z', // 09:30 Lagos: 09:30–10:30 + buffer to 11:00, back-to-back
      // 10:00 would hold until 11:30 and 10:30 until 12:00: the job 11:00–12:00 is in the way
      // 12:00 would end 13:00 + buffer 13:30: past 13:00
    ]);
    expect(slots[0]!.endsAt).toEqual(at('2026-12-15', '10:30'));
  });

  it('stops at the limit and never offers a start inside the lead time', () => {
    const always: Schedule = {
      weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, startMinute: 0, endMinute: 1440 })),
      timeOff: [],
      busy: [],
    };
    const slots = freeSlots(always, {
      fromDate: '2026-12-14',
      days: 7,
      durationMinutes: 60,
      now: NOW,
      limit: 3,
    });
    expect(slots.map((slot) => slot.startsAt)).toEqual([
      at('2026-12-14', '08:00'),
      at('2026-12-14', '08:30'),
      at('2026-12-14', '09:00'),
    ]);
  });

  it('offers only starts that whyNotFree accepts (any hours, days off and jobs)', () => {
    const interval = fc
      .record({
        day: fc.integer({ min: 1, max: 7 }),
        start: fc.integer({ min: 0, max: 1439 }),
        length: fc.integer({ min: 1, max: 720 }),
      })
      .map(({ day, start, length }) => ({
        day,
        startMinute: start,
        endMinute: Math.min(1440, start + length),
      }));
    const job = fc
      .record({
        day: fc.integer({ min: 0, max: 9 }),
        minute: fc.integer({ min: 0, max: 47 }),
        length: fc.integer({ min: 1, max: 16 }),
      })
      .map(({ day, minute, length }) => {
        const from = at(addDays('2026-12-14', day), '00:00').getTime() + minute * 30 * 60_000;
        return { from: new Date(from), until: new Date(from + length * 30 * 60_000) };
      });
    fc.assert(
      fc.property(
        fc.array(interval, { maxLength: 6 }),
        fc.array(job, { maxLength: 6 }),
        fc.integer({ min: 30, max: 720 }),
        fc.integer({ min: 0, max: 6 }),
        (weeklyHours, busy, durationMinutes, offDay) => {
          const day = addDays('2026-12-14', offDay);
          const schedule: Schedule = { weeklyHours, timeOff: [{ firstDay: day, lastDay: day }], busy };
          const slots = freeSlots(schedule, { fromDate: '2026-12-14', days: 10, durationMinutes, now: NOW });
          for (const slot of slots) {
            expect(whyNotFree(schedule, slot.startsAt, durationMinutes, NOW)).toBeNull();
            expect(slot.startsAt.getTime() % (30 * 60_000)).toBe(0);
          }
          // And the converse on the half-hours of the first three days.
          const offered = new Set(slots.map((slot) => slot.startsAt.getTime()));
          for (let step = 0; step < 3 * 48; step += 1) {
            const startsAt = new Date(at('2026-12-14', '00:00').getTime() + step * 30 * 60_000);
            expect(offered.has(startsAt.getTime())).toBe(
              whyNotFree(schedule, startsAt, durationMinutes, NOW) === null,
            );
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
