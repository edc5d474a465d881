import { formatLagosSpan } from 'shared/lagos-time';
import { formatNaira } from 'shared/money';
import { addressLine } from 'shared/nigeria';
import type { OutgoingEmail } from '../email/email-module.js';

export interface BookedJob {
  reference: string;
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
export function requestSentEmail(
  to: { email: string; name: string },
  job: BookedJob,
  publicUrl: string,
): OutgoingEmail {
  return {
    to: to.email,
    subject: `Request sent: ${job.serviceName} with ${job.abokiName}, ${formatLagosSpan(job.startsAt, job.endsAt)}`,
    text: [
      `Hello ${to.name},`,
      '',
      `Your request is sent. ${job.abokiName}'s agent will confirm it soon.`,
      '',
      `Reference: ${job.reference}`,
      `Service:   ${job.serviceName}`,
      `When:      ${formatLagosSpan(job.startsAt, job.endsAt)} (Lagos time)`,
      `Where:     ${where(job)}`,
      `Price:     ${formatNaira(job.priceKobo)}, paid in cash when the job is done`,
      ...(job.recipient ? [`For:       ${job.recipient.name}`] : []),
      '',
      'Your start code is on the job page. Give it to your Aboki when they arrive, not before.',
      `See the request: ${publicUrl}/manage-services-request/upcoming`,
      '',
      'Aboki',
    ].join('\n'),
  };
}

/** To the agent: a new request for one of their Abokis, with what they need to send them. */
export function newRequestEmail(
  to: { email: string; name: string },
  job: BookedJob,
  customer: { name: string; phoneNumber: string | null },
  publicUrl: string,
): OutgoingEmail {
  return {
    to: to.email,
    subject: `New request for ${job.abokiName}: ${job.serviceName}, ${formatLagosSpan(job.startsAt, job.endsAt)}, ${job.lga}`,
    text: [
      `Hello ${to.name},`,
      '',
      `${customer.name} has requested ${job.abokiName}.`,
      '',
      `Reference: ${job.reference}`,
      `Service:   ${job.serviceName}`,
      `When:      ${formatLagosSpan(job.startsAt, job.endsAt)} (Lagos time)`,
      `Where:     ${addressLine(job)}${job.landmark ? ` (${job.landmark})` : ''}`,
      `Price:     ${formatNaira(job.priceKobo)}, cash on completion`,
      ...(job.recipient
        ? [`For:       ${job.recipient.name}, ${job.recipient.phoneNumber}`]
        : customer.phoneNumber
          ? [`Phone:     ${customer.phoneNumber}`]
          : []),
      ...(job.notes ? ['', 'Notes from the customer:', job.notes] : []),
      '',
      `See your Abokis' requests: ${publicUrl}/profile/agent-dashboard`,
      '',
      'Aboki',
    ].join('\n'),
  };
}
