import {
  BOOKING_MESSAGES,
  OPS_TICKET_MESSAGES,
  SUPPORT_MESSAGES,
  type OpsTicket,
  type OpsTicketQueueAnswer,
  type TicketKind,
  type TicketStatus,
  type TicketView,
} from 'shared/schemas';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { clientKey } from '../../lib/client-key.js';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter.js';
import { isUuid } from '../../lib/uuid.js';
import { enqueueEmail } from '../email/email-module.js';
import { findContact, findJobByReference, REFERENCE_PATTERN } from '../jobs/jobs-module.js';
import { auditOf, recordAudit, type Actor, type StaffMember } from '../ops/ops-module.js';
import { hashReplyToken, newReplyToken, REPLY_LINK_DAYS, ticketLink } from './reply-links.js';
import {
  findTicket,
  insertMessage,
  insertReplyToken,
  insertTicket,
  markFirstAnswer,
  messagesOf,
  moveTicket,
  replyTokenState,
  spendReplyToken,
  takeTicket,
  ticketQueue,
  touchTicket,
  type TicketRow,
} from './support-repository.js';
import { saySupportEmail, type SupportEmailId } from './support-email-texts.js';

export const TICKET_PAGE_SIZE = 25;
/** Tries of a reply link from one address: enough for a person, too few to guess one. */
export const TICKET_LINK_RATE_RULE: RateRule = { limit: 10, windowSeconds: 15 * 60 };
/** Messages the person may add to one ticket in an hour. */
export const TICKET_REPLY_RATE_RULE: RateRule = { limit: 10, windowSeconds: 3600 };
/** "Get help with this job" tickets one account may open in an hour. */
export const JOB_HELP_RATE_RULE: RateRule = { limit: 5, windowSeconds: 3600 };

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewTicketInput {
  kind: TicketKind;
  userId: string | null;
  name: string;
  email: string;
  phone?: string | null;
  jobId?: string | null;
  disputeId?: string | null;
  subject: string;
  body: string;
  now: Date;
}

/**
 * Opens a ticket with its first message, in the caller's transaction (the contact form, a dispute,
 * "get help with this job"): the ticket and what caused it commit together or not at all.
 */
export async function openTicket(
  tx: Executor,
  input: NewTicketInput,
): Promise<{ id: string; reference: string }> {
  const opened = await insertTicket(tx, {
    kind: input.kind,
    userId: input.userId,
    name: input.name.slice(0, 200),
    email: input.email,
    phone: input.phone ?? null,
    jobId: input.jobId ?? null,
    disputeId: input.disputeId ?? null,
    subject: input.subject.slice(0, 200),
    now: input.now,
  });
  await insertMessage(tx, {
    ticketId: opened.id,
    kind: 'CUSTOMER',
    authorId: input.userId,
    authorLabel: input.name.slice(0, 254),
    body: input.body,
    now: input.now,
  });
  return opened;
}

/** How the person reaches a ticket: signed in as its owner, or with an e-mail's single-use link. */
export type TicketAccess = { userId: string } | { token: string; ip: string };

const customerNotFound = () => new AppError('NOT_FOUND', SUPPORT_MESSAGES.ticketNotFound);
const staffNotFound = () => new AppError('NOT_FOUND', OPS_TICKET_MESSAGES.ticketNotFound);

interface Dependencies {
  db: Db;
  rateLimiter: RateLimiter;
  now: () => Date;
  notifyOutbox: () => void;
  publicUrl: string;
}

