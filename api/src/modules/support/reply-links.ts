import { createHash, randomBytes } from 'node:crypto';

// A visitor's single-use link to answer a staff reply (docs/decisions: tickets). The token is 256
// random bits; only its SHA-256 is stored (a plain hash is enough: the token is not guessable, unlike a
// password), so a copy of the database opens no conversation. It travels in the link's fragment
// (#token=…), which browsers never send to a server, and reaches the API in a header or a body.

/** How long a link can be used to answer. */
export const REPLY_LINK_DAYS = 14;

export function newReplyToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashReplyToken(token) };
}

export function hashReplyToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The address of the thread, and for a visitor the link that answers it once. */
export function ticketLink(publicUrl: string, ticketId: string, token?: string): string {
  const page = `${publicUrl.replace(/\/+$/, '')}/help/tickets/${ticketId}`;
  return token ? `${page}#token=${token}` : page;
}
