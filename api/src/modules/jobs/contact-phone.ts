import { sql } from 'drizzle-orm';
import { contactWindowClosesAt, isContactWindowOpen } from 'shared/job-rules';
import { toLagosIso } from 'shared/lagos-time';
import type { JobAgentView, JobContactPhone, JobUserView } from 'shared/schemas';
import type { Executor } from '../../db/client.js';
import { dateOrNull } from '../../lib/sql-time.js';
import type { JobsService } from './jobs-service.js';

// Tap to call (issue 27): the other side's number on the job page, only inside the job's contact
// window (shared/src/job-rules/contact.ts), only to the job's two sides (the views are 404 to anyone
// else), never in lists. Why: docs/decisions/0057-phones-sms-updates-tap-to-call.md.

type Side = 'USER' | 'AGENT';

type ContactRow = {
  accepted_at: unknown;
  completed_at: unknown;
  cancelled_at: unknown;
  recipient_name: string | null;
  recipient_phone: string | null;
  user_name: string;
  user_phone: string | null;
  agent_name: string;
  agent_phone: string | null;
  agent_phone_verified: boolean;
};

/**
 * The number the viewer on `side` may call now, or null. The User gets the agent's number only once
 * the agent proved it by SMS code: a User must not be sent to a stranger's phone. The agent gets the
 * recipient's number when the booking is for someone else (the person at the door), else the User's
 * as given at sign-up, proven or not, as the agent already reads it on the job.
 */
export async function findContactPhone(
  db: Executor,
  reference: string,
  side: Side,
  now: Date,
): Promise<JobContactPhone | null> {
  const { rows } = await db.execute<ContactRow>(sql`
    SELECT j.accepted_at, j.completed_at, j.cancelled_at, j.recipient_name, j.recipient_phone,
           u.name AS user_name, up.phone_number AS user_phone,
           coalesce(ap.business_name, a.name) AS agent_name, ap.phone_number AS agent_phone,
           ap.phone_verified_at IS NOT NULL AS agent_phone_verified
    FROM jobs j
    JOIN users u ON u.id = j.user_id
    LEFT JOIN profiles up ON up.user_id = j.user_id
    JOIN users a ON a.id = j.agent_id
    LEFT JOIN profiles ap ON ap.user_id = j.agent_id
    WHERE j.reference = ${reference}`);
  const row = rows[0];
  if (!row) return null;
  const job = {
    acceptedAt: dateOrNull(row.accepted_at),
    completedAt: dateOrNull(row.completed_at),
    cancelledAt: dateOrNull(row.cancelled_at),
  };
  if (!isContactWindowOpen(job, now)) return null;
  const closesAt = contactWindowClosesAt(job);
  const until = closesAt ? toLagosIso(closesAt) : null;
  if (side === 'USER') {
    if (!row.agent_phone || !row.agent_phone_verified) return null;
    return { whose: 'AGENT', name: row.agent_name, phoneNumber: row.agent_phone, until };
  }
  if (row.recipient_name && row.recipient_phone)
    return { whose: 'RECIPIENT', name: row.recipient_name, phoneNumber: row.recipient_phone, until };
  if (!row.user_phone) return null;
  return { whose: 'USER', name: row.user_name, phoneNumber: row.user_phone, until };
}

/**
 * An agent's view outside the contact window: who booked and for whom, without their numbers (the
 * issue's "before and after that window neither number is shown").
 */
function withoutNumbers(view: JobUserView | JobAgentView): Partial<JobAgentView> {
  if (!('customer' in view)) return {};
  return {
    customer: { ...view.customer, phoneNumber: null },
    recipient: view.recipient ? { ...view.recipient, phoneNumber: null } : null,
  };
}

/**
 * The jobs service with every job view it answers (the page, the lifecycle's actions, payments)
 * carrying its viewer's contactPhone, looked up in one place at the moment of the answer.
 */
export function withContactPhones(
  jobs: JobsService,
  options: { db: Executor; now: () => Date },
): JobsService {
  const { db, now } = options;
  const add = async <View extends JobUserView | JobAgentView>(
    view: View,
    side: Side,
    executor: Executor = db,
  ): Promise<View> => {
    const contactPhone = await findContactPhone(executor, view.reference, side, now());
    return { ...view, ...(side === 'AGENT' && !contactPhone ? withoutNumbers(view) : {}), contactPhone };
  };
  return {
    ...jobs,
    userView: async (executor, row) => add(await jobs.userView(executor, row), 'USER', executor),
    agentView: async (row) => add(await jobs.agentView(row), 'AGENT'),
    // Only its User's view carries the start code.
    view: async (viewer, reference) => {
      const view = await jobs.view(viewer, reference);
      return add(view, 'startCode' in view ? 'USER' : 'AGENT');
    },
  };
}
