import type { AuthResult } from 'shared/auth';
import type { OpsTicket, OpsTicketQueueAnswer, TicketStatus } from 'shared/schemas';
import type { OpsText } from '../i18n/index.js';
import { call } from './ops.js';

// One client function per ticket endpoint of the console (issue 25, "Support with a home"), with the
// console's lock and toasts (ops.ts' `call`).

const BASE = '/api/v1/ops/tickets';

/** The browser's own fallbacks, when the server could not be reached or said nothing (catalogue ids). */
export const TICKET_FAILURES = {
  queue: 'We could not load the tickets. Please try again.',
  ticket: 'We could not load this ticket. Please try again.',
  action: 'We could not save that. Please try again.',
} as const satisfies Record<string, OpsText>;

/** What each action says when it worked and the server said nothing (catalogue ids). */
export const TICKET_DONE = {
  reply: 'Reply sent: the person gets it by e-mail.',
  note: 'Note added.',
  assign: 'The ticket is yours.',
  resolve: 'Ticket resolved.',
} as const satisfies Record<string, OpsText>;

export interface TicketQueueQuery {
  status?: TicketStatus | undefined;
  q?: string | undefined;
}

const query = (params: Record<string, string | null | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return search ? `?${search}` : '';
};

/** GET /api/v1/ops/tickets?status=&q=&cursor=: a page of the queue; a 400 (search too short) the page says under the field. */
export function fetchTicketQueue(
  { status, q }: TicketQueueQuery,
  cursor?: string | null,
): Promise<AuthResult<OpsTicketQueueAnswer>> {
  return call('GET', `${BASE}${query({ status, q, cursor })}`, TICKET_FAILURES.queue, {
    quietStatuses: [400],
  });
}

const ticketPath = (id: string, action = '') => `${BASE}/${encodeURIComponent(id)}${action}`;

export interface TicketAnswer {
  ticket: OpsTicket;
}

/** GET /api/v1/ops/tickets/:id: the whole thread with internal notes, and its history. */
export function fetchTicket(id: string): Promise<AuthResult<TicketAnswer>> {
  return call('GET', ticketPath(id), TICKET_FAILURES.ticket);
}

/** POST …/replies: e-mailed to the person; the ticket then waits on them. */
export function replyToTicket(id: string, body: string): Promise<AuthResult<TicketAnswer>> {
  return call('POST', ticketPath(id, '/replies'), TICKET_FAILURES.action, {
    body: { body },
    successToast: TICKET_DONE.reply,
  });
}

/** POST …/notes: an internal note, never shown to the person. */
export function addTicketNote(id: string, body: string): Promise<AuthResult<TicketAnswer>> {
  return call('POST', ticketPath(id, '/notes'), TICKET_FAILURES.action, {
    body: { body },
    successToast: TICKET_DONE.note,
  });
}

/** POST …/assign | …/resolve: take the ticket, or resolve it. */
export function actOnTicket(id: string, action: 'assign' | 'resolve'): Promise<AuthResult<TicketAnswer>> {
  return call('POST', ticketPath(id, `/${action}`), TICKET_FAILURES.action, {
    body: {},
    successToast: TICKET_DONE[action],
  });
}
