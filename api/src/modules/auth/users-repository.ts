import { eq, isNull, sql } from 'drizzle-orm';
import type { AccountUser, Role } from 'shared/schemas';
import type { Executor } from '../../db/client.js';
import { profiles, users } from '../../db/schema.js';

/** The user object of the API contract, read in one query from the user and its profile. */
export const accountUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  hasProfile: sql<boolean>`${profiles.userId} IS NOT NULL`,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} IS NOT NULL`,
  phoneNumber: profiles.phoneNumber,
  state: profiles.state,
  lga: profiles.lga,
};

export async function findAccountUser(db: Executor, userId: string): Promise<AccountUser | undefined> {
  const [row] = await db
    .select(accountUserColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** What sign-in and the code flows need; only the auth module ever reads the password hash. */
export interface UserCredentials {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  emailVerified: boolean;
  locked: boolean;
}

const credentialColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  passwordHash: users.passwordHash,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} IS NOT NULL`,
  locked: sql<boolean>`${users.lockedAt} IS NOT NULL`,
};

export async function findUserByEmail(db: Executor, email: string): Promise<UserCredentials | undefined> {
  const [row] = await db.select(credentialColumns).from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/**
 * Creates the account, or replaces the name and password of an unverified one with this email.
 * Returns undefined when a verified account holds the email: the statement never touches it.
 */
export async function upsertUnverifiedUser(
  db: Executor,
  user: { email: string; name: string; passwordHash: string },
): Promise<string | undefined> {
  const [row] = await db
    .insert(users)
    .values(user)
    .onConflictDoUpdate({
      target: users.email,
      set: {
        name: sql`excluded.name`,
        passwordHash: sql`excluded.password_hash`,
        passwordChangedAt: sql`now()`,
        updatedAt: sql`now()`,
      },
      setWhere: isNull(users.emailVerifiedAt),
    })
    .returning({ id: users.id });
  return row?.id;
}

export async function markEmailVerified(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Counts one more consecutive failure; the `lockAt`-th locks password sign-in. */
export async function recordFailedSignIn(
  db: Executor,
  userId: string,
  lockAt: number,
): Promise<{ failedCount: number; justLocked: boolean }> {
  const { rows } = await db.execute<{ failed_login_count: number; just_locked: boolean }>(sql`
    UPDATE users SET
      failed_login_count = failed_login_count + 1,
      locked_at = CASE WHEN failed_login_count + 1 >= ${lockAt} THEN coalesce(locked_at, now()) ELSE locked_at END
    WHERE id = ${userId}
    RETURNING failed_login_count, (failed_login_count = ${lockAt}) AS just_locked`);
  const row = rows[0]!;
  return { failedCount: row.failed_login_count, justLocked: row.just_locked };
}

/** A correct password ends the run of failures (and upgrades an old hash when given one). */
export async function recordSuccessfulSignIn(
  db: Executor,
  userId: string,
  upgradedHash?: string,
): Promise<void> {
  await db
    .update(users)
    .set(upgradedHash ? { failedLoginCount: 0, passwordHash: upgradedHash } : { failedLoginCount: 0 })
    .where(eq(users.id, userId));
}

/**
 * A reset proves the mailbox: the new password replaces the old, the lock and the failure count go,
 * and an account that never verified its email counts as verified.
 */
export async function replacePassword(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      passwordChangedAt: sql`now()`,
      failedLoginCount: 0,
      lockedAt: null,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/**
 * Locks the user's row for the rest of the transaction and reads its role and profile kind, so role
 * changes and profile creation for one account run one after the other.
 */
export async function lockUserForUpdate(
  db: Executor,
  userId: string,
): Promise<{ role: Role | null; profileKind: Role | null } | undefined> {
  const { rows } = await db.execute<{ role: Role | null; kind: Role | null }>(sql`
    SELECT u.role, p.kind FROM users u LEFT JOIN profiles p ON p.user_id = u.id
    WHERE u.id = ${userId}
    FOR UPDATE OF u`);
  const row = rows[0];
  return row ? { role: row.role, profileKind: row.kind } : undefined;
}

export async function setRole(db: Executor, userId: string, role: Role): Promise<void> {
  await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function setName(db: Executor, userId: string, name: string): Promise<void> {
  await db
    .update(users)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
