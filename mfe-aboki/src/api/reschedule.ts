import type { MoveView } from 'shared/schemas';
import type { AbokiText } from '../i18n/index.js';
import { call, said } from './abokis.js';

// The agent's side of issue 22, item 7: answer a User's ask to move a job (the asks come with the
// dashboard, api/agent-dashboard.ts). Each names the start the agent was shown, so an answer never
// lands on a newer ask (409); failures raise the usual 3 s error toast.

/** The browser's own fallbacks, as catalogue ids (worded in the page's language by `call`). */
export const RESCHEDULE_FAILURES = {
  accept: 'We could not accept the new time. Please try again.',
  decline: 'We could not decline the new time. Please try again.',
} as const satisfies Record<string, AbokiText>;

const movePath = (reference: string, action: 'accept' | 'decline') =>
  `/api/v1/jobs/${encodeURIComponent(reference)}/reschedule/${action}`;

/** POST …/reschedule/accept: the job moves to the time asked for; the customer is told. */
export function acceptNewTime(reference: string, startsAt: string) {
  return call<{ move: MoveView }>('POST', movePath(reference, 'accept'), RESCHEDULE_FAILURES.accept, {
    body: { startsAt },
    successToast: said('New time accepted. The customer has been told.'),
  });
}

/** POST …/reschedule/decline: the job keeps its time; the customer is told. */
export function declineNewTime(reference: string, startsAt: string) {
  return call<{ move: MoveView }>('POST', movePath(reference, 'decline'), RESCHEDULE_FAILURES.decline, {
    body: { startsAt },
    successToast: said('New time declined. The customer has been told.'),
  });
}
