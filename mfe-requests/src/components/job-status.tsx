import { useT } from 'shared';
import type { JobStatus } from 'shared/schemas';
import { requestsBook, type RequestsText } from '../i18n/index.js';
import styles from './components.module.css';

/** Each status's words for a User, by catalogue id. */
export const JOB_STATUS_IDS: Record<JobStatus, RequestsText> = {
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
  const t = useT(requestsBook);
  return (
    <span className={[styles.badge, OPEN.has(status) ? '' : styles.badgeClosed].filter(Boolean).join(' ')}>
      {t(JOB_STATUS_IDS[status])}
    </span>
  );
}
