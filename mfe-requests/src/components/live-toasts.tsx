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

const TOAST_MS = 5000;

async function toastFor(event: LiveJobEvent): Promise<void> {
  let { abokiName, serviceName } = event;
  if (!abokiName || !serviceName) {
    // An older stream names only the job: its page knows the rest.
    const result = await fetchJob(event.reference);
    if (!result.ok) return;
    abokiName = result.data.job.aboki.displayName;
    serviceName = result.data.job.service.name;
  }
  const text = userToastText(event.status, abokiName, serviceName);
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
