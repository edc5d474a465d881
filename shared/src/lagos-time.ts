/**
 * Africa/Lagos wall-clock time and instants. Lagos is UTC+1 all year (no daylight saving), so the
 * conversion is a fixed hour; it lives here, and only here, so every "which day is it" question
 * (weekly hours, time off, an Aboki's age) is decided on the Lagos date and never the UTC date.
 * Node-safe and dependency-free (its day and month names are in i18n/calendar.ts): the API and the
 * browser both import it.
 */

import { CALENDAR_NAMES } from './i18n/calendar.js';
import type { Language } from './i18n/languages.js';

/** Durations in milliseconds, for arithmetic on instants: every module takes them from here. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Lagos is one hour ahead of UTC, every day of the year. */
export const LAGOS_UTC_OFFSET_MINUTES = 60;
const OFFSET_MS = LAGOS_UTC_OFFSET_MINUTES * MINUTE_MS;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** "HH:MM" from 00:00 to 23:59, plus 24:00 for the end of a day. */
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

/** A date as the `YYYY-MM-DD` text of a day in the calendar ("2024-02-30" is not one). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999) return false;
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return (
    parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day
  );
}

/** Days in a month of a year (month 1–12): February has 29 in leap years. */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Expected a month 1 to 12, got ${month}`);
  }
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** ISO 8601 with seconds optional and an explicit offset: "2026-12-14T09:00:00+01:00" or "…Z". */
const INSTANT_PATTERN =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;
/** No offset in use anywhere is wider than 14 hours (UTC−12:00 to UTC+14:00). */
const MAX_OFFSET_HOURS = 14;

/**
 * An ISO 8601 instant with its offset whose every part is real: a calendar date, a time from
 * 00:00:00 to 23:59:59 and an offset up to ±14:00. Date.parse is not enough: it reads
 * "2026-11-31T10:00" as 1 December and "T24:00" as the next day.
 */
export function isIsoInstant(value: string): boolean {
  const match = INSTANT_PATTERN.exec(value);
  if (!match) return false;
  const [, date = '', hours, minutes, seconds = '00', offsetHours = '00', offsetMinutes = '00'] = match;
  return (
    isCalendarDate(date) &&
    Number(hours) <= 23 &&
    Number(minutes) <= 59 &&
    Number(seconds) <= 59 &&
    Number(offsetHours) <= MAX_OFFSET_HOURS &&
    Number(offsetMinutes) <= 59
  );
}

/** A wall-clock time "HH:MM" (00:00–23:59, and 24:00 meaning the end of the day). */
export function isWallClockTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

function utcMidnightOf(date: string): number {
  if (!isCalendarDate(date)) throw new RangeError(`Expected a YYYY-MM-DD date, got ${JSON.stringify(date)}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

/** The Lagos calendar date ("YYYY-MM-DD") at an instant: 22:30 UTC on a Sunday is 23:30 Sunday in Lagos. */
export function lagosDateOf(instant: Date): string {
  const ms = instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Expected a valid Date');
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekdayOfLagosDate(date: string): number {
  const day = new Date(utcMidnightOf(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Minutes since midnight of a wall-clock "HH:MM" (24:00 is 1440). */
export function minutesOfDay(time: string): number {
  if (!isWallClockTime(time)) throw new RangeError(`Expected an HH:MM time, got ${JSON.stringify(time)}`);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** The "HH:MM" of minutes since midnight (0–1440), the inverse of `minutesOfDay`. */
export function timeOfMinutes(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 1440) {
    throw new RangeError(`Expected 0 to 1440 minutes, got ${minutes}`);
  }
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The instant at which Lagos clocks show `time` on `date` (24:00 is the next day's midnight). */
export function lagosInstant(date: string, time: string): Date {
  return new Date(utcMidnightOf(date) + minutesOfDay(time) * 60_000 - OFFSET_MS);
}

/** The calendar date `days` days after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Expected a whole number of days, got ${days}`);
  return new Date(utcMidnightOf(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole years between a date of birth and `today` (both calendar dates); 29 February birthdays turn on 1 March. */
export function ageOnLagosDate(dateOfBirth: string, today: string): number {
  utcMidnightOf(dateOfBirth);
  utcMidnightOf(today);
  const [birthYear, birthMonth, birthDay] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

/** Today's date in Lagos. */
export function lagosToday(now: Date = new Date()): string {
  return lagosDateOf(now);
}

/** Minutes since Lagos midnight at an instant (0–1439): 22:30 UTC is 23:30 in Lagos, 1410. */
export function lagosMinuteOfDay(instant: Date): number {
  const ms = instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Expected a valid Date');
  return Math.floor(((((ms + OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
}

/** An instant as ISO 8601 in Lagos time with its offset: "2026-12-14T09:00:00+01:00". */
export function toLagosIso(instant: Date): string {
  const ms = instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Expected a valid Date');
  return `${new Date(ms + OFFSET_MS).toISOString().slice(0, 19)}+01:00`;
}

/**
 * The Lagos day of an instant as people write it, in a language: "Sat 14 Dec", "Asa 14 Dis",
 * "Àbámẹ́ta 14 Ọ̀pẹ̀". The names are Aboki's own (i18n/calendar.ts): browsers have none for most of them.
 */
export function formatLagosDay(instant: Date, language: Language = 'en'): string {
  const date = lagosDateOf(instant);
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  const { weekdays, months } = CALENDAR_NAMES[language];
  return `${weekdays[isoWeekdayOfLagosDate(date) - 1]} ${day} ${months[month - 1]}`;
}

/** A calendar date's month and year as people write them, in a language: "Nov 2026", "Nuw 2026". */
export function formatMonthOfYear(date: string, language: Language = 'en'): string {
  return `${CALENDAR_NAMES[language].months[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/** The Lagos clock time of an instant without a leading zero: "9:00", "23:30". */
export function formatLagosClock(instant: Date): string {
  const minute = lagosMinuteOfDay(instant);
  return `${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}`;
}

/** "Sat 14 Dec, 9:00–12:00": a job's Lagos day and times, as emails and pages show them. */
export function formatLagosSpan(start: Date, end: Date, language: Language = 'en'): string {
  return `${formatLagosDay(start, language)}, ${formatLagosClock(start)}–${formatLagosClock(end)}`;
}
