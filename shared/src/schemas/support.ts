import { z } from 'zod';
import { auditEntrySchema } from './audit.js';
import { hasCharacters, multiLineText } from './text.js';

// Support with a home (issue 25): contact-form messages, disputes and "get help with this job" each
// become a ticket, a thread staff answer from the console. The person reads and answers it at
// /help/tickets/:id, signed in, or through the single-use link of the e-mail that carried the reply.

/** OPEN: waiting for staff. WAITING_ON_CUSTOMER: staff answered. RESOLVED: closed (a reply reopens it). */
export const TICKET_STATUSES = ['OPEN', 'WAITING_ON_CUSTOMER', 'RESOLVED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Where a ticket came from. */
export const TICKET_KINDS = ['CONTACT', 'DISPUTE', 'JOB_HELP'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];

/** A thread's messages: the person's, staff replies (e-mailed), and staff's internal notes (never shown to the person). */
export const TICKET_MESSAGE_KINDS = ['CUSTOMER', 'STAFF', 'NOTE'] as const;
export type TicketMessageKind = (typeof TICKET_MESSAGE_KINDS)[number];

/** "T-7KQ2M9": the same alphabet as a job's reference (no 0/O, 1/I/L), read out over the phone. */
export const TICKET_REFERENCE_PATTERN = /^T-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

/** Longest reply or note (characters). */
export const TICKET_TEXT_MAX = 4000;

/** What the API tells the person (every text is in shared/src/i18n/said, in five languages). */
export const SUPPORT_MESSAGES = {
  ticketNotFound:
    'We could not find this conversation. Check the link, or sign in with the account you used.',
  linkUsed:
    'This link has already been used, or it has expired. We will e-mail you a new one with our next reply.',
  writeReply: 'Write your message (at least 2 characters)',
  replyTooLong: 'Keep your message under 4,000 characters',
  describeHelp: 'Tell us what you need help with (at least 10 characters)',
  helpTooLong: 'Keep your message under 2,000 characters',
  helpOpened: 'Thank you. Our support team has your message and will answer you here and by e-mail.',
  replySent: 'Your message has been sent. We will answer you by e-mail.',
  tooManyTries: 'Too many tries with this link. Please wait a few minutes and try again.',
  tooManyMessages: 'You have sent several messages already. Please wait before sending another.',
} as const;

/** What the console says (English only, like the rest of the console). */
export const OPS_TICKET_MESSAGES = {
  ticketNotFound: 'No ticket has that id.',
  writeReply: 'Write the reply (at least 2 characters): the person reads it',
  writeNote: 'Write the note (at least 2 characters)',
  textTooLong: 'Keep it under 4,000 characters',
  alreadyOwner: 'You already own this ticket.',
  alreadyResolved: 'This ticket is already resolved.',
  searchTooShort:
    'Search with a ticket or job reference, an e-mail or a phone number (at least 3 characters)',
} as const;

const ticketText = (message: string, tooLong: string) =>
  multiLineText(message)
    .refine(hasCharacters(2), message)
    .refine((value) => [...value].length <= TICKET_TEXT_MAX, tooLong);

/** POST /api/v1/jobs/:reference/help */
export const jobHelpRequestSchema = z
  .object({
    message: multiLineText(SUPPORT_MESSAGES.describeHelp)
      .refine(hasCharacters(10), SUPPORT_MESSAGES.describeHelp)
      .refine((value) => [...value].length <= 2000, SUPPORT_MESSAGES.helpTooLong),
  })
  .strict();
export type JobHelpRequest = z.input<typeof jobHelpRequestSchema>;

/** POST /api/v1/tickets/:id/replies: signed in as its owner, or with the e-mail's single-use `token`. */
export const ticketReplyRequestSchema = z
  .object({
    body: ticketText(SUPPORT_MESSAGES.writeReply, SUPPORT_MESSAGES.replyTooLong),
    token: z.string().max(200).optional(),
  })
  .strict();
export type TicketReplyRequest = z.input<typeof ticketReplyRequestSchema>;

/** A message of the thread as the person sees it: theirs, or Aboki support's (staff are not named). */
export const ticketThreadMessageSchema = z
  .object({
    id: z.string(),
    from: z.enum(['YOU', 'SUPPORT']),
    body: z.string(),
    at: z.string(),
  })
  .strict();

/** GET /api/v1/tickets/:id: the thread as the person sees it (no internal notes, no staff names). */
export const ticketViewSchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    kind: z.enum(TICKET_KINDS),
    status: z.enum(TICKET_STATUSES),
    /** The job it is about, for JOB_HELP and DISPUTE tickets. */
    jobReference: z.string().nullable(),
    createdAt: z.string(),
    messages: z.array(ticketThreadMessageSchema),
    /** How the caller reached it: signed in as its owner, or through an e-mail's single-use link. */
    access: z.enum(['OWNER', 'LINK']),
  })
  .strict();
