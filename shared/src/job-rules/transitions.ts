import { formatNaira } from '../money.js';
import { HOUR_MS, MINUTE_MS } from '../lagos-time.js';
// Types only: schemas/job.ts reads the numbers, so no value may flow back.
import type { JobAction, JobActor, JobStatus } from '../schemas/job.js';
import { expiresAt } from './fees.js';
import {
  CANCEL_FREE_HOURS,
  CANCEL_GRACE_MINUTES,
  EXPIRE_AFTER_HOURS,
  EXPIRE_BEFORE_START_HOURS,
  LATE_CANCEL_FEE_PERCENT,
  LATE_CANCEL_HOURS,
  LATE_CANCEL_MIN_FEE_KOBO,
  NO_SHOW_AFTER_MINUTES,
  PAYMENT_HOLD_MINUTES,
  PREPAY_AFTER_LATE_CANCELS,
  PREPAY_WINDOW_DAYS,
  START_CODE_LOCK_MINUTES,
  START_CODE_MAX_ATTEMPTS,
  START_LAPSES_AFTER_HOURS,
  START_OPENS_BEFORE_MINUTES,
  STRIKE_WINDOW_DAYS,
  STRIKES_TO_PAUSE,
  VERY_LATE_CANCEL_FEE_PERCENT,
  VERY_LATE_CANCEL_MIN_FEE_KOBO,
} from './numbers.js';

// The life of a job as data (issues 10, 11 and 21): each row names status × action × actor → next
// status, the time gate, the fee rule and the effects. The API's transition module is the only code
// that moves a job (one compare-and-swap UPDATE … WHERE status = ANY(from)); the pages ask canAct
// before offering a button; the README's table is printed from here, and a test keeps it so.
// Why: docs/decisions/0039-one-job-transition-table.md.

/** The endpoints' actions, the sweeper's expiries, and the payment steps. */
export type TransitionAction = JobAction | 'expire' | 'lapse' | 'paid' | 'pay-cash' | 'expire-unpaid';

/**
 * When an allowed action may happen. UNEXPIRED: before the request's expiry (after it, the request
 * is expired whether or not the sweeper has got to it: 409). START_WINDOW: from
 * START_OPENS_BEFORE_MINUTES before the start. NO_SHOW_WINDOW: from NO_SHOW_AFTER_MINUTES after it.
 * The last two answer "too early" (422) before their time.
 */
export type TimeGate = 'UNEXPIRED' | 'START_WINDOW' | 'NO_SHOW_WINDOW';

/**
 * What ending the job costs the User (shared/job-rules' cancellationFee). CANCELLATION: as of now;
 * AS_IF_CANCELLED_AT_START: a User's no-show costs what cancelling at the start would.
 */
export type FeeRule = 'CANCELLATION' | 'AS_IF_CANCELLED_AT_START';

/** What a change sets off, in its transaction; every change also writes one job_events row and goes live. */
export type JobEffect =
  /** The status lifecycle e-mail to the other side (lifecycle-emails). */
  | 'EMAIL_OTHER_SIDE'
  /** The "new request" e-mails of a booking that has just become a request. */
  | 'REQUEST_EMAILS'
  /** A strike on the Aboki; STRIKES_TO_PAUSE in STRIKE_WINDOW_DAYS pause it. */
  | 'STRIKE'
  /** A fee-paying cancellation counts towards prepayment (PREPAY_AFTER_LATE_CANCELS). */
  | 'FLAG_LATE_CANCELLER'
  /** A card or transfer job that ends gives the money back, less any fee (the payments module). */
  | 'REFUND'
  /** The unpaid hold ends: the job's other open checkouts are given up (the payments module). */
  | 'RELEASE_HOLD';

export interface JobTransition {
  action: TransitionAction;
  actor: JobActor;
  from: readonly JobStatus[];
  to: JobStatus;
  gate: TimeGate | null;
  fee: FeeRule | null;
  effects: readonly JobEffect[];
  /** The rule in words, for the README and the pages: written from the numbers, never by hand. */
  rule: string;
}

const hours = (value: number) => `${value} h`;
const minutes = (value: number) => `${value} min`;

/** A job that ends gives card or transfer money back and tells the other side. */
const ENDING: readonly JobEffect[] = ['EMAIL_OTHER_SIDE', 'REFUND'];

