import { z } from 'zod';
import { daysInMonth, isCalendarDate, isIsoInstant } from '../lagos-time.js';

// Dates and times people send (issue 23, finding 7): the shape first, then a real day of the
// calendar and a real time of day, each refused in words that say what is wrong. Date.parse alone
// turned 31 November into 1 December and 30 February into 2 March.

export const DATE_FORMAT_MESSAGE = 'Enter a date as YYYY-MM-DD';
export const REAL_DATE_MESSAGE = 'Enter a real date';
export const REAL_DATE_TIME_MESSAGE = 'Enter a real date and time';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT_SHAPE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** What is wrong with a YYYY-MM-DD that is not a day of the calendar: "November has 30 days". */
function dateProblem(date: string): string | undefined {
  if (isCalendarDate(date)) return undefined;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (month < 1 || month > 12) return 'months run 01 to 12';
  if (day < 1) return 'days start at 01';
  const days = daysInMonth(year, month);
  // February's length depends on the year; the other months' do not.
  if (day > days) return `${MONTH_NAMES[month - 1]}${month === 2 ? ` ${year}` : ''} has ${days} days`;
  return 'check the year';
}

/** "Enter a real date: November has 30 days", for a YYYY-MM-DD text that is not a calendar day. */
export function realDateMessage(date: string, lead: string = REAL_DATE_MESSAGE): string {
  const problem = DATE_SHAPE.test(date) ? dateProblem(date) : undefined;
  return problem ? `${lead}: ${problem}` : lead;
}

/**
 * Why a `YYYY-MM-DD` field's text is not a day of the calendar, or undefined when it is one:
 * `formatMessage` for the wrong shape, else "Enter a real date: February 2026 has 28 days".
 */
export function calendarDateProblem(value: string, formatMessage: string = DATE_FORMAT_MESSAGE) {
  if (!DATE_SHAPE.test(value)) return formatMessage;
  return isCalendarDate(value) ? undefined : realDateMessage(value);
}

/** A `YYYY-MM-DD` field of a real calendar day (calendarDateProblem says what is wrong). */
export function calendarDateSchema(formatMessage: string = DATE_FORMAT_MESSAGE) {
  return z.string({ error: formatMessage }).superRefine((value, ctx) => {
    const problem = calendarDateProblem(value, formatMessage);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/**
 * Why an ISO 8601 instant is not a real one, or undefined when it is: `formatMessage` for the wrong
 * shape, else "Enter a real date and time" with the day, the time or the offset that is wrong.
 */
export function isoInstantProblem(value: string, formatMessage: string): string | undefined {
  const match = INSTANT_SHAPE.exec(value);
  if (!match) return formatMessage;
  if (isIsoInstant(value)) return undefined;
  const [, date = '', hours = '', minutes = '', seconds = ''] = match;
  if (!isCalendarDate(date)) return realDateMessage(date, REAL_DATE_TIME_MESSAGE);
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds.slice(1, 3)) > 59) {
    return `${REAL_DATE_TIME_MESSAGE}: times run 00:00 to 23:59`;
  }
  return `${REAL_DATE_TIME_MESSAGE}: the offset from UTC is at most 14 hours`;
}