export type TicketView = z.output<typeof ticketViewSchema>;

/** POST /api/v1/jobs/:reference/help: the new ticket, for its link. */
export const openedTicketSchema = z.object({ id: z.string(), reference: z.string() }).strict();
export type OpenedTicket = z.output<typeof openedTicketSchema>;

// The console.

const cursor = z.string().max(300).optional();

/** GET /api/v1/ops/tickets?status=&q=&cursor= */
export const opsTicketQuerySchema = z
  .object({
    status: z.enum(TICKET_STATUSES).optional(),
    q: z
      .string()
      .trim()
      .min(3, OPS_TICKET_MESSAGES.searchTooShort)
      .max(254, OPS_TICKET_MESSAGES.searchTooShort)
      .optional(),
    cursor,
  })
  .strict();

export const opsTicketQueueItemSchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    kind: z.enum(TICKET_KINDS),
    status: z.enum(TICKET_STATUSES),
    subject: z.string(),
    name: z.string(),
    email: z.string(),
    /** When the ticket entered its status: for OPEN, since when the person has been waiting for us. */
    since: z.string(),
    createdAt: z.string(),
    /** The owner's e-mail, once someone took it. */
    owner: z.string().nullable(),
    firstAnsweredAt: z.string().nullable(),
  })
  .strict();
export type OpsTicketQueueItem = z.output<typeof opsTicketQueueItemSchema>;

/**
 * Open and waiting tickets oldest first (the longest wait on top); resolved ones newest first. With
 * `q` and no status: every status, oldest first.
 */
export const opsTicketQueueAnswerSchema = z
  .object({ tickets: z.array(opsTicketQueueItemSchema), nextCursor: z.string().nullable() })
  .strict();
export type OpsTicketQueueAnswer = z.output<typeof opsTicketQueueAnswerSchema>;

export const opsTicketMessageSchema = z
  .object({
    id: z.string(),
    kind: z.enum(TICKET_MESSAGE_KINDS),
    /** The person's name, or the staff member's e-mail. */
    author: z.string(),
    body: z.string(),
    at: z.string(),
  })
  .strict();

/** GET /api/v1/ops/tickets/:id: the whole thread, internal notes included, and its history. */
export const opsTicketSchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    kind: z.enum(TICKET_KINDS),
    status: z.enum(TICKET_STATUSES),
    subject: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** The account behind it, when the person was signed in. */
    userId: z.string().nullable(),
    jobReference: z.string().nullable(),
    disputeId: z.string().nullable(),
    owner: z.object({ id: z.string(), email: z.string() }).strict().nullable(),
    createdAt: z.string(),
    since: z.string(),
    firstAnsweredAt: z.string().nullable(),
    resolvedAt: z.string().nullable(),
    messages: z.array(opsTicketMessageSchema),
    history: z.array(auditEntrySchema),
  })
  .strict();
export type OpsTicket = z.output<typeof opsTicketSchema>;

/** POST /api/v1/ops/tickets/:id/replies */
export const opsTicketReplyRequestSchema = z
  .object({ body: ticketText(OPS_TICKET_MESSAGES.writeReply, OPS_TICKET_MESSAGES.textTooLong) })
  .strict();

/** POST /api/v1/ops/tickets/:id/notes */
export const opsTicketNoteRequestSchema = z
  .object({ body: ticketText(OPS_TICKET_MESSAGES.writeNote, OPS_TICKET_MESSAGES.textTooLong) })
  .strict();

/** POST /api/v1/ops/tickets/:id/assign and /resolve: no body fields. */
export const opsTicketActionRequestSchema = z.object({}).strict();
