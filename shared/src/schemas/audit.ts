import { z } from 'zod';

// The audit log (issue 25): one append-only row per staff action, read by the console's pages
// (reviews, people, jobs, disputes, tickets) and the `ops audit` command. Its own module, so every
// schema that shows a history imports it without importing the others.

/** Every staff action the audit log records. */
export const AUDIT_ACTIONS = [
  'STAFF_GRANTED',
  'STAFF_REVOKED',
  'TOTP_ENROLLED',
  'GUARANTOR_RECORDED',
  'ABOKI_APPROVED',
  'ABOKI_REJECTED',
  'ABOKI_SUSPENDED',
  'ABOKI_REINSTATED',
  'PERSON_SUSPENDED',
  'PERSON_REINSTATED',
  'DISPUTE_DECIDED',
  'DISPUTE_REFUND_PROPOSED',
  'DISPUTE_REFUND_APPROVED',
  'DISPUTE_REFUND_SENT_BACK',
  'TICKET_REPLIED',
  'TICKET_NOTE_ADDED',
  'TICKET_ASSIGNED',
  'TICKET_RESOLVED',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z
  .object({
    id: z.string(),
    at: z.string(),
    /** The staff member's e-mail, or `cli` for the command line. */
    actor: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    targetType: z.string(),
    targetId: z.string(),
    reason: z.string().nullable(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
    requestId: z.string().nullable(),
  })
  .strict();
export type AuditEntry = z.output<typeof auditEntrySchema>;
