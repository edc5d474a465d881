import { notifyInfo } from 'shared';
import { fetchJob } from '../api/booking.js';
import { useLiveJobEvents, useLiveStream, type LiveJobEvent } from 'shared/live-events';

// What a User reads when one of their jobs changes, on any open page of mfe-requests.

/** The toast for a change made by the other side, in the User's words; null when there is none. */
export function userToastText(status: string, abokiName: string, serviceName: string): string | null {
  switch (status) {
    case 'ACCEPTED':
      return `${abokiName} accepted your ${serviceName} request`;
    case 'DECLINED':
      return `${abokiName} declined your ${serviceName} request`;
    case 'EXPIRED':
      return `Your ${serviceName} request expired: ${abokiName} did not answer in time`;
    case 'IN_PROGRESS':
      return `${abokiName} started your ${serviceName} job`;
    case 'COMPLETED':
      return `${abokiName} completed your ${serviceName} job. Rate them on the job page.`;
    case 'CANCELLED_BY_AGENT':
      return `${abokiName}’s agent cancelled your ${serviceName} request`;
    case 'NO_SHOW_USER':
      return `${abokiName} reported that no one was at the address for your ${serviceName} job`;
    default:
      return null;
  }
}

/** The toast for the agent's answer to the User's ask to move a job (issue 22, item 7). */
export function userMoveToastText(change: string, abokiName: string, serviceName: string): string | null {
  switch (change) {
    case 'MOVE_ACCEPTED':
      return `${abokiName} accepted the new time for your ${serviceName} request`;
    case 'MOVE_DECLINED':
      return `${abokiName} cannot take the new time for your ${serviceName} request; it stays at its time`;
    case 'MOVE_LAPSED':
      return `No answer to the new time for your ${serviceName} request; it stays at its time`;
    default:
      return null;
  }
}

const TOAST_MS = 5000;

/** A booking paid by card or transfer that expired because its 30-minute hold ran out unpaid. */
export function unpaidHoldText(abokiName: string, serviceName: string): string {
  return `Your ${serviceName} booking was not paid in time, so ${abokiName}’s time was freed`;
}

async function toastFor(event: LiveJobEvent): Promise<void> {
  let { abokiName, serviceName } = event;
  // An expiry may be an unpaid hold running out rather than an unanswered request: the job says which.
  const needsJob = !abokiName || !serviceName || event.status === 'EXPIRED';
  const result = needsJob ? await fetchJob(event.reference) : null;
  if (result && !result.ok && (!abokiName || !serviceName)) return;
  const job = result?.ok ? result.data.job : null;
  // An older stream names only the job: its page knows the rest.
  abokiName ||= job?.aboki.displayName ?? '';
  serviceName ||= job?.service.name ?? '';
  const unpaid =
    event.status === 'EXPIRED' &&
    job !== null &&
    job.payment.method !== 'CASH' &&
    (job.payment.status === 'UNPAID' || job.payment.status === 'PENDING');
  const text = event.change
    ? userMoveToastText(event.change, abokiName, serviceName)
    : unpaid
      ? unpaidHoldText(abokiName, serviceName)
      : userToastText(event.status, abokiName, serviceName);
  if (text) await notifyInfo(text, TOAST_MS);
}

/** Keeps the stream open for a signed-in User and raises a toast for each change the other side made. */
export function useLiveToasts(): void {
  useLiveStream('USER');
  useLiveJobEvents((event) => {
    // The User's own changes (cancel, no-show, review) are not news to them.
    if (event.actor === 'USER') return;
    void toastFor(event).catch(() => undefined);
  });
}
