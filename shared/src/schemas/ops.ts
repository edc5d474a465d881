import { z } from 'zod';
import { template } from '../i18n/template.js';
import {
  DISPUTE_CONSEQUENCES,
  DISPUTE_OUTCOMES,
  DISPUTE_REASONS,
  DISPUTE_STATUSES,
  disputeDecisionSchema,
} from './dispute.js';
import { AUDIT_ACTIONS, auditEntrySchema } from './audit.js';
import { TICKET_KINDS, TICKET_STATUSES } from './support.js';
import { hasCharacters, multiLineText } from './text.js';

// Trust and operations (issue 25): staff accounts with an authenticator app, the review every Aboki
// passes before their first job, the identity and guarantor checks behind it, and the audit log of
// every staff action. The operator console (mfe-ops) and the API's ops module speak these shapes;
// why it works this way: docs/decisions/0053-vetting-and-the-operator-console.md.

/** Staff roles, granted only by `npm run ops -- grant` (never by sign-up or any public API). */
export const STAFF_ROLES = ['OPERATOR', 'ADMIN'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Where a staff member's authenticator stands for this session: no app enrolled yet, enrolled but
 * this session has not entered a code (or its 12 hours are over), or unlocked.
 */
export const STAFF_TOTP_STATES = ['NOT_ENROLLED', 'LOCKED', 'UNLOCKED'] as const;
export type StaffTotpState = (typeof STAFF_TOTP_STATES)[number];

/** What a check of an ID number with the identity provider found. NOT_CHECKED: not a NIN. */
export const IDENTITY_RESULTS = ['MATCH', 'PARTIAL', 'NO_MATCH', 'PROVIDER_ERROR', 'NOT_CHECKED'] as const;
export type IdentityResult = (typeof IDENTITY_RESULTS)[number];

/** What calling the guarantor found; approval needs CONFIRMED. */
export const GUARANTOR_OUTCOMES = ['REACHED', 'CONFIRMED', 'REFUSED', 'UNREACHABLE'] as const;
export type GuarantorOutcome = (typeof GUARANTOR_OUTCOMES)[number];

/**
 * The consent an agent gives before an ID number is checked. The version is stored with who gave it
 * and when; a new text gets a new version, and a page still showing the old one is refused.
 */
export const IDENTITY_CONSENT = {
  version: 'nin-check-2026-11',
  text: 'I confirm this person agreed that Aboki may check this ID number with the national identity database (NIMC) through our verification partner, to confirm their name and date of birth. Aboki keeps only the result and the last 4 digits.',
} as const;

export const OPS_MESSAGES = {
  enterCode: 'Enter the 6-digit code from your authenticator app',
  wrongCode: 'That code is not right, or it was already used. Wait for the next code and try again.',
  codeNeeded: 'Enter the code from your authenticator app to open the console.',
  alreadyEnrolled: 'An authenticator app is already set up for this account.',
  enrolFirst: 'Set up your authenticator app first.',
  writeReason: 'Write the reason (at least 10 characters): the person concerned reads it',
  reasonTooLong: 'Keep the reason under 1,000 characters',
  writeOverride: 'Write why you approve without a matching ID check (at least 10 characters)',
  chooseOutcome: 'Choose what happened when you called the guarantor',
  noteTooLong: 'Keep the note under 1,000 characters',
  abokiNotFound: 'No Aboki has that id.',
  notWaiting: 'This Aboki is not waiting for a review any more: reload to see where it stands.',
  needsGuarantor: 'Call the guarantor and record that they confirmed before approving.',
  needsIdentity:
    'The ID check did not match. Approve only with a written reason for the override, or reject.',
  notSuspendable: 'Only an Aboki taking bookings or paused can be suspended.',
  notSuspended: 'This Aboki is not suspended.',
  badSince: 'Use a number of days like 7d, or a date like 2026-11-01',
  personNotFound: 'No account has that id.',
  jobNotFound: 'No job has that reference.',
  searchTooShort: 'Search with an e-mail, a phone number or a job reference (at least 3 characters)',
  staffNotSuspendable:
    'Staff cannot be suspended here: revoke their staff access with the command line first.',
  alreadySuspended: 'This account is already suspended.',
  notSuspendedPerson: 'This account is not suspended.',
} as const;

const reason = (message: string) =>
  multiLineText(message)
    .refine(hasCharacters(10), message)
    .refine((value) => [...value].length <= 1000, OPS_MESSAGES.reasonTooLong);

const cursor = z.string().max(300).optional();

/** GET /api/v1/ops/me: who the staff member is and where their authenticator stands. */
export const staffMeSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    role: z.enum(STAFF_ROLES),
    totp: z.enum(STAFF_TOTP_STATES),
    /** When this session's unlock ends (ISO), when unlocked. */
    unlockedUntil: z.string().nullable(),
  })
  .strict();

