import type { Language } from 'shared/i18n';
import { formatLagosClock, formatLagosDay } from 'shared/lagos-time';
import { formatNaira } from 'shared/money';
import type { DisputeConsequence, DisputeOutcome, DisputeReason } from 'shared/schemas';
import type { OutgoingEmail } from '../email/email-module.js';
import { sayDisputeEmail, type DisputeEmailId } from './dispute-email-texts.js';

// The e-mails of a dispute, each side in their own language; the operators' safety alert in English
// (staff read English, like support's inbox).

export interface Person {
  name: string;
  email: string;
  language: Language;
}

export interface DisputedJob {
  reference: string;
  abokiName: string;
  link: string;
}

const when = (instant: Date, language: Language) =>
  `${formatLagosDay(instant, language)}, ${formatLagosClock(instant)}`;

function compose(to: Person, subject: string, body: string): OutgoingEmail {
  return {
    to: to.email,
    subject,
    text: [body, sayDisputeEmail(to.language, 'signOff')].join('\n\n'),
  };
}

/** To the User who reported it and to the job's agent, when a problem is reported. */
export function reportedEmails(
  report: { reason: DisputeReason; description: string; answerDueAt: Date },
  job: DisputedJob,
  user: Person,
  agent: Person,
): OutgoingEmail[] {
  const sayTo =
    (person: Person) =>
    (id: DisputeEmailId, values: Record<string, string> = {}) =>
      sayDisputeEmail(person.language, id, {
        reference: job.reference,
        aboki: job.abokiName,
        link: job.link,
        ...values,
      });
  const toUser = sayTo(user);
  const toAgent = sayTo(agent);
  return [
    compose(
      user,
      toUser('reported.subject'),
      toUser('reported.body', {
        name: user.name,
        what: toUser(`reason.${report.reason}`),
        dueAt: when(report.answerDueAt, user.language),
      }),
    ),
    compose(
      agent,
      toAgent('opened.subject'),
      toAgent('opened.body', {
        name: agent.name,
        what: toAgent(`reason.${report.reason}`),
        description: report.description,
        dueAt: when(report.answerDueAt, agent.language),
      }),
    ),
  ];
}

/** Every operator, at once, when a report is about safety. */
export function safetyAlerts(
  staff: readonly string[],
  job: DisputedJob,
  report: { description: string; opsLink: string },
): OutgoingEmail[] {
  return staff.map((to) => ({
    to,
    subject: `Safety report on job ${job.reference}: ${job.abokiName} is paused`,
    text: [
      `A User reported a safety problem with job ${job.reference}. ${job.abokiName} has been paused (suspended) and cannot be booked until an operator reinstates them.`,
      '',
      `What they wrote: ${report.description}`,
      '',
      `Open the dispute in the console: ${report.opsLink}`,
    ].join('\n'),
  }));
}

/** Both sides, when an operator's decision is made (or a second operator approves it). */
export function decidedEmails(
  decision: {
    outcome: DisputeOutcome;
    refundKobo: number;
    refundRoute: 'PAYSTACK' | 'CASH' | null;
    reason: string;
    consequence: DisputeConsequence;
  },
  job: DisputedJob,
  user: Person,
  agent: Person,
): OutgoingEmail[] {
  const outcomeIn = (language: Language) => {
    const say = (id: DisputeEmailId) =>
      sayDisputeEmail(language, id, { amount: formatNaira(decision.refundKobo), aboki: job.abokiName });
    const lines = [
      say(
        decision.outcome === 'FULL_REFUND'
          ? 'decided.fullRefund'
          : decision.outcome === 'PARTIAL_REFUND'
            ? 'decided.partialRefund'
            : 'decided.noRefund',
      ),
    ];
    if (decision.refundRoute)
      lines.push(say(decision.refundRoute === 'CASH' ? 'decided.cash' : 'decided.paystack'));
    return { say, lines };
  };
  const forUser = outcomeIn(user.language);
  const forAgent = outcomeIn(agent.language);
  const agentLines = [...forAgent.lines];
  if (decision.consequence === 'STRIKE') agentLines.push(forAgent.say('decided.strike'));
  if (decision.consequence === 'SUSPEND_ABOKI') agentLines.push(forAgent.say('decided.suspended'));
  const body = (person: Person, id: 'decided.user' | 'decided.agent', lines: string[]) =>
    sayDisputeEmail(person.language, id, {
      name: person.name,
      reference: job.reference,
      aboki: job.abokiName,
      outcome: lines.join(' '),
      reason: decision.reason,
    });
  const subject = (person: Person) =>
    sayDisputeEmail(person.language, 'decided.subject', { reference: job.reference });
  return [
    compose(user, subject(user), `${body(user, 'decided.user', forUser.lines)}\n\n${job.link}`),
    compose(agent, subject(agent), `${body(agent, 'decided.agent', agentLines)}\n\n${job.link}`),
  ];
}