/** Support tickets (issue 25, "Support with a home"): the person's side and staff's. */
export function createSupportService({ db, rateLimiter, now, notifyOutbox, publicUrl }: Dependencies) {
  /** The person's view: their messages and support's, never internal notes or who on staff wrote. */
  async function customerView(ticket: TicketRow, access: TicketAccess): Promise<TicketView> {
    const messages = await messagesOf(db, ticket.id, false);
    return {
      id: ticket.id,
      reference: ticket.reference,
      kind: ticket.kind,
      status: ticket.status,
      jobReference: ticket.jobReference,
      createdAt: ticket.createdAt,
      messages: messages.map((message) => ({
        id: message.id,
        from: message.kind === 'STAFF' ? 'SUPPORT' : 'YOU',
        body: message.body,
        at: message.at,
      })),
      access: 'userId' in access ? 'OWNER' : 'LINK',
    };
  }

  /** The ticket the caller may see: theirs when signed in, or the one a live link opens (else 404). */
  async function reachable(ticketId: string, access: TicketAccess): Promise<TicketRow> {
    if ('token' in access) {
      await rateLimiter.consume(
        `ticket-link:ip:${clientKey(access.ip)}`,
        TICKET_LINK_RATE_RULE,
        SUPPORT_MESSAGES.tooManyTries,
      );
    }
    if (!isUuid(ticketId)) throw customerNotFound();
    const ticket = await findTicket(db, ticketId);
    if (!ticket) throw customerNotFound();
    if ('userId' in access) {
      if (ticket.userId !== access.userId) throw customerNotFound();
      return ticket;
    }
    const state = await replyTokenState(db, ticketId, hashReplyToken(access.token), now());
    if (state === 'SPENT') throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.linkUsed);
    if (state === 'UNKNOWN') throw customerNotFound();
    return ticket;
  }

  /** The e-mail carrying a staff reply, in the person's language; a visitor's carries a new single-use link. */
  async function emailReply(tx: Db, ticket: TicketRow, reply: string, at: Date): Promise<void> {
    const account = ticket.userId ? await findContact(tx, ticket.userId) : undefined;
    const language = account?.language ?? 'en';
    let link: string;
    if (account) {
      link = ticketLink(publicUrl, ticket.id);
    } else {
      const { token, hash } = newReplyToken();
      await insertReplyToken(tx, {
        ticketId: ticket.id,
        hash,
        now: at,
        expiresAt: new Date(at.getTime() + REPLY_LINK_DAYS * DAY_MS),
      });
      link = ticketLink(publicUrl, ticket.id, token);
    }
    const values = { name: account?.name ?? ticket.name, reference: ticket.reference, reply, link };
    const say = (id: SupportEmailId) => saySupportEmail(language, id, values);
    await enqueueEmail(tx, {
      to: account?.email ?? ticket.email,
      subject: say('reply.subject'),
      text: [
        say('reply.body'),
        say(account ? 'reply.signedIn' : 'reply.visitor'),
        say('reply.noEmail'),
        say('signOff'),
      ].join('\n\n'),
    });
  }

  /** Runs a staff action on a locked ticket in one transaction, with its audit row; answers the new view. */
  async function staffAction(
    ticketId: string,
    act: (ticket: TicketRow, tx: Db, at: Date) => Promise<void>,
  ): Promise<OpsTicket> {
    if (!isUuid(ticketId)) throw staffNotFound();
    await db.transaction(async (tx) => {
      const ticket = await findTicket(tx, ticketId, true);
      if (!ticket) throw staffNotFound();
      await act(ticket, tx, now());
    });
    notifyOutbox();
    return staffView(ticketId);
  }

  /** A move of the ticket's status from what was read under the lock (compare-and-swap). */
  async function move(tx: Db, ticket: TicketRow, to: TicketStatus, at: Date): Promise<void> {
    if (!(await moveTicket(tx, ticket.id, ticket.status, to, at))) {
      throw new AppError('CONFLICT', OPS_TICKET_MESSAGES.alreadyResolved);
    }
  }

  async function staffView(ticketId: string): Promise<OpsTicket> {
    if (!isUuid(ticketId)) throw staffNotFound();
    const ticket = await findTicket(db, ticketId);
    if (!ticket) throw staffNotFound();
    const [messages, history] = await Promise.all([messagesOf(db, ticketId, true), auditOf(db, ticketId)]);
    return {
      id: ticket.id,
      reference: ticket.reference,
      kind: ticket.kind,
      status: ticket.status,
      subject: ticket.subject,
      name: ticket.name,
      email: ticket.email,
      phone: ticket.phone,
      userId: ticket.userId,
      jobReference: ticket.jobReference,
      disputeId: ticket.disputeId,
      owner: ticket.ownerId && ticket.ownerEmail ? { id: ticket.ownerId, email: ticket.ownerEmail } : null,
      createdAt: ticket.createdAt,
      since: ticket.statusChangedAt,
      firstAnsweredAt: ticket.firstAnsweredAt,
      resolvedAt: ticket.resolvedAt,
      messages: messages.map(({ id, kind, authorLabel, body, at }) => ({
        id,
        kind,
        author: authorLabel,
        body,
        at,
      })),
      history,
    };
  }

  return {
    /**
     * "Get help with this job": the job's User or its agent opens a JOB_HELP ticket about it; anyone
     * else is told there is no such job (404), as on the job's page.
     */
    async openJobHelp(
      userId: string,
      reference: string,
      message: string,
    ): Promise<{ id: string; reference: string }> {
      const wanted = reference.toUpperCase();
      const job = REFERENCE_PATTERN.test(wanted) ? await findJobByReference(db, wanted) : undefined;
      if (!job || (job.userId !== userId && job.agentId !== userId)) {
        throw new AppError('NOT_FOUND', BOOKING_MESSAGES.jobNotFound);
      }
      await rateLimiter.consume(
        `ticket-open:user:${userId}`,
        JOB_HELP_RATE_RULE,
        SUPPORT_MESSAGES.tooManyMessages,
      );
      const person = await findContact(db, userId);
      if (!person) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.jobNotFound);
      return db.transaction((tx) =>
        openTicket(tx, {
          kind: 'JOB_HELP',
          userId,
          name: person.name,
          email: person.email,
          phone: person.phoneNumber,
          jobId: job.id,
          subject: `Help with job ${job.reference}`,
          body: message,
          now: now(),
        }),
      );
    },

    async view(ticketId: string, access: TicketAccess): Promise<TicketView> {
      return customerView(await reachable(ticketId, access), access);
    },

    /**
     * The person's message: signed in as the owner, or spending a live link (exactly one of
     * concurrent uses succeeds). The ticket goes back to OPEN, waiting for staff, and the staff
     * member who took it is e-mailed.
     */
    async reply(ticketId: string, body: string, access: TicketAccess): Promise<TicketView> {
      const ticket = await reachable(ticketId, access);
      await rateLimiter.consume(
        `ticket-reply:${ticket.id}`,
        TICKET_REPLY_RATE_RULE,
        SUPPORT_MESSAGES.tooManyMessages,
      );
      await db.transaction(async (tx) => {
        const at = now();
        if ('token' in access && !(await spendReplyToken(tx, ticket.id, hashReplyToken(access.token), at))) {
          throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.linkUsed);
        }
        const current = await findTicket(tx, ticket.id, true);
        if (!current) throw customerNotFound();
        await insertMessage(tx, {
          ticketId: ticket.id,
          kind: 'CUSTOMER',
          authorId: 'userId' in access ? access.userId : null,
          authorLabel: current.name.slice(0, 254),
          body,
          now: at,
        });
        if (!(await moveTicket(tx, ticket.id, current.status, 'OPEN', at))) throw customerNotFound();
        // Whoever took the ticket hears of the answer (staff read English); an unowned one is in the queue.
        if (current.ownerEmail) {
          await enqueueEmail(tx, {
            to: current.ownerEmail,
            subject: `${current.reference}: ${current.name} answered`,
            text: [
              `${current.name} answered on ${current.reference} (${current.subject}). It is waiting for us again.`,
              '',
              `${publicUrl}/ops/tickets/${current.id}`,
            ].join('\n'),
          });
        }
      });
      notifyOutbox();
      const updated = await findTicket(db, ticket.id);
      if (!updated) throw customerNotFound();
      return customerView(updated, access);
    },

    queue: (
      filters: { status?: TicketStatus | undefined; q?: string | undefined },
      cursor: string | undefined,
    ): Promise<OpsTicketQueueAnswer> =>
      ticketQueue(db, { status: filters.status, q: filters.q }, cursor, TICKET_PAGE_SIZE),

    staffView,

    /** A reply, e-mailed to the person: WAITING_ON_CUSTOMER, and the first answer's time set once. */
    staffReply: (ticketId: string, body: string, member: StaffMember, actor: Actor) =>
      staffAction(ticketId, async (ticket, tx, at) => {
        const messageId = await insertMessage(tx, {
          ticketId,
          kind: 'STAFF',
          authorId: member.userId,
          authorLabel: member.email,
          body,
          now: at,
        });
        await move(tx, ticket, 'WAITING_ON_CUSTOMER', at);
        const first = await markFirstAnswer(tx, ticketId, at);
        await recordAudit(tx, actor, {
          action: 'TICKET_REPLIED',
          targetType: 'ticket',
          targetId: ticketId,
          before: { status: ticket.status },
          after: { status: 'WAITING_ON_CUSTOMER', messageId, ...(first ? { firstAnswer: true } : {}) },
        });
        await emailReply(tx, ticket, body, at);
      }),

    /** An internal note: staff read it, the person never does. */
    note: (ticketId: string, body: string, member: StaffMember, actor: Actor) =>
      staffAction(ticketId, async (_ticket, tx, at) => {
        const messageId = await insertMessage(tx, {
          ticketId,
          kind: 'NOTE',
          authorId: member.userId,
          authorLabel: member.email,
          body,
          now: at,
        });
        await touchTicket(tx, ticketId, at);
        await recordAudit(tx, actor, {
          action: 'TICKET_NOTE_ADDED',
          targetType: 'ticket',
          targetId: ticketId,
          after: { messageId },
        });
      }),

    /** The staff member takes the ticket (from nobody, or from another staff member). */
    assign: (ticketId: string, member: StaffMember, actor: Actor) =>
      staffAction(ticketId, async (ticket, tx, at) => {
        if (ticket.ownerId === member.userId)
          throw new AppError('CONFLICT', OPS_TICKET_MESSAGES.alreadyOwner);
        if (!(await takeTicket(tx, ticketId, ticket.ownerId, member.userId, at))) {
          throw new AppError('CONFLICT', OPS_TICKET_MESSAGES.alreadyOwner);
        }
        await recordAudit(tx, actor, {
          action: 'TICKET_ASSIGNED',
          targetType: 'ticket',
          targetId: ticketId,
          before: { owner: ticket.ownerEmail },
          after: { owner: member.email },
        });
      }),

    resolve: (ticketId: string, actor: Actor) =>
      staffAction(ticketId, async (ticket, tx, at) => {
        if (ticket.status === 'RESOLVED') throw new AppError('CONFLICT', OPS_TICKET_MESSAGES.alreadyResolved);
        await move(tx, ticket, 'RESOLVED', at);
        await recordAudit(tx, actor, {
          action: 'TICKET_RESOLVED',
          targetType: 'ticket',
          targetId: ticketId,
          before: { status: ticket.status },
          after: { status: 'RESOLVED' },
        });
      }),
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
