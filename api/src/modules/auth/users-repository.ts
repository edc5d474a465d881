import type { Language } from 'shared/i18n';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
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
  /** The language its e-mails are written in. */
  language: Language;
  /** Seconds until a lock (a code period: signing in needs an emailed code too) ends; 0 when none holds. */
  lockedForSeconds: number;
}

/** Whole seconds until `locked_until`, 0 when it is past or unset. */
const lockedForSeconds = sql<number>`coalesce(greatest(0, ceil(extract(epoch FROM ${users.lockedUntil} - now()))), 0)::int`;

const credentialColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  passwordHash: users.passwordHash,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} IS NOT NULL`,
  language: users.language,
  lockedForSeconds,
};

export async function findUserByEmail(db: Executor, email: string): Promise<UserCredentials | undefined> {
  const [row] = await db.select(credentialColumns).from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/**
 * Creates the account, or finds the unverified one with this email, leaving its name and password as
 * they are: whoever registers an address second must not choose the password its owner will verify.
 * `created` says which. Undefined when a verified account holds the email: the statement never
 * touches it.
 */
export async function insertOrFindUnverifiedUser(
  db: Executor,
  user: { email: string; name: string; passwordHash: string; language: Language },
): Promise<{ id: string; created: boolean } | undefined> {
  const [row] = await db
    .insert(users)
    .values(user)
    .onConflictDoUpdate({
      target: users.email,
      // A no-op write, so the row is returned (and locked) only while the email is unverified.
      set: { email: sql`${users.email}` },
      setWhere: isNull(users.emailVerifiedAt),
    })
    // xmax is 0 only for a row this statement inserted.
    .returning({ id: users.id, created: sql<boolean>`(xmax = 0)` });
  return row;
}

/** Someone registered the unverified address again with another password (see markEmailVerified). */
export async function markSignUpContested(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ signUpContested: true, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/**
 * Marks the email verified. A contested sign-up's password is replaced by `unusablePasswordHash` in
 * the same statement (the flag is read from the row being updated, so no race can skip it); the
 * answer says whether that happened.
 */
export async function markEmailVerified(
  db: Executor,
  userId: string,
  unusablePasswordHash: string,
): Promise<{ passwordCleared: boolean }> {
  const [row] = await db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      passwordHash: sql`CASE WHEN ${users.signUpContested} THEN ${unusablePasswordHash} ELSE ${users.passwordHash} END`,
      signUpContested: false,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ passwordCleared: sql<boolean>`${users.passwordHash} = ${unusablePasswordHash}` });
  return { passwordCleared: row?.passwordCleared ?? false };
}

/**
 * A "lock" here is a code period (decision 0045): while it holds, signing in needs the password and a
 * code emailed to the owner. It never refuses the owner; it takes the guessers' answers away.
 */
export interface LockRule {
  /** The consecutive failure that locks. */
  lockAt: number;
  firstLockSeconds: number;
  longestLockSeconds: number;
}

/** What one failed sign-in did: `lockedForSeconds` > 0 when the account is locked after it. */
export interface FailedSignIn {
  justLocked: boolean;
  lockedForSeconds: number;
}

/**
 * Counts one more consecutive failure, in one statement. The `lockAt`-th starts a code period of
 * firstLockSeconds × 2^(locks so far), at most longestLockSeconds, and starts the count again.
 * Failures while a lock holds change nothing (the WHERE skips the row; concurrent ones re-check it
 * once the locking update commits), so a burst locks exactly once and cannot lengthen the lock.
 */
export async function recordFailedSignIn(
  db: Executor,
  userId: string,
  rule: LockRule,
): Promise<FailedSignIn> {
  const locks = sql`${users.failedLoginCount} + 1 >= ${rule.lockAt}`;
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: sql`CASE WHEN ${locks} THEN 0 ELSE ${users.failedLoginCount} + 1 END`,
      lockCount: sql`CASE WHEN ${locks} THEN ${users.lockCount} + 1 ELSE ${users.lockCount} END`,
      lockedUntil: sql`CASE WHEN ${locks}
        THEN now() + make_interval(secs => least(
          ${rule.firstLockSeconds}::float8 * power(2::float8, least(${users.lockCount}, 30)),
          ${rule.longestLockSeconds}::float8))
        ELSE ${users.lockedUntil} END`,
    })
    .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, sql`now()`))))
    .returning({ lockedFor: lockedForSeconds });
  if (row) return { justLocked: row.lockedFor > 0, lockedForSeconds: row.lockedFor };
  // No row: a lock already holds (another request of the same burst may just have taken it).
  return { justLocked: false, lockedForSeconds: await secondsLocked(db, userId) };
}

async function secondsLocked(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ seconds: lockedForSeconds }).from(users).where(eq(users.id, userId));
  return row?.seconds ?? 0;
}

/**
 * A correct password ends the run of failures and of code periods (and upgrades an old hash when
 * given one), unless a code period began since the password was checked: then it changes nothing and
 * answers false. With `secondProof` (the password and the emailed code) it ends a period too.
 */
export async function recordSuccessfulSignIn(
  db: Executor,
  userId: string,
  { upgradedHash, secondProof = false }: { upgradedHash?: string | undefined; secondProof?: boolean } = {},
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      failedLoginCount: 0,
      lockCount: 0,
      lockedUntil: null,
      ...(upgradedHash ? { passwordHash: upgradedHash } : {}),
    })
    .where(
      secondProof
        ? eq(users.id, userId)
        : and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, sql`now()`))),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * A reset proves the mailbox: the new password replaces the old, the lock and the failure counts go,
 * and an account that never verified its email counts as verified.
 */
export async function replacePassword(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      passwordChangedAt: sql`now()`,
      failedLoginCount: 0,
      lockCount: 0,
      lockedUntil: null,
      signUpContested: false,
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
  const [row] = await db
    .select({ role: users.role, profileKind: profiles.kind })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .for('update', { of: users });
  return row;
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
