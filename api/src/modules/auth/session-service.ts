import type { Db, Executor } from '../../db/client.js';
import { MESSAGES } from 'shared/messages';
import { AppError } from '../../lib/app-error.js';
import { hashToken, newToken, TOKEN_PATTERN } from '../../lib/secrets.js';
import { SESSION_IDLE_SECONDS, SESSION_LIFETIME_SECONDS, SESSION_TOUCH_SECONDS } from './auth-limits.js';
import {
  deleteSession,
  deleteUserSessions,
  findLiveSession,
  findLiveSessionIds,
  insertSession,
  pruneExpiredSessions,
  suspensionOf,
  touchSession,
} from './sessions-repository.js';
import type { AuthSession } from '../../plugins/authenticate.js';

export type { AuthSession } from '../../plugins/authenticate.js';

/** Opaque bearer tokens: 32 random bytes for the client, only their SHA-256 in the database. */
export function createSessionService(db: Db) {
  return {
    /**
     * A new session (and token) for every sign-in; call inside the transaction that signs in. Every
     * way in (password, code, verified e-mail, reset) passes here, so a suspended account gets none.
     */
    async start(executor: Executor, userId: string): Promise<string> {
      const reason = await suspensionOf(executor, userId);
      if (reason !== null) throw new AppError('ACCOUNT_SUSPENDED', MESSAGES.accountSuspended({ reason }));
      const token = newToken();
      await insertSession(executor, {
        userId,
        tokenHash: hashToken(token),
        lifetimeSeconds: SESSION_LIFETIME_SECONDS,
      });
      return token;
    },

    /** The live session a bearer token names, or null (unknown, revoked, expired or idle too long). */
    async authenticate(token: string): Promise<AuthSession | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const session = await findLiveSession(db, hashToken(token), {
        idleSeconds: SESSION_IDLE_SECONDS,
        touchAfterSeconds: SESSION_TOUCH_SECONDS,
      });
      if (!session) return null;
      if (session.stale) await touchSession(db, session.sessionId, SESSION_TOUCH_SECONDS);
      return { sessionId: session.sessionId, user: session.user };
    },

    /** Which of these sessions are still live, by the same rules as authenticate: one query for all. */
    async live(sessionIds: readonly string[]): Promise<ReadonlySet<string>> {
      if (sessionIds.length === 0) return new Set();
      return new Set(await findLiveSessionIds(db, sessionIds, SESSION_IDLE_SECONDS));
    },

    end(sessionId: string): Promise<void> {
      return deleteSession(db, sessionId);
    },

    endAll(executor: Executor, userId: string): Promise<void> {
      return deleteUserSessions(executor, userId);
    },

    prune(): Promise<void> {
      return pruneExpiredSessions(db);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
