import type { Language } from 'shared/i18n';
import { formatLagosClock, formatLagosDay, formatLagosSpan } from 'shared/lagos-time';
import { formatNaira } from 'shared/money';
import type { OutgoingEmail } from '../email/email-module.js';
import { RESCHEDULE_EMAIL_TEXTS } from './reschedule-email-texts.js';
import { sayerOf, serviceNameIn, type Recipient } from './say-email.js';

export type { Recipient } from './say-email.js';

// The emails of an ask to move a job's time (issue 22, item 7), each to the side that did not act:
// the agent hears of an ask and of its withdrawal, the User of the answer and of an ask left unanswered.

export interface MovedJob {
  reference: string;
  serviceSlug: string;
  serviceName: string;
  abokiName: string;
}

export interface MoveFacts {
  startsAt: Date;
  endsAt: Date;
  fromStartsAt: Date;
  fromEndsAt: Date;
  feeKobo: number;
  lapsesAt: Date;
}

const say = sayerOf(RESCHEDULE_EMAIL_TEXTS);

const jobPage = (publicUrl: string, reference: string) =>
  `${publicUrl}/manage-services-request/job/${reference}`;
const dashboard = (publicUrl: string) => `${publicUrl}/profile/agent-dashboard`;

/** The values every text of these e-mails may name, with the times said in the recipient's language. */
function factsOf(job: MovedJob, move: MoveFacts, language: Language | undefined) {
  const dayAndClock = (instant: Date) => `${formatLagosDay(instant, language)}, ${formatLagosClock(instant)}`;
  return {
    reference: job.reference,
    service: serviceNameIn(language, job),
    aboki: job.abokiName,
    new: formatLagosSpan(move.startsAt, move.endsAt, language),
    old: formatLagosSpan(move.fromStartsAt, move.fromEndsAt, language),
    by: dayAndClock(move.lapsesAt),
  };
}

type TextId = Parameters<typeof say>[1];

/** An e-mail to `to` in their language: subject and lines by id, each given the move's facts. */
function email(
  to: Recipient,
  facts: Record<string, string | number>,
  subject: TextId,
  lines: TextId[],
  link: string,
): OutgoingEmail {
  const t = (id: TextId) => say(to.language, id, facts);
  return {
    to: to.email,
    subject: t(subject),
    text: [
      say(to.language, 'hello', { name: to.name }),
      '',
      ...lines.map(t),
      '',
      link,
      '',
      say(to.language, 'signOff'),
    ].join('\n'),
  };
}

/** To the agent: the customer asks to move the job; the old time is kept until the agent answers. */
export function moveAskedEmail(
  agent: Recipient,
  job: MovedJob,
  move: MoveFacts,
  customerName: string,
  publicUrl: string,
): OutgoingEmail {
  return email(
    agent,
    { ...factsOf(job, move, agent.language), customer: customerName },
    'asked.subject',
    ['asked.body', 'asked.both'],
    say(agent.language, 'asked.link', { url: dashboard(publicUrl) }),
  );
}

/** To the User: the agent accepted the new time (with the fee recorded, if moving was late) or declined it. */
export function moveAnsweredEmail(
  user: Recipient,
  job: MovedJob,
  move: MoveFacts,
  answer: 'ACCEPTED' | 'DECLINED',
  publicUrl: string,
): OutgoingEmail {
  const facts = { ...factsOf(job, move, user.language), fee: formatNaira(move.feeKobo) };
  const link = say(user.language, 'link.request', { url: jobPage(publicUrl, job.reference) });
  if (answer === 'DECLINED') {
    return email(user, facts, 'declined.subject', ['declined.body', 'declined.stays'], link);
  }
  return email(
    user,
    facts,
    'accepted.subject',
    ['accepted.body', move.feeKobo > 0 ? 'accepted.fee' : 'accepted.free', 'accepted.startCode'],
    link,
  );
}

/** To the agent: the customer kept the old time after all. */
export function moveWithdrawnEmail(
  agent: Recipient,
  job: MovedJob,
  move: MoveFacts,
  customerName: string,
  publicUrl: string,
): OutgoingEmail {
  return email(
    agent,
    { ...factsOf(job, move, agent.language), customer: customerName },
    'withdrawn.subject',
    ['withdrawn.body', 'withdrawn.stays'],
    say(agent.language, 'link.agentJobs', { url: dashboard(publicUrl) }),
  );
}

/** To the User: nobody answered in time, so the booking stays where it was. */
export function moveLapsedEmail(
  user: Recipient,
  job: MovedJob,
  move: MoveFacts,
  publicUrl: string,
): OutgoingEmail {
  return email(
    user,
    factsOf(job, move, user.language),
    'lapsed.subject',
    ['lapsed.body', 'lapsed.stays'],
    say(user.language, 'link.request', { url: jobPage(publicUrl, job.reference) }),
  );
}
