import { START_LAPSES_AFTER_HOURS } from 'shared/job-rules';
import { formatLagosSpan } from 'shared/lagos-time';
import { formatNaira } from 'shared/money';
import type { JobActor, JobStatus } from 'shared/schemas';
import type { OutgoingEmail } from '../email/email-module.js';
import { LIFECYCLE_EMAIL_TEXTS } from './lifecycle-email-texts.js';
import { sayerOf, serviceNameIn, type Recipient } from './say-email.js';

export type { Recipient } from './say-email.js';

// The emails of a job's changes (issue 10), each to the side that did not make the change.

export interface ChangedJob {
  reference: string;
  serviceSlug: string;
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

const say = sayerOf(LIFECYCLE_EMAIL_TEXTS);
type Say = (id: Parameters<typeof say>[1], values?: Parameters<typeof say>[2]) => string;
/** The recipient's `say`: every text of their e-mail in the language of their account. */
const sayTo =
  (to: Recipient): Say =>
  (id, values) =>
    say(to.language, id, values);

const jobPage = (publicUrl: string, reference: string) =>
  `${publicUrl}/manage-services-request/job/${reference}`;
const dashboard = (publicUrl: string) => `${publicUrl}/profile/agent-dashboard`;

function email(to: Recipient, subject: string, lines: string[], link: string): OutgoingEmail {
  const t = sayTo(to);
  return {
    to: to.email,
    subject,
    text: [t('hello', { name: to.name }), '', ...lines, '', link, '', t('signOff')].join('\n'),
  };
}

/** "Home cleaning with Halima S., Tue 15 Dec, 9:00–12:00", the job as the recipient reads it. */
const whatOf = (t: Say, job: ChangedJob, to: Recipient) =>
  t('what', {
    service: serviceNameIn(to.language, job),
    aboki: job.abokiName,
    when: formatLagosSpan(job.startsAt, job.endsAt, to.language),
  });

/**
 * A completed cash job's figures apart (what was owed, the cash the Aboki recorded, its reason), and
 * the User asked to confirm what they paid: never only the agent's figure.
 */
function cashLines(t: Say, job: ChangedJob): string[] {
  if (job.cashReceivedKobo === null || job.cashOwedKobo === null) return [];
  const recorded = formatNaira(job.cashReceivedKobo);
  const owed = formatNaira(job.cashOwedKobo);
  return [
    job.cashDifferenceReason
      ? t('cash.owedWithReason', { owed, recorded, reason: job.cashDifferenceReason })
      : t('cash.owed', { owed, recorded }),
    t('cash.confirm', { recorded }),
  ];
}

/** For a job that ends without happening: what becomes of the User's card or transfer payment. */
const moneyBack = (t: Say, job: ChangedJob) =>
  job.paidKobo > 0 ? [t('moneyBack', { paid: formatNaira(job.paidKobo) })] : [];

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
  const facts = { reference: job.reference, aboki: job.abokiName, hours: START_LAPSES_AFTER_HOURS };
  const u = sayTo(people.user);
  const user = email(
    people.user,
    u('lapsed.user.subject', { what: whatOf(u, job, people.user) }),
    [
      u('lapsed.user.body', facts),
      ...(job.paidKobo > 0 ? moneyBack(u, job) : [u('payNothing')]),
      u('lapsed.user.cameAfterAll'),
    ],
    u('link.findAnother', { url: `${publicUrl}/select-aboki` }),
  );
  const agent = people.agent && lapsedAgentEmail(job, people.agent, publicUrl);
  return agent ? [user, agent] : [user];
}

function lapsedAgentEmail(job: ChangedJob, to: Recipient, publicUrl: string): OutgoingEmail {
  const a = sayTo(to);
  return email(
    to,
    a('lapsed.agent.subject', { what: whatOf(a, job, to) }),
    [
      a('lapsed.agent.body', {
        reference: job.reference,
        aboki: job.abokiName,
        hours: START_LAPSES_AFTER_HOURS,
      }),
      a('lapsed.agent.strike'),
    ],
    a('link.agentJobs', { url: dashboard(publicUrl) }),
  );
}