export const JOB_TRANSITIONS: readonly JobTransition[] = [
  {
    action: 'accept',
    actor: 'AGENT',
    from: ['REQUESTED'],
    to: 'ACCEPTED',
    gate: 'UNEXPIRED',
    fee: null,
    effects: ['EMAIL_OTHER_SIDE'],
    rule: 'the Aboki’s agent',
  },
  {
    action: 'decline',
    actor: 'AGENT',
    from: ['REQUESTED'],
    to: 'DECLINED',
    gate: null,
    fee: null,
    effects: ENDING,
    rule: 'the Aboki’s agent, with an optional reason',
  },
  {
    action: 'expire',
    actor: 'SYSTEM',
    from: ['REQUESTED'],
    to: 'EXPIRED',
    gate: null,
    fee: null,
    effects: ENDING,
    rule: `unanswered ${hours(EXPIRE_AFTER_HOURS)} after the request or ${hours(EXPIRE_BEFORE_START_HOURS)} before the start, whichever comes first`,
  },
  {
    action: 'start',
    actor: 'AGENT',
    from: ['ACCEPTED'],
    to: 'IN_PROGRESS',
    gate: 'START_WINDOW',
    fee: null,
    effects: [],
    rule: `with the User’s start code, from ${minutes(START_OPENS_BEFORE_MINUTES)} before the start; ${START_CODE_MAX_ATTEMPTS} wrong codes lock starting for ${minutes(START_CODE_LOCK_MINUTES)}`,
  },
  {
    action: 'complete',
    actor: 'AGENT',
    from: ['IN_PROGRESS'],
    to: 'COMPLETED',
    gate: null,
    fee: null,
    effects: ['EMAIL_OTHER_SIDE'],
    rule: 'records the cash received (default: what is owed); another amount only with the agent’s reason',
  },
  {
    action: 'cancel',
    actor: 'USER',
    from: ['REQUESTED', 'ACCEPTED'],
    to: 'CANCELLED_BY_USER',
    gate: null,
    fee: 'CANCELLATION',
    effects: [...ENDING, 'FLAG_LATE_CANCELLER'],
    rule:
      `free before acceptance, within ${minutes(CANCEL_GRACE_MINUTES)} of booking or ≥ ${hours(CANCEL_FREE_HOURS)} before; ` +
      `then ${LATE_CANCEL_FEE_PERCENT} % (≥ ${formatNaira(LATE_CANCEL_MIN_FEE_KOBO)}); ` +
      `under ${hours(LATE_CANCEL_HOURS)} ${VERY_LATE_CANCEL_FEE_PERCENT} % (≥ ${formatNaira(VERY_LATE_CANCEL_MIN_FEE_KOBO)})`,
  },
  {
    action: 'cancel',
    actor: 'AGENT',
    from: ['REQUESTED', 'ACCEPTED'],
    to: 'CANCELLED_BY_AGENT',
    gate: null,
    // Agents never pay: the rule stores a fee of 0 and the whole payment as the refund.
    fee: 'CANCELLATION',
    effects: [...ENDING, 'STRIKE'],
    rule: `a strike on the Aboki; ${STRIKES_TO_PAUSE} strikes in ${STRIKE_WINDOW_DAYS} days pause the Aboki`,
  },
  {
    action: 'no-show',
    actor: 'AGENT',
    from: ['ACCEPTED'],
    to: 'NO_SHOW_USER',
    gate: 'NO_SHOW_WINDOW',
    fee: 'AS_IF_CANCELLED_AT_START',
    effects: ENDING,
    rule: `the User was absent; from ${minutes(NO_SHOW_AFTER_MINUTES)} after the start`,
  },
  {
    action: 'no-show',
    actor: 'USER',
    from: ['ACCEPTED'],
    to: 'NO_SHOW_ABOKI',
    gate: 'NO_SHOW_WINDOW',
    fee: null,
    effects: [...ENDING, 'STRIKE'],
    rule: `the Aboki was absent; from ${minutes(NO_SHOW_AFTER_MINUTES)} after the start; a strike on the Aboki`,
  },
  {
    action: 'lapse',
    actor: 'SYSTEM',
    from: ['ACCEPTED'],
    to: 'NO_SHOW_ABOKI',
    gate: null,
    fee: null,
    effects: [...ENDING, 'STRIKE'],
    rule: `not started ${hours(START_LAPSES_AFTER_HOURS)} after the start: closed as the Aboki’s no-show, a strike on the Aboki; the start code stops working`,
  },
  {
    action: 'paid',
    actor: 'SYSTEM',
    from: ['AWAITING_PAYMENT'],
    to: 'REQUESTED',
    gate: null,
    fee: null,
    effects: ['RELEASE_HOLD', 'REQUEST_EMAILS'],
    rule: 'Paystack proved the money (signed webhook or server-side verify); only now does the agent see the request',
  },
  {
    action: 'pay-cash',
    actor: 'USER',
    from: ['AWAITING_PAYMENT'],
    to: 'REQUESTED',
    gate: null,
    fee: null,
    effects: ['RELEASE_HOLD', 'REQUEST_EMAILS'],
    rule: `the User pays cash on completion instead (not after ${PREPAY_AFTER_LATE_CANCELS} late cancellations in ${PREPAY_WINDOW_DAYS} days)`,
  },
  {
    action: 'expire-unpaid',
    actor: 'SYSTEM',
    from: ['AWAITING_PAYMENT'],
    to: 'EXPIRED',
    gate: null,
    fee: null,
    effects: ['RELEASE_HOLD'],
    rule: `unpaid ${minutes(PAYMENT_HOLD_MINUTES)} after booking: the slot is freed`,
  },
];

