import { sql } from 'drizzle-orm';
import { addDays, lagosDateOf, lagosInstant } from 'shared/lagos-time';
import { formatNaira } from 'shared/money';
import type { Executor } from '../../db/client.js';
import { at } from '../../lib/sql-time.js';
import { smsSegments } from './segments.js';

// What text messages cost (issue 27): each message's price is recorded when the provider accepts
// it (segments × SMS_PRICE_KOBO), so a Lagos day's spend is a sum over outbox_sms.sent_at. Past the
// day's cap (SMS_DAILY_SPEND_CAP_KOBO) only codes are sent, and the operators are e-mailed once.

/** The e-mail every operator gets when a day's spend first reaches the cap. */
export interface OperatorAlert {
  subject: string;
  text: string;
}

/**
 * E-mails every operator in the caller's transaction. Handed in by the composition root: the staff
 * belong to a feature built on this one (api/src/features.ts).
 */
export type AlertOperators = (tx: Executor, alert: OperatorAlert) => Promise<void>;

export interface SpendGuard {
  /** What one segment costs, in kobo. */
  priceKobo: number;
  /** A Lagos day's spend, in kobo, past which only codes are sent. */
  dailySpendCapKobo: number;
  alertOperators: AlertOperators;
  /** After the alert's transaction committed: wakes the e-mail outbox. */
  alerted?: () => void;
}

/** No cap and no price: for workers that are not given the configuration (tests of the outbox). */
export const UNCAPPED: SpendGuard = {
  priceKobo: 0,
  dailySpendCapKobo: Number.MAX_SAFE_INTEGER,
  alertOperators: async () => {},
};

export interface SmsDay {
  /** The Lagos date, YYYY-MM-DD. */
  day: string;
  /** Messages the provider accepted that day. */
  sent: number;
  costKobo: number;
}

/** The Lagos day of an instant: its date and the instants it starts and ends. */
export function lagosDayOf(now: Date): { day: string; start: Date; end: Date } {
  const day = lagosDateOf(now);
  return { day, start: lagosInstant(day, '00:00'), end: lagosInstant(addDays(day, 1), '00:00') };
}

/** Messages sent on the Lagos day of `now`, and what they cost. */
export async function smsSpendOn(db: Executor, now: Date): Promise<SmsDay> {
  const { day, start, end } = lagosDayOf(now);
  const { rows } = await db.execute<{ sent: number; cost: number }>(sql`
    SELECT count(*)::int AS sent, coalesce(sum(cost_kobo), 0)::bigint AS cost
    FROM outbox_sms WHERE sent_at >= ${at(start)} AND sent_at < ${at(end)}`);
  return { day, sent: Number(rows[0]?.sent ?? 0), costKobo: Number(rows[0]?.cost ?? 0) };
}

/** What a message costs: every segment billed at the configured price. */
export const messageCostKobo = (body: string, priceKobo: number): number =>
  smsSegments(body).segments * priceKobo;

/**
 * How many more messages (codes apart) fit under the cap today. Every text is one segment
 * (sms-texts.ts), so this bounds a round's overshoot to a message; a free price puts no bound.
 */
export function messagesUnderCap(spentKobo: number, guard: SpendGuard): number {
  const left = guard.dailySpendCapKobo - spentKobo;
  if (left <= 0) return 0;
  return guard.priceKobo === 0 ? Number.MAX_SAFE_INTEGER : Math.ceil(left / guard.priceKobo);
}

/** The operators' e-mail, in English like every staff alert (dispute-emails.ts). */
export function spendCapAlert(day: SmsDay, capKobo: number): OperatorAlert {
  return {
    subject: `SMS spend cap reached for ${day.day}`,
    text: [
      `Text messages sent today (${day.day}, Lagos) have cost ${formatNaira(day.costKobo)}, reaching the daily cap of ${formatNaira(capKobo)} (SMS_DAILY_SPEND_CAP_KOBO).`,
      '',
      `${day.sent} messages were sent. Phone codes still go; job updates and other messages wait in the queue and are sent from tomorrow (Lagos time), unless the cap is raised and the API restarted.`,
      '',
      'If this is more than a busy day, look for a fault or abuse sending messages in a loop.',
    ].join('\n'),
  };
}

/** The operator console's SMS numbers: messages sent today (Lagos) and what they cost. */
export async function smsDashboardNumbers(
  db: Executor,
  now: Date,
): Promise<{ smsSentToday: number; smsCostTodayKobo: number }> {
  const { sent, costKobo } = await smsSpendOn(db, now);
  return { smsSentToday: sent, smsCostTodayKobo: costKobo };
}
