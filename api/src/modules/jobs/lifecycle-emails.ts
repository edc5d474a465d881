import { START_LAPSES_AFTER_HOURS } from 'shared/job-rules';
import { formatLagosSpan } from 'shared/lagos-time';
import { formatNaira } from 'shared/money';
import type { JobActor, JobStatus } from 'shared/schemas';
import type { OutgoingEmail } from '../email/email-module.js';

// The emails of a job's changes (issue 10), each to the side that did not make the change.

export interface ChangedJob {
  reference: string;
  serviceName: string;
  abokiName: string;
  startsAt: Date;
  endsAt: Date;
  priceKobo: number;
  reason: string | null;
  feeKobo: number | null;
  cashReceivedKobo: number | null;
  /** A completed cash job: what the User owed, and the agent's reason for recording another figure. */
  cashOwedKobo: number | null;
  cashDifferenceReason: string | null;
  /** What the User paid by card or transfer (0 for cash and unpaid jobs): what a refund gives back. */
  paidKobo: number;
}

export interface Recipient {
  email: string;
  name: string;
}

const jobPage = (publicUrl: string, reference: string) =>
  `${publicUrl}/manage-services-request/job/${reference}`;
const dashboard = (publicUrl: string) => `${publicUrl}/profile/agent-dashboard`;

function email(to: Recipient, subject: string, lines: string[], link: string): OutgoingEmail {
  return {
    to: to.email,
    subject,
    text: [`Hello ${to.name},`, '', ...lines, '', link, '', 'Aboki'].join('\n'),
  };
}

/**
 * A completed cash job's figures apart (what was owed, the cash the Aboki recorded, its reason), and
 * the User asked to confirm what they paid: never only the agent's figure.
 */
function cashLines(job: ChangedJob): string[] {
  if (job.cashReceivedKobo === null || job.cashOwedKobo === null) return [];
  const recorded = formatNaira(job.cashReceivedKobo);
  return [
    `You owed ${formatNaira(job.cashOwedKobo)}. Your Aboki recorded ${recorded} in cash${
      job.cashDifferenceReason ? `, giving this reason for the difference: ${job.cashDifferenceReason}` : ''
    }.`,
    `Did you pay ${recorded}? Please tell us on the job page; if you paid a different amount, Aboki support will contact you.`,
  ];
}

/** For a job that ends without happening: what becomes of the User's card or transfer payment. */
const moneyBack = (job: ChangedJob) =>
  job.paidKobo > 0
    ? [
        `Your payment of ${formatNaira(job.paidKobo)} comes back to you in full; your bank may take a few days to show it.`,
      ]
    : [];

/**
 * The emails of a new status: to the person who did not cause it, and to the User when a fee they
 * owe was recorded; none when the change matters to nobody else (starting happens with both at the door).
 */
export function lifecycleEmails(
  status: JobStatus,
  job: ChangedJob,
  people: { user: Recipient; agent: Recipient | undefined },
  publicUrl: string,
  actor: JobActor = 'USER',
): OutgoingEmail[] {
  // Closed by the sweeper, not reported by anyone: both sides are told why.
  if (actor === 'SYSTEM' && status === 'NO_SHOW_ABOKI') return lapsedEmails(job, people, publicUrl);
  const message = otherSideEmail(status, job, people, publicUrl);
  const fee =
    status === 'CANCELLED_BY_USER' && job.feeKobo ? [cancellationFeeEmail(job, people.user, publicUrl)] : [];
  return [...(message ? [message] : []), ...fee];
}

/** An accepted job nobody started START_LAPSES_AFTER_HOURS after its start: closed, and both told. */
function lapsedEmails(
  job: ChangedJob,
  people: { user: Recipient; agent: Recipient | undefined },
  publicUrl: string,
): OutgoingEmail[] {
  const what = `${job.serviceName} with ${job.abokiName}, ${formatLagosSpan(job.startsAt, job.endsAt)}`;
  const late = `${START_LAPSES_AFTER_HOURS} hours`;
  const user = email(
    people.user,
    `Closed: ${what}`,
    [
      `${job.reference} was not started within ${late} of its start, so we have closed it as a no-show by the Aboki. Its start code no longer works.`,
      ...(job.paidKobo > 0 ? moneyBack(job) : ['You pay nothing.']),
      'If the Aboki did come, reply to this e-mail and we will put it right.',
    ],
    `Find another Aboki: ${publicUrl}/select-aboki`,
  );
  const agent =
    people.agent &&
    email(
      people.agent,
      `Not started: ${what}`,
      [
        `${job.abokiName} did not start ${job.reference} within ${late} of its start, so it is closed as a no-show and the start code no longer works.`,
        'This is a strike on the Aboki; 2 strikes in 28 days pause them. If the job did happen, reply to this e-mail.',
      ],
      `See your Abokis' jobs: ${dashboard(publicUrl)}`,
    );
  return agent ? [user, agent] : [user];
}

