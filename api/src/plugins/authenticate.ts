import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from 'shared/messages';
import { AppError } from '../lib/app-error.js';
import type { AccountUser } from 'shared/schemas';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, set by `app.authenticate`; null on public routes. */
    auth: AuthSession | null;
  }
  interface FastifyInstance {
    /** An onRequest hook for protected routes: 401 UNAUTHENTICATED unless a live bearer token is sent. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Which of these sessions are still live (not signed out, revoked or expired): for long streams. */
    liveSessions: (sessionIds: readonly string[]) => Promise<ReadonlySet<string>>;
  }
}

/** A signed-in session. Defined here, not in modules/auth, so plugins never import a feature module. */
export interface AuthSession {
  sessionId: string;
  user: AccountUser;
}

/** What the hook needs of the auth module's session service: the live session a token names. */
export interface SessionAuthenticator {
  authenticate(token: string): Promise<AuthSession | null>;
  live(sessionIds: readonly string[]): Promise<ReadonlySet<string>>;
}

const BEARER = /^Bearer +(\S+) *$/i;

/** Bearer-token authentication, run before the body is even parsed so strangers cost little. */
export const authenticatePlugin = fp<{ sessions: SessionAuthenticator }>(
  async (app: FastifyInstance, { sessions }) => {
    app.decorateRequest('auth', null);
    app.decorate('liveSessions', (sessionIds: readonly string[]) => sessions.live(sessionIds));
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
      }
      const session = await sessions.authenticate(token);
      if (!session) {
        reply.header('www-authenticate', 'Bearer error="invalid_token"');
        throw new AppError('UNAUTHENTICATED', MESSAGES.sessionEnded);
      }
      request.auth = session;
    });
  },
  { name: 'authenticate' },
);

/** The session of a request that passed `app.authenticate`. */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
  return request.auth;
}