/** POST /api/v1/ops/totp/enrol: the secret to add to an authenticator app (shown once). */
export const totpEnrolmentSchema = z
  .object({
    /** Base32 (RFC 4648), to type in by hand. */
    secret: z.string(),
    /** otpauth://totp/… for a QR code. */
    otpauthUrl: z.string(),
  })
  .strict();

/** POST /api/v1/ops/totp/verify: confirms the enrolment, and unlocks this session for 12 hours. */
export const totpCodeRequestSchema = z
  .object({
    code: z
      .string({ error: OPS_MESSAGES.enterCode })
      .trim()
      .regex(/^\d{6}$/, OPS_MESSAGES.enterCode),
  })
  .strict();

/** GET /api/v1/ops/dashboard: the numbers on the console's first page. */
export const opsDashboardSchema = z
  .object({
    /** Jobs created today (Lagos). */
    bookingsToday: z.number().int(),
    /** Abokis waiting for their first review. */
    abokisWaiting: z.number().int(),
    /** Abokis taking bookings that were published before reviews began and are not yet verified. */
    abokisUnverified: z.number().int(),
    abokisSuspended: z.number().int(),
    /** Disputes not yet decided (a refund waiting for its second operator included). */
    disputesOpen: z.number().int(),
    /** Of those, safety reports. */
    disputesSafety: z.number().int(),
    /** Refunds over the four-eyes line waiting for a second operator. */
    refundsAwaitingApproval: z.number().int(),
    /** Support tickets waiting on staff (OPEN). */
    ticketsWaiting: z.number().int(),
    /** Median minutes from a ticket's opening to staff's first answer, over tickets opened in the last 30 days; null without any. */
    medianFirstAnswerMinutes: z.number().int().nullable(),
    /** Text messages the provider accepted today (Lagos), codes included (issue 27). */
    smsSentToday: z.number().int(),
    /** What they cost, in kobo (segments × SMS_PRICE_KOBO). */
    smsCostTodayKobo: z.number().int(),
  })
  .strict();

export const identityCheckViewSchema = z
  .object({
    result: z.enum(IDENTITY_RESULTS),
    idType: z.string(),
    /** The last four characters of the number; the full number is never kept. */
    last4: z.string(),
    /** The provider's reference for the lookup, when it answered. */
    providerReference: z.string().nullable(),
    checkedAt: z.string(),
    consentVersion: z.string(),
    consentedAt: z.string(),
  })
  .strict();
export type IdentityCheckView = z.output<typeof identityCheckViewSchema>;

/** GET /api/v1/ops/reviews?queue=waiting|unverified: Abokis to review, oldest first. */
export const reviewQueueQuerySchema = z
  .object({ queue: z.enum(['waiting', 'unverified']).default('waiting'), cursor })
  .strict();
export const reviewQueueItemSchema = z
  .object({
    abokiId: z.string(),
    displayName: z.string(),
    status: z.string(),
    state: z.string(),
    lga: z.string(),
    agentName: z.string(),
    agentEmail: z.string(),
    /** When the agent sent it for review (or published it, before reviews began). */
    waitingSince: z.string(),
    identity: z.enum(IDENTITY_RESULTS).nullable(),
    guarantor: z.enum(GUARANTOR_OUTCOMES).nullable(),
  })
  .strict();
export const reviewQueueAnswerSchema = z
  .object({ abokis: z.array(reviewQueueItemSchema), nextCursor: z.string().nullable() })
  .strict();

export const guarantorCheckSchema = z
  .object({
    outcome: z.enum(GUARANTOR_OUTCOMES),
    note: z.string().nullable(),
    by: z.string(),
    at: z.string(),
  })
  .strict();

