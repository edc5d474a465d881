// Types only from shared/schemas: words for the dispute enums, never the values themselves.
import type { DisputeConsequence, DisputeOutcome, DisputeReason, DisputeStatus } from 'shared/schemas';
import type { OpsT, OpsText } from '../i18n/index.js';

export const DISPUTE_REASON_LABELS: Record<DisputeReason, OpsText> = {
  NO_SHOW: 'The Aboki did not come',
  DAMAGE: 'Damage',
  POOR_WORK: 'Poor work',
  OVERCHARGED: 'Charged more than agreed',
  SAFETY: 'Safety',
};

export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, OpsText> = {
  OPEN: 'Waiting for a decision',
  AWAITING_APPROVAL: 'Waiting for a second operator',
  DECIDED: 'Decided',
};

export const DISPUTE_OUTCOME_LABELS: Record<DisputeOutcome, OpsText> = {
  FULL_REFUND: 'Full refund',
  PARTIAL_REFUND: 'Partial refund',
  NO_REFUND: 'No refund',
};

export const DISPUTE_CONSEQUENCE_LABELS: Record<DisputeConsequence, OpsText> = {
  NONE: 'Nothing more',
  STRIKE: 'A strike for the Aboki',
  SUSPEND_ABOKI: 'Suspend the Aboki',
};

/** Where a decided refund goes. */
export const REFUND_ROUTE_LABELS: Record<'PAYSTACK' | 'CASH', OpsText> = {
  PAYSTACK: 'Back through Paystack to the card or account that paid',
  CASH: 'A cash job: recorded, and paid back by the team',
};

const MINUTES_PER_DAY = 24 * 60;

/** "42 min", "3 h 5 min", "3 h", "4 days": a span of whole minutes in words. */
export function durationWords(minutes: number, t: OpsT): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return t('{minutes} min', { minutes: whole });
  if (whole >= 2 * MINUTES_PER_DAY) {
    return t('{days, plural, one {# day} other {# days}}', { days: Math.floor(whole / MINUTES_PER_DAY) });
  }
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? t('{hours} h', { hours }) : t('{hours} h {minutes} min', { hours, minutes: rest });
}

/** How long since `iso`, as of `nowMs`, in words. */
export const ageWords = (iso: string, nowMs: number, t: OpsT): string =>
  durationWords((nowMs - Date.parse(iso)) / 60_000, t);
