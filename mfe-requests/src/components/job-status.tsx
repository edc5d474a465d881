import { useT } from 'shared';
import type { JobStatus } from 'shared/schemas';
import { requestsBook, type RequestsId } from '../i18n/index.js';
import styles from './components.module.css';

/** Each status's words for a User, by catalogue id. */
export const JOB_STATUS_IDS: Record<JobStatus, RequestsId> = {
  REQUESTED: 'status.REQUESTED',
  ACCEPTED: 'status.ACCEPTED',
  IN_PROGRESS: 'status.IN_PROGRESS',
  AWAITING_PAYMENT: 'status.AWAITING_PAYMENT',
  COMPLETED: 'status.COMPLETED',
  DECLINED: 'status.DECLINED',
  EXPIRED: 'status.EXPIRED',
  CANCELLED_BY_USER: 'status.CANCELLED_BY_USER',
  CANCELLED_BY_AGENT: 'status.CANCELLED_BY_AGENT',
  NO_SHOW_USER: 'status.NO_SHOW_USER',
  NO_SHOW_ABOKI: 'status.NO_SHOW_ABOKI',
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
