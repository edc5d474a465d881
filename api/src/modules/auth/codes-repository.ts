import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { emailCodes } from '../../db/schema.js';
import type { CodePurpose } from '../../lib/secrets.js';

/** Stores a new code for the account and purpose, replacing (and so killing) any earlier one. */
export async function replaceCode(
  db: Executor,
  code: { userId: string; purpose: CodePurpose; codeHash: string; lifetimeSeconds: number },
): Promise<boolean> {
  const expiresAt = sql`now() + make_interval(secs => ${code.lifetimeSeconds})`;
  const rows = await db
    .insert(emailCodes)
    .values({ userId: code.userId, purpose: code.purpose, codeHash: code.codeHash, expiresAt })
    .onConflictDoUpdate({
      target: [emailCodes.userId, emailCodes.purpose],
      set: { codeHash: code.codeHash, attempts: 0, expiresAt, usedAt: null, createdAt: sql`now()` },
      // The same code again (one chance in a million) is not a fresh code: the caller draws another.
      setWhere: sql`${emailCodes.codeHash} <> ${code.codeHash}`,
    })
    .returning({ userId: emailCodes.userId });
  return rows.length > 0;
}

/** matched: this call used the code; wrong: a live code did not match (one try spent); unusable: no live code. */
export type CodeCheck = 'matched' | 'wrong' | 'unusable';

/**
 * Checks and spends a code in one statement. Concurrent calls queue on the row lock and re-read the
 * row, so only the first correct one sees `used_at IS NULL`: a code works exactly once.
 */
export async function useCode(
  db: Executor,
  attempt: { userId: string; purpose: CodePurpose; codeHash: string; maxAttempts: number },
): Promise<CodeCheck> {
  const matches = sql`${emailCodes.codeHash} = ${attempt.codeHash}`;
  const [row] = await db
    .update(emailCodes)
    .set({
      usedAt: sql`CASE WHEN ${matches} THEN now() END`,
      attempts: sql`${emailCodes.attempts} + CASE WHEN ${matches} THEN 0 ELSE 1 END`,
    })
    .where(
      and(
        eq(emailCodes.userId, attempt.userId),
        eq(emailCodes.purpose, attempt.purpose),
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, sql`now()`),
        lt(emailCodes.attempts, attempt.maxAttempts),
      ),
    )
    .returning({ matched: sql<boolean>`${emailCodes.usedAt} IS NOT NULL` });
  if (!row) return 'unusable';
  return row.matched ? 'matched' : 'wrong';
}

export async function deleteCodes(db: Executor, userId: string, purpose: CodePurpose): Promise<void> {
  await db.delete(emailCodes).where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose)));
}

export async function pruneExpiredCodes(db: Executor): Promise<void> {
  await db.delete(emailCodes).where(lte(emailCodes.expiresAt, sql`now()`));
}
