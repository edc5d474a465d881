import type { DisputeView } from 'shared/schemas';
import type { findContact } from '../jobs/jobs-module.js';
import type { Person } from './dispute-emails.js';
import type { DisputeRow } from './disputes-repository.js';

// What both sides' view and the console's view of a dispute share, and the people and page its
// e-mails name.

/** The report and the agent's side, as every view shows them. */
export function reportFacts(dispute: DisputeRow) {
  return {
    id: dispute.id,
    reason: dispute.reason,
    description: dispute.description,
    photoKeys: dispute.photoKeys,
    status: dispute.status,
    createdAt: dispute.createdAt.toISOString(),
    answer: dispute.answer,
    answeredAt: dispute.answeredAt?.toISOString() ?? null,
    answerDueAt: dispute.answerDueAt.toISOString(),
  };
}

/** The decision as both sides read it. */
export function decisionFacts(
  decision: NonNullable<DisputeRow['decision']>,
): NonNullable<DisputeView['decision']> {
  return {
    outcome: decision.outcome,
    refundKobo: decision.refundKobo,
    refundRoute: decision.refundRoute,
    reason: decision.reason,
    decidedAt: decision.decidedAt.toISOString(),
  };
}

/** The job's page, where both sides follow the dispute. */
export const jobPageOf = (publicUrl: string, reference: string) =>
  `${publicUrl}/manage-services-request/job/${reference}`;

/** Someone an e-mail goes to, in their saved language (English when unknown). */
export function personOf(contact: Awaited<ReturnType<typeof findContact>>): Person {
  return { name: contact?.name ?? '', email: contact?.email ?? '', language: contact?.language ?? 'en' };
}
