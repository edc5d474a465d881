import { formatLagosClock, formatLagosDay, formatLagosSpan } from 'shared/lagos-time';
import { formatNaira } from 'shared/money';
import type { OutgoingEmail } from '../email/email-module.js';

// The emails of an ask to move a job's time (issue 22, item 7), each to the side that did not act:
// the agent hears of an ask and of its withdrawal, the User of the answer and of an ask left unanswered.

export interface MovedJob {
  reference: string;
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

export interface Recipient {
  email: string;
  name: string;
}

const jobPage = (publicUrl: string, reference: string) =>
  `${publicUrl}/manage-services-request/job/${reference}`;
const dashboard = (publicUrl: string) => `${publicUrl}/profile/agent-dashboard`;
const newTime = (move: MoveFacts) => formatLagosSpan(move.startsAt, move.endsAt);
const oldTime = (move: MoveFacts) => formatLagosSpan(move.fromStartsAt, move.fromEndsAt);
const dayAndClock = (instant: Date) => `${formatLagosDay(instant)}, ${formatLagosClock(instant)}`;

function email(to: Recipient, subject: string, lines: string[], link: string): OutgoingEmail {
  return {
    to: to.email,
    subject,
    text: [`Hello ${to.name},`, '', ...lines, '', link, '', 'Aboki'].join('\n'),
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
    `New time asked: ${job.serviceName} with ${job.abokiName}, ${oldTime(move)}`,
    [
      `${customerName} asks to move ${job.reference} from ${oldTime(move)} to ${newTime(move)} (Lagos time).`,
      `Both times are kept for ${job.abokiName} until you answer. Accept or decline the new time by ${dayAndClock(move.lapsesAt)}; after that the old time stands.`,
    ],
    `Answer on your dashboard: ${dashboard(publicUrl)}`,
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
  const link = `See the request: ${jobPage(publicUrl, job.reference)}`;
  if (answer === 'DECLINED') {
    return email(
      user,
      `New time declined: ${job.serviceName} with ${job.abokiName}`,
      [
        `${job.abokiName}'s agent cannot move ${job.reference} to ${newTime(move)}.`,
        `Your booking stays at ${oldTime(move)} (Lagos time), as before. Nothing was charged for asking.`,
      ],
      link,
    );
  }
  return email(
    user,
    `New time accepted: ${job.serviceName} with ${job.abokiName}, ${newTime(move)}`,
    [
      `${job.abokiName} will now come for ${job.reference} at ${newTime(move)} (Lagos time), instead of ${oldTime(move)}.`,
      move.feeKobo > 0
        ? `You asked less than a day before the start, so a moving fee of ${formatNaira(move.feeKobo)} was recorded, as cancelling would have cost. Please settle it with ${job.abokiName}'s agent.`
        : 'Moving was free.',
      'Your start code stays the same.',
    ],
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
    `Old time kept: ${job.serviceName} with ${job.abokiName}, ${oldTime(move)}`,
    [
      `${customerName} no longer asks to move ${job.reference} to ${newTime(move)}.`,
      `It stays at ${oldTime(move)} (Lagos time); ${job.abokiName} is free again at the time that was asked for.`,
    ],
    `See your Abokis' jobs: ${dashboard(publicUrl)}`,
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
    `No answer to your new time: ${job.serviceName} with ${job.abokiName}`,
    [
      `${job.abokiName}'s agent did not answer your ask to move ${job.reference} to ${newTime(move)} in time.`,
      `Your booking stays at ${oldTime(move)} (Lagos time). Nothing was charged for asking.`,
    ],
    `See the request: ${jobPage(publicUrl, job.reference)}`,
  );
}
