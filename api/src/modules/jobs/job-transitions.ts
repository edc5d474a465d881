import type { JobAction, JobActor, JobStatus } from 'shared/schemas';

// The life of a job as data (issue 10): which actor may do what from which statuses, and where it
// leads. The service applies a rule with one compare-and-swap UPDATE … WHERE status = ANY(from);
// anything not in this table is 409 INVALID_TRANSITION. The README's table is printed from it.

/** The endpoints' actions, the sweeper's expiry, and the payment steps (issue 11). */
export type TransitionAction = JobAction | 'expire' | 'paid' | 'pay-cash' | 'expire-unpaid';

export interface Transition {
  action: TransitionAction;
  actor: JobActor;
  from: readonly JobStatus[];
  to: JobStatus;
  /** The rule in words, for the README and the decision record. */
  rule: string;
}

export const JOB_TRANSITIONS: readonly Transition[] = [
  {
    action: 'paid',
    actor: 'SYSTEM',
    from: ['AWAITING_PAYMENT'],
    to: 'REQUESTED',
    rule: 'Paystack proved the money (signed webhook or server-side verify); only now does the agent see the request',
  },
  {
    action: 'pay-cash',
    actor: 'USER',
    from: ['AWAITING_PAYMENT'],
    to: 'REQUESTED',
    rule: 'the User pays cash on completion instead (not after 3 late cancellations in 30 days)',
  },
  {
    action: 'expire-unpaid',
    actor: 'SYSTEM',
    from: ['AWAITING_PAYMENT'],
    to: 'EXPIRED',
    rule: 'unpaid 30 min after booking: the slot is freed',
  },
  { action: 'accept', actor: 'AGENT', from: ['REQUESTED'], to: 'ACCEPTED', rule: 'the Aboki’s agent' },
  {
    action: 'decline',
    actor: 'AGENT',
    from: ['REQUESTED'],
    to: 'DECLINED',
    rule: 'the Aboki’s agent, with an optional reason',
  },
  {
    action: 'expire',
    actor: 'SYSTEM',
    from: ['REQUESTED'],
    to: 'EXPIRED',
    rule: 'unanswered 12 h after the request or 1 h before the start, whichever comes first',
  },
  {
    action: 'start',
    actor: 'AGENT',
    from: ['ACCEPTED'],
    to: 'IN_PROGRESS',
    rule: 'with the User’s start code, from 30 min before the start; 5 wrong codes lock starting for 15 min',
  },
  {
    action: 'complete',
    actor: 'AGENT',
    from: ['IN_PROGRESS'],
    to: 'COMPLETED',
    rule: 'records the cash received (default: the price)',
  },
  {
    action: 'cancel',
    actor: 'USER',
    from: ['REQUESTED', 'ACCEPTED'],
    to: 'CANCELLED_BY_USER',
    rule: 'free before acceptance, within 5 min of booking or ≥ 24 h before; then 20 % (≥ ₦1,000); under 2 h 50 % (≥ ₦2,000)',
  },
  {
    action: 'cancel',
    actor: 'AGENT',
    from: ['REQUESTED', 'ACCEPTED'],
    to: 'CANCELLED_BY_AGENT',
    rule: 'a strike on the Aboki; 2 strikes in 28 days pause the Aboki',
  },
  {
    action: 'no-show',
    actor: 'AGENT',
    from: ['ACCEPTED'],
    to: 'NO_SHOW_USER',
    rule: 'the User was absent; from 30 min after the start',
  },
  {
    action: 'no-show',
    actor: 'USER',
    from: ['ACCEPTED'],
    to: 'NO_SHOW_ABOKI',
    rule: 'the Aboki was absent; from 30 min after the start; a strike on the Aboki',
  },
];

/** The rule for an action by an actor, whatever the job's status; undefined: never allowed. */
export function transitionFor(action: TransitionAction, actor: JobActor): Transition | undefined {
  return JOB_TRANSITIONS.find((rule) => rule.action === action && rule.actor === actor);
}

/** The rule that moves a job in `status` by this action and actor, if there is one. */
export function allowedTransition(
  status: JobStatus,
  action: TransitionAction,
  actor: JobActor,
): Transition | undefined {
  const rule = transitionFor(action, actor);
  return rule && rule.from.includes(status) ? rule : undefined;
}

/** The table as Markdown, for the README. */
export function transitionTableMarkdown(): string {
  const lines = ['| Action | Actor | From | To | Rule |', '|---|---|---|---|---|'];
  for (const rule of JOB_TRANSITIONS) {
    lines.push(
      `| ${rule.action} | ${rule.actor} | ${rule.from.map((s) => `\`${s}\``).join(', ')} | \`${rule.to}\` | ${rule.rule} |`,
    );
  }
  return lines.join('\n');
}
