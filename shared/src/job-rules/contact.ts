// Tap to call (issue 27): when the two sides of a job see each other's number. The API decides by
// this (contact-phone.ts in the jobs feature); the job page only shows what it is given.
// Why: docs/decisions/0057-phones-sms-updates-tap-to-call.md.

import { HOUR_MS } from '../lagos-time.js';
import { CONTACT_WINDOW_HOURS_AFTER } from './numbers.js';

export interface ContactWindowJob {
  acceptedAt: Date | null;
  completedAt: Date | null;
  /** Every end but completion records it: cancellations, no-shows, lapses. */
  cancelledAt: Date | null;
}

/**
 * When the numbers stop being shown: CONTACT_WINDOW_HOURS_AFTER after the job ended; null while
 * the job has not ended (an accepted or running job keeps them, however late it runs).
 */
export function contactWindowClosesAt(job: ContactWindowJob): Date | null {
  const endedAt = job.completedAt ?? job.cancelledAt;
  return endedAt ? new Date(endedAt.getTime() + CONTACT_WINDOW_HOURS_AFTER * HOUR_MS) : null;
}

/** Whether the two sides may see each other's number now: from acceptance until the window closes. */
export function isContactWindowOpen(job: ContactWindowJob, now: Date): boolean {
  if (!job.acceptedAt) return false;
  const closesAt = contactWindowClosesAt(job);
  return closesAt === null || now < closesAt;
}