/** GET /api/v1/ops/abokis/:id: everything an operator needs to decide. */
export const opsAbokiReviewSchema = z
  .object({
    id: z.string(),
    status: z.string(),
    displayName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    state: z.string(),
    lga: z.string(),
    address: z.string().nullable(),
    photoUrl: z.string().nullable(),
    languages: z.array(z.string()),
    services: z.array(z.object({ name: z.string(), priceKobo: z.number().int() }).strict()),
    agent: z
      .object({
        id: z.string(),
        name: z.string(),
        email: z.string(),
        phoneNumber: z.string().nullable(),
        businessName: z.string().nullable(),
        idType: z.string().nullable(),
        idNumberLast4: z.string().nullable(),
        /** When an operator approved the agent's own ID (with their first Aboki). */
        identityApprovedAt: z.string().nullable(),
      })
      .strict(),
    guarantor: z
      .object({ name: z.string(), phoneNumber: z.string(), relationship: z.string(), address: z.string() })
      .strict()
      .nullable(),
    identity: identityCheckViewSchema.nullable(),
    guarantorChecks: z.array(guarantorCheckSchema),
    submittedAt: z.string().nullable(),
    verifiedAt: z.string().nullable(),
    reviewNote: z.string().nullable(),
    /** Other Abokis whose ID number has the same keyed hash: the same person twice, or a borrowed ID. */
    sameIdElsewhere: z.array(z.object({ id: z.string(), displayName: z.string() }).strict()),
    history: z.array(auditEntrySchema),
  })
  .strict();
export type OpsAbokiReview = z.output<typeof opsAbokiReviewSchema>;

/** POST /api/v1/ops/abokis/:id/guarantor */
export const guarantorCheckRequestSchema = z
  .object({
    outcome: z.enum(GUARANTOR_OUTCOMES, { error: OPS_MESSAGES.chooseOutcome }),
    note: multiLineText()
      .refine((value) => [...value].length <= 1000, OPS_MESSAGES.noteTooLong)
      .optional(),
  })
  .strict();

/** POST /api/v1/ops/abokis/:id/approve: `override` only when the ID check did not match. */
export const approveAbokiRequestSchema = z
  .object({ override: reason(OPS_MESSAGES.writeOverride).optional() })
  .strict();

/** POST /api/v1/ops/abokis/:id/reject | suspend | reinstate */
export const reasonRequestSchema = z.object({ reason: reason(OPS_MESSAGES.writeReason) }).strict();

/** GET /api/v1/ops/audit: newest first; `since` is `7d` or a date. */
export const auditQuerySchema = z
  .object({
    action: z.enum(AUDIT_ACTIONS).optional(),
    targetId: z.string().max(100).optional(),
    actor: z.string().max(254).optional(),
    since: z
      .string()
      .regex(/^(\d{1,4}d|20\d{2}-\d{2}-\d{2})$/, OPS_MESSAGES.badSince)
      .optional(),
    cursor,
  })
  .strict();
export const auditAnswerSchema = z
  .object({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable() })
  .strict();

/** GET /api/v1/ops/people?q=: accounts by e-mail, phone number or a job's reference. */
export const peopleQuerySchema = z
  .object({
    q: z
      .string({ error: OPS_MESSAGES.searchTooShort })
      .trim()
      .min(3, OPS_MESSAGES.searchTooShort)
      .max(254, OPS_MESSAGES.searchTooShort),
  })
  .strict();
export const personSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    suspendedAt: z.string().nullable(),
  })
  .strict();
export const peopleAnswerSchema = z.object({ people: z.array(personSummarySchema) }).strict();

/** One of the person's jobs, as the console lists it. */
export const personJobSchema = z
  .object({
    reference: z.string(),
    status: z.string(),
    /** Whose job it is for this person: they booked it (USER) or their Aboki does it (AGENT). */
    part: z.enum(['USER', 'AGENT']),
    serviceName: z.string(),
    abokiName: z.string(),
    startsAt: z.string(),
    priceKobo: z.number().int(),
  })
  .strict();

