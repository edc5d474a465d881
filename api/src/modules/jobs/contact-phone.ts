import { contactWindowClosesAt } from 'shared/job-rules';
import { toLagosIso } from 'shared/lagos-time';
import type { JobContactPhone } from 'shared/schemas';
import type { JobContact, JobRow } from './jobs-repository.js';

// Tap to call (issue 27): the other side's number on the job page, only inside the job's contact
// window (shared/src/job-rules/contact.ts), only to the job's two sides (the views are 404 to anyone
// else), never in lists. Why: docs/decisions/0057-phones-sms-updates-tap-to-call.md.

type WindowFacts = Pick<JobRow, 'acceptedAt' | 'completedAt' | 'cancelledAt'>;

const untilOf = (job: WindowFacts): string | null => {
  const closesAt = contactWindowClosesAt(job);
  return closesAt ? toLagosIso(closesAt) : null;
};

/**
 * The User's number to call inside the window: the agent's, only once the agent proved it by SMS
 * code (a family is never sent to a stranger's phone), under their business name when they have one.
 */
export function agentPhoneFor(job: WindowFacts, agent: JobContact | undefined): JobContactPhone | null {
  if (!agent?.phoneNumber || !agent.phoneVerified) return null;
  return {
    whose: 'AGENT',
    name: agent.businessName ?? agent.name,
    phoneNumber: agent.phoneNumber,
    until: untilOf(job),
  };
}

/**
 * The agent's number to call inside the window: the recipient's when the booking is for someone
 * else (the person at the door), else the User's as given on their profile.
 */
export function customerPhoneFor(
  job: WindowFacts & Pick<JobRow, 'recipientName' | 'recipientPhone'>,
  customer: JobContact | undefined,
): JobContactPhone | null {
  const until = untilOf(job);
  if (job.recipientName && job.recipientPhone)
    return { whose: 'RECIPIENT', name: job.recipientName, phoneNumber: job.recipientPhone, until };
  if (!customer?.phoneNumber) return null;
  return { whose: 'USER', name: customer.name, phoneNumber: customer.phoneNumber, until };
}
