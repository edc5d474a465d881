import { formatLagosClock, formatLagosDay, lagosDateOf } from 'shared/lagos-time';
// Types only from shared/schemas: the gate uses these words, and must not bring Zod along.
import type {
  AbokiStatus,
  AuditAction,
  GuarantorOutcome,
  IdentityResult,
  JobActor,
  JobChange,
  JobStatus,
  Role,
  StaffRole,
} from 'shared/schemas';
import type { OpsText } from '../i18n/index.js';

// The console's words for the API's enums: an operator reads these, never the values themselves.

export const IDENTITY_LABELS: Record<IdentityResult, OpsText> = {
  MATCH: 'Matches',
  PARTIAL: 'Partly matches',
  NO_MATCH: 'Does not match',
  PROVIDER_ERROR: 'Provider did not answer',
  NOT_CHECKED: 'Not a NIN: check by hand',
};

/** The ID check of a queue row or a review: its result, or that there is no ID yet. */
export const identityLabel = (result: IdentityResult | null | undefined): OpsText =>
  result ? IDENTITY_LABELS[result] : 'No ID yet';

export const GUARANTOR_LABELS: Record<GuarantorOutcome, OpsText> = {
  REACHED: 'Reached',
  CONFIRMED: 'Confirmed',
  REFUSED: 'Refused',
  UNREACHABLE: 'Unreachable',
};

/** The guarantor's latest call: its outcome, or that nobody has called yet. */
export const guarantorLabel = (outcome: GuarantorOutcome | null | undefined): OpsText =>
  outcome ? GUARANTOR_LABELS[outcome] : 'Not called yet';

export const STATUS_LABELS: Record<AbokiStatus, OpsText> = {
  DRAFT: 'Draft',
  PENDING_REVIEW: 'Waiting for review',
  REJECTED: 'Sent back to the agent',
  ACTIVE: 'Taking bookings',
  PAUSED: 'Paused by the agent',
  SUSPENDED: 'Suspended',
};

export const isAbokiStatus = (status: string): status is AbokiStatus =>
  Object.prototype.hasOwnProperty.call(STATUS_LABELS, status);

export const AUDIT_ACTION_LABELS: Record<AuditAction, OpsText> = {
  STAFF_GRANTED: 'Staff access granted',
  STAFF_REVOKED: 'Staff access removed',
  TOTP_ENROLLED: 'Authenticator app set up',
  GUARANTOR_RECORDED: 'Guarantor call recorded',
  ABOKI_APPROVED: 'Aboki approved',
  ABOKI_REJECTED: 'Sent back to the agent',
  ABOKI_SUSPENDED: 'Aboki suspended',
  ABOKI_REINSTATED: 'Aboki reinstated',
  PERSON_SUSPENDED: 'Account suspended',
  PERSON_REINSTATED: 'Account reinstated',
  DISPUTE_DECIDED: 'Dispute decided',
  DISPUTE_REFUND_PROPOSED: 'Refund proposed, waiting for a second operator',
  DISPUTE_REFUND_APPROVED: 'Refund approved and sent',
  DISPUTE_REFUND_SENT_BACK: 'Refund sent back',
  TICKET_REPLIED: 'Ticket replied to',
  TICKET_NOTE_ADDED: 'Ticket note added',
  TICKET_ASSIGNED: 'Ticket assigned',
  TICKET_RESOLVED: 'Ticket resolved',
};

export const ROLE_LABELS: Record<StaffRole, OpsText> = {
  OPERATOR: 'Operator',
  ADMIN: 'Admin',
};

const has = <Key extends string>(labels: Record<Key, OpsText>, value: string): value is Key =>
  Object.prototype.hasOwnProperty.call(labels, value);

export const ACCOUNT_ROLE_LABELS: Record<Role, OpsText> = {
  USER: 'User',
  AGENT: 'Agent',
};

/** An account's role in words; one the console does not know yet is shown as the API said it. */
export const accountRoleWords = (role: string | null, t: (text: OpsText) => string): string =>
  role === null ? t('No role yet') : has(ACCOUNT_ROLE_LABELS, role) ? t(ACCOUNT_ROLE_LABELS[role]) : role;

// CANCELLED: the API's word for either side cancelling, where it does not say which.
export const JOB_STATUS_LABELS: Record<JobStatus | 'CANCELLED', OpsText> = {
  REQUESTED: 'Requested',
  ACCEPTED: 'Accepted',
  IN_PROGRESS: 'In progress',
  AWAITING_PAYMENT: 'Waiting for payment',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  CANCELLED_BY_USER: 'Cancelled by the User',
  CANCELLED_BY_AGENT: 'Cancelled by the agent',
  EXPIRED: 'Expired',
  DECLINED: 'Declined',
  NO_SHOW_USER: 'The User did not show up',
  NO_SHOW_ABOKI: 'The Aboki did not show up',
};

