import { z } from 'zod';
import { template } from '../i18n/template.js';
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

/** The words of a date that is not a day of the calendar, after "Enter a real date" (and time). */
function problemsOf(lead: string) {
  return {
    lead,
    months: `${lead}: months run 01 to 12`,
    days: `${lead}: days start at 01`,
    monthLength: template<{ month: string; days: number }>(`${lead}: {month} has {days} days`),
    year: `${lead}: check the year`,
  };
}

/** Every text a date field can be refused with: the API's translations are keyed by them. */
export const DATE_MESSAGES = {
  format: DATE_FORMAT_MESSAGE,
  date: problemsOf(REAL_DATE_MESSAGE),
  dateTime: problemsOf(REAL_DATE_TIME_MESSAGE),
  times: `${REAL_DATE_TIME_MESSAGE}: times run 00:00 to 23:59`,
  offset: `${REAL_DATE_TIME_MESSAGE}: the offset from UTC is at most 14 hours`,
} as const;

/** "Enter a real date: November has 30 days", for a YYYY-MM-DD text that is not a calendar day. */
export function realDateMessage(
  date: string,
  words: ReturnType<typeof problemsOf> = DATE_MESSAGES.date,
): string {
  if (!DATE_SHAPE.test(date) || isCalendarDate(date)) return words.lead;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (month < 1 || month > 12) return words.months;
  if (day < 1) return words.days;
  const days = daysInMonth(year, month);
  // February's length depends on the year; the other months' do not.
  if (day > days)
    return words.monthLength({ month: `${MONTH_NAMES[month - 1]}${month === 2 ? ` ${year}` : ''}`, days });
  return words.year;
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
  if (!isCalendarDate(date)) return realDateMessage(date, DATE_MESSAGES.dateTime);
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds.slice(1, 3)) > 59) {
    return DATE_MESSAGES.times;
  }
  return DATE_MESSAGES.offset;
}
