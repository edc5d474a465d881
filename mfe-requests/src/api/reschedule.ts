import type { MoveState, MoveView, Slot } from 'shared/schemas';
import { toLagosIso } from 'shared/lagos-time';
import { signedInCall } from 'shared/auth';
import { translateNow } from '../i18n/index.js';

// The User's side of issue 22, item 7: what moving costs and what is waiting, the free times for
// this job, ask, and keep the old time. Each answers an AuthResult with the server's words; a
// failure raises the usual 3 s error toast, a success the server's message for 2 s.

export const RESCHEDULE_FAILURES = {
  get state() {
    return translateNow()('We could not check for a change of time on this request.');
  },
  get slots() {
    return translateNow()('We could not load the Aboki’s free times. Please try again.');
  },
  get ask() {
    return translateNow()('We could not ask for the new time. Please try again.');
  },
  get keep() {
    return translateNow()('We could not keep the old time. Please try again.');
  },
};

const movePath = (reference: string, tail = '') =>
  `/api/v1/jobs/${encodeURIComponent(reference)}/reschedule${tail}`;

/** GET …/reschedule: the ask waiting for an answer, what asking now costs, the fees recorded. */
export function fetchMoveState(reference: string) {
  return signedInCall<MoveState>('GET', movePath(reference), RESCHEDULE_FAILURES.state);
}

/** GET …/reschedule/slots: the Aboki's free starts for this job's length, 14 days from `from`. */
export function fetchMoveSlots(reference: string, from?: string) {
  return signedInCall<{ slots: Slot[] }>(
    'GET',
    movePath(reference, `/slots${from ? `?from=${encodeURIComponent(from)}` : ''}`),
    RESCHEDULE_FAILURES.slots,
  );
}

/** POST …/reschedule: ask the agent to move the job to `startsAt`; both times are held meanwhile. */
export function askToMove(reference: string, startsAt: Date) {
  return signedInCall<{ move: MoveView }>('POST', movePath(reference), RESCHEDULE_FAILURES.ask, {
    body: { startsAt: toLagosIso(startsAt) },
    successToast: translateNow()('Asked. Your old time is kept until the Aboki’s agent answers.'),
  });
}

/** DELETE …/reschedule: withdraw the ask and keep the old time. */
export function keepOldTime(reference: string) {
  return signedInCall<{ move: MoveView }>('DELETE', movePath(reference), RESCHEDULE_FAILURES.keep, {
    successToast: translateNow()('You kept the old time.'),
  });
}
