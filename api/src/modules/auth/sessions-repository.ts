import type { Language } from 'shared/i18n';
import { and, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { AccountUser } from 'shared/schemas';
import type { Executor } from '../../db/client.js';
import { passwordResetTokens, profiles, sessions, users } from '../../db/schema.js';
import { accountUserColumns } from './users-repository.js';

export async function insertSession(
  db: Executor,
  session: { userId: string; tokenHash: string; lifetimeSeconds: number },
): Promise<void> {
  await db.insert(sessions).values({
    userId: session.userId,
    tokenHash: session.tokenHash,
    expiresAt: sql`now() + make_interval(secs => ${session.lifetimeSeconds})`,
  });
}

export interface LiveSession {
  sessionId: string;
  /** last_used_at is older than the touch interval and should be moved forward. */
  stale: boolean;
  user: AccountUser;
}

/** The session for a token hash, with its user, unless it passed its absolute or idle expiry. */
export async function findLiveSession(
  db: Executor,
  tokenHash: string,
  limits: { idleSeconds: number; touchAfterSeconds: number },
): Promise<LiveSession | undefined> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      stale: sql<boolean>`${sessions.lastUsedAt} < now() - make_interval(secs => ${limits.touchAfterSeconds})`,
      ...accountUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastUsedAt, sql`now() - make_interval(secs => ${limits.idleSeconds})`),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const { sessionId, stale, ...user } = row;
  return { sessionId, stale, user };
}

/** The ids among `sessionIds` of sessions that are neither gone nor past their absolute or idle expiry. */
export async function findLiveSessionIds(
  db: Executor,
  sessionIds: readonly string[],
  idleSeconds: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        inArray(sessions.id, [...sessionIds]),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastUsedAt, sql`now() - make_interval(secs => ${idleSeconds})`),
      ),
    );
  return rows.map((row) => row.id);
}

/** Moves last_used_at forward, at most once per interval, so reading a session rarely writes. */
export async function touchSession(
  db: Executor,
  sessionId: string,
  touchAfterSeconds: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, sessionId),
        lt(sessions.lastUsedAt, sql`now() - make_interval(secs => ${touchAfterSeconds})`),
      ),
    );
}

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteUserSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function pruneExpiredSessions(db: Executor): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, sql`now()`));
}

export async function insertResetToken(
  db: Executor,
  token: { userId: string; tokenHash: string; lifetimeSeconds: number },
): Promise<void> {
  await db.insert(passwordResetTokens).values({
    userId: token.userId,
    tokenHash: token.tokenHash,
    expiresAt: sql`now() + make_interval(secs => ${token.lifetimeSeconds})`,
  });
}

/** Whose unexpired reset token this is, without using it up. */
export async function findResetTokenOwner(
  db: Executor,
  tokenHash: string,
): Promise<{ userId: string; email: string; name: string; language: Language } | undefined> {
  const [row] = await db
    .select({ userId: users.id, email: users.email, name: users.name, language: users.language })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

/** Uses up an unexpired reset token: of two concurrent calls only one gets the user id back. */
export async function takeResetToken(db: Executor, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, sql`now()`)))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

export async function deleteUserResetTokens(db: Executor, userId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}

export async function pruneExpiredResetTokens(db: Executor): Promise<void> {
  await db.delete(passwordResetTokens).where(lte(passwordResetTokens.expiresAt, sql`now()`));
}

/** Why an operator suspended the account, or null when it is not suspended. */
export async function suspensionOf(db: Executor, userId: string): Promise<string | null> {
  const { rows } = await db.execute(sql`SELECT suspension_reason FROM users WHERE id = ${userId}`);
  return (rows[0]?.suspension_reason as string | null | undefined) ?? null;
}