/** GET /api/v1/ops/people/:id: an account, its jobs still open and its latest, its Abokis. */
export const opsPersonSchema = personSummarySchema
  .extend({
    state: z.string().nullable(),
    lga: z.string().nullable(),
    businessName: z.string().nullable(),
    createdAt: z.string(),
    suspensionReason: z.string().nullable(),
    staffRole: z.enum(STAFF_ROLES).nullable(),
    /** Jobs not yet ended: what an operator handles when suspending (listed, not changed). */
    openJobs: z.array(personJobSchema),
    recentJobs: z.array(personJobSchema),
    abokis: z.array(z.object({ id: z.string(), displayName: z.string(), status: z.string() }).strict()),
    history: z.array(auditEntrySchema),
  })
  .strict();
export type OpsPerson = z.output<typeof opsPersonSchema>;
export type PersonSummary = z.output<typeof personSummarySchema>;

/** GET /api/v1/ops/jobs/:reference: a job with its whole timeline, payments and refunds. */
export const opsJobSchema = z
  .object({
    reference: z.string(),
    status: z.string(),
    serviceName: z.string(),
    /** Hours booked, for a service priced by the hour. */
    hours: z.number().int().nullable(),
    priceKobo: z.number().int(),
    paymentMethod: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    createdAt: z.string(),
    state: z.string(),
    lga: z.string(),
    address: z.string(),
    landmark: z.string().nullable(),
    notes: z.string().nullable(),
    /** Someone else the job is for, when the User booked for them. */
    recipientName: z.string().nullable(),
    recipientPhone: z.string().nullable(),
    aboki: z.object({ id: z.string(), displayName: z.string() }).strict(),
    user: personSummarySchema,
    agent: personSummarySchema,
    feeKobo: z.number().int().nullable(),
    refundKobo: z.number().int().nullable(),
    cashReceivedKobo: z.number().int().nullable(),
    cashConfirmedKobo: z.number().int().nullable(),
    cashFlaggedAt: z.string().nullable(),
    disputedAt: z.string().nullable(),
    /** The job's dispute, when a problem was reported (the console links to it). */
    disputeId: z.string().nullable(),
    /** Why it was cancelled or declined, in the words given. */
    reason: z.string().nullable(),
    timeline: z.array(
      z
        .object({
          at: z.string(),
          status: z.string(),
          actor: z.enum(['USER', 'AGENT', 'SYSTEM']),
          /** A move of the job's time (MOVE_ASKED, MOVE_ACCEPTED…), rather than a change of status. */
          change: z.string().nullable(),
          reason: z.string().nullable(),
        })
        .strict(),
    ),
    payments: z.array(
      z
        .object({
          reference: z.string(),
          channel: z.string(),
          amountKobo: z.number().int(),
          status: z.string(),
          paidAt: z.string().nullable(),
          createdAt: z.string(),
        })
        .strict(),
    ),
    refunds: z.array(
      z
        .object({
          amountKobo: z.number().int(),
          reason: z.string(),
          status: z.string(),
          createdAt: z.string(),
          processedAt: z.string().nullable(),
          failure: z.string().nullable(),
        })
        .strict(),
    ),
    /** Support tickets about the job (its help requests and its dispute's), newest first. */
    tickets: z.array(
      z
        .object({
          id: z.string(),
          reference: z.string(),
          kind: z.enum(TICKET_KINDS),
          status: z.enum(TICKET_STATUSES),
          createdAt: z.string(),
        })
        .strict(),
    ),
    history: z.array(auditEntrySchema),
  })
  .strict();
export type OpsJob = z.output<typeof opsJobSchema>;

// Disputes in the console (issue 25): the queue by urgency, one dispute, a decision, the second approval.

export const OPS_DISPUTE_MESSAGES = {
  disputeNotFound: 'No dispute has that id.',
  chooseOutcome: 'Choose the decision: full refund, partial refund or none',
  refundAmount: 'Enter the amount to refund in naira: more than 0 and less than what was paid',
  refundTooLarge: template<{ paid: string }>('The refund cannot be more than the job was paid: {paid}'),
  notOpen: 'This dispute is not waiting for a decision any more: reload to see where it stands.',
  notAwaitingApproval: 'This refund is not waiting for approval any more: reload to see where it stands.',
  sameOperator: 'A second, different operator must approve this refund.',
  alreadyRefunded:
    "This job's payment was already refunded once, so Paystack cannot refund it again. Decide without a refund and settle the rest by hand.",
} as const;