/** The User's own record of a late cancellation's fee: what it was, and what comes back or is owed. */
function cancellationFeeEmail(job: ChangedJob, user: Recipient, publicUrl: string): OutgoingEmail {
  const t = sayTo(user);
  const fee = formatNaira(job.feeKobo ?? 0);
  const back = job.paidKobo - (job.feeKobo ?? 0);
  return email(
    user,
    t('fee.subject', { fee, reference: job.reference }),
    [
      t('fee.body', {
        service: serviceNameIn(user.language, job),
        aboki: job.abokiName,
        when: formatLagosSpan(job.startsAt, job.endsAt, user.language),
        fee,
      }),
      job.paidKobo > 0
        ? back > 0
          ? t('fee.keptPartly', { back: formatNaira(back) })
          : t('fee.kept')
        : t('fee.settle', { aboki: job.abokiName }),
    ],
    t('link.job', { url: jobPage(publicUrl, job.reference) }),
  );
}

function otherSideEmail(
  status: JobStatus,
  job: ChangedJob,
  people: { user: Recipient; agent: Recipient | undefined },
  publicUrl: string,
): OutgoingEmail | undefined {
  // Each e-mail is said in its recipient's language: `u` to the User, `a` to the agent.
  const { user, agent } = people;
  const u = sayTo(user);
  const a: Say | undefined = agent && sayTo(agent);
  // The service as each recipient's language names it.
  const factsFor = (to: Recipient | undefined) => ({
    reference: job.reference,
    aboki: job.abokiName,
    service: serviceNameIn(to?.language, job),
  });
  const userFacts = factsFor(user);
  const agentFacts = factsFor(agent);
  const reason = (t: Say) => (job.reason ? [t('reason', { reason: job.reason })] : []);
  const userLink = u('link.job', { url: jobPage(publicUrl, job.reference) });
  const findAnother = u('link.findAnother', { url: `${publicUrl}/select-aboki` });
  const toUser = (subject: Parameters<Say>[0], lines: string[], link: string) =>
    email(user, u(subject, { what: whatOf(u, job, user) }), lines, link);
  const toAgent = (subject: Parameters<Say>[0], lines: (t: Say) => string[]) =>
    agent &&
    a &&
    email(
      agent,
      a(subject, { what: whatOf(a, job, agent) }),
      lines(a),
      a('link.agentJobs', { url: dashboard(publicUrl) }),
    );
  switch (status) {
    case 'ACCEPTED':
      return toUser('accepted.subject', [u('accepted.body', userFacts), u('accepted.startCode')], userLink);
    case 'DECLINED':
      return toUser(
        'declined.subject',
        [u('declined.body', userFacts), ...reason(u), ...moneyBack(u, job), u('chooseAnother')],
        findAnother,
      );
    case 'EXPIRED':
      return toUser(
        'expired.subject',
        [u('expired.body', userFacts), ...moneyBack(u, job), u('chooseAnother')],
        findAnother,
      );
    case 'CANCELLED_BY_USER':
      return toAgent('cancelledByUser.subject', (t) => [
        t('cancelledByUser.body', agentFacts),
        ...reason(t),
        job.feeKobo
          ? t('cancelledByUser.fee', { fee: formatNaira(job.feeKobo) })
          : t('cancelledByUser.noFee'),
      ]);
    case 'CANCELLED_BY_AGENT':
      return toUser(
        'cancelledByAgent.subject',
        [
          u('cancelledByAgent.body', userFacts),
          ...reason(u),
          ...(job.paidKobo > 0 ? moneyBack(u, job) : [u('payNothing')]),
          u('chooseAnother'),
        ],
        findAnother,
      );
    case 'COMPLETED':
      return toUser(
        'completed.subject',
        [u('completed.body', userFacts), ...cashLines(u, job), u('completed.rate')],
        u(job.cashOwedKobo === null ? 'completed.rateLink' : 'completed.confirmLink', {
          url: jobPage(publicUrl, job.reference),
        }),
      );
    case 'NO_SHOW_USER':
      return toUser('noShowUser.subject', [u('noShowUser.body', userFacts)], userLink);
    case 'NO_SHOW_ABOKI':
      return toAgent('noShowAboki.subject', (t) => [t('noShowAboki.body', agentFacts), t('strike')]);
    default:
      return undefined;
  }
}
