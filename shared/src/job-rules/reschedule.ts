// Plans change (issue 22, item 7): a User asks to move an upcoming booking to another free time of
// the same Aboki, and the Aboki's agent accepts or declines; until they answer, the old time and the
// new one are both held. An ask's life is a small table like the job's (status × action × actor →
// next status), with its rule texts written from the numbers; its fee is the cancellation fee's own
// function, free from RESCHEDULE_FREE_HOURS before the start. The API moves asks only by this
// table; the pages ask it before offering a button; the README prints it and a test keeps it so.
// Why: docs/decisions/0044-reschedule.md.

import { formatNaira } from '../money.js';
import { HOUR_MS } from '../lagos-time.js';
// Types only: the schemas read these rules, so no value may flow back.
import type { JobActor, JobStatus } from '../schemas/job.js';
import type { Language } from '../i18n/languages.js';
import { cancellationFee, type CancellableJob } from './fees.js';
import { ruleWords } from './rule-words.js';
import { EXPIRE_AFTER_HOURS, EXPIRE_BEFORE_START_HOURS, RESCHEDULE_FREE_HOURS } from './numbers.js';

/** Where an ask to move a job stands: waiting for the agent, or how it ended. */
export const MOVE_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN', 'LAPSED'] as const;
export type MoveStatus = (typeof MOVE_STATUSES)[number];

/** The actions on an ask: the User asks or withdraws, the agent accepts or declines, the sweeper lapses it. */
export const MOVE_ACTIONS = ['ask', 'withdraw', 'accept', 'decline', 'lapse'] as const;
export type MoveAction = (typeof MOVE_ACTIONS)[number];

/** Only a job that is still ahead and not yet started or being paid for can be moved. */
export const MOVABLE_JOB_STATUSES: readonly JobStatus[] = ['REQUESTED', 'ACCEPTED'];

export interface MoveRule {
  action: MoveAction;
  actor: JobActor;
  /** The ask's status before (null: there is no ask yet) and after. */
  from: MoveStatus | null;
  to: MoveStatus;
  /** The rule in words, for the README: written from the numbers, never by hand. */
  rule: string;
}

const hours = (value: number) => `${value} h`;

export const JOB_MOVES: readonly MoveRule[] = [
  {
    action: 'ask',
    actor: 'USER',
    from: null,
    to: 'PENDING',
    rule:
      `a \`REQUESTED\` or \`ACCEPTED\` job, to a free time of the same Aboki as long as the job; one ask at a time; ` +
      `free ≥ ${hours(RESCHEDULE_FREE_HOURS)} before the start, later what cancelling would cost then (shown before asking); ` +
      'the old time and the new are both held until the answer',
  },
  {
    action: 'withdraw',
    actor: 'USER',
    from: 'PENDING',
    to: 'WITHDRAWN',
    rule: 'the User keeps the old time; the new one is freed',
  },
  {
    action: 'accept',
    actor: 'AGENT',
    from: 'PENDING',
    to: 'ACCEPTED',
    rule: 'the job takes the new time and the old one is freed; the fee quoted at asking is recorded',
  },
  {
    action: 'decline',
    actor: 'AGENT',
    from: 'PENDING',
    to: 'DECLINED',
    rule: 'the old time stands; the new one is freed',
  },
  {
    action: 'lapse',
    actor: 'SYSTEM',
    from: 'PENDING',
    to: 'LAPSED',
    rule: `unanswered ${hours(EXPIRE_AFTER_HOURS)} after asking or ${hours(EXPIRE_BEFORE_START_HOURS)} before the earlier start (as a request), or the job ended: the old time stands`,
  },
];

/** The rule for an action on an ask by an actor; undefined: never allowed. */
export function moveRuleFor(action: MoveAction, actor: JobActor): MoveRule | undefined {
  return JOB_MOVES.find((rule) => rule.action === action && rule.actor === actor);
}

const time = (value: Date | string) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/**
 * When an unanswered ask lapses: answered like a request, within EXPIRE_AFTER_HOURS of asking and
 * EXPIRE_BEFORE_START_HOURS before the earlier of the two starts (the Aboki must know where to be).
 */
export function moveLapsesAt(ask: {
  askedAt: Date | string;
  startsAt: Date | string;
  newStartsAt: Date | string;
}): Date {
  const earlier = Math.min(time(ask.startsAt), time(ask.newStartsAt));
  return new Date(
    Math.min(time(ask.askedAt) + EXPIRE_AFTER_HOURS * HOUR_MS, earlier - EXPIRE_BEFORE_START_HOURS * HOUR_MS),
  );
}

/**
 * Whether the job's User may ask to move it now (any new time aside): it is a request or accepted,
 * and an ask made now could still be answered before its start.
 */
export function canAskMove(job: { status: JobStatus; startsAt: Date | string }, now: Date): boolean {
  return (
    MOVABLE_JOB_STATUSES.includes(job.status) &&
    moveLapsesAt({ askedAt: now, startsAt: job.startsAt, newStartsAt: job.startsAt }) > now
  );
}

/** What moving costs, asked now: FREE, or the cancellation fee's LATE or VERY_LATE. */
export interface MoveQuote {
  feeKobo: number;
  rule: 'FREE' | 'LATE' | 'VERY_LATE';
}

/**
 * The fee for moving the job if asked at `now`: free at least RESCHEDULE_FREE_HOURS before the start;
 * later, what the User would pay for cancelling at that moment (so free before the agent accepted or
 * within the grace after booking, too). Quoted when asking, recorded when the agent accepts.
 */
export function moveFee(job: CancellableJob, now: Date): MoveQuote {
  if (time(job.startsAt) - now.getTime() >= RESCHEDULE_FREE_HOURS * HOUR_MS)
    return { feeKobo: 0, rule: 'FREE' };
  const quote = cancellationFee({ ...job, paidKobo: 0 }, now, 'USER');
  if (quote.rule === 'NOT_CANCELLABLE' || quote.feeKobo === 0) return { feeKobo: 0, rule: 'FREE' };
  return { feeKobo: quote.feeKobo, rule: quote.rule };
}

/** The quote in the words the page shows before asking. */
export function moveFeeText(quote: MoveQuote, language: Language = 'en'): string {
  return quote.feeKobo === 0
    ? ruleWords(language, 'moveFree')
    : ruleWords(language, 'moveCosts', { fee: formatNaira(quote.feeKobo) });
}

/** The rule in general, for the Help page and the change-time form. */
export function moveRuleText(language: Language = 'en'): string {
  return ruleWords(language, 'moveRule', { freeHours: RESCHEDULE_FREE_HOURS });
}

/** The table as Markdown rows, for the README (a test compares them). */
export function moveTableMarkdown(): string {
  const lines = ['| Move | Actor | Ask from | Ask to | Rule |', '| --- | --- | --- | --- | --- |'];
  for (const rule of JOB_MOVES) {
    lines.push(
      `| ${rule.action} | ${rule.actor} | ${rule.from ? `\`${rule.from}\`` : '—'} | \`${rule.to}\` | ${rule.rule} |`,
    );
  }
  return lines.join('\n');
}