/** The rule for an action by an actor, whatever the job's status; undefined: never allowed. */
export function transitionFor(action: TransitionAction, actor: JobActor): JobTransition | undefined {
  return JOB_TRANSITIONS.find((rule) => rule.action === action && rule.actor === actor);
}

/** The rule that moves a job in `status` by this action and actor, if there is one (time aside). */
export function allowedTransition(
  status: JobStatus,
  action: TransitionAction,
  actor: JobActor,
): JobTransition | undefined {
  const rule = transitionFor(action, actor);
  return rule && rule.from.includes(status) ? rule : undefined;
}

/** Enough of a job to decide, with times as Dates or ISO strings (the API's rows, the pages' views). */
export interface ActingJob {
  status: JobStatus;
  startsAt: Date | string;
  /** When it was requested: only accepting reads it (UNEXPIRED); list rows may leave it out. */
  createdAt?: Date | string;
}

/** Allowed now, with its rule; or why not: NOT_ALLOWED (409 in the API) or TOO_EARLY (422). */
export type ActDecision =
  | { allowed: true; transition: JobTransition }
  | { allowed: false; reason: 'NOT_ALLOWED' | 'TOO_EARLY'; transition?: JobTransition };

const time = (value: Date | string) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/** Whether the gate lets the action happen now: the API's answer and the pages' buttons alike. */
function gateOpen(gate: TimeGate, job: ActingJob, now: Date): boolean {
  const at = now.getTime();
  switch (gate) {
    case 'UNEXPIRED':
      // Without the request's time its expiry is unknown: closed (the API, which has it, decides).
      return job.createdAt !== undefined && at < expiresAt({ ...job, createdAt: job.createdAt }).getTime();
    case 'START_WINDOW':
      // …and shuts for good START_LAPSES_AFTER_HOURS after the start (the sweeper then closes the job).
      return at >= time(job.startsAt) - START_OPENS_BEFORE_MINUTES * MINUTE_MS && !startLapsed(job, now);
    case 'NO_SHOW_WINDOW':
      return at >= time(job.startsAt) + NO_SHOW_AFTER_MINUTES * MINUTE_MS;
  }
}

/** Past START_LAPSES_AFTER_HOURS after the start an accepted job can no longer be started. */
function startLapsed(job: ActingJob, now: Date): boolean {
  return now.getTime() >= time(job.startsAt) + START_LAPSES_AFTER_HOURS * HOUR_MS;
}

/** Whether `actor` may do `action` to `job` at `now`: the table, then the row's time gate. */
export function canAct(job: ActingJob, action: TransitionAction, actor: JobActor, now: Date): ActDecision {
  const transition = allowedTransition(job.status, action, actor);
  if (!transition) return { allowed: false, reason: 'NOT_ALLOWED' };
  if (transition.gate && !gateOpen(transition.gate, job, now)) {
    // Past a request's expiry there is nothing to accept any more; the other gates open later.
    return {
      allowed: false,
      reason:
        transition.gate === 'UNEXPIRED' || (transition.gate === 'START_WINDOW' && startLapsed(job, now))
          ? 'NOT_ALLOWED'
          : 'TOO_EARLY',
      transition,
    };
  }
  return { allowed: true, transition };
}

/** The table as Markdown rows, for the README (a test compares them). */
export function transitionTableMarkdown(): string {
  const lines = ['| Action | Actor | From | To | Rule |', '| --- | --- | --- | --- | --- |'];
  for (const rule of JOB_TRANSITIONS) {
    lines.push(
      `| ${rule.action} | ${rule.actor} | ${rule.from.map((status) => `\`${status}\``).join(', ')} | \`${rule.to}\` | ${rule.rule} |`,
    );
  }
  return lines.join('\n');
}
