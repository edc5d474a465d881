import { loadServiceCatalogue, notifyInfo } from 'shared';
import { fetchJob } from '../api/booking.js';
import { useLiveJobEvents, useLiveStream, type LiveJobEvent } from 'shared/live-events';
import { translateNow, type RequestsT } from '../i18n/index.js';

// What a User reads when one of their jobs changes, on any open page of mfe-requests, in the
// language of the moment the toast is raised.

/** The toast for a change made by the other side, in the User's words; null when there is none. */
export function userToastText(
  status: string,
  abokiName: string,
  serviceName: string,
  t: RequestsT = translateNow(),
): string | null {
  const values = { aboki: abokiName, service: serviceName };
  switch (status) {
    case 'ACCEPTED':
      return t('{aboki} accepted your {service} request', values);
    case 'DECLINED':
      return t('{aboki} declined your {service} request', values);
    case 'EXPIRED':
      return t('Your {service} request expired: {aboki} did not answer in time', values);
    case 'IN_PROGRESS':
      return t('{aboki} started your {service} job', values);
    case 'COMPLETED':
      return t('{aboki} completed your {service} job. Rate them on the job page.', values);
    case 'CANCELLED_BY_AGENT':
      return t('{aboki}’s agent cancelled your {service} request', values);
    case 'NO_SHOW_USER':
      return t('{aboki} reported that no one was at the address for your {service} job', values);
    default:
      return null;
  }
}

/** The toast for the agent's answer to the User's ask to move a job (issue 22, item 7). */
export function userMoveToastText(
  change: string,
  abokiName: string,
  serviceName: string,
  t: RequestsT = translateNow(),
): string | null {
  const values = { aboki: abokiName, service: serviceName };
  switch (change) {
    case 'MOVE_ACCEPTED':
      return t('{aboki} accepted the new time for your {service} request', values);
    case 'MOVE_DECLINED':
      return t('{aboki} cannot take the new time for your {service} request; it stays at its time', values);
    case 'MOVE_LAPSED':
      return t('No answer to the new time for your {service} request; it stays at its time', values);
    default:
      return null;
  }
}

const TOAST_MS = 5000;

/** A booking paid by card or transfer that expired because its 30-minute hold ran out unpaid. */
export function unpaidHoldText(
  abokiName: string,
  serviceName: string,
  t: RequestsT = translateNow(),
): string {
  return t('Your {service} booking was not paid in time, so {aboki}’s time was freed', {
    aboki: abokiName,
    service: serviceName,
  });
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
  // The stream's name is the stored English one: the catalogue, loaded in the page's language, says it.
  if (event.serviceSlug) {
    const services = await loadServiceCatalogue().catch(() => []);
    serviceName = services.find((service) => service.slug === event.serviceSlug)?.name ?? serviceName;
  }
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
