import type { JobStatus } from 'shared/schemas';
import styles from './components.module.css';

/** Each status in the words a User reads. */
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  REQUESTED: 'Requested',
  ACCEPTED: 'Accepted',
  IN_PROGRESS: 'In progress',
  AWAITING_PAYMENT: 'Awaiting payment',
  COMPLETED: 'Completed',
  DECLINED: 'Declined',
  EXPIRED: 'Expired',
  CANCELLED_BY_USER: 'Cancelled by you',
  CANCELLED_BY_AGENT: 'Cancelled by the agent',
  NO_SHOW_USER: 'Missed: no one at the address',
  NO_SHOW_ABOKI: 'Missed: the Aboki did not come',
};

const OPEN: ReadonlySet<JobStatus> = new Set(['REQUESTED', 'ACCEPTED', 'IN_PROGRESS', 'AWAITING_PAYMENT']);

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return (
    <span className={[styles.badge, OPEN.has(status) ? '' : styles.badgeClosed].filter(Boolean).join(' ')}>
      {JOB_STATUS_LABELS[status]}
    </span>
  );
}