export const opsDisputeDecisionRequestSchema = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, { error: OPS_DISPUTE_MESSAGES.chooseOutcome }),
    /** Only with PARTIAL_REFUND: kobo, more than 0 and less than what the job was paid. */
    refundKobo: z.number({ error: OPS_DISPUTE_MESSAGES.refundAmount }).int().positive().optional(),
    reason: reason(OPS_MESSAGES.writeReason),
    consequence: z.enum(DISPUTE_CONSEQUENCES).default('NONE'),
  })
  .strict()
  .refine((value) => value.outcome !== 'PARTIAL_REFUND' || value.refundKobo !== undefined, {
    message: OPS_DISPUTE_MESSAGES.refundAmount,
    path: ['refundKobo'],
  });
export type OpsDisputeDecisionRequest = z.input<typeof opsDisputeDecisionRequestSchema>;

export const opsDisputeQueueQuerySchema = z.object({ cursor }).strict();

export const opsDisputeQueueItemSchema = z
  .object({
    id: z.string(),
    jobReference: z.string(),
    reason: z.enum(DISPUTE_REASONS),
    status: z.enum(DISPUTE_STATUSES),
    createdAt: z.string(),
    answered: z.boolean(),
    userName: z.string(),
    abokiName: z.string(),
  })
  .strict();
/** GET /api/v1/ops/disputes: undecided disputes, safety first, then refunds awaiting approval, then oldest. */
export const opsDisputeQueueAnswerSchema = z
  .object({ disputes: z.array(opsDisputeQueueItemSchema), nextCursor: z.string().nullable() })
  .strict();

const personRef = z.object({ id: z.string(), name: z.string(), email: z.string() }).strict();

/** GET /api/v1/ops/disputes/:id */
export const opsDisputeSchema = z
  .object({
    id: z.string(),
    reason: z.enum(DISPUTE_REASONS),
    description: z.string(),
    photoKeys: z.array(z.string()),
    status: z.enum(DISPUTE_STATUSES),
    createdAt: z.string(),
    answer: z.string().nullable(),
    answeredAt: z.string().nullable(),
    answerDueAt: z.string(),
    job: z
      .object({
        reference: z.string(),
        serviceName: z.string(),
        priceKobo: z.number().int(),
        paymentMethod: z.string(),
        /** What a refund can give back: the counted card/transfer payment, or the price of a cash job. */
        refundableKobo: z.number().int(),
        completedAt: z.string().nullable(),
      })
      .strict(),
    user: personRef,
    agent: personRef,
    aboki: z
      .object({ id: z.string(), name: z.string(), status: z.string(), strikes: z.number().int() })
      .strict(),
    /** A refund above the four-eyes line, proposed and waiting for a second operator. */
    proposal: z
      .object({
        outcome: z.enum(DISPUTE_OUTCOMES),
        refundKobo: z.number().int(),
        reason: z.string(),
        consequence: z.enum(DISPUTE_CONSEQUENCES),
        proposedBy: z.string(),
        proposedAt: z.string(),
      })
      .strict()
      .nullable(),
    decision: disputeDecisionSchema
      .extend({ consequence: z.enum(DISPUTE_CONSEQUENCES), decidedBy: z.string() })
      .nullable(),
    /** Refunds above this need a second operator (kobo). */
    fourEyesKobo: z.number().int(),
    history: z.array(auditEntrySchema),
  })
  .strict();
export type OpsDispute = z.output<typeof opsDisputeSchema>;
export type OpsDisputeQueueItem = z.output<typeof opsDisputeQueueItemSchema>;
export type OpsDisputeQueueAnswer = z.output<typeof opsDisputeQueueAnswerSchema>;

export type StaffMe = z.output<typeof staffMeSchema>;
export type TotpEnrolment = z.output<typeof totpEnrolmentSchema>;
export type OpsDashboard = z.output<typeof opsDashboardSchema>;
export type ReviewQueueItem = z.output<typeof reviewQueueItemSchema>;
export type ReviewQueueAnswer = z.output<typeof reviewQueueAnswerSchema>;
export type AuditAnswer = z.output<typeof auditAnswerSchema>;
