import { api } from 'shared';
import { toFailure, type AuthResult } from 'shared/auth';
import type { OpenedTicket, TicketView } from 'shared/schemas';
import { translateNow } from '../i18n/index.js';
import { signedIn } from './jobs.js';

// Support tickets, the person's side (issue 25): "get help with this job", and the thread at
// /help/tickets/:id, read signed in or through an e-mail's single-use link. The link's token comes
// from the page's #token= fragment and travels in a header or the body, never in a query string.

export const TICKET_FAILURES = {
  get help() {
    return translateNow()('We could not send your message. Please try again.');
  },
  get ticket() {
    return translateNow()('We could not load this conversation. Please try again.');
  },
};

const ticketPath = (id: string, action = '') => `/api/v1/tickets/${encodeURIComponent(id)}${action}`;

/** A call made with a reply link instead of a session: the failure as the page shows it, no toast. */
async function withLink<T>(
  method: 'GET' | 'POST',
  path: string,
  token: string,
  fallback: string,
  body?: unknown,
): Promise<AuthResult<T>> {
  try {
    const { data } = await api.request<T>(path, {
      method,
      ...(body === undefined ? { headers: { 'x-reply-token': token } } : { body }),
      fallbackMessage: fallback,
    });
    return { ok: true, data };
  } catch (error) {
    return { ok: false, error: toFailure(error, fallback) };
  }
}

/** POST /api/v1/jobs/:reference/help: a ticket about the job, for its User or its agent. */
export function askForJobHelp(reference: string, message: string) {
  return signedIn<{ ticket: OpenedTicket }>(
    'POST',
    `/api/v1/jobs/${encodeURIComponent(reference)}/help`,
    TICKET_FAILURES.help,
    { body: { message } },
  );
}

/** GET /api/v1/tickets/:id: signed in as its owner, or with the e-mail's link. */
export function fetchTicketThread(id: string, token: string | null) {
  return token
    ? withLink<{ ticket: TicketView }>('GET', ticketPath(id), token, TICKET_FAILURES.ticket)
    : signedIn<{ ticket: TicketView }>('GET', ticketPath(id), TICKET_FAILURES.ticket);
}

/** POST /api/v1/tickets/:id/replies: the person's message; a link answers once. */
export function answerTicket(id: string, body: string, token: string | null) {
  return token
    ? withLink<{ ticket: TicketView }>('POST', ticketPath(id, '/replies'), token, TICKET_FAILURES.help, {
        body,
        token,
      })
    : signedIn<{ ticket: TicketView }>('POST', ticketPath(id, '/replies'), TICKET_FAILURES.help, {
        body: { body },
      });
}