/** A job's status in words; one the console does not know yet is shown as the API said it. */
export const jobStatusWords = (status: string, t: (text: OpsText) => string): string =>
  has(JOB_STATUS_LABELS, status) ? t(JOB_STATUS_LABELS[status]) : status;

/** A move of a job's time (issue 22): the job keeps its status, the timeline says what happened. */
export const JOB_CHANGE_LABELS: Record<JobChange, OpsText> = {
  MOVE_ASKED: 'Asked to move the time',
  MOVE_WITHDRAWN: 'Withdrew the move',
  MOVE_ACCEPTED: 'Accepted the new time',
  MOVE_DECLINED: 'Declined the new time',
  MOVE_LAPSED: 'The move request lapsed',
};

/** A timeline event in words: the move when it is one, else the status the job went to. */
export const jobEventWords = (
  event: { status: string; change: string | null },
  t: (text: OpsText) => string,
): string => {
  if (event.change === null) return jobStatusWords(event.status, t);
  return has(JOB_CHANGE_LABELS, event.change) ? t(JOB_CHANGE_LABELS[event.change]) : event.change;
};

/** Who moved a job; SYSTEM is Aboki itself (expiry, lapses, the sweeps). */
export const JOB_ACTOR_LABELS: Record<JobActor, OpsText> = {
  USER: 'The User',
  AGENT: 'The agent',
  SYSTEM: 'Aboki',
};

// How a job is paid (CASH, CARD, TRANSFER), and a Paystack checkout's channel (card, bank_transfer).
const PAYMENT_METHOD_LABELS: Record<'CASH' | 'CARD' | 'TRANSFER' | 'BANK_TRANSFER', OpsText> = {
  CASH: 'Cash',
  CARD: 'Card',
  TRANSFER: 'Bank transfer',
  BANK_TRANSFER: 'Bank transfer',
};

/** A payment method or channel in words, whatever its case; one the console does not know is shown as said. */
export const paymentMethodWords = (method: string, t: (text: OpsText) => string): string => {
  const key = method.toUpperCase();
  return has(PAYMENT_METHOD_LABELS, key) ? t(PAYMENT_METHOD_LABELS[key]) : method;
};

/** A Paystack checkout's status (the payments table). */
const PAYMENT_STATUS_LABELS: Record<'PENDING' | 'PAID' | 'FAILED' | 'ABANDONED', OpsText> = {
  PENDING: 'Not paid yet',
  PAID: 'Paid',
  FAILED: 'Failed',
  ABANDONED: 'Left at the checkout',
};

export const paymentStatusWords = (status: string, t: (text: OpsText) => string): string =>
  has(PAYMENT_STATUS_LABELS, status) ? t(PAYMENT_STATUS_LABELS[status]) : status;

/** A refund's status (the refunds table). */
const REFUND_STATUS_LABELS: Record<'PENDING' | 'PROCESSED' | 'FAILED', OpsText> = {
  PENDING: 'On its way',
  PROCESSED: 'Refunded',
  FAILED: 'Failed',
};

export const refundStatusWords = (status: string, t: (text: OpsText) => string): string =>
  has(REFUND_STATUS_LABELS, status) ? t(REFUND_STATUS_LABELS[status]) : status;

/** The person's part in a job: they booked it, or an Aboki of theirs does it. */
export const JOB_PART_LABELS: Record<'USER' | 'AGENT', OpsText> = {
  USER: 'Booked it',
  AGENT: 'Their Aboki’s job',
};

/** "Fri 20 Nov 2026": an instant's Lagos day. */
export function formatDay(iso: string): string {
  const instant = new Date(iso);
  return `${formatLagosDay(instant)} ${lagosDateOf(instant).slice(0, 4)}`;
}

/** "Fri 20 Nov 2026, 9:05": an instant as a Lagos day and time. */
export function formatWhen(iso: string): string {
  return `${formatDay(iso)}, ${formatLagosClock(new Date(iso))}`;
}

/**
 * "Sat 28 Nov 2026, 10:00–13:00": a job's Lagos day and times; both ends in full when it ends on
 * another Lagos day.
 */
export function formatSpan(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  return lagosDateOf(start) === lagosDateOf(end)
    ? `${formatWhen(startIso)}–${formatLagosClock(end)}`
    : `${formatWhen(startIso)} – ${formatWhen(endIso)}`;
}

/** "ABCD EFGH IJKL": a base32 secret in groups of four, to type into an app by hand. */
export const groupsOfFour = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');