/** The User's own record of a late cancellation's fee: what it was, and what comes back or is owed. */
function cancellationFeeEmail(job: ChangedJob, user: Recipient, publicUrl: string): OutgoingEmail {
  const fee = formatNaira(job.feeKobo ?? 0);
  const back = job.paidKobo - (job.feeKobo ?? 0);
  return email(
    user,
    `Cancellation fee: ${fee} for ${job.reference}`,
    [
      `You cancelled ${job.serviceName} with ${job.abokiName}, ${formatLagosSpan(job.startsAt, job.endsAt)}, late, so a cancellation fee of ${fee} was recorded.`,
      job.paidKobo > 0
        ? back > 0
          ? `It is kept from your payment: ${formatNaira(back)} comes back to you; your bank may take a few days to show it.`
          : 'It is kept from your payment.'
        : `Please settle it with ${job.abokiName}'s agent.`,
    ],
    `See the job: ${jobPage(publicUrl, job.reference)}`,
  );
}

function otherSideEmail(
  status: JobStatus,
  job: ChangedJob,
  people: { user: Recipient; agent: Recipient | undefined },
  publicUrl: string,
): OutgoingEmail | undefined {
  const when = formatLagosSpan(job.startsAt, job.endsAt);
  const what = `${job.serviceName} with ${job.abokiName}, ${when}`;
  const reason = job.reason ? [`Reason given: ${job.reason}`] : [];
  const userLink = `See the job: ${jobPage(publicUrl, job.reference)}`;
  switch (status) {
    case 'ACCEPTED':
      return email(
        people.user,
        `Accepted: ${what}`,
        [
          `${job.abokiName} will come for your ${job.serviceName} request (${job.reference}).`,
          'Give them your start code (on the job page) when they arrive, not before.',
        ],
        userLink,
      );
    case 'DECLINED':
      return email(
        people.user,
        `Declined: ${what}`,
        [
          `${job.abokiName} cannot take your request ${job.reference}.`,
          ...reason,
          ...moneyBack(job),
          'Choose another Aboki.',
        ],
        `Find another Aboki: ${publicUrl}/select-aboki`,
      );
    case 'EXPIRED':
      return email(
        people.user,
        `No answer: ${what}`,
        [
          `Your request ${job.reference} was not answered in time and has expired.`,
          ...moneyBack(job),
          'Choose another Aboki.',
        ],
        `Find another Aboki: ${publicUrl}/select-aboki`,
      );
    case 'CANCELLED_BY_USER':
      return (
        people.agent &&
        email(
          people.agent,
          `Cancelled by the customer: ${what}`,
          [
            `The customer cancelled ${job.reference}.`,
            ...reason,
            job.feeKobo
              ? `Cancellation fee recorded: ${formatNaira(job.feeKobo)}.`
              : 'It was cancelled in time: no fee.',
          ],
          `See your Abokis' jobs: ${dashboard(publicUrl)}`,
        )
      );
    case 'CANCELLED_BY_AGENT':
      return email(
        people.user,
        `Cancelled: ${what}`,
        [
          `${job.abokiName}'s agent cancelled ${job.reference}.`,
          ...reason,
          ...(job.paidKobo > 0 ? moneyBack(job) : ['You pay nothing.']),
          'Choose another Aboki.',
        ],
        `Find another Aboki: ${publicUrl}/select-aboki`,
      );
    case 'COMPLETED':
      return email(
        people.user,
        `Done: ${what}. Rate your Aboki`,
        [
          `${job.abokiName} has completed ${job.reference}.`,
          ...cashLines(job),
          `How did it go? Rate your Aboki within 14 days.`,
        ],
        `${job.cashOwedKobo === null ? 'Rate your Aboki' : 'Confirm what you paid and rate your Aboki'}: ${jobPage(publicUrl, job.reference)}`,
      );
    case 'NO_SHOW_USER':
      return email(
        people.user,
        `Missed: ${what}`,
        [`${job.abokiName} came for ${job.reference} but found no one, so it is recorded as a no-show.`],
        userLink,
      );
    case 'NO_SHOW_ABOKI':
      return (
        people.agent &&
        email(
          people.agent,
          `No-show reported: ${what}`,
          [
            `The customer reports that ${job.abokiName} did not come for ${job.reference}.`,
            'This is a strike on the Aboki; 2 strikes in 28 days pause them.',
          ],
          `See your Abokis' jobs: ${dashboard(publicUrl)}`,
        )
      );
    default:
      return undefined;
  }
}
