import {
  addDays,
  ageOnLagosDate,
  formatLagosClock,
  formatLagosDay,
  formatLagosSpan,
  daysInMonth,
  isCalendarDate,
  isIsoInstant,
  isoWeekdayOfLagosDate,
  isWallClockTime,
  lagosDateOf,
  lagosInstant,
  lagosMinuteOfDay,
  minutesOfDay,
  timeOfMinutes,
  toLagosIso,
} from './lagos-time.js';

describe('lagosDateOf and isoWeekdayOfLagosDate', () => {
  it('Sunday 23:30 Lagos (22:30 UTC Sunday) is Sunday, not Monday', () => {
    const instant = new Date('2026-11-22T22:30:00Z');
    expect(lagosDateOf(instant)).toBe('2026-11-22');
    expect(isoWeekdayOfLagosDate(lagosDateOf(instant))).toBe(7);
  });

  it('Monday 00:30 Lagos (23:30 UTC Sunday) is Monday, although the UTC date is still Sunday', () => {
    const instant = new Date('2026-11-22T23:30:00Z');
    expect(instant.getUTCDay()).toBe(0);
    expect(lagosDateOf(instant)).toBe('2026-11-23');
    expect(isoWeekdayOfLagosDate(lagosDateOf(instant))).toBe(1);
  });

  it('numbers the week from Monday = 1 to Sunday = 7', () => {
    const week = [
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ];
    expect(week.map(isoWeekdayOfLagosDate)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('crosses years on the Lagos date', () => {
    expect(lagosDateOf(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(lagosDateOf(new Date('2026-12-31T22:59:59.999Z'))).toBe('2026-12-31');
  });
});

describe('lagosInstant', () => {
  it('is one hour behind in UTC', () => {
    expect(lagosInstant('2026-11-22', '23:30').toISOString()).toBe('2026-11-22T22:30:00.000Z');
    expect(lagosInstant('2026-11-23', '00:30').toISOString()).toBe('2026-11-22T23:30:00.000Z');
  });

  it('reads 24:00 as the next midnight', () => {
    expect(lagosInstant('2026-11-22', '24:00').toISOString()).toBe(
      lagosInstant('2026-11-23', '00:00').toISOString(),
    );
  });

  it('round-trips with lagosDateOf', () => {
    for (const time of ['00:00', '00:59', '01:00', '12:00', '23:59']) {
      expect(lagosDateOf(lagosInstant('2028-02-29', time))).toBe('2028-02-29');
    }
  });

  it('refuses dates and times that do not exist', () => {
    expect(() => lagosInstant('2026-02-29', '10:00')).toThrow(RangeError);
    expect(() => lagosInstant('2026-11-22', '24:30')).toThrow(RangeError);
    expect(() => lagosInstant('2026-11-22', '7:00')).toThrow(RangeError);
  });
});

describe('minutesOfDay and timeOfMinutes', () => {
  it.each([
    ['00:00', 0],
    ['07:30', 450],
    ['23:59', 1439],
    ['24:00', 1440],
  ])('%s is minute %i', (time, minutes) => {
    expect(minutesOfDay(time)).toBe(minutes);
    expect(timeOfMinutes(minutes)).toBe(time);
  });

  it('refuses malformed times', () => {
    for (const bad of ['24:01', '25:00', '12:60', '1200', '', '12:5']) {
      expect(isWallClockTime(bad)).toBe(false);
      expect(() => minutesOfDay(bad)).toThrow(RangeError);
    }
    expect(() => timeOfMinutes(1441)).toThrow(RangeError);
  });
});

describe('calendar dates', () => {
  it('knows real dates from impossible ones', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('not a date')).toBe(false);
  });

  it('knows the length of each month, February by the year', () => {
    expect(daysInMonth(2026, 11)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(() => daysInMonth(2026, 13)).toThrow(RangeError);
  });

  it('takes an ISO instant only when its day, time and offset are real (issue 23, finding 7)', () => {
    for (const real of [
      '2026-12-14T09:00:00+01:00',
      '2026-12-14T09:00+01:00',
      '2026-12-14T08:00:00.000Z',
      '2028-02-29T23:59:59-12:00',
      '2026-12-31T00:00:00+14:00',
    ]) {
      expect(isIsoInstant(real)).toBe(true);
    }
    for (const unreal of [
      '2026-11-31T10:00:00+01:00',
      '2026-02-30T10:00:00+01:00',
      '2026-00-10T10:00:00+01:00',
      '2026-12-14T24:00:00+01:00',
      '2026-12-14T09:60:00+01:00',
      '2026-12-14T09:00:60+01:00',
      '2026-12-14T09:00:00+15:00',
      '2026-12-14T09:00:00+01:60',
      '2026-12-14T09:00:00',
      '2026-12-14 09:00:00+01:00',
    ]) {
      expect(isIsoInstant(unreal)).toBe(false);
    }
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-23', 0)).toBe('2026-11-23');
  });
});

describe('ageOnLagosDate', () => {
  it('turns 18 on the 18th birthday, not the day before', () => {
    expect(ageOnLagosDate('2008-11-23', '2026-11-23')).toBe(18);
    expect(ageOnLagosDate('2008-11-24', '2026-11-23')).toBe(17);
  });

  it('counts a 29 February birthday from 1 March in common years', () => {
    expect(ageOnLagosDate('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOnLagosDate('2008-02-29', '2026-03-01')).toBe(18);
  });
});

describe('Lagos clock of an instant', () => {
  it('Sunday 23:30 Lagos is minute 1410 of Sunday, Monday 00:30 minute 30 of Monday', () => {
    expect(lagosMinuteOfDay(new Date('2026-11-22T22:30:00Z'))).toBe(23 * 60 + 30);
    expect(lagosMinuteOfDay(new Date('2026-11-22T23:30:00Z'))).toBe(30);
    expect(lagosMinuteOfDay(lagosInstant('2026-11-23', '00:00'))).toBe(0);
  });

  it('writes instants in Lagos time with the +01:00 offset, and back', () => {
    const instant = new Date('2026-12-14T08:00:00Z');
    expect(toLagosIso(instant)).toBe('2026-12-14T09:00:00+01:00');
    expect(new Date(toLagosIso(instant)).getTime()).toBe(instant.getTime());
    expect(toLagosIso(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23T00:30:00+01:00');
  });

  it('formats a job as people read it: "Sat 14 Dec, 9:00–12:00"', () => {
    const start = lagosInstant('2024-12-14', '09:00');
    const end = lagosInstant('2024-12-14', '12:00');
    expect(formatLagosDay(start)).toBe('Sat 14 Dec');
    expect(formatLagosClock(start)).toBe('9:00');
    expect(formatLagosSpan(start, end)).toBe('Sat 14 Dec, 9:00–12:00');
    expect(formatLagosDay(new Date('2026-11-22T22:30:00Z'))).toBe('Sun 22 Nov');
    expect(formatLagosClock(new Date('2026-11-22T22:30:00Z'))).toBe('23:30');
  });
});

describe('Lagos dates in each language', () => {
  // Saturday 14 December 2024, 09:00 in Lagos.
  const saturday = new Date('2024-12-14T08:00:00Z');

  it('names the day and month in the language, from Aboki’s own names', () => {
    expect(formatLagosDay(saturday)).toBe('Sat 14 Dec');
    expect(formatLagosDay(saturday, 'ha')).toBe('Asa 14 Dis');
    expect(formatLagosDay(saturday, 'yo')).toBe('Àbámẹ́ta 14 Ọ̀pẹ̀');
    expect(formatLagosDay(saturday, 'ig')).toBe('Sat 14 Dis');
    expect(formatLagosSpan(saturday, new Date('2024-12-14T11:00:00Z'), 'pcm')).toBe('Sat 14 Dec, 9:00–12:00');
  });
});
