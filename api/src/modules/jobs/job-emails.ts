import { formatLagosSpan } from 'shared/lagos-time';
import { formatNaira } from 'shared/money';
import { addressLine } from 'shared/nigeria';
import type { OutgoingEmail } from '../email/email-module.js';
import { JOB_EMAIL_TEXTS } from './job-email-texts.js';
import { sayerOf, serviceNameIn, type Recipient } from './say-email.js';

const say = sayerOf(JOB_EMAIL_TEXTS);

export interface BookedJob {
  reference: string;
  serviceSlug: string;
  serviceName: string;
  abokiName: string;
  startsAt: Date;
  endsAt: Date;
  priceKobo: number;
  state: string;
  lga: string;
  address: string;
  landmark: string | null;
  notes: string | null;
  recipient: { name: string; phoneNumber: string } | null;
}

const where = (job: BookedJob) => `${job.lga}, ${job.state}`;

/**
 * To the User: what they asked for and what happens next. The start code stays out of email (an
 * inbox is read on more devices than the account); it is on the success and job pages.
 */
export function requestSentEmail(to: Recipient, job: BookedJob, publicUrl: string): OutgoingEmail {
  const { language } = to;
  const when = formatLagosSpan(job.startsAt, job.endsAt, language);
  const names = { service: serviceNameIn(language, job), aboki: job.abokiName };
  return {
    to: to.email,
    subject: say(language, 'requestSent.subject', { ...names, when }),
    text: [
      say(language, 'hello', { name: to.name }),
      '',
      say(language, 'requestSent.sent', names),
      '',
      say(language, 'line.reference', { reference: job.reference }),
      say(language, 'line.service', names),
      say(language, 'line.when', { when }),
      say(language, 'line.where', { where: where(job) }),
      say(language, 'requestSent.price', { price: formatNaira(job.priceKobo) }),
      ...(job.recipient ? [say(language, 'requestSent.for', { name: job.recipient.name })] : []),
      '',
      say(language, 'requestSent.startCode'),
      say(language, 'requestSent.link', { url: `${publicUrl}/manage-services-request/upcoming` }),
      '',
      say(language, 'signOff'),
    ].join('\n'),
  };
}

/** To the agent: a new request for one of their Abokis, with what they need to send them. */
export function newRequestEmail(
  to: Recipient,
  job: BookedJob,
  customer: { name: string; phoneNumber: string | null },
  publicUrl: string,
): OutgoingEmail {
  const { language } = to;
  const when = formatLagosSpan(job.startsAt, job.endsAt, language);
  const names = { service: serviceNameIn(language, job), aboki: job.abokiName };
  return {
    to: to.email,
    subject: say(language, 'newRequest.subject', { ...names, when, lga: job.lga }),
    text: [
      say(language, 'hello', { name: to.name }),
      '',
      say(language, 'newRequest.requested', { customer: customer.name, aboki: job.abokiName }),
      '',
      say(language, 'line.reference', { reference: job.reference }),
      say(language, 'line.service', names),
      say(language, 'line.when', { when }),
      say(language, 'line.where', {
        where: `${addressLine(job)}${job.landmark ? ` (${job.landmark})` : ''}`,
      }),
      say(language, 'newRequest.price', { price: formatNaira(job.priceKobo) }),
      ...(job.recipient
        ? [say(language, 'newRequest.for', { name: job.recipient.name, phone: job.recipient.phoneNumber })]
        : customer.phoneNumber
          ? [say(language, 'newRequest.phone', { phone: customer.phoneNumber })]
          : []),
      ...(job.notes ? ['', say(language, 'newRequest.notes'), job.notes] : []),
      '',
      say(language, 'newRequest.link', { url: `${publicUrl}/profile/agent-dashboard` }),
      '',
      say(language, 'signOff'),
    ].join('\n'),
  };
}
